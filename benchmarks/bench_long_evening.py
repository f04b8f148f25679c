"""A long evening in one window (issue 35.3): widgets and memory after each game.

The real host window (offscreen, or the display given) opens 12 stored games one after
the other, as an evening's "next game" does (sport and classic in turn, each played to
its end by the window's controller from a shared scenario log), and prints after game 1
and game 12: the application's widgets (deferred deletions run first) and the process's
resident memory (RSS, MiB, from /proc). The baseline of the same run: the same window
before any game. Goal: widgets equal after game 1 and game 11 (the same family), RSS within
2%; ``--games 24`` shows whether memory settles (Qt's glyph and pixmap caches fill over
the first games) or keeps growing.

Run: ``python benchmarks/bench_long_evening.py [--games 12]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
SHARED = Path(__file__).resolve().parent.parent.parent / "shared" / "scenarios"


def rss_mib() -> float:
    """This process's resident memory in MiB (Linux /proc)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12)
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.window.main_window import MainWindow

    folder = tempfile.mkdtemp(prefix="bench-evening-")
    os.environ["XDG_CONFIG_HOME"] = folder
    app = make_application([])
    repo = GameRepository(open_database(Path(folder) / "club.sqlite3"))
    window = MainWindow(repository=repo, settings=QSettings(str(Path(folder) / "s.ini"),
                                                            QSettings.Format.IniFormat))
    window.resize(1366, 768)
    window.show()

    def settle() -> tuple[int, float]:
        for _ in range(3):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            app.processEvents()
        return len(QApplication.allWidgets()), rss_mib()

    logs = [SHARED / "sport_red_wins.mafia.json",
            sorted(p for p in SHARED.glob("example_*.mafia.json"))[0]]
    base = settle()
    seen: list[tuple[int, float]] = []
    for k in range(args.games):
        setup, actions = log_format.read_log(logs[k % 2].read_bytes())
        game_id = repo.create_game(setup)
        controller = window.session.open_game(Game(setup), game_id, {}, repo)
        for action in actions:
            assert controller.perform(action) is None
        seen.append(settle())
    print(f"baseline (the window, no game): {base[0]} widgets, {base[1]:.1f} MiB")
    for k, (widgets, rss) in enumerate(seen, start=1):
        print(f"after game {k:2d} ({('sport', 'classic')[(k - 1) % 2]}): "
              f"{widgets} widgets, {rss:.1f} MiB")
    for first, last in ((1, 11), (2, 12), (12, len(seen))):
        if last <= len(seen) and last > first:
            a, b = seen[first - 1], seen[last - 1]
            print(f"game {first} -> game {last}: widgets {b[0] - a[0]:+d}, "
                  f"RSS {(b[1] - a[1]) / a[1] * 100:+.1f}%")
    window.session.close_game()
    repo.conn.close()


if __name__ == "__main__":
    main()
