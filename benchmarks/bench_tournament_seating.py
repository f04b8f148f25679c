"""The tournament seating (issues 25, 34): time and quality per shape, beside two baselines.

For 30 players at 3 tables and 10 games each, 25 at 2 and 8 games each (10 games a table),
40 at 4 and 10 each, and 20 at 2 and 8 each with five pairs kept apart (player 1 apart
from 2 and 3, and three more pairs), printed in one run, each measured by
``rules.sport.tournament.measure`` from the seats alone:

* baseline "random": each game the players shuffled (sit-outs in turn), ten a table, seats
  as they fall;
* baseline "evening rule": the same random tables, each table's seats given by the club
  evening's balanced rule (``rules.seating.propose_seating`` with the games before it as
  history: the Hungarian method, one table at a time);
* ``seat_round`` with a budget of 1 and 5 seconds (``--seconds``; ``--long`` adds 60 s for
  30/3/10 only), the wall time and the CPU time it took beside the budget (on a shared
  machine the CPU time is the one to compare).

Columns: seats balanced (every player in each seat ⌊P/10⌋..⌈P/10⌉ times), the largest
spread of one player's seat counts, players off their share of seats 1, 2, 10, the
fewest and most meetings of a pair (the goal band in brackets), the pairs outside it, the
meetings' standard deviation, the most games of one player at one table (T-TABLE-1; the
even share ⌈P/T⌉ in brackets), the fewest games between two sit-outs of one player and
whether they went in turn (T-SIT-1; "-" when nobody sits out twice), and the pairs kept
apart that never met, of all (T-APART-1). Where nobody sits out, the least standard deviation
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
from mafia_desktop.rules.sport.tournament import SeatingQuality, measure, rounds_for, seat_round

#: (players, tables, games each, pairs kept apart)
CASES: tuple[tuple[int, int, int, tuple[tuple[int, int], ...]], ...] = (
    (30, 3, 10, ()), (25, 2, 8, ()), (40, 4, 10, ()),
    (20, 2, 8, ((1, 2), (1, 3), (4, 5), (6, 7), (8, 9))))
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


def row(label: str, q: SeatingQuality, seconds: str, share: int, apart: int) -> str:
    low, high = q.goal
    outside = sum(n for m, n in q.histogram if not low <= m <= high)
    gap = f"{q.sit_out_gap} {'turn' if q.sit_outs_in_turn else 'NO'}" if q.sit_out_gap \
        else "-"
    return (f"  {label:<13} {seconds:>13}  {'yes' if q.seats_balanced else 'no ':>3}  "
            f"{q.seat_spread:>6}  {q.fiim_seats_off:>8}  {q.meetings_min:>3}-{q.meetings_max:<3}"
            f"({low}-{high})  {outside:>7}  {q.meetings_sd:5.3f}  {q.table_most:>3} ({share})"
            f"  {gap:>7}  {q.apart_kept:>2}/{apart}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, nargs="+", default=[1.0, 5.0])
    parser.add_argument("--long", action="store_true", help="add 60 s for 30/3/10")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"  {'':<13} {'wall/cpu/bud s':>13}  bal  spread  1-2-10off  meetings     "
          f"outside  sd     table   sit-out  apart")
    for players, tables, each, apart in CASES:
        games = rounds_for(players, tables, each)
        shape = (players, tables, games)
        share = -(-each // tables)
        print(f"{players} players, {tables} tables, {each} games each ({games} a table)"
              + (f", {len(apart)} pairs kept apart:" if apart else ":"))
        base = random_seating(*shape, args.seed)
        print(row("random", measure(*shape, base, apart), "-", share, len(apart)))
        print(row("evening rule", measure(*shape, evening_rule(base, args.seed), apart), "-",
                  share, len(apart)))
        budgets = list(args.seconds) + ([60.0] if args.long and shape == (30, 3, 10) else [])
        for budget in budgets:
            t0, c0 = time.perf_counter(), time.process_time()
            s = seat_round(*shape, seed=args.seed, seconds=budget, apart=apart)
            took, cpu = time.perf_counter() - t0, time.process_time() - c0
            print(row("seat_round", s.quality, f"{took:4.1f}/{cpu:4.1f}/{budget:g}", share,
                      len(apart)))
        bound = sd_bound(*shape)
        if bound is not None:
            print(f"  least sd any seating can have: {bound:.3f}")


if __name__ == "__main__":
    main()
