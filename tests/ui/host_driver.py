"""Helpers that drive the host window the way a host does: mouse clicks on the real seats
and buttons, and keys (no engine calls). Each helper is a deliberate host: what its key
or click would announce to the room is then announced (:func:`announce`: Enter, or the
same button again); a test of the held action itself presses raw keys."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from mafia_desktop.rules.classic import Action
from mafia_desktop.ui.window.main_window import MainWindow
from tests.support.window import make_window

KEYS = {str(d): getattr(Qt.Key, f"Key_{d}") for d in range(10)}


def new_window(qtbot: Any, repository: Any = None) -> MainWindow:
    """A shown, exposed and active host window on ``repository`` (closed after the test;
    ``tests/support/window.py``)."""
    return make_window(qtbot, repository)


def click_seat(qtbot: Any, window: MainWindow, seat: int) -> None:
    """Left-click the seat's card in the seating view."""
    view = window.session.page.view
    item = window.session.page.scene.seats[seat - 1]
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    announce(qtbot, window)


def type_seat(qtbot: Any, window: MainWindow, seat: int) -> None:
    """Type the seat's number and press Enter."""
    for ch in str(seat):
        qtbot.keyClick(window, KEYS[ch])
    qtbot.keyClick(window, Qt.Key.Key_Return)
    announce(qtbot, window)


def press(qtbot: Any, window: MainWindow, letter: str) -> None:
    """Press a letter key (an action's shortcut); what it would announce to the room is
    announced with Enter (:func:`announce`)."""
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{letter.upper()}"))
    announce(qtbot, window)


def press_key(qtbot: Any, window: MainWindow, key: Qt.Key) -> None:
    """Press ``key`` (Space, Enter); what it would announce to the room is announced
    with Enter (:func:`announce`)."""
    qtbot.keyClick(window, key)
    announce(qtbot, window)


def button(window: MainWindow, name: str) -> QPushButton:
    """A button of the phase panel by object name."""
    b = window.session.page.findChild(QPushButton, name)
    assert b is not None, name
    return b


def click_button(qtbot: Any, window: MainWindow, name: str) -> None:
    """Click an enabled, visible panel button."""
    b = button(window, name)
    assert b.isEnabled() and b.isVisible(), f"{name} is not offered"
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    announce(qtbot, window, mouse=True)


def announce(qtbot: Any, window: MainWindow, mouse: bool = False) -> bool:
    """The host's deliberate step after an action that would change what the room is
    told (``ui/window/held.py``): the button that started it clicked again (``mouse``,
    when it has one), else Enter. False (nothing pressed) when nothing is held."""
    held = window.session.host_input.held
    if held is None:
        return False
    b = window.session.page.findChild(QPushButton, held.name) if held.name and mouse else None
    if b is not None and b.isVisible() and b.isEnabled():
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(window, Qt.Key.Key_Return)
    assert window.session.host_input.held is None
    return True


def enter(qtbot: Any, window: MainWindow, action: Action, step: int) -> None:
    """Enter one action through the window, alternating mouse and keyboard by ``step``
    (an action that would change what the room is told is announced: :func:`announce`)."""
    t = action.TYPE
    mouse = step % 2 == 0
    seat = (lambda s: click_seat(qtbot, window, s)) if mouse else (
        lambda s: type_seat(qtbot, window, s))
    if t == "nominate":  # discussion: a seat click starts the nomination by that seat
        seat(action.by)
        seat(action.target)
    elif t == "vote":
        if mouse:
            click_button(qtbot, window, f"vote_{action.by}_{action.target}")
        else:
            seat(action.by)
            seat(action.target)
    elif t == "withdraw_vote":
        click_button(qtbot, window, f"withdraw_{action.by}")
    elif t in ("open_vote", "end_day", "end_night", "mafia_pass"):
        if mouse:
            click_button(qtbot, window, t)
        else:
            press(qtbot, window, {"open_vote": "O", "end_day": "E", "end_night": "E",
                                  "mafia_pass": "P"}[t])
    elif t == "close_vote":
        press(qtbot, window, "L") if not mouse else click_button(qtbot, window, t)
        if action.choice is not None:
            seat(action.choice)
    else:
        letter = {"protect": "D", "compare": "J", "appoint_godfather": "G",
                  "mafia_kill": "K", "maniac_kill": "M", "check": "C", "host_kill": "X"}[t]
        if mouse:
            click_button(qtbot, window, t)
        else:
            press(qtbot, window, letter)
        fields = {"compare": ("a", "b"), "appoint_godfather": ("player",)}.get(t, ("target",))
        for f in fields:
            seat(getattr(action, f))


def enter_sport(qtbot: Any, window: MainWindow, action: Any, step: int) -> None:
    """One sport action through the window, mouse and keyboard in turn by ``step``."""
    t = action.TYPE
    mouse = step % 2 == 0
    seat = (lambda s: click_seat(qtbot, window, s)) if mouse else (
        lambda s: type_seat(qtbot, window, s))
    if t == "end_speech":
        if mouse:
            click_button(qtbot, window, "end_speech")
        else:
            press_key(qtbot, window, Qt.Key.Key_Space)
    elif t == "nominate":  # the speaker nominates: a click on the candidate, or N and it
        if not mouse:
            press(qtbot, window, "N")
        seat(action.target)
    elif t in ("ballot", "raise_all", "best_move"):
        if t == "best_move":
            press(qtbot, window, "B") if mouse else click_button(qtbot, window, "best_move")
        for s in action.guesses if t == "best_move" else action.voters:
            seat(s)
        if mouse:
            press_key(qtbot, window, Qt.Key.Key_Return)
        else:  # the row's button confirms the list
            click_button(qtbot, window, t)
    elif t in ("end_day", "end_night"):
        click_button(qtbot, window, t) if mouse else press(qtbot, window, "E")
    elif t == "shot" and action.target is None:
        click_button(qtbot, window, "miss") if mouse else press(qtbot, window, "P")
    else:
        letter = {"shot": "K", "don_check": "D", "sheriff_check": "C", "foul": "F"}[t]
        click_button(qtbot, window, t) if mouse else press(qtbot, window, letter)
        seat(action.target if hasattr(action, "target") else action.player)


def strip_times(log: dict[str, Any]) -> dict[str, Any]:
    """The log without the actions' ``at`` (the window stamps every action)."""
    out = json.loads(json.dumps(log))
    for a in out["actions"]:
        a.pop("at", None)
    return out


def answer_questions(monkeypatch: Any, yes: bool) -> list[str]:
    """Answer every question box (``ui/dialogs/confirm.py``) with its "yes" button (``yes``) or
    No, without showing it; returns the list the boxes' texts are added to (the question,
    a newline, the details)."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(f"{box.text()}\n{box.informativeText()}")
        button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
        box.button(button).click()
        return int(button.value)

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked
