"""Rules families in the storage layer: what storage asks of a family
(:class:`StorageFamily`) and the registry that finds one (:data:`STORAGE_FAMILIES`).

A family's storage part is a folder beside ``classic/`` and ``sport/`` whose
``family.py`` builds one object with every member of :class:`StorageFamily` (its
``FAMILY``); :data:`STORAGE_FAMILIES` finds it by the family's name (the one list:
``rules.families.FAMILY_NAMES``). The shared modules (the games
list, the players' statistics, the club's record) read a stored game's family from its
row and ask this registry; setups are read and checked through the rules' registry
(``rules.find_family``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from mafia_desktop.rules.family import HasValue
from mafia_desktop.rules.registry import Registry

from .results import FamilyStats, GameResult


@dataclass(frozen=True, slots=True)
class CountedGame:
    """One finished game of a player, as the statistics count it.

    Attributes:
        role: the role dealt (the family's role, read by :meth:`StorageFamily.role`).
        seat: the seat the player had.
        winners: the stored winning sides.
        result: the engine's result of the stored log (families that
            :attr:`~StorageFamily.replays`), else ``None``.
    """

    role: HasValue
    seat: int
    winners: tuple[HasValue, ...]
    result: GameResult | None = None


class StorageFamily(Protocol):
    """One rules family as storage reads it."""

    @property
    def name(self) -> str:
        """The family's id (``games.family``, ``ruleset.family``)."""
        ...

    @property
    def sides_word(self) -> str:
        """What its winners are, in a damaged row's message (``factions``, ``teams``)."""
        ...

    @property
    def replays(self) -> bool:
        """True when a player's statistics need the engine's result of each finished
        game (points), False when the stored role and winners are enough."""
        ...

    def side(self, value: object) -> HasValue:
        """A stored side id (a winner) as the family's value. Raises ValueError."""
        ...

    def role(self, value: object) -> HasValue:
        """A stored role id as the family's role. Raises ValueError."""
        ...

    @property
    def record_keys(self) -> tuple[str, ...]:
        """The keys :meth:`record` counts by (role ids, side ids: the family's words
        name each), in the order the Players view shows them as columns."""
        ...

    def record(self, games: Sequence[CountedGame]) -> FamilyStats:
        """A player's record in this family from their finished games, in the shape
        every family shares (games, wins, points, by :attr:`record_keys`): the Players
        view's tab of the family and the players' order read it
        (:attr:`~.rows.PlayerStats.records`). :func:`role_record` is the usual one."""
        ...

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """A player's record in this family from their finished games: the
        :class:`~.rows.PlayerStats` fields it fills, by name."""
        ...


def role_record(games: Sequence[CountedGame],
                won: Callable[[CountedGame], bool]) -> FamilyStats:
    """THE usual :meth:`StorageFamily.record`: ``games`` counted in all and by the role
    dealt (its id); ``won(game)``: the player's side is among the game's winners (the
    family's rule: a role's faction, a role's side). No points (a family that keeps
    points replays its games: :attr:`StorageFamily.replays`)."""
    played: dict[str, int] = {}
    wins: dict[str, int] = {}
    for g in games:
        role = str(g.role.value)
        played[role] = played.get(role, 0) + 1
        if won(g):
            wins[role] = wins.get(role, 0) + 1
    return FamilyStats(games=sum(played.values()), wins=sum(wins.values()),
                       games_by=played, wins_by=wins)


#: THE storage layer's registry: ``storage/<name>/family.py``'s ``FAMILY`` for each
#: listed family (``rules.families.FAMILY_NAMES``), imported at the first question.
STORAGE_FAMILIES: Registry[StorageFamily] = Registry(
    "storage", "mafia_desktop.storage.{name}.family", "FAMILY")

#: Every family's storage part, the listed ones first (in the list's order).
storage_families = STORAGE_FAMILIES.all
#: The storage part of the family named ``name`` (a stored ``games.family``), or ``None``.
find_storage_family = STORAGE_FAMILIES.find


__all__ = ["STORAGE_FAMILIES", "CountedGame", "StorageFamily", "find_storage_family",
           "role_record", "storage_families"]
