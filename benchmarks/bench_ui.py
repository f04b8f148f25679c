"""A host's key, answered: figures for the host window (printed, never asserted).

    .venv/bin/python benchmarks/bench_ui.py [--rounds 60] [--size 1366x768]
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_ui.py

Everything goes through real key events (``QTest`` key presses into the real
``MainWindow``: the seat numbers of the pick, Enter, the action's letter), never through
``WindowCommands.perform``. A response is timed from the first key to the moment both the host
window and the players' screen have painted and flushed (their ``UpdateRequest`` handled)
and the SQLite commit happened (the connection's ``total_changes`` moved, no transaction
open); then 300 ms of events are run and every late repaint counted (there should be
none). Wall time and CPU time (the process's ``time.process_time`` and the GUI thread's
``time.thread_time``), median and p95, beside baselines measured in the same run: a bare
``QMainWindow`` whose label changes (to its repaint) and one SQLite commit of one row.

Cases here (classic, 20 players, a 300-action log, the vote of day 2 open): a vote typed
as voter, Enter, candidate, Enter (the keys of the pick and the Enter that takes the
vote timed apart), its undo (Ctrl+Z), a nomination in the discussion. Per case, once,
untimed: the engine's ``apply`` calls behind the key (counted by a profile hook on the
engine function itself, whoever holds a reference to it), the public view computed, and
the paint events and pixels painted in each window. ``bench_sport_ui.py`` runs the sport
cases with the same harness. Goal: <= 8 ms median, <= 12 ms p95 wall.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

N_PLAYERS = 20
LOG_LENGTH = 300
QUIET_MS = 300


def day2_vote(ruleset_options: dict[str, object] | None = None):  # type: ignore[no-untyped-def]
    """A 20-player game (every role) just after day 2's vote opened: day 1's vote and
    night 1 played, three candidates (15, 16, 17). ``bench_projector.py`` uses it too."""
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic import (
        CloseVote,
        EndDay,
        EndNight,
        MafiaKill,
        ManiacKill,
        Nominate,
        OpenVote,
        Role,
        Vote,
        make_setup,
        ruleset_from,
    )
    from mafia_desktop.rules.classic.random_player import NAMES
    roles = ([Role.GODFATHER, Role.MAFIOSO, Role.MAFIOSO, Role.MAFIOSO, Role.COMMISSAR,
              Role.DOCTOR, Role.JOURNALIST, Role.MANIAC]
             + [Role.CIVILIAN] * (N_PLAYERS - 8))
    setup = make_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                       ruleset_from("table", ruleset_options or {}), rng_seed=5)
    game = Game(setup)
    for a in (Nominate(9, 10), Nominate(10, 11), OpenVote()):
        game.push(a)
    for voter in range(12, 21):
        game.push(Vote(voter, 10))
    for a in (CloseVote(), EndDay(), MafiaKill(12), ManiacKill(13), EndNight(),
              Nominate(14, 15), Nominate(15, 16), Nominate(16, 17), OpenVote()):
        game.push(a)
    return game


def long_game():  # type: ignore[no-untyped-def]
    """The day-2 vote padded with vote changes to a 300-action log."""
    from mafia_desktop.rules.classic import Vote
    game = day2_vote({"vote_changes": -1})
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


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1] * 1000 if len(samples) > 1 \
        else samples[0] * 1000


# -- the harness ----------------------------------------------------------------------------

@dataclass
class Samples:
    """Wall, process CPU and GUI-thread CPU seconds of each response of one case."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    thread: list[float] = field(default_factory=list)
    late: int = 0  # paint events in the 300 ms after a response
    missed: int = 0  # responses whose windows did not both paint within 2 s

    def line(self, name: str) -> str:
        late = f"   late repaints {self.late}" if self.late else ""
        missed = f"   ({self.missed} waits timed out)" if self.missed else ""
        return (f"  {name:44s} wall {median_ms(self.wall):6.2f} / {p95(self.wall):6.2f} ms"
                f"   cpu {median_ms(self.cpu):6.2f} / {p95(self.cpu):6.2f} ms"
                f"   gui thread {median_ms(self.thread):6.2f} ms{late}{missed}")


class Flushes:
    """Which watched top-level windows have been painted and flushed since :meth:`reset`:
    a widget window paints all it has to in one ``UpdateRequest`` on its top level, so
    the filter sits on the top levels only (not on every event of the application)."""

    def __init__(self, windows: Sequence[Any]) -> None:
        from PySide6.QtCore import QEvent, QObject

        watch = self
        update = QEvent.Type.UpdateRequest

        class Filter(QObject):
            def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
                if event.type() == update:
                    watch.seen.add(id(obj))
                return False

        self.windows = list(windows)
        self.seen: set[int] = set()
        self.filter = Filter()
        for w in self.windows:
            w.installEventFilter(self.filter)

    def reset(self) -> None:
        self.seen.clear()

    def all_flushed(self) -> bool:
        return all(id(w) in self.seen for w in self.windows)

    def remove(self) -> None:
        for w in self.windows:
            w.removeEventFilter(self.filter)


class Paints:
    """Counts paint events (and pixels painted) per watched top-level window, with an
    application-wide filter (for the counts only: it costs every event a Python call)."""

    def __init__(self, app: Any, windows: Sequence[Any]) -> None:
        from PySide6.QtCore import QEvent, QObject

        watch = self
        paint = QEvent.Type.Paint

        class Filter(QObject):
            def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
                if event.type() == paint and obj.isWidgetType():
                    top = obj.window()
                    if top in watch.windows:
                        k = watch.windows.index(top)
                        watch.events[k] += 1
                        watch.pixels[k] += sum(r.width() * r.height()
                                               for r in event.region())
                return False

        self.app = app
        self.windows = list(windows)
        self.events = [0] * len(self.windows)
        self.pixels = [0] * len(self.windows)
        self.filter = Filter()
        app.installEventFilter(self.filter)

    def reset(self) -> None:
        self.events = [0] * len(self.windows)
        self.pixels = [0] * len(self.windows)

    def remove(self) -> None:
        self.app.removeEventFilter(self.filter)


def run_for(app: Any, ms: int) -> None:
    """Run the event loop for ``ms`` milliseconds."""
    end = time.perf_counter() + ms / 1000
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


def count_calls(functions: Sequence[Callable[..., Any]], run: Callable[[], None]) -> int:
    """How often any of ``functions`` is called while ``run`` runs (a profile hook on
    their code objects: every caller is counted, whatever reference it holds)."""
    codes = {f.__code__ for f in functions}
    calls = [0]

    def profile(frame, event, _arg):  # type: ignore[no-untyped-def]
        if event == "call" and frame.f_code in codes:
            calls[0] += 1

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return calls[0]


class Host:
    """The real host window (a temporary database, the players' screen open) and the
    means to press keys in it and wait for both windows and the commit."""

    def __init__(self, size: tuple[int, int]) -> None:
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from mafia_desktop.storage import GameRepository, open_database
        from mafia_desktop.ui.app import make_application
        from mafia_desktop.ui.window.main_window import MainWindow

        self.app = make_application()
        self.tmp = tempfile.TemporaryDirectory()
        self.repo = GameRepository(open_database(Path(self.tmp.name) / "bench.sqlite3"))
        self.settings = QSettings(str(Path(self.tmp.name) / "s.ini"),
                                  QSettings.Format.IniFormat)
        self.window = MainWindow(self.repo, self.settings, clock=None)
        # a deliberate host: each key a second after the one before on the keys' clock
        # (``ui/window/typing.py``: Enter takes a held action only a look after its key)
        from mafia_desktop.ui.window.held import HeldEntry
        seconds = iter(range(10 ** 9))
        HeldEntry.key_clock = staticmethod(lambda: float(next(seconds)))
        self.window.resize(*size)
        self.window.show()
        self.platform = QApplication.platformName()
        self.projector: Any = None
        self.flushes: Flushes | None = None

    def open(self, game: Any) -> Any:
        """Store ``game`` and open it with the players' screen; the controller."""
        from mafia_desktop.rules import log_format

        w = self.window
        w.menus.projector_action.setChecked(False)
        gid = self.repo.import_log(log_format.dumps(game.setup, game.actions))
        c = w.session.open_game(self.repo.load(gid), gid, {}, self.repo)
        w.menus.projector_action.setChecked(True)
        self.projector = w.session.projector
        run_for(self.app, 200)
        if self.flushes is not None:
            self.flushes.remove()
        self.flushes = Flushes([w, self.projector])
        w.raise_()
        w.activateWindow()  # the players' screen opened in front: the host's keys
        # go to the host window again, after its quiet moment (typed keys do nothing)
        from mafia_desktop.ui.window.held import HeldEntry
        run_for(self.app, 100 + int(HeldEntry.QUIET_S * 1000))
        return c

    def keys(self, keys: Sequence[Any]) -> None:
        """Press ``keys`` (``Qt.Key`` values, or (key, modifiers)) in the host window."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        for k in keys:
            key, mods = k if isinstance(k, tuple) else (k, Qt.KeyboardModifier.NoModifier)
            QTest.keyClick(self.window, key, mods)

    def respond(self, keys: Sequence[Any], samples: Samples, both: bool = True,
                stored: bool = True) -> None:
        """Press ``keys`` and wait for the host window (and, ``both``, the players'
        screen) to be painted and, ``stored``, the commit; record the times."""
        flushes = self.flushes
        assert flushes is not None
        conn = self.repo.conn
        changes = conn.total_changes
        flushes.reset()
        watched = flushes.windows if both else flushes.windows[:1]
        w0, c0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
        self.keys(keys)
        end = w0 + 2.0
        while True:
            if all(id(x) in flushes.seen for x in watched) and (
                    not stored or (conn.total_changes != changes and not conn.in_transaction)):
                break
            if time.perf_counter() > end:
                samples.missed += 1
                break
            self.app.processEvents()
        samples.wall.append(time.perf_counter() - w0)
        samples.cpu.append(time.process_time() - c0)
        samples.thread.append(time.thread_time() - t0)

    def quiet(self, samples: Samples) -> None:
        """Run 300 ms of events and count the paint events in either window (a running
        speech timer is paused first: its seconds repaint both windows, rightly)."""
        from mafia_desktop.ui.window.timer import TimerState

        page = self.window.session.page
        if page is not None and page.timer.state is TimerState.RUNNING:
            page.timer.pause()
            run_for(self.app, 30)
        paints = Paints(self.app, [self.window, self.projector])
        run_for(self.app, QUIET_MS)
        paints.remove()
        samples.late += sum(paints.events)

    def close(self) -> None:
        self.window.menus.projector_action.setChecked(False)
        self.window.close()
        self.repo.conn.close()
        self.tmp.cleanup()


def seat_keys(seat: int) -> list[Any]:
    """The keys of a seat typed and Enter."""
    from PySide6.QtCore import Qt

    return [getattr(Qt.Key, f"Key_{d}") for d in str(seat)] + [Qt.Key.Key_Return]


def undo_keys() -> list[Any]:
    from PySide6.QtCore import Qt

    return [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)]


@dataclass
class Case:
    """One measured response: ``before`` (keys not timed, e.g. the pick), ``keys`` (the
    timed keys, the last one takes the action), then Ctrl+Z (timed as the undo)."""

    name: str
    before: Callable[[], list[Any]]
    keys: Callable[[], list[Any]]


def measure(host: Host, controller: Any, case: Case, rounds: int,
            engine: Sequence[Callable[..., Any]]) -> list[str]:
    """``rounds`` responses of ``case`` and their undos; lines to print."""
    import mafia_desktop.rules.public_view as public_view_module

    game = controller.game
    action, undo = Samples(), Samples()
    for _ in range(rounds):
        size = len(game)
        host.keys(case.before())
        run_for(host.app, 20)  # the pick's own repaint, not timed here
        host.respond(case.keys(), action)
        if len(controller.game) != size + 1:
            raise SystemExit(f"{case.name}: the keys took no action "
                             f"({host.window.session.last_problem})")
        host.quiet(action)
        host.respond(undo_keys(), undo)
        host.quiet(undo)
    # untimed: the engine's applies, the public view, the paint events of one response
    computed = [0]
    real_view = public_view_module.public_view

    def counted_view(*a: Any, **kw: Any) -> Any:
        computed[0] += 1
        return real_view(*a, **kw)

    public_view_module.public_view = counted_view  # type: ignore[assignment]
    paints = Paints(host.app, [host.window, host.projector])
    try:
        host.keys(case.before())
        run_for(host.app, 20)
        paints.reset()
        computed[0] = 0
        applies = count_calls(engine, lambda: host.keys(case.keys()))
        run_for(host.app, 50)
    finally:
        public_view_module.public_view = real_view  # type: ignore[assignment]
        paints.remove()
    host.keys(undo_keys())
    run_for(host.app, 50)
    return [action.line(case.name), undo.line("  its undo (Ctrl+Z)"),
            f"  {'':44s} engine apply calls {applies}, public view computed {computed[0]}, "
            f"paint events host {paints.events[0]} ({paints.pixels[0] / 1e6:.2f} Mpx), "
            f"players' screen {paints.events[1]} ({paints.pixels[1] / 1e6:.2f} Mpx)"]


def baselines(rounds: int) -> list[str]:
    """A bare QMainWindow's label repaint and one SQLite commit, measured now."""
    from PySide6.QtWidgets import QLabel, QMainWindow

    from mafia_desktop.storage import open_database
    from mafia_desktop.ui.app import make_application

    app = make_application()
    bare = QMainWindow()
    label = QLabel("0")
    bare.setCentralWidget(label)
    bare.resize(400, 300)
    bare.show()
    run_for(app, 100)
    flushes = Flushes([bare])
    repaint = Samples()
    for k in range(rounds):
        flushes.reset()
        w0, c0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
        label.setText(str(k + 1))
        while not flushes.all_flushed():
            app.processEvents()
        repaint.wall.append(time.perf_counter() - w0)
        repaint.cpu.append(time.process_time() - c0)
        repaint.thread.append(time.thread_time() - t0)
    flushes.remove()
    bare.close()
    commit = Samples()
    with tempfile.TemporaryDirectory() as tmp:
        conn = open_database(Path(tmp) / "base.sqlite3")
        conn.execute("CREATE TABLE bench (k INTEGER)")
        for k in range(rounds):
            w0, c0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
            conn.execute("BEGIN")
            conn.execute("INSERT INTO bench (k) VALUES (?)", (k,))
            conn.execute("COMMIT")
            commit.wall.append(time.perf_counter() - w0)
            commit.cpu.append(time.process_time() - c0)
            commit.thread.append(time.thread_time() - t0)
        conn.close()
    return ["baselines (same run):", repaint.line("bare QMainWindow, a label's repaint"),
            commit.line("one SQLite commit (one row)")]


def header(host: Host, rounds: int, size: tuple[int, int]) -> str:
    return (f"real keys into the host window ({host.platform}, {size[0]}x{size[1]}), both "
            f"windows painted and flushed, SQLite committed; {rounds} rounds; "
            "median / p95:")


def classic(host: Host, rounds: int) -> list[str]:
    """The classic cases at 20 players."""
    from PySide6.QtCore import Qt

    import mafia_desktop.rules.classic.engine as engine
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic import Vote

    built = long_game()
    c = host.open(built)
    voter = c.state.living()[0]
    last = [0]

    def target() -> int:
        """A candidate this voter's vote may go to now, never the one just undone (a
        vote entered again at its place would take its correction back)."""
        t = next(t for t in (15, 16, 17) if t != last[0] and c.game.is_legal(Vote(voter, t)))
        last[0] = t
        return t

    lines = [f"classic, {N_PLAYERS} players, a {len(built)}-action log, day 2's vote:"]
    lines += measure(host, c, Case(
        "a vote: candidate, Enter (voter picked before)",
        lambda: seat_keys(voter), lambda: seat_keys(target())), rounds, [engine.apply])
    # the keys of the pick alone: the host window only, nothing stored, the room unchanged
    pick = Samples()
    for _ in range(rounds):
        host.respond(seat_keys(voter), pick, both=False, stored=False)
        host.quiet(pick)
        host.keys([Qt.Key.Key_Escape])
        run_for(host.app, 5)
    lines.append(pick.line("the pick: voter's seat, Enter (host only)"))
    g2 = Game.replay(built.setup, built.actions[:3 + 9 + 5])  # day 2, the discussion
    c2 = host.open(g2)
    lines.append(f"classic, {N_PLAYERS} players, day 2's discussion:")
    turn = [0]

    def nominee() -> list[Any]:  # 2 and 3 in turn: an undone nomination entered again
        turn[0] += 1                # would take its correction back
        return seat_keys(2 + turn[0] % 2)

    lines += measure(host, c2, Case(
        "a nomination: target's seat, Enter (nominator picked)",
        lambda: seat_keys(1), nominee), rounds, [engine.apply])
    return lines


def run(argv: list[str] | None, about: str, cases: Callable[[Host, int], list[str]],
        before: str) -> int:
    """Parse ``--rounds`` and ``--size``, run ``cases`` in a host window, then the
    baselines; print every line and the goal (``before``: the figures before)."""
    parser = argparse.ArgumentParser(description=about.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args(argv)
    w, h = (int(x) for x in args.size.split("x"))
    host = Host((w, h))
    print(header(host, args.rounds, (w, h)))
    for line in cases(host, args.rounds):
        print(line, flush=True)
    host.close()
    for line in baselines(max(args.rounds, 40)):
        print(line)
    print(f"goal: <= 8 ms median, <= 12 ms p95 wall (issue 22; before, through real keys: "
          f"{before})")
    return 0


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__ or "", classic,
               "a classic vote at 20 players 21-65 ms wall, 18-25 ms CPU")


if __name__ == "__main__":
    sys.exit(main())
