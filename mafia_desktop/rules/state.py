"""What every rules family's state shares: the phase (``Day 2``, ``Night 0``), a seated
player (:class:`SeatedPlayer`), how names are compared (R-SETUP-1) and how a log
reference names a seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar


def name_key(name: str) -> str:
    """How names are compared (R-SETUP-1): trimmed, case-insensitive."""
    return name.strip().casefold()


class _Seated(Protocol):
    """A player of a setup as :func:`seat_named` reads it."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...


def seat_named(players: Sequence[_Seated], ref: str | int) -> int | None:
    """The seat a log reference names among ``players`` (ordered by seat; each with
    ``seat`` and ``name``): a seat number 1..N or a name (R-SETUP-1 matching: trimmed,
    case-insensitive); ``None`` when it names no player. Both families' setups use it."""
    if isinstance(ref, bool):
        return None
    if isinstance(ref, int):
        return ref if 1 <= ref <= len(players) else None
    for p in players:  # the name as written (a stored log's): no key to make
        if p.name == ref:
            return int(p.seat)
    key = name_key(ref)  # R-SETUP-1 keeps the keys apart, so the match is the same one
    for p in players:
        if name_key(p.name) == key:
            return int(p.seat)
    return None


@dataclass(frozen=True, slots=True, order=True)
class Phase:
    """``Day 2`` is ``Phase("day", 2)``; ``Night 1`` is ``Phase("night", 1)``."""

    kind: str
    number: int

    @property
    def is_day(self) -> bool:
        """True by day."""
        return self.kind == "day"

    def __str__(self) -> str:
        return f"{self.kind.capitalize()} {self.number}"


#: A family's role type (its ``Role`` enum).
RoleT = TypeVar("RoleT")


@dataclass(frozen=True, slots=True)
class SeatedPlayer(Generic[RoleT]):
    """A seated player of any family: seat number (1..N), trimmed name (R-SETUP-1) and
    the role dealt, of the family's own role type. A family's player is this over its
    roles: ``class Player(SeatedPlayer[Role])`` (a frozen dataclass with no field of its
    own), so every family's players are built, compared and written alike."""

    seat: int
    name: str
    role: RoleT


@dataclass(frozen=True, slots=True)
class Departure:
    """A player leaving the game, in any family (``AnyDeath``): the seat, ``cause`` (the
    family's word: ``execution``, ``shot``, ``attack``…), the phase, ``status`` (the true
    role id at that moment) and ``index`` (the log index of the action that caused it).
    A family's death record is this with its own causes named in its docstring:
    ``class Death(Departure)`` (a frozen dataclass with no field of its own)."""

    seat: int
    cause: str
    phase: Phase
    status: str
    index: int


class _Named(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...


P = TypeVar("P", bound=_Named)


class Seats(Generic[P]):
    """The seat lookups every family's setup has (a base of its frozen dataclass, which
    holds ``players`` ordered by seat: seat i is ``players[i - 1]``)."""

    __slots__ = ()
    players: tuple[P, ...]

    @property
    def size(self) -> int:
        """The number of players."""
        return len(self.players)

    def player(self, seat: int) -> P:
        """The player in ``seat`` (1-based). Raises IndexError for no such seat."""
        if not 1 <= seat <= len(self.players):
            raise IndexError(f"no seat {seat}")
        return self.players[seat - 1]

    def name(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        return self.players[seat - 1].name

    def seat_of(self, ref: str | int) -> int | None:
        """The seat a log reference names: a seat number or a name (R-SETUP-1
        matching); ``None`` when it names no player."""
        return seat_named(self.players, ref)


__all__ = ["Departure", "Phase", "RoleT", "SeatedPlayer", "Seats", "name_key", "seat_named"]
