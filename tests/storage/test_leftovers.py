"""Leftovers (issue 17): reading writes nothing beside the database, a read-only disk
is read correctly (its WAL too) and never called corrupt, and a new database that could
not be set up is removed again."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from mafia_desktop.storage import GameRepository, StorageError, open_database
from tests.storage.conftest import random_game, store
from tests.storage.mounts import full_tmpfs, read_only_bind


def with_a_wal(folder: Path, shm: bool) -> tuple[Path, int]:
    """A database whose last games are only in its ``-wal`` (as a window that is open,
    or crashed, leaves it), with or without the ``-shm``. Returns (path, games)."""
    folder.mkdir(parents=True, exist_ok=True)
    work = folder.parent / (folder.name + "-work")
    work.mkdir()
    db = work / "games.sqlite3"
    conn = open_database(db)
    repo = GameRepository(conn)
    store(repo, random_game(1, 8))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    for seed in (2, 3):
        store(repo, random_game(seed, 8))  # only in the WAL
    names = ["games.sqlite3", "games.sqlite3-wal"] + (["games.sqlite3-shm"] if shm else [])
    for name in names:  # a copy taken while the connection is open
        shutil.copyfile(work / name, folder / name)
    conn.close()
    shutil.rmtree(work)
    return folder / "games.sqlite3", 3


def listed(db: Path) -> int:
    conn = open_database(db, read_only=True)
    try:
        return len(GameRepository(conn).list_games())
    finally:
        conn.close()


@pytest.mark.parametrize("shm", [True, False])
def test_reading_creates_nothing_beside_the_database(tmp_path: Path, shm: bool) -> None:
    db, games = with_a_wal(tmp_path / "db", shm)
    names = sorted(os.listdir(db.parent))
    assert listed(db) == games  # the WAL's games are read too
    assert sorted(os.listdir(db.parent)) == names  # no -shm made, nothing left


@pytest.mark.parametrize("shm", [True, False])
def test_a_read_only_disk_is_read_with_its_wal(tmp_path: Path, shm: bool) -> None:
    """The finding: on read-only media a healthy database was called corrupt."""
    src, games = with_a_wal(tmp_path / "src", shm)
    with read_only_bind(src.parent, tmp_path / "ro") as ro:
        db = ro / "games.sqlite3"
        names = sorted(os.listdir(ro))
        assert listed(db) == games
        assert sorted(os.listdir(ro)) == names
        with pytest.raises(StorageError) as e:
            open_database(db)  # writing is refused, and says why, not "corrupt"
        assert "corrupt" not in str(e.value) and "malformed" not in str(e.value)
        assert "cannot be opened for writing" in str(e.value)


def test_reading_while_a_window_writes(db_path: Path) -> None:
    writer = open_database(db_path)
    repo = GameRepository(writer)
    store(repo, random_game(1, 8))
    names = sorted(os.listdir(db_path.parent))
    assert listed(db_path) == 1
    store(repo, random_game(2, 8))
    assert listed(db_path) == 2  # what the window stored since is read
    assert sorted(os.listdir(db_path.parent)) == names
    writer.close()


def test_a_new_database_that_cannot_be_set_up_is_removed(tmp_path: Path) -> None:
    """The finding: each "new database beside it" on a full disk left an empty file."""
    with full_tmpfs(tmp_path / "full") as full:
        before = sorted(os.listdir(full))
        for name in ("games-2.sqlite3", "games-3.sqlite3"):
            with pytest.raises(StorageError) as e:
                open_database(full / name)
            assert "cannot be" in str(e.value)
            assert sorted(os.listdir(full)) == before


def test_an_existing_empty_file_is_kept_when_set_up_fails(tmp_path: Path) -> None:
    with full_tmpfs(tmp_path / "full", keep={"mine.sqlite3": b""}) as full:
        with pytest.raises(StorageError):
            open_database(full / "mine.sqlite3")
        assert (full / "mine.sqlite3").exists()  # not created here: not removed


def test_a_plain_sqlite_reader_sees_no_lock_file_after_close(db_path: Path) -> None:
    conn = open_database(db_path)
    conn.close()
    assert sorted(os.listdir(db_path.parent)) == [db_path.name]
    raw = sqlite3.connect(db_path)
    assert raw.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    raw.close()
