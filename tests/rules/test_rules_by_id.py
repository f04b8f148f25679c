"""One or more tests per rule ID of RULES.md, each named after its rule.

Written from RULES.md (and GAME_LOG.md where it says which action belongs to which rule),
not from the engine's code. Every refusal is checked with :func:`helpers.refused`: the
rule's ID, the action's index, and a game left exactly as it was.

Choices the rules leave open, as the engine makes them (tested as such):
a time earlier than the previous action's is refused with R-VOTE-7; a vote for the
candidate one already votes for is refused with R-VOTE-3; wrong-phase actions carry the
rule of the action (nominate at night R-NOM-1, open_vote after the execution R-EXEC-1,
end_day at night / end_night by day R-SETUP-5, ...); an appointed godfather's role is
``godfather``; ``godfather_day_death_blocks_night`` counts any death by day.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from datetime import datetime

import pytest

from mafia_desktop.rules import (
    Game,
    LogFormatError,
    RuleViolation,
    check_name,
)
from mafia_desktop.rules.classic import (
    ACTION_TYPES,
    Faction,
    MafiaKill,
    Nominate,
    Outcome,
    Role,
    Stage,
    Vote,
    check_composition,
    deal_roles,
    make_setup,
    outcome_of,
    ruleset_from,
    suggested_composition,
)
from mafia_desktop.rules.log_format import dumps, read_log

from ..conftest import SHARED
from .helpers import (
    FULL,
    SMALL,
    action,
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

SIX = "Anna:godfather Boris:civilian Vera:civilian Gleb:civilian Dasha:civilian Egor:civilian"
THREE_MAFIA = ("Anna:godfather Boris:mafioso Vera:mafioso Gleb:civilian Dasha:civilian "
               "Egor:civilian Zoya:civilian Ivan:civilian Kira:doctor")


def roles_of(spec: str) -> list[Role]:
    return [Role(w.partition(":")[2]) for w in spec.split()]


# --- the file itself ------------------------------------------------------------------

def test_every_rule_id_of_rules_md_has_a_test_named_after_it() -> None:
    ids = re.findall(r"\*\*(R-[A-Z]+-\d+)\*\*", (SHARED / "RULES.md").read_text("utf-8"))
    assert len(ids) == len(set(ids)) >= 40
    names = {name for name in globals() if name.startswith("test_r_")}
    missing = [i for i in ids
               if not any(n.startswith("test_" + i.lower().replace("-", "_") + "_") for n in names)]
    assert missing == []


# --- 1. Roles and factions --------------------------------------------------------------

def test_r_role_1_status_is_the_role() -> None:
    game = make(FULL)
    push(game, "compare Anna Boris")
    assert game.state.comparisons[-1].answer == "different"  # godfather vs mafioso
    day(game, "Kira")
    assert game.state.deaths[-1].status == "civilian"
    push(game, "check Boris")
    assert game.state.checks[-1].status == "mafioso"
    night(game, maniac="Lev")
    push(game, "compare Vera Gleb")  # commissar vs doctor: both town, different roles
    assert game.state.comparisons[-1].answer == "different"


def test_r_role_1_faction_granularity_answers_factions() -> None:
    game = make(FULL, status_granularity="faction")
    push(game, "compare Anna Boris")
    assert game.state.comparisons[-1].answer == "same"
    day(game, "Kira")
    push(game, "check Anna")
    assert game.state.checks[-1].status == "mafia"
    night(game, maniac="Lev")
    push(game, "compare Vera Ivan")
    assert game.state.comparisons[-1].answer == "different"  # town vs maniac


def test_r_role_1_appointed_godfather_status_is_godfather() -> None:
    game = make(THREE_MAFIA)
    execute(game, "Anna")
    push(game, "appoint_godfather Vera", "end_day")
    assert game.state.role(seat(game, "Vera")) is Role.GODFATHER
    assert game.setup.players[seat(game, "Vera") - 1].role is Role.MAFIOSO  # dealt role kept
    push(game, "host_kill Vera")
    assert game.state.deaths[-1].status == "godfather"


def test_r_role_2_every_role_has_the_day_rights_of_a_civilian() -> None:
    game = make(FULL)
    n = game.setup.size
    for s in range(1, n + 1):  # everyone nominates the next player round the table
        push(game, action(game, f"nominate {s} {s % n + 1}"))
    push(game, "open_vote")
    assert sorted(game.state.candidates) == list(range(1, n + 1))
    for s in range(1, n + 1):
        push(game, Vote(s, (s + 1) % n + 1))
    assert sum(game.state.tally().values()) == n


def test_r_role_3_actions_of_a_role_without_a_holder_are_refused() -> None:
    game = make(SMALL)
    refused(game, "protect Boris", "R-DOC-1")
    refused(game, "compare Boris Vera", "R-JOUR-1")
    day(game, "Boris")
    refused(game, "check Anna", "R-COM-1")
    refused(game, "maniac_kill Vera", "R-MAN-1")


def test_r_role_3_actions_of_a_dead_holder_are_refused() -> None:
    game = make(FULL, "host_kill Gleb", "host_kill Zoya")
    refused(game, "protect Dasha", "R-DOC-1")
    refused(game, "compare Dasha Egor", "R-JOUR-1")
    day(game, "Kira")
    push(game, "host_kill Vera", "host_kill Ivan")
    refused(game, "check Anna", "R-COM-1")
    refused(game, "maniac_kill Lev", "R-MAN-1")
    push(game, "end_night")  # no maniac left: the night can end without a victim


def test_r_role_3_mafia_actions_without_a_living_mafia_member() -> None:
    game = make(FULL, town_must_kill_maniac=True)
    push(game, "host_kill Boris")
    day(game, "Anna")
    assert game.state.outcome is None  # the maniac lives: the town has not won yet
    refused(game, "mafia_kill Dasha", "R-MAF-1")
    refused(game, "mafia_pass", "R-MAF-2")


# --- 2. Setup ---------------------------------------------------------------------------

def _setup_refused(rows, rule: str, **options) -> None:
    with pytest.raises(RuleViolation) as info:
        make_setup(rows, ruleset_from("table", options), 1)
    assert info.value.rule == rule, info.value.message


def _rows(*names: str) -> list[tuple[int, str, Role]]:
    roles = [Role.GODFATHER] + [Role.CIVILIAN] * (len(names) - 1)
    return [(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles))]


def test_r_setup_1_names_unique_trimmed_case_insensitive() -> None:
    _setup_refused(_rows("Anna", "Boris", " anna ", "Gleb"), "R-SETUP-1")
    _setup_refused(_rows("Anna", "BORIS", "boris", "Gleb"), "R-SETUP-1")
    setup = make_setup(_rows("  Anna ", "Boris", "Vera", "Gleb"), ruleset_from("table"), 1)
    assert setup.players[0].name == "Anna"
    assert setup.seat_of("ANNA") == 1 and setup.seat_of(" boris") == 2


def test_r_setup_1_names_non_empty_at_most_40_characters() -> None:
    _setup_refused(_rows("Anna", "", "Vera", "Gleb"), "R-SETUP-1")
    _setup_refused(_rows("Anna", "   ", "Vera", "Gleb"), "R-SETUP-1")
    _setup_refused(_rows("Anna", "x" * 41, "Vera", "Gleb"), "R-SETUP-1")
    setup = make_setup(_rows("Anna", "x" * 40, "Vera", " " + "y" * 40 + " "),
                       ruleset_from("table"), 1)
    assert setup.players[3].name == "y" * 40
    assert check_name("  Lev ", ["Anna"]) == "Lev"
    for bad, taken in (("", []), ("Anna", ["ANNA "]), (None, []), ("z" * 41, [])):
        with pytest.raises(RuleViolation) as info:
            check_name(bad, taken)
        assert info.value.rule == "R-SETUP-1"


@pytest.mark.parametrize("char, point", [
    ("\x00", "U+0000"), ("\x07", "U+0007"), ("\x1b", "U+001B"), ("\x7f", "U+007F"),
    ("\x85", "U+0085"), ("\x9f", "U+009F"), ("\u202a", "U+202A"), ("\u202e", "U+202E"),
    ("\u2066", "U+2066"), ("\u2068", "U+2068"), ("\u2069", "U+2069"),
    ("\u2028", "U+2028"), ("\u2029", "U+2029"),
])
def test_r_setup_1_names_refuse_control_and_bidi_override_characters(char: str,
                                                                     point: str) -> None:
    with pytest.raises(RuleViolation) as info:
        check_name(f"An{char}na")
    assert info.value.rule == "R-SETUP-1"
    assert info.value.code == "setup.name_control"
    assert info.value.params == {"char": point}
    assert point in info.value.message
    _setup_refused(_rows("Anna", f"Bo{char}ris", "Vera", "Gleb"), "R-SETUP-1")


def test_r_setup_1_names_allow_right_to_left_letters_and_trim_outer_whitespace() -> None:
    assert check_name("\u05d3\u05e0\u05d4 Dana") == "\u05d3\u05e0\u05d4 Dana"  # Hebrew
    assert check_name("\u0644\u064a\u0644\u0649") == "\u0644\u064a\u0644\u0649"  # Arabic
    assert check_name("Anna\n") == "Anna"      # a pasted newline around the name is trimmed
    assert check_name("Mary-Jane O'Neil") == "Mary-Jane O'Neil"


def test_r_setup_1_seats_distinct_one_to_n() -> None:
    g, c = Role.GODFATHER, Role.CIVILIAN
    _setup_refused([(1, "A", g), (2, "B", c), (2, "C", c), (4, "D", c)], "R-SETUP-1")
    _setup_refused([(1, "A", g), (2, "B", c), (3, "C", c), (5, "D", c)], "R-SETUP-1")
    _setup_refused([(0, "A", g), (1, "B", c), (2, "C", c), (3, "D", c)], "R-SETUP-1")
    setup = make_setup([(3, "C", c), (1, "A", g), (4, "D", c), (2, "B", c)],
                       ruleset_from("table"), 1)
    assert [p.seat for p in setup.players] == [1, 2, 3, 4]
    assert [p.name for p in setup.players] == ["A", "B", "C", "D"]


def test_r_setup_1_an_action_naming_no_seat_is_unreadable_and_changes_nothing() -> None:
    game = make(SMALL, "nominate Boris Anna")
    before = game.state
    for bad in (Vote(by=9, target=1), MafiaKill(target=0), Vote(by=True, target=1)):
        assert isinstance(game.why_not(bad), LogFormatError)
        with pytest.raises(LogFormatError) as info:
            game.push(bad)
        assert info.value.index == 1
        assert game.state is before and len(game) == 1


def test_r_setup_2_exactly_one_godfather_at_least_four_players() -> None:
    g, m, c = Role.GODFATHER, Role.MAFIOSO, Role.CIVILIAN
    _setup_refused([(1, "A", g), (2, "B", c), (3, "C", c)], "R-SETUP-2")
    _setup_refused([(1, "A", m), (2, "B", c), (3, "C", c), (4, "D", c), (5, "E", c)],
                   "R-SETUP-2")
    _setup_refused([(1, "A", g), (2, "B", g), (3, "C", c), (4, "D", c), (5, "E", c),
                    (6, "F", c)], "R-SETUP-2")
    _setup_refused([(1, "A", c), (2, "B", c), (3, "C", c), (4, "D", c)], "R-SETUP-2")
    table("A:godfather B:civilian C:civilian D:civilian")  # four players are enough


@pytest.mark.parametrize("role", ["commissar", "doctor", "journalist", "maniac"])
def test_r_setup_2_at_most_one_of_each_special_role(role: str) -> None:
    spec = f"A:godfather B:{role} C:{role} D:civilian E:civilian F:civilian G:civilian"
    with pytest.raises(RuleViolation) as info:
        table(spec)
    assert info.value.rule == "R-SETUP-2"


def test_r_setup_2_any_number_of_civilians_and_mafiosi() -> None:
    spec = " ".join(["A:godfather"] + [f"M{i}:mafioso" for i in range(4)]
                    + [f"C{i}:civilian" for i in range(6)])
    setup = table(spec)
    assert Counter(p.role for p in setup.players) == {Role.GODFATHER: 1, Role.MAFIOSO: 4,
                                                      Role.CIVILIAN: 6}


def test_r_setup_3_a_setup_already_won_is_refused() -> None:
    with pytest.raises(RuleViolation) as info:
        table("A:godfather B:mafioso C:civilian D:civilian")
    assert info.value.rule == "R-SETUP-3"
    with pytest.raises(RuleViolation) as info:  # the maniac is no town player (R-WIN-1)
        table("A:godfather B:mafioso C:maniac D:civilian E:civilian")
    assert info.value.rule == "R-SETUP-3"
    table("A:godfather B:mafioso C:doctor D:civilian E:civilian")
    with pytest.raises(RuleViolation) as info:
        check_composition(roles_of("A:godfather B:mafioso C:civilian D:civilian"),
                          ruleset_from("table"))
    assert info.value.rule == "R-SETUP-3"


def test_r_setup_4_a_random_deal_is_reproduced_by_its_seed() -> None:
    comp = suggested_composition(12)
    deals = {tuple(deal_roles(comp, seed)) for seed in range(20)}
    assert len(deals) > 1  # the deal is random ...
    for seed in (0, 1, 99):  # ... and the seed reproduces it
        dealt = deal_roles(comp, seed)
        assert dealt == deal_roles(comp, seed)
        assert Counter(dealt) == {r: n for r, n in comp.items() if n}
        setup = make_setup([(i + 1, f"P{i + 1}", r) for i, r in enumerate(dealt)],
                           ruleset_from("table"), seed)
        again, actions = read_log(dumps(setup, []))
        assert again.rng_seed == seed and actions == []
        assert [p.role for p in again.players] == dealt


def test_r_setup_4_suggested_compositions_are_valid() -> None:
    for n in range(4, 21):
        comp = suggested_composition(n)
        assert sum(comp.values()) == n
        check_composition([r for r, k in comp.items() for _ in range(k)], ruleset_from("table"))


def test_r_setup_5_day_first_then_alternating() -> None:
    game = make(FULL)
    assert (game.state.phase.kind, game.state.phase.number, game.state.stage) == \
        ("day", 1, Stage.DISCUSSION)
    seen = [str(game.state.phase)]
    day(game, "Kira")
    seen.append(str(game.state.phase))
    night(game, maniac="Lev")
    seen.append(str(game.state.phase))
    day(game, "Dasha")
    seen.append(str(game.state.phase))
    assert seen == ["Day 1", "Night 1", "Day 2", "Night 2"]


def test_r_setup_5_end_day_at_night_and_end_night_by_day_are_refused() -> None:
    game = make(FULL)
    refused(game, "end_night", "R-SETUP-5")
    day(game, "Kira")
    refused(game, "end_day", "R-SETUP-5")


# --- 3. Day: nominations ------------------------------------------------------------------

def test_r_nom_1_one_nomination_a_day() -> None:
    game = make(SIX, "nominate Boris Anna")
    refused(game, "nominate Boris Vera", "R-NOM-1")
    push(game, "nominate Vera Boris")
    execute(game, "Anna")
    assert game.state.outcome is not None  # the godfather was the only mafia member


def test_r_nom_1_the_nomination_is_back_the_next_day() -> None:
    game = make(FULL, "nominate Boris Kira")
    refused(game, "nominate Boris Dasha", "R-NOM-1")
    day(game, "Kira")
    night(game, maniac="Lev")
    push(game, "nominate Boris Dasha")


def test_r_nom_1_only_living_players_nominate_and_only_by_day() -> None:
    game = make(FULL, "host_kill Kira")
    refused(game, "nominate Kira Dasha", "R-NOM-1")
    day(game, "Lev")
    refused(game, "nominate Dasha Anna", "R-NOM-1")  # at night


def test_r_nom_2_no_self_nomination_no_dead_candidate() -> None:
    game = make(FULL, "host_kill Kira")
    refused(game, "nominate Dasha Dasha", "R-NOM-2")
    refused(game, "nominate Dasha Kira", "R-NOM-2")
    push(game, "nominate Dasha Anna")


def test_r_nom_3_no_nomination_once_voting_started() -> None:
    game = make(FULL, "nominate Dasha Anna", "open_vote")
    refused(game, "nominate Egor Boris", "R-NOM-3")
    push(game, "vote Egor Anna", "close_vote")
    refused(game, "nominate Egor Boris", "R-NOM-3")  # after the execution


def test_r_nom_4_a_candidate_is_nominated_once_and_the_nominator_keeps_the_nomination() -> None:
    game = make(FULL, "nominate Dasha Anna")
    refused(game, "nominate Egor Anna", "R-NOM-4")
    push(game, "nominate Egor Boris")
    assert game.state.nominations == ((5, 1), (6, 2))
    assert game.state.candidates == () and Counter(t for _, t in game.state.nominations)[1] == 1


def test_r_nom_4_a_nomination_is_not_withdrawn_but_undone() -> None:
    assert "withdraw_nomination" not in ACTION_TYPES
    game = make(FULL, "nominate Dasha Anna")
    game.pop()
    assert game.state.nominations == ()
    push(game, "nominate Dasha Boris")


# --- 3. Day: the vote ---------------------------------------------------------------------

def test_r_vote_1_the_host_opens_the_vote_once_by_day() -> None:
    game = make(FULL, "nominate Dasha Anna")
    assert game.state.stage is Stage.DISCUSSION
    push(game, "open_vote")
    assert game.state.stage is Stage.VOTING and game.state.candidates == (1,)
    refused(game, "open_vote", "R-VOTE-1")
    game2 = make(FULL)
    day(game2, "Kira")
    refused(game2, "open_vote", "R-VOTE-1")  # at night


def test_r_vote_1_vote_withdraw_close_need_an_open_vote() -> None:
    game = make(FULL, "nominate Dasha Anna")
    refused(game, "vote Egor Anna", "R-VOTE-1")
    refused(game, "withdraw_vote Egor", "R-VOTE-1")
    refused(game, "close_vote", "R-VOTE-1")
    push(game, "open_vote", "vote Egor Anna", "close_vote")
    refused(game, "vote Dasha Anna", "R-VOTE-1")
    refused(game, "withdraw_vote Egor", "R-VOTE-1")
    refused(game, "close_vote", "R-VOTE-1")
    push(game, "end_day")
    refused(game, "vote Dasha Anna", "R-VOTE-1")
    refused(game, "close_vote", "R-VOTE-1")


def test_r_vote_1_the_window_closes_at_opened_at_plus_vote_window_s() -> None:
    game = make(FULL, "nominate Dasha Anna at=0", "open_vote at=10",  # 120 s
                vote_window_enforced=True)
    push(game, "vote Dasha Anna at=129.999")
    refused(game, "vote Egor Anna at=130", "R-VOTE-1")
    refused(game, "withdraw_vote Dasha at=130", "R-VOTE-1")
    refused(game, "vote Egor Anna at=500", "R-VOTE-1")
    push(game, "close_vote at=500")  # the host may close any time after
    assert game.state.execution.seat == 1


def test_r_vote_1_no_nomination_makes_every_living_player_a_candidate() -> None:
    game = make(FULL, "host_kill Kira", "open_vote")
    assert game.state.candidates == game.state.living()
    assert seat(game, "Kira") not in game.state.candidates


def test_r_vote_1_candidates_are_the_living_nominees() -> None:
    game = make(FULL, "nominate Dasha Anna", "nominate Egor Kira", "host_kill Kira",
                "open_vote")
    assert game.state.candidates == (1,)


def test_r_vote_2_living_players_vote_for_candidates_only() -> None:
    game = make(FULL, "host_kill Lev", "nominate Dasha Anna", "nominate Egor Boris",
                "open_vote")
    refused(game, "vote Lev Anna", "R-VOTE-2")  # dead
    refused(game, "vote Dasha Kira", "R-VOTE-2")  # no candidate
    refused(game, "vote Dasha Lev", "R-VOTE-2")  # dead, no candidate
    push(game, "vote Anna Boris", "vote Boris Anna", "vote Dasha Anna")
    assert game.state.tally() == {1: 2, 2: 1}


def test_r_vote_2_a_voter_removed_during_the_vote_cannot_vote() -> None:
    game = make(FULL, "nominate Dasha Anna", "open_vote", "host_kill Egor")
    refused(game, "vote Egor Anna", "R-VOTE-2")


def test_r_vote_2_a_dead_player_cannot_withdraw_either() -> None:
    game = make(FULL, "nominate Dasha Anna", "open_vote", "vote Egor Anna", "host_kill Egor")
    refused(game, "withdraw_vote Egor", "R-VOTE-2")


def test_r_vote_3_one_change_of_vote() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "nominate Gleb Vera",
                "open_vote", "vote Dasha Anna", "vote Dasha Boris")
    assert game.state.tally() == {1: 0, 2: 1, 3: 0}
    refused(game, "vote Dasha Vera", "R-VOTE-3")
    refused(game, "withdraw_vote Dasha", "R-VOTE-3")


def test_r_vote_3_a_withdrawal_is_the_change_and_a_new_vote_after_it_a_second() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote",
                "vote Dasha Anna", "withdraw_vote Dasha")
    assert game.state.tally() == {1: 0, 2: 0}
    refused(game, "vote Dasha Boris", "R-VOTE-3")
    refused(game, "vote Dasha Anna", "R-VOTE-3")
    refused(game, "withdraw_vote Dasha", "R-VOTE-3")  # nothing stands


def test_r_vote_3_withdraw_needs_a_standing_vote() -> None:
    game = make(SIX, "nominate Boris Anna", "open_vote")
    refused(game, "withdraw_vote Dasha", "R-VOTE-3")


def test_r_vote_3_a_vote_for_ones_own_candidate_again_is_refused() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote",
                "vote Dasha Anna")
    refused(game, "vote Dasha Anna", "R-VOTE-3")
    push(game, "vote Dasha Boris")  # the one change is still there


def test_r_vote_3_a_vote_voided_by_the_host_is_no_change() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "nominate Gleb Vera",
                "open_vote", "vote Dasha Boris", "host_kill Boris")
    assert game.state.tally() == {1: 0, 3: 0}
    push(game, "vote Dasha Anna")  # voided by the removal: a fresh vote
    push(game, "vote Dasha Vera")  # ... so the one change is still there
    refused(game, "vote Dasha Anna", "R-VOTE-3")


def test_r_vote_4_no_vote_against_oneself_and_it_uses_no_change() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote")
    refused(game, "vote Anna Anna", "R-VOTE-4")
    push(game, "vote Anna Boris")
    refused(game, "vote Boris Boris", "R-VOTE-4")
    push(game, "vote Boris Anna")
    refused(game, "vote Anna Anna", "R-VOTE-4")
    push(game, "withdraw_vote Anna")  # the refused self-vote used no change
    assert game.state.tally() == {1: 1, 2: 0}


def test_r_vote_5_no_vote_against_all_abstaining_is_not_voting() -> None:
    assert not {"vote_against_all", "against_all"} & set(ACTION_TYPES)
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote",
                "vote Gleb Anna", "vote Dasha Boris", "vote Egor Boris",
                "withdraw_vote Egor")  # Egor abstains after all; the others never vote
    assert game.state.tally() == {1: 1, 2: 1}
    push(game, "close_vote")
    assert game.state.execution.seat == 1  # a tie: Anna's last vote came first (R-VOTE-7)


def test_r_vote_5_a_vote_needs_a_candidate() -> None:
    game = make(SIX, "nominate Boris Anna", "open_vote")
    before = game.state
    with pytest.raises(ValueError):
        game.push(Vote(by=4, target=None))  # type: ignore[arg-type]
    assert game.state is before and len(game) == 2


def test_r_vote_6_a_vote_is_changed_only_by_a_new_vote() -> None:
    vote = Vote(by=4, target=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        vote.target = 2  # type: ignore[misc]
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote", vote,
                "vote Gleb Boris")
    assert game.actions[-2:] == (Vote(4, 1), Vote(4, 2))  # both stay in the log
    assert game.state.tally() == {1: 0, 2: 1}
    game.pop()  # the host's entry mistake is undone
    assert game.state.tally() == {1: 1, 2: 0}


def test_r_vote_7_most_standing_votes_executed() -> None:
    game = make(SIX, "nominate Boris Anna", "nominate Vera Boris", "open_vote",
                "vote Gleb Anna", "vote Dasha Boris", "vote Egor Boris")
    push(game, "close_vote")
    ex = game.state.execution
    assert (ex.seat, ex.reason, ex.tied) == (2, "most_votes", (2,))
    assert dict(ex.tally) == {1: 1, 2: 2}
    assert deaths(game) == [("Boris", "execution")]


def test_r_vote_7_tie_earliest_last_vote() -> None:
    game = make(SIX, "nominate Vera Anna", "nominate Gleb Boris", "open_vote",
                "vote Vera Anna", "vote Gleb Boris", "vote Dasha Boris", "vote Egor Anna")
    push(game, "close_vote")  # Boris's last vote (Dasha) came before Anna's (Egor)
    ex = game.state.execution
    assert (ex.seat, ex.reason, set(ex.tied)) == (2, "earliest_last_vote", {1, 2})


def test_r_vote_7_tie_a_vote_changed_away_is_no_last_vote() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera",
                "open_vote",
                "vote Gleb Anna", "vote Dasha Anna", "vote Egor Boris", "vote Vera Boris",
                "vote Boris Anna", "vote Boris Vera")  # Boris's vote for Anna is changed away
    assert game.state.tally() == {1: 2, 2: 2, 3: 1}
    push(game, "close_vote")
    # Anna's last standing vote (Dasha's) came before Boris's (Vera's); the later vote
    # for Anna no longer stands.
    assert game.state.execution.seat == 1
    assert game.state.execution.reason == "earliest_last_vote"


def test_r_vote_7_tie_a_withdrawn_vote_is_no_last_vote() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                "vote Gleb Anna", "vote Dasha Boris", "vote Egor Anna", "vote Vera Boris",
                "withdraw_vote Egor", "vote Boris Anna")
    assert game.state.tally() == {1: 2, 2: 2}
    push(game, "close_vote")  # Boris's last (Vera's) came before Anna's (Boris's)
    assert game.state.execution.seat == 2


def test_r_vote_7_a_changed_vote_counts_from_its_new_time() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera",
                "open_vote", "vote Gleb Vera", "vote Dasha Anna", "vote Egor Boris",
                "vote Gleb Anna", "vote Vera Boris")
    # standing: Anna <- Dasha(5), Gleb(7); Boris <- Egor(6), Vera(8): Anna's last is earlier
    assert game.state.tally() == {1: 2, 2: 2, 3: 0}
    push(game, "close_vote")
    assert game.state.execution.seat == 1


def test_r_vote_7_times_never_go_backwards() -> None:
    game = make(SIX, "nominate Boris Anna at=10")
    refused(game, "nominate Vera Boris at=9", "R-VOTE-7")
    push(game, "nominate Vera Boris at=10", "open_vote", "vote Gleb Anna at=20")
    refused(game, "vote Dasha Boris at=19", "R-VOTE-7")
    refused(game, "close_vote at=5", "R-VOTE-7")


def test_r_vote_7_host_choice_tie_refused_without_a_tied_choice() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera",
                "open_vote", "vote Gleb Anna", "vote Dasha Boris", tie_break="host_choice")
    refused(game, "close_vote", "R-VOTE-7")
    refused(game, "close_vote Vera", "R-VOTE-7")  # a candidate, but not one of the tied
    refused(game, "close_vote Gleb", "R-VOTE-7")  # no candidate at all
    push(game, "close_vote Boris")
    assert (game.state.execution.seat, game.state.execution.reason) == (2, "host_choice")


def test_r_vote_8_no_votes_random_candidate_reproduced_by_replay() -> None:
    picks = set()
    for seed in range(30):
        game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "nominate Egor Vera",
                    "open_vote", "vote Gleb Anna", "withdraw_vote Gleb", "close_vote",
                    seed=seed, no_votes_policy="random")
        ex = game.state.execution
        assert ex.reason == "random" and ex.seat in (1, 2, 3) and set(ex.tied) == {1, 2, 3}
        assert Game.replay(game.setup, game.actions).state.execution == ex
        game.pop()
        assert push(game, "close_vote").execution == ex  # pop and push agree too
        picks.add(ex.seat)
    assert len(picks) > 1


def test_r_vote_8_host_choice_refused_without_a_candidate_choice() -> None:
    game = make(SIX, "nominate Gleb Anna", "nominate Dasha Boris", "open_vote",
                no_votes_policy="host_choice")
    refused(game, "close_vote", "R-VOTE-8")
    refused(game, "close_vote Vera", "R-VOTE-8")
    push(game, "close_vote Boris")
    assert (game.state.execution.seat, game.state.execution.reason) == (2, "host_choice")


def test_r_exec_1_the_day_cannot_end_before_the_execution() -> None:
    game = make(FULL)
    refused(game, "end_day", "R-EXEC-1")
    push(game, "nominate Dasha Anna", "open_vote")
    refused(game, "end_day", "R-EXEC-1")
    push(game, "close_vote Anna")
    assert [d.cause for d in game.state.deaths] == ["execution"]
    push(game, "end_day")


def test_r_exec_1_one_execution_a_day() -> None:
    game = make(FULL, "nominate Dasha Kira", "open_vote", "close_vote Kira")
    refused(game, "open_vote", "R-EXEC-1")
    refused(game, "close_vote", "R-VOTE-1")
    assert len(game.state.deaths) == 1


def test_r_exec_2_the_last_word_is_a_timer_only() -> None:
    game = make(FULL, "nominate Dasha Kira at=0", "open_vote at=1", "vote Dasha Kira at=2",
                "close_vote at=3", preset="seed")
    assert game.setup.ruleset.last_word_s == 3600
    push(game, "end_day at=4")  # nothing waits for the last word
    assert game.state.phase.kind == "night"


def test_r_doc_1_the_protection_holds_for_the_following_night() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Kira")
    assert game.state.protected == seat(game, "Dasha")
    night(game, mafia="Dasha", maniac="Lev")
    assert alive(game, "Dasha") and not alive(game, "Lev")


def test_r_doc_1_the_last_choice_holds() -> None:
    game = make(FULL, "protect Dasha", "nominate Egor Kira", "open_vote", "protect Egor",
                "close_vote Kira", "protect Lev")  # any stage of the day
    push(game, "end_day")
    assert game.state.protected == seat(game, "Lev")
    night(game, mafia="Dasha", maniac="Lev")
    assert deaths(game)[1:] == [("Dasha", "mafia")]


def test_r_doc_1_protect_by_day_a_living_player() -> None:
    game = make(FULL, "host_kill Kira")
    refused(game, "protect Kira", "R-DOC-1")
    day(game, "Lev")
    refused(game, "protect Dasha", "R-DOC-1")  # at night


def test_r_doc_1_an_executed_doctor_protects_nobody() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Gleb")
    assert game.state.protected is None
    night(game, mafia="Dasha", maniac="Lev")
    assert not alive(game, "Dasha")


def test_r_doc_1_self_and_repeat_allowed_by_default() -> None:
    game = make(FULL, "protect Gleb")
    day(game, "Kira")
    night(game, mafia="Gleb", maniac="Gleb")
    assert alive(game, "Gleb")
    push(game, "protect Gleb")  # the same player two nights running
    day(game, "Lev")
    night(game, maniac="Gleb")
    assert alive(game, "Gleb")


def test_r_jour_1_once_a_day_two_different_living_players() -> None:
    game = make(FULL, "host_kill Kira")
    refused(game, "compare Dasha Dasha", "R-JOUR-1")
    refused(game, "compare Dasha Kira", "R-JOUR-1")
    refused(game, "compare Kira Dasha", "R-JOUR-1")
    push(game, "compare Zoya Anna")  # the journalist may name themself
    assert game.state.comparisons[-1].answer == "different"
    refused(game, "compare Dasha Egor", "R-JOUR-1")
    day(game, "Lev")
    refused(game, "compare Dasha Egor", "R-JOUR-1")  # at night
    night(game, maniac="Egor")
    push(game, "compare Dasha Vera")  # a new day, a new question
    c = game.state.comparisons[-1]
    assert (c.day, c.a, c.b, c.answer) == (2, 5, 3, "different")


def test_r_jour_1_asked_in_any_stage_of_the_day() -> None:
    game = make(FULL, "nominate Dasha Kira", "open_vote", "close_vote Kira", "compare Dasha Egor")
    assert game.state.comparisons[-1].answer == "same"


# --- 4. Night ---------------------------------------------------------------------------

def test_r_maf_1_the_mafia_kills_one_living_non_mafia_player_by_night() -> None:
    game = make(FULL, "host_kill Kira")
    refused(game, "mafia_kill Dasha", "R-MAF-1")  # by day
    day(game, "Lev")
    refused(game, "mafia_kill Boris", "R-MAF-1")
    refused(game, "mafia_kill Anna", "R-MAF-1")
    refused(game, "mafia_kill Kira", "R-MAF-1")  # dead
    push(game, "mafia_kill Dasha", "mafia_kill Ivan")  # a later decision replaces it
    night(game, maniac="Egor")
    assert deaths(game)[2:] == [("Ivan", "mafia"), ("Egor", "maniac")]


def test_r_maf_2_the_godfather_decides_or_passes() -> None:
    game = make(FULL)
    refused(game, "mafia_pass", "R-MAF-2")  # by day
    day(game, "Kira")
    push(game, "mafia_kill Dasha")
    assert game.state.mafia.decided_by == seat(game, "Anna")  # the godfather's word
    push(game, "mafia_pass")
    night(game, maniac="Lev")
    assert deaths(game)[1:] == [("Lev", "maniac")]


def test_r_maf_2_a_kill_after_a_pass_replaces_it() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "mafia_pass", "mafia_kill Dasha")
    night(game, maniac="Lev")
    assert deaths(game)[1:] == [("Dasha", "mafia"), ("Lev", "maniac")]


def test_r_maf_3_the_host_takes_a_living_mafia_members_word() -> None:
    game = make(THREE_MAFIA)
    day(game, "Gleb")
    refused(game, "mafia_kill Dasha Egor", "R-MAF-3")  # Egor is no mafia member
    push(game, "host_kill Vera")
    refused(game, "mafia_kill Dasha Vera", "R-MAF-3")  # dead
    push(game, "mafia_kill Dasha Boris")
    assert game.state.mafia.decided_by == seat(game, "Boris")
    night(game)
    assert deaths(game)[-1] == ("Dasha", "mafia")


def test_r_maf_4_a_silent_mafia_refused_to_kill() -> None:
    game = make(THREE_MAFIA)
    day(game, "Gleb")
    night(game)
    assert deaths(game) == [("Gleb", "execution")]
    assert game.state.phase.kind == "day"


def test_r_maf_5_a_kill_without_description_does_not_count_in_the_seed_preset() -> None:
    game = make(SIX + " Zoya:civilian", preset="seed")
    day(game, "Gleb")
    push(game, "mafia_kill Dasha", "end_night")
    assert deaths(game) == [("Gleb", "execution")]
    day(game, "Egor")
    push(game, "mafia_kill Dasha description=\"   \"", "end_night")  # blank is none
    assert deaths(game) == [("Gleb", "execution"), ("Egor", "execution")]
    day(game, "Zoya")
    push(game, "mafia_kill Dasha description=\"by the river\"", "end_night")
    assert deaths(game)[-1] == ("Dasha", "mafia")


def test_r_maf_5_a_kill_with_a_description_counts() -> None:
    game = make(FULL, preset="seed")
    day(game, "Kira")
    push(game, "mafia_kill Dasha description=\"by the river\"",
         "maniac_kill Lev description=\"in the park\"", "end_night")
    assert deaths(game)[1:] == [("Dasha", "mafia"), ("Lev", "maniac")]


def test_r_gf_1_a_new_godfather_is_appointed_while_one_is_pending() -> None:
    game = make(THREE_MAFIA)
    refused(game, "appoint_godfather Boris", "R-GF-1")  # Anna is the godfather
    execute(game, "Anna")
    assert game.state.godfather is None and game.state.godfather_pending
    refused(game, "appoint_godfather Gleb", "R-GF-1")  # no mafia member
    refused(game, "appoint_godfather Anna", "R-GF-1")  # dead
    push(game, "end_day")
    refused(game, "mafia_kill Dasha", "R-GF-1")  # until a godfather is recorded
    push(game, "appoint_godfather Vera")
    s = game.state
    assert (s.godfather, s.godfather_pending, s.role(3)) == (3, False, Role.GODFATHER)
    refused(game, "appoint_godfather Boris", "R-GF-1")  # no longer pending
    push(game, "mafia_kill Dasha")
    assert game.state.mafia.decided_by == 3
    night(game)
    assert deaths(game)[-1] == ("Dasha", "mafia")


def test_r_gf_1_appointed_by_day_and_only_a_living_mafia_member() -> None:
    game = make("Anna:godfather Boris:mafioso Vera:mafioso Gleb:mafioso " + " ".join(
        f"C{i}:civilian" for i in range(7)))
    execute(game, "Anna")
    push(game, "host_kill Boris")
    assert game.state.godfather_pending  # two mafiosi left: the mafia elects
    refused(game, "appoint_godfather Boris", "R-GF-1")
    refused(game, "appoint_godfather C1", "R-GF-1")
    push(game, "appoint_godfather Gleb")  # by day, after the execution
    assert game.state.godfather == seat(game, "Gleb")


def test_r_gf_1_the_last_mafia_member_becomes_godfather_without_a_vote() -> None:
    game = make(FULL)
    execute(game, "Anna")
    s = game.state
    assert (s.godfather, s.godfather_pending, s.role(2)) == (2, False, Role.GODFATHER)
    refused(game, "appoint_godfather Boris", "R-GF-1")
    push(game, "end_day", "mafia_kill Dasha")
    assert game.state.mafia.decided_by == 2


def test_r_gf_1_a_pending_election_ends_when_one_member_is_left() -> None:
    game = make(THREE_MAFIA)
    execute(game, "Anna")
    assert game.state.godfather_pending
    push(game, "host_kill Vera")
    s = game.state
    assert (s.godfather, s.godfather_pending, s.role(2)) == (2, False, Role.GODFATHER)


def test_r_gf_1_a_pass_is_accepted_while_no_godfather_is_recorded() -> None:
    """The engine's reading: R-GF-1 stops the kill, not the refusal to kill (which
    silence gives anyway, R-MAF-4)."""
    game = make(THREE_MAFIA)
    execute(game, "Anna")
    push(game, "end_day", "mafia_pass")
    assert game.state.mafia.target is None and game.state.mafia.decided_by is None


def test_r_gf_2_the_godfather_removed_in_the_night_voids_the_kill() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "host_kill Anna")
    assert game.state.godfather == 2  # Boris, the last member
    night(game, maniac="Lev")
    assert alive(game, "Dasha")
    assert deaths(game) == [("Kira", "execution"), ("Anna", "host"), ("Lev", "maniac")]


def test_r_gf_2_the_godfather_killed_by_the_maniac_voids_the_kill() -> None:
    game = make(FULL)
    day(game, "Kira")
    night(game, mafia="Dasha", maniac="Anna")
    assert alive(game, "Dasha")
    assert deaths(game) == [("Kira", "execution"), ("Anna", "maniac")]
    assert game.state.godfather == 2


def test_r_gf_2_a_godfather_both_killers_chose_dies_by_the_maniac_only() -> None:
    """The engine's reading (mafia_can_target_mafia): the maniac kills the godfather, so
    the mafia's kill does not happen (R-GF-2) and is not credited (R-NIGHT-1)."""
    game = make(FULL, mafia_can_target_mafia=True)
    day(game, "Kira")
    night(game, mafia="Anna", maniac="Anna")
    assert deaths(game)[1:] == [("Anna", "maniac")]


def test_r_gf_2_a_protected_godfather_does_not_void_the_kill() -> None:
    game = make(FULL, "protect Anna")
    day(game, "Kira")
    night(game, mafia="Dasha", maniac="Anna")
    assert deaths(game) == [("Kira", "execution"), ("Dasha", "mafia")]


def test_r_gf_2_a_death_by_day_does_not_block_the_night_by_default() -> None:
    game = make(FULL)
    day(game, "Anna")
    night(game, mafia="Dasha", maniac="Lev")
    assert deaths(game) == [("Anna", "execution"), ("Dasha", "mafia"), ("Lev", "maniac")]


def test_r_gf_2_only_the_night_of_the_death_is_blocked() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "host_kill Anna")
    night(game, maniac="Lev")
    day(game, "Egor")
    night(game, mafia="Dasha", maniac="Zoya")
    assert deaths(game)[-2:] == [("Dasha", "mafia"), ("Zoya", "maniac")]


def test_r_gf_3_a_kill_after_the_godfathers_death_this_night_is_refused() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "host_kill Anna")
    refused(game, "mafia_kill Dasha", "R-GF-2")
    refused(game, "mafia_kill Dasha Boris", "R-GF-2")


def test_r_gf_3_a_kill_with_no_godfather_recorded_is_refused() -> None:
    game = make(THREE_MAFIA)
    day(game, "Gleb")
    push(game, "host_kill Anna")
    refused(game, "mafia_kill Dasha", "R-GF-1")
    push(game, "appoint_godfather Boris")
    refused(game, "mafia_kill Dasha", "R-GF-2")  # still the night of the death


def test_r_gf_3_a_kill_entered_before_the_death_is_accepted_and_void() -> None:
    game = make(THREE_MAFIA)
    day(game, "Gleb")
    push(game, "mafia_kill Dasha description=x", "host_kill Anna")
    assert game.state.mafia.target == seat(game, "Dasha")  # accepted, kept in the log
    push(game, "appoint_godfather Vera", "end_night")
    assert alive(game, "Dasha")


def test_r_man_1_the_maniac_must_kill_every_night() -> None:
    game = make(FULL)
    refused(game, "maniac_kill Dasha", "R-MAN-1")  # by day
    day(game, "Kira")
    refused(game, "end_night", "R-MAN-1")
    refused(game, "maniac_kill Ivan", "R-MAN-1")  # not themself
    refused(game, "maniac_kill Kira", "R-MAN-1")  # dead
    push(game, "maniac_kill Dasha", "maniac_kill Boris")  # any other player; the last holds
    push(game, "end_night")
    assert deaths(game)[-1] == ("Boris", "maniac")


def test_r_man_1_a_maniac_removed_in_the_night_kills_nobody() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "maniac_kill Lev", "host_kill Ivan", "end_night")
    assert alive(game, "Lev")
    refused(game, "maniac_kill Lev", "R-MAN-1")


def test_r_man_2_the_maniacs_kill_needs_a_description_in_the_seed_preset() -> None:
    game = make(FULL, preset="seed")
    day(game, "Kira")
    push(game, "maniac_kill Lev")
    refused(game, "end_night", "R-MAN-2")
    push(game, "maniac_kill Lev description=\"  \"")
    refused(game, "end_night", "R-MAN-2")
    push(game, "maniac_kill Lev description=\"in the park\"", "end_night")
    assert deaths(game)[-1] == ("Lev", "maniac")


def test_r_doc_2_the_protected_survive_both_night_kills() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Kira")
    night(game, mafia="Dasha", maniac="Dasha")
    assert deaths(game) == [("Kira", "execution")]


def test_r_doc_2_no_protection_from_the_host_or_the_execution() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Kira")
    push(game, "host_kill Dasha")
    assert not alive(game, "Dasha")
    game2 = make(FULL, "protect Dasha")
    execute(game2, "Dasha")
    assert deaths(game2) == [("Dasha", "execution")]


def test_r_doc_2_the_protection_holds_when_the_doctor_dies_in_the_night() -> None:
    game = make(FULL, "protect Dasha")
    day(game, "Kira")
    push(game, "host_kill Gleb")
    night(game, mafia="Dasha", maniac="Lev")
    assert alive(game, "Dasha")
    game2 = make(FULL, "protect Dasha")
    day(game2, "Kira")
    night(game2, mafia="Dasha", maniac="Gleb")  # the doctor dies this very night
    assert alive(game2, "Dasha") and not alive(game2, "Gleb")


def test_r_com_1_one_check_a_night_of_another_living_player() -> None:
    game = make(FULL)
    refused(game, "check Anna", "R-COM-1")  # by day
    day(game, "Kira")
    refused(game, "check Vera", "R-COM-1")  # not themself
    refused(game, "check Kira", "R-COM-1")  # dead
    push(game, "check Anna")
    c = game.state.checks[-1]
    assert (c.night, c.target, c.status) == (1, 1, "godfather")
    refused(game, "check Boris", "R-COM-1")  # the answer is given: once a night
    night(game, maniac="Lev")
    day(game, "Egor")
    push(game, "check Ivan")
    assert [(c.night, game.setup.name(c.target), c.status) for c in game.state.checks] == [
        (1, "Anna", "godfather"), (2, "Ivan", "maniac")]


def test_r_com_1_the_answer_stands_when_the_commissar_dies_that_night() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "check Boris")
    night(game, mafia="Vera", maniac="Lev")
    assert not alive(game, "Vera")
    assert [(c.target, c.status) for c in game.state.checks] == [(2, "mafioso")]


def test_r_night_1_the_kills_take_effect_together_when_the_night_ends() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "maniac_kill Lev")
    assert alive(game, "Dasha") and alive(game, "Lev")
    push(game, "end_night")
    assert deaths(game)[1:] == [("Dasha", "mafia"), ("Lev", "maniac")]
    assert {(d.phase.kind, d.phase.number) for d in game.state.deaths[1:]} == {("night", 1)}


def test_r_night_1_a_victim_of_both_dies_once_credited_to_both() -> None:
    game = make(FULL)
    day(game, "Kira")
    night(game, mafia="Dasha", maniac="Dasha")
    assert deaths(game)[1:] == [("Dasha", "mafia+maniac")]


def test_r_night_1_void_and_refused_kills_kill_nobody() -> None:
    game = make(FULL, preset="seed")
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "maniac_kill Lev description=y", "end_night")
    assert deaths(game)[1:] == [("Lev", "maniac")]  # the mafia's kill had no description


def test_r_host_1_a_removal_at_any_time_takes_effect_at_once() -> None:
    game = make(FULL, "host_kill Kira")  # discussion
    assert not alive(game, "Kira") and game.state.deaths[-1].cause == "host"
    refused(game, "host_kill Kira", "R-HOST-1")
    push(game, "nominate Dasha Lev", "open_vote", "host_kill Egor",  # voting
         "close_vote Lev", "host_kill Zoya", "end_day", "host_kill Ivan")  # last word, night
    assert [n for n, c in deaths(game) if c == "host"] == ["Kira", "Egor", "Zoya", "Ivan"]
    assert game.state.outcome is None
    refused(game, "host_kill Ivan", "R-HOST-1")


def test_r_host_1_a_removed_candidate_and_the_votes_for_them_no_longer_stand() -> None:
    game = make(FULL, "nominate Dasha Kira", "nominate Egor Lev", "open_vote",
                "vote Kira Lev", "vote Dasha Kira", "vote Egor Kira", "vote Zoya Lev")
    assert game.state.tally() == {9: 2, 10: 2}
    push(game, "host_kill Kira")
    assert game.state.candidates == (10,)
    assert game.state.tally() == {10: 1}  # Kira's own vote went with her
    push(game, "vote Dasha Lev")
    assert game.state.tally() == {10: 2}
    push(game, "close_vote")
    assert game.state.execution.seat == 10


def test_r_host_1_with_no_candidate_left_every_living_player_is_one() -> None:
    game = make(FULL, "nominate Dasha Kira", "open_vote", "vote Dasha Kira", "host_kill Kira")
    assert game.state.candidates == game.state.living()
    assert sum(game.state.tally().values()) == 0
    push(game, "vote Dasha Lev")


def test_r_host_1_a_removed_nominee_leaves_the_nominators_nomination_used() -> None:
    """The engine's reading: the nominator has nominated today (R-NOM-1), even though
    the candidate is gone; the removed player's own nomination still stands."""
    game = make(FULL, "nominate Dasha Kira", "nominate Kira Lev", "host_kill Kira")
    refused(game, "nominate Dasha Egor", "R-NOM-1")
    push(game, "open_vote")
    assert game.state.candidates == (seat(game, "Lev"),)


def test_r_host_1_the_mafias_victim_removed_by_the_host_dies_once() -> None:
    game = make(FULL)
    day(game, "Kira")
    push(game, "mafia_kill Dasha", "host_kill Dasha")
    night(game, maniac="Lev")
    assert deaths(game)[1:] == [("Dasha", "host"), ("Lev", "maniac")]


def test_r_host_1_a_removal_can_end_the_game() -> None:
    game = make(SMALL, "host_kill Anna")
    assert game.state.outcome == Outcome((Faction.TOWN,), "R-WIN-2")


def test_r_host_2_the_true_status_of_every_dead_player_is_recorded() -> None:
    game = make(FULL, "host_kill Zoya")
    execute(game, "Anna")
    push(game, "end_day")
    night(game, mafia="Vera", maniac="Lev")
    push(game, "host_kill Boris")  # the godfather now (R-GF-1)
    assert [(game.setup.name(d.seat), d.cause, d.status) for d in game.state.deaths] == [
        ("Zoya", "host", "journalist"), ("Anna", "execution", "godfather"),
        ("Vera", "mafia", "commissar"), ("Lev", "maniac", "civilian"),
        ("Boris", "host", "godfather")]


# --- 6. The end -----------------------------------------------------------------------

FIVE_2_3 = "Anna:godfather Boris:mafioso Vera:civilian Gleb:civilian Dasha:civilian"


def test_r_win_1_mafia_wins_when_as_many_as_the_town() -> None:
    game = make(FIVE_2_3)
    execute(game, "Vera")
    assert game.state.outcome == Outcome((Faction.MAFIA,), "R-WIN-1")
    game = make(FIVE_2_3 + " Ivan:maniac")  # the maniac is no town player
    execute(game, "Vera")
    assert game.state.outcome == Outcome((Faction.MAFIA, Faction.MANIAC), "R-WIN-1")


def test_r_win_1_the_game_goes_on_while_the_mafia_is_fewer() -> None:
    game = make(FIVE_2_3 + " Zoya:civilian")
    execute(game, "Vera")
    assert game.state.outcome is None


def test_r_win_2_town_wins_when_every_mafia_member_is_dead() -> None:
    game = make(SMALL)
    execute(game, "Anna")
    assert game.state.outcome == Outcome((Faction.TOWN,), "R-WIN-2")
    game = make(FULL, "host_kill Boris")
    execute(game, "Anna")
    assert game.state.outcome == Outcome((Faction.TOWN, Faction.MANIAC), "R-WIN-2")


def test_r_win_3_the_maniac_wins_alone() -> None:
    game = make("Anna:godfather Boris:civilian Vera:civilian Gleb:civilian Ivan:maniac",
                town_must_kill_maniac=True)
    day(game, "Anna")
    assert game.state.outcome is None
    night(game, maniac="Boris")
    day(game, "Vera")
    night(game, maniac="Gleb")
    assert game.state.outcome == Outcome((Faction.MANIAC,), "R-WIN-3")
    assert game.state.phase.kind == "night"  # the game ended in the night


def test_r_win_4_precedence() -> None:
    rs = ruleset_from("table")
    M, GF, C, MAN = Role.MAFIOSO, Role.GODFATHER, Role.CIVILIAN, Role.MANIAC
    roles = (GF, M, C, MAN)
    assert outcome_of(rs, (False, False, False, True), roles) == \
        Outcome((Faction.MANIAC,), "R-WIN-3")
    assert outcome_of(rs, (False, False, False, False), roles) == Outcome((), "R-WIN-4")
    assert outcome_of(rs, (False, False, True, False), roles) == \
        Outcome((Faction.TOWN,), "R-WIN-2")
    assert outcome_of(rs, (True, False, False, True), roles) == \
        Outcome((Faction.MAFIA, Faction.MANIAC), "R-WIN-1")
    assert outcome_of(rs, (True, False, True, True), roles) == \
        Outcome((Faction.MAFIA, Faction.MANIAC), "R-WIN-1")
    assert outcome_of(rs, (True, False, True, False), (GF, M, C, C)) == \
        Outcome((Faction.MAFIA,), "R-WIN-1")
    assert outcome_of(rs, (True, True, True, True), (GF, C, C, MAN)) is None


def test_r_win_4_an_ended_game_accepts_nothing_and_undo_works() -> None:
    game = make(FULL, "host_kill Boris", "protect Dasha", "nominate Dasha Anna", "open_vote",
                "vote Dasha Anna", "close_vote")
    assert game.state.ended
    for step in ("end_day", "nominate Egor Lev", "open_vote", "vote Egor Anna",
                 "withdraw_vote Dasha", "close_vote", "protect Egor", "compare Egor Lev",
                 "appoint_godfather Boris", "mafia_kill Egor", "mafia_pass",
                 "maniac_kill Egor", "check Egor", "end_night", "host_kill Egor"):
        refused(game, step, "R-WIN-4")
    assert game.legal_actions() == []
    game.pop()
    assert not game.state.ended
    push(game, "vote Egor Anna")  # undo reopened the game


def test_r_vote_7_a_time_without_a_utc_offset_is_unreadable_and_changes_nothing() -> None:
    game = make(SMALL, "nominate Boris Anna at=0")
    before = game.state
    for bad in (datetime(2026, 11, 29, 21, 0), "2026-11-29T21:00:00+03:00"):
        act = Nominate(by=3, target=2, at=bad)  # type: ignore[arg-type]
        assert isinstance(game.why_not(act), LogFormatError)
        with pytest.raises(LogFormatError) as info:
            game.push(act)
        assert (info.value.field, info.value.index) == ("at", 1)
        assert game.state is before and len(game) == 1
    push(game, "nominate Vera Boris at=1")
