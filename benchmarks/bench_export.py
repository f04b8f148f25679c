"""Export figures at size (issue 17, item 9). Prints, for logs of 1k, 10k, 100k and 200k
actions (``rules.random_player.long_game``: one day whose voters change their votes back
and forth, legal under ``vote_changes: -1``) and for a game whose mafia descriptions hold
20 MB in all:

* the baseline, measured in the same child process: the time to replay the log through
  the engine (``Game.replay``) and to write it as JSON (``log_format.dumps``);
* the time of ``export_game`` to HTML and to PDF (timeline, wording, rendering, the file);
* the peak memory of the child process (``ru_maxrss``) before and after the export.

Each figure comes from a fresh child process, so one export's memory does not hide
another's. Run: ``python benchmarks/bench_export.py [--quick]`` (``--quick``: 1k and 10k
only). It never asserts; it prints.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = (1_000, 10_000, 100_000, 200_000)
DESCRIPTION_CHARS = 20_000_000


def child(fmt: str, n: int, description_chars: int) -> dict[str, float]:
    """One measurement (run in a fresh process): build the game, time the baseline and
    the export, read the peak memory."""
    import resource

    from mafia_desktop.reports import export_game
    from mafia_desktop.reports.export import ensure_gui_application
    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.rules.classic.random_player import long_game

    if fmt == "pdf":
        ensure_gui_application()
    game = long_game(n, description_chars)
    t0 = time.perf_counter()
    Game.replay(game.setup, game.actions)
    replay_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    text = log_format.dumps(game.setup, game.actions)
    dumps_s = time.perf_counter() - t0
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / f"report.{fmt}"
        t0 = time.perf_counter()
        export_game(game, fmt, out, lang="en")
        export_s = time.perf_counter() - t0
        size = out.stat().st_size
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"replay_s": replay_s, "dumps_s": dumps_s, "export_s": export_s,
            "rss_before_mb": before, "rss_peak_mb": after, "file_mb": size / 1e6,
            "log_mb": len(text.encode()) / 1e6}


def measure(fmt: str, n: int, description_chars: int = 0) -> dict[str, float]:
    """:func:`child` in a fresh process (offscreen Qt)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, __file__, "--child", fmt, str(n),
                           str(description_chars)],
                          capture_output=True, text=True, env=env, timeout=1800, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    sizes = SIZES[:2] if "--quick" in sys.argv else SIZES
    print(f"{'game':>22} {'fmt':>4} {'replay s':>9} {'dumps s':>8} {'export s':>9} "
          f"{'rss MB before':>13} {'peak':>6} {'file MB':>8}")
    cases = [(f"{n:,} actions", n, 0) for n in sizes]
    cases.append((f"{DESCRIPTION_CHARS // 10**6} MB descriptions", 1_000, DESCRIPTION_CHARS))
    for label, n, chars in cases:
        for fmt in ("html", "pdf"):
            r = measure(fmt, n, chars)
            print(f"{label:>22} {fmt:>4} {r['replay_s']:9.2f} {r['dumps_s']:8.2f} "
                  f"{r['export_s']:9.2f} {r['rss_before_mb']:13.0f} {r['rss_peak_mb']:6.0f} "
                  f"{r['file_mb']:8.1f}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "--child":
        print(json.dumps(child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))))
    else:
        main()
