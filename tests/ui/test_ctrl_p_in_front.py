"""Ctrl+P on one screen (newcomer's report 11): a click in the host window puts the
players' screen behind it; Ctrl+P then brings it forward (the host window keeps the
keyboard) instead of hiding it; a second Ctrl+P hides it. Under Xvfb and openbox (the
window manager's stacking order); skipped where they are not installed. The decision
itself: ``in_front.ctrl_p_does`` (its doctest) and the offscreen test below."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS

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

def seen(w):
    stacking = subprocess.run(["xprop", "-root", "_NET_CLIENT_LIST_STACKING"],
                              capture_output=True, text=True).stdout
    active = subprocess.run(["xprop", "-root", "_NET_ACTIVE_WINDOW"],
                            capture_output=True, text=True).stdout
    ids = [int(x.strip(), 16) for x in stacking.split("#", 1)[1].split(",")]
    host, players = int(w.winId()), int(w.projector.winId())
    return {"shown": w.projector.isVisible(),
            "front": players in ids and ids.index(players) > ids.index(host),
            "active": int(active.split("#", 1)[1].split(",")[0].strip(), 16) == host}

app = make_application()
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
w = MainWindow(settings=settings, clock=None)
show_placed(w, settings)
setup, actions = log_format.read_log(Path(sys.argv[2]).read_bytes())
w.open_game(Game.replay(setup, actions[:6]))
wait(1000)
w.activateWindow()
wait(300)
steps = []
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(1000)
w.projector.setGeometry(700, 200, 600, 400)
wait(500)
steps.append(seen(w))
bar = w.statusBar()
at = bar.mapToGlobal(bar.rect().center())
at.setX(bar.mapToGlobal(bar.rect().topLeft()).x() + 100)
subprocess.run(["xdotool", "mousemove", str(at.x()), str(at.y()), "click", "1"], check=True)
wait(800)
steps.append(seen(w))
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(800)
steps.append(seen(w))
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(800)
steps.append({"shown": w.projector.isVisible(), "checked": w.projector_action.isChecked()})
print(json.dumps(steps))
w.projector.close(); w.close()
"""


@pytest.mark.skipif(any(shutil.which(t) is None for t in TOOLS),
                    reason="needs " + ", ".join(TOOLS))
def test_ctrl_p_brings_the_players_screen_forward_under_openbox(tmp_path: Path) -> None:
    probe = tmp_path / "probe.py"
    probe.write_text(PROBE)
    command = (f"openbox >/dev/null 2>&1 & sleep 1; {sys.executable} {probe} "
               f"{tmp_path / 's.ini'} {SCENARIOS / 'sport_red_wins.mafia.json'}")
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # X, not offscreen
    run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1366x768x24", "sh", "-c",
                          command], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120)
    lines = [line for line in run.stdout.splitlines() if line.startswith("[")]
    assert lines, run.stdout[-3000:] + run.stderr[-3000:]
    opened, clicked, pressed, again = json.loads(lines[-1])
    assert opened == {"shown": True, "front": True, "active": True}, opened
    assert clicked["shown"] and not clicked["front"], clicked  # the click put it behind
    assert pressed == {"shown": True, "front": True, "active": True}, pressed  # forward
    assert again == {"shown": False, "checked": False}, again  # in front: hidden


def test_ctrl_p_after_a_click_in_the_host_window_keeps_it_open(qtbot, window):
    """Offscreen (one screen, no window manager): the same decision, by keys and a
    click; the players' screen stays open after a click in the host window."""
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.open_game(Game.replay(setup, actions[:6]))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    projector = window.projector
    qtbot.addWidget(projector)
    assert projector.isVisible() and window.feed.front.in_front
    handle = window.windowHandle()
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        from PySide6.QtGui import QMouseEvent
        QApplication.sendEvent(handle, QMouseEvent(
            kind, QPoint(5, 5), window.mapToGlobal(QPoint(5, 5)),
            Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier))
    assert not window.feed.front.in_front  # the host window was clicked: it is above
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert projector.isVisible() and window.projector_action.isChecked()
    assert window.feed.front.in_front
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not projector.isVisible() and not window.projector_action.isChecked()
