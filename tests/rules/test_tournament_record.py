"""The result record (rules/sport/tournament/record.py): made from a finished game it holds what
the game's final state says and gives the engine's points; read from either exchange
format it refuses anything malformed with a LogFormatError naming the field."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import strategies as st

from mafia_desktop.rules.errors import LogFormatError
from mafia_desktop.rules.sport import points, sport_ruleset_from
from mafia_desktop.rules.sport.tournament.exchange import parse_record
from mafia_desktop.rules.sport.tournament.mafiaratings import game_to_mafiaratings
from mafia_desktop.rules.sport.tournament.mwt import to_mwt
from mafia_desktop.rules.sport.tournament.record import (
    Leave,
    RecordBestMove,
    record_of,
    record_points,
)
from tests.support.thorough import twins

from .sport_helpers import game as new_game
from .tournament_games import random_games, scenario_games

GAMES = list(random_games(2026, 120))
SCENARIOS = list(scenario_games())
#: every finished game of these tests: the random ones and the shared scenarios
ALL = GAMES + [g for _, g in SCENARIOS]


def _json(obj: Any) -> Any:
    return json.loads(json.dumps(obj, ensure_ascii=False))


def test_the_random_games_cover_every_kind_of_departure_and_penalty() -> None:
    kinds = {leave.kind for g in ALL for leave in record_of(g.state).left if leave}
    penalties = {(p.kind, p.after_end) for g in ALL for p in record_of(g.state).penalties}
    assert kinds == {"vote", "raise_all", "shot", "fouls", "disqualified"}
    assert {("fouls", False), ("disqualified", False), ("team_defeat", False),
            ("disqualified", True), ("fouls", True)} <= penalties


@pytest.mark.parametrize("index", range(len(ALL)))
def test_record_points_are_the_engines_points(index: int) -> None:
    state = ALL[index].state
    assert record_points(record_of(state), state.ruleset) == points(state)


def test_record_points_follow_the_scoring_table() -> None:
    # another table (RULES_SPORT.md §8) gives other numbers, still the engine's
    table = sport_ruleset_from("fiim", {"points_win": 2.0, "penalty_disqualified": -0.3,
                                        "points_best_move_2": 0.5, "penalty_team_defeat": -2.0})
    for g in GAMES[:40]:
        state = g.state._replace(setup=dataclasses.replace(g.state.setup, ruleset=table))
        assert record_points(record_of(state), table) == points(state)


@pytest.mark.parametrize("name,game", SCENARIOS, ids=[n for n, _ in SCENARIOS])
def test_the_record_holds_what_the_final_state_says(name: str, game: Any) -> None:
    state = game.state
    record = record_of(state)
    assert record.replayable
    assert [(p.seat, p.name, p.role) for p in record.players] == \
        [(p.seat, p.name, p.role.value) for p in state.setup.players]
    assert record.winners == tuple(t.value for t in state.outcome.winners)
    assert record.outcome_rule == state.outcome.rule
    assert record.ended_in == (state.phase.kind, state.phase.number)
    assert record.fouls == state.fouls
    for d in state.deaths:
        leave = record.left[d.seat - 1]
        assert leave is not None and leave[:3] == (d.cause, d.phase.kind, d.phase.number)
        if d.cause in ("vote", "raise_all"):
            deciding = [r for r in state.rounds if r.day == d.phase.number and d.seat in r.leaving]
            assert len(deciding) == 1
            votes = deciding[0].votes
            expected = len(votes[0][1]) if d.cause == "raise_all" else \
                len(dict(votes)[d.seat])
            assert leave.votes == expected
        else:
            assert leave.votes is None
    assert sum(1 for x in record.left if x) == len(state.deaths)
    assert record.best_moves == tuple(RecordBestMove(b.by, b.guesses) for b in state.best_moves)
    assert [b[:3] for b in record.bonuses] == [(b.seat, b.points, b.reason) for b in state.bonuses]
    assert [p[:3] for p in record.penalties] == [(p.seat, p.kind, p.reason)
                                                 for p in state.penalties]
    shot_first = [d.seat for d in state.deaths if d.cause == "shot" and d.phase.number == 1]
    assert record.first_killed == (shot_first[0] if shot_first else None)


def test_a_fourth_foul_after_the_end_is_a_penalty_after_the_end() -> None:
    game = dict(SCENARIOS)["sport_fourth_foul_after_end.mafia.json"]
    record = record_of(game.state)
    assert [(p.seat, p.kind, p.after_end) for p in record.penalties] == [(6, "fouls", True)]
    assert record.left[5] == Leave("vote", "day", 3, record.left[5].votes)
    assert record_points(record, game.state.ruleset)[6] == -0.5


def test_an_unfinished_game_has_no_record() -> None:
    with pytest.raises(ValueError, match="has not ended"):
        record_of(new_game().state)


@pytest.mark.parametrize("index", range(0, len(ALL), 3))
def test_record_to_mwt_and_back_is_the_same_record_not_replayable(index: int) -> None:
    record = record_of(ALL[index].state)
    back = parse_record(_json(to_mwt(record, {"table": 3, "game": 2})))
    assert back == dataclasses.replace(record, replayable=False)
    assert not back.replayable


# --- refusals, each naming its field -----------------------------------------------

def _mwt() -> dict[str, Any]:
    game = dict(SCENARIOS)["sport_red_wins.mafia.json"]
    obj: dict[str, Any] = _json(to_mwt(record_of(game.state), {"table": 1}))
    return obj


def _mr() -> dict[str, Any]:
    game = dict(SCENARIOS)["sport_red_wins.mafia.json"]
    obj: dict[str, Any] = _json(game_to_mafiaratings(game, {"table": 1}))
    return obj


def _set(obj: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(obj)
    where = out
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return out


MWT_CASES = [
    (("result", "player_fouls", 3), 7, "result.player_fouls[3]", "0..4"),
    (("result", "player_fouls", 3), "2", "result.player_fouls[3]", "an integer"),
    (("result", "player_fouls", 3), True, "result.player_fouls[3]", "an integer"),
    (("result", "player_roles", 8), "don", "result.player_roles[8]", "a don too many"),
    (("result", "player_roles", 4), "vampire", "result.player_roles[4]", "one of"),
    (("result", "players", 2), "x" * 10_000, "result.players[2]", "at most 100"),
    (("result", "players", 2), "Anna", "result.players[2]", "R-SETUP-1"),
    (("result", "players", 2), "\ud800", "result.players[2]", "valid Unicode"),
    (("result", "players"), ["A"] * 9, "result.players", "ten names"),
    (("result", "leaves", 0, "p_num"), 11, "result.leaves[0].p_num", "1..10"),
    (("result", "leaves", 0, "kind"), "eaten", "result.leaves[0].kind", "one of"),
    (("result", "leaves", 0, "days_before_count"), 9, "result.leaves[0].days_before_count",
     " or "),
    (("result", "leaves", 0, "votes_count"), -1, "result.leaves[0].votes_count", "0..10"),
    (("result", "bonuses"), [{"p_num": 1, "points": 1e308}], "result.bonuses[0].points", "-1..1"),
    (("result", "bonuses"), [{"p_num": 1, "points": 10**400}], "result.bonuses[0].points", "-1..1"),
    (("result", "bonuses"), [{"p_num": 1, "points": 0.5, "reason": "r" * 600}],
     "result.bonuses[0].reason", "at most 500"),
    (("result", "penalties"), [{"p_num": 1, "kind": "jail", "after_end": False}],
     "result.penalties[0].kind", "one of"),
    (("result", "best_moves"), [{"by": 1, "guesses": [1, 2, 3]}],
     "result.best_moves[0].guesses", "other than the maker"),
    (("result", "best_moves"), [{"by": 1, "guesses": [2, 3, 4, 5]}],
     "result.best_moves[0].guesses", "at most 3"),
    (("result", "killed_first"), 4, "result.killed_first", "shot in night 1"),
    (("result", "result"), "black", "result.result", "S-WIN-1"),
    (("result", "outcome_rule"), "S-WIN-9", "result.outcome_rule", "one of"),
    (("result", "ended_in"), {"phase": "dusk", "number": 1}, "result.ended_in.phase", "one of"),
    (("result",), [], "result", "an object"),
]


@pytest.mark.parametrize("path,value,field,words", MWT_CASES,
                         ids=[c[2] + ":" + repr(c[1])[:12] for c in MWT_CASES])
def test_a_bad_mwt_result_is_refused_naming_the_field(path: tuple[Any, ...], value: Any,
                                                      field: str, words: str) -> None:
    with pytest.raises(LogFormatError, match=words) as e:
        parse_record(_set(_mwt(), path, value))
    assert e.value.field == field
    assert e.value.message.startswith(field)


MR_CASES = [
    (("players", 8, "role"), "don", "players[8].role", "a don too many"),
    (("players", 0, "role"), 3, "players[0].role", "one of"),
    (("players", 3, "warnings"), 7, "players[3].warnings", "0..4"),
    (("players", 3, "death"), {"round": 1, "type": "eaten"}, "players[3].death.type", "one of"),
    (("players", 3, "death"), {"round": 10**30, "type": "day"}, "players[3].death.round",
     "0..60"),
    (("players", 3, "death"), {"round": 0, "type": "night"}, "players[3].death", "a night"),
    (("players", 3, "death"), {"type": "night"}, "players[3].death.round", "missing"),
    (("players", 3, "legacy"), 2, "players[3].legacy", "an array"),
    (("players", 3, "legacy"), [1, 11], "players[3].legacy[1]", "1..10"),
    (("players", 3, "bonus"), "best", "players[3].bonus", "one of"),
    (("players", 3, "bonus"), [0.5, 2], "players[3].bonus[1]", "-1..1"),
    (("players", 3, "voting"), [None, [4, "x"]], "players[3].voting[1][1]", "1..10"),
    (("players", 3, "name"), "", "players[3].name", "empty"),
    (("players", 3, "name"), None, "players[3].name", "a string"),
    (("players",), [], "players", "ten players"),
    (("winner",), "mafia", "winner", "one of"),
    (("version",), "2.0", "version", "1.x"),
]


@pytest.mark.parametrize("path,value,field,words", MR_CASES,
                         ids=[c[2] + ":" + repr(c[1])[:12] for c in MR_CASES])
def test_a_bad_ratings_site_game_is_refused_naming_the_field(
        path: tuple[Any, ...], value: Any, field: str, words: str) -> None:
    with pytest.raises(LogFormatError, match=words) as e:
        parse_record(_set(_mr(), path, value))
    assert e.value.field == field


@pytest.mark.parametrize("value", [None, 3, "text", [], {"players": []}])
def test_something_that_is_no_exchange_file_is_refused(value: Any) -> None:
    with pytest.raises(LogFormatError, match="'winner'.*'result'"):
        parse_record(value)


# --- nothing but LogFormatError, whatever the JSON --------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=12) | st.dictionaries(st.text(max_size=12), inner,
                                                                 max_size=8),
    max_leaves=40)


def _paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += _paths(v, prefix + (i,))
    return out


FILES = [_json(to_mwt(record_of(g.state))) for g in GAMES[:6]] + \
    [_json(game_to_mafiaratings(g)) for g in GAMES[:6]]


def _any_json_is_read_or_refused(obj: Any) -> None:
    try:
        parse_record(obj)
    except LogFormatError as e:
        assert e.message
    for wrapper in ({"result": obj}, {"winner": "civ", "players": obj}):
        try:
            parse_record(wrapper)
        except LogFormatError as e:
            assert e.field


def _one_value_replaced(data: Any) -> None:
    original = data.draw(st.sampled_from(FILES))
    path = data.draw(st.sampled_from(_paths(original)))
    changed = _set(original, path, data.draw(JSON))
    try:
        record = parse_record(changed)
    except LogFormatError as e:
        assert e.field and e.message
    else:
        assert not record.replayable
        record_points(record, sport_ruleset_from("fiim"))    # a record read is scorable


# the full suite's (heavy, out of the fast lane) with few examples; the thorough twins
# (300 and 400 examples) under -m slow (tests/support/thorough.py)
test_any_json_is_read_or_refused_with_a_log_format_error, \
    test_any_json_is_read_or_refused_thorough = twins(
        _any_json_is_read_or_refused, JSON, suite=60, thorough=300, heavy=True)
test_a_valid_file_with_any_one_value_replaced_is_read_or_refused, \
    test_a_valid_file_with_any_one_value_replaced_thorough = twins(
        _one_value_replaced, st.data(), suite=80, thorough=400, heavy=True)


def test_random_games_give_different_records() -> None:
    # the records are not all alike (the tests above see real variety)
    rng = random.Random(0)
    sample = rng.sample(GAMES, 10)
    assert len({record_of(g.state) for g in sample}) == 10
