"""The sport family (RULES_SPORT.md) as storage reads it: :data:`FAMILY`, found by its
name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.sport import SportRole, Team

from ..family import CountedGame, StorageFamily
from .stats import sport_stats


@dataclass(frozen=True, slots=True)
class SportStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for sport: teams win; a
    player's record is replayed (points, S-SCORE-1) and kept in ``PlayerStats.sport``."""

    name: str = "sport"
    sides_word: str = "teams"
    replays: bool = True

    def side(self, value: object) -> Team:
        """A stored team id."""
        return Team(value)

    def role(self, value: object) -> SportRole:
        """A stored sport role id."""
        return SportRole(value)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """``sport``: the player's :class:`~.stats.SportStats`."""
        return {"sport": sport_stats((SportRole(g.role), g.seat, g.result)
                                     for g in games if g.result is not None)}


FAMILY: StorageFamily = SportStorage()

__all__ = ["FAMILY", "SportStorage"]
