"""What the timer shows at each stage of a sport game (RULES_SPORT.md), which the engine
drives: pure, no Qt (``ui/window/timer_policy.py`` holds the shapes and the shared
captions)."""

from __future__ import annotations

from datetime import datetime

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules.sport import SportState
from mafia_desktop.ui.window.timer_policy import (
    NIGHT_CAPTION,
    SPEECH_CAPTION,
    TIME_UP_NOTICE,
    Durations,
    TimerMode,
    TimerPlan,
)

# The sport family's speeches (the engine's ``speech`` kinds) and night 0's agreement.
SPORT_SPEECH_CAPTIONS = {
    "regular": QT_TRANSLATE_NOOP("MainWindow", "Speech: %1"),
    "short": QT_TRANSLATE_NOOP("MainWindow", "Short speech: %1"),
    "silent": QT_TRANSLATE_NOOP("MainWindow", "Silent turn: %1"),
    "defence": QT_TRANSLATE_NOOP("MainWindow", "Defence: %1"),
    "last_word": QT_TRANSLATE_NOOP("MainWindow", "Last word: %1"),
}
AGREEMENT_CAPTION = QT_TRANSLATE_NOOP("MainWindow", "The black team's agreement")


def timer_plan(state: SportState, durations: Durations, now: datetime | None = None) -> TimerPlan | None:
    """The timer of a sport state (:func:`sport_timer_plan`); once the game is over the
    last word of the player whose leaving ended it (:func:`sport_final_word`, S-WIN-4:
    "the last word of the last player to leave is a timer only"), else ``None``."""
    if state.ended:
        return sport_final_word(state)
    return sport_timer_plan(state, durations)


def sport_timer_plan(state: SportState, durations: Durations) -> TimerPlan | None:
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


def sport_final_word(state: SportState) -> TimerPlan | None:
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


__all__ = ["AGREEMENT_CAPTION", "SPORT_SPEECH_CAPTIONS", "sport_final_word", "sport_timer_plan",
           "timer_plan"]
