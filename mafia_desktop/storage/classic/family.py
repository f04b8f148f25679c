"""The classic family (RULES.md) as storage reads it: :data:`FAMILY`, found by its
name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.classic import Faction, Role

from ..family import CountedGame, StorageFamily


@dataclass(frozen=True, slots=True)
class ClassicStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for classic: factions win; a
    player's record counts the stored role and winners (a win is the role's faction
    among the winners, R-WIN-*), no replay."""

    name: str = "classic"
    sides_word: str = "factions"
    replays: bool = False

    def side(self, value: object) -> Faction:
        """A stored faction id."""
        return Faction(value)

    def role(self, value: object) -> Role:
        """A stored classic role id."""
        return Role(value)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """``games``, ``wins``, ``games_by_role``, ``wins_by_role`` (by :class:`Role`)."""
        played: Counter[Role] = Counter()
        won: Counter[Role] = Counter()
        for g in games:
            role = Role(g.role)
            played[role] += 1
            if role.faction in g.winners:
                won[role] += 1
        return {"games": sum(played.values()), "wins": sum(won.values()),
                "games_by_role": dict(played), "wins_by_role": dict(won)}


FAMILY: StorageFamily = ClassicStorage()

__all__ = ["ClassicStorage", "FAMILY"]
