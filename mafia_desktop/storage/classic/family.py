"""The classic family (RULES.md) as storage reads it: :data:`FAMILY`, found by its
name (``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.rules.classic import Faction, Role

from ..family import CountedGame, StorageFamily, role_record
from ..results import FamilyStats


@dataclass(frozen=True, slots=True)
class ClassicStorage:
    """:class:`~mafia_desktop.storage.family.StorageFamily` for classic: factions win; a
    player's record counts the stored role and winners (a win is the role's faction
    among the winners, R-WIN-*), by role (RULES.md §1's order), no replay."""

    name: str = "classic"
    sides_word: str = "factions"
    replays: bool = False
    record_keys: tuple[str, ...] = tuple(r.value for r in Role)

    def side(self, value: object) -> Faction:
        """A stored faction id."""
        return Faction(value)

    def role(self, value: object) -> Role:
        """A stored classic role id."""
        return Role(value)

    def record(self, games: Sequence[CountedGame]) -> FamilyStats:
        """Games and wins, by role id (a win: the role's faction won)."""
        return role_record(games, lambda g: Role(g.role).faction in g.winners)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """``games``, ``wins``, ``games_by_role``, ``wins_by_role`` (by :class:`Role`):
        :meth:`record` in ``PlayerStats``'s classic fields."""
        r = self.record(games)
        return {"games": r.games, "wins": r.wins,
                "games_by_role": {Role(k): v for k, v in r.games_by.items()},
                "wins_by_role": {Role(k): v for k, v in r.wins_by.items()}}


FAMILY: StorageFamily = ClassicStorage()

__all__ = ["ClassicStorage", "FAMILY"]
