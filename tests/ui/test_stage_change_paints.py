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
in at most :data:`MOST_PAINTS` paint events (37 before this was counted)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication
from test_sport_window import SCENARIO
from test_steady_page import clocks, host  # noqa: F401  (the fixtures: a window of a size)

from mafia_desktop.rules import Game, log_format

#: The most paint events of the host window for the ballot that ends the vote, or its undo.
MOST_PAINTS = 32
#: Parts no stage change of the day touches: never painted by the ballot or its undo.
UNTOUCHED = ("foul", "disqualify", "team_defeat", "bonus", "bonusPoints", "penaltyReason")


def seat_keys(seat: int) -> list[Qt.Key]:
    return [getattr(Qt.Key, f"Key_{d}") for d in str(seat)] + [Qt.Key.Key_Return]


def paints_of(qtbot: Any, window: Any, keys: list[Any]) -> Counter[str]:
    """The host window's paint events (by widget: "[timer ]Type objectName #id") from ``keys``
    for 400 ms (both windows painted, and any late paint)."""
    painted: Counter[str] = Counter()

    class Paints(QObject):
        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint and obj.isWidgetType() \
                    and obj.window() is window:
                t = window.page.timer  # its parts, and what it lies on
                timer = "timer " if t.isAncestorOf(obj) or obj.isAncestorOf(t) else ""
                painted[f"{timer}{type(obj).__name__} {obj.objectName()} #{id(obj)}"] += 1
            return False

    paints = Paints()
    app = QApplication.instance()
    app.installEventFilter(paints)
    try:
        for key in keys:
            key, mods = key if isinstance(key, tuple) else (key, Qt.KeyboardModifier.NoModifier)
            qtbot.keyClick(window, key, mods)
        qtbot.wait(400)  # both windows painted, and any late paint too
    finally:
        app.removeEventFilter(paints)
    return painted


@pytest.mark.parametrize("host", [((1366, 768), "en")], indirect=True, ids=["en"])
def test_the_ballot_that_ends_a_vote_repaints_each_part_once(qtbot, host):  # noqa: F811
    w = host
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    w.open_game(Game.replay(setup, actions[:13]))  # day 1's vote: Boris's ballot next
    w.projector_action.setChecked(True)
    qtbot.addWidget(w.projector)
    w.activateWindow()
    for seat in (1, 3, 4, 6, 7, 9):  # the hands raised, typed
        for key in seat_keys(seat):
            qtbot.keyClick(w, key)
    qtbot.keyClick(w, Qt.Key.Key_Return)  # the ballot held: its result in the prompt
    qtbot.wait(50)
    assert w.controller.state.stage.value == "vote" and w.host_input.held is not None
    page = w.page
    ballot = paints_of(qtbot, w, [Qt.Key.Key_Return])  # announced
    assert w.controller.state.stage.value == "last_word"  # the vote ended
    page.timer.pause()  # its seconds repaint, rightly
    qtbot.wait(50)
    undo = paints_of(qtbot, w, [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)])
    assert w.controller.state.stage.value == "vote"
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
