"""``mafia-desktop replay``: exit codes, JSON on stdout, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from tests.conftest import SCENARIOS


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mafia_desktop", *args],
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("content", [b"", b"\x00\x01\x02binary", b"{}", b"[]", b"null",
                                     b'{"format": "mafia-game-log"}', "ё".encode("cp1251")])
def test_broken_files_exit_2_with_a_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "broken.mafia.json"
    path.write_bytes(content)
    proc = _run("replay", str(path))
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr + proc.stdout
    error = json.loads(proc.stdout)["error"]
    assert error["index"] is None and error["rule"] is None and error["message"]


def test_missing_file_and_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert main(["replay", str(tmp_path)]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["index"] is None


def test_illegal_action_gives_index_and_rule(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    log = json.loads((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    log["actions"].insert(1, {"type": "nominate", "by": "Dasha", "target": "Vera"})
    path = tmp_path / "g.mafia.json"
    path.write_text(json.dumps(log))
    assert main(["replay", str(path)]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert (error["index"], error["rule"]) == (1, "R-NOM-1")
    assert "Dasha" in error["message"]


def test_usage_errors_exit_2_without_traceback() -> None:
    proc = _run("replay")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    proc = _run("no-such-command")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
