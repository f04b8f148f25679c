"""The phase timer (issue 3, item 6), driven by a fake clock: no sleeps, no real time."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from mafia_desktop.ui.window.timer import PhaseTimer, TimerState, format_mm_ss


class FakeClock:
    """Monotonic milliseconds that move only when a test says so."""

    def __init__(self) -> None:
        self.ms = 1_000_000

    def __call__(self) -> int:
        return self.ms

    def advance(self, seconds: float) -> None:
        self.ms += int(seconds * 1000)


@pytest.fixture()
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture()
def timer(qtbot, clock) -> PhaseTimer:
    t = PhaseTimer(clock=clock)
    qtbot.addWidget(t)
    t.resize(480, 260)
    t.show()
    return t


def later(timer: PhaseTimer, clock: FakeClock, seconds: float) -> None:
    clock.advance(seconds)
    timer.poll()


def test_format():
    assert format_mm_ss(0) == "00:00"
    assert format_mm_ss(75) == "01:15"
    assert format_mm_ss(3600) == "1:00:00"


def test_countdown_by_the_start_button(qtbot, timer, clock):
    timer.set_duration(60, "Last word")
    assert timer.caption == "Last word"
    assert timer.digits_label.text() == "01:00" and timer.state is TimerState.IDLE
    qtbot.mouseClick(timer.start_button, Qt.MouseButton.LeftButton)
    assert timer.state is TimerState.RUNNING
    later(timer, clock, 0.4)
    assert timer.digits_label.text() == "01:00"       # rounded up: a full second is left
    later(timer, clock, 15)
    assert timer.remaining() == 45 and timer.digits_label.text() == "00:45"


def test_ticks_once_per_second_and_no_drift(timer, clock):
    seen = []
    timer.tick.connect(seen.append)
    timer.set_duration(5, "Vote")                       # shows 00:05: tick(5)
    timer.start()
    for _ in range(36):  # polled every 0.13 s: late and uneven, like a busy event loop
        later(timer, clock, 0.13)
    assert seen == [5, 4, 3, 2, 1]
    assert timer.remaining_ms() == 5000 - 36 * 130     # exact: polling never drifts
    later(timer, clock, 1)
    assert seen == [5, 4, 3, 2, 1, 0]


def test_pause_and_resume_keep_the_time_left(qtbot, timer, clock):
    timer.set_duration(60, "Speech")
    timer.start()
    later(timer, clock, 20.5)
    assert timer._poller.isActive()                     # a QTimer drives the display
    qtbot.mouseClick(timer.pause_button, Qt.MouseButton.LeftButton)
    assert timer.state is TimerState.PAUSED and not timer._poller.isActive()
    assert timer.resume_button.isVisible() and not timer.pause_button.isVisible()
    later(timer, clock, 300)                            # a long pause costs nothing
    assert timer.remaining_ms() == 39_500
    qtbot.mouseClick(timer.resume_button, Qt.MouseButton.LeftButton)
    later(timer, clock, 9.5)
    assert timer.remaining() == 30 and timer.state is TimerState.RUNNING


def test_add_30_seconds_and_reset(qtbot, timer, clock):
    timer.set_duration(60, "Speech")
    timer.start()
    later(timer, clock, 50)
    qtbot.mouseClick(timer.add_button, Qt.MouseButton.LeftButton)
    assert timer.remaining() == 40
    later(timer, clock, 10)
    assert timer.remaining() == 30
    qtbot.mouseClick(timer.reset_button, Qt.MouseButton.LeftButton)
    assert timer.state is TimerState.IDLE and timer.digits_label.text() == "01:00"
    later(timer, clock, 10)
    assert timer.remaining() == 60                     # reset stops the countdown
    timer.add_seconds(30)                              # idle: the next run is longer
    assert timer.digits_label.text() == "01:30"
    timer.start()
    later(timer, clock, 1)
    assert timer.remaining() == 89
    timer.start()                                      # start while running: full time
    assert timer.remaining() == 60


def test_last_ten_seconds_are_marked(timer, clock):
    timer.set_duration(30, "Speech")
    timer.start()
    later(timer, clock, 19.5)
    assert timer.remaining() == 11 and not timer.is_warning()
    assert "d7263d" not in timer.digits_label.styleSheet()
    later(timer, clock, 1)
    assert timer.remaining() == 10 and timer.is_warning()
    assert timer.digits_label.property("warning") is True
    assert "#d7263d" in timer.digits_label.styleSheet()
    timer.add_seconds(30)
    assert not timer.is_warning() and timer.digits_label.property("warning") is False


def test_expired_signal_fires_once(qtbot, timer, clock):
    rings = []  # ui/sound/sound.py rings the bell on this signal
    timer.expired.connect(lambda: rings.append(1))
    timer.set_duration(10, "Vote")
    timer.start()
    later(timer, clock, 9.9)
    assert timer.state is TimerState.RUNNING
    with qtbot.waitSignal(timer.expired, timeout=1000):
        later(timer, clock, 0.1)
    assert timer.state is TimerState.EXPIRED and timer.digits_label.text() == "00:00"
    later(timer, clock, 5)
    assert rings == [1]                                 # not again on later polls
    timer.add_seconds(30)                               # more time after zero: runs again
    assert timer.state is TimerState.RUNNING and timer.remaining() == 30


def test_run_from_goes_on_with_what_is_left(timer, clock):
    """A countdown that began earlier (the vote before a resume) runs on from its time
    left, never more than the full time."""
    timer.set_duration(120, "The vote", lambda: "Time is up")
    timer.run_from(70.2)
    assert timer.state is TimerState.RUNNING and timer.digits_label.text() == "01:11"
    later(timer, clock, 1.2)
    assert timer.digits_label.text() == "01:09" and timer.notice() == ""
    timer.run_from(500)
    assert timer.remaining() == 120


def test_run_from_zero_is_time_up_without_the_bell(qtbot, timer):
    expired, notices = [], []  # the bell rings on expired (ui/sound/sound.py): not here
    timer.expired.connect(lambda: expired.append(1))
    timer.noticeChanged.connect(notices.append)
    timer.set_duration(120, "The vote", lambda: "Time is up")
    timer.run_from(0)
    assert timer.state is TimerState.EXPIRED and timer.digits_label.text() == "00:00"
    assert timer.notice() == "Time is up" and timer.notice_label.isVisible()
    assert expired == [] and notices == ["Time is up"]
    qtbot.mouseClick(timer.reset_button, Qt.MouseButton.LeftButton)
    assert timer.notice() == "" and not timer.notice_label.isVisible()
    assert notices == ["Time is up", ""]


def test_the_notice_shows_when_the_time_runs_out_and_not_in_speech_mode(timer, clock):
    timer.set_duration(5, "The vote", lambda: "Time is up")
    timer.start()
    later(timer, clock, 5)
    assert timer.notice() == "Time is up"
    timer.start_speeches([(1, "Anna")], 1)  # speeches: no notice, even at their end
    later(timer, clock, 1)
    assert timer.caption == "Speeches are over" and timer.notice() == ""
    timer.set_duration(5, "Last word")  # a timer without a notice says nothing at zero
    timer.start()
    later(timer, clock, 5)
    assert timer.state is TimerState.EXPIRED and timer.notice() == ""


def test_real_clock_default(qtbot):
    t = PhaseTimer()
    qtbot.addWidget(t)
    t.set_duration(60, "x")
    t.start()
    assert 59_000 < t.remaining_ms() <= 60_000


def test_speech_mode_walks_the_circle(qtbot, timer, clock):
    changes, expirations, finished = [], [], []
    timer.speakerChanged.connect(changes.append)
    timer.expired.connect(lambda: expirations.append(timer.caption))
    timer.speechesFinished.connect(lambda: finished.append(True))
    timer.start_speeches([(2, "Boris"), (3, "Vera"), (5, "Dmitri")], 60)
    assert changes == [2] and timer.speaker == 2 and timer.in_speech_mode()
    assert timer.caption == "Seat 2 — Boris" and timer.state is TimerState.RUNNING
    assert not timer.previous_button.isEnabled()
    later(timer, clock, 60)                                # auto-advance at zero
    assert expirations == ["Seat 2 — Boris"]
    assert changes == [2, 3] and timer.caption == "Seat 3 — Vera"
    assert timer.remaining() == 60 and timer.state is TimerState.RUNNING
    later(timer, clock, 20)
    qtbot.mouseClick(timer.next_button, Qt.MouseButton.LeftButton)   # Dmitri, by hand
    assert changes == [2, 3, 5] and timer.remaining() == 60
    qtbot.mouseClick(timer.previous_button, Qt.MouseButton.LeftButton)
    assert changes == [2, 3, 5, 3] and timer.remaining() == 60      # Vera again, full time
    timer.next_speaker()
    later(timer, clock, 60)                                # the last speaker runs out
    assert finished == [True] and not timer.in_speech_mode() and timer.speaker is None
    assert timer.state is TimerState.EXPIRED and not timer.next_button.isVisible()


def test_set_duration_ends_speech_mode(timer):
    timer.start_speeches([(1, "Anna")], 30)
    timer.set_duration(120, "Vote")
    assert not timer.in_speech_mode() and timer.remaining() == 120


def test_bad_arguments(timer):
    with pytest.raises(ValueError):
        timer.start_speeches([], 60)
    with pytest.raises(ValueError):
        timer.set_duration(-1, "x")
