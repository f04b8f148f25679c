"""A sport host's key, answered (printed, never asserted), with the harness of
``bench_ui.py`` and its baselines measured in the same run.

    .venv/bin/python benchmarks/bench_sport_ui.py [--rounds 60] [--size 1366x768]
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_sport_ui.py

Real key events into the real host window, the players' screen open; each response timed
from its first key to both windows painted and flushed and the SQLite commit, then
300 ms watched for late repaints; wall and CPU median / p95; each action undone with
Ctrl+Z (timed too). The game of ``sport_red_wins`` (10 players):

- the ballot that ends day 1's vote: the hands of seats 1, 3, 4, 6, 7, 9 (or the first
  five of them, in turn) typed (each seat and Enter) and the Enter that holds the ballot
  (its result shown to the host in the prompt, ``ui/window/held.py``), untimed, then the
  Enter that announces it (timed): the last candidate is counted by itself and the vote
  ends;
- a foul in that vote: F, 4, Enter;
- a nomination: N, 2, Enter (the first speaker of day 1 nominates);
- the end of a speech: Space.

Goal: <= 8 ms median, <= 12 ms p95 wall.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ui import Case, Host, measure, run, seat_keys

SCENARIO = Path(__file__).resolve().parents[2] / "shared" / "scenarios" / \
    "sport_red_wins.mafia.json"


def sport(host: Host, rounds: int) -> list[str]:
    """The sport cases."""
    from PySide6.QtCore import Qt

    import mafia_desktop.rules.sport.engine as engine
    from mafia_desktop.rules import Game, log_format

    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    apply = [engine.sport_apply]
    lines = [f"sport, {setup.size} players (sport_red_wins):"]

    turn = [0]

    def hands() -> list[Any]:  # six hands, then five, in turn: a ballot undone and entered
        turn[0] += 1             # again the same would take its correction back
        seats = (1, 3, 4, 6, 7, 9)[:6 - turn[0] % 2]
        return [k for seat in seats for k in seat_keys(seat)] + [Qt.Key.Key_Return]

    c = host.open(Game.replay(setup, actions[:13]))  # day 1's vote: Boris's ballot next
    lines += measure(host, c, Case("a ballot that ends the vote: Enter (held)",
                                   hands, lambda: [Qt.Key.Key_Return]), rounds, apply)
    lines += measure(host, c, Case("a foul in the vote: F, 4, Enter", list,
                                   lambda: [Qt.Key.Key_F, *seat_keys(4)]), rounds, apply)
    c = host.open(Game.replay(setup, actions[:1]))  # day 1: the first speaker speaks
    lines += measure(host, c, Case("a nomination: N, 2, Enter", list,
                                   lambda: [Qt.Key.Key_N, *seat_keys(2)]), rounds, apply)
    lines += measure(host, c, Case("the end of a speech: Space", list,
                                   lambda: [Qt.Key.Key_Space]), rounds, apply)
    return lines


def main(argv: list[str] | None = None) -> int:
    return run(argv, __doc__ or "", sport,
               "a ballot that ends a vote 17-58 ms wall, 13-19 ms CPU; end of speech 30-38 "
               "ms; a foul 11-30 ms")


if __name__ == "__main__":
    sys.exit(main())
