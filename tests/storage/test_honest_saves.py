"""Honest saves (issue 17): after an error at COMMIT the stored game is read again and
what is true is kept; a healthy file is never called damaged.

The finding: with the disk vanishing mid-game, 3 actions refused on screen were on disk
afterwards, 2 shown actions were missing, and a healthy file was called "malformed". The
tests make COMMIT raise ``disk I/O error`` after the data reached the file, and before.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage import GameRepository, StorageError, open_database
from mafia_desktop.storage.connection import explain
from mafia_desktop.storage.session import GameSession
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
ROOT = Path(__file__).resolve().parents[2]


def fail_at_commit(repo: GameRepository, *, reached_the_file: bool) -> list[str]:
    """Make the repository's next COMMIT raise "disk I/O error", after really
    committing (``reached_the_file``) or without. Returns the statements run."""
    conn = repo.conn
    real = conn.execute
    seen: list[str] = []

    def execute(sql, *args):
        seen.append(sql)
        if sql == "COMMIT":
            conn.execute = real  # once
            if reached_the_file:
                real(sql, *args)
            raise sqlite3.OperationalError("disk I/O error")
        return real(sql, *args)

    conn.execute = execute
    return seen


@pytest.fixture()
def session(db_path: Path):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    conn = open_database(db_path)
    repo = GameRepository(conn)
    gid = repo.create_game(setup)
    s = GameSession(Game(setup), repo, gid)
    for action in actions[:5]:
        s.push(action)
    yield s, actions
    repo.conn.close()


def test_an_action_that_reached_the_file_is_kept(session) -> None:
    s, actions = session
    repo = s.repository
    old = repo.conn
    fail_at_commit(repo, reached_the_file=True)
    state = s.push(actions[5])
    assert state is s.game.state and len(s.game) == 6
    assert s.notice is not None and "action 5 saved after a retry" in s.notice
    assert "disk I/O error" in s.notice
    assert repo.conn is not old  # the file was opened again to read what it holds
    assert repo.actions(s.game_id) == list(actions[:6])
    s.push(actions[6])  # and the game goes on
    assert s.notice is None and len(repo.actions(s.game_id)) == 7


def test_an_action_that_did_not_reach_the_file_is_refused(session) -> None:
    s, actions = session
    repo = s.repository
    fail_at_commit(repo, reached_the_file=False)
    with pytest.raises(StorageError, match="disk I/O error") as e:
        s.push(actions[5])
    assert "malformed" not in str(e.value)
    assert len(s.game) == 5 and s.notice is None
    assert repo.actions(s.game_id) == list(actions[:5])
    s.push(actions[5])  # the disk is back
    assert repo.actions(s.game_id) == list(actions[:6])


@pytest.mark.parametrize("reached", [True, False])
def test_an_undo_is_kept_exactly_as_stored(session, reached: bool) -> None:
    s, actions = session
    repo = s.repository
    fail_at_commit(repo, reached_the_file=reached)
    if reached:
        assert s.pop() == actions[4]
        assert "undo of action 4 saved after a retry" in s.notice
        assert len(s.game) == 4 == len(repo.actions(s.game_id))
        assert [c.index for c in repo.corrections(s.game_id)] == [4]
    else:
        with pytest.raises(StorageError):
            s.pop()
        assert len(s.game) == 5 == len(repo.actions(s.game_id))
        assert repo.corrections(s.game_id) == []


def test_the_lock_survives_opening_the_file_again(session, db_path: Path) -> None:
    s, actions = session
    fail_at_commit(s.repository, reached_the_file=True)
    s.push(actions[5])
    script = textwrap.dedent("""
        import sys
        from mafia_desktop.storage import DatabaseInUse, open_database
        try:
            open_database(sys.argv[1])
        except DatabaseInUse:
            print("in use")
    """)
    done = subprocess.run([sys.executable, "-c", script, str(db_path)], capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)), cwd=ROOT,
                          timeout=60)
    assert done.stdout.strip() == "in use", done.stderr


def test_an_unreachable_file_is_said_so_and_tried_again(session, monkeypatch) -> None:
    """A write fails, and so does reading again (the disk is gone): nothing is said to be
    saved or not (SaveUnknown), the action is not shown, writes wait, and once the disk
    is back the file is read again and the game follows it (issue 26.4)."""
    s, actions = session
    repo = s.repository
    from mafia_desktop.storage import SaveUnknown, connection, repository

    fail_at_commit(repo, reached_the_file=True)
    real_reopen = connection.reopen

    def gone(conn):
        sqlite3.Connection.close(conn)
        raise StorageError("cannot be opened again: disk I/O error", path=repo.path)

    monkeypatch.setattr(repository, "reopen", gone)
    with pytest.raises(SaveUnknown, match="whether action 5 reached the file"):
        s.push(actions[5])
    assert len(s.game) == 5 and s.unsettled is not None  # not shown, not called lost
    assert s.settle() is None  # still gone: still unknown
    with pytest.raises(SaveUnknown, match="still not known"):
        s.push(actions[5])  # no write on top of an unknown one
    monkeypatch.setattr(repository, "reopen", real_reopen)
    found = s.settle()  # the disk is back: the file holds action 5 after all
    assert found is not None and "action 5 was saved after all" in found
    assert s.unsettled is None and s.game.actions == tuple(actions[:6])
    s.push(actions[6])  # and the game goes on
    assert repo.load(s.game_id).actions == tuple(actions[:7])


def test_a_failed_read_of_a_healthy_file_is_not_called_malformed(session) -> None:
    s, _ = session
    repo = s.repository
    conn = repo.conn
    real = conn.execute

    def execute(sql, *args):
        conn.execute = real
        e = sqlite3.DatabaseError("database disk image is malformed")
        e.sqlite_errorcode = 11  # SQLITE_CORRUPT, as a short read gives it
        raise e

    conn.execute = execute
    with pytest.raises(StorageError) as e:
        repo.list_games()
    assert "malformed" not in str(e.value) and "damaged" not in str(e.value)
    assert "the file checks out fine" in str(e.value)
    assert len(repo.list_games()) == 1  # opened again: all is well


def test_a_damaged_file_is_called_damaged(db_path: Path, tmp_path: Path) -> None:
    conn = open_database(db_path)
    from tests.storage.conftest import random_game, store
    repo = GameRepository(conn)
    for seed in range(4):
        store(repo, random_game(seed, 10))
    conn.close()
    data = bytearray(db_path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[3 * page:4 * page] = b"\x0d\xff" * (page // 2)
    db_path.write_bytes(bytes(data))
    e = sqlite3.DatabaseError("database disk image is malformed")
    e.sqlite_errorcode = 11
    assert explain(e, None, db_path).startswith("is damaged: ")
