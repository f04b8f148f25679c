"""The exchange formats (rules/sport/tournament): the ratings site's game JSON 1.3 and the FIIM
site's result, checked field by field against the game's log (the shared scenarios played
to their end, random finished games)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import Shot, SportNominate, SportState, points
from mafia_desktop.rules.sport.tournament.exchange import (
    dumps,
    game_to_mafiaratings,
    loads_record,
    record_to_mafiaratings,
    to_mwt,
)
from mafia_desktop.rules.sport.tournament.record import ResultRecord, record_of, record_points

from .helpers import make as classic_game
from .sport_helpers import game as new_sport_game
from .tournament_games import random_games, scenario_games

SCENARIOS = list(scenario_games())
GAMES = [g for _, g in SCENARIOS] + list(random_games(7, 60))
META = {"tournament": "Кубок осени", "round": "Final", "table": 2, "game": 5,
        "date": "2026-12-01", "moderator": "Судья Иван"}
ROLE = {"civilian": "civ", "sheriff": "sheriff", "mafioso": "maf", "don": "don"}


def _round(kind: str, number: int) -> int:
    return number - 1 if kind == "day" else number


def _penalised(state: SportState, seat: int, index: int) -> bool:
    """A penalty of ``seat`` other than their departure (``index``): the site's death."""
    return any(p.seat == seat and p.index != index for p in state.penalties)


def _state(game: Game) -> SportState:
    state = game.state
    assert isinstance(state, SportState)
    return state


@pytest.mark.parametrize("game", GAMES)
def test_the_ratings_site_game_says_what_the_log_says(game: Game) -> None:
    state = _state(game)
    out = game_to_mafiaratings(game, META)
    assert list(out)[:2] == ["version", "features"] and out["version"] == "1.3"
    assert out["tableNum"] == 2 and out["gameNum"] == 5 and out["rating"] is True
    assert out["moderator"] == {"name": "Судья Иван"}
    assert out["winner"] == {("red",): "civ", ("black",): "maf", (): "tie"}[
        tuple(t.value for t in state.outcome.winners)]
    players = out["players"]
    assert len(players) == 10
    for p, row in zip(state.setup.players, players, strict=True):
        assert row["name"] == p.name and row["role"] == ROLE[p.role.value]
        fouls = state.fouls[p.seat - 1]
        assert len(row.get("warnings", [])) == fouls          # one moment per foul
    # the deaths: field by field in test_mafiaratings_moments.py
    for d in state.deaths:
        death = players[d.seat - 1]["death"]
        if d.cause in ("vote", "raise_all", "shot") and not _penalised(state, d.seat, d.index):
            assert death["round"] == _round(d.phase.kind, d.phase.number)
            assert death["type"] == {"vote": "day", "raise_all": "day", "shot": "night"}[d.cause]
    for c in state.checks:
        assert players[c.target - 1][c.by] <= c.night        # the first check of them
    for b in state.best_moves:
        assert players[b.by - 1]["legacy"] == list(b.guesses)
    # nominating and shooting: every nomination and every shot of the log, by round
    for i, action in enumerate(game.actions):
        before = game.state_after(i)
        if isinstance(action, SportNominate) and before.phase.kind == "day":
            assert players[action.by - 1]["nominating"][before.phase.number - 1] == action.target
        if isinstance(action, Shot):
            for seat in before.living():
                if state.setup.black[seat - 1]:
                    shots = players[seat - 1].get("shooting", [])
                    n = before.phase.number
                    assert (shots[n - 1] if n <= len(shots) else None) == action.target
    # voting: each counted round's votes, from each voter's array
    for r in state.rounds:
        rounds_today = [x for x in state.rounds if x.day == r.day and x.kind == "vote" and x.votes]
        for target, voters in r.votes:
            for v in voters:
                entry = players[v - 1]["voting"][r.day - 1]
                if r.kind == "raise_all":
                    assert entry[-1] is True
                elif len(rounds_today) == 1 and not any(x.kind == "raise_all" and x.day == r.day
                                                        for x in state.rounds):
                    assert entry == target
                else:
                    assert entry[rounds_today.index(r)] == target


def test_a_raise_all_is_a_day_death_of_two_and_true_in_the_voting() -> None:
    game = dict(SCENARIOS)["sport_tie_raise_all.mafia.json"]
    out = game_to_mafiaratings(game)
    players = out["players"]
    assert players[4]["death"] == {"round": 0, "type": "day"}
    assert players[5]["death"] == {"round": 0, "type": "day"}
    raise_all = next(r for r in _state(game).rounds if r.kind == "raise_all")
    for seat in _state(game).living() + (5, 6):
        entry = players[seat - 1]["voting"][0]
        assert isinstance(entry, list) and entry[-1] is (seat in raise_all.votes[0][1])
    back = loads_record(dumps(out))
    assert back.left[4] is not None and back.left[4].kind == "raise_all"
    assert back.left[4].votes == len(raise_all.votes[0][1])


@pytest.mark.parametrize("game", GAMES)
def test_the_ratings_site_game_reads_back_to_the_record(game: Game) -> None:
    state = _state(game)
    record = record_of(state)
    out = game_to_mafiaratings(game, META)
    back = loads_record(dumps(out))
    assert not back.replayable
    for field in ("players", "winners", "fouls", "best_moves", "first_killed",
                  "outcome_rule"):
        assert getattr(back, field) == getattr(record, field), field
    # what the format cannot hold (module text): a penalty of a player who had left is
    # their death; a removal once the day is over is at the next night's start
    for d in state.deaths:
        if _penalised(state, d.seat, d.index) and "legacy" not in out["players"][d.seat - 1]:
            continue
        death = out["players"][d.seat - 1]["death"]
        if death.get("time", {}).get("time") == "night start":
            assert back.left[d.seat - 1] == record.left[d.seat - 1]._replace(
                phase="night", number=d.phase.number)
            continue
        assert back.left[d.seat - 1] == record.left[d.seat - 1], d
    assert [s for s, x in enumerate(back.left) if x] == [s for s, x in enumerate(record.left)
                                                         if x]
    assert sorted((b.seat, b.points) for b in back.bonuses) == \
        sorted((b.seat, b.points) for b in record.bonuses)
    # what the format holds of the penalties (module text): a player who did not leave
    # has one death, so one penalty; of one who left, not a disqualification
    def kept(r: ResultRecord) -> list[tuple[int, str]]:
        out, seen = [], set()
        for p in r.penalties:
            if r.left[p.seat - 1] is None:
                if p.seat not in seen:
                    out.append((p.seat, p.kind))
                seen.add(p.seat)
            elif p.kind != "disqualified":
                out.append((p.seat, p.kind))
        return sorted(out)
    assert kept(back) == kept(record)
    if kept(record) == sorted((p.seat, p.kind) for p in record.penalties):
        assert record_points(back, state.ruleset) == points(state)


def test_a_record_has_no_actions_in_the_ratings_site_game() -> None:
    game = dict(SCENARIOS)["sport_red_wins.mafia.json"]
    out = record_to_mafiaratings(record_of(_state(game)), {"table": 1})
    assert out["features"] == "dutclw"
    for row in out["players"]:
        assert not {"voting", "nominating", "shooting", "don", "sheriff"} & set(row)
    back = loads_record(dumps(out))
    assert [x.votes if x else None for x in back.left] == [None] * 10
    assert [x[:3] if x else None for x in back.left] == \
        [x[:3] if x else None for x in record_of(_state(game)).left]


@pytest.mark.parametrize("game", GAMES)
def test_the_fiim_result_says_what_the_log_says(game: Game) -> None:
    state = _state(game)
    record = record_of(state)
    out = to_mwt(record, META)
    assert [out[k] for k in ("tournament", "round", "table_number", "session_number",
                             "date", "referee")] == \
        ["Кубок осени", "Final", 2, 5, "2026-12-01", "Судья Иван"]
    res = out["result"]
    assert res["players"] == [p.name for p in state.setup.players]
    assert res["player_roles"] == [{"civilian": "red", "mafioso": "black", "sheriff": "sheriff",
                                    "don": "don"}[p.role.value] for p in state.setup.players]
    assert res["player_fouls"] == list(state.fouls)
    assert res["points"] == [points(state)[s] for s in range(1, 11)]
    leaves = {x["p_num"]: x for x in res["leaves"] if x["kind"] != "team_defeat"}
    assert set(leaves) == {d.seat for d in state.deaths}
    for d in state.deaths:
        x = leaves[d.seat]
        assert x["kind"] == d.cause
        assert x["leave_type"] == {"vote": 1, "raise_all": 1, "shot": 2, "fouls": 3,
                                   "disqualified": 3}[d.cause]
        n = d.phase.number
        assert (x["nights_before_count"], x["days_before_count"]) == \
            ((n - 1, n) if d.phase.kind == "day" else (n, n))
        if d.cause == "raise_all":
            assert x["leave_along_count"] >= 2
    assert [x["players_before_count"] for x in res["leaves"]] == \
        list(range(10, 10 - len(res["leaves"]), -1))
    if res["leaves"]:                     # (a draw may come with nobody leaving)
        assert [x["game_ended"] for x in res["leaves"]] == \
            [0] * (len(res["leaves"]) - 1) + [1]
    first = [d.seat for d in state.deaths if d.cause == "shot" and d.phase.number == 1]
    assert res["killed_first"] == (first[0] if first else None)
    if state.best_moves:
        b = state.best_moves[0]
        assert res["best_move_value"] == list(b.guesses) and res["best_move"] == b.black
    assert [(x["p_num"], x["points"], x["reason"]) for x in res["bonuses"]] == \
        [(b.seat, b.points, b.reason) for b in state.bonuses]
    assert [(x["p_num"], x["kind"]) for x in res["penalties"]] == \
        [(p.seat, p.kind) for p in state.penalties]
    for s in range(1, 11):
        mine = [b.points for b in state.bonuses if b.seat == s]
        assert res["game_bonus"][s - 1] == round(sum(p for p in mine if p > 0), 2)
        assert res["penalty"][s - 1] == round(sum(p for p in mine if p < 0), 2)
    assert res["red_count"] + res["black_count"] == len(state.living())


def test_the_files_are_deterministic_utf8_json() -> None:
    game = dict(SCENARIOS)["sport_best_move_at_night.mafia.json"]
    a, b = dumps(game_to_mafiaratings(game, META)), dumps(game_to_mafiaratings(game, META))
    assert a == b and "Кубок" not in a and "Судья Иван" in a      # no \\u escapes
    assert json.loads(a.encode("utf-8")) == game_to_mafiaratings(game, META)
    c = dumps(to_mwt(record_of(_state(game)), META))
    assert c == dumps(to_mwt(record_of(_state(game)), META)) and "Кубок осени" in c
    assert list(json.loads(c)["result"])[:4] == ["result", "outcome_rule", "ended_in", "players"]


@pytest.mark.parametrize("meta,words", [
    ({"table": "2"}, "meta.table"), ({"colour": "red"}, "unknown key 'colour'"),
    ({"date": "x" * 300}, "meta.date"), ({"rating": 1}, "meta.rating"),
    ({"game": True}, "meta.game"), ({"table": -1}, "meta.table")])
def test_bad_meta_is_refused_naming_the_key(meta: dict[str, Any], words: str) -> None:
    record = record_of(_state(GAMES[0]))
    for export in (lambda: to_mwt(record, meta), lambda: record_to_mafiaratings(record, meta),
                   lambda: game_to_mafiaratings(GAMES[0], meta)):
        with pytest.raises(ValueError, match=words):
            export()


def test_only_a_finished_sport_game_is_exported() -> None:
    with pytest.raises(ValueError, match="has not ended"):
        game_to_mafiaratings(new_sport_game())
    with pytest.raises(ValueError, match="sport game"):
        game_to_mafiaratings(classic_game())
