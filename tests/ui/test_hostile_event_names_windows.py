"""Issue 35.1 in the windows: an evening's or a tournament's name is refused at entry
with the reason in the window's language (the names' rule, R-NAME-1), and a name never
widens a window. Driven as the host does it: "New evening…" and "New tournament…"
clicked, the name typed or pasted, OK clicked. A name an older version stored (150 and
5,000,000 characters, a direction control) is shown elided with the whole name in the
tooltip: after the Evening page the host window still fits a 1366x768 screen (it was
1,567 px wide for the rest of the session); the Tournament window opens (it crashed,
SIGSEGV, with 5,000,000 characters) within the screen. (The storage, the command line
and the schedule: ``tests/test_hostile_event_names.py``.)"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QLineEdit, QMessageBox

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.plain import ElidedLabel
from tests.test_hostile_event_names import HOSTILE, SAYS, schedule_text

#: The laptop the host window must fit.
SCREEN_W, SCREEN_H = 1366, 768
#: Names an older version could store: too long, and with a direction control.
STORED = {"150 characters": "Вечер у Анны " * 11 + "end",
          "5,000,000 characters": "W" * 5_000_000,
          "a right-to-left override": "Friday \u202eevil night"}
#: The refusal's words in Russian (R-NAME-1) for each language.
WORDS = {"en": ("an evening's name", "a tournament's name", "at most 80 characters"),
         "ru": ("название вечера", "название турнира", "не больше 80 знаков")}


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture()
def laptop(window: Any) -> Iterator[Any]:
    """The host window at 1366x768."""
    window.resize(SCREEN_W, SCREEN_H)
    settle()
    yield window
    remove_translators()  # the application as it was found: English source words
    if window.commands.tournament_window is not None:
        window.commands.tournament_window.close()


def fits(window: Any) -> None:
    """The host window (and what it asks for at least) fits the laptop's screen."""
    settle()
    assert window.width() <= SCREEN_W and window.minimumSizeHint().width() <= SCREEN_W, \
        (window.width(), window.minimumSizeHint().width())


def stored_by_an_older_version(repo: Any, table: str, row_id: int, name: str) -> None:
    repo.conn.execute(f"UPDATE {table} SET name = ? WHERE id = ?", (name, row_id))
    repo.conn.commit()


def when_asked(act: Callable[[Any], None]) -> list[str]:
    """Run ``act(dialog)`` on the modal dialog the next click opens; returns the faults
    (an exception in ``act`` would be lost inside the dialog's event loop)."""
    faults: list[str] = []

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        try:
            assert dialog is not None, "no dialog was opened"
            act(dialog)
        except BaseException as e:  # said by the test after the dialog closed
            faults.append(repr(e))
            if dialog is not None:
                dialog.done(0)
    QTimer.singleShot(0, run)
    return faults


def click_ok(dialog: Any) -> None:
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def enter_text(line: QLineEdit, text: str) -> None:
    """Type a short plain (ASCII) text; paste any other (as a host pastes a name from a
    list), with the keys (QTest types ASCII only)."""
    line.selectAll()
    if len(text) < 200 and text.isascii() and text.isprintable():
        QTest.keyClicks(line, text)
        return
    QGuiApplication.clipboard().setText(text)
    QTest.keySequence(line, QKeySequence.StandardKey.Paste)


# -- an evening ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("what", ["150 characters", "5,000,000 characters",
                                  "a right-to-left override", "a bell"])
def test_a_hostile_evening_name_is_refused_at_entry(laptop, repo, lang: str, what: str) -> None:
    laptop.commands.set_language(lang)
    page = laptop.commands.show_evening()
    evenings = EveningRepository(repo)
    said: list[str] = []

    def answer(dialog: Any) -> None:
        line = dialog.findChild(QLineEdit)
        enter_text(line, HOSTILE[what])
        click_ok(dialog)  # refused: said under the question, the dialog stays open
        assert dialog.isVisible() and evenings.list_evenings() == []
        said.append(next(lab.text() for lab in dialog.findChildren(QLabel)
                         if "R-NAME-1" in lab.text()))
        line.clear()
        QTest.keyClicks(line, "Friday night")
        click_ok(dialog)
    faults = when_asked(answer)
    QTest.mouseClick(page.new_button, Qt.MouseButton.LeftButton)  # "New evening…"
    assert faults == []
    evening_word, _, too_long = WORDS[lang]
    assert evening_word in said[0] and said[0].endswith("(R-NAME-1)"), said
    if what.endswith("characters"):
        assert too_long in said[0], said
    else:
        assert SAYS[what] in said[0], said
    assert [e.name for e in evenings.list_evenings()] == ["Friday night"]
    fits(laptop)


@pytest.mark.parametrize("what", list(STORED))
def test_a_long_stored_evening_name_never_widens_the_host_window(laptop, repo,
                                                                  what: str) -> None:
    evenings = EveningRepository(repo)
    evening = evenings.create("Friday", ["Anna", "Boris"])
    stored_by_an_older_version(repo, "evenings", evening, STORED[what])
    fits(laptop)
    laptop.menus.evening_action.trigger()  # Evening → the Evening page
    page = laptop.commands.evening_page
    assert page.isVisible() and page.evening_id() == evening
    fits(laptop)
    combo = page.evening_combo
    shown = evenings.get(evening).name  # as read: at most 80 characters
    assert len(shown) <= 80 and "\u202e" not in shown
    assert combo.itemData(0, Qt.ItemDataRole.ToolTipRole).startswith(shown)  # the whole name
    assert combo.width() <= SCREEN_W // 2 + 300
    # a damaged record's message quoting the name: elided, never wider
    page.status_label.setText("This evening's record is damaged: " + "x" * 400)
    fits(laptop)
    assert isinstance(page.status_label, ElidedLabel)
    assert page.status_label.shown_text().endswith("…") and page.status_label.toolTip()
    laptop.commands.leave_evening()  # the rest of the session: the timer and panel in sight
    fits(laptop)


# -- a tournament ------------------------------------------------------------------------

@pytest.mark.parametrize("what", list(STORED))
def test_the_tournament_window_opens_with_a_long_stored_name(laptop, repo, what: str) -> None:
    tours = TournamentRepository(repo)
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    stored_by_an_older_version(repo, "tournaments", tid, STORED[what])
    laptop.menus.tournament_action.trigger()  # crashed the program (SIGSEGV) at 5,000,000
    desk = laptop.commands.tournament_window
    assert desk is not None and desk.isVisible() and desk.tournament_id() == tid
    settle()
    screen = desk.screen().availableSize()
    assert desk.width() <= max(SCREEN_W, screen.width())
    assert desk.minimumSizeHint().width() <= SCREEN_W
    assert len(desk.combo.itemText(0)) < 120
    for page in range(desk.tabs.count()):  # every page reads the tournament
        desk.tabs.setCurrentIndex(page)
        settle()
    assert desk.minimumSizeHint().width() <= SCREEN_W
    fits(laptop)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("what", ["150 characters", "5,000,000 characters",
                                  "a direction isolate"])
def test_a_hostile_tournament_name_is_refused_in_its_dialog(laptop, repo, lang: str,
                                                            what: str) -> None:
    laptop.commands.set_language(lang)
    laptop.menus.tournament_action.trigger()
    desk = laptop.commands.tournament_window
    said: list[str] = []

    def answer(dialog: Any) -> None:
        enter_text(dialog.name_edit, HOSTILE[what])
        click_ok(dialog)  # refused in the dialog: it stays open with the reason
        assert dialog.isVisible() and dialog.refusal.isVisible()
        said.append(dialog.refusal.text())
        assert dialog.minimumSizeHint().width() <= SCREEN_W
        dialog.name_edit.clear()
        QTest.keyClicks(dialog.name_edit, "Autumn Cup")
        assert not dialog.refusal.isVisible()  # typing again clears the reason
        click_ok(dialog)
    faults = when_asked(answer)
    QTest.mouseClick(desk.new_button, Qt.MouseButton.LeftButton)  # "New tournament…"
    assert faults == []
    _, tournament_word, too_long = WORDS[lang]
    assert tournament_word in said[0] and said[0].endswith("(R-NAME-1)"), said
    assert (too_long if what.endswith("characters") else SAYS[what]) in said[0], said
    assert [t["name"] for t in TournamentRepository(repo).list_tournaments()] == ["Autumn Cup"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_schedule_with_a_hostile_name_is_refused_in_the_windows_language(
        laptop, tmp_path, lang: str) -> None:
    laptop.commands.set_language(lang)
    path = tmp_path / "bad.schedule.json"
    path.write_text(schedule_text(tournament=HOSTILE["150 characters"]), "utf-8")
    assert laptop.commands.open_schedule(str(path)) is None
    box = next(b for b in laptop.findChildren(QMessageBox)
               if b.objectName() == "scheduleRefused" and b.isVisible())
    assert WORDS[lang][1] in box.text() and WORDS[lang][2] in box.text(), box.text()
    assert "R-NAME-1" in box.text() and box.minimumSizeHint().width() <= SCREEN_W
    box.close()
