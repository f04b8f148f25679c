"""The werewolf family on the command line: ``replay`` prints a werewolf log's summary
(and an illegal action's W- rule), ``balance --family werewolf`` plays random games by
the W-SETUP-3 table or ``--roles`` (and refuses a deal W-SETUP-2 refuses)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules import log_format
from mafia_desktop.rules.werewolf import Attack, Check, Dawn, Guard, make_setup, ruleset_from

ROLES = ["wolf", "villager", "seer", "bodyguard", "villager", "villager"]


def _log(tmp_path: Path, *actions: object) -> Path:
    setup = make_setup([(i + 1, f"P{i + 1}", r) for i, r in enumerate(ROLES)],
                       ruleset_from("party"), 3)
    path = tmp_path / "w.mafia.json"
    path.write_text(log_format.dumps(setup, list(actions)))  # written as given, unchecked
    return path


def test_replay_prints_the_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _log(tmp_path, Attack(2), Check(1), Guard(4), Dawn())
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["phase"] == {"kind": "day", "number": 1} and out["stage"] == "nominations"
    assert out["deaths"][0]["cause"] == "attack" and out["living"] == [1, 3, 4, 5, 6]


def test_replay_names_the_rule_an_action_breaks(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = _log(tmp_path, Attack(1))
    assert main(["replay", str(path)]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["rule"] == "W-NIGHT-2"


def test_balance_plays_the_table_and_refuses_a_bad_deal(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--family", "werewolf", "--games", "6", "--players", "8",
                 "--preset", "full"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["family"] == "werewolf" and out["setup"]["players"] == 8
    assert abs(sum(out["wins"].values()) - 1.0) < 1e-9
    assert main(["balance", "--family", "werewolf", "--games", "2",
                 "--roles", "wolf=3,villager=3"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["rule"] == "W-SETUP-2"
