"""A record's outcome checked against its own departures (issue 34, point 5): a winner
edited in either exchange format is refused with the rule that decides."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mafia_desktop.rules import Game, LogFormatError
from mafia_desktop.rules.sport import SportState
from mafia_desktop.rules.sport.tournament.exchange import (
    game_to_mafiaratings,
    parse_record,
    to_mwt,
)
from mafia_desktop.rules.sport.tournament.record import record_of

from .tournament_games import random_games, scenario_games

GAMES = [g for _, g in scenario_games()] + list(random_games(11, 30))
OTHER = {"civ": ("maf", "tie"), "maf": ("civ", "tie"), "tie": ("civ", "maf")}


def _state(game: Game) -> SportState:
    state = game.state
    assert isinstance(state, SportState)
    return state


def _players(deaths: dict[int, dict[str, Any]]) -> list[dict[str, Any]]:
    roles = ["civ"] * 6 + ["sheriff", "maf", "maf", "don"]
    return [{"name": f"P{i + 1}", "role": r, **({"death": deaths[i + 1]}
                                                 if i + 1 in deaths else {})}
            for i, r in enumerate(roles)]


def _site(winner: str, deaths: dict[int, dict[str, Any]]) -> dict[str, Any]:
    return {"version": "1.3", "winner": winner, "players": _players(deaths)}


# the don (10) against one red (1): seats 2-7 and the mafiosi 8, 9 gone
DON_AND_ONE_RED = {s: {"round": r, "type": t} for s, r, t in (
    (2, 1, "night"), (3, 0, "day"), (8, 1, "day"), (4, 2, "night"), (9, 2, "day"),
    (5, 3, "night"), (6, 3, "day"), (7, 4, "night"))}


def test_the_don_against_one_red_is_blacks_win_whatever_the_file_says() -> None:
    record = parse_record(_site("maf", DON_AND_ONE_RED))
    assert record.winners == ("black",) and record.outcome_rule == "S-WIN-2"
    for winner in ("civ", "tie"):
        with pytest.raises(LogFormatError) as e:
            parse_record(_site(winner, DON_AND_ONE_RED))
        assert e.value.rule == "S-WIN-2" and e.value.field == "winner"
        assert "1 black and 1 red" in e.value.message and "black wins" in e.value.message


def test_red_wins_with_nobody_gone_is_refused() -> None:
    with pytest.raises(LogFormatError) as e:
        parse_record(_site("civ", {}))
    assert e.value.rule == "S-WIN-3" and "a draw" in e.value.message


def test_a_draw_with_nobody_gone_is_read_as_ended_on_day_three() -> None:
    record = parse_record(_site("tie", {}))
    assert record.outcome_rule == "S-WIN-3" and record.ended_in == ("day", 3)


def test_four_left_after_a_stall_may_be_a_draw_or_reds_win() -> None:
    deaths = {s: {"round": r, "type": t} for s, r, t in (
        (1, 1, "night"), (2, 0, "day"), (3, 1, "day"), (8, 2, "day"), (4, 2, "night"),
        (9, 3, "day"))}
    for winner in ("civ", "tie"):
        assert parse_record(_site(winner, deaths)).outcome_rule == "S-WIN-3"
    with pytest.raises(LogFormatError) as e:
        parse_record(_site("maf", deaths))
    assert e.value.rule == "S-WIN-3"


@pytest.mark.parametrize("game", GAMES)
def test_every_flipped_winner_of_a_real_game_is_refused(game: Game) -> None:
    out = game_to_mafiaratings(game)
    assert parse_record(out).winners == tuple(t.value for t in _state(game).outcome.winners)
    for winner in OTHER[out["winner"]]:
        flipped = copy.deepcopy(out)
        flipped["winner"] = winner
        if winner == "civ" and out["winner"] == "tie" and \
                sum(1 for p in out["players"] if "death" not in p) == 4:
            continue                        # S-WIN-3 with four left: either is legal
        with pytest.raises(LogFormatError) as e:
            parse_record(flipped)
        assert e.value.rule in ("S-WIN-1", "S-WIN-2", "S-WIN-3", "S-FOUL-5")


@pytest.mark.parametrize("game", GAMES[:12])
def test_the_fiim_record_refuses_the_same_edit_with_its_rule_changed_too(game: Game) -> None:
    record = record_of(_state(game))
    out = to_mwt(record)
    assert parse_record(out).winners == record.winners
    result = {"red": ("black", "S-WIN-2"), "black": ("red", "S-WIN-1"),
              "draw": ("black", "S-WIN-2")}[out["result"]["result"]]
    flipped = copy.deepcopy(out)
    flipped["result"]["result"], flipped["result"]["outcome_rule"] = result
    with pytest.raises(LogFormatError) as e:
        parse_record(flipped)
    assert e.value.rule is not None and e.value.field is not None
    assert e.value.field.startswith("result.")
