"""What the timer shows at each stage of a classic game (RULES.md): pure, no Qt
(``ui/window/timer_policy.py`` holds the shapes and the shared captions)."""

from __future__ import annotations

from datetime import datetime

from mafia_desktop.ui.window.timer_policy import (
    NIGHT_CAPTION,
    SPEECH_CAPTION,
    TIME_UP_NOTICE,
    VOTE_CAPTION,
    Durations,
    TimedState,
    TimerMode,
    TimerPlan,
    last_word,
    vote_left,
)


def timer_plan(state: TimedState, durations: Durations,
               now: datetime | None = None) -> TimerPlan | None:
    """What the timer shows in ``state`` (the ruleset is ``state.setup.ruleset``) at the
    time ``now`` (an aware datetime, the host's clock; ``None``: unknown):

    - voting: the vote window (R-VOTE-1: ``vote_window_s``), "The vote", with the
      seconds left since the vote opened (:func:`vote_left`) and "Time is up" at zero;
    - after an execution: the executed player's last word (R-EXEC-2: ``last_word_s``);
    - by night: ``durations.night``, "Night";
    - otherwise (the discussion): ``durations.speech``, "Speech";
    - ``None`` once the game is over (the time stops).
    """
    if state.ended:
        return None
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


__all__ = ["timer_plan"]
