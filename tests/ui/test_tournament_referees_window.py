"""Issue 34 point 4 in the Tournament window: **Referees…** on the Rounds page, a table's
referee for the round and a game's own (which wins), typed and clicked in the real dialog;
a name the names' rule refuses (R-NAME-1) keeps the dialog open and stores nothing; the
grid shows each game's referee; in English and in Russian."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules.sport.tournament import seat_round
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament.referees_dialog import RefereesDialog
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import NAMES


@pytest.fixture()
def desk(qtbot, repo, tmp_path, qapp):  # type: ignore[no-untyped-def]
    """The Tournament window on 20 players, one round of 2 tables x 2 games stored."""
    set_language("en", qapp)
    tours = TournamentRepository(repo)
    tid = tours.create("Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:20])
    seating = seat_round(20, 2, 2, seed=1, seconds=0)
    tours.add_round(tid, "main", [(g.game, g.table, g.seats) for g in seating.table_games],
                    seed=1, quality=seating.quality.to_json())
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    d = window.commands.show_tournament()
    d.tabs.setCurrentWidget(d.rounds_page)
    d.rounds_page.refresh(tid)
    yield d, tours, tid
    d.close()
    window.feed.close_window()
    remove_translators(qapp)


def in_dialog(qtbot, page, act: Callable[[RefereesDialog], None]) -> list[str]:  # type: ignore[no-untyped-def]
    """Click **Referees…** and, once the real dialog runs, ``act`` on it; returns the
    problems it showed and its title."""
    seen: list[str] = []

    def run() -> None:
        dialog = next((w for w in page.findChildren(RefereesDialog) if w.isVisible()), None)
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        seen.append(dialog.windowTitle())
        try:
            act(dialog)
            seen.append(dialog.problem.text())
        except BaseException as e:  # raised below, once the dialog is closed
            failed.append(e)
        finally:
            if dialog.isVisible():
                qtbot.mouseClick(dialog.buttons.button(
                    QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    failed: list[BaseException] = []
    QTimer.singleShot(0, run)
    qtbot.mouseClick(page.referees_button, Qt.MouseButton.LeftButton)
    if failed:
        raise failed[0]
    return seen


def type_into(edit: QLineEdit, text: str) -> None:
    """Clear the field and type ``text`` with the keyboard (a key event a character:
    QTest's own takes ASCII only)."""
    edit.setFocus()
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    for c in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(edit, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, c))


def ok(qtbot, dialog: Any) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


def test_a_tables_referee_and_a_games_own_through_the_dialog(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    page = d.rounds_page
    page.grid.setCurrentCell(1, 0)                           # game 2 at table 1

    def act(dialog: RefereesDialog) -> None:
        type_into(dialog.table_edits[1], "Ivan Petrov")
        type_into(dialog.table_edits[2], "Анна")
        assert dialog.game_combo.currentText() == "Table 1, game 2"   # the cell chosen
        assert dialog.game_edit.placeholderText() == "the table's: Ivan Petrov"
        type_into(dialog.game_edit, "Oleg")
        ok(qtbot, dialog)
    seen = in_dialog(qtbot, page, act)
    assert seen[0] == "Referees of round 1"
    by = {(s.table, s.game): s for s in tours.slots(tid, 1)}
    assert tours.get(tid).rounds[0].referees == {1: "Ivan Petrov", 2: "Анна"}
    assert (by[1, 1].referee, by[1, 2].referee, by[2, 1].referee) == (
        "Ivan Petrov", "Oleg", "Анна")
    assert by[1, 2].own_referee == "Oleg"
    assert "Referees of round 1 stored." in d.status.text()
    assert "Referee: Oleg" in page.grid.item(1, 0).text()
    assert "Referee: Ivan Petrov" in page.grid.item(0, 0).text()

    # the game's own cleared with the keyboard: its table's counts again
    page.grid.setCurrentCell(1, 0)
    def clear(dialog: RefereesDialog) -> None:
        assert dialog.game_edit.text() == "Oleg"
        type_into(dialog.game_edit, "")
        ok(qtbot, dialog)
    in_dialog(qtbot, page, clear)
    assert tours.slot(tid, (1, 1, 2)).referee == "Ivan Petrov"
    assert "Referee: Ivan Petrov" in page.grid.item(1, 0).text()


def test_a_name_the_names_rule_refuses_keeps_the_dialog_open(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    page = d.rounds_page
    page.grid.setCurrentCell(0, 1)

    def act(dialog: RefereesDialog) -> None:
        type_into(dialog.table_edits[1], "Ivan")
        type_into(dialog.table_edits[2], "x" * 41)
        ok(qtbot, dialog)
        assert dialog.isVisible()                            # stays open
    seen = in_dialog(qtbot, page, act)
    assert "R-NAME-1" in seen[1] and seen[1].startswith("Table 2:")
    assert tours.get(tid).rounds[0].referees == {}           # nothing stored
    assert {s.referee for s in tours.slots(tid)} == {None}


def test_the_dialog_and_the_grid_in_russian(qtbot, desk, qapp) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    page = d.rounds_page
    tours.set_table_referee(tid, 1, 1, "Иван")
    set_language("ru", qapp)
    try:
        page.refresh(tid)
        assert page.referees_button.text() == "&Судьи…"
        assert "Судья: Иван" in page.grid.item(0, 0).text()
        page.grid.setCurrentCell(0, 0)

        def act(dialog: RefereesDialog) -> None:
            assert dialog.game_edit.placeholderText() == "судья стола: Иван"
            type_into(dialog.game_edit, "x" * 41)
            ok(qtbot, dialog)
        seen = in_dialog(qtbot, page, act)
        assert seen[0] == "Судьи тура 1"
        assert seen[1].startswith("Стол 1, игра 1:") and "R-NAME-1" in seen[1]
        assert "name" not in seen[1]                         # the rule's words in Russian
    finally:
        remove_translators(qapp)
    assert QApplication.activeModalWidget() is None
