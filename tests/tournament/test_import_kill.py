"""kill -9 in the middle of a tournament import (issue 34, point 5): a real process
importing the tables' files is killed at a counted SQL statement (never on a timer):
at each statement that writes a slot (the game already stored before it), and at others
spread over the run. Each time the database is whole, every stored game counts (for its
slot or as a conflict), no file is half taken, and importing the same files again
finishes the job."""
from __future__ import annotations

import json
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport.tournament.exchange import game_to_mafiaratings

from .helpers import new_tournament, open_repo, play_slot, rng_seed, slot_names

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")

#: The importing process: imports the files named in argv; with KILL_AT=k it SIGKILLs
#: itself when the k-th SQL statement of the import starts (counted by SQLite's trace
#: hook); it prints every statement's first words otherwise.
CHILD = r"""
import os, signal, sys
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.sport.tournaments import TournamentRepository
db, tid, kill_at, *files = sys.argv[1:]
games = GameRepository(open_database(db))
tours = TournamentRepository(games)
texts = [open(f, "rb").read() for f in files]
seen = []
def trace(sql):
    seen.append(" ".join(sql.split()[:3]))
    if len(seen) == int(kill_at):
        os.kill(os.getpid(), signal.SIGKILL)
games.conn.set_trace_callback(trace)
for text in texts:
    try:
        tours.import_file(int(tid), text)
    except ValueError as e:
        print("refused:", e, file=sys.stderr)
games.conn.set_trace_callback(None)
print("\n".join(seen))
"""


@pytest.fixture(scope="module")
def prepared(tmp_path_factory):  # type: ignore[no-untyped-def]
    """A tournament's database and the files back from its tables: four logs, a file
    of three ratings-site records, one more log."""
    folder = tmp_path_factory.mktemp("kill")
    games, tours = open_repo(folder / "base.sqlite")
    tid = new_tournament(tours)
    slots = tours.slots(tid)
    files = []
    for k, slot in enumerate(slots[:8]):
        text = play_slot(slot_names(tours, tid, slot), rng_seed(slot))
        if 4 <= k < 7:
            continue
        path = folder / f"log-{k}.mafia.json"
        path.write_text(text, "utf-8")
        files.append(path)
    records = [game_to_mafiaratings(log_format.load_game(
        play_slot(slot_names(tours, tid, s), rng_seed(s)))) for s in slots[4:7]]
    (folder / "records.json").write_text(json.dumps(records), "utf-8")
    files.insert(4, folder / "records.json")
    games.conn.close()
    return folder, tid, files


def _run(db: Path, tid: int, files: list[Path], kill_at: int) -> subprocess.CompletedProcess[str]:
    root = Path(__file__).resolve().parents[2]
    return subprocess.run([sys.executable, "-c", CHILD, str(db), str(tid), str(kill_at),
                           *map(str, files)], capture_output=True, text=True, cwd=root,
                          timeout=600)


def _check_whole(db: Path, tid: int) -> tuple[int, int]:
    """The database after the kill: integrity, no stored game left uncounted, no file
    half taken. Returns (stored games, counted slots)."""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        stored = {r[0] for r in conn.execute("SELECT id FROM games")}
        counted = {r[0] for r in conn.execute(
            "SELECT game_id FROM tournament_slots WHERE game_id IS NOT NULL")}
        conflicts = {r[0] for r in conn.execute("SELECT game_id FROM tournament_conflicts")}
        assert stored <= counted | conflicts, "a game stored but not counted"
        records = conn.execute("SELECT count(*) FROM tournament_slots WHERE tournament_id = ? "
                               "AND record IS NOT NULL", (tid,)).fetchone()[0]
        assert records in (0, 3), "a file of three records half taken"
        return len(stored), len(counted) + records
    finally:
        conn.close()


def test_a_kill_at_any_counted_statement_leaves_a_whole_database(prepared) -> None:
    folder, tid, files = prepared
    dry = folder / "dry.sqlite"
    shutil.copy(folder / "base.sqlite", dry)
    done = _run(dry, tid, files, 0)
    assert done.returncode == 0, done.stderr[-3000:]
    statements = done.stdout.splitlines()
    assert _check_whole(dry, tid) == (5, 8)
    writes = [i + 1 for i, s in enumerate(statements) if s.startswith("UPDATE tournament_slots")]
    assert len(writes) == 8                       # five logs, three records
    spread = list(range(1, len(statements) + 1, max(1, len(statements) // 6)))
    for kill_at in sorted(set(writes + spread)):
        db = folder / f"kill-{kill_at}.sqlite"
        shutil.copy(folder / "base.sqlite", db)
        run = _run(db, tid, files, kill_at)
        assert run.returncode == -signal.SIGKILL, (kill_at, run.stderr[-3000:])
        stored, counted = _check_whole(db, tid)
        assert stored <= counted
        again = _run(db, tid, files, 0)           # the organiser imports them again
        assert again.returncode == 0 and "refused" not in again.stderr, again.stderr[-3000:]
        assert _check_whole(db, tid) == (5, 8)
        db.unlink()
