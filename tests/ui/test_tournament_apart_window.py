"""Issue 34 point 2 in the Tournament window: a substitution beside a player kept apart is
asked about first (T-APART-5), the figures say why pairs cannot be kept apart and how the
tables and sit-outs are shared, and the shape says each player's games (T-SHAPE-1); in
English and in Russian."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules.sport.tournament import seat_round
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament import round_dialogs
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import NAMES


@pytest.fixture()
def desk(qtbot, repo, tmp_path, qapp):  # type: ignore[no-untyped-def]
    """The Tournament window on 11 players (one table, one sits out each game), player 1
    kept apart from player 2 and from the reserve, one round of 2 games stored; in
    English as the program shows it (its English plural forms installed)."""
    set_language("en", qapp)
    tours = TournamentRepository(repo)
    tid = tours.create("Cup", __import__("datetime").date(2026, 11, 28))
    tours.add_players(tid, NAMES[:11])
    seating = seat_round(11, 1, 2, seed=1, seconds=0)
    tours.add_round(tid, "main", [(g.game, g.table, g.seats) for g in seating.table_games],
                    seed=1, quality=seating.quality.to_json())
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    d = window.commands.show_tournament()
    yield d, tours, tid
    d.close()
    window.feed.close_window()
    remove_translators(qapp)


def answer(monkeypatch, yes: bool) -> list[str]:  # type: ignore[no-untyped-def]
    """The question box answered ``yes`` or No; returns its texts."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        button = QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No
        box.button(button).click()
        return int(button.value)
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def test_a_substitution_beside_a_player_kept_apart_is_asked_first(
        qtbot, desk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    slot = tours.slot(tid, (1, 1, 1))
    reserve = ({*range(1, 12)} - set(slot.seats)).pop()       # sits out game 1
    partner = slot.seats[0]
    tours.set_apart(tid, [(min(partner, reserve), max(partner, reserve))])
    page = d.rounds_page
    d.tabs.setCurrentWidget(page)
    page.refresh(tid)
    page.grid.setCurrentCell(0, 0)

    def choose(dialog: Any) -> int:  # the reserve into seat 5
        dialog.combos[0].setCurrentIndex(4)
        dialog.combos[1].setCurrentIndex(dialog.combos[1].findData(reserve))
        return 1
    monkeypatch.setattr(round_dialogs.SubstituteDialog, "exec", choose)
    asked = answer(monkeypatch, yes=False)
    qtbot.mouseClick(page.substitute_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "T-APART-5" in asked[0]
    assert NAMES[reserve - 1] in asked[0] and NAMES[partner - 1] in asked[0]
    assert tours.slot(tid, (1, 1, 1)).seats == slot.seats          # nothing changed
    assert "stays apart" in d.status.text()

    asked = answer(monkeypatch, yes=True)
    qtbot.mouseClick(page.substitute_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and tours.slot(tid, (1, 1, 1)).seats[4] == reserve
    assert "kept apart from them" in d.status.text()
    # the figures name the pair that meets now, with the rule
    assert "(1 time, T-APART-4)" in page.quality.text()


def test_no_question_when_nobody_kept_apart_is_at_the_table(
        qtbot, desk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    slot = tours.slot(tid, (1, 1, 1))
    reserve = ({*range(1, 12)} - set(slot.seats)).pop()
    page = d.rounds_page
    d.tabs.setCurrentWidget(page)
    page.grid.setCurrentCell(0, 0)
    asked = answer(monkeypatch, yes=False)
    assert page.substitute(5, reserve)
    assert asked == [] and tours.slot(tid, (1, 1, 1)).seats[4] == reserve


def test_the_figures_and_the_shape_in_english_and_russian(qtbot, desk, qapp) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    page = d.rounds_page
    d.tabs.setCurrentWidget(page)
    # player 1 kept apart from 2 with one table: they meet whenever both play
    tours.set_apart(tid, [(1, 2)])
    page.refresh(tid)
    text = page.quality.text()
    assert "Sit-outs: 0–1 a player, in turn (T-SIT-1)" in text
    assert "Tables: at most 2 games of a player at one table" in text
    page.tables.setValue(1)
    page.games.setValue(11)
    assert page.games_each.text() == "Each player plays 10 games."
    page.games.setValue(3)
    assert "not all the same (T-SHAPE-1)" in page.games_each.text()
    assert "with 11 games a table" in page.games_each.text()
    set_language("ru", qapp)
    try:
        assert "(T-SHAPE-1)" in page.games_each.text()
        assert "Players play" not in page.games_each.text()
        page.refresh(tid)
        assert "Sit-outs" not in page.quality.text() and "T-SIT-1" in page.quality.text()
    finally:
        remove_translators(qapp)
