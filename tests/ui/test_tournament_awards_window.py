"""Issue 34, point 7, in the organiser's window: the awards under the standings, and the
tie-break order typed (our keys or the ratings site's letters) and stored, the standings
re-sorted at once; a bad order said, nothing changed (English and Russian)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules.sport.tournament.tiebreaks import SITE_DEFAULT
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import new_tournament, play_slot, rng_seed, slot_names


@pytest.fixture()
def desk(qtbot, settings, tmp_path):  # type: ignore[no-untyped-def]
    repo = GameRepository(open_database(tmp_path / "t.sqlite3"))
    tours = TournamentRepository(repo)
    tid = new_tournament(tours, 20, 2, 4)
    for s in tours.slots(tid, 1):
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s)))
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    d = window.commands.show_tournament()
    d.tabs.setCurrentWidget(d.standings_page)
    yield d, tours, tid
    d.close()
    window.feed.close_window()


def test_awards_and_the_tie_break_order_typed(qtbot, desk) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    page = d.standings_page
    awards = tours.awards(tid)
    names = {p.number: p.name for p in tours.get(tid).players}
    text = page.awards.text()
    assert text.startswith("Awards: MVP: ")
    for a in awards:
        assert ", ".join(names[n] for n in a.numbers) in text
    assert [a.key for a in awards] == ["mvp", "best_red", "best_black", "best_sheriff",
                                       "best_don"]
    assert page.tie_words.text() == (
        "Ties are broken by: points with Ci, the sum of the host's extra points, penalty "
        "points and best-move points, wins, the sum of wins as the sheriff and wins as the "
        "don, times shot in the first night.")
    assert page.tie_breaks.currentText() == ", ".join(SITE_DEFAULT)
    # the organiser types the desk's earlier order and presses Enter
    edit = page.tie_breaks.lineEdit()
    edit.selectAll()
    qtbot.keyClicks(edit, "total, extra, wins, wins_sheriff, wins_don")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert tours.get(tid).options.tie_breaks == ("total", "extra", "wins", "wins_sheriff",
                                                 "wins_don")
    shown = [page.model.rows[r].number for r in range(len(page.model.rows))]
    assert shown == [r.number for r in tours.standings(tid)]
    assert d.status.text().startswith("Ties are broken by: points with Ci, extra points")
    # a bad order: said, nothing changes
    edit.selectAll()
    qtbot.keyClicks(edit, "total, luck")
    qtbot.mouseClick(page.tie_button, Qt.MouseButton.LeftButton)
    assert "luck" in d.status.text()
    assert tours.get(tid).options.tie_breaks[1] == "extra"
    # the ratings site's letters
    edit.selectAll()
    qtbot.keyClicks(edit, "(epg)wsk")
    qtbot.mouseClick(page.tie_button, Qt.MouseButton.LeftButton)
    assert tours.get(tid).options.tie_breaks == SITE_DEFAULT
    assert page.tie_breaks.currentText() == ", ".join(SITE_DEFAULT)


def test_awards_in_russian(qtbot, qapp, desk) -> None:  # type: ignore[no-untyped-def]
    d, tours, tid = desk
    set_language("ru", qapp)
    try:
        page = d.standings_page
        assert page.awards.text().startswith("Номинации: MVP: ")
        assert "лучший красный" in page.awards.text() and "лучший дон" in page.awards.text()
        assert page.tie_words.text().startswith("Равенство баллов решают по порядку: ")
        assert "сумма: победы шерифом и победы доном" in page.tie_words.text()
        assert page.tie_button.text().replace("&", "") == "Задать порядок"
    finally:
        remove_translators(qapp)
