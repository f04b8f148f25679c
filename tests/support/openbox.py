"""A probe script run in the host window under Xvfb (1366x768) and openbox: the window
manager's stacking order and the active window are real there (``xprop``, ``xdotool``).

:data:`PREAMBLE` opens the host window placed as at start-up on the first 6 actions of
a scenario, the window active (``w``; ``wait(ms)``; ``stacking()``: the windows
bottom first and the active one); the probe's body prints one JSON
line, which :func:`run_probe` returns. :data:`needs_openbox` skips where the tools are
not installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = ("xvfb-run", "openbox", "xprop", "xdotool")



def _xcb_loads() -> bool:
    """Whether Qt's X plugin finds every library it links (Qt 6.5+ needs libxcb-cursor0,
    libxcb-icccm4, libxcb-keysyms1… that a bare machine lacks: the probes would fail with
    "Could not load the Qt platform plugin "xcb"" and test nothing)."""
    import PySide6
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    if not plugin.exists() or shutil.which("ldd") is None:
        return True  # another layout or no ldd to ask: let Qt say
    linked = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    return "not found" not in linked


needs_openbox = pytest.mark.skipif(
    any(shutil.which(t) is None for t in TOOLS) or not _xcb_loads(),
    reason="needs " + ", ".join(TOOLS) + " and the libraries of Qt's X plugin")

PREAMBLE = r"""
import json, subprocess, sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.app import make_application
from mafia_desktop.ui.window.main_window import MainWindow
from mafia_desktop.ui.window.placement import show_placed

def wait(ms):
    loop = QEventLoop(); QTimer.singleShot(ms, loop.quit); loop.exec()

def stacking():  # the window manager's windows, bottom first, and the active one
    order = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST_STACKING"],
                           capture_output=True, text=True).stdout
    active = subprocess.run(["xprop", "-root", "_NET_ACTIVE_WINDOW"],
                            capture_output=True, text=True).stdout
    return ([int(x.strip(), 16) for x in order.split("#", 1)[1].split(",")],
            int(active.split("#", 1)[1].split(",")[0].strip(), 16))

app = make_application()
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
w = MainWindow(settings=settings, clock=None)
show_placed(w, settings)
setup, actions = log_format.read_log(Path(sys.argv[2]).read_bytes())
w.session.open_game(Game.replay(setup, actions[:6]))
wait(1000)
w.activateWindow()
wait(300)
"""


def run_probe(tmp_path: Path, body: str, scenario: Path) -> Any:
    """Run :data:`PREAMBLE` + ``body`` on ``scenario`` under Xvfb and openbox; the last
    JSON line it printed (an AssertionError with its output when none)."""
    probe = tmp_path / "probe.py"
    probe.write_text(PREAMBLE + body)
    command = (f"openbox >/dev/null 2>&1 & sleep 1; {sys.executable} {probe} "
               f"{tmp_path / 's.ini'} {scenario}")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # X, not offscreen
    # this checkout's code, whatever an editable install elsewhere points at
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", "sh", "-c",
                          command], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    lines = [line for line in run.stdout.splitlines() if line[:1] in ("{", "[")]
    assert lines, run.stdout[-3000:] + run.stderr[-3000:]
    return json.loads(lines[-1])
