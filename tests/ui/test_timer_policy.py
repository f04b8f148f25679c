"""The timer's policy (ui/window/timer_policy.py): what it shows at each stage, without Qt."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.families.classic.timer import timer_plan
from mafia_desktop.ui.window.timer_policy import (
    LAST_WORD_CAPTION,
    NIGHT_CAPTION,
    SPEECH_CAPTION,
    TIME_UP_NOTICE,
    VOTE_CAPTION,
    Durations,
    TimerMode,
    TimerPlan,
    durations_from,
    last_word,
    read_duration,
    starts_timer,
    vote_left,
)
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
DURATIONS = Durations(speech=45, night=150)


@pytest.fixture(scope="module")
def game() -> Game:
    """Day 1: discussion (4 actions), vote (5..10), Boris executed (11), night 1
    (12..14), day 2 ... Anna executed and the town wins (23)."""
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    return Game.replay(setup, actions)


def test_each_stage_has_its_mode_length_and_caption(game):
    ruleset = game.setup.ruleset
    discussion = timer_plan(game.state_after(2), DURATIONS)
    assert discussion == TimerPlan(TimerMode.SPEECH, 45, SPEECH_CAPTION, "",
                                   (("day", 1), "speech"))
    vote = timer_plan(game.state_after(6), DURATIONS)
    assert (vote.mode, vote.seconds, vote.caption) == (
        TimerMode.VOTE, ruleset.vote_window_s, VOTE_CAPTION)  # R-VOTE-1
    last = timer_plan(game.state_after(11), DURATIONS)
    assert (last.mode, last.seconds, last.caption, last.name) == (
        TimerMode.LAST_WORD, ruleset.last_word_s, LAST_WORD_CAPTION, "Boris")  # R-EXEC-2
    assert "%1" in last.caption and last.key == (("day", 1), "last_word", 2)
    night = timer_plan(game.state_after(13), DURATIONS)
    assert (night.mode, night.seconds, night.caption) == (TimerMode.NIGHT, 150, NIGHT_CAPTION)
    assert timer_plan(game.state, DURATIONS) is None  # the game is over: the time stops


def test_the_key_changes_with_the_stage_not_within_it(game):
    keys = [timer_plan(game.state_after(n), DURATIONS).key for n in range(23)]
    assert keys[5] == keys[10] and keys[12] == keys[14]  # votes, night actions
    assert keys[1] == keys[4] and keys[4] != keys[5]      # the vote opened
    assert keys[10] != keys[11] != keys[12]               # last word, then night
    assert keys[4] != keys[15]                            # day 1's speech, day 2's
    assert timer_plan(game.state_after(5), Durations(1, 1)).key == keys[5]  # not by length


def test_last_word_needs_an_execution(game):
    assert last_word(game.state_after(10)) is None
    plan = last_word(game.state_after(11))
    assert plan is not None and plan.name == "Boris" and plan.mode is TimerMode.LAST_WORD


def test_only_opening_the_vote_starts_the_timer():
    assert starts_timer("open_vote")
    assert not any(starts_timer(t) for t in ("nominate", "vote", "close_vote", "end_day"))


@pytest.mark.parametrize(("value", "seconds"), [
    (90, 90), ("90", 90), (0, 1), (-5, 1), (12.7, 12), ("abc", 60), (None, 60),
    ("", 60), (float("inf"), 60), ([90], 60)])
def test_a_duration_setting_is_whole_seconds_at_least_one(value, seconds):
    assert read_duration(value, 60) == seconds


def test_durations_are_read_from_the_settings_keys():
    stored = {"timer/speech_s": "75", "timer/night_s": "x"}
    asked: list[tuple[str, int]] = []

    def lookup(key: str, default: int) -> object:
        asked.append((key, default))
        return stored.get(key, default)

    assert durations_from(lookup) == Durations(speech=75, night=180)
    assert asked == [("timer/speech_s", 60), ("timer/night_s", 180)]
    assert durations_from(lambda key, default: default) == Durations()


@dataclass
class _Phase:
    kind: str
    number: int

    @property
    def is_day(self) -> bool:
        return self.kind == "day"


@dataclass
class _State:  # any state with these fields will do (another family's, a test's)
    stage: str
    phase: _Phase = field(default_factory=lambda: _Phase("day", 3))
    ended: bool = False
    execution: object = None
    setup: object = None
    vote_opened_at: datetime | None = None


def test_a_state_needs_only_the_fields_it_names():
    assert timer_plan(_State("discussion"), DURATIONS).key == (("day", 3), "speech")
    assert timer_plan(_State("night", _Phase("night", 3)), DURATIONS).seconds == 150
    # after an execution with nobody executed: the day's speech
    assert timer_plan(_State("after_execution"), DURATIONS).mode is TimerMode.SPEECH


def test_the_policy_imports_no_qt():
    code = ("import sys, mafia_desktop.ui.window.timer_policy, "
            "mafia_desktop.ui.families.classic.timer, mafia_desktop.ui.families.sport.timer; "
            "print([m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


# --- the vote's clock (R-VOTE-1: at the table the window is the host's timer) ----------

def _voting_state(window_s: int, opened_at: datetime | None) -> _State:
    ruleset = type("R", (), {"vote_window_s": window_s, "last_word_s": 60})()
    return _State("voting", setup=type("S", (), {"ruleset": ruleset})(),
                  vote_opened_at=opened_at)


OPENED = datetime(2024, 5, 1, 19, 0, tzinfo=UTC)


def test_the_vote_shows_what_is_left_of_its_window_counted_from_its_opening():
    plan = timer_plan(_voting_state(120, OPENED), DURATIONS, OPENED + timedelta(seconds=50))
    assert (plan.mode, plan.seconds, plan.left) == (TimerMode.VOTE, 120, 70.0)
    assert plan.notice == TIME_UP_NOTICE  # what it says at zero
    late = timer_plan(_voting_state(120, OPENED), DURATIONS, OPENED + timedelta(minutes=9))
    assert late.left == 0.0 and late.key == plan.key  # past: 00:00, the same stage


def test_the_vote_waits_with_its_full_window_when_a_time_is_unknown():
    assert timer_plan(_voting_state(120, None), DURATIONS, OPENED).left is None  # no times
    assert timer_plan(_voting_state(120, OPENED), DURATIONS).left is None       # no clock
    assert vote_left(120, OPENED, OPENED.replace(tzinfo=None)) is None           # naive now
    assert vote_left(120, OPENED, OPENED - timedelta(seconds=30)) == 120.0       # clock behind
    assert vote_left(3600, OPENED, OPENED + timedelta(seconds=0.25)) == 3599.75


def test_only_the_vote_has_a_time_left_and_a_notice(game):
    now = datetime.now(UTC)
    for n in (2, 11, 13):  # discussion, last word, night
        plan = timer_plan(game.state_after(n), DURATIONS, now)
        assert plan.left is None and plan.notice == ""


def test_the_host_timer_is_hidden_at_game_over_and_back_after_an_undo(qtbot):
    """Issue 12: at game over no timer is shown (the host's page as the projector)."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.ui.window.main_window import MainWindow
    from tests.conftest import SCENARIOS
    game = log_format.load_game((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    window = MainWindow(clock=None)
    qtbot.addWidget(window)
    window.show()
    c = window.session.open_game(game)
    assert c.state.ended and window.session.page.timer.isHidden()
    c.stack.undo()
    assert not c.state.ended and not window.session.page.timer.isHidden()
