"""Temporary export files (issue 17, item 8): a writer killed with SIGKILL mid-write
leaves its hidden temporary file; the next export into that folder and the next start of
the window remove it. Only our own temporary names are touched, never a file younger
than a minute, never one a living writer holds."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mafia_desktop.storage.files import (
    LEFTOVER_AGE_S,
    is_temporary_name,
    remove_leftovers,
    write_atomic_with,
)
from tests.conftest import CLASSIC_SCENARIOS

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and flock: POSIX")

#: A writer that writes half a report into its temporary file, says so, and waits.
_SLOW_WRITER = """
import sys, time
from mafia_desktop.storage.files import write_atomic_with

def write(tmp):
    with open(tmp, "wb") as f:
        f.write(b"<html>half a report with every role")
    print(tmp, flush=True)
    time.sleep(120)

write_atomic_with(sys.argv[1], write)
"""


def _age(path: Path, seconds: float = LEFTOVER_AGE_S + 60) -> None:
    """Make ``path`` look unchanged for ``seconds``."""
    then = time.time() - seconds
    os.utime(path, (then, then))


def _start_writer(target: Path) -> tuple[subprocess.Popen[str], Path]:
    """A real process in the middle of writing ``target``; returns it and its temp file."""
    proc = subprocess.Popen([sys.executable, "-c", _SLOW_WRITER, str(target)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    tmp = Path(proc.stdout.readline().strip())
    assert tmp.parent == target.parent and is_temporary_name(tmp.name), tmp
    return proc, tmp


def _kill(proc: subprocess.Popen[str]) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=20)
    assert proc.returncode == -signal.SIGKILL


def test_a_killed_export_is_swept_by_the_next_export(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    proc, tmp = _start_writer(out / "game.html")
    try:
        _age(tmp)  # old, but its writer lives: never removed
        assert remove_leftovers(out) == [] and tmp.exists()
    finally:
        _kill(proc)
    assert tmp.exists() and not (out / "game.html").exists()  # the kill left it
    os.utime(tmp)  # just killed: unchanged for less than a minute, kept
    assert remove_leftovers(out) == [] and tmp.exists()
    _age(tmp)
    done = subprocess.run([sys.executable, "-m", "mafia_desktop", "export",
                           str(CLASSIC_SCENARIOS[0]), "-o", str(out / "other.html")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in out.iterdir()) == ["other.html"]


def test_only_our_own_old_unlocked_temporary_files_go(tmp_path: Path) -> None:
    ours = tmp_path / ".game.mafia-tmp-k2x9q1ab.pdf"
    young = tmp_path / ".game.mafia-tmp-zz9q1ab0.pdf"
    others = [tmp_path / name for name in (
        ".export-abcdefgh.pdf",            # another program's hidden temp name
        ".game.mafia-tmp-short.pdf",       # not our 8 random characters
        "game.mafia-tmp-k2x9q1ab.pdf",     # not hidden: the user's own file
        "report.pdf")]
    for p in (ours, young, *others):
        p.write_bytes(b"x")
    for p in (ours, *others):
        _age(p)
    link = tmp_path / ".link.mafia-tmp-abcdefgh.pdf"
    link.symlink_to(tmp_path / "report.pdf")  # a link is never followed nor removed
    folder = tmp_path / ".dir.mafia-tmp-abcdefgh.pdf"
    folder.mkdir()
    assert remove_leftovers(tmp_path) == [ours]
    assert not ours.exists() and young.exists() and link.is_symlink() and folder.is_dir()
    assert all(p.exists() for p in others)
    assert remove_leftovers(tmp_path / "missing") == []  # a folder that is gone: nothing


def test_a_failed_write_leaves_no_temporary_and_sweeps_the_folder(tmp_path: Path) -> None:
    old = tmp_path / ".r.mafia-tmp-abcdefgh.pdf"
    old.write_bytes(b"partial")
    _age(old)

    def write(tmp: Path) -> None:
        tmp.write_bytes(b"half")
        raise OSError(28, "No space left on device", str(tmp))
    with pytest.raises(OSError):
        write_atomic_with(tmp_path / "r.pdf", write)
    assert list(tmp_path.iterdir()) == []


def test_the_window_sweeps_the_folders_it_wrote_to_at_start(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from mafia_desktop.ui.app import finish_start
    from mafia_desktop.ui.paths import remember_folder
    from mafia_desktop.ui.window.main_window import MainWindow

    exports = tmp_path / "exports"
    exports.mkdir()
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    remember_folder(settings, exports / "game.pdf")  # as the window does before a write
    proc, tmp = _start_writer(exports / "game.pdf")
    _kill(proc)
    _age(tmp)
    kept = exports / "notes.pdf"
    kept.write_bytes(b"mine")
    window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    finish_start(window, str(tmp_path / "games.sqlite3"))
    assert list(exports.iterdir()) == [kept]
    window.close()
