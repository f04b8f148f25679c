"""Issue 14: an evening stored beside the games, and its points table."""

from __future__ import annotations

import pytest

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import HostKill
from mafia_desktop.rules.evening import points_table, sort_rows
from mafia_desktop.storage import StorageError
from mafia_desktop.storage.evenings import EveningRepository
from tests.evening.helpers import EXPECTED, NAMES, SECOND, THIRD, three_game_evening
from tests.rules.helpers import SMALL, table


def _as_tuples(rows):  # type: ignore[no-untyped-def]
    return {r.name: (r.games, r.wins, r.points, r.best_move, r.fouls, r.bonuses) for r in rows}


def test_three_sport_games_give_the_table_worked_out_by_hand(repo) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, games = three_game_evening(repo)
    rows = evenings.table(evening)
    assert _as_tuples(rows) == EXPECTED
    assert [r.name for r in rows][:2] == ["Anna", "Gleb"]  # 3.75, then 3.0 with 3 wins
    anna = next(r for r in rows if r.name == "Anna")
    assert anna.seats == (1, SECOND.index("Anna") + 1, THIRD.index("Anna") + 1)
    assert anna.roles == ("civilian", "mafioso", "civilian")  # seats 1, 2, 10
    assert evenings.get(evening).games == tuple(games)
    assert list(evenings.get(evening).players) == NAMES[:5] + [
        n for n in NAMES if n not in NAMES[:5]]


def test_removing_a_game_updates_the_table_and_keeps_the_game(repo) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, games = three_game_evening(repo)
    evenings.remove_game(evening, games[1])
    rows = _as_tuples(evenings.table(evening))
    assert rows["Lev"] == (2, 2, 2.0, 0.0, 0, 0.0)   # the team defeat of game 2 is gone
    assert rows["Vera"][4] == 0
    assert repo.info(games[1]).id == games[1]       # still in Saved games
    assert evenings.evening_of(games[1]) is None
    with pytest.raises(StorageError, match="not in evening"):
        evenings.remove_game(evening, games[1])


def test_new_names_join_the_roster_and_a_closed_evening_takes_no_game(repo) -> None:  # type: ignore[no-untyped-def]
    evenings = EveningRepository(repo)
    evening = evenings.create("Saturday", ["Mila"])
    evenings.add_players(evening, [" mila ", "Oleg"])
    assert evenings.get(evening).players == ("Mila", "Oleg")
    assert {"Mila", "Oleg"} <= set(repo.roster_names())
    assert _as_tuples(evenings.table(evening))["Oleg"] == (0, 0, 0.0, 0.0, 0, 0.0)
    evenings.set_status(evening, "closed")
    assert evenings.current() is None
    game_id = repo.create_game(table(SMALL))
    with pytest.raises(StorageError, match="closed"):
        evenings.add_game(evening, game_id)
    with pytest.raises(ValueError, match="R-SETUP-1"):
        evenings.add_players(evening, ["Ann", "ann"])


def test_a_classic_game_counts_one_point_for_a_win() -> None:
    game = Game(table("Mafia:godfather Anna:civilian Boris:civilian Vera:civilian "
                      "Gleb:civilian"))
    game.push(HostKill(target=1))  # the last of the mafia leaves: the town wins (R-WIN-1)
    assert game.state.outcome is not None
    rows = _as_tuples(points_table([game.state], ["Zoya"]))
    assert rows["Anna"] == (1, 1, 1.0, 0.0, 0, 0.0)
    assert rows["Mafia"] == (1, 0, 0.0, 0.0, 0, 0.0)
    assert rows["Zoya"] == (0, 0, 0.0, 0.0, 0, 0.0)
    by_name = sort_rows(points_table([game.state]), "name", descending=False)
    assert [r.name for r in by_name] == ["Anna", "Boris", "Gleb", "Mafia", "Vera"]
