"""Rules families in the storage layer: what storage asks of a family
(:class:`StorageFamily`) and the registry that finds one (:func:`storage_family`).

A family's storage part is a folder beside ``classic/`` and ``sport/`` whose
``family.py`` builds one object with every member of :class:`StorageFamily`; it is
registered once, in :mod:`mafia_desktop.storage.families`. The shared modules (the games
list, the players' statistics, the club's record) read a stored game's family from its
row and ask this registry; setups are read and checked through the rules' registry
(``rules.find_family``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from mafia_desktop.rules.family import HasValue

from .results import GameResult


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

    def player_part(self, games: Sequence[CountedGame]) -> Mapping[str, object]:
        """A player's record in this family from their finished games: the
        :class:`~.rows.PlayerStats` fields it fills, by name."""
        ...


_REGISTRY: dict[str, StorageFamily] = {}


def register(family: StorageFamily) -> StorageFamily:
    """Add ``family`` (:mod:`mafia_desktop.storage.families` does it for the real ones).

    Raises:
        ValueError: another family already has its name.
    """
    known = _REGISTRY.get(family.name)
    if known is not None and known is not family:
        raise ValueError(f"a storage family named {family.name!r} is registered already")
    _REGISTRY[family.name] = family
    return family


def unregister(name: str) -> None:
    """Remove the family ``name`` (for tests); no error if absent."""
    _REGISTRY.pop(name, None)


def storage_families() -> tuple[StorageFamily, ...]:
    """Every registered family, in the order they were registered."""
    return tuple(_REGISTRY.values())


def find_storage_family(name: object) -> StorageFamily | None:
    """The family named ``name`` (a stored ``games.family``), or ``None``."""
    return _REGISTRY.get(name) if isinstance(name, str) else None


__all__ = ["CountedGame", "StorageFamily", "find_storage_family", "register",
           "storage_families", "unregister"]
