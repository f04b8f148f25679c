"""The vote's clock is the host's timer (issue 12 item 1; RULES.md R-VOTE-1, R-VOTE-8).

At the table the timer shows what is really left of the vote's window (also after a
resume), its Pause / +30 s / Reset act on it, at zero it says "Time is up" on both screens
and offers to close the vote; no vote is refused for its time, and a close with no vote
standing asks the host. Under ``seed`` (the forum) a vote's entry has a time of its own.
The vote grid never shows a vote the game does not hold.

Both clocks are fakes: the time of day (``MainWindow(clock=...)``, the actions' ``at``)
and the timer's monotonic milliseconds (``MainWindow(timer_clock=...)``).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from host_driver import button, click_button, press
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.support.window import make_window

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
T0 = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)
# Day 1 to the vote: Dasha nominates Boris, Egor nominates Anna, the vote opens at T0.
TO_THE_VOTE = [
    {"type": "nominate", "by": "Dasha", "target": "Boris", "at": "2024-05-01T18:55:00Z"},
    {"type": "nominate", "by": "Egor", "target": "Anna", "at": "2024-05-01T18:56:00Z"},
    {"type": "open_vote", "at": "2024-05-01T19:00:00Z"},
]


class Clocks:
    """The time of day (``now``) and the timer's milliseconds (``ms``), moved together."""

    def __init__(self, now: datetime) -> None:
        self.now = now
        self.ms = 1_000_000

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)
        self.ms += round(seconds * 1000)


@pytest.fixture()
def clocks() -> Clocks:
    return Clocks(T0)


@pytest.fixture()
def window(qtbot, settings, clocks):
    return make_window(qtbot, None, settings, clock=lambda: clocks.now,
                       timer_clock=lambda: clocks.ms)


def game_of(preset: str, actions: list[dict]) -> Game:
    """The scenario's seven players under ``preset`` with ``actions`` (times given)."""
    log = json.loads(SCENARIO.read_text("utf-8"))
    log["ruleset"] = {"preset": preset, "options": {}}
    log["actions"] = actions
    setup, parsed = log_format.read_log(json.dumps(log).encode())
    return Game.replay(setup, parsed)


def open_at_the_vote(window: MainWindow, preset: str = "table") -> None:
    window.session.open_game(game_of(preset, TO_THE_VOTE))
    QApplication.processEvents()


def checked(window: MainWindow) -> list[str]:
    return [b.objectName() for b in window.session.page.panel.vote_buttons.values() if b.isChecked()]


def test_pause_add_and_reset_change_what_is_left(qtbot, window, clocks):
    open_at_the_vote(window)
    timer = window.session.page.timer
    assert timer.caption == "The vote" and timer.state.value == "running"
    assert timer.remaining() == 120
    clocks.advance(20)
    timer.poll()
    assert timer.remaining() == 100
    qtbot.mouseClick(timer.pause_button, Qt.MouseButton.LeftButton)
    clocks.advance(30)
    timer.poll()
    assert timer.remaining() == 100                      # paused: nothing goes
    qtbot.mouseClick(timer.add_button, Qt.MouseButton.LeftButton)
    assert timer.remaining() == 130                      # +30 s
    qtbot.mouseClick(timer.reset_button, Qt.MouseButton.LeftButton)
    assert timer.remaining() == 120 and timer.state.value == "idle"
    assert timer.digits_label.text() == "02:00"


def test_a_resumed_vote_shows_the_time_really_left(window, clocks):
    clocks.advance(50)  # the vote opened 50 s ago (a crash, then Resume)
    open_at_the_vote(window)
    timer = window.session.page.timer
    assert timer.digits_label.text() == "01:10" and timer.state.value == "running"
    assert timer.notice() == "" and not window.session.page.close_offer.isVisible()


def test_a_resumed_vote_past_its_window_shows_zero_and_time_is_up(window, clocks):
    clocks.advance(600)
    open_at_the_vote(window)
    timer = window.session.page.timer
    assert timer.digits_label.text() == "00:00" and timer.state.value == "expired"
    assert timer.notice() == "Time is up" and timer.notice_label.isVisible()
    assert window.session.page.close_offer.isVisible()


def test_a_history_click_back_into_the_vote_counts_from_its_opening(window, clocks):
    open_at_the_vote(window)
    c = window.session.controller
    clocks.advance(40)
    c.stack.setIndex(2)            # back before the vote opened: the speech
    assert window.session.page.timer.caption == "Speech"
    clocks.advance(45)
    c.stack.setIndex(3)            # the vote again: opened 85 s ago
    assert window.session.page.timer.digits_label.text() == "00:35"


def test_at_zero_time_is_up_shows_on_the_host_page_and_the_projector(qtbot, window, clocks):
    open_at_the_vote(window)
    window.menus.projector_action.setChecked(True)
    scene = window.session.projector.scene
    timer = window.session.page.timer
    assert "Time is up" not in scene.texts()
    clocks.advance(120)
    timer.poll()
    assert timer.digits_label.text() == "00:00"
    assert timer.notice_label.isVisible() and timer.notice_label.text() == "Time is up"
    assert window.session.page.close_offer.isVisible()
    assert "Time is up" in scene.texts() and "00:00" in scene.texts()
    qtbot.mouseClick(timer.add_button, Qt.MouseButton.LeftButton)  # +30 s: time again
    assert "Time is up" not in scene.texts() and not timer.notice_label.isVisible()
    assert not window.session.page.close_offer.isVisible()
    window.menus.projector_action.setChecked(False)


def test_the_close_offer_closes_the_vote(qtbot, window, clocks):
    open_at_the_vote(window)
    click_button(qtbot, window, "vote_5_2")
    clocks.advance(121)
    window.session.page.timer.poll()
    qtbot.mouseClick(window.session.page.close_offer, Qt.MouseButton.LeftButton)
    assert window.session.controller.state.stage.value == "voting"  # held: "Vote result: … leaves"
    assert "Enter: announce" in window.session.page.prompt.text()
    qtbot.mouseClick(window.session.page.close_offer, Qt.MouseButton.LeftButton)  # the same again
    state = window.session.controller.state
    assert state.stage.value == "after_execution" and state.execution.seat == 2


def test_a_vote_entered_after_the_window_is_taken_at_the_table(qtbot, window, clocks):
    open_at_the_vote(window)
    clocks.advance(600)  # the hands went up long ago; the host types the votes in now
    window.session.page.timer.poll()
    click_button(qtbot, window, "vote_5_2")
    c = window.session.controller
    assert c.game.actions[-1].TYPE == "vote" and window.session.last_problem is None
    assert c.game.actions[-1].at == T0 + timedelta(seconds=600)
    assert checked(window) == ["vote_5_2"]


def _answer_dialog(qtbot, name: str) -> None:
    """Click the button ``name`` of the modal dialog once it is shown."""
    def click() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, click)
            return
        b = dialog.findChild(QPushButton, name)
        assert b is not None, name
        b.click()
    QTimer.singleShot(0, click)


def test_closing_with_no_votes_asks_and_executes_the_candidate_chosen(qtbot, window):
    open_at_the_vote(window)
    assert window.session.controller.needs_choice()  # table: no_votes_policy host_choice
    _answer_dialog(qtbot, "execute_1")
    press(qtbot, window, "L")
    state = window.session.controller.state
    assert state.execution is not None
    assert (state.execution.seat, state.execution.reason) == (1, "host_choice")
    assert window.session.controller.game.actions[-1].choice == 1


def test_closing_with_no_votes_may_keep_the_vote_open(qtbot, window, clocks):
    open_at_the_vote(window)
    clocks.advance(130)
    window.session.page.timer.poll()
    assert window.session.page.timer.notice() == "Time is up"
    _answer_dialog(qtbot, "reopen")
    click_button(qtbot, window, "close_vote")
    c = window.session.controller
    assert c.state.stage.value == "voting" and c.game.actions[-1].TYPE == "open_vote"
    timer = window.session.page.timer  # the players vote again: the window from the start
    assert timer.state.value == "running" and timer.remaining() == 120
    assert not window.session.page.close_offer.isVisible()


def test_a_refused_grid_click_leaves_no_checked_button(qtbot, window):
    open_at_the_vote(window, "seed")
    panel = window.session.page.panel
    panel.entry_time.set_value(T0 - timedelta(minutes=10))  # before the vote opened
    b = button(window, "vote_5_2")
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
    assert window.session.last_problem is not None and window.session.last_problem.rule == "R-VOTE-7"
    assert "before the previous action" in window.statusBar().currentMessage()
    assert not b.isChecked() and checked(window) == []
    assert window.session.controller.game.actions[-1].TYPE == "open_vote"


def test_under_seed_the_entry_time_becomes_the_votes_at(qtbot, window, clocks):
    open_at_the_vote(window, "seed")
    panel = window.session.page.panel
    assert panel.entry_time.isVisible()
    clocks.advance(3 * 3600)  # typed in three hours later, from the forum's posts
    posted = T0 + timedelta(minutes=12, seconds=5)
    panel.entry_time.set_value(posted)
    click_button(qtbot, window, "vote_5_2")
    c = window.session.controller
    assert window.session.last_problem is None and c.game.actions[-1].at == posted
    # a post after the window (3600 s from the opening) is refused for its time
    panel.entry_time.set_value(T0 + timedelta(seconds=3600))
    click_button(qtbot, window, "vote_6_1")
    assert window.session.last_problem.rule == "R-VOTE-1" and checked(window) == ["vote_5_2"]
    # Now: the entries take the time they are typed in again
    qtbot.mouseClick(panel.entry_time.now_button, Qt.MouseButton.LeftButton)
    assert panel.entry_time.value() is None


def test_the_entry_time_is_only_where_the_window_is_enforced(window):
    open_at_the_vote(window, "table")
    assert not window.session.page.panel.entry_time.isVisible()
