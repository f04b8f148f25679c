"""The werewolf rules, one test per rule (``docs/rules-werewolf.md``, W-* IDs)."""

from __future__ import annotations

import pytest

from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.werewolf import (
    Attack,
    Check,
    Close,
    Dawn,
    Guard,
    Heal,
    Nominate,
    Poison,
    Shoot,
    Stage,
    Vote,
    make_setup,
    recommended,
    ruleset_from,
)
from mafia_desktop.rules.werewolf.checks import why_not
from mafia_desktop.rules.werewolf.engine import apply
from mafia_desktop.rules.werewolf.queries import available, choices
from mafia_desktop.rules.werewolf.view import public_view, seat_view

from .helpers import NIGHT_ONE, play, table


def refused(state, action, rule: str, code: str) -> RuleViolation:
    with pytest.raises(RuleViolation) as e:
        apply(state, action)
    assert (e.value.rule, e.value.code) == (rule, code), e.value
    assert why_not(state, action) is not None
    return e.value


def test_w_setup_1_five_to_twenty_players() -> None:
    rules = ruleset_from("party")
    with pytest.raises(RuleViolation) as e:
        make_setup([(i, f"P{i}", "villager") for i in range(1, 5)], rules, 1)
    assert (e.value.rule, e.value.code) == ("W-SETUP-1", "werewolf.setup.size")
    with pytest.raises(RuleViolation):
        make_setup([(i, f"P{i}", "villager") for i in range(1, 22)], rules, 1)


def test_w_setup_2_wolves_fewer_than_the_others_and_optional_roles() -> None:
    rules = ruleset_from("party")
    rows = [(1, "A", "wolf"), (2, "B", "wolf"), (3, "C", "wolf"),
            (4, "D", "villager"), (5, "E", "villager"), (6, "F", "seer")]
    with pytest.raises(RuleViolation) as e:
        make_setup(rows, rules, 1)
    assert e.value.code == "werewolf.setup.wolves"
    rows[2] = (3, "C", "witch")
    with pytest.raises(RuleViolation) as e:
        make_setup(rows, rules, 1)
    assert (e.value.rule, e.value.code) == ("W-SETUP-2", "werewolf.setup.option")
    rows[2] = (3, "C", "seer")
    with pytest.raises(RuleViolation) as e:
        make_setup(rows, rules, 1)
    assert e.value.code == "werewolf.setup.twice"


@pytest.mark.parametrize("players", range(5, 21))
def test_w_setup_3_the_table_deals_a_legal_game(players: int) -> None:
    for witch, hunter in ((False, False), (True, True)):
        deal = recommended(players, witch, hunter)
        assert sum(deal.values()) == players and min(deal.values()) >= 0
        rules = ruleset_from("full" if witch else "party")
        rows = [(i + 1, f"P{i + 1}", r.value)
                for i, r in enumerate(r for r, n in deal.items() for _ in range(n))]
        make_setup(rows, rules, 1)


def test_w_setup_4_the_game_starts_at_night_one() -> None:
    s = table()
    assert (s.phase.kind, s.phase.number, s.stage) == ("night", 1, Stage.NIGHT)
    s = play(s, *NIGHT_ONE, Dawn())
    assert (s.phase.kind, s.phase.number, s.stage) == ("day", 1, Stage.NOMINATIONS)


def test_w_night_1_each_choice_once_a_night() -> None:
    s = play(table(), Attack(7))
    refused(s, Attack(8), "W-NIGHT-1", "werewolf.night.again")


def test_w_night_2_the_pack_attacks_a_non_werewolf() -> None:
    refused(table(), Attack(2), "W-NIGHT-2", "werewolf.attack.wolf")
    assert 1 not in choices(table(), "attack") and 7 in choices(table(), "attack")


def test_w_night_3_the_seer_checks_another_and_learns_the_side() -> None:
    refused(table(), Check(3), "W-NIGHT-3", "werewolf.check.self")
    s = play(table(), Check(2))
    learned = seat_view(s, 3).learned
    assert [(x.kind, x.seats, x.answer) for x in learned] == [("check", (2,), "werewolves")]
    assert seat_view(s, 7).learned == ()


def test_w_night_4_guarded_victim_survives_and_not_twice_in_a_row() -> None:
    s = play(table(), Attack(7), Check(1), Guard(7), Dawn())
    assert s.alive[6]
    s = play(s, Close())
    refused(s, Guard(7), "W-NIGHT-4", "werewolf.guard.repeat")
    s2 = play(table(guard_repeat=True), Attack(7), Check(1), Guard(7), Dawn(), Close())
    assert why_not(s2, Guard(7)) is None
    refused(table(guard_self=False), Guard(4), "W-NIGHT-4", "werewolf.guard.self")


def test_w_witch_1_heal_the_victim_once() -> None:
    refused(table(), Heal(7), "W-WITCH-1", "werewolf.heal.early")
    s = play(table(), Attack(7))
    refused(s, Heal(8), "W-WITCH-1", "werewolf.heal.victim")
    s = play(s, Heal(7), Check(1), Guard(4), Dawn())
    assert s.alive[6] and s.heal_used
    s = play(s, Close(), Attack(8))
    refused(s, Heal(8), "W-WITCH-1", "werewolf.potion.used")
    assert [x.seats for x in seat_view(s, 5).learned] == [(7,), (8,)]


def test_w_witch_2_poison_once_not_herself() -> None:
    refused(table(), Poison(5), "W-WITCH-2", "werewolf.poison.self")
    s = play(table(), Poison(1), *NIGHT_ONE, Dawn())
    assert not s.alive[0] and not s.alive[6]
    assert [d.cause for d in s.deaths] == ["attack", "poison"]
    assert [public_view(s).left_how(x) for x in (1, 7)] == ["night", "night"]


def test_w_role_2_a_dead_role_is_not_woken() -> None:
    s = play(table(), Attack(3), Check(1), Guard(4), Dawn(), Close())
    refused(s, Check(1), "W-ROLE-2", "werewolf.no_role")
    assert not available(s, "check")
    s = play(s, Attack(7), Guard(8), Dawn())  # no seer to wait for
    assert s.phase.kind == "day"


def test_w_night_5_dawn_waits_for_the_pack_the_seer_and_the_bodyguard() -> None:
    e = refused(play(table(), Attack(7)), Dawn(), "W-NIGHT-5", "werewolf.dawn.waiting")
    assert e.params == {"role": "seer"}
    refused(table(), Dawn(), "W-NIGHT-5", "werewolf.dawn.waiting")


def test_w_nom_1_and_2_nominations() -> None:
    s = play(table(), *NIGHT_ONE, Dawn())
    refused(s, Nominate(8, 8), "W-NOM-1", "werewolf.nominate.self")
    refused(s, Nominate(7, 1), "W-NOM-1", "werewolf.gone")
    s = play(s, Nominate(8, 1))
    refused(s, Nominate(8, 2), "W-NOM-1", "werewolf.nominate.twice")
    refused(s, Nominate(3, 1), "W-NOM-1", "werewolf.nominate.again")
    s = play(s, Vote(3, 1))
    assert s.stage is Stage.VOTE
    refused(s, Nominate(3, 2), "W-NOM-2", "werewolf.nominate.closed")


def test_w_vote_1_once_each_for_a_nominee() -> None:
    s = play(table(), *NIGHT_ONE, Dawn(), Nominate(8, 1), Vote(3, 1))
    refused(s, Vote(3, 1), "W-VOTE-1", "werewolf.vote.twice")
    refused(s, Vote(4, 2), "W-VOTE-1", "werewolf.vote.nominee")
    assert choices(s, "vote") == (1, 2, 4, 5, 6, 8)
    assert choices(s, "vote", (4,)) == (1,)


def test_w_vote_2_most_votes_leave_then_night() -> None:
    s = play(table(), *NIGHT_ONE, Dawn(), Nominate(8, 1), Nominate(1, 8),
             Vote(3, 1), Vote(4, 1), Vote(2, 8), Close())
    assert not s.alive[0] and s.phase.kind == "night" and s.phase.number == 2
    assert public_view(s).seats[0].role == "wolf"  # reveal_dead
    assert public_view(s).vote_result == ((1, ()),)


def test_w_vote_2_half_needs_more_than_half_of_the_living() -> None:
    s = play(table(majority="half"), *NIGHT_ONE, Dawn(), Nominate(8, 1), Vote(3, 1),
             Vote(4, 1), Close())
    assert s.alive[0] and s.phase.kind == "night"


def test_w_vote_3_tie_nobody_or_revote() -> None:
    day = (*NIGHT_ONE, Dawn(), Nominate(8, 1), Nominate(1, 8), Vote(3, 1), Vote(2, 8))
    s = play(table(tie="nobody"), *day, Close())
    assert s.phase.kind == "night" and sum(s.alive) == 7
    s = play(table(tie="revote"), *day, Close())
    assert s.stage is Stage.REVOTE and s.candidates == (1, 8)
    s = play(s, Vote(3, 1), Vote(2, 8), Close())  # a second tie: nobody
    assert s.phase.kind == "night" and sum(s.alive) == 7


def test_w_hunt_1_the_leaving_hunter_shoots_first() -> None:
    s = play(table(), Attack(6), Check(1), Guard(4), Dawn())
    assert s.stage is Stage.HUNTER and public_view(s).shooter == 6
    refused(s, Nominate(8, 1), "W-HUNT-1", "werewolf.hunter.waiting")
    s = play(s, Shoot(1))
    assert not s.alive[0] and s.stage is Stage.NOMINATIONS
    refused(s, Shoot(2), "W-HUNT-1", "werewolf.hunter.none")


def test_w_hunt_2_and_w_win_1_the_shot_can_win_for_the_village() -> None:
    roles = ["wolf", "hunter", "villager", "seer", "bodyguard"]
    s = play(table(roles), Attack(2), Check(1), Guard(4), Dawn())
    assert s.stage is Stage.HUNTER and not s.ended  # 1 wolf v 3: checked after the shot
    s = play(s, Shoot(1))
    assert s.outcome is not None and s.outcome.rule == "W-WIN-1"


def test_w_win_2_wolves_as_many_as_the_others() -> None:
    roles = ["wolf", "villager", "villager", "seer", "bodyguard"]
    s = play(table(roles, "party"), Attack(2), Check(1), Guard(4), Dawn(),
             Nominate(3, 4), Vote(1, 4), Close())
    assert s.outcome is None  # one werewolf, two others
    s = play(s, Attack(3), Guard(5), Dawn())
    assert s.outcome is not None and s.outcome.rule == "W-WIN-2"
    assert [w.value for w in s.outcome.winners] == ["werewolves"]


def test_w_win_3_nothing_after_the_end() -> None:
    roles = ["wolf", "villager", "villager", "seer", "bodyguard"]
    s = play(table(roles, "party"), Attack(2), Check(1), Guard(4), Dawn(),
             Nominate(3, 1), Vote(3, 1), Close())
    assert s.outcome is not None and s.outcome.rule == "W-WIN-1"
    refused(s, Attack(3), "W-WIN-3", "game.ended")


def test_w_view_1_no_secret_on_the_room_s_view() -> None:
    s = play(table(reveal_dead=False), Poison(2), Attack(7), Check(1), Guard(4))
    view = public_view(s)
    assert view.stage == "night" and all(seat.role is None for seat in view.seats)
    s = play(s, Dawn())
    assert [seat.role for seat in public_view(s).seats] == [None] * 8
    assert public_view(s).left_how(2) == "night"


def test_w_view_2_the_werewolves_know_each_other_from_the_first_night() -> None:
    s = table()
    assert [(p.seat, p.role) for p in seat_view(s, 1).partners] == [(2, "wolf")]
    assert seat_view(s, 7).partners == () and seat_view(s, 4).learned == ()
    assert seat_view(s, 6).goal == "village"


def test_w_score_1_a_point_for_each_winner() -> None:
    roles = ["wolf", "villager", "villager", "seer", "bodyguard"]
    s = play(table(roles, "party"), Attack(2), Check(1), Guard(4), Dawn(),
             Nominate(3, 1), Vote(3, 1), Close())
    from mafia_desktop.rules.werewolf.score import points
    got = points(s)
    assert got[1].points == 0 and got[3].points == 1 and got[3].won


def test_the_log_round_trips_and_replay_prints_a_summary() -> None:
    from mafia_desktop.rules.log_format import dumps, load_game, replay_text
    s = table()
    actions = [*NIGHT_ONE, Dawn(), Nominate(8, 1), Vote(3, 1), Close()]
    game = Game.replay(s.setup, actions)
    text = dumps(s.setup, game.actions)
    assert '"family": "werewolf"' in text
    assert load_game(text).state == game.state
    summary, code = replay_text(text)
    assert code == 0 and summary["phase"] == {"kind": "night", "number": 2}
    assert summary["deaths"][1]["cause"] == "vote"
