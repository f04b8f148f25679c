"""Does the window answer during a long job? (issue 35.4). Prints, for each job, the worst
lateness of a ``QTimer`` that ticks every 10 ms on the window's thread (how late a tick
came, in ms: how long a key press would have waited), with the job run as the window runs
it (a worker thread, ``ui.jobs``) and, in the same run, the same job called on the
window's thread (the code before):

* the game report of a long game (``many_day_game``, ``--actions``) to PDF and to HTML,
  through the host window's Game menu (``WindowCommands.export_report``);
* the first Players view of a club of ``--games`` stored games (nothing kept yet: every
  game rated once; ``PlayersView`` against ``ratings_kept.kept_ratings`` + the players'
  statistics called directly);
* the Saved games dialog of the same club (``GamesDialog``, its list read in a worker,
  against the two ``list_games`` calls the dialog made on the window's thread before);
* a tournament's logs brought back from the tables (``--tables`` tables of ten × 10
  games), imported through the Tournament window's Games page (a worker with its own
  connection) against the same files imported one by one on the window's thread.

Run: ``python benchmarks/bench_long_jobs.py [--actions 3000] [--games 600]``. It never
asserts; it prints.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TICK_MS = 10


class Meter:
    """A 10 ms ``QTimer`` on the window's thread that keeps its worst lateness."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.last = time.perf_counter()
        self.worst = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        self.worst = max(self.worst, (now - self.last) * 1000 - TICK_MS)
        self.last = now

    def measure(self, job: Callable[[], Any]) -> tuple[float, float]:
        """Run ``job`` from the event loop; its worst lateness (ms) and its time (s)."""
        from PySide6.QtCore import QEventLoop, QTimer

        loop = QEventLoop()
        took: list[float] = []

        def run() -> None:
            t = time.perf_counter()
            try:
                job()
            finally:   # a job that raises ends the measure too (its error is printed)
                took.append(time.perf_counter() - t)
                QTimer.singleShot(3 * TICK_MS, loop.quit)   # one more tick after the job

        self.worst, self.last = 0.0, time.perf_counter()
        self.timer.start()
        QTimer.singleShot(2 * TICK_MS, run)
        loop.exec()
        self.timer.stop()
        return self.worst, took[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--tables", type=int, default=3, choices=(1, 2, 3))
    args = parser.parse_args()

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from benchmarks.bench_ratings import store_games
    from mafia_desktop.reports import export_game, ratings_kept
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.classic.random_player import many_day_game
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.storage.rating_store import RatingStore
    from mafia_desktop.ui.club.games_view import GamesDialog
    from mafia_desktop.ui.club.players_view import PlayersView
    from mafia_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    meter = Meter()
    print(f"{'job':<34} {'worker: worst late ms':>22} {'window thread: worst late ms':>29} "
          f"{'job s':>6}")
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        repo = GameRepository(open_database(out / "club.sqlite3"))
        settings = QSettings(str(out / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(repo, settings)
        window.show()
        game = many_day_game(args.actions)
        game_id = repo.import_log(log_format.dumps(game.setup, game.actions))
        window.commands.resume_game(game_id)
        for fmt in ("pdf", "html"):
            worker = meter.measure(lambda f=fmt: window.commands.export_report(f, str(out / f"w.{f}")))
            direct = meter.measure(lambda f=fmt: export_game(
                window.session.controller.game, f, out / f"d.{f}", lang="en"))
            print(f"{f'{len(game):,} actions to {fmt.upper()}':<34} {worker[0]:22.0f} "
                  f"{direct[0]:29.0f} {worker[1]:6.1f}", flush=True)
        store_games(repo, args.games)

        def forget() -> None:   # nothing kept: the first view of a club
            RatingStore(repo).keep(0, [], [])
            ratings_kept._LAST.clear()

        forget()
        worker = meter.measure(lambda: PlayersView(repo, window))
        forget()
        direct = meter.measure(lambda: (ratings_kept.kept_ratings(repo), repo.player_stats()))
        print(f"{f'first Players view, {args.games + 1:,} games':<34} {worker[0]:22.0f} "
              f"{direct[0]:29.0f} {worker[1]:6.1f}", flush=True)
        dialogs: list[Any] = []
        worker = meter.measure(lambda: dialogs.append(GamesDialog(repo, window)))
        direct = meter.measure(lambda: (repo.list_games(finished=False),
                                        repo.list_games(finished=True)))
        print(f"{f'Saved games, {args.games + 1:,} games':<34} {worker[0]:22.0f} "
              f"{direct[0]:29.0f} {worker[1]:6.1f}", flush=True)
        for dialog in dialogs:
            dialog.deleteLater()
        from mafia_desktop.storage.sport.tournament_imports import read_import
        from mafia_desktop.storage.sport.tournaments import TournamentRepository
        from tests.tournament.helpers import new_tournament, play_slot, rng_seed, slot_names

        tours = TournamentRepository(repo)
        players = 10 * args.tables
        first = new_tournament(tours, players, args.tables, 10)
        second = new_tournament(tours, players, args.tables, 10)
        logs, others = [], []   # the same tables' games, played twice (a log counts once)
        for slot in tours.slots(first):
            names = slot_names(tours, first, slot)
            for seed, into in ((rng_seed(slot), logs), (rng_seed(slot) + 1, others)):
                path = out / f"r{slot.round}t{slot.table}g{slot.game}-{seed}.mafia.json"
                path.write_text(play_slot(names, seed), encoding="utf-8")
                into.append(str(path))
        desk = window.commands.show_tournament()
        desk.reload(first)
        from mafia_desktop.ui.families.sport.tournament import games_page
        games_page.WORKER_FROM_BYTES = 0          # the worker, whatever the files' size
        worker = meter.measure(lambda: desk.games_page.import_logs(logs))
        direct = meter.measure(lambda: [tours.import_file(second, read_import(p))
                                        for p in others])
        print(f"{f'tournament import, {len(logs)} logs':<34} {worker[0]:22.0f} "
              f"{direct[0]:29.0f} {worker[1]:6.1f}", flush=True)
        desk.close()
        window.close()
        repo.conn.close()
    app.processEvents()


if __name__ == "__main__":
    main()
