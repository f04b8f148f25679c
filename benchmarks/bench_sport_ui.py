"""A sport host action's round trip (printed, never asserted), beside the classic vote's
measured in the same run.

    .venv/bin/python benchmarks/bench_sport_ui.py [--rounds 200]
    xvfb-run -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_sport_ui.py

A round trip is what the host waits for: the engine, the SQLite commit (a real database
file), the undo command, the redraw of the host window AND the projector, until each
window's paint event has happened (``bench_ui.PaintWatch``); each figure is measured with
the projector and without it. Sport, 10 players, the
game of ``sport_red_wins`` on day 1: a foul (F and a seat) and its undo, and a ballot of
six hands (the vote) and its undo. The classic baseline: a vote at 20 players with a
300-action log (``bench_ui``). Target: median <= 8 ms.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ui import PaintWatch, long_game, median_ms, p95

SCENARIO = Path(__file__).resolve().parents[2] / "shared" / "scenarios" / \
    "sport_red_wins.mafia.json"


def measure(window, watch, controller, action, rounds: int) -> tuple[list[float], int]:  # type: ignore[no-untyped-def]
    """``rounds`` round trips of ``action`` and its undo; the times of the action."""
    samples, missed = [], 0
    for _ in range(rounds):
        watch.reset()
        t0 = time.perf_counter()
        assert window.perform(action) is None, window.last_problem
        missed += not watch.wait_all()
        samples.append(time.perf_counter() - t0)
        watch.reset()
        controller.stack.undo()
        missed += not watch.wait_all()
    return samples, missed


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.rules.classic import Vote
    from mafia_desktop.rules.sport import CastBallot, Foul
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.window.main_window import MainWindow

    app = make_application()
    tmp = tempfile.TemporaryDirectory()
    repo = GameRepository(open_database(Path(tmp.name) / "bench.sqlite3"))
    window = MainWindow(clock=None)
    window.resize(1440, 900)
    window.show()

    def open_stored(game, projector: bool):  # type: ignore[no-untyped-def]
        window.projector_action.setChecked(False)
        gid = repo.import_log(log_format.dumps(game.setup, game.actions))
        c = window.open_game(repo.load(gid), gid, {}, repo)
        watched = [window]
        if projector:
            window.projector_action.setChecked(True)
            app.processEvents()
            watched.append(next(w for w in QApplication.topLevelWidgets()
                                if type(w).__name__ == "ProjectorWindow" and w.isVisible()))
        app.processEvents()
        return c, PaintWatch(app, watched)

    print(f"round trips, SQLite commit, windows painted ({QApplication.platformName()}), "
          f"{args.rounds} rounds:")
    built = long_game()
    missed = 0
    for projector in (True, False):
        c, watch = open_stored(built, projector)
        voter = c.state.living()[0]
        target = next(t for t in (15, 16, 17) if c.game.is_legal(Vote(voter, t)))
        vote, m = measure(window, watch, c, Vote(voter, target), args.rounds)
        missed += m
        shown = "host window and projector" if projector else "host window only"
        print(f"  classic vote, 20 players, {len(built)}-action log, {shown:25s}"
              f"median {median_ms(vote):6.2f} ms   p95 {p95(vote):6.2f} ms")

    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    day1 = Game.replay(setup, actions[:13])  # the speeches are over: Boris's ballot next
    for projector in (True, False):
        c, watch = open_stored(day1, projector)
        foul, m1 = measure(window, watch, c, Foul(4), args.rounds)
        ballot, m2 = measure(window, watch, c, CastBallot(2, (1, 3, 4, 6, 7, 9)), args.rounds)
        shown = "host window and projector" if projector else "host window only"
        print(f"  sport foul, 10 players, day 1 vote, {shown:33s}"
              f"median {median_ms(foul):6.2f} ms   p95 {p95(foul):6.2f} ms")
        print(f"  sport ballot of six hands, 10 players, {shown:30s}"
              f"median {median_ms(ballot):6.2f} ms   p95 {p95(ballot):6.2f} ms")
        missed += m1 + m2
    print("  target: median <= 8 ms" + (f"   ({missed} waits timed out)" if missed else ""))
    window.projector_action.setChecked(False)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
