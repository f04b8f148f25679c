"""Hostile input found by a newcomer's trial: each gets a clear error, never a traceback."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules.log_format import MAX_LOG_BYTES, read_log_file, replay_text
from tests.conftest import SCENARIOS

BASE = json.loads((SCENARIOS / "town_wins_day2.mafia.json").read_text())


def _error(log: dict | str) -> dict:
    text = log if isinstance(log, str) else json.dumps(log)
    result, code = replay_text(text)
    assert code == 2, result
    return result["error"]


def test_an_integer_of_thousands_of_digits() -> None:
    text = json.dumps(BASE).replace('"rng_seed": 7', '"rng_seed": ' + "9" * 5000)
    message = _error(text)["message"]
    assert "not a valid JSON value" in message
    # what is wrong, in a host's words (not Python's "use sys.set_int_max_str_digits()")
    assert "a number of 5000 digits" in message and "sys." not in message, message


@pytest.mark.parametrize("seed", [2**63, -2**63 - 1])
def test_rng_seed_must_fit_64_bits(seed: int) -> None:
    log = copy.deepcopy(BASE)
    log["rng_seed"] = seed
    assert "64 bits" in _error(log)["message"]


@pytest.mark.parametrize("at", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"])
def test_times_that_do_not_exist_in_utc(at: str) -> None:
    log = copy.deepcopy(BASE)
    log["actions"][0]["at"] = at
    error = _error(log)
    assert error["index"] == 0 and "between the years 1 and 9999" in error["message"]


def test_lone_surrogates_in_names_and_texts() -> None:
    log = copy.deepcopy(BASE)
    log["players"][1]["name"] = "Bo\ud800ris"
    assert "lone surrogate" in _error(log)["message"]
    log = copy.deepcopy(BASE)
    log["actions"] = [{"type": "host_kill", "target": "Anna", "reason": "\udfff"}]
    error = _error(log)
    assert error["index"] == 0 and "lone surrogate" in error["message"]


def test_version_must_be_the_integer_1() -> None:
    log = copy.deepcopy(BASE)
    log["version"] = 1.0
    assert _error(log)["message"].startswith("version:")


def test_not_a_regular_file_and_too_large(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="not a regular file"):
        read_log_file("/dev/zero")
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_LOG_BYTES + 1)
    with pytest.raises(Exception, match="larger than 64 MiB"):
        read_log_file(big)


def test_a_closed_pipe_is_no_error() -> None:
    proc = subprocess.run(
        f"{sys.executable} -m mafia_desktop replay "
        f"{SCENARIOS / 'town_wins_day2.mafia.json'} | head -c 1 >/dev/null; "
        "exit ${PIPESTATUS[0]}", shell=True, executable="/bin/bash",
        capture_output=True, text=True, timeout=60)
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr


def test_self_test_takes_no_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--self-test", "replay", "x"])
    assert info.value.code == 2
    assert "--self-test takes no command" in capsys.readouterr().err


def test_the_window_without_a_display_says_so() -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "mafia_desktop"], env=env,
                          capture_output=True, text=True, timeout=60)
    if not sys.platform.startswith("linux"):
        pytest.skip("only Linux and the BSDs need a display server")
    assert proc.returncode == 2
    assert "no display" in proc.stderr and "Traceback" not in proc.stderr
