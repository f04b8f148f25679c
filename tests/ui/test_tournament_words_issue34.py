"""Issue 34 point 3: the organiser's window in the window's language. The Games page's
outcomes and the status line re-worded on a language switch, plurals right ("1 file",
"1 conflict"; Russian's three forms), no command-line hint; "Assign to game…" points a
refused or conflicting log at its game (the command line's ``--slot``); the Russian
standings header is not "№ | №"; "before game" stays within the round's games."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament.rounds_page import quality_text
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import NAMES, play_slot

#: Round 1 of two tables x 3 games; games 1 and 2 of table 1 have one seating (a log of
#: either names no single game), game 3 another.
SAME = list(range(1, 11))
SEATING = [(1, 1, SAME), (1, 2, list(range(11, 21))),
           (2, 1, SAME), (2, 2, [*range(12, 21), 11]),
           (3, 1, list(range(10, 0, -1))), (3, 2, list(range(20, 10, -1)))]


@pytest.fixture()
def english(qapp: Any) -> Iterator[None]:
    """The program speaks English (its own .qm: the English plural forms)."""
    set_language("en", qapp)
    yield
    remove_translators(qapp)


@pytest.fixture()
def desk(qtbot: Any, repo: Any, tmp_path: Path, english: None) -> Iterator[Any]:
    tours = TournamentRepository(repo)
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:20])
    tours.add_round(tid, "main", SEATING, seed=1)
    w = MainWindow(repo, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    d = w.commands.show_tournament()
    d.tabs.setCurrentWidget(d.games_page)
    yield d
    d.close()
    w.feed.close_window()


def _log(tmp_path: Path, name: str, numbers: list[int], seed: int) -> str:
    path = tmp_path / name
    path.write_text(play_slot([NAMES[n - 1] for n in numbers], seed), "utf-8")
    return str(path)


def _import(qtbot: Any, desk: Any, monkeypatch: Any, paths: list[str]) -> list[str]:
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (paths, ""))
    page = desk.games_page
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    return [page.outcomes.item(i).text() for i in range(page.outcomes.count())]


def _outcomes(desk: Any) -> list[str]:
    page = desk.games_page
    return [page.outcomes.item(i).text() for i in range(page.outcomes.count())]


def _in_dialog(qtbot: Any, act: Callable[[Any], None]) -> None:
    """``act`` on the Assign dialog once it is shown (modal: exec runs its own loop)."""
    tries = [250]  # at most 5 s of looking

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if type(dialog).__name__ != "AssignDialog":  # the dialog (imported by the page)
            tries[0] -= 1
            if tries[0] > 0:
                QTimer.singleShot(20, run)
            return
        act(dialog)
    QTimer.singleShot(0, run)


def _choose_game(qtbot: Any, game: int, table: int = 1, accept: bool = True
                 ) -> Callable[[Any], None]:
    def act(dialog: Any) -> None:
        for spin, value in ((dialog.table_spin, table), (dialog.game_spin, game)):
            spin.lineEdit().selectAll()
            qtbot.keyClicks(spin.lineEdit(), str(value))
        act.seen = (dialog.slot(), dialog.differing(), dialog.verdict.text())  # type: ignore[attr-defined]
        qtbot.keyClick(dialog, Qt.Key.Key_Return if accept else Qt.Key.Key_Escape)
    return act


def test_outcomes_and_status_follow_the_language(qtbot, desk, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    counted = _log(tmp_path, "t2.mafia.json", list(range(11, 21)), 3)
    other = _log(tmp_path, "t2b.mafia.json", list(range(11, 21)), 4)  # the same game again
    several = _log(tmp_path, "same.mafia.json", SAME, 5)
    missing = str(tmp_path / "missing.mafia.json")
    outcomes = _import(qtbot, desk, monkeypatch, [counted, other, several, missing])
    assert outcomes[0] == "t2.mafia.json: counted for round 1, table 2, game 1"
    assert "a conflict: round 1, table 2, game 1" in outcomes[1]
    assert "several games have this seating (1/1/1, 1/1/2)" in outcomes[2]
    assert "No such file or directory" in outcomes[3]
    joined = "\n".join(outcomes)
    assert "--slot" not in joined and "ROUND/TABLE/GAME" not in joined
    assert desk.status.text() == ("4 files: 1 counted, 0 duplicates, 1 conflict, "
                                  "2 refused.")
    set_language("ru", QApplication.instance())
    ru = _outcomes(desk)
    assert ru[0] == "t2.mafia.json: засчитан: тур 1, стол 2, игра 1"
    assert "засчитан другой журнал" in ru[1]
    assert "«Указать игру…»" in ru[2] and "такого файла или папки нет" in ru[3]
    assert desk.status.text() == "4 файла: 1 засчитан, 0 повторов, 1 конфликт, 2 отклонено."
    assert desk.games_page.import_button.text() == "&Загрузить журналы игр…"
    assert desk.games_page.assign_button.text() == "&Указать игру…"
    set_language("en", QApplication.instance())
    assert _outcomes(desk) == outcomes
    assert desk.status.text().startswith("4 files: 1 counted")


def test_a_refusal_on_the_status_line_follows_the_language(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    page = desk.games_page
    page.desk.problem(ValueError("there is no round 4"))
    assert desk.status.text() == "Not done: there is no round 4"
    set_language("ru", QApplication.instance())
    assert desk.status.text() == "Не сделано: тура 4 нет"
    qtbot.mouseClick(desk.rounds_page.substitute_button, Qt.MouseButton.LeftButton)  # off
    desk.rounds_page.substitute()                       # no game chosen in the grid
    assert desk.status.text() == "Не сделано: сначала выберите игру в сетке"
    set_language("en", QApplication.instance())
    assert desk.status.text() == "Not done: choose a game in the grid first"


def test_assign_a_log_to_its_game(qtbot, desk, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    tours, tid = desk.tours, desk.tournament_id()
    first = _log(tmp_path, "first.mafia.json", SAME, 7)
    second = _log(tmp_path, "second.mafia.json", SAME, 8)
    page = desk.games_page
    _import(qtbot, desk, monkeypatch, [first])
    assert page.files[0].status == "refused" and page.assign_button.isEnabled()
    # a wrong game first: its seating differs, the dialog says where; the storage refuses
    act = _choose_game(qtbot, 3)
    _in_dialog(qtbot, act)
    qtbot.mouseClick(page.assign_button, Qt.MouseButton.LeftButton)
    slot, differ, verdict = act.seen  # type: ignore[attr-defined]
    assert slot == (1, 1, 3) and differ == list(range(1, 11))
    assert verdict.startswith("Seats that differ: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10. The log")
    assert desk.status.text() == ("Not done: round 1, table 1, game 3: the log's players "
                                  "are not that game's seating")
    assert tours.slot(tid, (1, 1, 3)).game_id is None
    # game 2: counted there, said so, and the file is no longer offered
    _in_dialog(qtbot, _choose_game(qtbot, 2))
    qtbot.mouseClick(page.assign_button, Qt.MouseButton.LeftButton)
    assert tours.slot(tid, (1, 1, 2)).game_id is not None
    assert _outcomes(desk) == ["first.mafia.json: counted for round 1, table 1, game 2"]
    assert desk.status.text() == _outcomes(desk)[0]
    assert not page.assign_button.isEnabled()
    rows = [[page.counted.item(r, c).text() for c in range(4)]
            for r in range(page.counted.rowCount())]
    assert ["1", "1", "2", str(tours.slot(tid, (1, 1, 2)).game_id)] in rows
    # another log of that seating pointed at game 2: a conflict; then pointed at game 1
    _import(qtbot, desk, monkeypatch, [second])
    _in_dialog(qtbot, _choose_game(qtbot, 2))
    qtbot.mouseClick(page.assign_button, Qt.MouseButton.LeftButton)
    assert page.files[0].status == "conflict" and len(tours.conflicts(tid)) == 1
    assert page.conflicts.rowCount() == 1 and page.assign_button.isEnabled()
    _in_dialog(qtbot, _choose_game(qtbot, 1))
    qtbot.mouseClick(page.assign_button, Qt.MouseButton.LeftButton)
    assert _outcomes(desk) == ["second.mafia.json: counted for round 1, table 1, game 1"]
    assert tours.conflicts(tid) == [] and page.conflicts.rowCount() == 0
    assert tours.slot(tid, (1, 1, 1)).game_id != tours.slot(tid, (1, 1, 2)).game_id


def test_assign_cancelled_changes_nothing(qtbot, desk, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _import(qtbot, desk, monkeypatch, [_log(tmp_path, "x.mafia.json", SAME, 9)])
    set_language("ru", QApplication.instance())
    act = _choose_game(qtbot, 1, accept=False)
    _in_dialog(qtbot, act)
    qtbot.mouseClick(desk.games_page.assign_button, Qt.MouseButton.LeftButton)
    assert act.seen[2] == "Игроки журнала совпадают с рассадкой этой игры."  # type: ignore[attr-defined]
    assert all(s.game_id is None for s in desk.tours.slots(desk.tournament_id()))
    assert "нескольких игр" in _outcomes(desk)[0]


def test_plurals_and_the_standings_header(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    figures = {"seats": {"per_seat": [], "spread": 0, "balanced": True},
               "meetings": {"min": 1, "max": 3, "ideal": 2, "goal": [1, 4]},
               "apart": {"met": [{"players": [1, 2], "times": 1},
                                 {"players": [3, 4], "times": 2}]}}
    names = {1: "Anna", 2: "Boris", 3: "Vera", 4: "Gleb"}
    text = quality_text(figures, names)
    assert "(1 time, T-APART-4)" in text and "(2 times, T-APART-4)" in text
    combo = desk.rounds_page.round_combo
    desk.tabs.setCurrentWidget(desk.rounds_page)
    assert combo.itemText(0) == "Round 1: Main round, 2 tables × 3 games"
    set_language("ru", QApplication.instance())
    text = quality_text(figures, names)
    assert "(1 раз, T-APART-4)" in text and "(2 раза, T-APART-4)" in text
    assert combo.itemText(0) == "Тур 1: Основной этап, 2 стола × 3 игры"
    desk.tabs.setCurrentWidget(desk.standings_page)
    model = desk.standings_page.model
    heads = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2)]
    assert heads == ["Место", "№"]


def test_before_game_stays_within_the_round(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    tours, tid = desk.tours, desk.tournament_id()
    tours.add_round(tid, "final", [(g, 1, SAME) for g in (1, 2)], seed=2)
    page = desk.standings_page
    desk.tabs.setCurrentWidget(page)
    assert page.before.maximum() == 2                  # overall: the last round's games
    page.round_combo.setCurrentIndex(page.round_combo.findData(1))
    assert page.before.maximum() == 3
    page.before.setValue(3)
    page.round_combo.setCurrentIndex(page.round_combo.findData(2))
    assert page.before.value() == 2 and not desk.status.text().startswith("Not done")


def test_the_seatings_refusal_has_no_plural_brackets(english) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.i18n.tournament_words import tournament_problem
    message = "1 table(s) need at least 10 players (ten a table), got 7"
    assert tournament_problem(message) == ("too few players for 1 × 10 seats: at least 10 "
                                           "needed, got 7")
    set_language("ru", QApplication.instance())
    assert tournament_problem(message) == ("столам (1) нужно не меньше 10 игроков (по десять "
                                           "за стол), есть 7")


def test_a_schedule_that_cannot_be_written_is_said_in_russian(qtbot, desk, tmp_path) -> None:  # type: ignore[no-untyped-def]
    blocker = tmp_path / "usb"
    blocker.write_text("a file where the folder should be")
    desk.tabs.setCurrentWidget(desk.rounds_page)
    set_language("ru", QApplication.instance())
    assert desk.rounds_page.export_schedules(str(blocker)) == []
    said = desk.status.text()
    assert said.startswith("Не сделано: не удаётся записать ") and said.endswith("это не папка")
    assert "Errno" not in said
