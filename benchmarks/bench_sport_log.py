"""Replay of long sport logs (issue 24, fault 5): time and memory linear in the log's length.

A sport game accepts bonuses (S-SCORE-1) any number of times and fouls and
disqualifications after its end (S-WIN-4), so a log the 64 MiB cap allows can hold
hundreds of thousands of actions. Each kept state used to copy the growing tuple of
bonuses: 20,000 bonuses took 10-14 s and 1.6 GB to replay. This prints, for logs of
25,000 to 200,000 actions (the shared scenario ``sport_fourth_foul_after_end`` played to its
end, then fouls after the end and bonuses):

* ``replay``'s core (``log_format.replay_text``: parse, every action through the engine,
  the summary) in ms, and µs per action;
* the peak memory of that replay (tracemalloc) in MiB, and bytes per action;
* beside them, in the same run, the replay of the normal game alone (46 actions), µs per
  action: the baseline;
* the HTML and PDF reports of a 20,000-action log (they walk every state).

Linear means the per-action figures stay flat as the log grows. Run:
``python benchmarks/bench_sport_log.py`` (it never asserts; it prints).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from mafia_desktop.rules.log_format import read_log, replay_text

SCENARIO = (Path(__file__).resolve().parent.parent.parent / "shared" / "scenarios"
            / "sport_fourth_foul_after_end.mafia.json")


def long_log(total: int) -> str:
    """The scenario's text with actions appended until it holds ``total``: after the
    scenario's four fouls after the end, three more players' fouls and a
    disqualification, then bonuses to every seat in turn."""
    obj = json.loads(SCENARIO.read_text("utf-8"))
    actions = obj["actions"]
    for seat in (2, 3, 5):
        actions += [{"type": "foul", "player": seat}] * 3
    actions.append({"type": "disqualify", "player": 7, "reason": "bench"})
    k = 0
    while len(actions) < total:
        actions.append({"type": "bonus", "player": k % 10 + 1, "points": 0.01,
                        "reason": "bench"})
        k += 1
    return json.dumps(obj)


def timed(text: str, rounds: int) -> float:
    """The median ms of ``rounds`` replays of ``text``."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        out, code = replay_text(text)
        times.append((time.perf_counter() - start) * 1000)
        assert code == 0, out
    return statistics.median(times)


def peak_mib(text: str) -> float:
    """The peak memory (MiB) traced while ``text`` replays."""
    tracemalloc.start()
    replay_text(text)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def main() -> None:
    base = SCENARIO.read_text("utf-8")
    n_base = len(json.loads(base)["actions"])
    base_ms = timed(base, 50)
    print(f"baseline: the scenario alone ({n_base} actions): {base_ms:.2f} ms, "
          f"{base_ms * 1000 / n_base:.1f} µs/action, peak {peak_mib(base):.2f} MiB")
    for total in (25_000, 50_000, 100_000, 200_000):
        text = long_log(total)
        ms = timed(text, 3)
        mib = peak_mib(text)
        base_ms = timed(base, 20)   # the baseline again, beside it (a noisy machine)
        print(f"{total:>7,} actions ({len(text) / 2**20:.1f} MiB log): replay {ms:8.0f} ms, "
              f"{ms * 1000 / total:5.1f} µs/action (baseline now "
              f"{base_ms * 1000 / n_base:.1f}); peak {mib:6.1f} MiB, "
              f"{mib * 2**20 / total:5.0f} B/action")
    from mafia_desktop.reports import export_game
    setup, actions = read_log(long_log(20_000))
    from mafia_desktop.rules import Game
    game = Game.replay(setup, actions)
    with tempfile.TemporaryDirectory() as d:
        for fmt in ("html", "pdf"):
            start = time.perf_counter()
            export_game(game, fmt, Path(d) / f"long.{fmt}")
            print(f"20,000-action log: {fmt.upper()} report "
                  f"{(time.perf_counter() - start) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
