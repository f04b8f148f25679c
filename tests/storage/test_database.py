"""Opening the database: schema, WAL, migrations with a backup, and every kind of bad file
(the message names the file and the problem; the file's bytes never change)."""
from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.storage import (
    APPLICATION_ID,
    DB_FILE_NAME,
    SCHEMA_VERSION,
    GameRepository,
    StorageError,
    backup_path,
    open_database,
    resolve_db_path,
)

from .conftest import random_game, sha256, store

TABLES = {"games", "game_players", "actions", "corrections", "notes", "roster"}


def tables(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_new_file_gets_the_schema_wal_and_foreign_keys(db_path: Path) -> None:
    conn = open_database(db_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert TABLES <= tables(conn)
    conn.close()
    assert not list(db_path.parent.glob("*.bak"))  # nothing to back up for a new file


def test_reopening_keeps_the_data_and_makes_no_backup(db_path: Path) -> None:
    conn = open_database(db_path)
    gid = store(GameRepository(conn), random_game(3))
    conn.close()
    conn = open_database(db_path)
    assert [g.id for g in GameRepository(conn).list_games()] == [gid]
    conn.close()
    assert not list(db_path.parent.glob("*.bak"))


def make_foreign(path: Path, *, user_version: int = 0, table: str = "recipes") -> None:
    """Another program's SQLite file: tables of its own, no Mafia Desktop application id."""
    conn = sqlite3.connect(path)
    conn.execute(f"CREATE TABLE {table} (word TEXT)")
    conn.execute(f"INSERT INTO {table} VALUES ('kept')")
    conn.execute(f"PRAGMA user_version = {user_version}")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("user_version, table", [(0, "recipes"), (1, "recipes"),
                                                 (0, "games"), (3, "games")])
def test_another_programs_database_is_refused_unchanged(
        tmp_path: Path, user_version: int, table: str) -> None:
    other = tmp_path / "other.sqlite3"
    make_foreign(other, user_version=user_version, table=table)
    before = sha256(other)
    for read_only in (False, True, False):  # again: still no backup piles up
        with pytest.raises(StorageError) as e:
            open_database(other, read_only=read_only)
        assert str(e.value).startswith(f"{other}: is not a Mafia Desktop database: "
                                       f"it holds tables {table}")
    assert sha256(other) == before
    assert sorted(os.listdir(tmp_path)) == ["other.sqlite3"]  # no backup, no -wal


def test_an_empty_sqlite_database_is_initialised_without_a_backup(db_path: Path) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute("VACUUM")  # a valid SQLite file with no table
    conn.close()
    assert db_path.stat().st_size > 0
    conn = open_database(db_path)
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    assert TABLES <= tables(conn)
    conn.close()
    assert not list(db_path.parent.glob("*.bak"))


def _with_a_v2_migration(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend this program writes one schema more (a new column), so a current file is
    old."""
    from mafia_desktop.storage import database

    def to_v2(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN venue TEXT")

    monkeypatch.setattr(database, "MIGRATIONS", (*database.MIGRATIONS, to_v2))
    monkeypatch.setattr(database, "SCHEMA_VERSION", len(database.MIGRATIONS))


def test_migration_backs_the_file_up_first(db_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    real_db(db_path)
    _with_a_v2_migration(monkeypatch)
    conn = open_database(db_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert len(GameRepository(conn).list_games()) == 6
    assert conn.execute("SELECT count(venue) FROM games").fetchone()[0] == 0
    conn.close()
    backup = db_path.with_name(db_path.name + f".v{SCHEMA_VERSION}.bak")
    old = sqlite3.connect(backup)
    assert old.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert old.execute("SELECT count(*) FROM games").fetchone()[0] == 6
    old.close()


def test_a_second_backup_does_not_overwrite_the_first(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_db(db_path)
    _with_a_v2_migration(monkeypatch)
    first = backup_path(db_path, SCHEMA_VERSION)
    first.write_bytes(b"an older backup")
    open_database(db_path).close()
    assert first.read_bytes() == b"an older backup"
    assert backup_path(db_path, SCHEMA_VERSION) != first
    assert db_path.with_name(db_path.name + f".v{SCHEMA_VERSION}.1.bak").exists()


def test_a_failed_migration_changes_no_byte(db_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    real_db(db_path)
    from mafia_desktop.storage import database

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("ALTER TABLE games ADD COLUMN venue TEXT")
        conn.execute("CREATE TABLE games (clash TEXT)")  # fails half-way

    monkeypatch.setattr(database, "MIGRATIONS", (*database.MIGRATIONS, broken))
    monkeypatch.setattr(database, "SCHEMA_VERSION", len(database.MIGRATIONS))
    before = sha256(db_path)
    with pytest.raises(StorageError) as e:
        open_database(db_path)
    assert str(db_path) in str(e.value) and "cannot be upgraded" in str(e.value)
    assert sha256(db_path) == before


def real_db(path: Path) -> None:
    conn = open_database(path)
    repo = GameRepository(conn)
    for seed in range(6):
        store(repo, random_game(seed, 12))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)


def corrupt(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    assert len(data) >= 4 * page
    data[2 * page:3 * page] = b"\x0d\xff" * (page // 2)  # a b-tree page of nonsense
    path.write_bytes(bytes(data))


def truncate_half(path: Path) -> None:
    data = path.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    path.write_bytes(data[:page * (len(data) // page // 2)])


def truncate_odd(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:-1000])


def truncate_header(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:40])


def newer(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 7}")
    conn.close()


def foreign(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 12345")
    conn.close()


def not_sqlite(path: Path) -> None:
    path.write_text("Anna, Boris, Vera\nthis is a spreadsheet\n" * 10)


@pytest.mark.parametrize("damage, words", [
    (corrupt, "corrupt"),
    (truncate_half, "truncated"),
    (truncate_odd, "truncated"),
    (truncate_header, "truncated"),
    (newer, "newer"),
    (foreign, "another program"),
    (not_sqlite, "not an SQLite database"),
])
def test_a_bad_file_is_refused_and_never_changed(db_path: Path, damage, words: str) -> None:
    real_db(db_path)
    damage(db_path)
    before = sha256(db_path)
    names = set(os.listdir(db_path.parent))
    with pytest.raises(StorageError) as e:
        open_database(db_path)
    assert str(db_path) in str(e.value)
    assert words in str(e.value)
    assert e.value.path == str(db_path)
    assert sha256(db_path) == before
    assert set(os.listdir(db_path.parent)) == names  # no backup, no -wal left behind


def test_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "games.sqlite3"
    folder.mkdir()
    with pytest.raises(StorageError, match="is not a file"):
        open_database(folder)


def test_a_missing_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="does not exist"):
        open_database(tmp_path / "nowhere" / "games.sqlite3")


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root reads any file")
def test_an_unreadable_file_is_refused(db_path: Path) -> None:
    real_db(db_path)
    before = sha256(db_path)
    db_path.chmod(0)
    try:
        with pytest.raises(StorageError, match="cannot be read"):
            open_database(db_path)
    finally:
        db_path.chmod(0o600)
    assert sha256(db_path) == before


def test_an_empty_file_is_a_new_database(db_path: Path) -> None:
    db_path.write_bytes(b"")
    conn = open_database(db_path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.close()


def test_read_only_open_reads_and_refuses_writes(db_path: Path) -> None:
    real_db(db_path)
    conn = open_database(db_path, read_only=True)
    repo = GameRepository(conn)
    games = repo.list_games()
    assert len(games) == 6
    before = sha256(db_path)
    with pytest.raises(StorageError, match="readonly"):
        repo.set_note(games[0].id, "player:1", "quiet")
    conn.close()
    assert sha256(db_path) == before


def test_which_file(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(tmp_path / "env.sqlite3"))
    assert resolve_db_path(tmp_path / "cli.sqlite3", lambda: folder) == tmp_path / "cli.sqlite3"
    assert resolve_db_path(None, lambda: folder) == tmp_path / "env.sqlite3"
    monkeypatch.delenv("MAFIA_DESKTOP_DB")
    assert resolve_db_path(None, lambda: folder) == folder / DB_FILE_NAME
    assert folder.is_dir()


def test_the_app_data_folder_comes_from_qt(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    from PySide6.QtCore import QStandardPaths

    from mafia_desktop import APP_NAME
    from mafia_desktop.ui.paths import app_data_folder, default_db_path

    monkeypatch.delenv("MAFIA_DESKTOP_DB")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    QStandardPaths.setTestModeEnabled(True)
    try:
        folder = app_data_folder()
        assert folder == Path(QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.GenericDataLocation)) / APP_NAME
        assert default_db_path() == folder / DB_FILE_NAME
        assert default_db_path("x.sqlite3") == Path("x.sqlite3")
    finally:
        QStandardPaths.setTestModeEnabled(False)


def test_storage_imports_no_qt() -> None:
    code = ("import sys, mafia_desktop.storage, mafia_desktop.storage.files, mafia_desktop.cli.games;"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'mafia_desktop.ui'))];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
