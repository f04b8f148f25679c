"""Issue 14 item 3 in the Players view: each player's rating in both tabs, and for the
selected player the ratings per side, the chart of the rating's history and the games."""
from __future__ import annotations

import pytest
from PySide6.QtCharts import QAreaSeries, QLineSeries
from PySide6.QtCore import Qt

from mafia_desktop.reports.ratings import ratings_of
from mafia_desktop.ui.club.players_view import PlayersView
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, store

RED_WINS = SCENARIOS / "sport_red_wins.mafia.json"


@pytest.fixture()
def stored(repo):
    """Two classic games and the red-wins sport game (Anna, Boris, ... play both)."""
    for seed in (1, 2):
        store(repo, random_game(seed, 8))
    repo.import_log(RED_WINS.read_text("utf-8"))
    return repo


def plain(text: object) -> str:
    assert isinstance(text, str)
    return text.removeprefix("\u2068").removesuffix("\u2069")


def test_the_rating_column_of_each_tab(qtbot, stored) -> None:
    view = PlayersView(stored)
    qtbot.addWidget(view)
    ratings = ratings_of(stored)
    every = 0
    for family, (_, proxy, model) in view.tabs_by.items():  # every family's tab
        seen = 0
        for row in range(proxy.rowCount()):
            name = plain(proxy.data(proxy.index(row, model.NAME)))
            shown = proxy.data(proxy.index(row, model.RATING))
            rated = ratings.of(family, name)
            assert shown == (f"{rated.overall.ordinal:.1f}" if rated else ""), name
            seen += rated is not None
        assert seen == len(ratings.family(family))
        every += seen
    assert every >= 10  # the classic games' and the sport game's players
    sport = view.tab("sport")
    sport.table.sortByColumn(sport.model.RATING, Qt.SortOrder.DescendingOrder)
    shown = [sport.proxy.data(sport.proxy.index(r, sport.model.RATING),
                              Qt.ItemDataRole.UserRole)
             for r in range(sport.proxy.rowCount())]
    assert shown == sorted(shown, reverse=True)


def test_selecting_a_player_shows_the_chart_and_the_games(qtbot, stored) -> None:
    view = PlayersView(stored)
    qtbot.addWidget(view)
    assert view.panel.isHidden()
    sport = {p.name: p for p in stored.setup(3).players}
    name = next(n for n, p in sport.items() if p.role.team.value == "red"
                and ratings_of(stored).of("classic", n) is not None)
    assert view.select(name)  # the classic tab
    assert not view.panel.isHidden() and plain(view.panel.title.text()) == name
    rated = view.panel.player
    assert rated is not None and rated.family == "classic" and len(rated.history) >= 1
    series = view.panel.chart.series()
    assert [type(s) for s in series] == [QAreaSeries, QLineSeries, QLineSeries]
    mu = series[1]
    assert mu.count() == len(rated.history) + 1
    assert mu.at(mu.count() - 1).y() == pytest.approx(rated.overall.mu)
    assert "Rating:" in view.panel.rating_label.text()
    # The games of both families, newest first: the sport game (a red win) on top.
    games = view.panel.games
    all_games = ratings_of(stored).games_of(name)
    assert games.rowCount() == len(all_games) == len(rated.history) + 1
    top = [games.item(0, c).text() for c in range(games.columnCount())]
    assert top[1:4] == ["Sport", "Red", "Win"]
    assert float(top[4]) == pytest.approx(all_games[0].change, abs=0.01) and float(top[4]) > 0
    # The sport tab: the same player's sport rating, one game, the side red.
    view.tabs.setCurrentIndex(1)
    assert view.select(name)
    rated = view.panel.player
    assert rated is not None and rated.family == "sport" and list(rated.sides) == ["red"]
    assert "Red" in view.panel.rating_label.text()
    assert view.panel.chart.series()[1].count() == 2


@pytest.mark.parametrize("tab", [0, 1])
def test_the_names_stay_readable_beside_the_panel(qtbot, stored, tab: int) -> None:
    """Selecting a player opens the panel; the other columns (wider in Russian) never
    squeeze the Player column to "…": it keeps its names' width and the table scrolls."""
    from mafia_desktop.ui.club.players_view import PlayersDialog

    dialog = PlayersDialog(stored)
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    view.tabs.setCurrentIndex(tab)
    table, _, model = view.current_table()
    table.selectRow(0)
    table.setCurrentIndex(table.model().index(0, 0))
    qtbot.waitUntil(lambda: not view.panel.isHidden())
    qtbot.wait(50)
    assert table.columnWidth(model.NAME) >= table.sizeHintForColumn(model.NAME)
