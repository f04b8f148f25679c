"""The tiny family as storage reads it (test-only)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mafia_desktop.storage.family import CountedGame, role_record
from mafia_desktop.storage.results import FamilyStats

from .rules import Role, Side


@dataclass(frozen=True, slots=True)
class TinyStorage:
    name: str = "tiny"
    sides_word: str = "sides"
    replays: bool = False
    record_keys: tuple[str, ...] = tuple(r.value for r in Role)

    def side(self, value: object) -> Side:
        return Side(value)

    def role(self, value: object) -> Role:
        return Role(value)

    def record(self, games: Sequence[CountedGame]) -> FamilyStats:
        return role_record(games, lambda g: Role(g.role).side in g.winners)

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        wins = sum(Role(g.role).side in g.winners for g in games)
        return {"played": len(games), "won": wins}  # no PlayerStats field: its own record


STORAGE = TinyStorage()
