"""The host window under a real X server and window manager at 1366x768 (issue 23.2):
its frame, title bar included, and its status bar on the screen; Ctrl+P puts the
players' screen above it (the window manager's stacking order) while the host window
keeps the keyboard. Skipped where Xvfb, openbox or xprop are not installed (the
offscreen checks of ``tests/ui/test_screens.py`` run everywhere)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = ("xvfb-run", "openbox", "xprop", "xdotool")

PROBE = r"""
import json, subprocess, sys
from pathlib import Path
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.app import make_application
from mafia_desktop.ui.window.main_window import MainWindow
from mafia_desktop.ui.window.placement import show_placed

def wait(ms):
    loop = QEventLoop(); QTimer.singleShot(ms, loop.quit); loop.exec()

app = make_application()
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
w = MainWindow(settings=settings, clock=None)
show_placed(w, settings)
setup, actions = log_format.read_log(Path(sys.argv[2]).read_bytes())
w.open_game(Game.replay(setup, actions[:6]))
wait(1000)
w.activateWindow()
wait(300)
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(1200)
bar = w.statusBar()
stacking = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST_STACKING"],
                          capture_output=True, text=True).stdout
active = subprocess.run(["xprop", "-root", "_NET_ACTIVE_WINDOW"],
                        capture_output=True, text=True).stdout
ids = [int(x.strip(), 16) for x in stacking.split("#", 1)[1].split(",")]
print(json.dumps({
    "area": w.screen().availableGeometry().getRect(),
    "frame": w.frameGeometry().getRect(),
    "bar": [bar.mapToGlobal(bar.rect().topLeft()).y(),
            bar.mapToGlobal(bar.rect().bottomLeft()).y()],
    "host": int(w.winId()), "players": int(w.projector.winId()),
    "stacking": ids, "active": int(active.split("#", 1)[1].split(",")[0].strip(), 16)}))
w.projector.close(); w.close()
"""


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                    reason="needs " + ", ".join(TOOLS))
def test_a_laptop_under_openbox(tmp_path: Path) -> None:
    from tests.conftest import SCENARIOS

    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    command = (f"openbox >/dev/null 2>&1 & sleep 1; {sys.executable} {probe} "
               f"{tmp_path / 's.ini'} {SCENARIOS / 'sport_red_wins.mafia.json'}")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # X, not offscreen
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", "sh", "-c",
                          command], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    assert lines, run.stdout[-3000:] + run.stderr[-3000:]
    seen = json.loads(lines[-1])
    x, y, w, h = seen["area"]
    fx, fy, fw, fh = seen["frame"]
    assert (x, y) <= (fx, fy) and fx + fw <= x + w and fy + fh <= y + h, seen
    assert y <= seen["bar"][0] and seen["bar"][1] < y + h, seen  # the status bar shows
    order = seen["stacking"]  # bottom first
    assert order.index(seen["players"]) > order.index(seen["host"]), seen  # in front
    assert seen["active"] == seen["host"], seen  # the host's keys still go to the game
