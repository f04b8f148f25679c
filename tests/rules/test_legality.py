"""The legality queries (``why_not``, ``is_legal``, ``choices``, ``available``,
``needs_choice``, ``legal_actions``): they agree exactly with the old way of asking (apply
every candidate action and keep those that do not raise), and they never build a state.

The old way is written here again as the oracle: :func:`old_legal` applies every action
of ``engine.candidate_actions``. Tests that check a rule are named after its ID.
"""

from __future__ import annotations

import dataclasses
import random
from datetime import datetime
from itertools import islice

import pytest
from hypothesis import strategies as st

from mafia_desktop.rules import Game, LogFormatError, RuleViolation
from mafia_desktop.rules.classic import (
    ACTION_TYPES,
    Action,
    AppointGodfather,
    CloseVote,
    Compare,
    EndNight,
    GameState,
    MafiaKill,
    ManiacKill,
    Nominate,
    Stage,
    Vote,
    apply,
    available,
    choices,
    engine,
    is_legal,
    legal_actions,
    needs_choice,
    why_not,
)
from mafia_desktop.rules.classic.actions import PICKED_FIELDS
from mafia_desktop.rules.classic.random_player import (
    play_random_game,
    random_ruleset,
    random_setup,
    random_states,
)
from tests.support.thorough import twins

from .helpers import FULL, SMALL, at, make, odd_actions, push, seat

TYPES = tuple(ACTION_TYPES)


# --- the old way, as the oracle ----------------------------------------------------

def apply_refusal(s: GameState, action: object) -> RuleViolation | LogFormatError | None:
    """What ``apply`` raises for ``action`` (``None``: it builds the next state)."""
    try:
        new = apply(s, action)  # type: ignore[arg-type]
    except (RuleViolation, LogFormatError) as e:
        return e
    assert isinstance(new, GameState)
    return None


def old_legal(s: GameState) -> list[Action]:
    """Every candidate action that ``apply`` accepts (the UI's way before ``choices``)."""
    return [a for a in engine.candidate_actions(s) if apply_refusal(s, a) is None]


def old_needs_choice(s: GameState) -> bool:
    return s.stage is Stage.VOTING and s.outcome is None \
        and apply_refusal(s, CloseVote()) is not None


def old_choices(s: GameState, legal: list[Action], kind: str,
                picked: tuple[int, ...]) -> tuple[int, ...]:
    fields = PICKED_FIELDS[kind]
    if len(picked) >= len(fields):
        return ()
    found = [a for a in legal if a.TYPE == kind]
    if kind == "close_vote":
        if any(a.choice is None for a in found):  # the rules pick the executed
            return ()
        found = [a for a in found if a.choice is not None]
    rows = [tuple(getattr(a, f) for f in fields) for a in found]
    if kind == "compare":  # either seat of a pair comes first (R-JOUR-1)
        rows += [(b, a) for a, b in rows]
    step = len(picked)
    return tuple(sorted({r[step] for r in rows if r[:step] == picked}))


def brute_choices(s: GameState, kind: str, picked: tuple[int, ...]) -> tuple[int, ...]:
    """``choices`` by asking ``is_legal`` of every seat of the table in every remaining
    field: checks that the engine's narrower search misses nothing."""
    fields = PICKED_FIELDS[kind]
    if len(picked) >= len(fields) or (kind == "close_vote" and not needs_choice(s)):
        return ()
    seats = range(1, s.setup.size + 1)

    def legal(values: tuple[int, ...]) -> bool:
        if len(values) < len(fields):
            return any(legal((*values, v)) for v in seats)
        cls = ACTION_TYPES[kind]
        ok = is_legal(s, cls(**dict(zip(fields, values))))
        return ok or (kind == "compare" and is_legal(s, Compare(values[1], values[0])))

    return tuple(v for v in seats if legal((*picked, v)))


def same_refusal(a: object, b: object) -> bool:
    if a is None or b is None:
        return a is b
    if type(a) is not type(b):
        return False
    if isinstance(a, RuleViolation):
        assert isinstance(b, RuleViolation)
        return (a.rule, a.message, a.code, a.params, a.index) == \
            (b.rule, b.message, b.code, b.params, b.index)
    assert isinstance(a, LogFormatError) and isinstance(b, LogFormatError)
    return (a.message, a.field, a.index, a.rule) == (b.message, b.field, b.index, b.rule)


def check_state(s: GameState, rng: random.Random, brute: bool) -> None:
    """Every query on ``s`` against the oracle."""
    legal = old_legal(s)
    assert legal_actions(s) == [a for a in legal if not isinstance(a, CloseVote)
                                or (a.choice is not None) == old_needs_choice(s)]
    assert needs_choice(s) == old_needs_choice(s)
    for action in list(engine.candidate_actions(s)) + odd_actions(s, rng, 30):
        expected = apply_refusal(s, action)
        assert same_refusal(why_not(s, action), expected), action  # type: ignore[arg-type]
        assert is_legal(s, action) is (expected is None)  # type: ignore[arg-type]
    for kind in TYPES:
        legal_of_kind = [a for a in legal if a.TYPE == kind]
        assert available(s, kind) is bool(legal_of_kind), kind
        first = choices(s, kind)
        assert first == old_choices(s, legal, kind, ()), kind
        if brute:
            assert first == brute_choices(s, kind, ()), kind
        if len(PICKED_FIELDS[kind]) > 1:
            for pick in range(0, s.setup.size + 2):
                got = choices(s, kind, (pick,))
                assert got == old_choices(s, legal, kind, (pick,)), (kind, pick)
                if brute and 1 <= pick <= s.setup.size:
                    assert got == brute_choices(s, kind, (pick,)), (kind, pick)
        full = tuple(1 for _ in PICKED_FIELDS[kind])
        assert choices(s, kind, full) == ()


# --- the property test ---------------------------------------------------------------

games = st.tuples(st.integers(4, 20), st.integers(0, 2**32), st.integers(0, 2**32),
                  st.booleans())


def _queries_agree_with_applying(spec) -> None:
    n, rs_seed, seed, thorough = spec
    rng = random.Random(rs_seed)
    game = play_random_game(random_setup(rng, n, random_ruleset(rng)), seed,
                            thorough=thorough, max_actions=400)
    states = game.states()
    sample = sorted(rng.sample(range(len(states)), min(len(states), 25)))
    for k in sample:
        check_state(states[k], rng, brute=n <= 10)


# the full suite's (heavy) with 8 random games; 25 under -m slow (tests/support/thorough.py)
test_the_queries_agree_with_applying_every_candidate, test_the_queries_agree_thorough = \
    twins(_queries_agree_with_applying, games, suite=8, thorough=25, heavy=True)


def test_the_queries_build_no_state(monkeypatch) -> None:
    """``why_not``, ``is_legal``, ``choices``, ``available``, ``needs_choice`` and
    ``legal_actions`` (and the same on a :class:`Game`) never call ``apply`` nor build a
    state with ``GameState._replace``."""
    states = list(islice(random_states(11, 1500, sizes=(4, 14)), 1500))
    games = [Game(s.setup) for s in states[:1]]

    def boom(*args: object, **kwargs: object) -> None:
        raise AssertionError("a query built a state")

    monkeypatch.setattr(GameState, "_replace", boom)
    monkeypatch.setattr(engine, "apply", boom)
    for g in games:   # a Game calls its family's apply: make that one fail too
        monkeypatch.setattr(g, "family", dataclasses.replace(g.family, apply=boom))
    asked = 0
    for s in states:
        for action in engine.candidate_actions(s):
            why_not(s, action)
            is_legal(s, action)
            asked += 1
        for kind in TYPES:
            available(s, kind)
            for v in (None, *choices(s, kind)):
                choices(s, kind, () if v is None else (v,))
        needs_choice(s)
        legal_actions(s)
    game = games[0]
    for kind in TYPES:
        game.available(kind)
        game.choices(kind)
    game.needs_choice()
    game.why_not(Nominate(1, 2))
    game.is_legal(Nominate(1, 2))
    assert asked > 10_000


def test_the_picked_fields_are_each_actions_first_fields() -> None:
    """The engine builds the actions it asks about from the picked seats in order."""
    for kind, cls in ACTION_TYPES.items():
        names = [f.name for f in dataclasses.fields(cls)]
        assert tuple(names[:len(PICKED_FIELDS[kind])]) == PICKED_FIELDS[kind], kind


# --- the queries, rule by rule -----------------------------------------------------

def test_r_nom_1_choices_leave_out_a_player_who_has_nominated_today() -> None:
    game = make(SMALL, "nominate Boris Anna")
    assert game.choices("nominate") == (seat(game, "Anna"), seat(game, "Vera"),
                                        seat(game, "Gleb"))
    assert game.choices("nominate", (seat(game, "Boris"),)) == ()
    # R-NOM-2/4: not oneself, not Anna (a candidate already)
    assert game.choices("nominate", (seat(game, "Vera"),)) == (2, 4)
    assert game.why_not(Nominate(2, 3)).code == "nominate.already_nominated"


def test_r_nom_3_nothing_to_nominate_once_the_vote_is_open() -> None:
    game = make(SMALL, "nominate Boris Anna", "open_vote")
    assert game.choices("nominate") == () and not game.available("nominate")
    assert not game.available("open_vote")
    assert game.why_not(Nominate(3, 4)).rule == "R-NOM-3"


def test_r_vote_2_choices_of_a_vote_are_living_voters_then_candidates() -> None:
    game = make(SMALL, "nominate Boris Anna", "nominate Anna Vera", "open_vote")
    assert game.choices("vote") == (1, 2, 3, 4)
    assert game.choices("vote", (1,)) == (3,)        # R-VOTE-4: not oneself
    assert game.choices("vote", (2,)) == (1, 3)
    push(game, "host_kill Gleb")
    assert game.choices("vote") == (1, 2, 3) and game.choices("vote", (4,)) == ()


def test_r_vote_3_a_voter_with_no_change_left_is_not_offered() -> None:
    game = make(SMALL, "nominate Boris Anna", "nominate Anna Vera", "open_vote",
                "vote Boris Anna", "vote Boris Vera", vote_changes=1)
    assert 2 not in game.choices("vote") and game.choices("vote", (2,)) == ()
    assert 2 not in game.choices("withdraw_vote")
    assert game.why_not(Vote(2, 1)).code == "vote.changes_used"


def test_r_vote_7_the_host_chooses_among_the_tied() -> None:
    game = make(SMALL, "nominate Boris Anna", "nominate Anna Vera", "open_vote",
                "vote Boris Anna", "vote Anna Vera", tie_break="host_choice")
    assert game.needs_choice()
    assert game.choices("close_vote") == (1, 3)
    assert game.available("close_vote")
    refusal = game.why_not(CloseVote())
    assert refusal.rule == "R-VOTE-7" and refusal.code == "close_vote.tie_choice"
    assert refusal.params == {"candidates": (1, 3), "votes": 1}
    assert game.is_legal(CloseVote(3)) and not game.is_legal(CloseVote(2))


def test_r_vote_7_no_choice_when_the_rules_pick_the_executed() -> None:
    game = make(SMALL, "nominate Boris Anna", "nominate Anna Vera", "open_vote",
                "vote Boris Anna", "vote Anna Vera", "vote Gleb Vera")
    assert not game.needs_choice()
    assert game.choices("close_vote") == () and game.available("close_vote")
    assert CloseVote() in game.legal_actions()


def test_r_vote_8_the_host_chooses_when_no_vote_stands() -> None:
    game = make(SMALL, "nominate Boris Anna", "nominate Anna Vera", "open_vote",
                no_votes_policy="host_choice")
    assert game.needs_choice() and game.choices("close_vote") == (1, 3)
    assert game.why_not(CloseVote(2)).rule == "R-VOTE-8"
    random_policy = make(SMALL, "nominate Boris Anna", "open_vote", no_votes_policy="random")
    assert not random_policy.needs_choice() and random_policy.choices("close_vote") == ()


def test_r_vote_1_no_vote_action_before_the_vote_opens() -> None:
    game = make(SMALL)
    for kind in ("vote", "withdraw_vote", "close_vote"):
        assert not game.available(kind) and game.choices(kind) == ()
    assert not game.needs_choice()
    assert game.why_not(Vote(1, 2)).code == "vote.not_open"


def test_r_vote_1_why_not_refuses_a_vote_after_the_window() -> None:
    game = make(SMALL, "nominate Boris Anna", "open_vote at=0", preset="seed")
    late = Vote(3, 1, at=at(3600))
    refusal = game.why_not(late)
    assert refusal.rule == "R-VOTE-1" and refusal.code == "vote.window_closed"
    assert refusal.params == {"closes": at(3600).isoformat(timespec="seconds"),
                              "player": 3, "at": at(3600).isoformat(timespec="seconds")}
    assert game.is_legal(Vote(3, 1, at=at(3599)))


def test_r_vote_7_why_not_refuses_a_time_going_backwards() -> None:
    game = make(SMALL, "nominate Boris Anna at=10")
    refusal = game.why_not(Nominate(3, 2, at=at(5)))
    assert refusal.rule == "R-VOTE-7" and refusal.code == "time.backwards"
    assert game.why_not(Nominate(3, 2, at=at(10))) is None


def test_why_not_names_a_bad_time_a_bad_seat_and_a_non_action() -> None:
    game = make(SMALL)
    assert isinstance(game.why_not(Nominate(1, 2, at=datetime(2026, 1, 1))), LogFormatError)
    assert isinstance(game.why_not(Nominate(1, 9)), LogFormatError)
    assert isinstance(game.why_not("nominate"), LogFormatError)  # type: ignore[arg-type]
    assert game.choices("nominate", (9,)) == ()
    with pytest.raises(ValueError):
        game.choices("dance")
    with pytest.raises(ValueError):
        game.available("dance")


def test_r_jour_1_either_seat_of_a_pair_may_come_first() -> None:
    game = make(FULL)
    journalist = seat(game, "Zoya")
    assert game.choices("compare") == tuple(range(1, 11))
    assert game.choices("compare", (journalist,)) == tuple(s for s in range(1, 11)
                                                           if s != journalist)
    assert game.is_legal(Compare(9, 2)) and game.is_legal(Compare(2, 9))
    push(game, "host_kill Kira")
    assert 9 not in game.choices("compare") and game.choices("compare", (9,)) == ()
    push(game, "compare Anna Boris")
    assert not game.available("compare") and game.choices("compare") == ()


def test_r_maf_1_the_mafia_picks_a_living_player_outside_the_mafia() -> None:
    game = make(FULL, first_phase="night")
    assert game.choices("mafia_kill") == tuple(range(3, 11))
    assert game.choices("mafia_kill", (5,)) == ()     # decided_by is not picked here
    assert game.available("mafia_pass") and game.available("maniac_kill")
    assert game.choices("maniac_kill") == tuple(s for s in range(1, 11) if s != 8)


def test_r_gf_3_no_mafia_kill_when_the_mafia_is_known_unable_to_kill() -> None:
    game = make(FULL, first_phase="night")
    push(game, "host_kill Anna")                     # the godfather dies tonight
    assert game.state.godfather == 2                 # the last mafia member (R-GF-1)
    assert not game.available("mafia_kill") and game.choices("mafia_kill") == ()
    assert game.why_not(MafiaKill(5)).rule == "R-GF-2"


def test_r_gf_1_appointment_choices_are_the_living_mafiosi() -> None:
    spec = ("Anna:godfather Boris:mafioso Vera:mafioso Gleb:civilian Dasha:civilian "
            "Egor:civilian Zoya:civilian Ivan:civilian Kira:civilian")
    game = make(spec)
    assert not game.available("appoint_godfather")
    assert game.why_not(AppointGodfather(2)).code == "appoint_godfather.has_godfather"
    push(game, "host_kill Anna")
    assert game.choices("appoint_godfather") == (2, 3)
    assert not game.available("mafia_kill")


def test_r_win_4_nothing_is_available_after_the_end() -> None:
    game = make(SMALL, "host_kill Anna")
    assert game.outcome is not None
    for kind in TYPES:
        assert not game.available(kind) and game.choices(kind) == ()
    assert game.legal_actions() == [] and not game.needs_choice()
    assert game.why_not(EndNight()).rule == "R-WIN-4"


def test_r_man_1_the_night_cannot_end_before_the_maniac_kills() -> None:
    game = make(FULL, first_phase="night")
    assert not game.available("end_night")
    push(game, ManiacKill(5))
    assert game.available("end_night")
