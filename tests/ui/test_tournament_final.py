"""Issue 34 point 1 in the Tournament window, driven by clicks and keys: a tournament
"main round + final" (FIIM's usual shape) of 20 players; the main round of every player,
played; the Rounds page then offers the final as planned (the top 10 after round 1, one
table, no Ci); a tie at the cut is the organiser's to decide; the final is seated with its
10 only, every game; the standings of the final and overall; the words re-said in
Russian on a language switch."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament import players_page, round_players
from mafia_desktop.ui.families.sport.tournament import window as window_module
from tests.tournament.helpers import play_slot, rng_seed, slot_names
from tests.ui.test_tournament_window import PLAYERS, click, host, tab, type_into  # noqa: F401


def _new(qtbot, host, monkeypatch):  # type: ignore[no-untyped-def]  # noqa: F811
    host.menus.tournament_action.trigger()
    desk = host.commands.tournament_window

    def fill_in(dialog: Any) -> int:  # the dialog as the organiser fills it
        dialog.name_edit.setText("Winter Cup")
        dialog.shape.setCurrentIndex(dialog.shape.findData("main_final"))
        return 1
    monkeypatch.setattr(window_module.NewTournamentDialog, "exec", fill_in)
    click(qtbot, desk.new_button)

    def type_names(dialog: Any) -> int:
        dialog.new_names.setPlainText("\n".join(PLAYERS))
        return 1
    monkeypatch.setattr(players_page.AddPlayersDialog, "exec", type_names)
    tab(qtbot, desk, desk.players_page)
    click(qtbot, desk.players_page.add_button)
    return desk, desk.tournament_id()


def _seat(qtbot, page) -> None:  # type: ignore[no-untyped-def]
    type_into(qtbot, page.seconds, "0.2")
    click(qtbot, page.seat_button)
    qtbot.waitUntil(lambda: page.preview is not None, timeout=120_000)


def test_a_final_of_the_top_ten_seated_with_them_only(qtbot, host, repo, monkeypatch,  # noqa: F811
                                                      qapp) -> None:  # type: ignore[no-untyped-def]
    desk, tid = _new(qtbot, host, monkeypatch)
    tours = TournamentRepository(repo)
    assert [r.stage for r in tours.get(tid).plan] == ["main", "final"]
    page = desk.rounds_page
    tab(qtbot, desk, page)
    choice = page.players_choice
    assert choice.choice() == "all" and page.tables.value() == 2 and page.games.value() == 10
    type_into(qtbot, page.games, "1")
    _seat(qtbot, page)
    click(qtbot, page.store_button)
    for s in tours.slots(tid, 1):  # the tables' logs come back
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s) + 3))
    tab(qtbot, desk, desk.games_page)
    tab(qtbot, desk, page)
    # the plan's next round: the final, the top 10 after round 1, one table, no Ci
    assert page.stage.currentData() == "final" and page.tables.value() == 1
    assert choice.choice() == "top" and choice.top.value() == 10
    assert choice.after.currentData() == 1 and not page.ci.isChecked()
    cut = tours.cut(tid, 10, 1)
    assert cut.tied, "the seeds give a tie at the cut"   # the case this test is about
    type_into(qtbot, page.games, "3")
    asked: list[str] = []

    def cancel(dialog: Any) -> int:  # the organiser looks, and cancels
        asked.append(dialog.label.text())
        return 0
    monkeypatch.setattr(round_players.TieDialog, "exec", cancel)
    click(qtbot, page.seat_button)
    assert page.preview is None and not page.job.running()
    assert "the tie at the cut waits for your choice" in desk.status.text()
    assert f"share place {cut.place}" in asked[0] and f"tick the {cut.seats}" in asked[0]

    def tick(dialog: Any) -> int:  # OK only once exactly the seats left are ticked
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert not ok.isEnabled()
        for i in range(dialog.list.count()):
            item = dialog.list.item(i)
            if len(dialog.ticked()) < cut.seats:
                item.setCheckState(Qt.CheckState.Checked)
        assert ok.isEnabled()
        return 1
    monkeypatch.setattr(round_players.TieDialog, "exec", tick)
    _seat(qtbot, page)
    finalists = set(cut.through) | set(cut.tied[:cut.seats])
    names = {tours.get(tid).players[n - 1].name for n in finalists}
    assert page.grid.columnCount() == 1 and page.grid.rowCount() == 3
    for row in range(3):
        cell = page.grid.item(row, 0).text().splitlines()[1:]
        assert {line.split(". ", 1)[1] for line in cell} == names
    assert "10 players" in page.quality.text()
    click(qtbot, page.store_button)
    final = tours.get(tid).rounds[1]
    assert (final.stage, final.participants, final.ci) == ("final", tuple(sorted(finalists)),
                                                           False)
    assert final.chosen == {"top": 10, "after": 1, "took": sorted(cut.tied[:cut.seats])}
    assert "the top 10 after round 1" in page.quality.text()
    for s in tours.slots(tid, 2):
        assert set(s.seats) == finalists
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s)))
    # the standings: the final alone, and overall with the finalists first
    sp = desk.standings_page
    tab(qtbot, desk, sp)
    sp.round_combo.setCurrentIndex(sp.round_combo.findData(2))
    assert {r.number for r in sp.model.rows} == finalists
    assert "Round 2 alone: its 10 players" in sp.note.text()
    sp.round_combo.setCurrentIndex(0)
    assert {r.number for r in sp.model.rows[:10]} == finalists
    assert [r.number for r in sp.model.rows] == [
        r.number for r in tours.standings(tid)]
    assert "last round's players first" in sp.note.text()
    # a language switch re-words the page and the new round's choice
    try:
        set_language("ru", qapp)
        assert sp.note.text().startswith("Общий зачёт: сначала игроки последнего тура")
        sp.round_combo.setCurrentIndex(sp.round_combo.findData(2))
        assert sp.note.text().startswith("Тур 2 отдельно: его игроки (10)")
        tab(qtbot, desk, page)
        assert choice.mode.itemText(1) == "лучшие N после тура"
        assert "лучшие 10 после тура 1" in page.quality.text()
        assert page.totals.itemText(0) == "к баллам прошлого тура"
    finally:
        remove_translators(qapp)
