"""Crash test: a child process plays random games against a database, one transaction per
action (and now and then an undo); the parent kills it with SIGKILL at random moments.

After every kill the file must pass ``PRAGMA integrity_check``, and every game must
resume (``GameRepository.load``) with exactly the actions the child reported as
committed: the child prints ``will ...`` before a write and ``did ...`` after its commit,
so the database may hold the reported log, or that log with the one pending write done,
nothing else.

    python benchmarks/crash_test.py            # 100 kills; prints the counts as JSON
    python benchmarks/crash_test.py --kills 10 --db /tmp/crash.sqlite3

Prints ``lost_actions`` and ``corrupt_files`` (both must be 0) and exits 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path


def child(db: str, seed: int) -> None:
    """Play forever against ``db``: resume the unfinished game or start one; report
    every write on stdout (``will``/``did`` lines, unbuffered)."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.classic.random_player import RandomPlayer, random_setup
    from mafia_desktop.storage import GameRepository, open_database

    def say(*words: object) -> None:
        os.write(1, (" ".join(map(str, words)) + "\n").encode())

    rng = random.Random(seed)
    player = RandomPlayer(seed)
    repo = GameRepository(open_database(db))
    unfinished = repo.list_games(finished=False)

    def new_game() -> tuple[int, object]:
        setup = random_setup(rng, rng.randint(6, 16))
        gid = repo.create_game(setup, deal="random", deal_seed=seed)
        return gid, repo.load(gid)

    if unfinished:
        gid, game = unfinished[0].id, repo.load(unfinished[0].id)
    else:
        gid, game = new_game()
    say("game", gid)
    while True:
        if game.outcome is not None:
            gid, game = new_game()
            say("game", gid)
            continue
        if len(game) and rng.random() < 0.1:
            index = len(game) - 1
            say("will pop", gid, index)
            repo.pop(gid, index)
            game.pop()
            say("did pop", gid, index)
            continue
        action = player.step(game)
        index = len(game) - 1
        text = json.dumps(log_format.action_to_json(action, game.setup), ensure_ascii=False)
        say("will append", gid, index, text)
        repo.append(gid, index, action, game.outcome)
        say("did append", gid, index)


@dataclass
class Tally:
    """What the kills found."""

    kills: int = 0
    reported_writes: int = 0
    lost_actions: int = 0
    extra_actions: int = 0
    corrupt_files: int = 0
    resume_failures: int = 0
    unreported_commits: int = 0
    problems: list[str] = field(default_factory=list)


class Expected:
    """The log per game that the child reported, and the write it had begun."""

    def __init__(self) -> None:
        self.logs: dict[int, list[str]] = {}
        #: each game's corrections as (index, action text), oldest first
        self.pops: dict[int, list[tuple[int, str]]] = {}
        self.pending: tuple[str, int, int, str] | None = None

    def feed(self, line: str) -> int:
        """Apply one complete output line; returns 1 for a reported write."""
        words = line.split(" ", 4)
        if words[0] == "game":
            self.logs.setdefault(int(words[1]), [])
            self.pops.setdefault(int(words[1]), [])
        elif words[0] == "will":
            self.pending = (words[1], int(words[2]), int(words[3]),
                            words[4] if len(words) > 4 else "")
        elif words[0] == "did":
            op, gid, index, text = self.pending  # type: ignore[misc]
            assert (op, gid, index) == (words[1], int(words[2]), int(words[3])), line
            self.apply(self.logs[gid], self.pops, self.pending)  # type: ignore[arg-type]
            self.pending = None
            return 1
        return 0

    @staticmethod
    def apply(log: list[str], pops: dict[int, list[tuple[int, str]]],
              write: tuple[str, int, int, str]) -> None:
        op, gid, index, text = write
        if op == "append":
            assert index == len(log)
            log.append(text)
            # the same action back at the same index (a redo) is no correction any more
            for k in range(len(pops[gid]) - 1, -1, -1):
                if pops[gid][k] == (index, text):
                    del pops[gid][k]
                    break
        else:
            assert index == len(log) - 1
            pops[gid].append((index, log.pop()))


def check(db: Path, expected: Expected, tally: Tally) -> None:
    """Check the file after a kill and compare every game with what was reported."""
    from mafia_desktop.storage import GameRepository, StorageError, open_database

    raw = sqlite3.connect(db)
    try:
        result = [r[0] for r in raw.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as e:
        result = [str(e)]
    finally:
        raw.close()
    if result != ["ok"]:
        tally.corrupt_files += 1
        tally.problems.append(f"kill {tally.kills}: integrity_check: {result[:3]}")
        return
    try:
        conn = open_database(db)
    except StorageError as e:
        tally.corrupt_files += 1
        tally.problems.append(f"kill {tally.kills}: {e}")
        return
    try:
        repo = GameRepository(conn)
        pending, expected.pending = expected.pending, None
        for gid, log in expected.logs.items():
            stored = [r[0] for r in conn.execute(
                "SELECT action FROM actions WHERE game_id = ? ORDER BY idx", (gid,))]
            pops = [tuple(r) for r in conn.execute(
                "SELECT idx, action FROM corrections WHERE game_id = ? ORDER BY id", (gid,))]
            if (stored, pops) != (log, expected.pops[gid]) and pending and pending[1] == gid:
                # The write the child had begun may have committed before the kill.
                want, want_pops = list(log), {gid: list(expected.pops[gid])}
                Expected.apply(want, want_pops, pending)
                if (stored, pops) == (want, want_pops[gid]):
                    tally.unreported_commits += 1
                    expected.logs[gid], expected.pops[gid] = want, want_pops[gid]
                    log = want
            if (stored, pops) != (log, expected.pops[gid]):
                same = 0
                while same < min(len(stored), len(log)) and stored[same] == log[same]:
                    same += 1
                tally.lost_actions += len(log) - same
                tally.extra_actions += len(stored) - same
                tally.problems.append(f"kill {tally.kills}: game {gid}: stored "
                                      f"{len(stored)} actions/{len(pops)} undos, reported "
                                      f"{len(log)}/{len(expected.pops[gid])}")
                continue
            try:
                game = repo.load(gid)
            except StorageError as e:
                tally.resume_failures += 1
                tally.problems.append(f"kill {tally.kills}: {e}")
                continue
            if len(game) != len(stored):
                tally.resume_failures += 1
                tally.problems.append(f"kill {tally.kills}: game {gid} resumed with "
                                      f"{len(game)} of {len(stored)} actions")
    finally:
        conn.close()


def run(db: Path, kills: int, seed: int = 1, max_wait: float = 0.4,
        log: bool = False) -> Tally:
    """Kill a child ``kills`` times against ``db`` and check after each kill."""
    rng = random.Random(seed)
    expected = Expected()
    tally = Tally()
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    for k in range(kills):
        proc = subprocess.Popen([sys.executable, __file__, "--child", str(db),
                                 str(seed * 1000 + k)], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env)
        chunks: list[bytes] = []
        started = threading.Event()

        def read(stream=proc.stdout) -> None:  # type: ignore[no-untyped-def]
            for chunk in iter(lambda: stream.read1(65536), b""):  # type: ignore[union-attr]
                chunks.append(chunk)
                started.set()
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        started.wait(30)
        time.sleep(rng.uniform(0.0, max_wait))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        reader.join()
        err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
        proc.stderr.close() if proc.stderr else None
        proc.stdout.close() if proc.stdout else None
        if err.strip():
            tally.problems.append(f"kill {k}: the child failed: {err.strip()[-400:]}")
        text = b"".join(chunks).decode()
        lines = text.split("\n")[:-1]  # a cut-off last line was never reported
        for line in lines:
            tally.reported_writes += expected.feed(line)
        tally.kills += 1
        check(db, expected, tally)
        if log:
            print(f"kill {k + 1}: {len(lines)} lines, games {len(expected.logs)}",
                  file=sys.stderr)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db", help="the database (default: a new temporary file)")
    parser.add_argument("--child", nargs=2, metavar=("DB", "SEED"), help=argparse.SUPPRESS)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.child:
        child(args.child[0], int(args.child[1]))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        db = Path(args.db) if args.db else Path(folder) / "crash.sqlite3"
        start = time.perf_counter()
        tally = run(db, args.kills, args.seed, log=args.verbose)
        elapsed = time.perf_counter() - start
    result = {
        "kills": tally.kills,
        "reported_writes": tally.reported_writes,
        "unreported_commits": tally.unreported_commits,
        "lost_actions": tally.lost_actions,
        "extra_actions": tally.extra_actions,
        "corrupt_files": tally.corrupt_files,
        "resume_failures": tally.resume_failures,
        "seconds": round(elapsed, 1),
        "problems": tally.problems[:10],
    }
    print(json.dumps(result, indent=1))
    bad = tally.lost_actions or tally.corrupt_files or tally.extra_actions or \
        tally.resume_failures or tally.problems
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
