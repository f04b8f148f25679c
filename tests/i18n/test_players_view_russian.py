"""The Players view in Russian: the longer headers never squeeze the names away (the
sport tab with a player selected showed "…" in place of every name)."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

from mafia_desktop.ui.club.players_view import PlayersDialog
from tests.conftest import SCENARIOS


def test_names_stay_readable_with_the_rating_panel_open(qtbot, russian, repo) -> None:
    repo.import_log((SCENARIOS / "sport_red_wins.mafia.json").read_text("utf-8"))
    dialog = PlayersDialog(repo)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    for tab, (table, _, model) in ((1, view.tab("sport")),):
        view.tabs.setCurrentIndex(tab)
        assert view.select("Dasha")
        QApplication.processEvents()
        assert not view.panel.isHidden()
        need = table.sizeHintForColumn(model.NAME)
        assert table.columnWidth(model.NAME) >= need, (tab, table.columnWidth(model.NAME), need)
        left = table.columnViewportPosition(model.NAME)
        assert 0 <= left and left + need <= table.viewport().width(), tab
        # the rating panel keeps its room (the last, stretching column is not counted
        # as needed width)
        assert view.panel.width() >= sum(view.splitter.sizes()) // 3 - 8, tab
