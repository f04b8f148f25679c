"""Random werewolf games (hypothesis): every game the random player plays ends by a W-WIN
rule, every refusal the engine gives carries a W- rule and a code, and no public view
shows a living player's role before the end (W-VIEW-1)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.rules.errors import LogFormatError, RuleViolation
from mafia_desktop.rules.werewolf import Role, start
from mafia_desktop.rules.werewolf.actions import ACTION_TYPES
from mafia_desktop.rules.werewolf.checks import why_not
from mafia_desktop.rules.werewolf.engine import apply, outcome_of
from mafia_desktop.rules.werewolf.random_player import random_actions, random_setup
from mafia_desktop.rules.werewolf.view import public_view, seat_view


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(5, 12))
def test_random_games_end_by_a_win_and_keep_the_secrets(seed: int, players: int) -> None:
    setup = random_setup(seed, players)
    state = start(setup)
    for action in random_actions(setup, seed):
        view = public_view(state)
        for seat in view.seats:
            if seat.alive:
                assert seat.role is None
        for seat in state.living():
            sv = seat_view(state, seat)
            wolf = state.role(seat) is Role.WEREWOLF
            assert all(p.role == "wolf" for p in sv.partners) and (wolf or not sv.partners)
        state = apply(state, action)
    assert state.ended and state.outcome == outcome_of(state)
    assert state.outcome.rule in ("W-WIN-1", "W-WIN-2")


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40),
       kind=st.sampled_from(sorted(ACTION_TYPES)), a=st.integers(1, 8), b=st.integers(1, 8))
def test_every_refusal_carries_a_w_rule_and_a_code(seed: int, steps: int, kind: str,
                                                   a: int, b: int) -> None:
    setup = random_setup(seed, 8)
    state = start(setup)
    for action in random_actions(setup, seed)[:steps]:
        state = apply(state, action)
    cls = ACTION_TYPES[kind]
    fields = [f for f in ("by", "voter", "target") if f in cls.__dataclass_fields__]
    action = cls(**dict(zip(fields, (a, b))))
    refusal = why_not(state, action)
    assert not isinstance(refusal, LogFormatError)
    if isinstance(refusal, RuleViolation):
        assert refusal.rule.startswith("W-") and refusal.code
        assert refusal.family == "werewolf"
