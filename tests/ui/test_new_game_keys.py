"""The New game dialog by real keys (issue 31.4 and 31.7a-b): Enter never starts the game;
a suggestion picked from the roster leaves the name field empty; a list of names (commas
or a pasted column) seats each name, as the evening reads it.

The keys go to the dialog's window (``QTest.keyClick(QWindow, ...)``), so Qt delivers
them where a host's keys go: to the focused widget, or to the completer's open list.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog, QLineEdit, QPushButton

from mafia_desktop.rules import split_names
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.ui.dialogs.new_game import NewGameDialog

CLASSIC = ["Anna", "Boris", "Vera", "Gleb", "Dmitri", "Elena", "Zhenya"]
SPORT = [f"Player {i}" for i in range(1, 11)]


def open_dialog(qtbot, family: str = "classic", roster: list[str] | None = None,
                players: list[str] | None = None) -> NewGameDialog:
    if players is None:
        players = CLASSIC if family == "classic" else SPORT
    d = NewGameDialog(roster=roster, players=players, seed=4242)
    qtbot.addWidget(d)
    d.set_family(family)
    with qtbot.waitActive(d):
        d.show()
        d.activateWindow()
    assert d.focusWidget() is d.name_edit
    return d


def press(d: NewGameDialog, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """One key pressed on the dialog's window: Qt gives it to the focused widget (or an
    open popup), as it does a host's key."""
    QTest.keyClick(d.windowHandle(), key, modifier)
    QApplication.processEvents()


def type_text(d: NewGameDialog, text: str) -> None:
    for char in text:
        QTest.keyClick(d.windowHandle(), char)
    QApplication.processEvents()


def started(d: NewGameDialog) -> bool:
    return not d.isVisible() or d.result() == QDialog.DialogCode.Accepted


def click_row(qtbot, d: NewGameDialog, row: int) -> None:
    view = d.seat_list
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualItemRect(view.item(row)).center())


# --- 31.4: Enter never starts the game --------------------------------------------------

@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_enter_on_a_selected_row_edits_its_name_and_does_not_start(qtbot, family):
    d = open_dialog(qtbot, family)
    assert d.ok_button.isEnabled()                      # a valid table: it could start
    click_row(qtbot, d, 1)
    assert d.focusWidget() is d.seat_list
    press(d, Qt.Key.Key_Return)
    assert not started(d)
    assert d.seat_list.state() == QAbstractItemView.State.EditingState
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and d.seat_list.isAncestorOf(editor)
    press(d, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(d, "Borya")
    press(d, Qt.Key.Key_Enter)                          # the keypad's Enter ends the edit
    assert not started(d)
    assert d.names()[1] == "Borya"
    assert d.seat_list.state() != QAbstractItemView.State.EditingState
    assert d.focusWidget() is d.seat_list               # the host is back on the list
    press(d, Qt.Key.Key_Return)                         # Enter again: edit again
    assert d.seat_list.state() == QAbstractItemView.State.EditingState
    press(d, Qt.Key.Key_Escape)                         # Esc ends the edit, not the dialog
    assert d.isVisible() and not started(d) and d.names()[1] == "Borya"


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_enter_in_any_field_of_any_page_does_not_start(qtbot, family):
    d = open_dialog(qtbot, family)
    assert not any(b.isDefault() or b.autoDefault() for b in d.findChildren(QPushButton))
    pressed = 0
    for tab in range(d.tabs.count()):
        d.tabs.setCurrentIndex(tab)
        page = d.tabs.widget(tab)
        fields = [w for w in [d.family_combo, d.tabs.tabBar(), *page.findChildren(QLineEdit),
                              *page.findChildren(QAbstractItemView),
                              *(w for w in page.findChildren(type(page))
                                if w.focusPolicy() & Qt.FocusPolicy.TabFocus)]
                  if w.isVisible() and w.isEnabled()]
        for widget in [*fields, *d.findChildren(QPushButton)]:
            if not (widget.isVisible() and widget.isEnabled()):
                continue
            widget.setFocus(Qt.FocusReason.TabFocusReason)
            for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                press(d, key)
                pressed += 1
                assert not started(d), (tab, widget)
            if d.seat_list.state() == QAbstractItemView.State.EditingState:
                press(d, Qt.Key.Key_Escape)
    assert pressed > 40
    d.ok_button.setFocus(Qt.FocusReason.TabFocusReason)
    press(d, Qt.Key.Key_Space)                          # the button itself starts it
    assert d.result() == QDialog.DialogCode.Accepted


# --- 31.7a: a suggestion picked from the roster ------------------------------------------

def test_a_picked_suggestion_is_seated_and_the_field_left_empty(qtbot):
    d = open_dialog(qtbot, players=CLASSIC[:3], roster=["Petra", "Petrov Ivan", "Anna"])
    popup = d.name_edit.completer().popup()
    type_text(d, "petr")
    qtbot.waitUntil(popup.isVisible)
    press(d, Qt.Key.Key_Down)
    assert d.name_edit.text() == "Petra"
    press(d, Qt.Key.Key_Return)
    assert d.names() == [*CLASSIC[:3], "Petra"]
    assert d.name_edit.text() == "" and not popup.isVisible()
    press(d, Qt.Key.Key_Return)                         # the next Enter seats nobody
    assert d.names() == [*CLASSIC[:3], "Petra"]
    assert not started(d)
    # no suggestion picked: Enter seats the text as typed (the host meant it)
    type_text(d, "petr")
    press(d, Qt.Key.Key_Return)
    if popup.isVisible():                               # the list stayed open: it took
        press(d, Qt.Key.Key_Escape)                     # the key; Esc closes it
        press(d, Qt.Key.Key_Return)
    assert d.names() == [*CLASSIC[:3], "Petra", "petr"]
    assert d.name_edit.text() == ""


# --- 31.7b: a list of names -------------------------------------------------------------

def test_names_separated_by_commas_are_each_seated(qtbot):
    d = open_dialog(qtbot, players=[])
    type_text(d, "Tom, Richard, Harry")
    press(d, Qt.Key.Key_Return)
    assert d.names() == ["Tom", "Richard", "Harry"]
    assert d.name_edit.text() == ""
    assert d.name_message.text() == "3 player(s) added."


def test_a_pasted_column_of_names_is_seated(qtbot):
    d = open_dialog(qtbot, players=["Anna"])
    QGuiApplication.clipboard().setText("Tom\nanna\r\nRichard\n\nHarry\n")
    press(d, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "\n" in d.name_edit.text()                   # the field keeps the column
    press(d, Qt.Key.Key_Return)
    assert d.names() == ["Anna", "Tom", "Richard", "Harry"]
    assert d.name_edit.text() == "anna"                 # the refused one, to fix
    message = d.name_message.text()
    assert message.startswith("3 player(s) added. Not added: ")
    assert "“Anna” is already at the table" in message and message.endswith("(R-SETUP-1)")
    assert "U+000A" not in message


def test_a_long_pasted_column_is_seated_whole(qtbot):
    """A newcomer's paste of ten names (over 60 characters) lost four of them and seated
    a fragment ("Gabr"): the field cut the paste to a name's length before it was split."""
    names = ["Alexander", "Benjamin", "Charlotte", "Dmitry", "Elizabeth", "Frederick",
             "Gabriela", "Henrietta", "Ignatius", "Josephine"]
    d = open_dialog(qtbot, players=[])
    QGuiApplication.clipboard().setText("\n".join(names))
    press(d, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    press(d, Qt.Key.Key_Return)
    assert d.names() == names
    assert d.name_edit.text() == "" and d.name_message.text() == "10 player(s) added."


def test_the_evening_and_the_dialog_read_a_list_alike():
    assert split_names("Tom, Richard, Harry") == ["Tom", "Richard", "Harry"]
    assert split_names(" Tom\r\nRichard,,\n\n Harry \u2028Ann") == [
        "Tom", "Richard", "Harry", "Ann"]
    assert split_names("  ") == [] and split_names("Anna") == ["Anna"]
