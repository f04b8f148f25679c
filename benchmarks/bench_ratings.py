"""Players view and ratings figures (issue 14; issue 22 item 7: the ratings kept).

    python benchmarks/bench_ratings.py [--games 1000] [--repeat 5] [--dir FOLDER]

Plays ``--games`` random games (half classic by ``rules.random_player``, 8 to 12 players;
half sport by ``rules.sport.random_player``, the FIIM ten), stores each through
``GameRepository.import_log`` in a real database file, then prints JSON (each figure the
median over ``--repeat`` runs, milliseconds):

* ``view_empty_ms`` — the baseline of the same run: the Players window opened and
  painted over an empty database (the widgets alone);
* ``view_recompute_ms`` — the window opened again when every open rated every game again
  (``reports.ratings.fresh_ratings``, the way before the ratings were kept);
* ``view_first_ms`` — the first open after the upgrade: nothing kept yet, every game
  rated once and kept (one run: it happens once);
* ``view_session_ms`` — the first open of a new program session: a fresh connection,
  the ratings kept, the sport games' points not yet replayed in this process;
* ``view_reopen_ms`` — the window opened again in the same session (target <= 100 ms);
* ``ratings_kept_ms`` — the kept ratings read from the database (up to date; not the
  copy in memory a reopened view uses), no window;
* ``ratings_fresh_ms`` — every game rated again, no window (``fresh_ratings``);
* ``after_one_game_ms`` — the kept ratings read once a new game is finished (one game
  rated and kept);
* ``after_oldest_corrected_ms`` — the same once the oldest game is corrected (its end
  undone and done again: every later game rated again).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


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


def open_view(repo: Any) -> None:
    """The Players window opened over ``repo``, painted, and closed."""
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.club.players_view import PlayersDialog

    app = QApplication.instance()
    dialog = PlayersDialog(repo)
    dialog.show()
    dialog.view.table.viewport().repaint()
    app.processEvents()  # type: ignore[union-attr]
    dialog.close()
    dialog.deleteLater()


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.reports import ratings_kept
    from mafia_desktop.reports.ratings import fresh_ratings, ratings_of
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.club import players_view

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--dir", help="where the database file goes")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])

    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        path = Path(folder) / "ratings.sqlite3"
        empty = Path(folder) / "empty.sqlite3"
        empty_repo = GameRepository(open_database(empty))
        open_view(empty_repo)  # Qt's first-use costs (fonts, QtCharts)
        empty_ms, _ = median_ms(lambda: open_view(empty_repo), args.repeat)
        conn = open_database(path)
        t = time.perf_counter()
        store_games(GameRepository(conn), args.games)
        stored_s = time.perf_counter() - t
        conn.close()

        repo = GameRepository(open_database(path))
        players_view.ratings_of = fresh_ratings  # type: ignore[assignment]
        try:
            open_view(repo)  # the sport games' points replayed once in this process
            recompute_ms, _ = median_ms(lambda: open_view(repo), args.repeat)
        finally:
            players_view.ratings_of = ratings_of  # type: ignore[assignment]
        repo.conn.close()

        repo = GameRepository(open_database(path))
        first_ms, _ = median_ms(lambda: open_view(repo), 1)
        repo.conn.close()
        session_times = []
        for _ in range(args.repeat):
            repo = GameRepository(open_database(path))
            ms, _ = median_ms(lambda: open_view(repo), 1)
            session_times.append(ms)
            repo.conn.close()
        repo = GameRepository(open_database(path))
        open_view(repo)
        reopen_ms, _ = median_ms(lambda: open_view(repo), args.repeat)
        def read_kept() -> Any:
            ratings_kept._LAST.clear()  # read from the database, not from memory
            return ratings_of(repo)
        kept_ms, kept = median_ms(read_kept, args.repeat)
        fresh_ms, fresh = median_ms(lambda: fresh_ratings(repo), args.repeat)
        same = kept.as_table() == fresh.as_table()

        def one_more() -> None:
            store_games(repo, 1, seed=time.perf_counter_ns())
        one_times = []
        for _ in range(args.repeat):
            one_more()
            ms, _ = median_ms(lambda: ratings_of(repo), 1)
            one_times.append(ms)
        oldest = min(repo.list_games(finished=True), key=lambda g: (g.ended_at, g.id))
        game = repo.load(oldest.id)
        last = game.actions[-1]
        repo.pop(oldest.id, len(game) - 1)
        game.pop()
        game.push(last)
        repo.append(oldest.id, len(game) - 1, last, game.outcome)
        corrected_ms, after = median_ms(lambda: ratings_of(repo), 1)
        same = same and after.as_table() == fresh_ratings(repo).as_table()
        repo.conn.close()
        empty_repo.conn.close()
    print(json.dumps({
        "games_stored": args.games,
        "games_rated": kept.games,
        "games_left_out": kept.skipped,
        "store_s": round(stored_s, 1),
        "view_empty_ms (baseline)": empty_ms,
        "view_recompute_ms (before: every open rates every game)": recompute_ms,
        "view_first_ms (nothing kept yet: every game rated and kept)": first_ms,
        "view_session_ms (new session, ratings kept)": round(statistics.median(session_times), 1),
        "view_reopen_ms (target <= 100)": reopen_ms,
        "ratings_kept_ms (from the database)": kept_ms,
        "ratings_fresh_ms": fresh_ms,
        "after_one_game_ms": round(statistics.median(one_times), 1),
        "after_oldest_corrected_ms": corrected_ms,
        "kept_equal_fresh": same,
        "repeat": args.repeat,
    }, indent=2))
    app.processEvents()
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
