"""Issue 13 item 6: the family of each stored game, and a player's sport record (games,
wins, points; as red/black, sheriff, don) worked out by hand for games played here
through the engine; a damaged sport game counts as damaged and never breaks the view."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from mafia_desktop import cli
from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.sport import Bonus, SportEndNight, TeamDefeat
from mafia_desktop.storage.sport.stats import SportResults, sport_result
from mafia_desktop.ui.club.games_view import GamesModel
from mafia_desktop.ui.club.players_view import PlayersModel, PlayersView
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, store

CLASSIC_GAME = random_game(3, 8)
CLASSIC = {p.name for p in CLASSIC_GAME.setup.players}
RED_WINS = SCENARIOS / "sport_red_wins.mafia.json"
UNFINISHED = SCENARIOS / "sport_tie_raise_all.mafia.json"


def _team_defeat_game() -> Game:
    """The red-wins table again: night 0, then the sheriff Vera (seat 3) causes her
    team's defeat (black wins, S-FOUL-5); then the host gives the don Dasha +0.3."""
    game = Game(log_format.load_game(RED_WINS.read_bytes()).setup)
    game.push(SportEndNight())
    game.push(TeamDefeat(3, reason="phone"))
    game.push(Bonus(5, 0.3))
    return game


@pytest.fixture()
def stored(repo):
    """Game 1: red wins (Anna's best move: 2 black); game 2: black wins by Vera's team
    defeat, Dasha +0.3; game 3: unfinished; game 4: a classic game."""
    ids = [repo.import_log(RED_WINS.read_text("utf-8")), store(repo, _team_defeat_game()),
           repo.import_log(UNFINISHED.read_text("utf-8")), store(repo, CLASSIC_GAME)]
    return repo, ids


#: Worked out by hand from RULES_SPORT.md §7 (win 1.0, best move with 2 black 0.25, team
#: defeat -1.0, the bonus): name -> (games, wins, points, wins/games by red, black,
#: sheriff, don).
EXPECTED = {
    "Anna": (2, 1, 1.25, {"red": (1, 2)}),           # 1.0 + 0.25; game 2: 0
    "Boris": (2, 1, 1.0, {"black": (1, 2)}),         # game 2: black wins
    "Vera": (2, 1, 0.0, {"red": (1, 2), "sheriff": (1, 2)}),  # 1.0; then -1.0
    "Dasha": (2, 1, 1.3, {"black": (1, 2), "don": (1, 2)}),   # 0; then 1.0 + 0.3
    "Gleb": (2, 1, 1.0, {"red": (1, 2)}),
}


def test_storage_counts_sport_games_through_the_engine(stored):
    repo, _ = stored
    stats = {s.name: s for s in repo.player_stats()}
    for name, (games, wins, points, by) in EXPECTED.items():
        s = stats[name].sport
        assert (s.games, s.wins, s.points) == (games, wins, points), name
        for key in ("red", "black", "sheriff", "don"):
            won, played = by.get(key, (0, 0))
            assert (s.wins_by.get(key, 0), s.games_by.get(key, 0)) == (won, played), (name, key)
        assert stats[name].unfinished == 1 and stats[name].damaged == 0
        # The classic game counts in the classic figures only.
        assert stats[name].games == int(name in CLASSIC and CLASSIC_GAME.outcome is not None)


def plain(name: str) -> str:
    """A name cell without its direction isolates (FSI ... PDI, issue 17)."""
    return name.removeprefix("\u2068").removesuffix("\u2069")


def test_players_view_shows_the_sport_figures(qtbot, stored):
    repo, _ = stored
    view = PlayersView(repo)
    qtbot.addWidget(view)
    assert [view.tabs.tabText(i) for i in range(view.tabs.count())] == ["Classic", "Sport",
                                                                        "Werewolf (party)"]
    sport = view.tab("sport")
    proxy = sport.proxy
    rows = {plain(proxy.data(proxy.index(r, 0))): r for r in range(proxy.rowCount())}
    m = sport.model
    for name, (games, wins, points, by) in EXPECTED.items():
        r = rows[name]
        cell = lambda c: proxy.data(proxy.index(r, c))  # noqa: E731
        assert (cell(m.GAMES), cell(m.WINS), cell(m.RATE)) == (games, wins, "50 %")
        assert cell(m.POINTS) == f"{points:g}"
        for k, key in enumerate(("red", "black", "sheriff", "don")):
            won, played = by.get(key, (0, 0))
            assert cell(m.FIXED + k) == (f"{won} / {played}" if played else "")
    headers = [m.headerData(c, Qt.Orientation.Horizontal) for c in range(m.columnCount())]
    assert headers == ["Player", "Games", "Wins", "Win rate", "Rating", "Points", "Red",
                       "Black", "Sheriff", "Don"]
    # The classic tab counts the classic game only.
    classic = {s.name: s for s in repo.player_stats() if s.games}
    cp = view.proxy
    for r in range(cp.rowCount()):
        name = plain(cp.data(cp.index(r, PlayersModel.NAME)))
        assert cp.data(cp.index(r, PlayersModel.GAMES)) == (classic[name].games
                                                            if name in classic else 0)
    # Sorting by points puts the most points first.
    sport.table.sortByColumn(m.POINTS, Qt.SortOrder.DescendingOrder)
    assert plain(proxy.data(proxy.index(0, 0))) == "Dasha"


def test_a_damaged_sport_game_counts_as_damaged(qtbot, stored):
    repo, ids = stored
    # Another tool breaks game 2's log: its second action names no player's seat.
    repo.conn.execute("UPDATE actions SET action = ? WHERE game_id = ? AND idx = 1",
                      (json.dumps({"type": "team_defeat", "player": 42}), ids[1]))
    stats = {s.name: s for s in repo.player_stats()}
    assert stats["Dasha"].damaged == 1 and stats["Dasha"].sport.games == 1
    assert stats["Dasha"].sport.points == 0.0 and stats["Anna"].sport.points == 1.25
    view = PlayersView(repo)
    qtbot.addWidget(view)
    proxy = view.tab("sport").proxy
    row = next(r for r in range(proxy.rowCount())
               if plain(proxy.data(proxy.index(r, 0))) == "Dasha")
    assert "1 damaged game not counted" in proxy.data(proxy.index(row, 0),
                                                      Qt.ItemDataRole.ToolTipRole)


def test_results_are_replayed_once_per_stored_log(stored):
    repo, ids = stored
    loads: list[int] = []

    def load(game_id: int) -> Game:
        loads.append(game_id)
        return repo.load(game_id)

    results = SportResults(load, (Exception,))
    first = results.get(ids[0], ("t", 43))
    assert first == sport_result(repo.load(ids[0])) and first is not None
    assert results.get(ids[0], ("t", 43)) is first and loads == [ids[0]]
    results.get(ids[0], ("t2", 44))  # the stored log changed: replayed again
    assert loads == [ids[0], ids[0]]


def test_games_list_and_cli_show_the_family(qtbot, stored, db_path, capsys):
    repo, ids = stored
    infos = {g.id: g for g in repo.list_games()}
    assert [infos[i].family for i in ids] == ["sport", "sport", "sport", "classic"]
    assert not any(g.damaged for g in infos.values())
    assert [t.value for t in infos[ids[0]].winners] == ["red"]
    model = GamesModel()
    model.set_games([infos[i] for i in ids])
    col = lambda r, c: model.data(model.index(r, c))  # noqa: E731
    assert [col(r, GamesModel.FAMILY) for r in range(4)] == ["Sport", "Sport", "Sport",
                                                             "Classic"]
    assert [col(r, GamesModel.RESULT) for r in range(3)] == ["Red", "Black", "In progress"]
    assert model.headerData(GamesModel.FAMILY, Qt.Orientation.Horizontal) == "Rules"
    assert "S-FOUL-5" in model.data(model.index(1, 0), Qt.ItemDataRole.ToolTipRole)
    repo.conn.close()
    assert cli.main(["games", "--db", str(db_path)]) == 0
    listed = {g["id"]: g for g in json.loads(capsys.readouterr().out)}
    assert [listed[i]["family"] for i in ids] == ["sport", "sport", "sport", "classic"]
    assert listed[ids[1]]["winners"] == ["black"]
