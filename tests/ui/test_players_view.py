"""The Players view: roster with games, wins and wins by role."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.i18n.fill import FSI, PDI
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import Role, deal_roles, make_setup, ruleset_from
from mafia_desktop.rules.classic.random_player import RandomPlayer
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.club.players_view import PlayersDialog, PlayersModel, PlayersView
from tests.storage.conftest import random_game, store


@pytest.fixture()
def repo(repo: GameRepository) -> GameRepository:
    """The shared repository (tests/support) with four random games stored."""
    for seed in range(4):
        store(repo, random_game(seed, 8 + seed))
    return repo


def cell(view: PlayersView, row: int, col: int) -> object:
    return view.proxy.data(view.proxy.index(row, col))


def name(view: PlayersView, row: int) -> str:
    """The name shown in ``row``, without its direction isolates (U+2068 ... U+2069)."""
    text = cell(view, row, PlayersModel.NAME)
    assert isinstance(text, str) and text.startswith(FSI) and text.endswith(PDI)
    return text[1:-1]


def test_rows_match_the_statistics(qtbot, repo) -> None:
    view = PlayersView(repo)
    qtbot.addWidget(view)
    stats = {s.name: s for s in repo.player_stats()}
    assert view.proxy.rowCount() == len(stats) > 0
    for row in range(view.proxy.rowCount()):
        s = stats[name(view, row)]
        assert cell(view, row, PlayersModel.GAMES) == s.games
        assert cell(view, row, PlayersModel.WINS) == s.wins
        for k, role in enumerate(view.model.keys):
            text = cell(view, row, view.model.FIXED + k)
            games = s.games_by_role.get(role, 0)
            assert text == (f"{s.wins_by_role.get(role, 0)} / {games}" if games else "")
    games = [cell(view, r, PlayersModel.GAMES) for r in range(view.proxy.rowCount())]
    assert games == sorted(games, reverse=True)


def test_headers_name_the_roles(qtbot, repo) -> None:
    model = PlayersModel(repo.player_stats())
    headers = [model.headerData(c, Qt.Orientation.Horizontal)
               for c in range(model.columnCount())]
    assert headers[:5] == ["Player", "Games", "Wins", "Win rate", "Rating"]
    assert headers[model.FIXED + model.keys.index(Role.GODFATHER.value)] == "Godfather"


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


def test_games_that_cannot_be_read_are_shown_as_damaged(qtbot, repo, db_path) -> None:
    """Issue 17: a game whose record cannot be read is not counted, and the view says so
    (a count per player and a line under the table), instead of silently less."""
    view = PlayersView(repo)
    qtbot.addWidget(view)
    assert not view.damaged_label.isVisibleTo(view)
    finished = repo.conn.execute(
        "SELECT min(id) FROM games WHERE ended_at IS NOT NULL").fetchone()[0]
    players = {r[0] for r in repo.conn.execute(
        "SELECT name FROM game_players WHERE game_id = ?", (finished,))}
    repo.conn.execute("UPDATE games SET winners = 'garbage' WHERE id = ?", (finished,))
    view.refresh()
    stats = {s.name: s for s in repo.player_stats()}
    shown = {name(view, row): row for row in range(view.proxy.rowCount())}
    for player in players:
        s = stats[player]
        assert s.damaged == 1
        row = shown[player]
        assert cell(view, row, PlayersModel.GAMES) == f"{s.games} (+1 damaged)"
        tip = view.proxy.data(view.proxy.index(row, PlayersModel.GAMES),
                              Qt.ItemDataRole.ToolTipRole)
        assert "1 damaged game not counted" in tip
    assert view.damaged_label.isVisibleTo(view)
    assert view.damaged_label.text().startswith("Some games cannot be read")
    assert f"not counted for {len(players)} players" in view.damaged_label.text()


def test_a_right_to_left_name_is_isolated_in_its_cells(qtbot, tmp_path) -> None:
    """A Hebrew name, and one with an unterminated right-to-left override as an old
    roster may hold, are direction-isolated in the table and its tooltips."""
    conn = open_database(tmp_path / "rtl.sqlite3")
    repo = GameRepository(conn)
    names = ["דנה", "Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya"]
    roles = deal_roles({Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.CIVILIAN: 6}, seed=3)
    setup = make_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles))],
                       ruleset_from("table"), rng_seed=3)
    game = Game(setup)
    player = RandomPlayer(3)
    while player.step(game) is not None:
        pass
    store(repo, game)
    conn.execute("UPDATE roster SET name = ? WHERE name = 'Anna'", ("\u202eAnna",))
    view = PlayersView(repo)
    qtbot.addWidget(view)
    shown = {name(view, row): row for row in range(view.proxy.rowCount())}
    assert "דנה" in shown and "\u202eAnna" in shown
    row = shown["\u202eAnna"]
    for k in range(len(view.model.keys)):
        tip = view.proxy.data(view.proxy.index(row, view.model.FIXED + k),
                              Qt.ItemDataRole.ToolTipRole)
        assert tip.startswith(f"{FSI}\u202eAnna{PDI} as ")
    conn.close()
