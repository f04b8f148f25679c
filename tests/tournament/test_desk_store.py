"""The tournament desk's database (issue 25): 30 players, 3 tables, 10 games: the
schedule for three laptops, 30 games played (random sport players) and brought back as
logs, a duplicate and a conflict, the standings checked against the engine's points."""
from __future__ import annotations

import json
import sqlite3

import pytest

from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport import points
from mafia_desktop.storage.sport.tournaments import SCHEDULE_FORMAT

from .helpers import new_tournament, open_repo, play_slot, rng_seed, slot_names


@pytest.fixture()
def desk(tmp_path):
    games, tours = open_repo(tmp_path / "games.sqlite3")
    tid = new_tournament(tours)
    yield games, tours, tid
    games.conn.close()


def test_a_whole_round_goes_out_and_comes_back(desk) -> None:
    games, tours, tid = desk
    files = [tours.schedule(tid, 1, table) for table in (1, 2, 3)]
    assert all(f["format"] == SCHEDULE_FORMAT and len(f["games"]) == 10 for f in files)
    assert {len(g["players"]) for f in files for g in f["games"]} == {10}
    played = {}
    for f in files:                                   # each laptop plays its games
        for g in f["games"]:
            names = [p["name"] for p in g["players"]]
            played[(g["round"], g["table"], g["game"])] = play_slot(
                names, rng_seed(tours.slot(tid, (g["round"], g["table"], g["game"]))))
    results = [tours.import_log(tid, text) for text in played.values()]
    assert {r.status for r in results} == {"imported"} and len(results) == 30
    assert all(s.game_id is not None for s in tours.slots(tid))
    again = tours.import_log(tid, played[(1, 2, 5)])          # the same file twice
    assert again.status == "duplicate" and again.slot == (1, 2, 5)
    # the standings equal the engine's points summed per player
    expected: dict[str, float] = {}
    for (r, t, g), text in played.items():
        state = log_format.load_game(text).state
        for seat, value in points(state).items():
            name = state.setup.name(seat)
            expected[name] = round(expected.get(name, 0.0) + value, 2)
    rows = tours.standings(tid)
    assert {r.name: r.points for r in rows} == expected
    assert sum(r.games for r in rows) == 300 and [r.place for r in rows][0] == 1
    assert all(a.total >= b.total for a, b in zip(rows, rows[1:]))
    before = tours.standings(tid, before_game=6)
    assert sum(r.games for r in before) == 150


def test_a_different_log_for_a_played_game_is_a_conflict_until_chosen(desk) -> None:
    games, tours, tid = desk
    slot = tours.slot(tid, (1, 1, 1))
    names = slot_names(tours, tid, slot)
    first = tours.import_log(tid, play_slot(names, 11))
    second = tours.import_log(tid, play_slot(names, 12))
    assert (first.status, second.status) == ("imported", "conflict")
    [c] = tours.conflicts(tid)
    assert (c["counted"], c["imported"]) == (first.game_id, second.game_id)
    assert tours.import_log(tid, play_slot(names, 12)).status == "conflict"  # not twice
    assert len(tours.conflicts(tid)) == 1
    tours.resolve(tid, c["id"], "imported")
    assert tours.slot(tid, (1, 1, 1)).game_id == second.game_id and not tours.conflicts(tid)
    assert games.load(first.game_id).state.ended        # set aside, still in Saved games


@pytest.mark.parametrize("change, message", [
    (lambda names: names[::-1], "no game of the tournament"),
    (lambda names: names, "has not ended"),
])
def test_logs_that_fit_no_game_are_refused_and_nothing_is_stored(desk, change,
                                                                  message) -> None:
    games, tours, tid = desk
    names = slot_names(tours, tid, tours.slot(tid, (1, 3, 4)))
    text = play_slot(change(names), 5)
    if message == "has not ended":
        obj = json.loads(text)
        obj["actions"] = obj["actions"][:5]
        text = json.dumps(obj)
    before = len(games.list_games())
    with pytest.raises(ValueError, match=message):
        tours.import_log(tid, text)
    assert len(games.list_games()) == before


def test_a_classic_or_broken_log_is_refused_with_its_reason(desk) -> None:
    _, tours, tid = desk
    with pytest.raises(ValueError, match="cannot be read"):
        tours.import_log(tid, b"{not json")
    with pytest.raises(ValueError, match="sport"):
        tours.import_log(tid, open_classic())


def open_classic() -> str:
    from tests.conftest import SCENARIOS
    return (SCENARIOS / "town_wins_day2.mafia.json").read_text("utf-8")


def test_a_substitution_changes_an_unplayed_game_only(desk) -> None:
    _, tours, tid = desk
    slot = tours.slot(tid, (1, 2, 3))
    busy = {n for s in tours.slots(tid, 1) if s.game == 3 for n in s.seats}
    assert busy == set(range(1, 31))                   # everyone plays game 3
    with pytest.raises(ValueError, match="already plays"):
        tours.substitute(tid, (1, 2, 3), 4, slot.seats[0] if slot.seats[0] != slot.seats[3]
                         else slot.seats[1])
    tours.add_players(tid, ["Reserve"])
    tours.substitute(tid, (1, 2, 3), 4, 31)
    assert tours.slot(tid, (1, 2, 3)).seats[3] == 31
    names = slot_names(tours, tid, tours.slot(tid, (1, 2, 3)))
    tours.import_log(tid, play_slot(names, 3))
    with pytest.raises(ValueError, match="has been played"):
        tours.substitute(tid, (1, 2, 3), 5, 31)


def test_bad_rounds_and_players_are_refused(desk) -> None:
    _, tours, tid = desk
    with pytest.raises(ValueError, match="ten distinct"):
        tours.add_round(tid, "final", [(1, 1, [1, 2, 3])], seed=1)
    with pytest.raises(ValueError, match="two tables"):
        tours.add_round(tid, "final", [(1, 1, list(range(1, 11))),
                                       (1, 2, list(range(5, 15)))], seed=1)
    with pytest.raises(ValueError, match="stage"):
        tours.add_round(tid, "quarter", [(1, 1, list(range(1, 11)))], seed=1)
    with pytest.raises(ValueError, match="already"):
        tours.add_players(tid, ["anna"])
    final = tours.add_round(tid, "final", [(g, 1, list(range(1, 11))) for g in (1, 2)],
                            seed=2, ci=False)
    assert final == 2 and tours.get(tid).rounds[1].stage == "final"


def test_a_damaged_tournament_row_is_named(desk, tmp_path) -> None:
    games, tours, tid = desk
    conn = sqlite3.connect(games.path)
    conn.execute("UPDATE tournaments SET options = 'nonsense' WHERE id = ?", (tid,))
    conn.commit()
    conn.close()
    from mafia_desktop.storage import StorageError
    with pytest.raises(StorageError, match=f"tournament {tid} is damaged"):
        tours.get(tid)


def test_a_substitution_beside_a_player_kept_apart_is_refused_unless_allowed(desk) -> None:
    # issue 34.2: T-APART-5; the reserve is kept apart from the player in seat 1
    _, tours, tid = desk
    tours.add_players(tid, ["Reserve"])
    slot = tours.slot(tid, (1, 2, 3))
    first = slot.seats[0]
    tours.set_apart(tid, [*tours.apart(tid), (first, 31)])
    assert tours.apart_at(tid, (1, 2, 3), 4, 31) == [first]
    assert tours.apart_at(tid, (1, 2, 3), 1, 31) == []        # taking that very seat
    with pytest.raises(ValueError, match=f"T-APART-5: player number 31 is kept apart "
                                         f"from {first} at this table") as e:
        tours.substitute(tid, (1, 2, 3), 4, 31)
    assert getattr(e.value, "rule", None) == "T-APART-5"
    assert tours.slot(tid, (1, 2, 3)).seats == slot.seats     # nothing changed
    tours.substitute(tid, (1, 2, 3), 4, 31, allow_apart=True)
    assert tours.slot(tid, (1, 2, 3)).seats[3] == 31
