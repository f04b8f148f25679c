"""One writer per database file, whatever its name (issue 26, point 1).

A hard link or a bind mount gives one database file a second path, so a lock keyed on the
path (``NAME.lock`` beside it) was a second lock: two windows wrote, each through its own
``-wal``, and the first one's games were lost. The file itself is locked now.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from mafia_desktop.storage import DatabaseInUse, GameRepository, open_database
from mafia_desktop.storage.lock import lock_path
from tests.storage.mounts import bind
from tests.storage.test_one_writer import HOLDER, start, stored_game


def _refused_while_held(first: Path, second: Path, match: str = "under another name",
                        *, shared_lock_file: bool = False) -> None:
    holder = start(HOLDER, str(first))
    try:
        assert holder.stdout.readline().strip() == "ready", holder.stderr.read()
        with pytest.raises(DatabaseInUse, match=match) as e:
            open_database(second)
        assert "read-only" in str(e.value)
        if not shared_lock_file:
            assert not lock_path(second).exists()  # the refused open left nothing behind
        ro = open_database(second, read_only=True)  # reading it still works
        assert len(GameRepository(ro).list_games()) == 1
        ro.close()
        holder.stdin.write("quit\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
    finally:
        holder.kill()
        holder.wait()
    conn = open_database(second)  # free again once the first writer has gone
    conn.close()
    assert not lock_path(second).exists()


def test_a_hard_link_is_the_same_database(tmp_path: Path) -> None:
    first = tmp_path / "games.sqlite3"
    stored_game(first)
    second = tmp_path / "other.sqlite3"
    os.link(first, second)
    _refused_while_held(first, second)


def test_a_hard_link_in_another_folder_is_refused_the_other_way_too(tmp_path: Path) -> None:
    first = tmp_path / "a" / "games.sqlite3"
    first.parent.mkdir()
    stored_game(first)
    second = tmp_path / "b" / "games.sqlite3"
    second.parent.mkdir()
    os.link(first, second)
    _refused_while_held(second, first)


def test_within_one_process_two_names_share_one_lock(tmp_path: Path) -> None:
    first = tmp_path / "games.sqlite3"
    stored_game(first)
    second = tmp_path / "other.sqlite3"
    os.link(first, second)
    a = open_database(first)
    b = open_database(second)  # the same program: shared, not refused
    a.close()
    holder = start(HOLDER, str(first))
    try:
        assert holder.wait(30) == 1 and "is in use" in holder.stderr.read()
    finally:
        holder.kill()
        holder.wait()
    b.close()
    assert not lock_path(first).exists() and not lock_path(second).exists()


def test_a_bind_mount_of_the_folder_is_the_same_database(tmp_path: Path) -> None:
    source = tmp_path / "data"
    source.mkdir()
    stored_game(source / "games.sqlite3")
    with bind(source, tmp_path / "mounted") as mounted:  # the lock file is shared too
        _refused_while_held(source / "games.sqlite3", mounted / "games.sqlite3", "in use",
                            shared_lock_file=True)


def test_a_bind_mount_of_the_file_is_the_same_database(tmp_path: Path) -> None:
    source = tmp_path / "games.sqlite3"
    stored_game(source)
    with bind(source, tmp_path / "other.sqlite3") as mounted:
        _refused_while_held(source, mounted)
