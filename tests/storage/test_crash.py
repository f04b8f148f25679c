"""The crash test, short: SIGKILL a writer at random moments; nothing committed is lost
and the file stays whole (benchmarks/crash_test.py runs 100 kills)."""
from __future__ import annotations

import importlib.util
import json
import sqlite3
import sys
from pathlib import Path

import pytest

from mafia_desktop.storage import GameRepository, open_database

from .conftest import random_game, store

CRASH_TEST = Path(__file__).resolve().parents[2] / "benchmarks" / "crash_test.py"


@pytest.fixture(scope="module")
def crash_test():
    spec = importlib.util.spec_from_file_location("crash_test", CRASH_TEST)
    module = importlib.util.module_from_spec(spec)
    sys.modules["crash_test"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("crash_test", None)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_kills_lose_nothing(crash_test, db_path: Path) -> None:
    tally = crash_test.run(db_path, kills=4, seed=7, max_wait=0.3)
    assert tally.problems == []
    assert tally.kills == 4 and tally.reported_writes > 0
    assert (tally.lost_actions, tally.extra_actions, tally.corrupt_files,
            tally.resume_failures) == (0, 0, 0, 0)


def test_the_check_sees_a_lost_and_an_extra_action(crash_test, db_path: Path) -> None:
    conn = open_database(db_path)
    game = random_game(3, max_actions=6)
    gid = store(GameRepository(conn), game)
    texts = [r[0] for r in conn.execute("SELECT action FROM actions ORDER BY idx")]
    conn.close()
    expected = crash_test.Expected()
    expected.feed(f"game {gid}")
    for i, text in enumerate(texts + ['{"type": "end_day"}']):  # one more than stored
        expected.feed(f"will append {gid} {i} {text}")
        expected.feed(f"did append {gid} {i}")
    tally = crash_test.Tally()
    crash_test.check(db_path, expected, tally)
    assert tally.lost_actions == 1 and tally.problems

    expected.logs[gid] = texts[:4]  # two stored actions never reported
    tally = crash_test.Tally()
    crash_test.check(db_path, expected, tally)
    assert tally.extra_actions == 2

    expected.logs[gid] = texts[:5]  # one unreported commit, announced by "will": fine
    expected.feed(f"will append {gid} 5 {texts[5]}")
    tally = crash_test.Tally()
    crash_test.check(db_path, expected, tally)
    assert (tally.problems, tally.unreported_commits) == ([], 1)


def test_the_check_sees_a_corrupt_file(crash_test, db_path: Path) -> None:
    conn = open_database(db_path)
    for seed in range(5):
        store(GameRepository(conn), random_game(seed, 12))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(db_path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[3 * page:4 * page] = b"\x0d\xff" * (page // 2)
    db_path.write_bytes(bytes(data))
    tally = crash_test.Tally()
    crash_test.check(db_path, crash_test.Expected(), tally)
    assert tally.corrupt_files == 1
    assert json.dumps(tally.problems)
    assert sqlite3.sqlite_version
