"""Issue 23.1: a dialog that holds typed work asks before Esc throws it away (the New
game dialog's way, shared: ``ui/dialogs/keep_typed.py``): the removal's reason (a
one-line text question) and the tournament's Add players dialog, driven by keys."""

from __future__ import annotations

from typing import Any

from host_driver import answer_questions
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog, QLineEdit
from test_every_refusal import seven

from mafia_desktop.rules.classic import actions as A


def test_the_removal_reason_typed_is_not_thrown_away_by_esc(qtbot, window, monkeypatch):
    window.session.open_game(seven([A.Nominate(4, 5)]))
    QApplication.processEvents()
    seen: dict[str, Any] = {}

    def in_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        edit = dialog.findChild(QLineEdit)
        qtbot.keyClicks(edit, "left the room")
        seen["first"] = answer_questions(monkeypatch, yes=False)
        qtbot.keyClick(edit, Qt.Key.Key_Escape)  # asked; "No": the dialog stays
        seen["stays"] = dialog.isVisible() and dialog.textValue() == "left the room"
        seen["second"] = answer_questions(monkeypatch, yes=True)
        qtbot.keyClick(edit, Qt.Key.Key_Escape)  # asked; thrown away, the dialog closes

    QTimer.singleShot(0, in_the_dialog)
    qtbot.keyClick(window, Qt.Key.Key_X)  # the host removes a player...
    for ch in "7":
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{ch}"))
    qtbot.keyClick(window, Qt.Key.Key_Return)  # ...Fedor: the reason is asked
    assert len(seen["first"]) == 1 and "Throw away" in seen["first"][0]
    assert seen["stays"] and len(seen["second"]) == 1
    assert len(window.session.controller.game) == 1 and window.session.controller.state.alive[6]


def test_an_untouched_text_question_closes_without_asking(qtbot, monkeypatch):
    from mafia_desktop.ui.dialogs.keep_typed import TextQuestion
    dialog = TextQuestion(None, "Evening 1")  # opened with a text: not the host's work
    qtbot.addWidget(dialog)
    dialog.show()
    asked = answer_questions(monkeypatch, yes=False)
    qtbot.keyClick(dialog.findChild(QLineEdit), Qt.Key.Key_Escape)
    assert asked == [] and not dialog.isVisible()


def test_new_players_typed_in_the_tournament_are_kept_on_esc(qtbot, monkeypatch):
    from mafia_desktop.ui.families.sport.tournament.players_page import AddPlayersDialog
    dialog = AddPlayersDialog(["Anna", "Boris"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.new_names, "Vera")
    asked = answer_questions(monkeypatch, yes=False)
    qtbot.keyClick(dialog.new_names, Qt.Key.Key_Escape)
    assert len(asked) == 1 and dialog.isVisible()
    assert dialog.new_names.toPlainText() == "Vera"
    asked = answer_questions(monkeypatch, yes=True)
    dialog.close()  # the window's close button (not spontaneous here: the program's)
    assert asked == [] and not dialog.isVisible()
    assert dialog.result() == QDialog.DialogCode.Rejected
