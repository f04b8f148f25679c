"""The window's leftovers and read-only media (issue 26, point 6): a clean quit removes
the lock file, and a database on a read-only disk is offered read-only as one in use."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from mafia_desktop.storage.lock import lock_path
from tests.storage.mounts import read_only_bind
from tests.ui.test_storage_trust import ROOT, answering, start, stored


def test_a_clean_quit_removes_the_lock_file(db_path: Path) -> None:
    stored(db_path)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               MAFIA_DESKTOP_STARTUP_PROBE="1")
    done = subprocess.run([sys.executable, "-m", "mafia_desktop", "--db", str(db_path)],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ready" in done.stdout.split()  # the database was open (and locked)
    assert not lock_path(db_path).exists()
    assert not Path(str(db_path) + "-wal").exists()  # closed: checkpointed and removed


def test_read_only_media_offer_read_only_opening(qtbot, tmp_path, monkeypatch) -> None:
    src = tmp_path / "src" / "games.sqlite3"
    src.parent.mkdir()
    gid = stored(src)
    with read_only_bind(src.parent, tmp_path / "ro") as ro:
        shown = answering(monkeypatch, "readOnly")
        w = start(qtbot, ro / src.name)
        assert len(shown) == 1 and "read-only" in shown[0]
        assert w.status.repository is not None and w.status.repository.read_only and not w.status.unsaved
        assert w.status.read_only_label.text() == \
            "Read-only: the database's disk or file cannot be written"
        c = w.commands.resume_game(gid)
        assert c is not None and w.session.read_only and len(c.game) == 6
        w.status.repository.conn.close()
