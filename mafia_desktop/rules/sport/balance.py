"""The balance of a sport table (RULES_SPORT.md) under random play, with the real sport
engine: every choice the rules leave to the players is uniform over what they allow.

* each speaker nominates nobody or one of the players they may nominate, uniformly;
* each living player votes for one of the round's candidates, uniformly (the ballots
  follow from those hands in nomination order; the last candidate gets the rest, S-VOTE-3);
* in a raise-all each living player is for it with probability one half;
* each night the black team shoots one living red player, uniformly (it never misses and
  never shoots its own); checks and best moves are left out (random play uses no answer);
* nobody gets a foul.

>>> from mafia_desktop.rules.sport import FIIM_COMPOSITION, SportRuleset
>>> est = simulate_sport(FIIM_COMPOSITION, SportRuleset(), 100, seed=1)
>>> est.games, est.wins.get("red", 0) + est.wins.get("black", 0) + est.draws
(100, 100)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping

from ..classic.balance.estimate import BLOCK, Estimate, blocks
from . import actions as A
from .checks import next_candidate
from .engine import sport_apply
from .roles import SportRole
from .ruleset import SportRuleset
from .setup import check_sport_composition, make_sport_setup, sport_start_state
from .state import SportSetup, SportStage, SportState

#: The sport sides, in the order they are listed.
SPORT_SIDES: tuple[str, ...] = ("red", "black")


def sport_table_setup(composition: Mapping[SportRole, int], ruleset: SportRuleset) -> SportSetup:
    """A table with ``composition`` in seat order (the deal changes nothing under random
    play: every seat is alike). Raises RuleViolation (S-SETUP-1)."""
    roles = [r for r in SportRole for _ in range(composition.get(r, 0))]
    return make_sport_setup([(i + 1, f"P{i + 1}", r) for i, r in enumerate(roles)], ruleset, 0)


def _uniform(s: SportState, rng: random.Random) -> A.SportAction:
    stage = s.stage
    if s.speaker is not None:
        if stage is SportStage.SPEECHES and all(by != s.speaker for by, _ in s.nominations):
            taken = {t for _, t in s.nominations}
            options = [x for x in s.living() if x != s.speaker and x not in taken]
            pick = rng.randrange(len(options) + 1)
            if pick < len(options):
                return A.SportNominate(s.speaker, options[pick])
        return A.EndSpeech()
    if stage is SportStage.VOTE:
        target = next_candidate(s)
        if target is not None:
            left = len(s.candidates) - len(s.ballots)   # this one and the ones after it
            voted = {v for _, vs in s.ballots for v in vs}
            return A.CastBallot(target, tuple(v for v in s.living() if v not in voted
                                              and rng.randrange(left) == 0))
    if stage is SportStage.RAISE_ALL:
        return A.RaiseAll(tuple(v for v in s.living() if rng.random() < 0.5))
    if stage is SportStage.DAY_END:
        return A.SportEndDay()
    if stage is SportStage.NIGHT and s.phase.number > 0 and not s.shot_done:
        black = s.setup.black
        red = [x for x in s.living() if not black[x - 1]]
        return A.Shot(rng.choice(red))
    return A.SportEndNight()


def play_sport_table(setup: SportSetup, rng: random.Random, max_actions: int = 5000) -> tuple[str, ...]:
    """One game of random play at ``setup``; returns the winning teams (``()`` a draw)."""
    state = sport_start_state(setup)
    for _ in range(max_actions):
        if state.outcome is not None:
            return tuple(t.value for t in state.outcome.winners)
        state = sport_apply(state, _uniform(state, rng))
    return ()


def simulate_sport(composition: Mapping[SportRole, int], ruleset: SportRuleset, games: int,
                   seed: int = 0, *, cancelled: Callable[[], bool] | None = None) -> Estimate:
    """Play ``games`` sport games at random and count who won (blocks of
    :data:`~.estimate.BLOCK` with ``random.Random(f"{seed}:{block}")``, as the classic
    model). Raises RuleViolation (S-SETUP-1) for a composition the rules refuse."""
    check_sport_composition([r for r, n in composition.items() for _ in range(n)], ruleset)
    setup = sport_table_setup(composition, ruleset)
    total = Estimate()
    for block, count in blocks(games):
        rng = random.Random(f"{seed}:{block}")
        wins: Counter[str] = Counter()
        draws = played = 0
        for _ in range(min(count, BLOCK)):
            if cancelled is not None and cancelled():
                break
            winners = play_sport_table(setup, rng)
            wins.update(winners)
            draws += not winners
            played += 1
        total = total.merged(Estimate(played, dict(wins), draws))
    return total


__all__ = ["SPORT_SIDES", "play_sport_table", "simulate_sport", "sport_table_setup"]
