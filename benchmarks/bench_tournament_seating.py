"""The tournament seating (issue 25): time and quality per shape, beside two baselines.

For 30 players at 3 tables over 10 games, 25 at 2 over 8 and 40 at 4 over 10, printed in
one run, each measured by ``rules.sport.tournament.measure`` from the seats alone:

* baseline "random": each game the players shuffled (sit-outs in turn), ten a table, seats
  as they fall;
* baseline "evening rule": the same random tables, each table's seats given by the club
  evening's balanced rule (``rules.seating.propose_seating`` with the games before it as
  history: the Hungarian method, one table at a time);
* ``seat_round`` with a budget of 1 and 5 seconds (``--seconds``; ``--long`` adds 60 s for
  30/3/10 only), the wall time it took beside the budget.

Columns: seats balanced (every player in each seat ⌊P/10⌋..⌈P/10⌉ times), the largest
spread of one player's seat counts, players off their share of seats 1, 2, 10, the
fewest and most meetings of a pair (the goal band in brackets), the pairs outside it, and
the meetings' standard deviation. Where nobody sits out, the least standard deviation
any seating can have is printed too (:func:`sd_bound`). Run:
``python benchmarks/bench_tournament_seating.py [--long]``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.rules.seating import propose_seating
from mafia_desktop.rules.sport.tournament import SeatingQuality, measure, seat_round

SHAPES = ((30, 3, 10), (25, 2, 8), (40, 4, 10))
Seats = list[tuple[int, int, list[int]]]


def random_seating(players: int, tables: int, games: int, seed: int) -> Seats:
    """Each game: the next players in turn sit out, the rest shuffled, ten a table."""
    rng = random.Random(seed)
    out_per_game = players - 10 * tables
    order = list(range(1, players + 1))
    rng.shuffle(order)
    result: Seats = []
    for g in range(games):
        out = {order[(g * out_per_game + i) % players] for i in range(out_per_game)}
        playing = [p for p in order if p not in out]
        rng.shuffle(playing)
        result += [(g + 1, t + 1, playing[10 * t:10 * t + 10]) for t in range(tables)]
    return result


def evening_rule(seating: Seats, seed: int) -> Seats:
    """The same tables, each table's seats by the evening's balanced rule."""
    history: list[list[str]] = []
    result: Seats = []
    for g, t, seats in seating:
        names = propose_seating([str(p) for p in seats], history, seed + 7 * g + t)
        history.append(names)
        result.append((g, t, [int(n) for n in names]))
    return result


def sd_bound(players: int, tables: int, games: int) -> float | None:
    """The least standard deviation of the pairs' meetings when nobody sits out: two
    games share at least ``sum C(n_ij, 2)`` pairs, least when the tables of one game
    split the tables of the other as evenly as they can (``n_ij`` = ⌊10/T⌋ or ⌈10/T⌉),
    and ``sum m² = 2·sum C(m, 2) + sum m`` over the pairs. None when someone sits out."""
    if players != 10 * tables:
        return None
    q, r = divmod(10, tables)
    per_table = r * math.comb(q + 1, 2) + (tables - r) * math.comb(q, 2)
    shared = math.comb(games, 2) * tables * per_table     # pairs met in two games, least
    meetings = games * tables * 45
    pairs = math.comb(players, 2)
    mean = meetings / pairs
    return math.sqrt((2 * shared + meetings) / pairs - mean ** 2)


def row(label: str, q: SeatingQuality, seconds: str) -> str:
    low, high = q.goal
    outside = sum(n for m, n in q.histogram if not low <= m <= high)
    return (f"  {label:<18} {seconds:>13}  {'yes' if q.seats_balanced else 'no ':>3}  "
            f"{q.seat_spread:>6}  {q.fiim_seats_off:>8}  {q.meetings_min:>3}-{q.meetings_max:<3}"
            f"({low}-{high})  {outside:>7}  {q.meetings_sd:5.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, nargs="+", default=[1.0, 5.0])
    parser.add_argument("--long", action="store_true", help="add 60 s for 30/3/10")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"  {'':<18} {'time / budget':>13}  bal  spread  1-2-10off  meetings     "
          f"outside  sd")
    for shape in SHAPES:
        players, tables, games = shape
        print(f"{players} players, {tables} tables, {games} games:")
        base = random_seating(*shape, args.seed)
        print(row("random", measure(*shape, base), "-"))
        print(row("evening rule", measure(*shape, evening_rule(base, args.seed)), "-"))
        budgets = list(args.seconds) + ([60.0] if args.long and shape == (30, 3, 10) else [])
        for budget in budgets:
            t0 = time.perf_counter()
            s = seat_round(*shape, seed=args.seed, seconds=budget)
            took = time.perf_counter() - t0
            print(row("seat_round", s.quality, f"{took:5.1f} / {budget:g} s"))
        bound = sd_bound(*shape)
        if bound is not None:
            print(f"  least sd any seating can have: {bound:.3f}")


if __name__ == "__main__":
    main()
