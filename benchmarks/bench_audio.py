"""Sound at the table (issue 15): what the sounds cost, against baselines of the same run.

1. Cold start to the first paint: a bare ``QMainWindow`` process, ``mafia-desktop`` with
   the default settings, and ``mafia-desktop`` with every sound, the night music and the
   spoken announcements switched on (interleaved processes, median; QSettings in a
   temporary ``XDG_CONFIG_HOME``). The sounds load with the first game, so the two
   ``mafia-desktop`` starts should be the same.
2. The first sound of a process (QtMultimedia and its ffmpeg plugin loaded, a
   ``QSoundEffect`` made and started), paid once at the first cue, and a later one.
3. ``--bundle``: the bundle's size against a bare PySide6 "hello window" bundle built with
   the same ``build.spec`` options and the same Qt modules (QtMultimedia and
   QtTextToSpeech imported), and against one without the audio modules. Slow: three
   PyInstaller builds (needs ``pip install pyinstaller``).

Run: ``python benchmarks/bench_audio.py [--starts N] [--bundle]``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_bundle import HELLO, build, folder_size
from bench_start import BARE_MAIN, bench_env, command_start, start_once  # the start helpers
from bench_ui import median_ms

#: Every sound on, the music on (a folder with one track), speech on.
SOUND_ON = """[General]
sound\\bell=true
sound\\ten_seconds=true
sound\\vote=true
sound\\night=true
music\\on=true
music\\folder={folder}
speech\\on=true
"""

FIRST_SOUND = """
import sys, time
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QSettings
app = QApplication(sys.argv[:1])
from mafia_desktop.ui.sound.sound import SoundBoard
board = SoundBoard(QSettings(sys.argv[1], QSettings.Format.IniFormat))
t0 = time.perf_counter(); board.play("bell", always=True); t1 = time.perf_counter()
board.play("ten_seconds", always=True); t2 = time.perf_counter()
print(f"{(t1 - t0) * 1000:.2f} {(t2 - t1) * 1000:.2f}", flush=True)
"""

HELLO_AUDIO = HELLO.replace("import sys\n", "import sys\nfrom PySide6 import QtMultimedia, "
                                             "QtTextToSpeech  # noqa: F401\n")


def cold_starts(starts: int) -> None:
    """Interleaved starts after one uncounted warm-up each."""
    with tempfile.TemporaryDirectory() as tmp:
        env = bench_env(tmp)
        db = str(Path(tmp) / "bench.sqlite3")
        quiet = dict(env, XDG_CONFIG_HOME=str(Path(tmp) / "quiet"))
        loud = dict(env, XDG_CONFIG_HOME=str(Path(tmp) / "loud"))
        conf = Path(loud["XDG_CONFIG_HOME"]) / "Mafia Desktop" / "Mafia Desktop.conf"
        conf.parent.mkdir(parents=True)
        conf.write_text(SOUND_ON.format(folder=Path(__file__).resolve().parent.parent /
                                        "mafia_desktop" / "resources" / "sounds"))
        drawn: dict[str, list[float]] = {"bare": [], "quiet": [], "loud": []}
        start_once(BARE_MAIN, [], env)
        command_start(db, quiet)
        command_start(db, loud)
        for _ in range(starts):
            drawn["bare"].append(start_once(BARE_MAIN, [], env)[0])
            drawn["quiet"].append(command_start(db, quiet)[0])
            drawn["loud"].append(command_start(db, loud)[0])
        first, later = [], []
        for _ in range(starts):
            out = subprocess.run([sys.executable, "-c", FIRST_SOUND, str(Path(tmp) / "s.ini")],
                                 env=env, capture_output=True, text=True, check=True).stdout
            a, b = (float(x) for x in out.split())
            first.append(a / 1000)
            later.append(b / 1000)
    bare, quiet, loud = (median_ms(drawn[k]) for k in ("bare", "quiet", "loud"))
    print(f"cold start to the first paint, median of {starts} processes (bytecode cached):")
    print(f"  bare QMainWindow process                 {bare:7.1f} ms")
    print(f"  mafia-desktop, default settings          {quiet:7.1f} ms   ratio {quiet / bare:.2f}x")
    print(f"  mafia-desktop, sounds+music+speech on    {loud:7.1f} ms   ratio {loud / bare:.2f}x")
    print("first sound of a process (QtMultimedia + ffmpeg plugin + QSoundEffect), median:")
    print(f"  first cue {median_ms(first):7.1f} ms   a later cue {median_ms(later):6.2f} ms")


def bundle_sizes() -> None:
    """Three builds with the same build.spec options: the app, a hello window with the
    same Qt modules, a hello window without the audio modules."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        hello, hello_audio = work / "hello_window.py", work / "hello_audio.py"
        hello.write_text(HELLO)
        hello_audio.write_text(HELLO_AUDIO)
        app = folder_size(build(work, None))
        same = folder_size(build(work, hello_audio))
        bare = folder_size(build(work, hello))
    mib = 1024 * 1024
    print(f"Mafia Desktop bundle:                         {app / mib:8.1f} MiB")
    print(f"hello window, same Qt modules (+audio):       {same / mib:8.1f} MiB   "
          f"ratio {app / same:.2f}x")
    print(f"hello window without the audio modules:       {bare / mib:8.1f} MiB   "
          f"(the audio modules add {(same - bare) / mib:.1f} MiB)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--bundle", action="store_true", help="also build three bundles")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    cold_starts(args.starts)
    if args.bundle:
        bundle_sizes()
    return 0


if __name__ == "__main__":
    sys.exit(main())
