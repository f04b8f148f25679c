"""Every option of RULES.md: its default, both presets' values (§7), and a game played
with each non-default value (one test or more per option, named after it)."""

from __future__ import annotations

import re

import pytest

from mafia_desktop.rules import LogFormatError
from mafia_desktop.rules.classic import (
    OPTIONS,
    PRESETS,
    Faction,
    Outcome,
    Ruleset,
    ruleset_from,
)
from mafia_desktop.rules.log_format import dumps, load_game, read_log

from ..conftest import SHARED
from .helpers import (
    FULL,
    SMALL,
    alive,
    day,
    deaths,
    execute,
    make,
    night,
    push,
    refused,
    seat,
    table,
)

#: RULES.md's options with their defaults, as RULES.md states them (§1-§6).
DEFAULTS = {
    "status_granularity": "role",
    "first_phase": "day",
    "vote_changes": 1,
    "tie_break": "earliest_last_vote",
    "doctor_self_protect": True,
    "doctor_repeat_target": True,
    "mafia_can_target_mafia": False,
    "godfather_day_death_blocks_night": False,
    "reveal_on_death": "role",
    "maniac_counts_as_town": False,
    "town_must_kill_maniac": False,
    "maniac_wins_if_survives": True,
}
#: §7: the options whose values the presets set.
PRESET_VALUES = {
    "seed": {"vote_window_s": 3600, "vote_window_enforced": True, "no_votes_policy": "random",
             "last_word_s": 3600, "kill_requires_description": True, "first_phase": "day"},
    "table": {"vote_window_s": 120, "vote_window_enforced": False,
              "no_votes_policy": "host_choice", "last_word_s": 60,
              "kill_requires_description": False, "first_phase": "day"},
}

FIVE_2_3 = "Anna:godfather Boris:mafioso Vera:civilian Gleb:civilian Dasha:civilian"
SIX = "Anna:godfather Boris:civilian Vera:civilian Gleb:civilian Dasha:civilian Egor:civilian"


# --- the options and the presets -----------------------------------------------------

def test_the_options_are_those_of_rules_md() -> None:
    text = (SHARED / "RULES.md").read_text("utf-8")
    assert set(OPTIONS) == set(DEFAULTS) | set(PRESET_VALUES["seed"])
    for name, spec in OPTIONS.items():
        assert f"`{name}`" in text
        # the option is defined in the rule its spec names
        rule_text = text.split(f"**{spec.rule}**", 1)[1].split("**R-", 1)[0]
        assert f"`{name}`" in rule_text, (name, spec.rule)


def test_every_option_has_a_test_named_after_it() -> None:
    names = [n for n in globals() if n.startswith("test_")]
    assert [o for o in OPTIONS if not any(n.startswith(f"test_{o}_") for n in names)] == []


def test_the_presets_table_of_rules_md() -> None:
    text = (SHARED / "RULES.md").read_text("utf-8").split("## 7. Presets", 1)[1]
    rows = re.findall(r"^\| `(\w+)` \| (\S+) \| (\S+) \|$", text, re.M)
    assert {r[0] for r in rows} == set(PRESET_VALUES["seed"])
    for name, seed, tab in rows:
        assert str(getattr(PRESETS["seed"], name)).lower() == seed, name
        assert str(getattr(PRESETS["table"], name)).lower() == tab, name


@pytest.mark.parametrize("preset", ["seed", "table"])
def test_preset_values(preset: str) -> None:
    rs = ruleset_from(preset)
    assert rs.preset == preset
    assert rs.options() == {**DEFAULTS, **PRESET_VALUES[preset]}
    assert rs.overrides() == {}
    assert Ruleset() == PRESETS["table"]  # the app's default for a new game


@pytest.mark.parametrize("name,bad", [
    ("status_granularity", "team"), ("first_phase", "evening"), ("vote_window_s", 0),
    ("vote_window_s", "120"), ("vote_changes", -2), ("vote_changes", 1.5),
    ("tie_break", "revote"), ("no_votes_policy", "nobody"), ("last_word_s", -1),
    ("doctor_self_protect", 1), ("doctor_repeat_target", "true"),
    ("mafia_can_target_mafia", None), ("kill_requires_description", 0),
    ("godfather_day_death_blocks_night", "no"), ("reveal_on_death", "all"),
    ("maniac_counts_as_town", 1), ("town_must_kill_maniac", []),
    ("maniac_wins_if_survives", "yes"), ("no_such_option", True)])
def test_an_option_value_outside_its_choices_is_an_error(name: str, bad: object) -> None:
    with pytest.raises(LogFormatError) as info:
        ruleset_from("table", {name: bad})
    assert info.value.field == f"ruleset.options.{name}"


def test_an_unknown_preset_is_an_error() -> None:
    with pytest.raises(LogFormatError):
        ruleset_from("forum")


def _round_trip(game) -> None:
    """The log keeps the options: reading what was written gives the same game."""
    text = dumps(game.setup, game.actions)
    setup, actions = read_log(text)
    assert setup.ruleset == game.setup.ruleset
    assert load_game(text).state == game.state


# --- R-ROLE-1 status_granularity ---------------------------------------------------------

def test_status_granularity_faction_answers_factions() -> None:
    game = make(FULL, "compare Anna Boris", status_granularity="faction")
    assert game.state.comparisons[-1].answer == "same"
    day(game, "Kira")
    push(game, "check Boris")
    assert game.state.checks[-1].status == "mafia"
    night(game, maniac="Lev")
    push(game, "compare Vera Gleb")  # commissar and doctor: both town
    assert game.state.comparisons[-1].answer == "same"
    day(game, "Dasha")
    push(game, "check Ivan")
    assert game.state.checks[-1].status == "maniac"
    assert [d.status for d in game.state.deaths] == ["civilian", "civilian", "civilian"]
    _round_trip(game)


# --- R-SETUP-5 first_phase ---------------------------------------------------------------

def test_first_phase_night_alternates_from_night_1() -> None:
    game = make(FULL, first_phase="night")
    seen = [str(game.state.phase)]
    refused(game, "nominate Dasha Anna", "R-NOM-1")
    refused(game, "protect Dasha", "R-DOC-1")
    night(game, mafia="Dasha", maniac="Lev")  # no protection on the first night
    seen.append(str(game.state.phase))
    day(game, "Kira")
    seen.append(str(game.state.phase))
    night(game, maniac="Egor")
    seen.append(str(game.state.phase))
    assert seen == ["Night 1", "Day 1", "Night 2", "Day 2"]
    assert [(d.phase.kind, d.phase.number) for d in game.state.deaths] == [
        ("night", 1), ("night", 1), ("day", 1), ("night", 2)]
    _round_trip(game)


# --- R-VOTE-1 vote_window_s -------------------------------------------------------------

def test_vote_window_s_non_default() -> None:
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100", vote_window_s=30,
                vote_window_enforced=True)
    push(game, "vote Vera Anna at=129")
    refused(game, "vote Gleb Anna at=130", "R-VOTE-1")
    refused(game, "withdraw_vote Vera at=130", "R-VOTE-1")
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100", preset="seed")
    push(game, "vote Vera Anna at=3699")
    refused(game, "vote Gleb Anna at=3700", "R-VOTE-1")
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100",  # table: 120 s
                vote_window_enforced=True)
    refused(game, "vote Gleb Anna at=220", "R-VOTE-1")


# --- R-VOTE-1 vote_window_enforced -----------------------------------------------------

def test_vote_window_enforced_false_refuses_no_entry_for_its_time() -> None:
    # the table preset: the host's timer is the window; entries typed in late count
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100")
    assert game.setup.ruleset.vote_window_enforced is False
    push(game, "vote Gleb Anna at=220", "vote Vera Anna at=5000", "withdraw_vote Vera at=5001")
    assert game.state.tally() == {1: 1}
    _round_trip(game)


def test_vote_window_enforced_true_on_the_table_preset() -> None:
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100", vote_window_enforced=True)
    push(game, "vote Gleb Anna at=219")
    refused(game, "vote Vera Anna at=220", "R-VOTE-1")
    _round_trip(game)


def test_vote_window_enforced_false_on_the_seed_preset() -> None:
    game = make(SIX, "nominate Boris Anna at=0", "open_vote at=100", preset="seed",
                vote_window_enforced=False)
    push(game, "vote Gleb Anna at=99999")
    assert game.state.tally() == {1: 1}


# --- R-VOTE-3 vote_changes -------------------------------------------------------------

CHANGES = ("nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera", "open_vote",
           "vote Gleb Boris")


def test_vote_changes_0_allows_no_change_and_no_withdrawal() -> None:
    game = make(SIX, *CHANGES, vote_changes=0)
    refused(game, "vote Gleb Anna", "R-VOTE-3")
    refused(game, "withdraw_vote Gleb", "R-VOTE-3")
    refused(game, "vote Boris Boris", "R-VOTE-4")
    push(game, "vote Dasha Anna")  # a first vote is no change


def test_vote_changes_2_allows_two() -> None:
    game = make(SIX, *CHANGES, "vote Gleb Anna", "withdraw_vote Gleb", vote_changes=2)
    refused(game, "vote Gleb Vera", "R-VOTE-3")  # a new vote after a withdrawal: a third
    game = make(SIX, *CHANGES, "vote Gleb Anna", "vote Gleb Vera", vote_changes=2)
    refused(game, "vote Gleb Boris", "R-VOTE-3")
    refused(game, "withdraw_vote Gleb", "R-VOTE-3")
    assert game.state.tally() == {1: 0, 2: 0, 3: 1}


def test_vote_changes_minus_1_allows_any_number() -> None:
    game = make(SIX, *CHANGES, vote_changes=-1)
    for _ in range(10):
        push(game, "vote Gleb Anna", "withdraw_vote Gleb", "vote Gleb Vera", "vote Gleb Boris")
    assert game.state.tally() == {1: 0, 2: 1, 3: 0}
    refused(game, "vote Gleb Boris", "R-VOTE-3")  # a change is to another candidate
    refused(game, "vote Gleb Gleb", "R-VOTE-4")


# --- R-VOTE-7 tie_break -----------------------------------------------------------------

def test_tie_break_host_choice() -> None:
    steps = ("nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera", "open_vote",
             "vote Gleb Anna", "vote Dasha Boris")
    game = make(SIX, *steps, tie_break="host_choice")
    refused(game, "close_vote", "R-VOTE-7")
    refused(game, "close_vote Vera", "R-VOTE-7")
    push(game, "close_vote Anna")
    assert (game.state.execution.seat, game.state.execution.reason) == (1, "host_choice")
    game = make(SIX, *steps, tie_break="host_choice")
    push(game, "close_vote Boris")
    assert game.state.execution.seat == 2
    _round_trip(game)


def test_tie_break_host_choice_without_a_tie_ignores_the_choice() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                "vote Gleb Anna", "vote Dasha Boris", "vote Egor Boris", "close_vote Anna",
                tie_break="host_choice")
    assert (game.state.execution.seat, game.state.execution.reason) == (2, "most_votes")


# --- R-VOTE-8 no_votes_policy -----------------------------------------------------------

def test_no_votes_policy_random() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                "close_vote", no_votes_policy="random")
    assert game.state.execution.reason == "random"
    assert game.state.execution.seat in (1, 2)
    _round_trip(game)


def test_no_votes_policy_host_choice() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                "vote Gleb Anna", "withdraw_vote Gleb", no_votes_policy="host_choice")
    refused(game, "close_vote", "R-VOTE-8")
    refused(game, "close_vote Egor", "R-VOTE-8")
    push(game, "close_vote Anna")
    assert (game.state.execution.seat, game.state.execution.reason) == (1, "host_choice")
    assert game.state.outcome == Outcome((Faction.TOWN,), "R-WIN-2")
    _round_trip(game)


def test_no_votes_policy_host_choice_with_votes_ignores_the_choice() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                "vote Gleb Boris", "close_vote Anna", no_votes_policy="host_choice")
    assert game.state.execution.seat == 2


# --- R-EXEC-2 last_word_s ---------------------------------------------------------------

def test_last_word_s_non_default_is_a_timer_only() -> None:
    game = make(SIX, "nominate Gleb Boris at=0", "open_vote at=1", "close_vote Boris at=2",
                "end_day at=2", last_word_s=600)
    assert game.setup.ruleset.last_word_s == 600
    assert game.state.phase.kind == "night"
    _round_trip(game)


# --- R-DOC-1 doctor_self_protect, doctor_repeat_target ------------------------------------

def test_doctor_self_protect_false() -> None:
    game = make(FULL, doctor_self_protect=False)
    refused(game, "protect Gleb", "R-DOC-1")
    push(game, "protect Dasha")
    day(game, "Kira")
    night(game, mafia="Gleb", maniac="Lev")
    assert not alive(game, "Gleb")


def test_doctor_repeat_target_false() -> None:
    game = make(FULL, "protect Dasha", doctor_repeat_target=False)
    day(game, "Kira")
    night(game, maniac="Lev")
    refused(game, "protect Dasha", "R-DOC-1")  # protected last night
    push(game, "protect Egor")
    day(game, "Zoya")
    night(game, maniac="Vera")
    push(game, "protect Dasha")  # not two nights running
    refused(game, "protect Egor", "R-DOC-1")
    push(game, "protect Gleb")
    _round_trip(game)


def test_doctor_repeat_target_false_counts_only_a_night_with_that_protection() -> None:
    game = make(FULL, "protect Dasha", doctor_repeat_target=False)
    day(game, "Kira")
    night(game, maniac="Lev")
    day(game, "Zoya")  # no protection on Night 2
    night(game, maniac="Vera")
    push(game, "protect Dasha")


def test_doctor_repeat_target_true_by_default_allows_it() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Kira")
    night(game, maniac="Lev")
    push(game, "protect Dasha")


# --- R-MAF-1 mafia_can_target_mafia ----------------------------------------------------

def test_mafia_can_target_mafia_true() -> None:
    game = make(FULL, mafia_can_target_mafia=True)
    day(game, "Kira")
    night(game, mafia="Boris", maniac="Lev")
    assert deaths(game)[1:] == [("Boris", "mafia"), ("Lev", "maniac")]
    refused(game, "mafia_kill Boris", "R-MAF-1")  # by day still
    _round_trip(game)


# --- R-MAF-5 kill_requires_description ---------------------------------------------------

def test_kill_requires_description_true_on_the_table_preset() -> None:
    game = make(FULL, kill_requires_description=True)
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "maniac_kill Lev")
    refused(game, "end_night", "R-MAN-2")
    push(game, "maniac_kill Lev description=\"by the river\"", "end_night")
    assert deaths(game)[1:] == [("Lev", "maniac")]
    _round_trip(game)


def test_kill_requires_description_false_on_the_seed_preset() -> None:
    game = make(FULL, preset="seed", kill_requires_description=False)
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "maniac_kill Lev", "end_night")
    assert deaths(game)[1:] == [("Dasha", "mafia"), ("Lev", "maniac")]
    _round_trip(game)


# --- R-GF-2 godfather_day_death_blocks_night ----------------------------------------------

def test_godfather_day_death_blocks_night_after_an_execution() -> None:
    game = make(FULL, godfather_day_death_blocks_night=True)
    day(game, "Anna")
    assert game.state.godfather == seat(game, "Boris")
    refused(game, "mafia_kill Dasha", "R-GF-2")
    refused(game, "mafia_kill Dasha Boris", "R-GF-2")
    night(game, maniac="Lev")
    day(game, "Kira")
    night(game, mafia="Dasha", maniac="Egor")  # only the night that follows is blocked
    assert ("Dasha", "mafia") in deaths(game)
    _round_trip(game)


def test_godfather_day_death_blocks_night_after_a_host_removal_by_day() -> None:
    game = make(FULL, "host_kill Anna", godfather_day_death_blocks_night=True)
    day(game, "Kira")
    refused(game, "mafia_kill Dasha", "R-GF-2")


def test_godfather_day_death_blocks_night_with_an_appointed_godfather() -> None:
    game = make("Anna:godfather Boris:mafioso Vera:mafioso Gleb:civilian Dasha:civilian "
                "Egor:civilian Zoya:civilian Ivan:civilian Kira:civilian",
                godfather_day_death_blocks_night=True)
    execute(game, "Anna")
    push(game, "appoint_godfather Vera", "end_day")
    refused(game, "mafia_kill Dasha", "R-GF-2")


def test_godfather_day_death_blocks_night_when_night_comes_first() -> None:
    game = make(FULL, first_phase="night", godfather_day_death_blocks_night=True)
    night(game, maniac="Lev")
    day(game, "Anna")  # Day 1, then Night 2
    assert str(game.state.phase) == "Night 2"
    refused(game, "mafia_kill Dasha", "R-GF-2")


def test_godfather_day_death_blocks_night_false_by_default() -> None:
    game = make(FULL)
    day(game, "Anna")
    push(game, "mafia_kill Dasha")


# --- R-HOST-2 reveal_on_death ---------------------------------------------------------

@pytest.mark.parametrize("value", ["faction", "none"])
def test_reveal_on_death_non_default_changes_no_rule(value: str) -> None:
    """What the host announces is the UI's business; the game's record keeps the true
    role of the dead (GAME_LOG.md ``deaths[].status``), and the play is the same."""
    steps = ("protect Dasha", "nominate Egor Anna", "open_vote", "vote Egor Anna",
             "close_vote", "end_day", "mafia_kill Vera", "maniac_kill Lev", "end_night")
    game = make(FULL, *steps, reveal_on_death=value)
    base = make(FULL, *steps)
    assert game.setup.ruleset.reveal_on_death == value
    assert game.state.deaths == base.state.deaths
    assert [d.status for d in game.state.deaths] == ["godfather", "commissar", "civilian"]
    _round_trip(game)


# --- R-WIN-1..3 maniac_counts_as_town, town_must_kill_maniac, maniac_wins_if_survives -----

def test_maniac_counts_as_town_true() -> None:
    game = make(FIVE_2_3 + " Ivan:maniac", maniac_counts_as_town=True)
    execute(game, "Vera")  # mafia 2, town 2 + the maniac
    assert game.state.outcome is None
    push(game, "end_day")
    night(game, mafia="Gleb", maniac="Dasha")  # mafia 2, the maniac alone
    assert game.state.outcome == Outcome((Faction.MAFIA, Faction.MANIAC), "R-WIN-1")


def test_maniac_counts_as_town_true_accepts_a_setup_otherwise_won() -> None:
    spec = "A:godfather B:mafioso C:maniac D:civilian E:civilian"
    table(spec, maniac_counts_as_town=True)
    with pytest.raises(ValueError):
        table(spec)


def test_town_must_kill_maniac_true() -> None:
    game = make(FULL, "host_kill Boris", town_must_kill_maniac=True)
    execute(game, "Anna")
    assert game.state.outcome is None  # the maniac lives
    push(game, "end_day")
    refused(game, "mafia_kill Dasha", "R-MAF-1")  # no mafia member lives
    night(game, maniac="Lev")
    execute(game, "Ivan")
    assert game.state.outcome == Outcome((Faction.TOWN,), "R-WIN-2")
    _round_trip(game)


def test_maniac_wins_if_survives_false() -> None:
    game = make(FULL, "host_kill Boris", maniac_wins_if_survives=False)
    execute(game, "Anna")
    assert game.state.outcome == Outcome((Faction.TOWN,), "R-WIN-2")
    game = make(FIVE_2_3 + " Ivan:maniac", maniac_wins_if_survives=False)
    execute(game, "Vera")
    assert game.state.outcome == Outcome((Faction.MAFIA,), "R-WIN-1")


def test_maniac_wins_if_survives_true_by_default() -> None:
    game = make(FULL, "host_kill Boris")
    execute(game, "Anna")
    assert game.state.outcome == Outcome((Faction.TOWN, Faction.MANIAC), "R-WIN-2")
    assert make(SMALL, "host_kill Anna").state.outcome.winners == (Faction.TOWN,)
