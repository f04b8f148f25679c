"""One error shape for every command: ``{"error": {"index", "rule", "message"}}`` on
standard output, exit 2 (GAME_LOG.md's keys, in its order)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.cli.output import error_object, fail
from tests.conftest import SCENARIOS

BAD_RULE = SCENARIOS / "example_vote_for_non_candidate.mafia.json"


def test_fail_prints_the_one_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert fail("broken", 3, "R-VOTE-2") == 2
    out = capsys.readouterr().out
    assert list(json.loads(out)["error"]) == ["index", "rule", "message"]
    assert json.loads(out) == error_object("broken", 3, "R-VOTE-2")
    assert error_object("x") == {"error": {"index": None, "rule": None, "message": "x"}}


@pytest.mark.parametrize("argv", [
    ["replay", "{missing}"],
    ["import", "{missing}"],
    ["export-log", "seven", "-o", "{out}.json"],
    ["games", "--db", "{tmp}"],  # a folder, not a database
    ["export", "{missing}", "-o", "{out}.html"],
    ["render", "{missing}", "--out", "{out}"],
    ["cards", "{missing}", "-o", "{out}.pdf"],
    ["tournament", "seating", "--players", "9", "--tables", "1", "--games", "10"],
])
def test_every_command_prints_the_same_keys(argv: list[str], tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    names = {"missing": tmp_path / "missing.mafia.json", "out": tmp_path / "out",
             "tmp": tmp_path}
    code = main([a.format(**names) for a in argv] + (["--db", str(tmp_path / "g.sqlite3")]
                                                    if argv[0] in ("import", "export-log")
                                                    else []))
    error = json.loads(capsys.readouterr().out)["error"]
    assert code == 2 and list(error) == ["index", "rule", "message"] and error["message"]
    assert error["index"] is None and error["rule"] is None


@pytest.mark.parametrize("command", ["replay", "import", "export", "render", "cards"])
def test_an_action_that_breaks_a_rule_names_its_index_and_rule(
        command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = {"replay": [], "import": ["--db", str(tmp_path / "g.sqlite3")],
            "export": ["-o", str(tmp_path / "r.html")],
            "render": ["--out", str(tmp_path / "p")],
            "cards": ["-o", str(tmp_path / "c.pdf")]}[command]
    assert main([command, str(BAD_RULE), *argv]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert (error["index"], error["rule"]) == (2, "R-VOTE-2") and error["message"]


def test_role_cards_of_a_family_without_cards_is_an_error_not_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 35.6: ``cards`` on a sport log printed a traceback and exited 1."""
    from mafia_desktop.rules.log_format import load_game
    from mafia_desktop.ui.families import ui_family
    from tests.conftest import SPORT_SCENARIOS

    log = SPORT_SCENARIOS[0]
    code = main(["cards", str(log), "-o", str(tmp_path / "c.pdf")])
    out = json.loads(capsys.readouterr().out)
    if ui_family(load_game(log.read_text("utf-8")).setup).cards is not None:
        assert code == 0 and (tmp_path / "c.pdf").read_bytes().startswith(b"%PDF")
    else:
        assert code == 2 and "no role cards" in out["error"]["message"]
        assert not (tmp_path / "c.pdf").exists()
