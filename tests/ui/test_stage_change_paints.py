"""A sport stage change repaints only what changed (issue 22.2), counted, never timed: the
ballot that ends day 1's vote of ``sport_red_wins`` (the vote box gives way to the
rounds, the last word's timer appears, every seat's look changes) and its undo, typed
into the real window with the players' screen open (the hands typed, the ballot held by
Enter, then announced by Enter: that key is counted).

Each widget of the host window is painted at most once per key (a second pass came from
the status bar's message, which ``QStatusBar.showMessage`` painted at once mid-action,
and from the panel's parts moving under the vote box); the timer, shown by the ballot,
is painted a turn later by Qt, so its parts (and the widgets under it, to the window)
at most twice. The parts the change does not touch (the panel's buttons of any stage,
the bonus and reason fields) are not painted at all, and the whole host window is painted
in at most :data:`MOST_PAINTS` paint events (37 before this was counted).

No wall clock decides what is counted (issue 31.9: a loaded 2-core machine painted the
timer three times and the docks' buttons twice, from paints still due before the key and
from the timer's second ticking inside a 400 ms window): the timer's clock and the time
of day are frozen (the digits never change by themselves), and the events are processed
until the window is idle, before the key and after it, by turns of the event loop
(:func:`until_idle`), however slowly those turns come."""

from __future__ import annotations

from collections import Counter
from datetime import UTC, datetime
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication
from test_sport_window import SCENARIO

from mafia_desktop.rules import Game, log_format
from tests.support.window import dispose, make_window

#: The most paint events of the host window for the ballot that ends the vote, or its undo.
MOST_PAINTS = 32
#: Parts no stage change of the day touches: never painted by the ballot or its undo.
UNTOUCHED = ("foul", "disqualify", "team_defeat", "bonus", "bonusPoints", "penaltyReason")
#: Turns of the event loop in a row without a paint, an update or a layout request of the
#: host window: it is idle.
QUIET_TURNS = 20
#: The most turns :func:`until_idle` waits for the window to be idle (a test failure).
MOST_TURNS = 2000
#: What the window does while it is not idle.
BUSY = (QEvent.Type.Paint, QEvent.Type.UpdateRequest, QEvent.Type.LayoutRequest,
        QEvent.Type.UpdateLater)
#: The frozen time of day (the actions' ``at``) and the timer's frozen monotonic clock.
NOW = datetime(2024, 5, 1, 20, 0, tzinfo=UTC)
TIMER_MS = 1_000_000


def seat_keys(seat: int) -> list[Qt.Key]:
    return [getattr(Qt.Key, f"Key_{d}") for d in str(seat)] + [Qt.Key.Key_Return]


class Watch(QObject):
    """The host window's paint events (by widget: "[timer ]Type objectName #id") while
    installed, and the turn of the event loop it last did anything in."""

    def __init__(self, window: Any) -> None:
        super().__init__()
        self.window = window
        self.painted: Counter[str] = Counter()
        self.busy = False

    def eventFilter(self, obj: Any, event: Any) -> bool:  # Qt's name
        if event.type() in BUSY and obj.isWidgetType() and obj.window() is self.window:
            self.busy = True
            if event.type() == QEvent.Type.Paint:
                t = self.window.session.page.timer  # its parts, and what it lies on
                timer = "timer " if t.isAncestorOf(obj) or obj.isAncestorOf(t) else ""
                self.painted[f"{timer}{type(obj).__name__} {obj.objectName()} #{id(obj)}"] += 1
        return False


def until_idle(watch: Watch) -> int:
    """Turn the event loop until :data:`QUIET_TURNS` turns in a row do nothing to the
    window (every posted event, zero timer and paint due is done); returns the turns.
    Fails after :data:`MOST_TURNS`: the window never came to rest."""
    quiet = 0
    for turn in range(1, MOST_TURNS + 1):
        watch.busy = False
        QApplication.sendPostedEvents()
        QApplication.processEvents()
        quiet = 0 if watch.busy else quiet + 1
        if quiet >= QUIET_TURNS:
            return turn
    raise AssertionError(f"the window still paints after {MOST_TURNS} turns")


def paints_of(qtbot: Any, window: Any, keys: list[Any]) -> Counter[str]:
    """The host window's paint events from ``keys``, counted from an idle window to an
    idle window (both windows painted, and any late paint)."""
    watch = Watch(window)
    app = QApplication.instance()
    app.installEventFilter(watch)
    try:
        until_idle(watch)  # what was due before the keys is not theirs
        watch.painted.clear()
        for key in keys:
            key, mods = key if isinstance(key, tuple) else (key, Qt.KeyboardModifier.NoModifier)
            qtbot.keyClick(window, key, mods)
        until_idle(watch)
    finally:
        app.removeEventFilter(watch)
    return watch.painted


@pytest.fixture()
def host(qtbot, repo, settings):
    """A host window at 1366x768 whose clocks stand still."""
    w = make_window(qtbot, repo, settings, clock=lambda: NOW, timer_clock=lambda: TIMER_MS)
    w.resize(1366, 768)
    yield w
    dispose(w)


def test_the_ballot_that_ends_a_vote_repaints_each_part_once(qtbot, host):
    w = host
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    w.session.open_game(Game.replay(setup, actions[:13]))  # day 1's vote: Boris's ballot next
    w.menus.projector_action.setChecked(True)
    qtbot.addWidget(w.session.projector)
    w.activateWindow()
    for seat in (1, 3, 4, 6, 7, 9):  # the hands raised, typed
        for key in seat_keys(seat):
            qtbot.keyClick(w, key)
    qtbot.keyClick(w, Qt.Key.Key_Return)  # the ballot held: its result in the prompt
    assert w.session.controller.state.stage.value == "vote" and w.session.host_input.held is not None
    page = w.session.page
    ballot = paints_of(qtbot, w, [Qt.Key.Key_Return])  # announced
    assert w.session.controller.state.stage.value == "last_word"  # the vote ended
    assert page.timer.state.value == "running"  # but its clock stands still
    undo = paints_of(qtbot, w, [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)])
    assert w.session.controller.state.stage.value == "vote"
    for name, painted in (("ballot", ballot), ("undo", undo)):
        twice = {k: n for k, n in painted.items() if n > (2 if k.startswith("timer") else 1)}
        assert twice == {}, (name, twice)
        touched = [k for k in painted if k.split(" ")[-2] in UNTOUCHED]
        assert touched == [], (name, touched)
        assert sum(painted.values()) <= MOST_PAINTS, (name, sorted(painted))
    # what changed was painted: the seats, the title, the timer's digits, the rounds
    keys = " ".join(ballot)
    for part in ("phaseTitle", "timerDigits", "rounds", "statusMessage",
                 f"#{id(page.view.viewport())}"):  # the seats' new looks
        assert part in keys, part
