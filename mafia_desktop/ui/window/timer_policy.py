"""What the host's timer shows in a game state: pure Python, no Qt.

The timer follows the game: the discussion's speech, the vote window (R-VOTE-1), the
executed player's last word (R-EXEC-2), the night. :func:`timer_plan` says which, for
how long (seconds) and with which caption; the game page (``ui/window/game_page.py``) sets
the timer again only when the plan's ``key`` changes, so a running timer of the same
stage is left alone (the timer is not part of the game and is never undone).

The vote's clock is the host's timer (R-VOTE-1 at the table): given the time ``now``
(passed in, never read here), the vote's plan says how much of its window is really
left, counted from the vote's opening (``vote_opened_at``), so a resumed game or a click
in the history shows the time left, 00:00 once it is past; at zero the timer says
"Time is up" (:data:`TIME_UP_NOTICE`).

The speech and night lengths are not in the ruleset: they are the host's settings
(QSettings ``timer/speech_s`` and ``timer/night_s``, read by :func:`durations_from`).

The state is only read through the few fields this module names (:class:`TimedState`),
so it works with any family's state and is tested without Qt or an engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import Protocol

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

# QSettings keys and defaults (seconds) of the durations that are not in the ruleset.
SPEECH_KEY, SPEECH_DEFAULT = "timer/speech_s", 60
NIGHT_KEY, NIGHT_DEFAULT = "timer/night_s", 180


# The context the captions are translated in (they are the host window's).
CAPTION_CONTEXT = "MainWindow"
VOTE_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "The vote")
LAST_WORD_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Last word: %1")  # %1: the name
NIGHT_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Night")
SPEECH_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Speech")
# What the timer says once the vote's time has run out (the host's page and the projector).
TIME_UP_NOTICE = QT_TRANSLATE_NOOP("MainWindow", "Time is up")


class TimerMode(str, Enum):
    """What the timer is timing."""

    SPEECH = "speech"
    VOTE = "vote"
    LAST_WORD = "last_word"
    NIGHT = "night"


@dataclass(frozen=True)
class Durations:
    """The host's durations that are not in the ruleset, in seconds (each >= 1)."""

    speech: int = SPEECH_DEFAULT
    night: int = NIGHT_DEFAULT


@dataclass(frozen=True)
class TimerPlan:
    """What the timer shows.

    Attributes:
        mode: what is timed.
        seconds: its full length.
        caption: the caption's English source text, which is also its translation key
            in :data:`CAPTION_CONTEXT` (``"Last word: %1"``: ``%1`` is ``name``).
        name: the player named in the caption (the last word), else ``""``.
        key: changes with the phase, the stage and the executed player; the timer is
            set again only when the key changes.
        left: the seconds really left now when the countdown started with the stage
            (the vote: ``vote_window_s - (now - vote_opened_at)``, at least 0), so the
            timer runs on from there (at 0 its time is up); ``None``: the countdown
            has not started, the timer waits with the full ``seconds``.
        notice: what the timer says at zero (English source, context
            :data:`CAPTION_CONTEXT`; the vote: :data:`TIME_UP_NOTICE`), else ``""``.
    """

    mode: TimerMode
    seconds: int
    caption: str
    name: str = ""
    key: tuple[object, ...] = ()
    left: float | None = None
    notice: str = ""


class _Ruleset(Protocol):
    @property
    def vote_window_s(self) -> int: ...

    @property
    def last_word_s(self) -> int: ...


class _Setup(Protocol):
    @property
    def ruleset(self) -> _Ruleset: ...

    def name(self, seat: int) -> str: ...


class _Phase(Protocol):
    @property
    def kind(self) -> str: ...

    @property
    def number(self) -> int: ...

    @property
    def is_day(self) -> bool: ...


class _Execution(Protocol):
    @property
    def seat(self) -> int: ...


class TimedState(Protocol):
    """The fields of a game state (``rules.GameState``) the timer depends on; ``stage``
    is the stage's log word (``"voting"``, ``"after_execution"``, ...); ``vote_opened_at``
    (the ``open_vote`` action's time, or ``None``) is read only while voting."""

    @property
    def ended(self) -> bool: ...

    @property
    def setup(self) -> _Setup: ...

    @property
    def phase(self) -> _Phase: ...

    @property
    def stage(self) -> str: ...

    @property
    def execution(self) -> _Execution | None: ...

    @property
    def vote_opened_at(self) -> datetime | None: ...


def last_word(state: TimedState) -> TimerPlan | None:
    """The executed player's last word (R-EXEC-2: the ruleset's ``last_word_s``), or
    ``None`` when nobody has been executed today."""
    if state.execution is None:
        return None
    seat = state.execution.seat
    phase = (state.phase.kind, state.phase.number)
    return TimerPlan(TimerMode.LAST_WORD, int(state.setup.ruleset.last_word_s),
                     LAST_WORD_CAPTION, state.setup.name(seat),
                     (phase, TimerMode.LAST_WORD.value, seat))


def vote_left(window_s: int, opened_at: datetime | None, now: datetime | None) -> float | None:
    """The seconds left of a vote window of ``window_s`` seconds opened at ``opened_at``,
    at ``now`` (R-VOTE-1): ``window_s - (now - opened_at)``, never below 0 (a ``now``
    before the opening leaves the whole window). ``None`` when either time is unknown
    (a log without times, no clock) or the two cannot be compared (one has no UTC
    offset)."""
    if opened_at is None or now is None:
        return None
    try:
        elapsed = (now - opened_at).total_seconds()
    except TypeError:  # an aware and a naive time
        return None
    return min(float(window_s), max(0.0, window_s - elapsed))


def starts_timer(action_type: str) -> bool:
    """True for an action that starts the timer as soon as it is taken: opening the
    vote starts the vote window (R-VOTE-1)."""
    return action_type == "open_vote"


def read_duration(value: object, default: int) -> int:
    """A duration setting as stored (``QSettings`` gives strings or ints): whole
    seconds, at least 1; ``default`` when it is not a number."""
    if not isinstance(value, str | bytes | int | float):
        return default
    try:
        return max(1, int(value))
    except (ValueError, OverflowError):  # "abc", inf
        return default


def durations_from(lookup: Callable[[str, int], object]) -> Durations:
    """The speech and night durations from the settings: ``lookup(key, default)`` reads
    one (``QSettings.value``)."""
    return Durations(
        speech=read_duration(lookup(SPEECH_KEY, SPEECH_DEFAULT), SPEECH_DEFAULT),
        night=read_duration(lookup(NIGHT_KEY, NIGHT_DEFAULT), NIGHT_DEFAULT))
