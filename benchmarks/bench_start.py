"""Start-up figures of the host's program (printed, never asserted; issue 22 points 4-6).

    .venv/bin/python benchmarks/bench_start.py [--starts 9] [--resumes 15] [--processes 3]
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_start.py

Each figure is printed beside a baseline measured in the same run:

1. **Cold start**: the real command, ``python -m mafia_desktop --db F`` on a database
   holding a game in progress (the start screen offers Resume), timed from outside: from
   spawning the process to the host window's first pixels on the X server (the first
   paint, then one round trip on Qt's xcb connection, ``ui/app.py`` ``x_round_trip``: the
   X server has the pixels),
   against a bare QMainWindow process probed the same way. The two alternate, one
   uncounted warm-up each, bytecode cached; median of ``--starts`` each, and the CPU
   (user + system, read from ``/proc`` as the line arrives) each had used by then.
   Target <= 1.3x.
2. **Memory**: RSS of the real command with a game resumed mid-game (classic, 20
   players; sport, 10 players) and the players' screen open, both painted, against a
   bare QMainWindow process (target <= 1.3x), and, printed beside it, against a bare
   process with the same two windows (1440x900 and 1280x720) showing a line of text
   each: the second backing store and the fonts, which no program with a players'
   screen can do without. A third line: the bare window's process after importing the
   modules the classic game's process had imported (by name, nothing else done): what
   the program's code alone costs.
3. **Resume** of a stored 1,000-action game: Game > Resume (``resume_game``) until the
   host window and the players' screen have both painted and the X server has the
   pixels; median and p95 of ``--resumes`` in one process, and the first resume of each
   of ``--processes`` processes, beside the replay alone (``GameRepository.load``: the
   log read and replayed). Target <= 100 ms.

Without a display the figures are offscreen (no X server): run it under ``xvfb-run``.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent

#: The bare window: the baseline of the cold start. Kept minimal (no import of the
#: program), probed like it (``ui/app.py`` ``_FirstPaintProbe``; ``{x_round_trip}``: the
#: program's function, its source put in by :func:`bare_start`).
BARE_START = """
from __future__ import annotations
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
{x_round_trip}
class Probe(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, self.drawn)
        return False
    def drawn(self):
        x_round_trip(app)
        print("drawn", flush=True)
        app.quit()
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1440, 900)
p = Probe(); w.installEventFilter(p); w.show()
app.exec()
"""


def bare_start() -> str:
    """:data:`BARE_START` with the program's own ``x_round_trip`` in it."""
    import inspect

    from mafia_desktop.ui.app import x_round_trip
    return BARE_START.replace("{x_round_trip}", inspect.getsource(x_round_trip))


#: The bare window's memory: shown, painted, its events handled. ``{second}`` is empty,
#: or (the second baseline, printed beside the first; the target is the first's) the
#: same two windows as the program's: a second window the size of the players' screen
#: (1280x720, as ``ProjectorWindow`` opens), each showing one line of text (the first
#: text drawn loads the fonts: FreeType, HarfBuzz, fontconfig's cache, ~5 MiB that the
#: bare window, which draws none, never pays).
BARE_RSS = """
import sys, time
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1440, 900)
{second}
w.show()
{settle}
for line in open("/proc/self/status"):
    if line.startswith("VmRSS:"):
        print("rss", int(line.split()[1]), flush=True)
"""

#: The third baseline's imports (``{modules}``: the names the program had imported
#: mid-game): the memory of the code alone, before any widget, game or second window.
IMPORTS = """
import importlib
for name in {modules}:
    try:
        importlib.import_module(name)
    except Exception:  # a module only importable inside another's import
        pass
"""

#: Both memory processes run their events this long after showing their windows (no
#: event filter: one would give a Python wrapper to every widget it sees painted).
SETTLE = """
end = time.perf_counter() + 0.5
while time.perf_counter() < end:
    app.processEvents()
    time.sleep(0.01)
"""


def ms(seconds: float) -> float:
    return seconds * 1000


def median_ms(samples: list[float]) -> float:
    import statistics
    return ms(statistics.median(samples))


def p95_ms(samples: list[float]) -> float:
    import statistics
    return ms(statistics.quantiles(samples, n=20)[-1]) if len(samples) > 1 else ms(samples[0])


def bench_env(tmp: str) -> dict[str, str]:
    """Both programs start as installed ones do: bytecode cached (in a temporary
    PYTHONPYCACHEPREFIX, also where PYTHONDONTWRITEBYTECODE is set); offscreen without
    a display."""
    env = dict(os.environ)
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
    env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
    env["XDG_DATA_HOME"] = str(Path(tmp) / "data")
    return env


def cpu_of(pid: int) -> float:
    """The CPU seconds (user + system, all threads) process ``pid`` has used so far
    (``/proc/PID/stat``; in clock ticks, 10 ms here)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def spawn(argv: list[str], env: dict[str, str], want: str) -> tuple[float, float]:
    """Run ``argv``: seconds from spawning it to its first ``want`` line, and the CPU
    seconds it had used by then (read from outside as the line arrives)."""
    import subprocess
    t0 = time.perf_counter()
    proc = subprocess.Popen(argv, env=env, cwd=str(ROOT), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stderr is not None
    seen = cpu = None
    for line in proc.stdout:
        if seen is None and line.strip() == want:
            seen = time.perf_counter() - t0
            cpu = cpu_of(proc.pid)
    err = proc.stderr.read()
    proc.wait()
    if seen is None or cpu is None:
        raise SystemExit(f"{argv[1:3]} never printed {want!r}:\n{err}")
    return seen, cpu


# -- the games stored for the runs ---------------------------------------------------------

def classic_mid_game(players: int = 20) -> object:
    """A random classic game of ``players`` players, stopped half-way through."""
    import random

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup

    setup = random_setup(random.Random(3), players)
    whole = play_random_game(setup, seed=3)
    return Game.replay(setup, whole.actions[: len(whole.actions) // 2])


def sport_mid_game() -> object:
    """A random sport game (10 players), stopped half-way through."""
    import random

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup

    setup = random_sport_setup(random.Random(4))
    log = play_random_sport_game(setup, seed=4)
    return Game.replay(setup, log[: len(log) // 2])


def store(db: Path, games: dict[str, object]) -> dict[str, int]:
    """Store ``games`` (by name) in a new database ``db``: their ids by name."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.storage import GameRepository, open_database

    repo = GameRepository(open_database(db))
    ids = {name: repo.import_log(log_format.dumps(g.setup, g.actions))  # type: ignore[attr-defined]
           for name, g in games.items()}
    repo.conn.close()
    return ids


# -- inside the program's process (``--child``) ---------------------------------------------
# (this module imports no more than the program does: statistics, subprocess, argparse
# and tempfile only in the parent, so they do not count in the child's memory)

def run_program(db: str, ready: object) -> int:
    """The real command's start (``cli.main(["--db", db])``) with ``ready(window, app)``
    called once the start screen is drawn and the database open."""
    from mafia_desktop.ui import app as app_module

    show = app_module.show_window

    def show_window(db_arg: str | None, then: object = None) -> object:
        window = show(db_arg, lambda: ready(window, app_module.make_application()))  # type: ignore[operator]
        return window

    app_module.show_window = show_window  # type: ignore[assignment]
    from mafia_desktop.cli import main
    return main(["--db", db])


class PaintWatch:
    """Which of ``windows`` painted since :meth:`reset`; :meth:`wait` runs the event loop
    until all did, then waits for the X server to have the pixels (``x_round_trip``)."""

    def __init__(self, app: object, windows: list[object]) -> None:
        from PySide6.QtCore import QEvent, QObject

        watch = self

        class Filter(QObject):
            def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
                if event.type() == QEvent.Type.Paint and hasattr(obj, "window"):
                    top = obj.window()
                    if any(top is w for w in watch.windows):
                        watch.painted.add(id(top))
                return False

        self.app, self.windows = app, windows
        self.painted: set[int] = set()
        self.filter = Filter()
        app.installEventFilter(self.filter)  # type: ignore[attr-defined]

    def reset(self) -> None:
        self.painted.clear()

    def wait(self, timeout_s: float = 5.0) -> bool:
        from mafia_desktop.ui.app import x_round_trip

        end = time.perf_counter() + timeout_s
        want = {id(w) for w in self.windows}
        while not want <= self.painted:
            self.app.processEvents()  # type: ignore[attr-defined]
            if time.perf_counter() > end:
                return False
        x_round_trip(self.app)
        return True


def players_screen(window: object) -> object:
    from PySide6.QtWidgets import QApplication
    window.menus.projector_action.setChecked(True)  # type: ignore[attr-defined]
    return next(w for w in QApplication.topLevelWidgets()
                if type(w).__name__ == "ProjectorWindow" and w.isVisible())


def child_memory(db: str, gid: int) -> int:
    """Print the RSS (KiB) of the program with game ``gid`` resumed and the players'
    screen open, both painted."""
    def ready(window, app):  # type: ignore[no-untyped-def]
        window.commands.resume_game(gid)
        window.menus.projector_action.setChecked(True)
        exec(SETTLE, {"app": app, "time": time})
        for line in open("/proc/self/status"):
            if line.startswith("VmRSS:"):
                print("rss", int(line.split()[1]), flush=True)
        print("modules", " ".join(sorted(imported_modules())), flush=True)
        app.quit()
    return run_program(db, ready)


def imported_modules() -> list[str]:
    """The modules imported now that a bare process can import again by name (not this
    benchmark, not ``__main__``, not PySide6's own signature helpers)."""
    return [name for name, module in list(sys.modules.items())
            if name != "__main__" and not name.startswith(("bench", "shibokensupport"))
            and getattr(module, "__spec__", None) is not None]


def child_resume(db: str, gid: int, repeats: int) -> int:
    """Print JSON: the seconds of each resume of game ``gid`` (the players' screen open)
    until both windows are painted, the CPU seconds of each, and each replay alone."""
    def ready(window, app):  # type: ignore[no-untyped-def]
        watch = PaintWatch(app, [window, players_screen(window)])
        watch.wait()
        out: dict[str, list[float]] = {"wall": [], "cpu": [], "replay": [], "missed": []}
        for _ in range(repeats):
            watch.reset()
            t0, c0 = time.perf_counter(), time.process_time()
            window.commands.resume_game(gid)
            out["missed"].append(not watch.wait())
            out["wall"].append(time.perf_counter() - t0)
            out["cpu"].append(time.process_time() - c0)
            t0 = time.perf_counter()
            game = window.status.repository.load(gid)
            out["replay"].append(time.perf_counter() - t0)
            assert len(game) == len(window.session.controller.game)
            for _ in range(5):
                app.processEvents()
        print("resume " + json.dumps(out), flush=True)
        app.quit()
    return run_program(db, ready)


# -- the parent: the three figures ----------------------------------------------------------

def cold_starts(tmp: str, env: dict[str, str], db: str, starts: int) -> None:
    bare_argv = [sys.executable, "-c", bare_start()]
    host_argv = [sys.executable, "-m", "mafia_desktop", "--db", db]
    host_env = dict(env, MAFIA_DESKTOP_STARTUP_PROBE="1")
    spawn(bare_argv, env, "drawn")
    spawn(host_argv, host_env, "drawn")
    bare: list[tuple[float, float]] = []
    host: list[tuple[float, float]] = []
    for _ in range(starts):
        bare.append(spawn(bare_argv, env, "drawn"))
        host.append(spawn(host_argv, host_env, "drawn"))
    b, h = median_ms([x[0] for x in bare]), median_ms([x[0] for x in host])
    bc, hc = median_ms([x[1] for x in bare]), median_ms([x[1] for x in host])
    print(f"1. cold start, spawn to the first pixels on the X server, median of {starts} "
          f"each (alternating):")
    print(f"   bare QMainWindow process                 {b:7.1f} ms   (CPU {bc:6.1f} ms)")
    print(f"   mafia-desktop --db F (a game to resume)  {h:7.1f} ms   (CPU {hc:6.1f} ms)"
          f"   ratio {h / b:.2f}x   (target <= 1.3x)")


def memory(env: dict[str, str], db: str, ids: dict[str, int]) -> None:
    import statistics
    import subprocess

    modules: list[str] = []

    def rss(argv: list[str]) -> int:
        done = subprocess.run(argv, env=env, cwd=str(ROOT), capture_output=True, text=True,
                              timeout=180)
        out = next((x for x in done.stdout.splitlines() if x.startswith("rss ")), None)
        if out is None:
            raise SystemExit(f"{argv[1:4]} failed:\n{done.stderr}")
        names = next((x for x in done.stdout.splitlines() if x.startswith("modules ")), "")
        if names and not modules:
            modules.extend(names.split()[1:])
        return int(out.split()[1])

    bare_rss = BARE_RSS.replace("{settle}", SETTLE)
    one = bare_rss.replace("{second}", "{imports}")
    two = bare_rss.replace("{second}", "w.setCentralWidget(QLabel('Mafia Desktop'))\n"
                           "s = QLabel('Mafia Desktop'); s.resize(1280, 720); s.show()")
    bare = statistics.median(rss([sys.executable, "-c", one.replace("{imports}", "")])
                             for _ in range(3))
    bare2 = statistics.median(rss([sys.executable, "-c", two.replace("{imports}", "")])
                              for _ in range(3))
    print("2. memory (RSS), the windows open and painted:")
    print(f"   bare QMainWindow process                 {bare / 1024:7.1f} MiB")
    print(f"   bare, 2 windows (+1280x720), a text each  {bare2 / 1024:7.1f} MiB   "
          f"(the second baseline: the same two windows)")
    for name, label in (("classic", "classic, 20 players, mid-game"),
                        ("sport", "sport, 10 players, mid-game")):
        host = statistics.median(
            rss([sys.executable, __file__, "--child", "memory", db, str(ids[name])])
            for _ in range(3))
        print(f"   host + players' screen, {label:<17}{host / 1024:7.1f} MiB   ratio "
              f"{host / bare:.2f}x   (target <= 1.3x; {host / bare2:.2f}x the two bare "
              f"windows)")
        if name == "classic":  # the code alone: the bare window with the game's modules
            code = statistics.median(
                rss([sys.executable, "-c", one.replace("{imports}", IMPORTS.format(
                    modules=repr(modules)))]) for _ in range(3))
            print(f"   bare QMainWindow + that game's {len(modules)} modules imported "
                  f"{code / 1024:7.1f} MiB   ratio {code / bare:.2f}x   (the code alone: no "
                  f"widget, no game, no second window)")


def resumes(env: dict[str, str], db: str, gid: int, repeats: int, processes: int) -> None:
    import subprocess
    runs = []
    for _ in range(processes):
        done = subprocess.run([sys.executable, __file__, "--child", "resume", db, str(gid),
                               str(repeats)], env=env, cwd=str(ROOT), capture_output=True,
                              text=True, timeout=600)
        line = next((x for x in done.stdout.splitlines() if x.startswith("resume ")), None)
        if line is None:
            raise SystemExit(f"the resume run failed:\n{done.stderr}")
        runs.append(json.loads(line[len("resume "):]))
    firsts = [r["wall"][0] for r in runs]
    later = [w for r in runs for w in r["wall"][1:]]
    cpu = [c for r in runs for c in r["cpu"][1:]]
    replay = [x for r in runs for x in r["replay"]]
    missed = sum(m for r in runs for m in r["missed"])
    print(f"3. resume of a stored {ACTIONS:,}-action game (24 players), open -> host window "
          f"and players' screen painted:")
    print(f"   replay alone (GameRepository.load)       median {median_ms(replay):6.1f} ms   "
          f"p95 {p95_ms(replay):6.1f} ms")
    print(f"   resume, painted ({len(later)} in {processes} processes) median "
          f"{median_ms(later):6.1f} ms   p95 {p95_ms(later):6.1f} ms   (CPU median "
          f"{median_ms(cpu):.1f} ms; target <= 100 ms)")
    print(f"   first resume of a process ({processes})        median "
          f"{median_ms(firsts):6.1f} ms   worst {ms(max(firsts)):6.1f} ms"
          + (f"   ({missed} waits timed out)" if missed else ""))


ACTIONS = 1000


def main(argv: list[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else argv
    if args_in[:1] == ["--child"]:
        what, db, gid = args_in[1], args_in[2], int(args_in[3])
        sys.path.insert(0, str(ROOT))
        if what == "memory":
            return child_memory(db, gid)
        return child_resume(db, gid, int(args_in[4]))
    import argparse
    import tempfile
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=9)
    parser.add_argument("--resumes", type=int, default=15)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--only", choices=("start", "memory", "resume"), default=None)
    args = parser.parse_args(args_in)
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(HERE))
    from bench_storage import long_game

    with tempfile.TemporaryDirectory() as tmp:
        env = bench_env(tmp)
        db = str(Path(tmp) / "bench.sqlite3")
        ids = store(Path(db), {"classic": classic_mid_game(), "sport": sport_mid_game(),
                               "long": long_game(ACTIONS)})
        print(f"platform: {env.get('QT_QPA_PLATFORM') or 'xcb (DISPLAY ' + env.get('DISPLAY', '') + ')'}")
        if args.only in (None, "start"):
            cold_starts(tmp, env, db, args.starts)
        if args.only in (None, "memory"):
            memory(env, db, ids)
        if args.only in (None, "resume"):
            resumes(env, db, ids["long"], args.resumes, args.processes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
