"""Trust no database file (issue 17): a file with our application id and schema version
but a view, trigger, table or index of its own is another program's file; every
statement has a time budget; ``trusted_schema`` is off."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mafia_desktop.storage import GameRepository, StorageError, connection, open_database
from mafia_desktop.storage.database import SCHEMA_VERSION
from mafia_desktop.storage.schema import normalize_sql
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, sha256, store

GOOD = SCENARIOS / "town_wins_day2.mafia.json"
ROOT = Path(__file__).resolve().parents[2]

ENDLESS = ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) "
           "SELECT count(*) FROM c")

#: Crafted additions to a real database, and the words the refusal must contain.
CRAFTED = {
    "endless_view": (f"CREATE VIEW game_list AS {ENDLESS}", "a view 'game_list'"),
    "view_shadowing_nothing": ("CREATE VIEW v AS SELECT * FROM games", "a view 'v'"),
    "endless_trigger": ("CREATE TRIGGER slow AFTER INSERT ON actions BEGIN "
                        f"SELECT ({ENDLESS}); END", "a trigger 'slow'"),
    "deleting_trigger": ("CREATE TRIGGER eat AFTER INSERT ON actions BEGIN DELETE FROM "
                         "actions WHERE game_id = new.game_id AND idx = new.idx; END",
                         "a trigger 'eat'"),
    "foreign_table": ("CREATE TABLE recipes (name TEXT)", "a table 'recipes'"),
    "foreign_index": ("CREATE INDEX notes_text ON notes (text)", "an index 'notes_text'"),
    "changed_table": ("ALTER TABLE games ADD COLUMN venue TEXT",
                      "its table 'games' is not as Mafia Desktop makes it"),
    "dropped_index": ("DROP INDEX games_ended", "it lacks the index 'games_ended'"),
}


def real_db(path: Path) -> None:
    conn = open_database(path)
    repo = GameRepository(conn)
    for seed in range(3):
        store(repo, random_game(seed, 8, max_actions=30))
    conn.close()


def craft(path: Path, sql: str) -> None:
    conn = sqlite3.connect(path)
    conn.execute(sql)
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    for extra in ("-wal", "-shm"):
        Path(str(path) + extra).unlink(missing_ok=True)


@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_a_crafted_schema_is_another_programs_file(db_path: Path, name: str) -> None:
    real_db(db_path)
    sql, words = CRAFTED[name]
    craft(db_path, sql)
    before = sha256(db_path)
    names = sorted(os.listdir(db_path.parent))
    for read_only in (False, True):
        with pytest.raises(StorageError) as e:
            open_database(db_path, read_only=read_only)
        message = str(e.value)
        assert message.startswith(f"{db_path}: is not a Mafia Desktop database as this "
                                  f"program makes it (schema version {SCHEMA_VERSION})")
        assert words in message and "left unchanged" in message
    assert sha256(db_path) == before
    assert sorted(os.listdir(db_path.parent)) == names  # no lock, -wal or backup left


@pytest.mark.heavy  # the full suite's (docs/development.md, "The fast lane")
@pytest.mark.parametrize("name", ["endless_view", "endless_trigger", "deleting_trigger"])
def test_commands_refuse_a_crafted_file_at_once_and_leave_it(tmp_path: Path,
                                                             name: str) -> None:
    """The findings: an endless view hung `games` and `export-log`, an endless trigger
    hung `import`, a deleting trigger showed "Done" for an action it deleted."""
    db = tmp_path / "crafted.sqlite3"
    real_db(db)
    craft(db, CRAFTED[name][0])
    before = sha256(db)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for argv in (["games"], ["export-log", "1", "-o", str(tmp_path / "x.json")],
                 ["import", str(GOOD)]):
        start = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "mafia_desktop", *argv, "--db", str(db)],
                              capture_output=True, text=True, env=env, timeout=60, cwd=ROOT)
        assert time.monotonic() - start < 30
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
        message = json.loads(done.stdout)["error"]["message"]
        assert "is not a Mafia Desktop database as this program makes it" in message
    assert sha256(db) == before
    assert sorted(os.listdir(tmp_path)) == ["crafted.sqlite3"]


def test_trusted_schema_is_off(db_path: Path) -> None:
    real_db(db_path)
    for read_only in (False, True):
        conn = open_database(db_path, read_only=read_only)
        assert conn.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        conn.close()


def test_a_runaway_statement_is_stopped_with_a_message(db_path: Path,
                                                       monkeypatch) -> None:
    monkeypatch.setattr(connection, "QUERY_SECONDS", 0.3)
    conn = open_database(db_path)
    repo = GameRepository(conn)
    start = time.monotonic()
    with pytest.raises(sqlite3.OperationalError, match="interrupted"):
        conn.execute(ENDLESS).fetchall()
    assert time.monotonic() - start < 5
    # a trigger that never ends (made on this connection only) stops a write in time
    conn.execute(f"CREATE TEMP TRIGGER slow AFTER INSERT ON games BEGIN SELECT ({ENDLESS}); "
                 "END")
    start = time.monotonic()
    with pytest.raises(StorageError) as e:
        repo.create_game(random_game(1, 8, max_actions=0).setup)
    assert time.monotonic() - start < 5
    assert "a query ran longer than 0.3 s and was stopped" in str(e.value)
    conn.execute("DROP TRIGGER slow")
    assert repo.list_games() == []  # rolled back; ordinary statements run as before
    gid = repo.create_game(random_game(1, 8, max_actions=0).setup)
    assert [g.id for g in repo.list_games()] == [gid]
    conn.close()


def test_the_budget_is_per_statement(db_path: Path, monkeypatch) -> None:
    """Many quick statements in a row are never stopped, however long they take in all."""
    monkeypatch.setattr(connection, "QUERY_SECONDS", 0.05)
    conn = open_database(db_path)
    start = time.monotonic()
    while time.monotonic() - start < 0.3:
        conn.execute("SELECT count(*) FROM games").fetchall()
    conn.close()


def test_schema_text_compares_without_its_white_space_and_comments() -> None:
    a = "CREATE TABLE t (\n    a TEXT NOT NULL DEFAULT '{}',   -- note\n    b INT\n)"
    b = "CREATE TABLE t (a TEXT NOT NULL DEFAULT '{}', b INT)"
    assert normalize_sql(a) == normalize_sql(b)
    assert normalize_sql("CREATE TABLE t (a TEXT DEFAULT '--  x')") != normalize_sql(
        "CREATE TABLE t (a TEXT DEFAULT '-- x')")  # inside quotes nothing changes
    assert normalize_sql("CREATE TABLE t (a /* c */ INT)") == "CREATE TABLE t (a INT)"
