"""The club's record: how the stored games of one setup ended, to show beside the model.

>>> from mafia_desktop.rules.classic import Role
>>> rows = [("classic", ["godfather", "civilian", "civilian", "civilian"], ["town"]),
...         ("classic", ["civilian", "godfather", "civilian", "civilian"], ["mafia"]),
...         ("classic", ["godfather"] + ["civilian"] * 4, ["town"])]
>>> rec = club_record(rows, "classic", {Role.GODFATHER: 1, Role.CIVILIAN: 3})
>>> rec.games, rec.wins["town"], rec.wins["mafia"]
(2, 1, 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from ...family import HasValue
from ...json_types import JsonObject
from .estimate import SIDES

#: A role of any family (its ``value`` is the role id).
K = TypeVar("K", bound=HasValue)


@dataclass(frozen=True, slots=True)
class ClubRecord:
    """The finished stored games of one family and composition: ``games``, ``wins`` per
    side id (a game the maniac won beside the town counts for both, R-WIN-3) and
    ``draws`` (R-WIN-4)."""

    games: int = 0
    wins: Mapping[str, int] = field(default_factory=dict)
    draws: int = 0

    def to_json(self, sides: Sequence[str] | None = None) -> JsonObject:
        """``{"games", "draws", "wins": {side: n}}`` (every side listed: the classic
        factions, or ``sides``, e.g. ``("red", "black")`` for sport)."""
        return {"games": self.games, "draws": self.draws,
                "wins": {side: self.wins.get(side, 0) for side in (sides or SIDES)}}


def composition_key(roles: Iterable[str]) -> tuple[tuple[str, int], ...]:
    """A composition as a comparable value: ``((role id, count), ...)`` sorted, zero
    counts left out."""
    return tuple(sorted(Counter(roles).items()))


def club_record(results: Iterable[tuple[str, Sequence[str], Sequence[str]]], family: str,
                composition: Mapping[K, int]) -> ClubRecord:
    """Count the finished games with ``family`` and exactly ``composition``.

    Args:
        results: ``(family, dealt role ids, winners' faction ids)`` per finished game
            (``GameRepository.results``).
        family: ``"classic"`` or ``"sport"``.
        composition: role -> count (a classic ``Role`` or a ``SportRole``).
    """
    want = composition_key(r.value for r, n in composition.items() for _ in range(n))
    wins: Counter[str] = Counter()
    games = draws = 0
    for fam, roles, winners in results:
        if fam != family or composition_key(roles) != want:
            continue
        games += 1
        wins.update(winners)
        draws += not winners
    return ClubRecord(games, dict(wins), draws)


__all__ = ["ClubRecord", "club_record", "composition_key"]
