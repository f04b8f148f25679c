"""Every shared scenario (``../shared/scenarios``) replays to its ``.expected.json``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.rules.log_format import dumps, load_game, read_log, replay_text
from tests.conftest import ALL_SCENARIOS, SCENARIOS, SPORT_SCENARIOS
from tests.rules.expected import matches

LOGS = ALL_SCENARIOS   # both families: classic (RULES.md) and sport (RULES_SPORT.md)


def _expected(log: Path) -> dict:
    return json.loads(log.with_name(log.name.replace(".mafia.json", ".expected.json")).read_text())


def test_scenarios_are_there() -> None:
    assert len(LOGS) >= 8, f"no scenarios found in {SCENARIOS}"


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_scenario_replays_as_expected(log: Path) -> None:
    result, code = replay_text(log.read_bytes())
    expected = _expected(log)
    assert matches(expected, result), json.dumps(result, indent=1)
    assert code == (2 if "error" in expected else 0)


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_scenario_through_the_command_line(log: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "mafia_desktop", "replay", str(log)],
                          capture_output=True, text=True, timeout=60)
    expected = _expected(log)
    assert proc.returncode == (2 if "error" in expected else 0), proc.stderr
    assert proc.stderr == ""
    assert matches(expected, json.loads(proc.stdout))


@pytest.mark.parametrize("log", [p for p in LOGS if "error" not in _expected(p)],
                         ids=lambda p: p.name)
def test_scenario_written_and_read_back_is_the_same_game(log: Path) -> None:
    game = load_game(log.read_bytes())
    setup, actions = read_log(dumps(game.setup, game.actions))
    assert setup == game.setup
    assert actions == list(game.actions)
    original = json.loads(log.read_text())
    written = json.loads(dumps(game.setup, game.actions))["actions"]
    if all(not isinstance(v, int) or isinstance(v, bool) for a in original["actions"]
           for v in a.values()):   # a log naming players by name is written back as it was
        assert written == original["actions"]
    else:                          # seats are written back as names
        assert len(written) == len(original["actions"])


def test_sport_scenarios_are_there() -> None:
    assert len(SPORT_SCENARIOS) >= 4, f"no sport scenarios found in {SCENARIOS}"


def test_matches_is_strict_enough() -> None:
    exp = {"winners": ["town"], "deaths": [{"player": "A", "seat": 1}]}
    assert matches(exp, {"winners": ["town"], "deaths": [{"player": "A", "seat": 1, "x": 0}]})
    assert not matches(exp, {"winners": ["mafia"], "deaths": [{"player": "A", "seat": 1}]})
    assert not matches(exp, {"winners": ["town"], "deaths": []})
    assert not matches({"ended": True}, {"ended": 1})
