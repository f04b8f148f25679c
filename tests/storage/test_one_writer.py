"""One writer per database, and every write checks the game it writes to (issue 17).

Two real processes on one database file: a second writer is told the database is in use
(and may read it), a lock left by a killed process blocks nobody, and a write on a game
that another program changed is refused (StaleGame) in the same transaction.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage import (
    DatabaseInUse,
    GameRepository,
    Revision,
    StaleGame,
    StorageError,
    open_database,
)
from mafia_desktop.storage.lock import lock_path
from mafia_desktop.storage.session import GameSession
from tests.conftest import SCENARIOS
from tests.storage.conftest import sha256

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
ROOT = Path(__file__).resolve().parents[2]

#: A second program: opens the database for writing, says "ready PID", then obeys lines
#: on stdin ("quit", or "undo-and-add GID": undo the last action and add another).
HOLDER = textwrap.dedent("""
    import sys
    from mafia_desktop.storage import GameRepository, open_database
    repo = GameRepository(open_database(sys.argv[1]))
    print("ready", flush=True)
    for line in sys.stdin:
        words = line.split()
        if words[0] == "quit":
            break
    repo.conn.close()
    print("closed", flush=True)
""")

#: A program that ignores the lock (an older version, another tool): it undoes the last
#: action of game GID and enters another one in its place.
INTRUDER = textwrap.dedent("""
    import sqlite3, sys
    from mafia_desktop.rules import Game
    from mafia_desktop.storage import GameRepository
    repo = GameRepository(sqlite3.connect(sys.argv[1], isolation_level=None))
    gid = int(sys.argv[2])
    game = repo.load(gid)
    repo.pop(gid, len(game) - 1)
    game.pop()
    other = [a for a in game.legal_actions()][-1]
    game.push(other)
    repo.append(gid, len(game) - 1, other, game.outcome)
    print(len(game), flush=True)
""")


def start(script: str, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", script, *args], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, cwd=ROOT)
    return proc


def dump(db: Path) -> list[str]:
    """The database's content as SQL (what a write would change)."""
    import sqlite3
    raw = sqlite3.connect(db)
    try:
        return list(raw.iterdump())
    finally:
        raw.close()


def stored_game(db: Path, count: int = 8) -> int:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    conn = open_database(db)
    repo = GameRepository(conn)
    gid = repo.create_game(setup)
    game = Game(setup)
    for action in actions[:count]:
        game.push(action)
        repo.append(gid, len(game) - 1, action, game.outcome)
    conn.close()
    return gid


def test_a_second_writer_is_told_the_database_is_in_use(capsys, db_path: Path) -> None:
    gid = stored_game(db_path)
    holder = start(HOLDER, str(db_path))
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        assert lock_path(db_path).exists()
        with pytest.raises(DatabaseInUse) as e:
            open_database(db_path)
        message = str(e.value)
        assert message.startswith(f"{db_path}: is in use by another Mafia Desktop window")
        assert f"process {holder.pid}" in message and "read-only" in message
        assert e.value.holder["pid"] == holder.pid
        # it may be read meanwhile, and the reading commands work
        ro = open_database(db_path, read_only=True)
        assert [g.id for g in GameRepository(ro).list_games()] == [gid]
        ro.close()
        assert cli.main(["games", "--db", str(db_path)]) == 0
        assert [g["id"] for g in json.loads(capsys.readouterr().out)] == [gid]
        # a writing command is told so, and writes nothing
        before = sha256(db_path)
        assert cli.main(["import", str(SCENARIO), "--db", str(db_path)]) == 2
        error = json.loads(capsys.readouterr().out)["error"]["message"]
        assert "is in use by another Mafia Desktop window" in error
        assert sha256(db_path) == before
        holder.stdin.write("quit\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
    finally:
        holder.kill()
        holder.wait()
    assert not lock_path(db_path).exists()  # released and removed
    conn = open_database(db_path)  # free again
    conn.close()


def test_a_killed_holder_blocks_nobody(db_path: Path) -> None:
    stored_game(db_path)
    holder = start(HOLDER, str(db_path))
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        with pytest.raises(DatabaseInUse):
            open_database(db_path)
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    finally:
        holder.kill()
        holder.wait()
    assert lock_path(db_path).exists()  # left by the dead process: stale, not held
    conn = open_database(db_path)
    assert len(GameRepository(conn).list_games()) == 1
    conn.close()
    assert not lock_path(db_path).exists()


def test_within_one_process_the_lock_is_shared(db_path: Path) -> None:
    first = open_database(db_path)
    second = open_database(db_path)  # the same program: no refusal
    first.close()
    assert lock_path(db_path).exists()  # still held by the second
    holder = start(HOLDER, str(db_path))
    try:
        assert holder.wait(30) == 1 and "is in use" in holder.stderr.read()
    finally:
        holder.kill()
    second.close()
    assert not lock_path(db_path).exists()


def test_a_game_changed_by_another_program_is_not_written_to(db_path: Path) -> None:
    """The finding: after an undo in one window, an action entered in the other was
    stored on top (12 of 12 trials). Now every write checks the stored game first."""
    gid = stored_game(db_path)
    conn = open_database(db_path)
    repo = GameRepository(conn)
    session = GameSession(repo.load(gid), repo, gid, repo.notes(gid))
    seen = Revision.of(session.game)
    intruder = start(INTRUDER, str(db_path), str(gid))
    out, err = intruder.communicate(timeout=60)
    assert intruder.returncode == 0, err
    assert int(out) == len(session.game)  # the same count: only the last action differs
    theirs = repo.actions(gid)
    assert theirs[-1] != session.game.actions[-1]
    before = dump(db_path)
    action = session.game.legal_actions()[0]
    with pytest.raises(StaleGame, match="another window or program changed game"):
        session.push(action)
    assert len(session.game) == len(theirs)  # popped back
    with pytest.raises(StaleGame):
        session.pop()
    with pytest.raises(StaleGame):
        session.set_note("player:1", "quiet")
    with pytest.raises(StaleGame):
        repo.delete_game(gid, expect=seen)
    assert repo.actions(gid) == theirs and repo.notes(gid) == {}
    assert dump(db_path) == before  # nothing was written
    conn.close()
    # loaded again, the game goes on
    conn = open_database(db_path)
    repo = GameRepository(conn)
    session = GameSession(repo.load(gid), repo, gid)
    action = session.game.legal_actions()[0]
    session.push(action)
    session.set_note("player:1", "quiet")
    assert repo.actions(gid) == [*theirs, action]
    conn.close()


@pytest.mark.parametrize("trial", range(12))
def test_undo_in_one_window_then_an_action_in_the_other_is_refused(
        db_path: Path, trial: int) -> None:
    """Two windows of one program (the shared lock lets both write): window A undoes and
    enters another action; window B, which still shows the old game, is refused and
    the stored game stays resumable."""
    gid = stored_game(db_path, count=4 + trial % 5)
    a_conn, b_conn = open_database(db_path), open_database(db_path)
    a_repo, b_repo = GameRepository(a_conn), GameRepository(b_conn)
    a = GameSession(a_repo.load(gid), a_repo, gid)
    b = GameSession(b_repo.load(gid), b_repo, gid)
    a.pop()
    if trial % 2:
        a.push(a.game.legal_actions()[-1])
    refused = 0
    for attempt in (lambda: b.push(b.game.legal_actions()[0]), b.pop,
                    lambda: b.set_note("phase:day:1", "loud")):
        try:
            attempt()
        except StaleGame:
            refused += 1
    assert refused == 3
    assert a_repo.load(gid).actions == a.game.actions  # resumable, and as A has it
    assert a_repo.notes(gid) == {}
    with pytest.raises(StorageError):  # B's view of the game is gone: it must reload
        b_repo.delete_game(gid, expect=Revision.of(b.game))
    a_conn.close()
    b_conn.close()


def test_two_names_of_one_database_share_its_lock(db_path: Path, tmp_path: Path) -> None:
    stored_game(db_path)
    link = tmp_path / "elsewhere.sqlite3"
    link.symlink_to(db_path)
    holder = start(HOLDER, str(link))
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        with pytest.raises(DatabaseInUse):
            open_database(db_path)
    finally:
        holder.kill()
        holder.wait()


def test_a_file_system_without_locks_still_opens(db_path: Path, monkeypatch) -> None:
    """Some network file systems have no locks: the database opens (the writes' own
    revision checks remain), rather than refusing every writer."""
    import errno
    import fcntl

    def no_locks(fd: int, op: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    conn = open_database(db_path)
    gid = GameRepository(conn).create_game(log_format.read_log(SCENARIO.read_bytes())[0])
    assert gid == 1
    conn.close()
    assert not lock_path(db_path).exists()
