"""Issue 34, point 5, in the organiser's window: a file is taken whole or not at all and
each game's fate is listed; a refused file is never counted as imported (English and
Russian)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport import Bonus
from mafia_desktop.rules.sport.tournament.exchange import game_to_mafiaratings
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import new_tournament, play_slot, rng_seed, slot_names


def _files(tours: TournamentRepository, tid: int, folder: Any) -> list[str]:
    """Three files: three records with the second's winner flipped; a good log; a log
    whose player 1 got eleven bonuses."""
    slots = tours.slots(tid, 1)
    texts = [play_slot(slot_names(tours, tid, s), rng_seed(s)) for s in slots[:5]]
    records = [game_to_mafiaratings(log_format.load_game(t)) for t in texts[:3]]
    records[1]["winner"] = {"civ": "maf", "maf": "civ", "tie": "maf"}[records[1]["winner"]]
    setup, actions = log_format.read_log(texts[4])
    paths = [folder / "records.json", folder / "good.mafia.json", folder / "absurd.mafia.json"]
    paths[0].write_text(json.dumps(records), "utf-8")
    paths[1].write_text(texts[3], "utf-8")
    paths[2].write_text(log_format.dumps(setup, [*actions, *[Bonus(1, 0.05, None)] * 11]),
                        "utf-8")
    return [str(p) for p in paths]


@pytest.fixture()
def desk(qtbot, settings, tmp_path):  # type: ignore[no-untyped-def]
    repo = GameRepository(open_database(tmp_path / "t.sqlite3"))
    tours = TournamentRepository(repo)
    tid = new_tournament(tours, 20, 2, 4)
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    d = window.commands.show_tournament()
    yield d, tours, tid, _files(tours, tid, tmp_path)
    d.close()
    window.feed.close_window()


def test_each_games_fate_is_listed_and_a_refused_file_counts_nothing(  # type: ignore[no-untyped-def]
        qtbot, english, desk, monkeypatch) -> None:
    d, tours, tid, paths = desk
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (paths, ""))
    page = d.games_page
    d.tabs.setCurrentWidget(page)
    qtbot.mouseClick(page.import_button, Qt.MouseButton.LeftButton)
    # one entry a file (the organiser chooses a file to assign), its games on lines of
    # their own under its first line
    items = [page.outcomes.item(i).text() for i in range(page.outcomes.count())]
    assert len(items) == 3
    lines = [line for item in items for line in item.split("\n")]
    assert lines[0] == "records.json: refused whole, none of its 3 games counts:"
    assert lines[1].strip().startswith("game 1 of the file: not taken")
    assert lines[2].strip().startswith("game 2 of the file: refused: the result record "
                                       "cannot be read: winner:")
    assert "contradicts the record's own departures" in lines[2] and "(S-WIN-" in lines[2]
    assert lines[3].strip().startswith("game 3 of the file: not taken")
    assert lines[4] == "good.mafia.json: counted for round 1, table 2, game 2"
    assert lines[5].startswith("absurd.mafia.json: refused: seat 1 has too many extra "
                               "points in one game: 11 bonuses, at most 10 (T-IMPORT-3)")
    assert len(lines) == 6
    assert all(page.outcomes.item(i).foreground().color() == Qt.GlobalColor.darkRed
               for i in (0, 2))
    assert page.outcomes.item(1).foreground().color() != Qt.GlobalColor.darkRed
    assert "3 files: 1 counted, 0 duplicates, 0 conflicts, 2 refused." in d.status.text()
    counted = [s for s in tours.slots(tid) if s.game_id is not None or s.record]
    assert [(s.table, s.game) for s in counted] == [(2, 2)]
    results = [page.counted.item(r, 4).text() for r in range(page.counted.rowCount())]
    assert sum(1 for r in results if r != "not played yet") == 1


@pytest.fixture()
def english(qapp):  # type: ignore[no-untyped-def]
    """English as the program runs it (its English plural forms installed)."""
    set_language("en", qapp)
    yield
    remove_translators(qapp)


@pytest.fixture()
def russian(qapp):  # type: ignore[no-untyped-def]
    """The program speaks Russian during the test; English source again afterwards."""
    set_language("ru", qapp)
    yield
    remove_translators(qapp)


def test_the_fates_are_russian(qtbot, russian, desk) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid, paths = desk
    page = d.games_page
    assert page.import_logs(paths) == ["refused", "imported", "refused"]
    items = [page.outcomes.item(i).text() for i in range(page.outcomes.count())]
    lines = [line for item in items for line in item.split("\n")]
    assert lines[0] == "records.json: файл не принят целиком, ни одна из 3 игр не засчитана:"
    assert "не принята (она в порядке; файл отклонён из-за другой игры)" in lines[1]
    assert "противоречит выбываниям в самой записи" in lines[2]
    assert "у места 1 слишком много дополнительных баллов за одну игру" in lines[5]
    assert "(T-IMPORT-3)" in lines[5]
