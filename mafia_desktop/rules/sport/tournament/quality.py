"""How good a tournament seating is, measured from the seating alone.

Pure Python. A seating is given as its table-games: ``(game, table, seats)`` with
``seats`` the ten player numbers (``1 .. players``) in seat order, seat 1 first. The
figures never trust the search that made the seating: :func:`measure` counts them again
from the seats, so a seating swapped by hand is measured the same way.

* **Seats**: how often each player sat in each seat. Balanced when every player sits in
  each seat ⌊P/10⌋ or ⌈P/10⌉ times (``P``: the games they play); ``seat_spread`` is the
  largest gap between a player's most and least used seat. Seats 1, 2 and 10 (FIIM's
  weighed seats) and the first and last seat: each player's sittings there, and how many
  players have more or fewer than their even share (⌊k·P/10⌋ to ⌈k·P/10⌉ for ``k``
  seats).
* **Meetings**: how often each pair of players sat at one table: the fewest, the most,
  the ideal (the average), the standard deviation, and how many pairs met 0, 1, 2...
  times. Pairs kept apart are counted on their own (``apart_met``), not here.
* **Kept apart** (T-APART-1): the pairs kept apart that met and how often (``apart_met``),
  how many were kept (``apart_kept``), and why the meetings no seating avoids cannot be
  avoided (``apart_why``: :func:`.constraints.unavoidable_apart`); a pair met without
  such a reason is marked T-APART-4.
* **Tables** (T-TABLE-1): the most games a player played at one table (``table_most``),
  how many players played more at one table than their even share ⌈P/T⌉
  (``table_over``), and how many more than one game beyond it (``table_off``: the
  seating avoids that).
* **Sit-outs** (T-SIT-1): the fewest and most games a player sat out; the fewest games
  between two sit-outs of one player (``sit_out_gap``, 0 when nobody sat out twice);
  ``sit_outs_in_turn``: nobody sat out a second time before everyone had sat out once
  (and so on for the third time).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ...json_types import JsonObject
from .balance import table_share
from .constraints import ApartReason, unavoidable_apart
from .seats import END_SEATS, FIIM_SEATS, seat_range
from .tables import TABLE_SIZE, goal_band, ideal_meetings


@dataclass(frozen=True)
class SeatingQuality:
    """The figures of one seating (module doc). Pairs are ``(a, b)`` with ``a < b``;
    ranges are ``(fewest, most)`` over the players."""

    seats_balanced: bool
    seat_spread: int
    per_seat: tuple[tuple[int, int], ...]
    fiim_seats: tuple[int, int]
    fiim_seats_off: int
    end_seats: tuple[int, int]
    end_seats_off: int
    ideal_meetings: float
    goal: tuple[int, int]
    meetings_min: int
    meetings_max: int
    meetings_sd: float
    histogram: tuple[tuple[int, int], ...]
    apart_met: tuple[tuple[int, int, int], ...]
    sit_outs: tuple[int, int]
    apart_kept: int = 0
    apart_why: tuple[ApartReason, ...] = ()
    table_most: int = 0
    table_over: int = 0
    table_off: int = 0
    sit_out_gap: int = 0
    sit_outs_in_turn: bool = True

    def apart_rule(self, a: int, b: int) -> str:
        """Why the pair kept apart ``a < b`` met: the rule of the first reason that
        concerns it (T-APART-2, T-APART-3), else T-APART-4."""
        return next((r.rule for r in self.apart_why if (a, b) in r.pairs), "T-APART-4")

    @property
    def in_goal(self) -> bool:
        """Every pair not kept apart meets within the goal band (``goal``)."""
        return self.goal[0] <= self.meetings_min and self.meetings_max <= self.goal[1]

    def to_json(self) -> JsonObject:
        """The figures as the ``quality`` of ``tournament seating`` prints them."""
        return {
            "seats": {"balanced": self.seats_balanced, "spread": self.seat_spread,
                      "per_seat": [{"seat": s, "min": lo, "max": hi}
                                   for s, (lo, hi) in enumerate(self.per_seat, start=1)],
                      "fiim_seats": {"seats": list(FIIM_SEATS), "min": self.fiim_seats[0],
                                     "max": self.fiim_seats[1],
                                     "players_off": self.fiim_seats_off},
                      "first_last": {"seats": list(END_SEATS), "min": self.end_seats[0],
                                     "max": self.end_seats[1],
                                     "players_off": self.end_seats_off}},
            "meetings": {"ideal": round(self.ideal_meetings, 3),
                         "goal": list(self.goal), "in_goal": self.in_goal,
                         "min": self.meetings_min, "max": self.meetings_max,
                         "sd": round(self.meetings_sd, 3),
                         "histogram": {str(k): n for k, n in self.histogram}},
            "apart": {"met": [{"players": [a, b], "times": n, "rule": self.apart_rule(a, b)}
                              for a, b, n in self.apart_met],
                      "kept": self.apart_kept,
                      "why": [r.to_json() for r in self.apart_why]},
            "tables": {"most_at_one": self.table_most, "players_over_share": self.table_over,
                       "players_off": self.table_off},
            "sit_outs": {"min": self.sit_outs[0], "max": self.sit_outs[1],
                         "least_gap": self.sit_out_gap, "in_turn": self.sit_outs_in_turn},
        }


def _span(values: Iterable[int]) -> tuple[int, int]:
    found = list(values)
    return (min(found), max(found)) if found else (0, 0)


def measure(players: int, tables: int, games: int,
            table_games: Iterable[tuple[int, int, Sequence[int]]],
            apart: Iterable[tuple[int, int]] = ()) -> SeatingQuality:
    """The figures of a seating of ``players`` players (numbered ``1 .. players``) at
    ``tables`` tables over ``games`` games: ``table_games`` is each table-game's
    ``(game, table, seats)``, seats in seat order. ``apart``: the pairs kept apart.

    >>> q = measure(10, 1, 2, [(1, 1, range(1, 11)), (2, 1, range(10, 0, -1))])
    >>> q.meetings_min, q.meetings_max, q.seat_spread, q.per_seat[0]
    (2, 2, 1, (0, 1))
    """
    counts = [[0] * TABLE_SIZE for _ in range(players + 1)]
    meets = [[0] * (players + 1) for _ in range(players + 1)]
    at_table = [[0] * (tables + 1) for _ in range(players + 1)]
    playing: dict[int, set[int]] = {}
    for game, table, seats in table_games:
        seats = list(seats)
        playing.setdefault(game, set()).update(seats)
        for p in seats:
            at_table[p][min(max(table, 0), tables)] += 1
        for s, p in enumerate(seats):
            counts[p][s] += 1
            row = meets[p]
            for q in seats:
                row[q] += 1
    played = [sum(counts[p]) for p in range(players + 1)]
    share = [seat_range(played[p], 1) for p in range(players + 1)]
    balanced = all(share[p][0] <= c <= share[p][1]
                   for p in range(1, players + 1) for c in counts[p])

    def in_seats(p: int, seats: tuple[int, ...]) -> int:
        return sum(counts[p][s - 1] for s in seats)

    def off(seats: tuple[int, ...]) -> int:
        bad = 0
        for p in range(1, players + 1):
            low, high = seat_range(played[p], len(seats))
            bad += not low <= in_seats(p, seats) <= high
        return bad

    kept = {(min(a, b), max(a, b)) for a, b in apart}
    pairs = [(a, b) for a in range(1, players + 1) for b in range(a + 1, players + 1)]
    free = [meets[a][b] for a, b in pairs if (a, b) not in kept]
    histogram: dict[int, int] = {}
    for m in free:
        histogram[m] = histogram.get(m, 0) + 1
    mean = sum(free) / len(free) if free else 0.0
    sd = math.sqrt(sum((m - mean) ** 2 for m in free) / len(free)) if free else 0.0
    everyone = range(1, players + 1)
    gap, in_turn = _sit_out_order(players, games, playing)
    share_at = [table_share(played[p], max(tables, 1))[1] for p in range(players + 1)]
    return SeatingQuality(
        seats_balanced=balanced,
        seat_spread=max((max(counts[p]) - min(counts[p]) for p in everyone), default=0),
        per_seat=tuple(_span(counts[p][s] for p in everyone) for s in range(TABLE_SIZE)),
        fiim_seats=_span(in_seats(p, FIIM_SEATS) for p in everyone),
        fiim_seats_off=off(FIIM_SEATS),
        end_seats=_span(in_seats(p, END_SEATS) for p in everyone),
        end_seats_off=off(END_SEATS),
        ideal_meetings=ideal_meetings(players, tables, games),
        goal=goal_band(players, tables, games),
        meetings_min=min(free, default=0), meetings_max=max(free, default=0),
        meetings_sd=sd,
        histogram=tuple(sorted(histogram.items())),
        apart_met=tuple((a, b, meets[a][b]) for a, b in sorted(kept) if meets[a][b]),
        sit_outs=_span(games - played[p] for p in everyone),
        apart_kept=sum(1 for a, b in kept if not meets[a][b]),
        apart_why=unavoidable_apart(players, tables, games, kept),
        table_most=max((max(at_table[p]) for p in everyone), default=0),
        table_over=sum(1 for p in everyone if max(at_table[p]) > share_at[p]),
        table_off=sum(1 for p in everyone if max(at_table[p]) > share_at[p] + 1),
        sit_out_gap=gap, sit_outs_in_turn=in_turn)


def _sit_out_order(players: int, games: int, playing: dict[int, set[int]]
                   ) -> tuple[int, bool]:
    """The fewest games between two sit-outs of one player (0: nobody sat out twice),
    and whether every player's ``k``-th sit-out came no later than anyone's
    ``(k+1)``-th (T-SIT-1)."""
    outs: list[list[int]] = [[] for _ in range(players + 1)]
    for g in range(1, games + 1):
        for p in range(1, players + 1):
            if p not in playing.get(g, ()):
                outs[p].append(g)
    gaps = [b - a for p in range(1, players + 1) for a, b in zip(outs[p], outs[p][1:])]
    most = max((len(o) for o in outs[1:]), default=0)
    in_turn = True
    for k in range(1, most):
        latest_kth = max(o[k - 1] for o in outs[1:] if len(o) >= k)
        earliest_next = min(o[k] for o in outs[1:] if len(o) > k)
        # the k-th sit-outs all come before anyone's next, or players still waiting
        waiting = any(len(o) < k for o in outs[1:])
        if earliest_next < latest_kth or waiting:
            in_turn = False
    return min(gaps, default=0), in_turn
