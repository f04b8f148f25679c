"""Issue 25: the Tournament window, the table host's schedule and the standings on the
players' screen speak Russian: no English text of the .ts is left on any page."""

from __future__ import annotations

import json

from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament.schedule import ScheduleDialog, read_schedule
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import NAMES, new_tournament, play_slot, slot_names

from .walk import english_left, widget_texts


def test_the_tournament_desk_is_russian(qtbot, russian, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    repo = GameRepository(open_database(tmp_path / "t.sqlite3"))
    tours = TournamentRepository(repo)
    tid = new_tournament(tours, 20, 2, 4)
    tours.set_apart(tid, [(1, 2)])
    for s in tours.slots(tid, 1)[:3]:
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), s.game))
    first = tours.slots(tid, 1)[0]
    tours.import_log(tid, play_slot(slot_names(tours, tid, first), 77))  # a conflict
    window = MainWindow(repo, settings)
    qtbot.addWidget(window)
    desk = window.commands.show_tournament()
    texts = []
    for page in desk.pages():
        desk.tabs.setCurrentWidget(page)
        texts += widget_texts(desk)
    rounds = desk.rounds_page
    assert "Встречи двух игроков" in rounds.quality.text()
    desk.games_page.import_logs([str(tmp_path / "missing.mafia.json")])
    texts += widget_texts(desk)
    desk.tabs.setCurrentWidget(desk.standings_page)
    assert desk.standings_page.show_on_projector()
    texts += widget_texts(window.feed.projector)
    schedule = ScheduleDialog(read_schedule(json.dumps(tours.schedule(tid, 1, 1))),
                              lambda names: None, window)
    texts += widget_texts(schedule)
    texts += widget_texts(window)
    left = english_left(texts, NAMES[:20])
    assert not left, "\n".join(left)
    assert desk.tabs.tabText(3).replace("&", "") == "Таблица"
    desk.close()
    window.feed.close_window()
