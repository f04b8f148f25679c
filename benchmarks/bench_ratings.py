"""Ratings figures (issue 14): the ratings of 1,000 stored games recomputed.

    python benchmarks/bench_ratings.py [--games 1000] [--repeat 5] [--dir FOLDER]

Plays ``--games`` random games (half classic by ``rules.random_player``, 8 to 12 players;
half sport by ``rules.sport.random_player``, the FIIM ten), stores each through
``GameRepository.import_log`` in a real database file, then prints JSON, each figure the
median over ``--repeat`` runs on a fresh connection (no cached setups):

* ``read_ms`` — the baseline: reading the finished games alone
  (``reports.ratings.read_finished_games``: ``list_games`` + each game's setup);
* ``compute_ms`` — ``compute_ratings`` of those games (openskill, two matches a game:
  overall and per side), no database;
* ``ratings_ms`` — the whole recompute as the Players view does it (``ratings_of``);
* ``player_stats_ms`` — the Players view's other read (``player_stats``), for scale.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def store_games(repo: Any, count: int, seed: int = 14) -> None:
    """Play and store ``count`` random games, classic and sport in turn."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup
    from mafia_desktop.rules.sport.random_player import (
        play_random_sport_game,
        random_sport_setup,
    )

    rng = random.Random(seed)
    for i in range(count):
        if i % 2:
            sport = random_sport_setup(rng)
            text = log_format.dumps(sport, play_random_sport_game(sport, rng.randrange(2**31)))
        else:
            setup = random_setup(rng, rng.randint(8, 12))
            game = play_random_game(setup, rng.randrange(2**31))
            text = log_format.dumps(game.setup, game.actions)
        repo.import_log(text)


def median_ms(run: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """The median time of ``run()`` in milliseconds, and its last result."""
    times, result = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        result = run()
        times.append((time.perf_counter() - t) * 1000)
    return round(statistics.median(times), 1), result


def main(argv: list[str] | None = None) -> int:
    from mafia_desktop.reports.ratings import compute_ratings, ratings_of, read_finished_games
    from mafia_desktop.storage import GameRepository, open_database

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--dir", help="where the database file goes")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        path = Path(folder) / "ratings.sqlite3"
        conn = open_database(path)
        t = time.perf_counter()
        store_games(GameRepository(conn), args.games)
        stored_s = time.perf_counter() - t
        conn.close()

        def fresh(fn: Callable[[Any], Any]) -> Callable[[], Any]:
            def run() -> Any:
                connection = open_database(path)
                try:
                    return fn(GameRepository(connection))
                finally:
                    connection.close()
            return run

        read_ms, (games, damaged) = median_ms(fresh(read_finished_games), args.repeat)
        compute_ms, _ = median_ms(lambda: compute_ratings(games), args.repeat)
        ratings_ms, ratings = median_ms(fresh(ratings_of), args.repeat)
        stats_ms, _ = median_ms(fresh(lambda r: r.player_stats()), args.repeat)
    print(json.dumps({
        "games_stored": args.games,
        "games_rated": ratings.games,
        "games_left_out": ratings.skipped,
        "store_s": round(stored_s, 1),
        "read_ms (baseline)": read_ms,
        "compute_ms": compute_ms,
        "ratings_ms": ratings_ms,
        "player_stats_ms": stats_ms,
        "repeat": args.repeat,
    }, indent=2))
    return 0 if damaged == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
