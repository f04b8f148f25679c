"""Long reports to PDF (issue 35.4): the PDF's CPU time grows with its pages, not with
their square. Prints, for logs of 1k, 3k, 9k, 13.5k and 20k actions whose report really
grows (``rules.classic.random_player.many_day_game``: eighteen days and nights, every
day's vote changed back and forth, every night's victim named again and again with a
description), each measured in a fresh child process:

* the baseline of the same run: replaying the log (``Game.replay``) and exporting it to
  HTML (``export_game(…, "html")``), CPU seconds;
* the PDF (``export_game(…, "pdf")``, laid out a few pages at a time): CPU seconds, its
  pages and CPU milliseconds a page (flat when the time is linear);
* ``--whole``: also the PDF laid out as one document (the code before issue 35.4, which
  never finished at 3k actions); each such child is stopped after ``--limit`` seconds.

Run: ``python benchmarks/bench_pdf_linear.py [--quick] [--whole] [--limit S]``
(``--quick``: 1k and 3k only). It never asserts; it prints.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SIZES = (1_000, 3_000, 9_000, 13_500, 20_000)


def child(n: int, whole: bool) -> dict[str, float]:
    """One measurement (in a fresh process): the baseline and the PDF of ``n`` actions."""
    from mafia_desktop.reports import export_game, printing
    from mafia_desktop.reports.export import ensure_gui_application
    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic.random_player import many_day_game

    ensure_gui_application()
    if whole:
        printing.PIECE_CHARS = printing.WHOLE_CHARS = 10**12
    game = many_day_game(n)
    with tempfile.TemporaryDirectory() as folder:
        t0 = time.process_time()
        Game.replay(game.setup, game.actions)
        replay = time.process_time() - t0
        t0 = time.process_time()
        export_game(game, "html", Path(folder) / "r.html", lang="en")
        html = time.process_time() - t0
        t0 = time.process_time()
        export_game(game, "pdf", Path(folder) / "r.pdf", lang="en")
        pdf = time.process_time() - t0
        info = subprocess.run(["pdfinfo", str(Path(folder) / "r.pdf")], capture_output=True,
                              text=True).stdout
    pages = next((int(line.split()[1]) for line in info.splitlines()
                  if line.startswith("Pages:")), 0)
    return {"actions": len(game), "replay_s": replay, "html_s": html, "pdf_s": pdf,
            "pages": pages}


def measure(n: int, whole: bool, limit: float) -> dict[str, float] | None:
    """:func:`child` in a fresh process (offscreen Qt); ``None`` when it ran past
    ``limit`` seconds."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPATH": str(ROOT)}
    try:
        done = subprocess.run([sys.executable, __file__, "--child", str(n), str(int(whole))],
                              capture_output=True, text=True, env=env, timeout=limit,
                              check=True)
    except subprocess.TimeoutExpired:
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1k and 3k actions only")
    parser.add_argument("--whole", action="store_true",
                        help="also lay the PDF out as one document (the code before)")
    parser.add_argument("--limit", type=float, default=600.0,
                        help="seconds before a child is stopped")
    args = parser.parse_args()
    sizes = SIZES[:2] if args.quick else SIZES
    print(f"{'actions':>8} {'layout':>7} {'replay s':>9} {'html s':>7} {'pdf s':>7} "
          f"{'pages':>6} {'pdf ms/page':>11}")
    for n in sizes:
        for whole in (False, True) if args.whole else (False,):
            name = "whole" if whole else "pieces"
            r = measure(n, whole, args.limit)
            if r is None:
                print(f"{n:>8,} {name:>7} {'':>9} {'':>7} {'> ' + str(int(args.limit)):>7} "
                      "(stopped)", flush=True)
                continue
            print(f"{int(r['actions']):>8,} {name:>7} {r['replay_s']:9.2f} {r['html_s']:7.2f} "
                  f"{r['pdf_s']:7.2f} {int(r['pages']):>6} "
                  f"{1000 * r['pdf_s'] / max(1, r['pages']):11.0f}", flush=True)


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        print(json.dumps(child(int(sys.argv[2]), sys.argv[3] == "1")))
    else:
        main()
