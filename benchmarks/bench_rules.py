"""Rules engine figures (issue 2). Prints:

* push per action: median microseconds, 20-player games;
* pop at 10 and at 1,000 actions: median microseconds (the same: pop is O(1));
* replay of a 1,000-action log (read + validate + apply): median milliseconds;
* random complete 10-player games per second on one core;
* the sport family (RULES_SPORT.md): random complete sport games per second on one core
  (the random sport player, which proposes what a table might do and falls back to any
  legal action; and the uniform random play of the balance model), the replay of those
  games' logs alone, and push per sport action; beside the classic figure of the same
  run (the machine is shared: compare within a run);
* the legality queries, 20-player games: ``why_not`` against ``apply`` per action, and
  ``choices`` against the old way (apply every candidate action of the type and keep
  the ones that do not raise), measured in the same run.

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

from mafia_desktop.rules import Game, LogFormatError, RuleViolation
from mafia_desktop.rules.classic import (
    ACTION_TYPES,
    Stage,
    Vote,
    apply,
    choices,
    ruleset_from,
    why_not,
)
from mafia_desktop.rules.classic.actions import PICKED_FIELDS
from mafia_desktop.rules.classic.engine import candidate_actions
from mafia_desktop.rules.classic.random_player import RandomPlayer, play_random_game, random_setup
from mafia_desktop.rules.log_format import dumps, load_game

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


def games_per_second(seconds: float = 3.0) -> tuple[float, float, float, float, float]:
    """Random complete 10-player games per second (the random player choosing, the
    engine applying through ``Game.push``): by the wall clock and by this process's CPU
    time (what one core does, whatever else the machine runs), actions per game, and the
    baseline of the same run: the same games' logs pushed again into a fresh ``Game``
    (the engine alone, no choosing), games per second by the wall clock and by CPU time."""
    rng = random.Random(3)
    setups = [random_setup(rng, 10, ruleset_from("table")) for _ in range(500)]
    count = actions = 0
    logs = []
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        game = play_random_game(setups[count % len(setups)], seed=count)
        count += 1
        actions += len(game)
        if len(logs) < 3000:
            logs.append((game.setup, game.actions))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    start, bare_cpu = time.perf_counter(), time.process_time()
    for setup, log in logs:
        replayed = Game(setup)
        for action in log:
            replayed.push(action)
    bare, bare_cpu = time.perf_counter() - start, time.process_time() - bare_cpu
    return (count / elapsed, count / cpu, actions / count, len(logs) / bare,
            len(logs) / bare_cpu)


def _old_legal(state, kind: str) -> list:
    """The old way: apply every candidate action of ``kind``; keep those that pass."""
    out = []
    for action in candidate_actions(state):
        if action.TYPE == kind:
            try:
                apply(state, action)
            except (RuleViolation, LogFormatError):
                continue
            out.append(action)
    return out


def query_figures(games: int = 30) -> dict[str, tuple[float, float]]:
    """Medians in microseconds, (new, old), over the states of 20-player games:
    ``why_not`` vs ``apply`` per pushed action; every type's first-field ``choices`` vs
    applying every candidate; a host's vote (the voters, then one voter's candidates)."""
    rng = random.Random(5)
    why, app, first_new, first_old, vote_new, vote_old = [], [], [], [], [], []
    for i in range(games):
        played = play_random_game(random_setup(rng, 20, ruleset_from("table")), seed=i)
        states = played.states()
        for k, action in enumerate(played.actions):
            s = states[k]
            t = ns()
            why_not(s, action)
            why.append(ns() - t)
            t = ns()
            apply(s, action)
            app.append(ns() - t)
        for s in states[::3]:
            t = ns()
            for kind in ACTION_TYPES:
                choices(s, kind)
            first_new.append(ns() - t)
            t = ns()
            for kind in ACTION_TYPES:
                fields = PICKED_FIELDS[kind]
                if fields:
                    {getattr(a, fields[0]) for a in _old_legal(s, kind)}
            first_old.append(ns() - t)
            if s.stage is Stage.VOTING:
                voter = s.living()[0]
                t = ns()
                choices(s, "vote")
                choices(s, "vote", (voter,))
                vote_new.append(ns() - t)
                t = ns()
                legal = _old_legal(s, "vote")
                {a.by for a in legal}
                {a.target for a in legal if a.by == voter}
                vote_old.append(ns() - t)

    def median(values: list[int]) -> float:
        return statistics.median(values) / 1000

    return {"why_not vs apply, per action": (median(why), median(app)),
            "choices of every type (first field)": (median(first_new), median(first_old)),
            "a vote: voters, then one voter's choices": (median(vote_new), median(vote_old))}


def sport_figures(seconds: float = 3.0) -> dict[str, tuple[float, float]]:
    """Sport: ``{label: (games per second, actions per game)}`` and push per action."""
    from mafia_desktop.rules.sport import FIIM_COMPOSITION, SportRuleset, sport_apply
    from mafia_desktop.rules.sport.balance import play_sport_table, sport_table_setup
    from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
    from mafia_desktop.rules.sport.setup import sport_start_state

    rng = random.Random(5)
    setups = [random_sport_setup(rng) for _ in range(200)]
    out: dict[str, tuple[float, float]] = {}
    logs = []
    count = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        log = play_random_sport_game(setups[count % len(setups)], seed=count)
        if len(logs) < 2000:
            logs.append((setups[count % len(setups)], log))
        count += 1
        actions += len(log)
    out["random sport games (table-like player)"] = (count / (time.perf_counter() - start),
                                                     actions / count)
    table = sport_table_setup(FIIM_COMPOSITION, SportRuleset())
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_sport_table(table, rng)
        count += 1
    out["random sport games (uniform, balance)"] = (count / (time.perf_counter() - start), 0.0)
    start = time.perf_counter()
    n = 0
    for setup, log in logs:
        state = sport_start_state(setup)
        for action in log:
            state = sport_apply(state, action)
        n += len(log)
    elapsed = time.perf_counter() - start
    out["replay of those logs alone"] = (len(logs) / elapsed, n / len(logs))
    out["push per sport action (us)"] = (elapsed / n * 1e6, 0.0)
    return out


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
    rate, rate_cpu, length, bare, bare_cpu = games_per_second()
    print(f"random complete 10-player games:  {rate:7.0f} games/s wall, {rate_cpu:7.0f} per "
          f"CPU second ({length:.1f} actions/game; target >= 3,000)")
    print(f"  baseline, the same logs pushed again (engine alone): {bare:7.0f} games/s wall, "
          f"{bare_cpu:7.0f} per CPU second (the random player's share of the time: "
          f"{1 - rate_cpu / bare_cpu:.0%})")
    print("sport family (RULES_SPORT.md), one core, same run as the classic figure above:")
    for label, (value, length) in sport_figures().items():
        extra = f" ({length:.1f} actions/game)" if length else ""
        print(f"  {label + ':':42} {value:8.1f}{'' if 'us' in label else ' games/s'}{extra}")
    print("  (target >= 3,000 sport games/s)")
    print("legality queries, 20 players (median per call; new, then the old way: apply "
          "every candidate):")
    for label, (new, old) in query_figures().items():
        print(f"  {label + ':':42} {new:8.1f} us   old {old:8.1f} us   ({old / new:4.1f}x)")


if __name__ == "__main__":
    main()
