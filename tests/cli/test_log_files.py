"""Every command reads a log through rules.log_format.read_log_file: a named pipe, a
device behind a symbolic link or a file over the cap is an error JSON with exit 2,
naming the file, and never a hang."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.rules import LogFormatError
from mafia_desktop.rules.log_format import read_log_file
from tests.conftest import SCENARIOS

GOOD = SCENARIOS / "town_wins_day2.mafia.json"


def _hostile(tmp_path: Path, kind: str) -> Path:
    if kind == "fifo":
        path = tmp_path / "pipe.mafia.json"
        os.mkfifo(path)  # nobody ever writes to it: an open() that waits would hang
    else:
        path = tmp_path / "zero.mafia.json"
        path.symlink_to("/dev/zero")  # a read without a cap would exhaust memory
    return path


def _argv(command: str, log: Path, tmp_path: Path) -> list[str]:
    return {
        "replay": ["replay", str(log)],
        "import": ["import", str(log), "--db", str(tmp_path / "g.sqlite3")],
        "export": ["export", str(log), "-o", str(tmp_path / "r.html")],
        "render": ["render", str(log), "--out", str(tmp_path / "pictures")],
        "cards": ["cards", str(log), "-o", str(tmp_path / "c.pdf")],
    }[command]


needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
                                 reason="needs named pipes and /dev/zero")


@needs_posix
@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
@pytest.mark.parametrize("command", ["replay", "import", "export", "render", "cards"])
def test_a_log_that_is_no_regular_file(tmp_path: Path, command: str, kind: str) -> None:
    log = _hostile(tmp_path, kind)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run([sys.executable, "-m", "mafia_desktop",
                           *_argv(command, log, tmp_path)],
                          capture_output=True, text=True, timeout=60, env=env)
    assert proc.returncode == 2, proc
    assert "Traceback" not in proc.stderr
    error = json.loads(proc.stdout)["error"]
    assert error == {"message": f"cannot read {log}: not a regular file ("
                                f"{'a named pipe' if kind == 'fifo' else 'a character device'})",
                     "index": None, "rule": None}
    assert sorted(p.name for p in tmp_path.iterdir()) == [log.name]  # nothing written


def test_the_cap_is_read_at_most_plus_one_byte(tmp_path: Path) -> None:
    small = tmp_path / "small.json"
    small.write_bytes(b"x" * 10)
    assert read_log_file(small, max_bytes=10) == b"x" * 10
    with pytest.raises(LogFormatError, match=f"cannot read {small}: larger than 9 bytes"):
        read_log_file(small, max_bytes=9)


@needs_posix
def test_a_device_that_lies_about_its_size_is_refused_before_reading() -> None:
    with pytest.raises(LogFormatError) as caught:
        read_log_file("/dev/zero")
    assert caught.value.message == "cannot read /dev/zero: not a regular file " \
                                   "(a character device)"
    assert caught.value.index is None and caught.value.rule is None


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(LogFormatError, match="cannot read .*: (not a regular file|Is a dir|Perm)"):
        read_log_file(tmp_path)
    with pytest.raises(LogFormatError, match="No such file"):
        read_log_file(tmp_path / "nope.json")


@pytest.mark.parametrize("command", ["replay", "import", "export", "render", "cards"])
def test_a_log_over_the_cap(tmp_path: Path, command: str,
                            capsys: pytest.CaptureFixture[str],
                            monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.cli import main
    from mafia_desktop.rules import log_json  # the one reader of log files (log_format's)

    monkeypatch.setattr(log_json, "MAX_LOG_BYTES", 1000)  # the real log is ~1.9 KB
    assert main(_argv(command, GOOD, tmp_path)) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error == {"message": f"cannot read {GOOD}: larger than 1000 bytes, so not a "
                                "game log", "index": None, "rule": None}
