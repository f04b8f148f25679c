"""Rules engine figures (issue 2). Prints:

* push per action: median microseconds, 20-player games;
* pop at 10 and at 1,000 actions: median microseconds (the same: pop is O(1));
* replay of a 1,000-action log (read + validate + apply): median milliseconds;
* random complete 10-player games per second on one core.

Targets: push <= 50 us, pop the same at 10 and 1,000, replay <= 100 ms, >= 3,000 games/s.
Run: ``python benchmarks/bench_rules.py`` (it never asserts; it prints).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mafia_desktop.rules import Game, Stage, Vote, ruleset_from
from mafia_desktop.rules.log_format import dumps, load_game
from mafia_desktop.rules.random_player import RandomPlayer, play_random_game, random_setup

ns = time.perf_counter_ns


def push_per_action(games: int = 200) -> float:
    rng = random.Random(1)
    times: list[int] = []
    for i in range(games):
        played = play_random_game(random_setup(rng, 20, ruleset_from("table")), seed=i)
        game = Game(played.setup)
        for action in played.actions:
            t = ns()
            game.push(action)
            times.append(ns() - t)
    return statistics.median(times) / 1000


def long_game(n_actions: int) -> Game:
    """A 20-player game of ``n_actions`` actions: random legal play in which voters keep
    changing their votes (``vote_changes: -1``) until the log is long enough."""
    rng = random.Random(7)
    setup = random_setup(rng, 20, ruleset_from("table", {"vote_changes": -1}))
    player = RandomPlayer(7)
    game = Game(setup)
    budget = 0  # changes of vote left in today's vote: 3/4 of what the log still lacks
    while len(game) < n_actions:
        s = game.state
        if s.stage is not Stage.VOTING:
            budget = -1
        elif budget == -1:
            budget = (n_actions - len(game)) * 3 // 4
        if s.stage is Stage.VOTING and len(s.candidates) >= 2 and budget > 0:
            budget -= 1
            voter = rng.choice(s.living())
            options = [c for c in s.candidates if c != voter
                       and (s.ballots[voter - 1] is None or s.ballots[voter - 1].target != c)]
            if options:
                game.push(Vote(voter, rng.choice(options)))
                continue
        if player.step(game) is None:
            raise RuntimeError(f"the game ended after {len(game)} actions, before it was long enough")
    return game


def pop_at(game: Game, size: int, rounds: int = 20000) -> float:
    while len(game) > size:
        game.pop()
    times: list[int] = []
    for _ in range(rounds):
        t = ns()
        action = game.pop()
        times.append(ns() - t)
        game.push(action)
    return statistics.median(times) / 1000


def replay_ms(text: str, rounds: int = 15) -> float:
    times = []
    for _ in range(rounds):
        t = ns()
        load_game(text)
        times.append(ns() - t)
    return statistics.median(times) / 1e6


def games_per_second(seconds: float = 3.0) -> tuple[float, float]:
    rng = random.Random(3)
    setups = [random_setup(rng, 10, ruleset_from("table")) for _ in range(500)]
    count = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = play_random_game(setups[count % len(setups)], seed=count)
        count += 1
        actions += len(game)
    elapsed = time.perf_counter() - start
    return count / elapsed, actions / count


def main() -> None:
    print(f"Python {sys.version.split()[0]}, one process (one core)")
    print(f"push per action, 20 players:      median {push_per_action():7.2f} us   (target <= 50 us)")
    game = long_game(1000)
    text = dumps(game.setup, game.actions)
    print(f"replay of a {len(game):,}-action log:     median {replay_ms(text):7.2f} ms   (target <= 100 ms)")
    at_1000 = pop_at(game, 1000)
    at_10 = pop_at(game, 10)
    print(f"pop at 1,000 actions:             median {at_1000:7.3f} us")
    print(f"pop at 10 actions:                median {at_10:7.3f} us   (target: the same as at 1,000)")
    rate, length = games_per_second()
    print(f"random complete 10-player games:  {rate:7.0f} games/s ({length:.1f} actions/game; "
          "target >= 3,000)")


if __name__ == "__main__":
    main()
