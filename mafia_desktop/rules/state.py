"""What every rules family's state shares: the phase (``Day 2``, ``Night 0``), how names
are compared (R-SETUP-1) and how a log reference names a seat."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


def name_key(name: str) -> str:
    """How names are compared (R-SETUP-1): trimmed, case-insensitive."""
    return name.strip().casefold()


def seat_named(players: Sequence[Any], ref: str | int) -> int | None:
    """The seat a log reference names among ``players`` (ordered by seat; each with
    ``seat`` and ``name``): a seat number 1..N or a name (R-SETUP-1 matching: trimmed,
    case-insensitive); ``None`` when it names no player. Both families' setups use it."""
    if isinstance(ref, bool):
        return None
    if isinstance(ref, int):
        return ref if 1 <= ref <= len(players) else None
    key = name_key(ref)
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


__all__ = ["Phase", "name_key", "seat_named"]
