"""A random sport player: plays legal sport games for tests, benchmarks and the balance
model. Each step proposes what a real table might do now (mostly end a speech, sometimes
nominate, raise hands at random, shoot a red player, check, now and then a foul) and
falls back to any legal action; every action goes through :func:`sport_apply`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from ..errors import LogFormatError, RuleViolation
from . import actions as A
from .checks import best_move_counts, best_move_maker, in_game, next_candidate
from .engine import sport_apply
from .queries import best_move_choices, sport_legal_actions, voters_left
from .roles import FIIM_COMPOSITION, SportRole
from .ruleset import SportRuleset
from .setup import deal_sport_roles, make_sport_setup, sport_start_state
from .state import SportSetup, SportStage, SportState

NAMES = ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
         "Maya", "Nikita", "Olga", "Pavel")


def random_sport_setup(rng: random.Random, ruleset: SportRuleset | None = None) -> SportSetup:
    """A FIIM table of ten with a random deal (S-SETUP-1, S-SETUP-2)."""
    roles = deal_sport_roles(FIIM_COMPOSITION, rng.randrange(2**32))
    return make_sport_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                            ruleset or SportRuleset(), rng.randrange(2**32))


def _subset(rng: random.Random, seats: tuple[int, ...], p: float) -> tuple[int, ...]:
    return tuple(s for s in seats if rng.random() < p)


_END_SPEECH = A.EndSpeech()        # actions are frozen values: one of each will do
_END_DAY = A.SportEndDay()
_END_NIGHT = A.SportEndNight()


def _best_move(s: SportState, rng: random.Random) -> A.BestMove:
    """A best move of as many guesses as ``best_move_guesses`` allows (S-BEST-1)."""
    others = list(best_move_choices(s))
    fewest, most = best_move_counts(s)
    count = min(len(others), rng.randint(fewest, most))
    return A.BestMove(tuple(rng.sample(others, count)))


def propose(s: SportState, rng: random.Random, fouls: float = 0.01) -> A.SportAction:
    """One action a real table might take now (it may be refused: then pick another)."""
    random_ = rng.random
    speaker = s.speaker
    if speaker is not None and s.stage is SportStage.SPEECHES and random_() >= 0.3 \
            and random_() >= fouls:
        return _END_SPEECH                          # the common case, first
    if fouls and random_() < fouls:
        seat = rng.randint(1, s.setup.size)
        if in_game(s, seat):
            roll = rng.random()
            if roll < 0.05:
                return A.Disqualify(seat, "random")
            if roll < 0.07:
                return A.TeamDefeat(seat, "random")
            if roll < 0.2:
                return A.Bonus(seat, rng.choice((-0.5, 0.1, 0.25)), "random")
            if s.fouls[seat - 1] < 4:
                return A.Foul(seat)
    stage = s.stage
    if s.speaker is not None:
        if stage is SportStage.SPEECHES and rng.random() < 0.3 \
                and all(by != s.speaker for by, _ in s.nominations):
            taken = {t for _, t in s.nominations}
            free = [x for x in s.living() if x != s.speaker and x not in taken]
            if free:
                return A.SportNominate(s.speaker, rng.choice(free))
        if stage is SportStage.LAST_WORD and best_move_maker(s) is not None \
                and rng.random() < 0.7:
            return _best_move(s, rng)
        return _END_SPEECH
    if stage is SportStage.VOTE:
        target = next_candidate(s)
        if target is not None:
            left = len(s.candidates) - len(s.ballots)
            return A.CastBallot(target, _subset(rng, voters_left(s), 1.0 / left))
    if stage is SportStage.RAISE_ALL:
        return A.RaiseAll(_subset(rng, s.living(), 0.5))
    if stage is SportStage.DAY_END:
        return _END_DAY
    if stage is SportStage.NIGHT and s.phase.number > 0:
        night = s.phase.number
        if not s.shot_done:
            black = s.setup.black
            red = [x for x in s.living() if not black[x - 1]]
            return A.Shot(rng.choice(red) if red and rng.random() < 0.85 else None)
        if best_move_maker(s) is not None and rng.random() < 0.5:
            return _best_move(s, rng)               # S-BEST-1: woken at the night's end
        done = {c.by for c in s.checks if c.night == night}
        for role, cls in ((SportRole.DON, A.DonCheck), (SportRole.SHERIFF, A.SheriffCheck)):
            if role.value not in done and rng.random() < 0.8:
                checker = s.setup.don if role is SportRole.DON else s.setup.sheriff
                if checker and s.alive[checker - 1]:
                    return cls(rng.choice([x for x in s.living() if x != checker]))
    return _END_NIGHT


def play_random_sport_game(setup: SportSetup, seed: int | None = None, *, max_actions: int = 2000,
                           on_state: Callable[[SportState], None] | None = None) -> list[A.SportAction]:
    """Play one random legal game from ``setup``; returns its log (the actions).

    ``on_state`` is called with every state, the start state first.
    """
    rng = random.Random(seed)
    state = sport_start_state(setup)
    log: list[A.SportAction] = []
    if on_state is not None:
        on_state(state)
    while state.outcome is None and len(log) < max_actions:
        action = propose(state, rng)
        try:
            state = sport_apply(state, action)
        except (RuleViolation, LogFormatError):
            legal = sport_legal_actions(state)
            action = rng.choice(legal)
            state = sport_apply(state, action)
        log.append(action)
        if on_state is not None:
            on_state(state)
    return log


def random_sport_states(seed: int, at_least: int) -> Iterator[SportState]:
    """Every state of random sport games until at least ``at_least`` have been given
    (for the leak and invariant tests)."""
    rng = random.Random(seed)
    states: list[SportState] = []
    while len(states) < at_least:
        play_random_sport_game(random_sport_setup(rng), rng.randrange(2**32),
                               on_state=states.append)
    yield from states
