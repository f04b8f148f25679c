"""The Players view: roster with games, wins and wins by role."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.rules import Role
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.players_view import ROLES, PlayersDialog, PlayersModel, PlayersView
from tests.storage.conftest import random_game, store


@pytest.fixture()
def repo(db_path: Path):
    conn = open_database(db_path)
    repo = GameRepository(conn)
    for seed in range(4):
        store(repo, random_game(seed, 8 + seed))
    yield repo
    conn.close()


def cell(view: PlayersView, row: int, col: int) -> object:
    return view.proxy.data(view.proxy.index(row, col))


def test_rows_match_the_statistics(qtbot, repo) -> None:
    view = PlayersView(repo)
    qtbot.addWidget(view)
    stats = {s.name: s for s in repo.player_stats()}
    assert view.proxy.rowCount() == len(stats) > 0
    for row in range(view.proxy.rowCount()):
        s = stats[cell(view, row, PlayersModel.NAME)]
        assert cell(view, row, PlayersModel.GAMES) == s.games
        assert cell(view, row, PlayersModel.WINS) == s.wins
        for k, role in enumerate(ROLES):
            text = cell(view, row, PlayersModel.FIXED + k)
            games = s.games_by_role.get(role, 0)
            assert text == (f"{s.wins_by_role.get(role, 0)} / {games}" if games else "")
    games = [cell(view, r, PlayersModel.GAMES) for r in range(view.proxy.rowCount())]
    assert games == sorted(games, reverse=True)


def test_headers_name_the_roles(qtbot, repo) -> None:
    model = PlayersModel(repo.player_stats())
    headers = [model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(model.columnCount())]
    assert headers[:4] == ["Player", "Games", "Wins", "Win rate"]
    assert headers[4 + ROLES.index(Role.GODFATHER)] == "Godfather"


def test_filter_and_sort(qtbot, repo) -> None:
    view = PlayersView(repo)
    qtbot.addWidget(view)
    qtbot.keyClicks(view.filter, "an")
    names = [cell(view, r, 0) for r in range(view.proxy.rowCount())]
    assert names and all("an" in n.casefold() for n in names)
    view.filter.clear()
    view.table.sortByColumn(PlayersModel.NAME, Qt.SortOrder.AscendingOrder)
    names = [cell(view, r, 0) for r in range(view.proxy.rowCount())]
    assert names == sorted(names, key=str.casefold)
    view.table.sortByColumn(PlayersModel.RATE, Qt.SortOrder.DescendingOrder)
    rates = [view.proxy.data(view.proxy.index(r, PlayersModel.RATE), Qt.ItemDataRole.UserRole)
             for r in range(view.proxy.rowCount())]
    assert rates == sorted(rates, reverse=True)


def test_empty_roster(qtbot, tmp_path) -> None:
    conn = open_database(tmp_path / "empty.sqlite3")
    view = PlayersView(GameRepository(conn))
    qtbot.addWidget(view)
    assert view.proxy.rowCount() == 0 and view.empty_label.isVisibleTo(view)
    conn.close()


def test_dialog_screenshot(qtbot, repo, tmp_path) -> None:
    dialog = PlayersDialog(repo)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.grab().save(str(tmp_path / "players.png"))
