"""The sport family, one test (or more) per rule of RULES_SPORT.md, named after its ID
(``test_s_nom_1_...``); a test at the top checks every ID has one."""

from __future__ import annotations

import re

import pytest

from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.log_format import summary
from mafia_desktop.rules.sport import (
    BestMove,
    Bonus,
    CastBallot,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    RaiseAll,
    SheriffCheck,
    Shot,
    SportEndDay,
    SportEndNight,
    SportNominate,
    SportStage,
    TeamDefeat,
    WithdrawNomination,
    deal_sport_roles,
    make_sport_setup,
    points,
    sport_choices,
    sport_ruleset_from,
    voters_left,
)
from mafia_desktop.rules.sport.roles import FIIM_COMPOSITION, SportRole
from tests.conftest import SHARED
from tests.rules.sport_helpers import TABLE, C, D, M, S, day1, game, speak_until, to_night


def refused(g: Game, action: object) -> RuleViolation:
    before = g.state
    with pytest.raises(RuleViolation) as e:
        g.push(action)  # type: ignore[arg-type]
    assert g.state is before and len(g) == before.index   # nothing changed
    return e.value


def test_every_rule_id_of_rules_sport_md_has_a_test_named_after_it() -> None:
    ids = re.findall(r"\*\*(S-[A-Z0-9]+-\d+)\*\*", (SHARED / "RULES_SPORT.md").read_text("utf-8"))
    assert len(ids) == len(set(ids)) >= 30
    names = [n for n in globals() if n.startswith("test_s_")]
    missing = [i for i in ids
               if not any(n.startswith("test_" + i.lower().replace("-", "_") + "_") for n in names)]
    assert missing == []


# --- 1. Roles and teams -----------------------------------------------------------------

def test_s_setup_1_ten_players_fiim_composition() -> None:
    rows = list(TABLE)
    with pytest.raises(RuleViolation) as e:
        make_sport_setup(rows[:9], sport_ruleset_from("fiim"), 1)
    assert e.value.rule == "S-SETUP-1"
    two_dons = [(1, "Anna", D)] + rows[1:]
    with pytest.raises(RuleViolation):
        make_sport_setup(two_dons, sport_ruleset_from("fiim"), 1)
    with pytest.raises(RuleViolation) as e:   # names as R-SETUP-1
        make_sport_setup([(1, "Boris", C)] + rows[1:], sport_ruleset_from("fiim"), 1)
    assert e.value.rule == "R-SETUP-1"


@pytest.mark.parametrize("separator", ["\u2028", "\u2029"])
def test_s_setup_1_names_refuse_line_separators_as_r_setup_1(separator: str) -> None:
    rows = list(TABLE)
    seat, name, role = rows[4]
    with pytest.raises(RuleViolation) as e:
        make_sport_setup(rows[:4] + [(seat, f"Li{separator}ne", role)] + rows[5:],
                         sport_ruleset_from("fiim"), 1)
    assert (e.value.rule, e.value.code) == ("R-SETUP-1", "setup.name_control")


def test_s_setup_1_free_composition_option() -> None:
    free = sport_ruleset_from("fiim", {"free_composition": True})
    seven = [(1, "A", D), (2, "B", S), (3, "C", C), (4, "D", C), (5, "E", M), (6, "F", C),
             (7, "G", C)]
    assert make_sport_setup(seven, free, 1).size == 7
    with pytest.raises(RuleViolation):        # black must be fewer than red
        make_sport_setup([(1, "A", D), (2, "B", S), (3, "C", M), (4, "D", M), (5, "E", C),
                          (6, "F", C)], free, 1)
    with pytest.raises(RuleViolation):        # the FIIM table only, without the option
        make_sport_setup(seven, sport_ruleset_from("fiim"), 1)


def test_s_setup_2_random_deal_is_reproducible_from_its_seed() -> None:
    a = deal_sport_roles(FIIM_COMPOSITION, 42)
    assert a == deal_sport_roles(FIIM_COMPOSITION, 42)
    assert sorted(a) == sorted(r for r, n in FIIM_COMPOSITION.items() for _ in range(n))
    assert any(deal_sport_roles(FIIM_COMPOSITION, s) != a for s in range(5))


def test_s_setup_3_no_role_in_the_public_view_before_the_end() -> None:
    from mafia_desktop.rules.public_view import public_view
    g = day1()
    g.push(SportNominate(1, 2))
    speak_until(g, None)         # Boris, the only candidate of day 1: nobody leaves
    g.push(SportEndDay())
    g.push(Shot(3))
    g.push(SportEndNight())      # Vera the sheriff leaves
    view = public_view(g.state)
    assert all(seat.role is None for seat in view.seats)
    assert view.seats[2].left == "shot"


# --- 2. The course of the game -----------------------------------------------------------

def test_s_night0_1_night_zero_has_no_shot_and_no_check() -> None:
    g = game()
    assert (g.state.phase.kind, g.state.phase.number) == ("night", 0)
    assert refused(g, Shot(1)).rule == "S-NIGHT0-1"
    assert refused(g, DonCheck(3)).rule == "S-NIGHT0-1"
    assert refused(g, SheriffCheck(5)).rule == "S-NIGHT0-1"
    g.push(SportEndNight())
    assert (g.state.phase.kind, g.state.phase.number) == ("day", 1)


def test_s_speech_1_every_living_player_speaks_once_after_the_last_word() -> None:
    g = day1(speech_s=50, last_word_s=40)
    order = []
    while g.state.speaker is not None:
        order.append((g.state.speaker, g.state.speech, g.state.speech_s))
        g.push(EndSpeech())
    assert order == [(s, "regular", 50) for s in range(1, 11)]
    g.push(SportEndDay())
    g.push(Shot(4))
    g.push(SportEndNight())
    assert (g.state.speaker, g.state.speech, g.state.speech_s) == (4, "last_word", 40)


def test_s_speech_2_each_day_opens_with_the_next_after_the_last_opener() -> None:
    g = day1()
    assert g.state.speaker == 1
    to_night(g)
    g.push(Shot(1))               # seat 1 dies: seat 2 still opens day 2
    g.push(SportEndNight())
    g.push(EndSpeech())           # Anna's last word
    assert g.state.speaker == 2
    to_night(g)
    g.push(Shot(3))               # the next after 2 is 3, shot: 4 opens day 3
    g.push(SportEndNight())
    g.push(EndSpeech())
    assert g.state.speaker == 4


def test_s_speech_2_the_opener_is_who_actually_spoke_first() -> None:
    """Fault: an opener removed during the night victim's last word still counted as the
    day's opener and opened the next day too."""
    g = day1()
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())            # day 2 would open with Boris (2)
    assert (g.state.speaker, g.state.speech) == (1, "last_word")
    g.push(Disqualify(2))              # Boris removed during Anna's last word
    g.push(EndSpeech())
    assert g.state.speaker == 3 and g.state.opener == 3
    speak_until(g, None)
    g.push(SportEndDay())
    g.push(Shot(None))
    g.push(SportEndNight())
    assert g.state.speaker == 4        # the next after Vera, who opened day 2


def test_s_speech_3_only_end_speech_moves_on_and_needs_a_speaker() -> None:
    g = game()
    assert refused(g, EndSpeech()).rule == "S-SPEECH-3"
    g.push(SportEndNight())
    assert refused(g, SportEndDay()).rule == "S-DAY-1"     # speeches are not skipped
    g.push(EndSpeech())
    assert g.state.speaker == 2


# --- 3. Nominations and the vote ----------------------------------------------------------

def test_s_nom_1_only_the_speaker_nominates_once_a_day_another_living_player() -> None:
    g = day1()
    assert refused(g, SportNominate(3, 1)).rule == "S-NOM-1"       # not the speaker
    assert refused(g, SportNominate(1, 1)).rule == "S-NOM-1"       # themself
    g.push(SportNominate(1, 5))
    assert refused(g, SportNominate(1, 6)).rule == "S-NOM-1"       # one a day
    g.push(EndSpeech())
    assert refused(g, SportNominate(2, 5)).rule == "S-NOM-1"       # nominated already
    assert sport_choices(g.state, "nominate") == (2,)
    assert 5 not in sport_choices(g.state, "nominate", (2,))
    g.push(SportNominate(2, 6))
    assert g.state.nominations == ((1, 5), (2, 6))


def test_s_nom_2_a_nomination_stands_by_default() -> None:
    g = day1()
    g.push(SportNominate(1, 5))
    e = refused(g, WithdrawNomination(1))
    assert (e.rule, e.code) == ("S-NOM-2", "sport.withdraw.not_allowed")
    assert g.setup.ruleset.nomination_withdrawal == "none"


def test_s_nom_2_withdrawal_explicit_option() -> None:
    g = day1(nomination_withdrawal="explicit")
    assert refused(g, WithdrawNomination(1)).rule == "S-NOM-2"     # nothing to withdraw
    g.push(SportNominate(1, 5))
    g.push(WithdrawNomination(1))
    g.push(SportNominate(1, 6))
    assert g.state.nominations == ((1, 6),)
    g.push(EndSpeech())
    assert refused(g, WithdrawNomination(1)).rule == "S-NOM-2"     # not their speech


def _vote_between(g: Game, *targets: int) -> None:
    """Seats 1.. nominate ``targets`` in turn on the current day, then end the speeches."""
    for t in targets:
        speaker = g.state.speaker
        g.push(SportNominate(speaker, t))
        g.push(EndSpeech())
    speak_until(g, None)


def test_s_vote_1_no_candidate_no_vote() -> None:
    g = day1()
    speak_until(g, None)
    assert g.state.stage is SportStage.DAY_END and g.state.rounds == ()


def test_s_vote_1_one_candidate_on_day_1_nobody_leaves_later_they_leave() -> None:
    g = day1()
    _vote_between(g, 5)
    assert g.state.stage is SportStage.DAY_END and all(g.state.alive)
    g.push(SportEndDay())
    g.push(Shot(None))
    g.push(SportEndNight())
    speaker = g.state.speaker
    g.push(SportNominate(speaker, 5))
    while g.state.stage is SportStage.SPEECHES:
        g.push(EndSpeech())                       # Dasha leaves at once: her last word
    assert not g.state.alive[4] and (g.state.speaker, g.state.speech) == (5, "last_word")
    assert g.state.deaths[-1].cause == "vote"


def test_s_vote_2_ballots_in_nomination_order_each_voter_once_dead_do_not_vote() -> None:
    g = day1()
    _vote_between(g, 5, 6, 7)
    assert g.state.stage is SportStage.VOTE
    assert refused(g, CastBallot(6, (1,))).rule == "S-VOTE-2"      # 5 comes first
    assert refused(g, CastBallot(5, (1, 1))).rule == "S-VOTE-2"    # twice in a ballot
    g.push(CastBallot(5, (1, 2)))
    assert refused(g, CastBallot(6, (2, 3))).rule == "S-VOTE-2"    # 2 voted already
    assert voters_left(g.state) == (3, 4, 5, 6, 7, 8, 9, 10)
    g.push(CastBallot(6, (5,)))      # 7 gets the other seven: counted at once
    assert g.state.deaths[-1].seat == 7 and g.state.deaths[-1].cause == "vote"


def test_s_vote_3_the_last_candidate_gets_every_other_vote() -> None:
    g = day1()
    _vote_between(g, 5, 6)
    assert refused(g, CastBallot(6, (1,))).rule == "S-VOTE-3"
    g.push(CastBallot(5, (1, 2, 3, 4)))
    r = g.state.rounds[-1]
    assert r.votes == ((5, (1, 2, 3, 4)), (6, (5, 6, 7, 8, 9, 10)))
    assert r.leaving == (6,)


def test_s_vote_4_most_votes_leave_with_a_last_word() -> None:
    g = day1(last_word_s=45)
    _vote_between(g, 5, 6)
    g.push(CastBallot(5, (1, 2, 3, 4, 6, 7)))
    assert g.state.deaths[-1].seat == 5
    assert (g.state.speaker, g.state.speech, g.state.speech_s) == (5, "last_word", 45)
    g.push(EndSpeech())
    assert g.state.stage is SportStage.DAY_END


def test_s_tie_1_tie_goes_to_defence_and_a_revote_among_the_tied() -> None:
    g = day1(defence_s=20)
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3, 4)))
    g.push(CastBallot(6, (5, 6, 8, 9)))           # 7 gets 7 and 10: 4 - 4 - 2
    assert g.state.stage is SportStage.DEFENCE
    assert (g.state.speaker, g.state.speech_s) == (5, 20)
    g.push(EndSpeech())
    assert g.state.speaker == 6
    g.push(EndSpeech())
    assert g.state.stage is SportStage.VOTE and g.state.candidates == (5, 6)
    assert g.state.vote_round == 2


def test_s_tie_2_same_tie_asks_raise_all_more_than_half_leave() -> None:
    g = day1()
    _vote_between(g, 5, 6)
    g.push(CastBallot(5, (1, 2, 3, 4, 7)))
    speak_until(g, None)
    g.push(CastBallot(5, (1, 2, 3, 4, 7)))
    assert g.state.stage is SportStage.RAISE_ALL
    g.push(RaiseAll((1, 2, 3, 4, 7)))              # five of ten: not more than half
    assert g.state.stage is SportStage.DAY_END and all(g.state.alive)


def test_s_tie_2_same_tie_raise_all_more_than_half_both_leave() -> None:
    g = day1()
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3, 4)))
    g.push(CastBallot(6, (5, 6, 7, 8)))            # 4 - 4 - 2 (7: 9, 10)
    speak_until(g, None)                           # defence of 5 and 6
    g.push(CastBallot(5, (1, 2, 3, 4, 9)))         # 5 - 5 : the same two
    assert g.state.stage is SportStage.RAISE_ALL
    g.push(RaiseAll((1, 2, 3, 4, 7, 9)))           # six of ten: both leave, in order
    assert [(d.seat, d.cause) for d in g.state.deaths] == [(5, "raise_all"), (6, "raise_all")]
    assert (g.state.speaker, g.state.speech) == (5, "last_word")
    g.push(EndSpeech())
    assert g.state.speaker == 6


def test_s_tie_2_three_way_tie_then_fewer() -> None:
    # ten voters cannot split 3-3-3: a foul-out first leaves nine
    g2 = day1(removal_cancels_vote="no")
    for _ in range(4):
        g2.push(Foul(10))
    _vote_between(g2, 5, 6, 7)
    g2.push(CastBallot(5, (1, 2, 3)))
    g2.push(CastBallot(6, (4, 5, 6)))              # 3 - 3 - 3
    assert g2.state.stage is SportStage.DEFENCE and g2.state.candidates == (5, 6, 7)
    speak_until(g2, None)
    g2.push(CastBallot(5, (1, 2, 3, 4)))
    g2.push(CastBallot(6, (5, 6, 7, 8)))           # 4 - 4 - 1: fewer tied: defence again
    assert g2.state.stage is SportStage.DEFENCE and g2.state.candidates == (5, 6)
    assert [r.result for r in g2.state.rounds] == ["tie", "tie"]


def test_s_tie_3_everyone_tied_in_the_revote_no_raise_all() -> None:
    free = dict(free_composition=True)
    rows = [(1, "A", D), (2, "B", S), (3, "C", C), (4, "D", C), (5, "E", M), (6, "F", C)]
    g = Game(make_sport_setup(rows, sport_ruleset_from("fiim", free), 1))
    g.push(SportEndNight())
    for seat, target in ((1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 1)):
        g.push(SportNominate(seat, target))
        g.push(EndSpeech())
    for t in (2, 3, 4, 5, 6):
        g.push(CastBallot(t, (t - 1,)))            # one vote each: a six-way tie
    speak_until(g, None)                            # six defence speeches
    for t in (2, 3, 4, 5, 6):
        g.push(CastBallot(t, (t - 1,)))
    assert g.state.stage is SportStage.DAY_END and all(g.state.alive)
    assert g.state.rounds[-1].result == "nobody"


def _nine_alive_three_way_tie(**options: object) -> Game:
    """Day 2 with nine alive (Lev shot in night 1) and Anna, Ivan and Kira tied 3-3-3
    twice (the shared scenario sport_three_of_nine_not_raised)."""
    g = day1(**options)
    to_night(g)
    g.push(Shot(10))
    g.push(SportEndNight())
    g.push(EndSpeech())                            # Lev's last word; Boris opens day 2
    _vote_between(g, 1, 8, 9)
    for _ in range(2):
        g.push(CastBallot(1, (1, 2, 3)))
        g.push(CastBallot(8, (4, 5, 6)))           # Kira: 7, 8, 9
        speak_until(g, None)
    return g


def test_s_tie_4_three_of_nine_tied_again_are_not_raised() -> None:
    g = _nine_alive_three_way_tie()
    assert g.state.stage is SportStage.DAY_END and sum(g.state.alive) == 9
    assert [r.result for r in g.state.rounds] == ["tie", "nobody"]
    assert refused(g, RaiseAll((1, 2, 3, 4, 5, 6))).rule == "S-TIE-2"


def test_s_tie_4_option_raise_all_three_of_nine() -> None:
    g = _nine_alive_three_way_tie(raise_all_three_of_nine=True)
    assert g.state.stage is SportStage.RAISE_ALL and g.state.candidates == (1, 8, 9)
    g.push(RaiseAll((1, 2, 3, 4, 5)))              # five of nine: all three leave
    assert [(d.seat, d.cause) for d in g.state.deaths][1:] == [
        (1, "raise_all"), (8, "raise_all"), (9, "raise_all")]


def test_s_tie_4_a_tie_of_two_with_four_alive_is_raised_as_usual() -> None:
    g = day1(removal_cancels_vote="no")
    for seat in (2, 4, 6, 7, 8, 9):
        g.push(Disqualify(seat))                   # Anna, Vera, Dasha and Lev are left
    _vote_between(g, 5, 10)
    for _ in range(2):
        g.push(CastBallot(5, (1, 3)))              # 2 - 2
        speak_until(g, None)
    assert g.state.stage is SportStage.RAISE_ALL and g.state.candidates == (5, 10)


def test_s_day_1_end_day_only_when_no_speech_is_left() -> None:
    g = day1()
    assert refused(g, SportEndDay()).rule == "S-DAY-1"
    to_night(g)
    assert g.state.stage is SportStage.NIGHT and g.state.phase.number == 1


# --- 4. Night -----------------------------------------------------------------------------

def test_s_shot_1_one_shot_a_night_any_living_target_or_a_miss() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(2))                                 # a black player may be shot
    assert refused(g, Shot(3)).rule == "S-SHOT-1"
    g.pop()
    g.push(Shot(None))
    g.push(SportEndNight())
    assert all(g.state.alive)


def test_s_shot_1_no_shot_is_a_miss() -> None:
    g = day1()
    to_night(g)
    g.push(SportEndNight())
    assert all(g.state.alive) and g.state.speaker == 2


def test_s_shot_2_a_shot_player_fouled_out_the_same_night_leaves_once() -> None:
    """Fault: the player left twice (fouls, then shot) and had a last word."""
    from mafia_desktop.rules.public_view import public_view
    g = day1()
    g.push(Foul(4))
    g.push(Foul(4))
    g.push(Foul(4))
    to_night(g)
    g.push(Shot(4))
    g.push(Foul(4))                                # removed before the night ends
    g.push(SportEndNight())
    assert [(d.seat, d.cause) for d in g.state.deaths] == [(4, "fouls")]
    assert g.state.speech == "regular" and g.state.speaker == 2
    view = public_view(g.state)
    assert view.seats[3].left == "fouls"
    assert not any(seat.left == "shot" for seat in view.seats)
    g = day1()
    to_night(g)
    g.push(Shot(6))
    g.push(Disqualify(6, "phone"))
    g.push(SportEndNight())
    assert [(d.seat, d.cause) for d in g.state.deaths] == [(6, "disqualified")]
    assert refused(g, BestMove((2, 5, 8))).rule == "S-BEST-1"


def test_s_shot_2_shot_player_leaves_at_dawn_with_the_last_word() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(6))
    assert g.state.alive[5]                         # still in the game during the night
    g.push(SportEndNight())
    assert not g.state.alive[5] and g.state.deaths[-1].cause == "shot"
    assert (g.state.speaker, g.state.speech) == (6, "last_word")


def test_s_check_1_checks_once_a_night_with_the_answers() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(5))                                 # the don shot tonight still checks
    g.push(DonCheck(3))
    assert refused(g, DonCheck(4)).rule == "S-CHECK-1"
    assert refused(g, SheriffCheck(3)).rule == "S-CHECK-1"   # not themself
    g.push(SheriffCheck(5))
    assert [(c.by, c.target, c.answer) for c in g.state.checks] == [
        ("don", 3, "sheriff"), ("sheriff", 5, "black")]
    g.push(SportEndNight())
    to_night(g)
    assert refused(g, DonCheck(3)).rule == "S-CHECK-1"       # the don has left
    g.push(SheriffCheck(1))
    assert g.state.checks[-1].answer == "red"


def test_s_best_1_first_night_victim_names_three() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())
    assert refused(g, BestMove((1, 2, 5))).rule == "S-BEST-1"   # not themself
    assert refused(g, BestMove((2, 5, 8, 9))).rule == "S-BEST-1"
    e = refused(g, BestMove((2, 5)))                          # three by default
    assert (e.rule, e.code) == ("S-BEST-1", "sport.best_move.three")
    g.push(BestMove((2, 5, 8)))
    assert refused(g, BestMove((2, 4, 6))).rule == "S-BEST-1"  # once
    g.push(EndSpeech())
    assert summary(g.state)["best_move"] == {"by": "Anna", "guesses": ["Boris", "Dasha", "Ivan"],
                                             "black": 3}
    assert points(g.state)[1] == 0.4


def test_s_best_1_not_after_two_left_on_day_1() -> None:
    g = day1()
    _vote_between(g, 5, 6)
    g.push(CastBallot(5, (1, 2, 3, 4, 7)))
    speak_until(g, None)
    g.push(CastBallot(5, (1, 2, 3, 4, 7)))
    g.push(RaiseAll((1, 2, 3, 4, 7, 9)))
    speak_until(g, None)
    g.push(SportEndDay())
    g.push(Shot(1))
    g.push(SportEndNight())
    assert refused(g, BestMove((2, 4, 7))).rule == "S-BEST-1"


def test_s_best_1_taken_at_night_from_the_shot_until_the_last_word_ends() -> None:
    g = day1()
    to_night(g)
    assert refused(g, BestMove((2, 5, 8))).rule == "S-BEST-1"   # nobody shot yet
    g.push(Shot(1))
    g.push(BestMove((2, 5, 8)))          # the host wakes Anna at the end of night 1
    assert g.state.best_moves[0].by == 1 and g.state.best_moves[0].black == 3
    g.push(DonCheck(3))                  # the night goes on
    g.push(SportEndNight())
    assert (g.state.speaker, g.state.speech) == (1, "last_word")
    assert refused(g, BestMove((2, 5, 8))).rule == "S-BEST-1"   # once a game
    g = day1()
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())
    g.push(EndSpeech())                  # her last word is over: too late
    assert refused(g, BestMove((2, 5, 8))).rule == "S-BEST-1"


def test_s_best_1_option_one_to_three_guesses() -> None:
    g = day1(best_move_guesses="one_to_three")
    to_night(g)
    g.push(Shot(1))
    assert refused(g, BestMove(())).rule == "S-BEST-1"
    g.push(BestMove((2,)))
    assert points(g.state)[1] == 0.0     # one black named: no points


def test_s_best_1_points_for_red_players_only() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(2))                      # Boris, black, shot by his own team
    g.push(BestMove((5, 8, 9)))          # two black named
    assert g.state.best_moves[0].black == 2
    assert points(g.state)[2] == 0.0


def test_s_best_1_options_any_night_and_none() -> None:
    g = day1(best_move="none")
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())
    assert refused(g, BestMove((2, 4, 7))).rule == "S-BEST-1"
    g = day1(best_move="any_night", best_move_guesses="one_to_three")
    to_night(g)
    g.push(Shot(None))
    g.push(SportEndNight())
    to_night(g)
    g.push(Shot(4))                                 # night 2: allowed with any_night
    g.push(SportEndNight())
    g.push(BestMove((2, 8)))
    assert g.state.best_moves[-1].black == 2
    g = day1()                                      # first_night: not in night 2
    to_night(g)
    g.push(Shot(None))
    g.push(SportEndNight())
    to_night(g)
    g.push(Shot(4))
    g.push(SportEndNight())
    assert refused(g, BestMove((2, 5, 7))).rule == "S-BEST-1"


# --- 5. Fouls and penalties --------------------------------------------------------------

def test_s_foul_1_fouls_to_players_in_the_game_or_in_their_last_word_at_most_four() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(6))
    g.push(SportEndNight())
    g.push(Foul(6))                                 # during their own last word
    g.push(EndSpeech())
    assert refused(g, Foul(6)).rule == "S-FOUL-1"   # gone
    assert refused(g, Disqualify(6)).rule == "S-FOUL-1"
    assert g.state.fouls[5] == 1


def test_s_foul_2_third_foul_costs_the_next_regular_speech() -> None:
    g = day1()
    for _ in range(3):
        g.push(Foul(3))                             # before Vera's speech: she is silent
    speak_until(g, 3)
    assert (g.state.speech, g.state.speech_s) == ("silent", 0)
    g.push(SportNominate(3, 5))                     # a silent turn may still nominate
    g2 = day1()
    speak_until(g2, 3)
    for _ in range(3):
        g2.push(Foul(3))                            # during her speech: the next one
    assert g2.state.speech == "regular"
    to_night(g2)
    g2.push(SportEndNight())
    speak_until(g2, 3)
    assert g2.state.speech == "silent"


def test_s_foul_2_shortened_when_three_or_four_alive() -> None:
    free = sport_ruleset_from("fiim", {"free_composition": True, "short_speech_s": 25})
    rows = [(1, "A", D), (2, "B", S), (3, "C", C), (4, "D", C), (5, "E", C), (6, "F", C),
            (7, "G", C)]
    g = Game(make_sport_setup(rows, free, 1))
    g.push(SportEndNight())
    g.push(Foul(7))
    g.push(Foul(7))
    g.push(Foul(7))
    g.push(Disqualify(3))       # three removals leave four alive
    g.push(Disqualify(4))
    g.push(Disqualify(5))
    assert sum(g.state.alive) == 4
    speak_until(g, 7)
    assert (g.state.speech, g.state.speech_s) == ("short", 25)


def test_s_foul_3_fourth_foul_or_disqualification_removes_without_last_word() -> None:
    g = day1()
    for _ in range(4):
        g.push(Foul(4))
    assert not g.state.alive[3] and g.state.deaths[-1].cause == "fouls"
    assert g.state.speaker == 1                     # nobody else's speech is touched
    g.push(Disqualify(1, "phone"))                  # the speaker: the next one speaks
    assert g.state.deaths[-1].cause == "disqualified" and g.state.speaker == 2
    assert [p.kind for p in g.state.penalties] == ["fouls", "disqualified"]


def test_s_foul_4_removal_cancels_the_vote_under_way() -> None:
    g = day1()
    _vote_between(g, 5, 6)
    g.push(Disqualify(9))
    assert g.state.stage is SportStage.DAY_END and g.state.vote_cancelled
    assert [d.seat for d in g.state.deaths] == [9]


def test_s_foul_4_removal_after_the_vote_cancels_the_next_days_vote() -> None:
    g = day1()
    _vote_between(g, 5, 6)
    g.push(CastBallot(5, (1, 2, 3, 4, 6, 7)))       # Dasha leaves; her last word
    g.push(Disqualify(9))                           # decided: cancels tomorrow's vote
    speak_until(g, None)
    g.push(SportEndDay())
    g.push(SportEndNight())
    assert g.state.vote_cancelled
    g.push(SportNominate(g.state.speaker, 8))
    speak_until(g, None)
    assert g.state.stage is SportStage.DAY_END and g.state.alive[7]


def test_s_foul_4_option_no_restarts_the_vote_among_the_rest() -> None:
    g = day1(removal_cancels_vote="no")
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2)))
    g.push(Disqualify(7))                           # a candidate: 5 and 6 from the start
    assert g.state.stage is SportStage.VOTE and g.state.candidates == (5, 6)
    assert g.state.ballots == ()


def test_s_foul_4_option_no_in_the_defence_starts_a_new_first_round() -> None:
    """Fault: the defences went on and the revote was held as round 2."""
    g = day1(removal_cancels_vote="no")
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3, 4)))
    g.push(CastBallot(6, (5, 6, 8, 9)))            # 4 - 4 - 2: 5 and 6 defend
    assert g.state.stage is SportStage.DEFENCE and g.state.speaker == 5
    g.push(Disqualify(9))                          # not a candidate
    assert g.state.stage is SportStage.VOTE and g.state.candidates == (5, 6)
    assert g.state.vote_round == 1 and g.state.speaker is None and g.state.queue == ()
    g.push(CastBallot(5, (1, 2, 3, 4)))            # 4 - 5 (6: 5, 6, 7, 8, 10)
    assert [d.seat for d in g.state.deaths] == [9, 6]
    assert [r.round for r in g.state.rounds] == [1, 1]


def test_s_foul_4_option_no_a_repeat_tie_after_the_restart_is_a_first_tie() -> None:
    g = day1(removal_cancels_vote="no")
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3, 4)))
    g.push(CastBallot(6, (5, 6, 8, 9)))            # 4 - 4 - 2
    speak_until(g, None)                           # both defences: revote, round 2
    g.push(Disqualify(10))                         # 9 alive: a new first round
    assert g.state.vote_round == 1 and g.state.candidates == (5, 6)
    g.push(CastBallot(5, (1, 2, 3, 4, 7)))         # 5 - 4: Dasha leaves
    assert g.state.deaths[-1].seat == 5
    g = day1(removal_cancels_vote="no")
    for _ in range(4):
        g.push(Foul(10))                           # nine alive from the start
    _vote_between(g, 5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3)))
    g.push(CastBallot(6, (4, 5, 6)))               # 3 - 3 - 3: defences
    g.push(Foul(9))
    g.push(Foul(9))
    g.push(Foul(9))
    g.push(Foul(9))                                # eight alive: round 1 again among 5, 6, 7
    assert g.state.vote_round == 1 and g.state.candidates == (5, 6, 7)
    g.push(CastBallot(5, (1, 2, 3)))
    g.push(CastBallot(6, (4, 5, 6)))               # 3 - 3 - 2: a first tie, defence
    assert g.state.stage is SportStage.DEFENCE and g.state.candidates == (5, 6)
    assert g.state.rounds[-1].result == "tie"


def test_s_foul_4_option_if_nominated() -> None:
    g = day1(removal_cancels_vote="if_nominated")
    _vote_between(g, 5, 6, 7)
    g.push(Disqualify(9))                           # not a candidate: the vote restarts
    assert g.state.stage is SportStage.VOTE and not g.state.vote_cancelled
    g.push(Disqualify(7))                           # a candidate: cancelled
    assert g.state.stage is SportStage.DAY_END and g.state.vote_cancelled


def test_s_foul_4_fourth_foul_in_own_last_word_cancels_nothing() -> None:
    g = day1()
    to_night(g)
    g.push(Shot(6))
    g.push(SportEndNight())
    for _ in range(4):
        g.push(Foul(6))
    assert not g.state.vote_cancelled and not g.state.cancel_next_vote
    assert g.state.speaker == 2                     # the last word ended; day 2 opens
    assert [p.kind for p in g.state.penalties] == ["fouls"]


def test_s_foul_5_team_defeat_ends_the_game_the_other_team_wins() -> None:
    g = day1()
    g.push(TeamDefeat(2, "told a role"))
    assert g.state.ended and summary(g.state)["winners"] == ["red"]
    assert g.state.outcome.rule == "S-FOUL-5"
    assert points(g.state)[2] == -1.0 and points(g.state)[1] == 1.0


# --- 6. The end ---------------------------------------------------------------------------

def test_s_win_1_red_wins_when_no_black_is_left() -> None:
    g = day1()
    for seat in (2, 5):
        g.push(Disqualify(seat))
    for _ in range(4):
        g.push(Foul(8))
    assert g.state.ended and g.state.outcome.rule == "S-WIN-1"


def test_s_win_2_black_wins_at_parity() -> None:
    g = day1()
    for seat in (1, 3, 4):
        g.push(Disqualify(seat))
    assert not g.state.ended                        # 3 black, 4 red
    g.push(Disqualify(6))
    assert g.state.ended and g.state.outcome.rule == "S-WIN-2"
    assert summary(g.state)["winners"] == ["black"]


def _quiet_rounds(g: Game, rounds: int) -> None:
    for _ in range(rounds):
        to_night(g)
        g.push(Shot(None))
        g.push(SportEndNight())


def test_s_win_3_three_rounds_without_a_departure_is_a_draw() -> None:
    g = day1()
    _quiet_rounds(g, 2)
    speak_until(g, None)
    g.push(SportEndDay())                           # end of day 3: rounds 1..3 quiet
    assert g.state.ended and g.state.outcome.winners == () and g.state.outcome.rule == "S-WIN-3"
    assert all(v == 0.0 for v in points(g.state).values())


def test_s_win_3_stall_with_four_red_wins_or_draw() -> None:
    rows = [(1, "A", D), (2, "B", S), (3, "C", C), (4, "D", C), (5, "E", C), (6, "F", C),
            (7, "G", C)]
    for option, winners in (("red_wins", ["red"]), ("draw", [])):
        options = {"free_composition": True, "stall_with_four": option}
        g = Game(make_sport_setup(rows, sport_ruleset_from("fiim", options), 1))
        g.push(SportEndNight())
        for seat in (3, 4, 5):
            g.push(Disqualify(seat))                # round 1: four alive
        to_night(g)
        g.push(Shot(None))
        g.push(SportEndNight())
        _quiet_rounds(g, 2)                          # rounds 2 and 3
        assert not g.state.ended
        speak_until(g, None)
        g.push(SportEndDay())                       # end of day 4: rounds 2..4 quiet
        assert g.state.ended and g.state.outcome.rule == "S-WIN-3"
        assert summary(g.state)["winners"] == winners


def test_s_win_4_an_ended_game_takes_only_bonuses_fouls_and_disqualifications() -> None:
    g = day1()
    g.push(TeamDefeat(5))
    assert refused(g, EndSpeech()).rule == "S-WIN-4"
    assert refused(g, TeamDefeat(1)).rule == "S-WIN-4"
    assert refused(g, SportEndDay()).rule == "S-WIN-4"
    g.push(Bonus(3, 0.3, "good play"))
    assert points(g.state)[3] == 1.3
    g.push(Foul(1))
    g.push(Disqualify(4))                           # counts for points, removes nobody
    assert g.state.alive[3] and g.state.outcome.rule == "S-FOUL-5"
    assert points(g.state)[4] == 1.0 - 0.5
    e = refused(g, Foul(4))                         # removed after the end: no more
    assert (e.rule, e.code) == ("S-WIN-4", "sport.foul.removed_after_end")
    for _ in range(4):
        g.push(Foul(2))                             # Boris: a fourth foul after the end
    e = refused(g, Foul(2))
    assert (e.rule, e.code) == ("S-FOUL-1", "sport.foul.five")
    for _ in range(4):
        g.pop()
    for _ in range(3):
        g.pop()
    assert g.state.ended and g.state.index == 2
    g.pop()
    assert not g.state.ended                        # undo still works


def test_s_win_4_a_fourth_foul_in_the_final_last_word_costs_points() -> None:
    g = day1()
    for seat in (4, 6, 7):
        g.push(Disqualify(seat))                    # 7 alive: 4 red, 3 black
    speak_until(g, None)                            # the vote was cancelled
    g.push(SportEndDay())
    g.push(Shot(1))
    g.push(SportEndNight())                         # 3 red, 3 black: black wins
    assert g.state.outcome.winners[0].value == "black"
    before = points(g.state)[1]
    for _ in range(4):
        g.push(Foul(1))                             # Anna, shot: her final last word
    assert points(g.state)[1] == before - 0.5 and g.state.fouls[0] == 4
    assert [d.seat for d in g.state.deaths].count(1) == 1
    assert refused(g, Foul(4)).rule == "S-FOUL-1"   # left before the end
    assert summary(g.state)["winners"] == ["black"]


def test_s_win_4_bonuses_after_the_end_share_the_earlier_ones() -> None:
    """Fault: each bonus copied the growing tuple into a new kept state (quadratic)."""
    g = day1()
    g.push(TeamDefeat(5))
    for k in range(300):
        g.push(Bonus(1 + k % 10, 0.01))
    states = g.states()
    for before, after in zip(states[-300:], states[-299:]):
        assert after.bonuses.since(len(before.bonuses)) == (after.bonuses[-1],)
        assert after.bonuses._rest is before.bonuses    # shared, not copied
    assert points(g.state)[1] == round(1.0 + 30 * 0.01, 2)


# --- 7. Points ----------------------------------------------------------------------------

def test_s_score_1_points_by_the_scoring_table_and_bonuses() -> None:
    g = day1(points_win=2.0, penalty_disqualified=-0.7)
    assert refused(g, Bonus(1, 1.5)).rule == "S-SCORE-1"
    g.push(Bonus(1, -0.25))
    g.push(Bonus(1, 0.13))
    g.push(Disqualify(4))
    for seat in (2, 5, 8):
        g.push(Disqualify(seat))
    p = points(g.state)
    assert p[1] == round(2.0 - 0.25 + 0.13, 2) and p[4] == round(2.0 - 0.7, 2)
    assert p[2] == -0.7 and p[3] == 2.0
    assert summary(g.state)["points"]["Anna"] == p[1]


def test_s_score_1_best_move_points_options() -> None:
    g = day1(points_best_move_2=0.3)
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())
    g.push(BestMove((2, 8, 9)))
    assert points(g.state)[1] == 0.3


def test_sport_speech_lengths_follow_the_timer_options() -> None:
    g = game(agreement_s=30)
    assert g.setup.ruleset.agreement_s == 30
    g.push(SportEndNight())
    assert g.state.speech_s == 60
    assert SportRole.DON.team.value == "black"


def test_sport_scoring_options_best_move_3_fouls_and_team_defeat() -> None:
    g = day1(points_best_move_3=0.5, penalty_fouls=-0.3, penalty_team_defeat=-2.0)
    to_night(g)
    g.push(Shot(1))
    g.push(SportEndNight())
    g.push(BestMove((2, 5, 8)))                     # three black
    g.push(EndSpeech())
    for _ in range(4):
        g.push(Foul(4))
    g.push(TeamDefeat(9))                           # red loses
    p = points(g.state)
    assert p[1] == 0.5 and p[4] == -0.3 and p[9] == -2.0 and p[2] == 1.0
    assert g.setup.ruleset.overrides() == {"points_best_move_3": 0.5, "penalty_fouls": -0.3,
                                           "penalty_team_defeat": -2.0}
