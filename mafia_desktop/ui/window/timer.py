"""The phase timer: large mm:ss digits, start / pause / resume / reset / +30 s, and a
speech mode that walks the living players around the table.

The timer makes no sound itself: ``ui/sound/sound.py`` rings the bell on :attr:`PhaseTimer.expired`
and sounds the ten-seconds tone on :attr:`PhaseTimer.tick` (both as the host's settings say).

The timer is not part of the game (DESIGN.md, Undo): it never touches a ``Game`` and is
never undone. Its durations come from whoever drives it (the ruleset's ``vote_window_s``
and ``last_word_s``, the settings' speech and night lengths) through
:meth:`PhaseTimer.set_duration` and :meth:`PhaseTimer.start_speeches`.

Time is read from a monotonic clock in milliseconds (``QElapsedTimer`` by default, or
the ``clock`` given to the constructor, which tests replace with a fake one). The
remaining time is always computed as ``remaining_at_start - (now - started_at)``, so a
late or missed ``QTimer`` tick never makes it drift, and a pause keeps exactly what was
left.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from enum import Enum

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.repaint import own_background
from mafia_desktop.ui.window.steady import keep_room, steady_button

#: Seconds from which the digits are marked (red).
WARNING_S = 10
#: How often the display is refreshed, in milliseconds (the time itself never drifts).
POLL_MS = 100


def _show(widget: QWidget, visible: bool) -> None:
    """``widget.setVisible(visible)`` only when it changes."""
    if widget.isHidden() == visible:
        widget.setVisible(visible)


class TimerState(str, Enum):
    """Where the timer stands."""

    IDLE = "idle"          # set, not started: shows the full duration
    RUNNING = "running"
    PAUSED = "paused"
    EXPIRED = "expired"    # ran out (shows 00:00)


def format_mm_ss(seconds: int) -> str:
    """``75`` -> ``"01:15"``; an hour or more -> ``"1:00:00"``."""
    seconds = max(0, int(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


class PhaseTimer(Retranslating, QWidget):
    """A countdown for the current phase or speaker.

    Args:
        parent: the parent widget.
        clock: a function returning monotonic milliseconds; the default is a
            ``QElapsedTimer``. Tests pass a fake clock and call :meth:`poll`.

    Signals:
        tick(int): the whole seconds left, each time that number changes (rounded up,
            so a 60 s timer shows 60 first and 0 only when it has run out).
        expired(): the time ran out (``ui/sound/sound.py`` rings the bell; in speech mode the
            next speaker starts).
        speakerChanged(int): the speech mode moved to this seat.
        speechesFinished(): the speech mode passed its last speaker.
        noticeChanged(str): the notice shown changed (translated; ``""``: none shown).
    """

    tick = Signal(int)
    expired = Signal()
    speakerChanged = Signal(int)
    speechesFinished = Signal()
    noticeChanged = Signal(str)

    def __init__(self, parent: QWidget | None = None, *,
                 clock: Callable[[], int] | None = None):
        super().__init__(parent)
        own_background(self)  # a second shown repaints the timer, nothing under it
        if clock is None:
            elapsed = QElapsedTimer()
            elapsed.start()
            clock = elapsed.elapsed
        self._clock = clock
        self._duration_ms = 60_000
        self._left_ms = self._duration_ms      # what is left as of _started_at
        self._started_at: int | None = None    # clock ms when last started/resumed
        self._state = TimerState.IDLE
        self._shown: int | None = None
        self._speakers: list[tuple[int, str]] = []
        self._speaker_index = -1
        self._seconds_each = 0
        self._caption_source: Callable[[], str] | None = None
        self._notice_source: Callable[[], str] | None = None
        self._notice_shown = ""
        self._build()
        self._poller = QTimer(self)
        self._poller.setInterval(POLL_MS)
        self._poller.setTimerType(Qt.TimerType.PreciseTimer)
        self._poller.timeout.connect(self.poll)
        self._refresh(force=True)

    # --- layout --------------------------------------------------------------------

    def _build(self) -> None:
        self.caption_label = QLabel()
        self.caption_label.setObjectName("timerCaption")
        # A caption names a player ("Defence: <name>"): shown as typed, never read as HTML.
        self.caption_label.setTextFormat(Qt.TextFormat.PlainText)
        self.caption_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        caption_font = self.caption_label.font()
        caption_font.setPointSize(caption_font.pointSize() + 4)
        caption_font.setBold(True)
        self.caption_label.setFont(caption_font)

        self.digits_label = QLabel()
        self.digits_label.setObjectName("timerDigits")
        self.digits_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Ignored: the digits take the room the layout gives and scale to it
        # (_fit_digits), instead of growing the widget as their font grows.
        self.digits_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                        QSizePolicy.Policy.Ignored)
        self.digits_label.setMinimumSize(120, 60)
        digits_font = QFont(self.digits_label.font())
        digits_font.setBold(True)
        self.digits_label.setFont(digits_font)
        self.digits_label.installEventFilter(self)

        self.notice_label = QLabel()
        self.notice_label.setObjectName("timerNotice")
        self.notice_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice_label.setStyleSheet("color: #d7263d; font-weight: bold; font-size: 16pt;")
        keep_room(self.notice_label)  # "Time is up" comes: the digits keep their box
        self.notice_label.ensurePolished()  # its height: its font's line, said or not
        self.notice_label.setFixedHeight(self.notice_label.fontMetrics().height())
        self.notice_label.hide()

        def button(name: str, slot: Callable[[], None]) -> QPushButton:
            b = QPushButton()
            b.setObjectName(name)
            steady_button(b)  # the keys stay the window's
            b.clicked.connect(slot)
            return b

        self.start_button = button("startButton", self.start)
        self.pause_button = button("pauseButton", self.pause)
        self.resume_button = button("resumeButton", self.resume)
        self.reset_button = button("resetButton", self.reset)
        self.add_button = button("addButton", lambda: self.add_seconds(30))
        self.previous_button = button("previousButton", self.previous_speaker)
        self.next_button = button("nextButton", self.next_speaker)
        for b in (self.previous_button, self.next_button):  # speech mode comes and goes:
            keep_room(b)                                     # the row never moves
        self.retranslate_ui()

        # start, pause and resume share one place (one of them is shown at a time): the
        # row is never laid out again when the timer starts, stops or pauses
        self.run_slot = QStackedWidget()
        for b in (self.start_button, self.pause_button, self.resume_button):
            self.run_slot.addWidget(b)
        controls = QHBoxLayout()
        controls.addStretch(1)
        for w in (self.previous_button, self.run_slot, self.reset_button, self.add_button,
                  self.next_button):
            controls.addWidget(w)
        controls.addStretch(1)

        layout = QVBoxLayout(self)
        layout.addWidget(self.caption_label)
        layout.addWidget(self.digits_label, 1)
        layout.addWidget(self.notice_label)
        layout.addLayout(controls)

    def retranslate_ui(self) -> None:
        """Set the buttons' texts and the caption in the current language."""
        for b, text, tip in (
                (self.start_button, self.tr("Start"),
                 self.tr("Start the countdown from the full time")),
                (self.pause_button, self.tr("Pause"), self.tr("Pause the countdown")),
                (self.resume_button, self.tr("Resume"), self.tr("Go on from where it was paused")),
                (self.reset_button, self.tr("Reset"), self.tr("Stop and show the full time again")),
                (self.add_button, self.tr("+30 s"), self.tr("Give 30 more seconds")),
                (self.previous_button, self.tr("◀ Previous"),
                 self.tr("Back to the previous speaker")),
                (self.next_button, self.tr("Next ▶"), self.tr("The next speaker starts now"))):
            b.setText(text)
            b.setToolTip(tip)
        if self._caption_source is not None:
            self.caption_label.setText(self._caption_source())
        self._refresh_notice()

    def sizeHint(self) -> QSize:
        return QSize(480, 260)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_digits()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if watched is self.digits_label and event.type() == QEvent.Type.Resize:
            self._fit_digits()  # the digits' box is laid out: their size follows it
        return super().eventFilter(watched, event)

    def _fit_digits(self) -> None:
        """Make the digits as large as the label allows: "00:00", or "0:00:00" for a
        duration of an hour or more. The size depends on the digits' box and the
        duration only, never on the time shown (issue 31.3: at zero the digits shrank)."""
        rect = self.digits_label.contentsRect()
        chars = 7 if max(self._duration_ms, self._left_ms) >= 3_600_000 else 5
        px = int(min(rect.height() * 0.8, rect.width() / (chars * 0.72)))
        font = self.digits_label.font()
        if px > 0 and font.pixelSize() != px:
            font.setPixelSize(px)
            self.digits_label.setFont(font)

    # --- reading the time ----------------------------------------------------------

    @property
    def state(self) -> TimerState:
        """Idle, running, paused or expired."""
        return self._state

    @property
    def duration(self) -> int:
        """The full time in seconds."""
        return self._duration_ms // 1000

    @property
    def caption(self) -> str:
        """What is being timed ("Vote", "Seat 3 — Vera", ...)."""
        return self.caption_label.text()

    def notice(self) -> str:
        """What the timer says now (translated): its notice once the time has run out
        (the vote's "Time is up"), else ``""``."""
        return self._notice_shown

    def remaining_ms(self) -> int:
        """Milliseconds left now (never negative)."""
        if self._state is TimerState.RUNNING and self._started_at is not None:
            return max(0, self._left_ms - (self._clock() - self._started_at))
        return max(0, self._left_ms)

    def remaining(self) -> int:
        """Whole seconds left now, rounded up (what the digits show)."""
        return math.ceil(self.remaining_ms() / 1000)

    def is_warning(self) -> bool:
        """True in the last :data:`WARNING_S` seconds of a started countdown (red digits)."""
        return (self._state in (TimerState.RUNNING, TimerState.PAUSED)
                and 0 < self.remaining() <= WARNING_S) or self._state is TimerState.EXPIRED

    # --- controls --------------------------------------------------------------------

    def set_duration(self, seconds: int, label: str | Callable[[], str],
                     notice: Callable[[], str] | None = None) -> None:
        """Set the full time (``seconds`` >= 0) and the caption; stops the timer and any
        speech mode and shows the full time. ``label`` is shown as given (translate it),
        or is a function giving the translated caption, called again when the language
        changes. ``notice``: a function giving what to say once the time has run out
        (translated; called again when the language changes), or ``None``."""
        self._stop_speeches()
        self._notice_source = notice
        self._set(seconds, label)

    def run_from(self, left_s: float) -> None:
        """A countdown that began earlier goes on: ``left_s`` seconds of the full time
        are left now (at most the full time), and it runs from there; at 0 (or less) the
        time is already up: the timer shows 00:00 and its notice without ringing the
        bell (the bell is for the moment the time runs out). Speech mode is left."""
        self._stop_speeches()
        left_ms = min(self._duration_ms, max(0, round(left_s * 1000)))
        if left_ms > 0:
            self._left_ms = left_ms
            self._run()
            return
        self._poller.stop()
        self._left_ms = 0
        self._started_at = None
        self._state = TimerState.EXPIRED
        self._refresh()

    def _set(self, seconds: int, label: str | Callable[[], str]) -> None:
        if seconds < 0:
            raise ValueError(f"a duration is at least 0 seconds, got {seconds}")
        self._duration_ms = int(seconds) * 1000
        self._set_caption(label)
        self.reset()

    def _set_caption(self, label: str | Callable[[], str]) -> None:
        self._caption_source = label if callable(label) else None
        self.caption_label.setText(label() if callable(label) else label)

    @Slot()
    def start(self) -> None:
        """Count down: from the time shown when idle (the full time, plus any +30 s given
        before starting), else from the full time again."""
        if self._state is not TimerState.IDLE:
            self._left_ms = self._duration_ms
        self._run()

    @Slot()
    def pause(self) -> None:
        """Freeze the time left; :meth:`resume` goes on from it. Only while running."""
        if self._state is not TimerState.RUNNING:
            return
        self._left_ms = self.remaining_ms()
        self._started_at = None
        self._state = TimerState.PAUSED
        self._poller.stop()
        self._refresh()

    @Slot()
    def resume(self) -> None:
        """Go on from a pause. Only while paused."""
        if self._state is TimerState.PAUSED:
            self._run()

    @Slot()
    def reset(self) -> None:
        """Stop and show the full time again (speech mode stays on the same speaker)."""
        self._poller.stop()
        self._left_ms = self._duration_ms
        self._started_at = None
        self._state = TimerState.IDLE
        self._refresh()

    @Slot(int)
    def add_seconds(self, s: int) -> None:
        """Add ``s`` seconds to the time left (a negative ``s`` takes time off, not
        below zero). A running or paused timer stays so; an expired one runs again with
        the added time; an idle one starts with the longer time."""
        if self._state is TimerState.RUNNING and self._started_at is not None:
            now = self._clock()
            self._left_ms = max(0, self._left_ms - (now - self._started_at)) + s * 1000
            self._started_at = now
        else:
            self._left_ms = max(0, self._left_ms + s * 1000)
            if self._state is TimerState.EXPIRED and self._left_ms > 0:
                self._run()
                return
        self._left_ms = max(0, self._left_ms)
        self.poll()

    def _run(self) -> None:
        self._started_at = self._clock()
        self._state = TimerState.RUNNING
        self._poller.start()
        self._refresh()
        if self._left_ms <= 0:
            self.poll()

    @Slot()
    def poll(self) -> None:
        """Read the clock, update the digits, and handle the end of the time. The
        ``QTimer`` calls this every :data:`POLL_MS` ms; tests call it after moving
        their fake clock."""
        if self._state is TimerState.RUNNING and self.remaining_ms() <= 0:
            self._poller.stop()
            self._left_ms = 0
            self._started_at = None
            self._state = TimerState.EXPIRED
            self._refresh()
            self.expired.emit()
            if self._speakers:
                self._advance(+1)
            return
        self._refresh()

    # --- speech mode -----------------------------------------------------------------

    def start_speeches(self, seats: Sequence[tuple[int, str]], seconds_each: int) -> None:
        """Time a speech for each ``(seat, name)`` in the order given (the living players
        around the circle, from whoever speaks first), ``seconds_each`` seconds each.

        The first speaker starts at once; at zero the bell rings and the next one
        starts; Next/Previous move by hand. After the last speaker, speech mode ends
        (``speechesFinished``) and the timer shows 00:00.
        Raises ValueError for no seats or a negative time.
        """
        if not seats:
            raise ValueError("speech mode needs at least one seat")
        if seconds_each < 0:
            raise ValueError(f"a speech is at least 0 seconds, got {seconds_each}")
        self._notice_source = None
        self._speakers = [(int(seat), str(name)) for seat, name in seats]
        self._seconds_each = int(seconds_each)
        self._speaker_index = -1
        self._advance(+1)

    @property
    def speaker(self) -> int | None:
        """The seat now speaking in speech mode, or None."""
        if 0 <= self._speaker_index < len(self._speakers):
            return self._speakers[self._speaker_index][0]
        return None

    def in_speech_mode(self) -> bool:
        """True while speech mode walks the speakers."""
        return bool(self._speakers)

    @Slot()
    def next_speaker(self) -> None:
        """The next speaker starts now (after the last one, speech mode ends)."""
        if self._speakers:
            self._advance(+1)

    @Slot()
    def previous_speaker(self) -> None:
        """Back to the previous speaker, whose time starts again."""
        if self._speakers and self._speaker_index > 0:
            self._advance(-1)

    def _advance(self, step: int) -> None:
        index = self._speaker_index + step
        if index >= len(self._speakers):
            self._stop_speeches()
            self._poller.stop()
            self._left_ms = 0
            self._started_at = None
            self._state = TimerState.EXPIRED
            self._set_caption(lambda: self.tr("Speeches are over"))
            self._refresh()
            self.speechesFinished.emit()
            return
        self._speaker_index = index
        seat, name = self._speakers[index]
        self._set(self._seconds_each,
                  lambda: fill(self.tr("Seat %1 — %2"), seat, name))
        self.speakerChanged.emit(seat)
        self.start()

    def _stop_speeches(self) -> None:
        self._speakers = []
        self._speaker_index = -1

    # --- drawing -------------------------------------------------------------------------

    def _refresh(self, force: bool = False) -> None:
        seconds = self.remaining()
        self.digits_label.setText(format_mm_ss(seconds))
        warning = self.is_warning()
        if force or warning != self.digits_label.property("warning"):
            self.digits_label.setProperty("warning", warning)
            sheet = "color: #d7263d;" if warning else ""
            if self.digits_label.styleSheet() != sheet:  # a new sheet polishes again
                self.digits_label.setStyleSheet(sheet)
        state = self._state
        # shown or hidden only when that changes (each change lays the timer out again)
        run = (self.pause_button if state is TimerState.RUNNING else self.resume_button
               if state is TimerState.PAUSED else self.start_button)
        if self.run_slot.currentWidget() is not run:
            self.run_slot.setCurrentWidget(run)
        self.reset_button.setEnabled(state is not TimerState.IDLE)
        speeches = bool(self._speakers)
        _show(self.previous_button, speeches)
        _show(self.next_button, speeches)
        self.previous_button.setEnabled(speeches and self._speaker_index > 0)
        self._refresh_notice()
        if self._shown != seconds:
            self._shown = seconds
            self._fit_digits()
            if not force:
                self.tick.emit(seconds)

    def _refresh_notice(self) -> None:
        """Show the notice while the time is up (``noticeChanged`` when it changes)."""
        up = self._state is TimerState.EXPIRED and not self._speakers
        text = self._notice_source() if up and self._notice_source is not None else ""
        if self.notice_label.text() != text:
            self.notice_label.setText(text)
        _show(self.notice_label, bool(text))
        if text != self._notice_shown:
            self._notice_shown = text
            self.noticeChanged.emit(text)
