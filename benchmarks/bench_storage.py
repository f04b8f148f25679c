"""Storage figures: the commit of one action, and resuming a 1,000-action game.

    python benchmarks/bench_storage.py [--actions 1000] [--repeat 20] [--dir FOLDER]

Prints JSON: ``commit_per_action_ms`` (median and 95th percentile of
``GameRepository.append``, one transaction each, ``synchronous=FULL``) and
``resume_ms`` (median of ``open_database`` + ``GameRepository.load`` of the long game,
which replays its log; target <= 100 ms). The database is a real file in ``--dir``
(default: the system's temporary folder).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import Stage, Vote, ruleset_from
from mafia_desktop.rules.classic.random_player import RandomPlayer, random_setup


def long_game(actions: int, seed: int = 7) -> Game:
    """A real game of at least ``actions`` actions (if it ends sooner, a longer one is
    tried): 24 players, any number of vote changes (R-VOTE-3), and a table that changes
    its votes a lot; every action is pushed through the engine."""
    for attempt in range(100):
        rng = random.Random(seed + attempt)
        setup = random_setup(rng, 24, ruleset_from("table", {"vote_changes": -1}))
        player = RandomPlayer(seed + attempt)
        game = Game(setup)
        while len(game) < actions and game.outcome is None:
            s = game.state
            if s.stage is Stage.VOTING and s.candidates and rng.random() < 0.99:
                votes = (Vote(rng.choice(s.living()), rng.choice(s.candidates))
                         for _ in range(5))
                vote = next((v for v in votes if game.is_legal(v)), None)
                if vote is not None:
                    game.push(vote)
                    continue
            player.step(game)
        if len(game) >= actions:
            return game
    raise RuntimeError(f"no game of {actions} actions found")


def main(argv: list[str] | None = None) -> int:
    from mafia_desktop.storage import GameRepository, open_database

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--dir", help="where the database file goes")
    args = parser.parse_args(argv)

    game = long_game(args.actions)
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        db = Path(folder) / "bench.sqlite3"
        conn = open_database(db)
        repo = GameRepository(conn)
        gid = repo.create_game(game.setup)
        replay = Game(game.setup)
        commits: list[float] = []
        for i, action in enumerate(game.actions):
            replay.push(action)
            t = time.perf_counter()
            repo.append(gid, i, action, replay.outcome)
            commits.append((time.perf_counter() - t) * 1000)
        conn.close()
        resumes: list[float] = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            conn = open_database(db)
            loaded = GameRepository(conn).load(gid)
            resumes.append((time.perf_counter() - t) * 1000)
            conn.close()
        assert loaded.actions == game.actions
        size = db.stat().st_size
    commits.sort()
    print(json.dumps({
        "actions": len(game),
        "players": game.setup.size,
        "commit_per_action_ms": {"median": round(statistics.median(commits), 3),
                                 "p95": round(commits[int(len(commits) * 0.95)], 3)},
        "resume_ms": {"median": round(statistics.median(resumes), 1),
                      "min": round(min(resumes), 1), "max": round(max(resumes), 1),
                      "target": 100},
        "db_bytes": size,
        "sqlite": __import__("sqlite3").sqlite_version,
    }, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
