"""Figures for the projector (printed, never asserted).

    .venv/bin/python benchmarks/bench_projector.py [--runs 200] [--size 1280x720]
    xvfb-run -s '-screen 0 1920x1080x24' .venv/bin/python benchmarks/bench_projector.py

At 20 players, in day 2's vote (two dead, three candidates, the tally and the timer
shown), the time from the call until the projector's view has painted (an event filter
on the ``QGraphicsView``'s viewport sees its Paint event, and the event loop has handled
it), median and p95 over ``--runs`` runs of each, in the same run:

a. a full rebuild: ``ProjectorScene.rebuild()`` drops every item and builds the scene
   anew from the view (what ``show_view`` did on every change before the items were
   kept; now only on a new table size or a new language);
b. an in-place update after one vote: ``show_view`` of the view with one vote more
   (the scene shown before each run is the one without it, already painted);
c. a bare baseline: one ``QGraphicsTextItem`` in a view of the same size gets a new
   text, until painted;
d. a sport game (10 players, day 1's vote of three candidates, a ballot entered, the
   speaker's timer given): ``show_view`` of the view with the next ballot entered, in
   place, until painted (a second projector window of the same size);
e. the sport scene's full rebuild, until painted.

Runs with ``QT_QPA_PLATFORM=offscreen`` when there is no display (the default here
unless ``DISPLAY`` is set), and on a real or virtual X display (Xvfb).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

N_PLAYERS = 20


def vote_views():  # type: ignore[no-untyped-def]
    """Two public views of a 20-player game in day 2's vote: before and after one vote
    (the game of ``bench_ui.day2_vote``)."""
    from bench_ui import day2_vote

    from mafia_desktop.rules.classic import Vote
    from mafia_desktop.rules.public_view import public_view

    game = day2_vote()
    for a in (Vote(1, 15), Vote(2, 16), Vote(3, 15), Vote(4, 17), Vote(5, 15)):
        game.push(a)
    before = public_view(game.state)
    game.push(Vote(6, 16))
    return before, public_view(game.state)


def sport_vote_views():  # type: ignore[no-untyped-def]
    """Two public views of a sport game in day 1's vote (three candidates): the first
    ballot entered, then the second (the screenshots' game, ``scripts/sport_projector_screenshots``)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from sport_projector_screenshots import NAMES, play

    from mafia_desktop.rules.public_view import public_view

    game, at = play(NAMES["en"])
    return (public_view(game.state_after(at["vote"])),
            public_view(game.state_after(at["vote"] + 1)))


class PaintWatch(QObject):
    """Counts the Paint events of the widget it filters."""

    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def until_painted(app: QApplication, watch: PaintWatch, timeout_s: float = 5.0) -> None:
    """Run the event loop until the watched widget has painted (and the loop has
    handled that Paint event: the picture is drawn and flushed)."""
    start, deadline = watch.paints, time.perf_counter() + timeout_s
    while watch.paints == start:
        app.processEvents()
        if time.perf_counter() > deadline:
            raise SystemExit("the view did not paint: is the window shown?")


def settle(app: QApplication) -> None:
    """Let every pending event (and paint) go by."""
    for _ in range(3):
        app.processEvents()
        time.sleep(0.002)
    app.processEvents()


def timed(app: QApplication, watch: PaintWatch, runs: int, change: Callable[[], None],
          reset: Callable[[], None] | None = None) -> list[float]:
    """Seconds of ``change()`` until painted, ``runs`` times; ``reset()`` (not timed; its
    paint, if it changed anything, is let go by) goes before each run."""
    samples = []
    for _ in range(runs):
        if reset is not None:
            reset()
        settle(app)
        t0 = time.perf_counter()
        change()
        until_painted(app, watch)
        samples.append(time.perf_counter() - t0)
    return samples


def line(label: str, samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"  {label:<46} median {statistics.median(ms):7.2f} ms   p95 {p95:7.2f} ms"


def bare_view(size: tuple[int, int]) -> tuple[QWidget, PaintWatch, Callable[[], None]]:
    """A view of one QGraphicsTextItem (same size and hints as the projector's view), and
    a change that gives the item a new text."""
    from PySide6.QtGui import QFont, QPainter
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    scene = QGraphicsScene(0, 0, 1600, 900)
    item = scene.addText("Day 2", QFont("", 48))
    item.setPos(40, 24)
    view = QGraphicsView(scene)
    view.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing
                        | QPainter.SmoothPixmapTransform)
    view.resize(*size)
    view.scene_ref = scene  # type: ignore[attr-defined]  # a view does not own its scene
    watch = PaintWatch()
    view.viewport().installEventFilter(watch)
    count = iter(range(10**9))
    return view, watch, lambda: item.setPlainText(f"Day {next(count)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=200, help="runs of each (default 200)")
    parser.add_argument("--size", default="1280x720", help="the window's size (WxH)")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.lower().split("x"))

    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow

    app = make_application([])

    def shown(view, caption: str):  # type: ignore[no-untyped-def]
        """A projector window of ``size`` showing ``view`` (a timer of 45 s), watched."""
        window = ProjectorWindow()
        window.resize(*size)
        window.show()
        window.scene.set_timer(45, caption)
        window.show_view(view)
        watch = PaintWatch()
        window.view.viewport().installEventFilter(watch)
        settle(app)
        return window, watch

    before, after = vote_views()
    window, watch = shown(before, "Vote")
    sport_before, sport_after = sport_vote_views()
    sport, sport_watch = shown(sport_before, "Speech")
    bare, bare_watch, bare_change = bare_view(size)
    bare.show()
    settle(app)

    print(f"projector at {N_PLAYERS} players, day 2's vote, window "
          f"{window.width()}x{window.height()}, platform {app.platformName()}, "
          f"{len(window.scene.items())} items, {args.runs} runs each:")
    scene = window.scene
    # interleaved in rounds, so that all three see the same machine load
    rebuild: list[float] = []
    update: list[float] = []
    baseline: list[float] = []
    sport_update: list[float] = []
    sport_rebuild: list[float] = []
    rounds = 10
    per_round = max(1, args.runs // rounds)
    for _ in range(rounds):
        rebuild += timed(app, watch, per_round, scene.rebuild)
        update += timed(app, watch, per_round, lambda: scene.show_view(after),
                        reset=lambda: scene.show_view(before))
        baseline += timed(app, bare_watch, per_round, bare_change)
        sport_update += timed(app, sport_watch, per_round,
                              lambda: sport.scene.show_view(sport_after),
                              reset=lambda: sport.scene.show_view(sport_before))
        sport_rebuild += timed(app, sport_watch, per_round, sport.scene.rebuild)
    print(line("(a) full rebuild (rebuild(), until painted)", rebuild))
    print(line("(b) in-place update after one vote", update))
    print(line("(c) bare: one QGraphicsTextItem's new text", baseline))
    print(f"  sport, 10 players, day 1's vote, {len(sport.scene.items())} items:")
    print(line("(d) sport: in-place update after one ballot", sport_update))
    print(line("(e) sport: full rebuild (rebuild(), until painted)", sport_rebuild))
    print("  host action round trip target: <= 8 ms median (both windows painted)")
    window.close()
    sport.close()
    bare.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
