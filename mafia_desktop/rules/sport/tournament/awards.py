"""A tournament's awards as clubs give them (issue 34, point 7): the MVP, best red, best
black, best sheriff and best don, from the points of the counted games. Pure Python.

Our reading (the ratings site lists these titles per tournament; where its rule was not
at hand we chose, and state it here and in the user guide):

* **MVP** (``mvp``): first place of the standings given (their points with Ci and
  their tie-break order); players sharing first place share it.
* **Best red** (``best_red``: games as a civilian or the sheriff), **best black**
  (``best_black``: as a mafioso or the don), **best sheriff** (``best_sheriff``),
  **best don** (``best_don``): the most points earned in the games played in those
  roles (the engine's points of each game: the win, the best move, the host's extra
  points and penalties; Ci is not a role's). A tie goes to more wins in those roles,
  then to fewer games in them (more points a game); players equal on all three share
  the award. A player needs one game in the role; exhibition players get none.

>>> from .standings import CountedGame, SeatResult, standings
>>> def seat(n, role, won, points):
...     team = "black" if role in ("mafioso", "don") else "red"
...     return SeatResult(n, role, team, won, points, 0.0, 0.0, 0.0, False)
>>> games = [CountedGame(1, 1, 1, (seat(1, "sheriff", True, 1.0), seat(2, "don", False, 0.0))),
...          CountedGame(1, 1, 2, (seat(1, "civilian", False, 0.0), seat(2, "don", True, 1.3)))]
>>> rows = standings(games, {1: "Anna", 2: "Boris"})
>>> [(a.key, a.numbers, a.points) for a in tournament_awards(games, rows)]
[('mvp', (2,), 1.3), ('best_red', (1,), 1.0), ('best_black', (2,), 1.3), ('best_sheriff', (1,), 1.0), ('best_don', (2,), 1.3)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .standings import CountedGame, StandingRow

#: The awards in the order they are given, with the roles each counts (``None``: the
#: standings).
AWARDS: dict[str, tuple[str, ...] | None] = {
    "mvp": None,
    "best_red": ("civilian", "sheriff"),
    "best_black": ("mafioso", "don"),
    "best_sheriff": ("sheriff",),
    "best_don": ("don",),
}


@dataclass(frozen=True, slots=True)
class Award:
    """One award: ``key`` (of :data:`AWARDS`), the tournament numbers of the players who
    get it (several on a full tie), and the figures it was given by: ``points`` (the
    MVP's total with Ci; a role award's points in those roles), ``games`` and ``wins``
    (overall for the MVP, in the roles for the others)."""

    key: str
    numbers: tuple[int, ...]
    points: float
    games: int
    wins: int


def tournament_awards(games: Iterable[CountedGame], rows: Sequence[StandingRow],
                      *, exhibition: Iterable[int] = ()) -> list[Award]:
    """The awards of ``games`` (the counted games the standings ``rows`` were made of).

    Args:
        games: the counted games.
        rows: their standings (:func:`.standings.standings`), best first.
        exhibition: players who are not ranked (also marked in ``rows``).
    Returns:
        one :class:`Award` a key of :data:`AWARDS`, in that order; an award nobody can
        get (no game with a sheriff counted yet) or nobody earned (no points and no win
        in the role: a tie of everyone at nothing) is left out.
    """
    out: list[Award] = []
    skip = set(exhibition) | {r.number for r in rows if r.exhibition}
    first = [r for r in rows if r.place == 1 and r.number not in skip]
    if first:
        out.append(Award("mvp", tuple(r.number for r in first), first[0].total,
                         first[0].games, first[0].wins))
    played = list(games)
    for key, roles in AWARDS.items():
        if roles is None:
            continue
        tally: dict[int, list[float]] = {}           # number -> [points, games, wins]
        for g in played:
            for s in g.seats:
                if s.role in roles and s.number not in skip:
                    t = tally.setdefault(s.number, [0.0, 0, 0])
                    t[0] += s.points
                    t[1] += 1
                    t[2] += s.won
        if not tally:
            continue

        def rank(n: int) -> tuple[float, int, int]:
            points, count, wins = tally[n]
            return (round(points, 2), int(wins), -int(count))
        best = max(rank(n) for n in tally)
        if best[0] <= 0 and best[1] == 0:   # nobody earned it: no award, not a tie of all
            continue
        winners = tuple(sorted(n for n in tally if rank(n) == best))
        points, count, wins = tally[winners[0]]
        out.append(Award(key, winners, round(points, 2) + 0.0, int(count), int(wins)))
    return out


__all__ = ["AWARDS", "Award", "tournament_awards"]
