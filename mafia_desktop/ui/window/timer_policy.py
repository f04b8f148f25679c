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
from typing import Any, Protocol

# QSettings keys and defaults (seconds) of the durations that are not in the ruleset.
SPEECH_KEY, SPEECH_DEFAULT = "timer/speech_s", 60
NIGHT_KEY, NIGHT_DEFAULT = "timer/night_s", 180


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for ``pyside6-lupdate`` in ``context`` and return it unchanged: the
    same no-op as Qt's, so that this module needs no Qt. The caption is translated
    where it is shown (``QCoreApplication.translate(context, caption)``)."""
    return source


# The context the captions are translated in (they are the host window's).
CAPTION_CONTEXT = "MainWindow"
VOTE_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "The vote")
LAST_WORD_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Last word: %1")  # %1: the name
NIGHT_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Night")
SPEECH_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "Speech")
# The sport family's speeches (the engine's ``speech`` kinds) and night 0's agreement.
SPORT_SPEECH_CAPTIONS = {
    "regular": QT_TRANSLATE_NOOP("MainWindow", "Speech: %1"),
    "short": QT_TRANSLATE_NOOP("MainWindow", "Short speech: %1"),
    "silent": QT_TRANSLATE_NOOP("MainWindow", "Silent turn: %1"),
    "defence": QT_TRANSLATE_NOOP("MainWindow", "Defence: %1"),
    "last_word": QT_TRANSLATE_NOOP("MainWindow", "Last word: %1"),
}
AGREEMENT_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "The black team's agreement")
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


def timer_plan(state: TimedState, durations: Durations,
               now: datetime | None = None) -> TimerPlan | None:
    """What the timer shows in ``state`` (the ruleset is ``state.setup.ruleset``) at the
    time ``now`` (an aware datetime, the host's clock; ``None``: unknown):

    - voting: the vote window (R-VOTE-1: ``vote_window_s``), "The vote", with the
      seconds left since the vote opened (:func:`vote_left`) and "Time is up" at zero;
    - after an execution: the executed player's last word (R-EXEC-2: ``last_word_s``);
    - by night: ``durations.night``, "Night";
    - otherwise (the discussion): ``durations.speech``, "Speech";
    - ``None`` once the game is over (the time stops); but a sport game ended by a
      departure that has a last word (vote, raise-all, shot) keeps that last word's
      timer: S-WIN-4, "the last word of the last player to leave is a timer only".
    """
    if state.ended:
        if getattr(state, "family", "classic") == "sport":
            return sport_final_word(state)
        return None
    if getattr(state, "family", "classic") == "sport":
        return sport_timer_plan(state, durations)
    phase = (state.phase.kind, state.phase.number)
    if state.stage == "voting":
        window = int(state.setup.ruleset.vote_window_s)
        return TimerPlan(TimerMode.VOTE, window, VOTE_CAPTION, key=(phase, TimerMode.VOTE.value),
                         left=vote_left(window, state.vote_opened_at, now),
                         notice=TIME_UP_NOTICE)
    if state.stage == "after_execution":
        plan = last_word(state)
        if plan is not None:
            return plan
    if not state.phase.is_day:
        return TimerPlan(TimerMode.NIGHT, durations.night, NIGHT_CAPTION,
                         key=(phase, TimerMode.NIGHT.value))
    return TimerPlan(TimerMode.SPEECH, durations.speech, SPEECH_CAPTION,
                     key=(phase, TimerMode.SPEECH.value))


def sport_timer_plan(state: Any, durations: Durations) -> TimerPlan | None:
    """The timer of a sport state (RULES_SPORT.md), which the engine drives: while
    someone speaks, their speech of ``state.speech_s`` seconds (0: the silent turn of a
    third foul), running from its start, "Speech: <name>" (or short speech, defence,
    last word); on night 0 the black team's agreement (``agreement_s``), on a later night
    ``durations.night``, both waiting for the host's start; ``None`` in the vote, the
    raise-all and the day's end (the timer stops)."""
    phase = (state.phase.kind, state.phase.number)
    stage = str(getattr(state.stage, "value", state.stage))
    if state.speaker is not None:
        kind = str(state.speech)
        seconds = int(state.speech_s)
        key = (phase, stage, state.speaker, kind, state.vote_round)
        mode = TimerMode.LAST_WORD if kind == "last_word" else TimerMode.SPEECH
        return TimerPlan(mode, seconds, SPORT_SPEECH_CAPTIONS.get(kind, SPEECH_CAPTION),
                         state.setup.name(state.speaker), key, left=float(seconds),
                         notice=TIME_UP_NOTICE)
    if stage == "night":
        night = TimerMode.NIGHT
        if phase[1] == 0:
            return TimerPlan(night, int(state.setup.ruleset.agreement_s), AGREEMENT_CAPTION,
                             key=(phase, night.value))
        return TimerPlan(night, durations.night, NIGHT_CAPTION, key=(phase, night.value))
    return None


def sport_final_word(state: Any) -> TimerPlan | None:
    """The last word of the player whose leaving ended a sport game (S-WIN-4: a timer
    only, no action), or ``None`` (the game ended otherwise: a removal, a team defeat, a
    draw)."""
    outcome = state.outcome
    if outcome is None or outcome.rule not in ("S-WIN-1", "S-WIN-2") or not state.deaths:
        return None
    last = state.deaths[-1]
    if last.cause not in ("vote", "raise_all", "shot"):
        return None
    first = next(d for d in state.deaths if d.index == last.index)  # raise-all: in order
    seconds = int(state.setup.ruleset.last_word_s)
    key = ((state.phase.kind, state.phase.number), "ended", first.seat)
    return TimerPlan(TimerMode.LAST_WORD, seconds,
                     SPORT_SPEECH_CAPTIONS.get("last_word", SPEECH_CAPTION),
                     state.setup.name(first.seat), key, left=float(seconds),
                     notice=TIME_UP_NOTICE)


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
