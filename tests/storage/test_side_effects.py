"""Leftovers and side effects (issue 26, point 6): a reader killed while it holds its
private copy leaves it to the next reader only, a refused import creates no database, and
a database on read-only media is refused for writing with a way to read it."""
from __future__ import annotations

import json
import os
import signal
import tempfile
import textwrap
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.storage import GameRepository, ReadOnlyDatabase, open_database
from mafia_desktop.storage.private_copy import PREFIX, remove_private_leftovers
from tests.conftest import SCENARIOS
from tests.storage.mounts import read_only_bind
from tests.storage.test_leftovers import listed, with_a_wal
from tests.storage.test_one_writer import start

#: A reader that opens the database read-only, says "ready", and waits to be killed.
READER = textwrap.dedent("""
    import sys, time
    from mafia_desktop.storage import GameRepository, open_database
    repo = GameRepository(open_database(sys.argv[1], read_only=True))
    print("ready", len(repo.list_games()), flush=True)
    time.sleep(600)
""")


def _copies(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith(PREFIX))


def test_a_killed_readers_private_copy_is_removed_by_the_next_reader(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db, games = with_a_wal(tmp_path / "db", shm=False)  # read through a private copy
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setenv("TMPDIR", str(temp))
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    reader = start(READER, str(db))
    try:
        assert reader.stdout.readline().split() == ["ready", str(games)], reader.stderr.read()
        [copy] = _copies(temp)
        assert (copy / db.name).exists()  # the whole database is in it
        old = copy.stat().st_mtime - 3600
        os.utime(copy, (old, old))
        assert remove_private_leftovers(temp) == []  # its reader lives: kept
        reader.send_signal(signal.SIGKILL)
        reader.wait()
    finally:
        reader.kill()
        reader.wait()
    assert _copies(temp) == [copy]  # the killed reader could not remove it
    assert listed(db) == games  # the next reader reads, and removes the dead one's copy
    assert _copies(temp) == []


def test_a_fresh_copy_is_never_taken_for_a_leftover(tmp_path: Path) -> None:
    (tmp_path / (PREFIX + "abcdefgh")).mkdir()  # a reader that is just starting
    (tmp_path / "mafia-desktop-reader").mkdir()  # not our name
    assert remove_private_leftovers(tmp_path) == []
    assert len(list(tmp_path.iterdir())) == 2


def test_a_refused_import_creates_no_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "broken.mafia.json"
    data = json.loads((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    data["actions"][3]["target"] = 99  # no such seat
    log.write_text(json.dumps(data))
    db = tmp_path / "new.sqlite3"
    assert cli.main(["import", str(log), "--db", str(db)]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["index"] == 3
    assert sorted(os.listdir(tmp_path)) == ["broken.mafia.json"]  # no database, no lock


def test_read_only_media_are_refused_for_writing_with_a_way_to_read(tmp_path: Path) -> None:
    src, games = with_a_wal(tmp_path / "src", shm=True)
    with read_only_bind(src.parent, tmp_path / "ro") as ro:
        with pytest.raises(ReadOnlyDatabase, match="it can be opened read-only"):
            open_database(ro / src.name)
        conn = open_database(ro / src.name, read_only=True)
        assert len(GameRepository(conn).list_games()) == games
        conn.close()


def test_a_read_only_file_is_refused_for_writing_with_a_way_to_read(db_path: Path) -> None:
    open_database(db_path).close()
    os.chmod(db_path, 0o444)
    try:
        if os.access(db_path, os.W_OK):
            pytest.skip("root writes a read-only file")
        with pytest.raises(ReadOnlyDatabase):
            open_database(db_path)
    finally:
        os.chmod(db_path, 0o644)
