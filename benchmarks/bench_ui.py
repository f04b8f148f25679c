"""Figures for the host window (printed, never asserted).

    .venv/bin/python benchmarks/bench_ui.py [--rounds 200] [--starts 7]

1. A host action's round trip at 20 players with a 300-action log: the controller asks
   the engine, pushes the undo command, the game changes, and the window redraws from
   the "changed" signal (seating items updated, phase panel refreshed, vote grid) and
   paints (the event loop is run). Median ms of a vote, of its undo, and of a nomination
   (target: <= 8 ms).
2. Cold start to the drawn window: ``mafia-desktop``'s start path (QApplication,
   translators, database opened, host window shown and painted) against a bare PySide6
   window started the same way in the same run; subprocesses, median of several
   (target: <= 1.3x).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

N_PLAYERS = 20
LOG_LENGTH = 300


def long_game():
    """A 20-player game (every role) with a 300-action log, in an open vote."""
    from mafia_desktop.rules import (
        CloseVote,
        EndDay,
        EndNight,
        Game,
        MafiaKill,
        ManiacKill,
        Nominate,
        OpenVote,
        Role,
        Vote,
        make_setup,
        ruleset_from,
    )
    roles = ([Role.GODFATHER, Role.MAFIOSO, Role.MAFIOSO, Role.MAFIOSO, Role.COMMISSAR,
              Role.DOCTOR, Role.JOURNALIST, Role.MANIAC]
             + [Role.CIVILIAN] * (N_PLAYERS - 8))
    setup = make_setup([(i + 1, f"Player {i + 1}", r) for i, r in enumerate(roles)],
                       ruleset_from("table", {"vote_changes": -1}), rng_seed=5)
    game = Game(setup)
    # day 1 and night 1, then day 2's vote padded with vote changes to 300 actions
    for a in (Nominate(9, 10), Nominate(10, 11), OpenVote()):
        game.push(a)
    for voter in range(12, 21):
        game.push(Vote(voter, 10))
    for a in (CloseVote(), EndDay(), MafiaKill(12), ManiacKill(13), EndNight(),
              Nominate(14, 15), Nominate(15, 16), Nominate(16, 17), OpenVote()):
        game.push(a)
    voters = [s for s in game.state.living() if s not in (15, 16, 17)]
    i = 0
    while len(game) < LOG_LENGTH:
        voter = voters[i % len(voters)]
        target = (15, 16, 17)[(i // len(voters)) % 3]
        if game.is_legal(Vote(voter, target)):
            game.push(Vote(voter, target))
        i += 1
    return game


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def round_trips(rounds: int) -> None:

    from mafia_desktop.rules import Game, Nominate, Vote
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.main_window import MainWindow

    app = make_application()
    window = MainWindow(clock=None)
    window.show()
    game = long_game()
    c = window.open_game(game)
    app.processEvents()
    print(f"round trip at {N_PLAYERS} players, {len(game)}-action log, "
          f"stage {game.state.stage.value}:")
    voter = game.state.living()[0]
    vote, undo = [], []
    for k in range(rounds):
        action = Vote(voter, (15, 16, 17)[k % 3])
        if not c.game.is_legal(action):
            action = Vote(voter, (15, 16, 17)[(k + 1) % 3])
        t0 = time.perf_counter()
        assert window.perform(action) is None
        app.processEvents()
        t1 = time.perf_counter()
        c.stack.undo()
        app.processEvents()
        t2 = time.perf_counter()
        vote.append(t1 - t0)
        undo.append(t2 - t1)
    print(f"  vote (engine + undo command + redraw + paint)  median {median_ms(vote):6.2f} ms"
          f"   p90 {statistics.quantiles(vote, n=10)[-1] * 1000:6.2f} ms")
    print(f"  undo of that vote                                median {median_ms(undo):6.2f} ms")
    # a nomination in discussion: the heaviest legality questions (20 x 19 pairs)
    g2 = Game.replay(game.setup, game.actions[:3 + 9 + 5])  # day 2, discussion
    c2 = window.open_game(g2)
    app.processEvents()
    nom = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        assert window.perform(Nominate(1, 2)) is None
        app.processEvents()
        nom.append(time.perf_counter() - t0)
        c2.stack.undo()
        app.processEvents()
    print(f"  nomination in discussion                         median {median_ms(nom):6.2f} ms")
    print("  target: <= 8 ms")
    window.close()


FIRST_PAINT = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
            self.done = True
            print("drawn", flush=True)
        return False
"""

BARE = FIRST_PAINT + """
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
w = QWidget(); w.resize(1440, 900)
f = FirstPaint(); w.installEventFilter(f); w.show()
QTimer.singleShot(50, lambda: (print("ready", flush=True), app.quit()))
app.exec()
"""

HOST = FIRST_PAINT + """
from mafia_desktop.ui.app import make_application, show_window
app = make_application()
def ready():
    assert w.repository is not None
    print("ready", flush=True)
    app.quit()
w = show_window(sys.argv[1], ready)  # as app.run does
f = FirstPaint(); w.installEventFilter(f)
app.exec()
"""


def start_once(code: str, extra: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning the interpreter to the window's first paint, and to ready."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code, *extra], env=env, cwd=str(ROOT),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    marks: dict[str, float] = {}
    assert proc.stdout is not None
    for line in proc.stdout:
        marks[line.strip()] = time.perf_counter() - t0
    err = proc.stderr.read() if proc.stderr else ""
    proc.wait()
    if "drawn" not in marks or "ready" not in marks:
        raise SystemExit(f"a start failed:\n{err}")
    return marks["drawn"], marks["ready"]


def cold_starts(starts: int) -> None:
    """Both programs start as installed ones do: with their bytecode cached (in a
    temporary PYTHONPYCACHEPREFIX, even where PYTHONDONTWRITEBYTECODE is set), after one
    uncounted warm-up start each."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        db = str(Path(tmp) / "bench.sqlite3")
        drawn: dict[str, list[float]] = {"bare": [], "host": []}
        ready: dict[str, list[float]] = {"bare": [], "host": []}
        start_once(BARE, [], env)
        start_once(HOST, [db], env)
        for _ in range(starts):  # interleaved, so both see the same machine load
            for name, code, extra in (("bare", BARE, []), ("host", HOST, [db])):
                d, r = start_once(code, extra, env)
                drawn[name].append(d)
                ready[name].append(r)
    bare, host = median_ms(drawn["bare"]), median_ms(drawn["host"])
    print(f"cold start to the drawn window (first paint), median of {starts} subprocesses"
          " (bytecode cached):")
    print(f"  bare PySide6 window  {bare:7.1f} ms")
    print(f"  host window          {host:7.1f} ms   ratio {host / bare:.2f}x   (target <= 1.3x)")
    print(f"  host window ready (database open, game modules loaded) "
          f"{median_ms(ready['host']):7.1f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--starts", type=int, default=7)
    args = parser.parse_args(argv)
    round_trips(args.rounds)
    cold_starts(args.starts)
    return 0


if __name__ == "__main__":
    sys.exit(main())
