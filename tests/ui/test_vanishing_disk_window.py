"""The host window and a vanishing disk (issue 26, point 4): after a disk error whose
outcome cannot be read, the window says it does not know yet (never "Not saved, so not
done"), reads the file again once the disk is back and shows what it holds."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from mafia_desktop.storage import GameRepository, open_database
from tests.storage.test_honest_saves import fail_at_commit
from tests.storage.test_vanishing_disk import Disk
from tests.support.window import make_window
from tests.ui.test_storage_trust import stored


@pytest.fixture()
def window(qtbot, db_path, monkeypatch):
    gid = stored(db_path)
    conn = open_database(db_path)
    repo = GameRepository(conn)
    w = make_window(qtbot, repo, show=False)
    w.commands.resume_game(gid)
    yield w, repo, gid, Disk(monkeypatch, repo)
    repo.conn.close()


@pytest.mark.parametrize("reached", [True, False])
def test_an_action_lost_with_the_disk_is_checked_before_anything_is_said(window, reached):
    w, repo, gid, disk = window
    c = w.session.controller
    fail_at_commit(repo, reached_the_file=reached)
    disk.gone()
    problem = w.commands.perform(c.game.legal_actions()[0])
    assert problem is not None and problem.unknown
    message = w.statusBar().currentMessage()
    assert message.startswith("Not known yet whether it was saved") and "Not saved" not in message
    assert len(c.game) == 6
    assert not c.settle()  # the disk is still gone: nothing more is said
    disk.back()
    assert c.settle()
    QApplication.processEvents()
    shown = w.session.controller
    assert shown.game.actions == repo.load(gid).actions  # the screen follows the file
    assert len(shown.game) == (7 if reached else 6) == shown.stack.count()
    message = w.statusBar().currentMessage()
    assert message.startswith("Checked in the database: action 6 was ")
    assert ("saved after all" if reached else "not saved") in message


@pytest.mark.parametrize("reached", [True, False])
def test_an_undo_lost_with_the_disk_is_checked_before_anything_is_said(window, reached):
    w, repo, gid, disk = window
    c = w.session.controller
    fail_at_commit(repo, reached_the_file=reached)
    disk.gone()
    c.stack.undo()
    QApplication.processEvents()
    assert w.statusBar().currentMessage().startswith("Not known yet whether it was saved")
    assert len(c.game) == 6
    disk.back()
    assert c.settle()
    QApplication.processEvents()
    shown = w.session.controller
    assert shown.game.actions == repo.load(gid).actions
    assert len(shown.game) == (5 if reached else 6)
    assert [k.index for k in repo.corrections(gid)] == ([5] if reached else [])
    assert "undo of action 5" in w.statusBar().currentMessage()
