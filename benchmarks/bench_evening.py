"""A club evening (issue 14): the points table of 1,000 stored games recomputed.

A temporary database holds 1,000 finished sport games (random legal games of the engine,
``rules/sport/random_player.py``, ten players from a pool of 24 seated by the balanced
rule), all in one evening. Printed, each the median of a few runs in this process:

* baseline: every game replayed from the database alone (``GameRepository.load`` of each
  game by a fresh repository): what any recomputation must pay at least;
* the table, cold: a fresh ``EveningRepository.table`` (replays every game, then adds up
  the points with ``rules/evening.points_table``);
* the table, warm: the same repository again after one game was removed from the
  evening (the other games' replays are kept while their stored logs are unchanged);
* the balanced seating of the next game (24 participants' history of 1,000 games).

Run: ``python benchmarks/bench_evening.py [--games N]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.rules import log_format
from mafia_desktop.rules.seating import propose_seating
from mafia_desktop.rules.sport import (
    FIIM_COMPOSITION,
    deal_sport_roles,
    make_sport_setup,
    sport_ruleset_from,
)
from mafia_desktop.rules.sport.random_player import play_random_sport_game
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.evenings import EveningRepository

POOL = [f"Player {i:02d}" for i in range(24)]


def ms(run: Callable[[], object], repeat: int = 3) -> float:
    """The median wall time of ``run()`` in milliseconds."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        run()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def fill(path: Path, games: int) -> int:
    """Store ``games`` random finished sport games in one evening; returns its id."""
    conn = open_database(path)
    repo = GameRepository(conn)
    evenings = EveningRepository(repo)
    evening = evenings.create("Benchmark", POOL)
    rng = random.Random(14)
    history: list[list[str]] = []
    ruleset = sport_ruleset_from("fiim", {})
    for _ in range(games):
        order = propose_seating(rng.sample(POOL, 10), history, rng.randrange(2**32))
        history.append(order)
        roles = deal_sport_roles(FIIM_COMPOSITION, rng.randrange(2**32))
        setup = make_sport_setup([(i + 1, n, r) for i, (n, r) in
                                  enumerate(zip(order, roles, strict=True))], ruleset,
                                 rng.randrange(2**32))
        actions = play_random_sport_game(setup, rng.randrange(2**32))
        game_id = repo.import_log(log_format.dumps(setup, actions))
        evenings.add_game(evening, game_id)
    conn.close()
    return evening


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "evening.sqlite3"
        t0 = time.perf_counter()
        evening = fill(path, args.games)
        print(f"stored {args.games} games in one evening: {time.perf_counter() - t0:.1f} s")
        conn = open_database(path)
        try:
            ids = EveningRepository(GameRepository(conn)).get(evening).games

            def replay_only() -> None:
                repo = GameRepository(conn)
                for g in ids:
                    repo.load(g)

            def table_cold() -> None:
                EveningRepository(GameRepository(conn)).table(evening)

            warm = EveningRepository(GameRepository(conn))
            rows = warm.table(evening)
            warm.remove_game(evening, ids[0])
            base = ms(replay_only)
            cold = ms(table_cold)
            hot = ms(lambda: warm.table(evening))
            history = warm.seatings(evening)
            seat = ms(lambda: propose_seating(POOL[:10], history, 1), repeat=5)
            print(f"baseline, {len(ids)} games replayed from the database: {base:9.1f} ms")
            print(f"points table, cold (replay + add up):             {cold:9.1f} ms "
                  f"({cold / base:.2f} x the baseline)")
            print(f"points table, warm (after a removal):             {hot:9.1f} ms")
            print(f"balanced seating of the next game:                 {seat:9.1f} ms")
            print(f"players in the table: {len(rows)}")
        finally:
            conn.close()


if __name__ == "__main__":
    main()
