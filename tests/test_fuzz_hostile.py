"""Fuzz (issue 17): hostile game logs and hostile SQLite databases through the real
commands, each a subprocess with a 20 s limit. Every run must end with exit 0, 1 or 2,
no traceback, the input file's bytes unchanged (a database that a write command accepted
may change: its schema and game rows were ours), and a refusal must name the file.

The mutations are seeded (``random.Random``), so a failure names a case that can be run
again; the counts keep the whole file well under a minute on two cores."""
from __future__ import annotations

import hashlib
import json
import os
import random
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import CLASSIC_SCENARIOS

BASE = CLASSIC_SCENARIOS[0]
TIMEOUT_S = 20
SEED = 17


# -- hostile logs ---------------------------------------------------------------------

def _flip(rng: random.Random, data: bytes) -> bytes:
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        b[rng.randrange(len(b))] = rng.randrange(256)
    return bytes(b)


def _log(change: Callable[[dict], object]) -> Callable[[random.Random, bytes], bytes]:
    """A mutation that edits the parsed log (``change`` edits it in place or returns a
    replacement)."""
    def mutate(rng: random.Random, data: bytes) -> bytes:
        log = json.loads(data)
        out = change(log)
        return json.dumps(log if out is None else out, ensure_ascii=False).encode()
    return mutate


def _set_action_field(field: str, value: object) -> Callable[[dict], None]:
    def change(log: dict) -> None:
        for a in log["actions"]:
            if field in a:
                a[field] = value
                return
        log["actions"][0][field] = value
    return change


def _name(value: str) -> Callable[[dict], None]:
    def change(log: dict) -> None:
        log["players"][0]["name"] = value
    return change


LOG_MUTATIONS: dict[str, Callable[[random.Random, bytes], bytes]] = {
    "byte flips 1": _flip,
    "byte flips 2": _flip,
    "truncated": lambda rng, d: d[:rng.randrange(1, len(d))],
    "empty": lambda rng, d: b"",
    "not UTF-8": lambda rng, d: d.replace(b'"', b"\xff\xfe", 1),
    "huge seat": _log(_set_action_field("target", 10**40)),
    "huge seed": _log(lambda log: log.__setitem__("rng_seed", 10**400)),
    "float seat": _log(_set_action_field("by", 1e308)),
    "wrong types": _log(lambda log: log.__setitem__("players", "Anna, Boris")),
    "action as list": _log(lambda log: log["actions"].__setitem__(0, [1, 2, 3])),
    "deep nesting": lambda rng, d: b'{"format": ' + b"[" * 200_000 + b"]" * 200_000 + b"}",
    "duplicate keys": lambda rng, d: d.replace(b"{", b'{"actions": 7, ', 1),
    "unknown type": _log(lambda log: log["actions"].insert(1, {"type": "teleport", "by": 1})),
    "bidi name": _log(_name("\u202eAnna\u202d evil")),
    "NUL name": _log(_name("An\u0000na")),
    "tag name": _log(_name("<img src=x onerror=alert(1)>")),
}

#: Which commands each log goes through (render is the slow one: a few cases only).
LOG_COMMANDS = ("replay", "import", "export")


def _argv(command: str, log: Path, tmp: Path) -> list[str]:
    if command == "import":
        return ["--db", str(tmp / "games.sqlite3"), "import", str(log)]
    if command == "export":
        return ["export", str(log), "-o", str(tmp / "out" / "report.html")]
    if command == "render":
        return ["render", str(log), "--out", str(tmp / "out")]
    return [command, str(log)]


def _run(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "mafia_desktop", *argv], cwd=cwd,
                          capture_output=True, text=True, timeout=TIMEOUT_S, env=env)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _check(proc: subprocess.CompletedProcess[str], named: Path) -> None:
    """Exit 0/1/2, no traceback; a refusal names ``named`` (the file refused)."""
    assert proc.returncode in (0, 1, 2), proc
    assert "Traceback" not in proc.stderr, proc.stderr
    if proc.returncode != 0:
        message = json.loads(proc.stdout)["error"]["message"]
        assert named.name in message, message


@pytest.mark.parametrize("case", sorted(LOG_MUTATIONS))
def test_a_hostile_log(tmp_path: Path, case: str) -> None:
    rng = random.Random(f"{SEED}:{case}")
    data = LOG_MUTATIONS[case](rng, BASE.read_bytes())
    log = tmp_path / "hostile.mafia.json"
    log.write_bytes(data)
    (tmp_path / "out").mkdir()
    before = _digest(log)
    commands = LOG_COMMANDS + (("render",) if case in ("bidi name", "truncated") else ())
    for command in commands:
        proc = _run(_argv(command, log, tmp_path), tmp_path)
        _check(proc, log)
        assert _digest(log) == before, f"{command} changed the log"


# -- hostile databases ----------------------------------------------------------------

def _sql(*statements: str) -> Callable[[Path, random.Random], None]:
    def change(db: Path, rng: random.Random) -> None:
        conn = sqlite3.connect(db)
        try:
            for s in statements:
                conn.execute(s)
            conn.commit()
        finally:
            conn.close()
    return change


def _truncate(db: Path, rng: random.Random) -> None:
    data = db.read_bytes()
    db.write_bytes(data[:rng.randrange(100, len(data))])


def _flip_pages(db: Path, rng: random.Random) -> None:
    data = bytearray(db.read_bytes())
    for _ in range(8):
        i = rng.randrange(100, len(data))
        data[i] = rng.randrange(256)
    db.write_bytes(bytes(data))


def _garbage_rows(db: Path, rng: random.Random) -> None:
    conn = sqlite3.connect(db)
    try:
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
        for table in tables:
            columns = [r[1] for r in conn.execute(f'PRAGMA table_info("{table}")')]
            for column in columns:
                if column in ("id", "game_id"):
                    continue
                value = rng.choice(["garbage", -1, 10**18, 3.5, b"\x00\xff", "{[", None])
                try:
                    conn.execute(f'UPDATE "{table}" SET "{column}" = ?', (value,))
                except sqlite3.DatabaseError:
                    pass  # a constraint of the table: that column keeps its value
        conn.commit()
    finally:
        conn.close()


DB_MUTATIONS: dict[str, Callable[[Path, random.Random], None]] = {
    "endless view": _sql("CREATE VIEW forever AS WITH RECURSIVE c(x) AS "
                         "(SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"),
    "deleting trigger": _sql("CREATE TRIGGER gone AFTER INSERT ON actions "
                             "BEGIN DELETE FROM actions; END"),
    "missing column": _sql("ALTER TABLE corrections DROP COLUMN undone_at"),
    "foreign table": _sql("CREATE TABLE spy (x)"),
    "garbage rows": _garbage_rows,
    "truncated": _truncate,
    "flipped bytes": _flip_pages,
}


@pytest.fixture(scope="module")
def stored_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database made by the program, holding the base game twice."""
    folder = tmp_path_factory.mktemp("db")
    db = folder / "games.sqlite3"
    for _ in range(2):
        proc = _run(["--db", str(db), "import", str(BASE)], folder)
        assert proc.returncode == 0, proc
    return db


@pytest.mark.parametrize("case", sorted(DB_MUTATIONS))
def test_a_hostile_database(tmp_path: Path, stored_db: Path, case: str) -> None:
    db = tmp_path / "hostile.sqlite3"
    db.write_bytes(stored_db.read_bytes())
    DB_MUTATIONS[case](db, random.Random(f"{SEED}:{case}"))
    for extra in ("-wal", "-shm"):
        assert not Path(str(db) + extra).exists()
    before = _digest(db)
    (tmp_path / "out").mkdir()
    for argv in (["games"], ["export-log", "1", "-o", str(tmp_path / "out" / "g.mafia.json")],
                 ["export-log", "2", "-o", str(tmp_path / "out" / "g2.mafia.json")]):
        proc = _run(["--db", str(db), *argv], tmp_path)
        _check(proc, db)
        assert _digest(db) == before, f"{argv[0]} changed the database"
        if argv[0] == "games" and proc.returncode == 0:
            assert isinstance(json.loads(proc.stdout), list)
    proc = _run(["--db", str(db), "import", str(BASE)], tmp_path)
    _check(proc, db)
    if proc.returncode != 0:  # refused: left exactly as it was
        assert _digest(db) == before
