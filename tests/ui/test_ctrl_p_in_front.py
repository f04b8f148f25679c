"""Ctrl+P on one screen (newcomer's report 11): a click in the host window puts the
players' screen behind it; Ctrl+P then brings it forward (the host window keeps the
keyboard) instead of hiding it; a second Ctrl+P hides it. Under Xvfb and openbox (the
window manager's stacking order); skipped where they are not installed. The decision
itself: ``in_front.ctrl_p_does`` (its doctest) and the offscreen test below."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS
from tests.support.openbox import needs_openbox, run_probe

BODY = r"""
def seen(w):
    ids, active = stacking()
    host, players = int(w.winId()), int(w.session.projector.winId())
    return {"shown": w.session.projector.isVisible(),
            "front": players in ids and ids.index(players) > ids.index(host),
            "active": active == host}

steps = []
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(1000)
w.session.projector.setGeometry(700, 200, 600, 400)
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
steps.append({"shown": w.session.projector.isVisible(), "checked": w.menus.projector_action.isChecked()})
print(json.dumps(steps))
w.session.projector.close(); w.close()
"""


@needs_openbox
def test_ctrl_p_brings_the_players_screen_forward_under_openbox(tmp_path: Path) -> None:
    steps = run_probe(tmp_path, BODY, SCENARIOS / "sport_red_wins.mafia.json")
    opened, clicked, pressed, again = steps
    assert opened == {"shown": True, "front": True, "active": True}, opened
    assert clicked["shown"] and not clicked["front"], clicked  # the click put it behind
    assert pressed == {"shown": True, "front": True, "active": True}, pressed  # forward
    assert again == {"shown": False, "checked": False}, again  # in front: hidden


def test_ctrl_p_after_a_click_in_the_host_window_keeps_it_open(qtbot, window):
    """Offscreen (one screen, no window manager): the same decision, by keys and a
    click; the players' screen stays open after a click in the host window."""
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.session.open_game(Game.replay(setup, actions[:6]))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    projector = window.session.projector
    qtbot.addWidget(projector)
    assert projector.isVisible() and window.feed.watching().in_front
    handle = window.windowHandle()
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        QApplication.sendEvent(handle, QMouseEvent(
            kind, QPoint(5, 5), window.mapToGlobal(QPoint(5, 5)),
            Qt.MouseButton.LeftButton, Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier))
    assert not window.feed.watching().in_front  # the host window was clicked: it is above
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert projector.isVisible() and window.menus.projector_action.isChecked()
    assert window.feed.watching().in_front
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert not projector.isVisible() and not window.menus.projector_action.isChecked()
