"""The sport family (RULES_SPORT.md) as storage reads it: :data:`FAMILY`, found by its
name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.sport import SportRole, Team

from ..family import CountedGame, StorageFamily
from ..results import FamilyStats
from .stats import SPORT_KEYS, sport_stats


@dataclass(frozen=True, slots=True)
class SportStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for sport: teams win; a
    player's record is replayed (points, S-SCORE-1) and kept in ``PlayerStats.sport``
    (and, as every family's, in ``PlayerStats.records``)."""

    name: str = "sport"
    sides_word: str = "teams"
    replays: bool = True
    record_keys: tuple[str, ...] = SPORT_KEYS

    def side(self, value: object) -> Team:
        """A stored team id."""
        return Team(value)

    def role(self, value: object) -> SportRole:
        """A stored sport role id."""
        return SportRole(value)

    def record(self, games: Sequence[CountedGame]) -> FamilyStats:
        """Games, wins and points (S-SCORE-1), by team and by the roles that check
        (:data:`~.stats.SPORT_KEYS`)."""
        return sport_stats((SportRole(g.role), g.seat, g.result)
                           for g in games if g.result is not None)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """``sport``: the player's :class:`~.stats.SportStats` (:meth:`record`)."""
        return {"sport": self.record(games)}


FAMILY: StorageFamily = SportStorage()

__all__ = ["FAMILY", "SportStorage"]
