"""Property tests (hypothesis): random legal games of 4-20 players under random rulesets.

After every action the invariants hold; popping every action gives back the start state;
replaying the written log gives the same states as live play; random mutations of valid
logs never produce a traceback.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    Check,
    Compare,
    Faction,
    GameState,
    MafiaKill,
    ManiacKill,
    Nominate,
    Protect,
    Role,
    Vote,
    WithdrawVote,
    start_state,
)
from mafia_desktop.rules.classic.random_player import play_random_game, random_ruleset, random_setup
from mafia_desktop.rules.log_format import dumps, load_game, replay_text
from tests.support.thorough import twins

MAFIA = {Role.GODFATHER, Role.MAFIOSO}
TOWN = {Role.CIVILIAN, Role.COMMISSAR, Role.DOCTOR, Role.JOURNALIST}

games = st.builds(
    lambda n, rs_seed, seed, thorough: (n, rs_seed, seed, thorough),
    st.integers(4, 20), st.integers(0, 2**32), st.integers(0, 2**32), st.booleans())

#: A random game stops here if it has not ended (with ``vote_changes: -1`` a thorough
#: random player can change votes for thousands of actions).
MAX_ACTIONS = 3000

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def _make(spec: tuple[int, int, int, bool], on_push=None) -> Game:
    n, rs_seed, seed, thorough = spec
    rng = random.Random(rs_seed)
    setup = random_setup(rng, n, random_ruleset(rng))
    return play_random_game(setup, seed, thorough=thorough, max_actions=MAX_ACTIONS,
                            on_push=on_push)


def expected_winners(s: GameState) -> tuple[Faction, ...] | None:
    """R-WIN-1..4, written again from RULES.md to check the engine against."""
    rs = s.setup.ruleset
    living = [r for a, r in zip(s.alive, s.roles) if a]
    mafia = sum(r in MAFIA for r in living)
    town = sum(r in TOWN for r in living)
    maniac = Role.MANIAC in living
    extra = (Faction.MANIAC,) if maniac and rs.maniac_wins_if_survives else ()
    if living == [Role.MANIAC]:
        return (Faction.MANIAC,)
    if mafia == 0:
        if town == 0:
            return ()
        if maniac and rs.town_must_kill_maniac:
            return None
        return (Faction.TOWN,) + extra
    if mafia >= town + (maniac and rs.maniac_counts_as_town):
        return (Faction.MAFIA,) + extra
    return None


def check_invariants(game: Game) -> None:
    before, after = game.state_after(len(game) - 1), game.state
    action = game.actions[-1]
    assert after.index == len(game)
    # The dead never act (and never are acted on).
    actor = {Nominate: "by", Vote: "by", WithdrawVote: "by"}.get(type(action))
    if actor:
        assert before.alive[getattr(action, actor) - 1]
    holder = {Protect: Role.DOCTOR, Compare: Role.JOURNALIST, Check: Role.COMMISSAR,
              ManiacKill: Role.MANIAC}.get(type(action))
    if holder:
        assert before.holder(holder) is not None
    if isinstance(action, MafiaKill):
        by = after.mafia.decided_by
        assert before.alive[by - 1] and before.roles[by - 1] in MAFIA
        assert before.alive[action.target - 1]
    for seat in range(1, after.setup.size + 1):
        if not before.alive[seat - 1]:
            assert not after.alive[seat - 1], "the dead came back"
    # One godfather while the mafia lives, unless an appointment is pending.
    living_mafia = [i + 1 for i, (a, r) in enumerate(zip(after.alive, after.roles)) if a and r in MAFIA]
    godfathers = [i + 1 for i, (a, r) in enumerate(zip(after.alive, after.roles))
                  if a and r is Role.GODFATHER]
    if living_mafia and not after.godfather_pending:
        assert godfathers == [after.godfather]
    else:
        assert godfathers == [] and after.godfather is None
    if after.godfather_pending:
        assert len(living_mafia) >= 2
    # One execution a day.
    executions = Counter(d.phase for d in after.deaths if d.cause == "execution")
    assert all(c == 1 for c in executions.values())
    # Deaths and the alive flags agree.
    assert sorted(d.seat for d in after.deaths) == sorted(
        i + 1 for i, a in enumerate(after.alive) if not a)
    # Winners agree with R-WIN-4.
    expected = expected_winners(after)
    if expected is None:
        assert after.outcome is None
    else:
        assert after.outcome is not None
        assert set(after.outcome.winners) == set(expected)


@pytest.mark.heavy  # the full suite's (docs/development.md, "The fast lane")
@SETTINGS
@given(games)
def test_random_games_never_crash_and_invariants_hold(spec) -> None:
    game = _make(spec, on_push=check_invariants)
    # a game stops only at its end (never stuck with no legal action) or at the cap
    assert game.outcome is not None or len(game) == MAX_ACTIONS, "a random game got stuck"


@SETTINGS
@given(games)
def test_popping_every_action_gives_back_every_state(spec) -> None:
    game = _make(spec)
    states = game.states()
    while len(game):
        game.pop()
        assert game.state == states[len(game)]
    assert game.state == start_state(game.setup)


@SETTINGS
@given(games)
def test_replaying_the_log_gives_the_same_states(spec) -> None:
    game = _make(spec)
    again = load_game(dumps(game.setup, game.actions))
    assert again.actions == game.actions
    assert again.states() == game.states()
    result, code = replay_text(dumps(game.setup, game.actions))
    assert code == 0 and result["ended"] is (game.outcome is not None)


def _mutations(draw, obj, depth=0):
    """Pick one place in a JSON value and replace it with something drawn."""
    junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 50), st.floats(allow_nan=False),
                     st.text(max_size=8), st.just([]), st.just({}), st.just("Anna"),
                     st.sampled_from(["nominate", "vote", "close_vote", "end_night", "host_kill"]))
    if isinstance(obj, dict) and obj and depth < 4:
        key = draw(st.sampled_from(sorted(obj)))
        how = draw(st.sampled_from(["replace", "delete", "descend", "add"]))
        if how == "delete":
            obj.pop(key)
        elif how == "add":
            obj[draw(st.text(max_size=6))] = draw(junk)
        elif how == "descend":
            _mutations(draw, obj[key], depth + 1)
        else:
            obj[key] = draw(junk)
    elif isinstance(obj, list) and obj and depth < 4:
        i = draw(st.integers(0, len(obj) - 1))
        how = draw(st.sampled_from(["replace", "delete", "descend", "duplicate", "swap"]))
        if how == "delete":
            obj.pop(i)
        elif how == "duplicate":
            obj.insert(i, json.loads(json.dumps(obj[i])))
        elif how == "swap":
            j = draw(st.integers(0, len(obj) - 1))
            obj[i], obj[j] = obj[j], obj[i]
        elif how == "descend":
            _mutations(draw, obj[i], depth + 1)
        else:
            obj[i] = draw(junk)


def _mutated_log_gives_no_traceback(seed, data) -> None:
    rng = random.Random(seed)
    game = play_random_game(random_setup(rng, rng.randint(4, 12)), seed)
    log = json.loads(dumps(game.setup, game.actions))
    for _ in range(data.draw(st.integers(1, 3))):
        _mutations(data.draw, log)
    result, code = replay_text(json.dumps(log))
    assert code in (0, 2)
    if code == 2:
        error = result["error"]
        assert set(error) == {"index", "rule", "message"} and error["message"]
        assert error["rule"] is None or error["rule"].startswith("R-")
    else:
        assert set(result) >= {"ended", "winners", "phase", "deaths", "checks", "comparisons"}


# 60 examples in the suite (and the fast lane), the thorough 300 under -m slow
test_mutated_logs_never_produce_a_traceback, test_mutated_logs_thorough = twins(
    _mutated_log_gives_no_traceback, st.integers(0, 2**32), st.data(), suite=60,
    thorough=300)
