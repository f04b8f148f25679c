"""The plain model, exact: the published "uniform lynch" figures.

N players, M of them mafia, the rest town. Each day a living player chosen uniformly at
random is executed; each night the mafia kills a town player chosen uniformly at random;
the mafia wins as soon as it is not outnumbered (mafia >= town, R-WIN-1), the town as
soon as no mafia member lives (R-WIN-2); both are checked after every death. The chance
is a recursion over (town, mafia) worked out in fractions, so it is exact.

>>> uniform_lynch(10, 2)["mafia"]
Fraction(251, 320)
>>> float(uniform_lynch(10, 2)["mafia"])
0.784375
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache


@cache
def _chance(town: int, mafia: int, night: bool) -> Fraction:
    """The mafia's chance at the start of a day (or a night) with these living players."""
    if mafia == 0:
        return Fraction(0)
    if mafia >= town:
        return Fraction(1)
    if night:  # the mafia kills a town player
        return _chance(town - 1, mafia, False)
    living = town + mafia  # a random living player is executed
    return (Fraction(mafia, living) * _chance(town, mafia - 1, True)
            + Fraction(town, living) * _chance(town - 1, mafia, True))


def uniform_lynch(players: int, mafia: int, *, first: str = "day") -> dict[str, Fraction]:
    """Each side's exact chance in the plain model.

    Args:
        players: N, the number of players (town and mafia together), at least 1.
        mafia: M, the mafia members among them, 0..N.
        first: ``"day"`` (the published figures) or ``"night"`` (R-SETUP-5).
    Returns:
        ``{"mafia": p, "town": 1 - p}`` as fractions. A table with no mafia is the
        town's (1), one the mafia does not start outnumbered at is the mafia's (1).
    Raises:
        ValueError: ``players`` < 1, ``mafia`` outside 0..N, or ``first`` not day/night.
    """
    if players < 1 or not 0 <= mafia <= players:
        raise ValueError(f"expected 1 or more players and 0..players mafia, "
                         f"got {players} players and {mafia} mafia")
    if first not in ("day", "night"):
        raise ValueError(f"first must be 'day' or 'night', got {first!r}")
    town = players - mafia
    p = _chance(town, mafia, first == "night")
    return {"mafia": p, "town": 1 - p}


__all__ = ["uniform_lynch"]
