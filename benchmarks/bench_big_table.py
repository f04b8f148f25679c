"""Big tables (printed, never asserted): what a game log of many seats costs, beside a
room's table of 10 measured in the same run.

    .venv/bin/python benchmarks/bench_big_table.py [--runs 3]

1. **Reading a log** (``mafia-desktop replay FILE``, a child process, its CPU seconds):
   10 players (the baseline), 2,000 and 20,000 (each log has the same 8 nominations).
   Before the names were checked by key (``rules/names.py`` ``TableNames``) 20,000 took
   49 s here.
2. **Opening it in the host window** (Game → Open game log…: ``GameFiles.open_log`` on
   the file, the file chooser left out), until the host window and the players' screen
   have both painted (a grab of each), CPU seconds in this process: 10 seats (the
   baseline), 60, 200 (the most the window draws, ``MAX_SEATS_DRAWN``) and 201 (said,
   not drawn). Before the sweeps a 500-seat table's players' screen took 78 s.

Median of ``--runs`` runs each; the machine is shared, so compare lines of one run.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def write_log(folder: Path, n: int) -> Path:
    """A classic game log of ``n`` players (a godfather, a mafioso, civilians) and 8
    nominations."""
    players = [{"seat": 1, "name": "P1", "role": "godfather"},
               {"seat": 2, "name": "P2", "role": "mafioso"}]
    players += [{"seat": i, "name": f"Player {i}", "role": "civilian"} for i in range(3, n + 1)]
    actions = [{"type": "nominate", "by": players[i]["name"], "target": players[i - 2]["name"]}
               for i in range(2, min(n, 10))]
    path = folder / f"table_{n}.mafia.json"
    path.write_text(json.dumps({"format": "mafia-game-log", "version": 1,
                                "ruleset": {"preset": "table", "options": {}}, "rng_seed": 7,
                                "players": players, "actions": actions}), encoding="utf-8")
    return path


def replay_cpu(path: Path) -> float:
    """CPU seconds of ``mafia-desktop replay path`` in a child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-m", "mafia_desktop", "replay", str(path)], cwd=ROOT,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-big-"))
    logs = {n: write_log(folder, n) for n in (10, 60, 200, 201, 2000, 20000)}

    print("1. reading a log: mafia-desktop replay (CPU s, median)")
    base = statistics.median(replay_cpu(logs[10]) for _ in range(args.runs))
    print(f"   {10:>6} players  {base:7.2f}  (baseline)")
    for n in (2000, 20000):
        cpu = statistics.median(replay_cpu(logs[n]) for _ in range(args.runs))
        print(f"   {n:>6} players  {cpu:7.2f}  ({cpu / base:.1f}x)")

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.storage.database import open_database
    from mafia_desktop.storage.repository import GameRepository
    from mafia_desktop.ui import plain
    from mafia_desktop.ui.window.main_window import MainWindow
    app = QApplication.instance() or QApplication(sys.argv)
    said: list[str] = []
    plain.critical = lambda parent, title, text: said.append(text)  # type: ignore[assignment]

    def open_cpu(n: int) -> float:
        settings = QSettings(str(folder / f"s{n}.ini"), QSettings.Format.IniFormat)
        repo = GameRepository(open_database(str(folder / f"g{n}.db")))
        window = MainWindow(repo, settings)
        window.resize(1366, 768)
        window.show()
        window.menus.projector_action.setChecked(True)
        app.processEvents()
        start = time.process_time()
        window.session.files.open_log(str(logs[n]))
        app.processEvents()
        window.grab()
        if window.session.projector is not None:
            window.session.projector.grab()
        cpu = time.process_time() - start
        window.close()
        window.deleteLater()
        app.processEvents()
        return cpu

    open_cpu(10)  # the first window pays the imports: not counted
    print("2. opening it in the host window, both windows painted (CPU s, median)")
    base = statistics.median(open_cpu(10) for _ in range(args.runs))
    print(f"   {10:>6} seats    {base:7.2f}  (baseline)")
    for n in (60, 200, 201):
        cpu = statistics.median(open_cpu(n) for _ in range(args.runs))
        note = "  said, not drawn" if n == 201 else ""
        print(f"   {n:>6} seats    {cpu:7.2f}  ({cpu / base:.1f}x){note}")


if __name__ == "__main__":
    main()
