"""Reading the game log with full validation (GAME_LOG.md): each error names the field,
what was expected and what was found."""

from __future__ import annotations

import copy
import json
from datetime import datetime, timedelta, timezone

import pytest

from mafia_desktop.rules import Game, LogFormatError
from mafia_desktop.rules.classic import (
    CloseVote,
    MafiaKill,
    Nominate,
    OpenVote,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.log_format import (
    dumps,
    load_game,
    parse_action,
    read_log,
    replay_text,
    to_json,
)
from tests.conftest import SCENARIOS

BASE = json.loads((SCENARIOS / "town_wins_day2.mafia.json").read_text())


def _log(**changes: object) -> dict:
    log = copy.deepcopy(BASE)
    log.update(changes)
    return log


def _error(log: dict) -> LogFormatError:
    with pytest.raises(LogFormatError) as info:
        read_log(json.dumps(log))
    return info.value


@pytest.mark.parametrize("mutate, field, words", [
    (lambda l: l.update(format="chess"), "format", ["'mafia-game-log'", "'chess'"]),
    (lambda l: l.update(version=2), "version", ["1", "2"]),
    (lambda l: l.update(version=True), "version", ["True"]),
    (lambda l: l.pop("players"), "log.players", ["missing"]),
    (lambda l: l.update(extra=1), "log.extra", ["unknown field 'extra'"]),
    (lambda l: l.update(rng_seed="7"), "rng_seed", ["integer", "'7'"]),
    (lambda l: l.update(rng_seed=1.5), "rng_seed", ["integer", "1.5"]),
    (lambda l: l["ruleset"].update(preset="club"), "ruleset.preset", ["table", "'club'"]),
    (lambda l: l["ruleset"].update(options={"x": 1}), "ruleset.options.x", ["unknown option 'x'"]),
    (lambda l: l["ruleset"].update(options={"vote_window_s": "60"}), "ruleset.options.vote_window_s",
     ["int", "'60'"]),
    (lambda l: l["ruleset"].update(options={"tie_break": "coin"}), "ruleset.options.tie_break",
     ["earliest_last_vote", "'coin'"]),
    (lambda l: l["ruleset"].update(options={"doctor_self_protect": 1}),
     "ruleset.options.doctor_self_protect", ["bool", "1"]),
    (lambda l: l["ruleset"].update(options={"vote_window_s": 0}), "ruleset.options.vote_window_s",
     [">= 1"]),
    (lambda l: l["ruleset"].update(options=[]), "ruleset.options", ["object"]),
    (lambda l: l.update(players={}), "players", ["array"]),
    (lambda l: l["players"][2].update(role="sheriff"), "players[2].role", ["'sheriff'", "commissar"]),
    (lambda l: l["players"][2].update(name=5), "players[2].name", ["string", "5"]),
    (lambda l: l["players"][2].update(seat=1), "players[2].seat", ["taken", "R-SETUP-1"]),
    (lambda l: l["players"][2].update(seat=99), "players[2].seat", ["1..7", "99"]),
    (lambda l: l["players"][2].update(colour="red"), "players[2].colour", ["unknown field"]),
    (lambda l: l["players"][2].update(name=" anna "), "players[2].name", ["taken", "R-SETUP-1"]),
    (lambda l: l["players"][2].update(name="   "), "players[2].name", ["empty", "R-SETUP-1"]),
    (lambda l: l["players"][2].update(name="x" * 41), "players[2].name", ["40", "R-SETUP-1"]),
    (lambda l: l["players"][2].update(name="Eve\u202e"), "players[2].name",
     ["U+202E", "R-SETUP-1"]),
    (lambda l: l["players"][2].update(name="Ev\x00e"), "players[2].name", ["U+0000", "R-SETUP-1"]),
    (lambda l: l["players"][1].update(role="godfather"), "players", ["one godfather", "R-SETUP-2"]),
    (lambda l: l["players"][4].update(role="doctor"), "players", ["at most one doctor", "R-SETUP-2"]),
    (lambda l: [p.update(role="mafioso") for p in l["players"][4:]], "players", ["R-SETUP-3"]),
    (lambda l: l.update(players=l["players"][:3]), "players", ["at least 4", "R-SETUP-2"]),
    (lambda l: l.update(actions={}), "actions", ["array"]),
])
def test_broken_file_names_the_field(mutate, field, words) -> None:
    log = copy.deepcopy(BASE)
    mutate(log)
    error = _error(log)
    assert error.field == field
    assert error.index is None
    for word in words:
        assert word in error.message, error.message
    result, code = replay_text(json.dumps(log))
    assert code == 2
    assert result == {"error": {"index": None, "rule": None, "message": error.message}}


@pytest.mark.parametrize("action, field, words", [
    ({"type": "shoot", "target": "Anna"}, "actions[0].type", ["'shoot'", "nominate"]),
    ({"target": "Anna"}, "actions[0].type", ["None"]),
    ({"type": "nominate", "by": "Dasha"}, "actions[0].target", ["missing field 'target'"]),
    ({"type": "nominate", "by": "Dasha", "target": "Nobody"}, "actions[0].target",
     ["player of this game", "'Nobody'"]),
    ({"type": "nominate", "by": "Dasha", "target": 8}, "actions[0].target", ["1..7", "8"]),
    ({"type": "nominate", "by": "Dasha", "target": True}, "actions[0].target", ["name or seat"]),
    ({"type": "nominate", "by": "Dasha", "target": "Anna", "why": "x"}, "actions[0].why",
     ["unknown field 'why'"]),
    ({"type": "open_vote", "at": "yesterday"}, "actions[0].at", ["ISO 8601", "'yesterday'"]),
    ({"type": "open_vote", "at": "2026-11-20T19:43:00"}, "actions[0].at", ["UTC offset"]),
    ({"type": "mafia_kill", "target": "Vera", "description": 5}, "actions[0].description",
     ["string", "5"]),
    ("nominate", "actions[0]", ["object"]),
])
def test_unreadable_action_names_index_and_field(action, field, words) -> None:
    log = _log(actions=[action])
    error = _error(log)
    assert error.field == field
    assert error.index == 0
    for word in words:
        assert word in error.message, error.message
    result, code = replay_text(json.dumps(log))
    assert code == 2
    assert result["error"]["index"] == 0 and result["error"]["rule"] is None


def test_players_are_named_or_seated_case_insensitively() -> None:
    setup, _ = read_log(json.dumps(BASE))
    action = parse_action({"type": "vote", "by": 5, "target": "  ANNA "}, setup, 3)
    assert action == Vote(by=5, target=1)


def test_not_json_and_duplicate_keys() -> None:
    for text, words in [("{", "not valid JSON"), ('{"format": 1, "format": 2}', "duplicate key"),
                        ("[1, NaN]", "NaN"), (b"\xff\xfe{", "UTF-8"), ("[" * 100000, "deeply")]:
        result, code = replay_text(text)
        assert code == 2 and words in result["error"]["message"], result


def test_null_optional_fields_are_absent() -> None:
    setup, _ = read_log(json.dumps(BASE))
    action = parse_action({"type": "mafia_kill", "target": "Vera", "description": None,
                           "decided_by": None, "at": None}, setup, 0)
    assert action == MafiaKill(target=3)


def test_written_log_reads_back_with_times_options_and_descriptions() -> None:
    tz = timezone(timedelta(hours=3))
    t0 = datetime(2026, 11, 29, 20, 0, tzinfo=tz)
    setup = make_setup([(1, "Аня", Role.GODFATHER), (2, "Борис", Role.CIVILIAN),
                        (3, "Вера", Role.CIVILIAN), (4, "Глеб", Role.DOCTOR)],
                       ruleset_from("seed", {"tie_break": "host_choice", "vote_changes": -1}), 99)
    game = Game.replay(setup, [
        Nominate(2, 1, at=t0), Nominate(1, 2, at=t0 + timedelta(minutes=1)),
        OpenVote(at=t0 + timedelta(minutes=2)), Vote(3, 1, at=t0 + timedelta(minutes=3)),
        Vote(4, 2, at=t0 + timedelta(minutes=4)), CloseVote(choice=2, at=t0 + timedelta(minutes=5)),
    ])
    text = dumps(game.setup, game.actions)
    assert "Аня" in text  # non-ASCII kept as text
    again = load_game(text)
    assert again.setup == game.setup and again.actions == game.actions
    assert again.states() == game.states()
    written = to_json(again.setup, again.actions)["ruleset"]
    # RULES.md §7: a game the app writes holds every option's value, so a later change
    # to a preset never changes a stored game.
    assert written["family"] == "classic" and written["preset"] == "seed"
    assert written["options"] == again.setup.ruleset.options()
    assert (written["options"]["tie_break"], written["options"]["vote_changes"]) == \
        ("host_choice", -1)
