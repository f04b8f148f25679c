"""The random table: one whole game played by players who know nothing and choose at
random, every choice uniform over what the rules allow (the engine decides what is
allowed: :func:`~mafia_desktop.rules.classic.engine.is_legal`, ``choices``), the state moved on
by the real engine (:func:`~mafia_desktop.rules.classic.engine.apply`).

The choices, in the order a real table makes them:

* by day: the doctor protects a random player they may protect (R-DOC-1); the journalist
  compares a random pair (R-JOUR-1); one to three nominations, each a random
  (nominator, candidate) pair the rules accept (R-NOM-*); the host opens
  the vote; every living player, in a random order, votes for a random candidate they
  may vote for (R-VOTE-2, R-VOTE-4); the host closes the vote, naming a random candidate
  where the rules leave it to the host (R-VOTE-7, R-VOTE-8); the host ends the day;
* by night: the mafia kills a random player it may kill (R-MAF-1; it never passes), the
  maniac kills a random player (R-MAN-1), the commissar checks a random player (R-COM-1),
  each with a description where one is needed (R-MAF-5); the host ends the night;
* whenever the mafia must elect a godfather, a random mafioso (R-GF-1).

Nobody uses what they know (a check's answer, the roles of the dead), so under this play
every living player is as likely as any other to be executed, whatever their role: the
assumption behind the published "uniform lynch" figures (:mod:`.plain`). Nobody is
removed by the host.

>>> from mafia_desktop.rules.classic import Role, ruleset_from
>>> winners = play_table({Role.GODFATHER: 1, Role.CIVILIAN: 5}, ruleset_from("table"),
...                      random.Random(3))
>>> winners in ((), ("mafia",), ("town",))
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import TypeVar

from .. import actions as A
from ..engine import apply, available, choices, is_legal, needs_choice
from ..roles import Role
from ..ruleset import Ruleset
from ..setup import start_state
from ..state import GameState, Player, Setup, Stage

#: The description a kill carries where the rules need one (R-MAF-5, R-MAN-2).
DESCRIPTION = "A random description."
#: The most nominations a random day has (it has at least one).
MAX_NOMINATIONS = 3
#: Actions after which a game is given up (none of the random table's games comes near:
#: a day and a night are at most ~30 actions at 24 players, and each kills someone).
MAX_ACTIONS = 5_000
#: Random draws :func:`pick` tries before it checks every choice.
_TRIES = 4

T = TypeVar("T")


def table_setup(composition: Mapping[Role, int], ruleset: Ruleset) -> Setup:
    """A setup of ``composition`` seated in role order (seat numbers carry no meaning at
    a random table, so no deal is needed). Not checked: :func:`play_table`'s caller
    checks the composition (``check_composition``)."""
    roles = [role for role in Role for _ in range(composition.get(role, 0))]
    players = tuple(Player(i + 1, f"P{i + 1}", role) for i, role in enumerate(roles))
    return Setup(players=players, ruleset=ruleset, rng_seed=0)


def play_table(composition: Mapping[Role, int], ruleset: Ruleset, rng: random.Random,
               *, setup: Setup | None = None,
               on_state: Callable[[GameState], None] | None = None) -> tuple[str, ...]:
    """Play one game at the random table and return its winners' faction ids (``()`` for
    a draw, R-WIN-4; ``("mafia", "maniac")`` when the maniac wins beside, R-WIN-3).

    Args:
        composition: role -> count; it must pass ``check_composition`` (R-SETUP-2/3).
        ruleset: the game's options.
        rng: every choice's random source.
        setup: the setup to play (default :func:`table_setup`), to save building it.
        on_state: called with the start state and with the state after each step (a
            step is one action, or a whole night, vote or discussion), for tests.
    Raises:
        RuntimeError: the game did not end within :data:`MAX_ACTIONS` actions (a bug).
    """
    setup = setup or table_setup(composition, ruleset)
    s = start_state(replace_seed(setup, rng))
    desc = DESCRIPTION if ruleset.kill_requires_description else None
    while s.outcome is None:
        if on_state is not None:
            on_state(s)
        if s.index > MAX_ACTIONS:
            raise RuntimeError(f"a random game did not end within {MAX_ACTIONS} actions")
        if s.godfather_pending:
            s = apply(s, A.AppointGodfather(rng.choice(choices(s, "appoint_godfather"))))
        elif s.stage is Stage.NIGHT:
            s = _night(s, rng, desc)
        else:
            s = _day(s, rng)
    if on_state is not None:
        on_state(s)
    return tuple(f.value for f in s.outcome.winners)


def replace_seed(setup: Setup, rng: random.Random) -> Setup:
    """``setup`` with a fresh ``rng_seed`` (the rules' own random choice, R-VOTE-8)."""
    return Setup(players=setup.players, ruleset=setup.ruleset, rng_seed=rng.randrange(2**31))


def pick(s: GameState, rng: random.Random, domain: Sequence[T],
         make: Callable[[T], A.Action]) -> A.Action | None:
    """A uniformly random legal action among ``make(x)`` for ``x`` in ``domain`` (the
    engine's :func:`~mafia_desktop.rules.classic.engine.is_legal` decides), or ``None`` when none
    is legal. A few random draws first (rejection sampling: uniform over the legal ones,
    and one check each), then every ``x`` is checked and one of the legal drawn."""
    if not domain:
        return None
    for _ in range(_TRIES):
        action = make(domain[int(rng.random() * len(domain))])
        if is_legal(s, action):
            return action
    legal = [a for a in map(make, domain) if is_legal(s, a)]
    return rng.choice(legal) if legal else None


def _maybe(s: GameState, rng: random.Random, kind: str, domain: Sequence[T],
           make: Callable[[T], A.Action]) -> GameState:
    """``s`` after a random legal ``kind`` action (:func:`pick`), or ``s`` when the
    rules allow none now (asked first of ``engine.available``, which is cheaper)."""
    if not available(s, kind):
        return s
    action = pick(s, rng, domain, make)
    return s if action is None else apply(s, action)


def _night(s: GameState, rng: random.Random, desc: str | None) -> GameState:
    living = s.living()
    makers: tuple[tuple[str, Callable[[int], A.Action]], ...] = (
        ("mafia_kill", lambda t: A.MafiaKill(t, desc)),
        ("maniac_kill", lambda t: A.ManiacKill(t, desc)), ("check", A.Check))
    for kind, make in makers:
        s = _maybe(s, rng, kind, living, make)
    return apply(s, A.EndNight())


def _day(s: GameState, rng: random.Random) -> GameState:
    living = s.living()
    if s.stage is Stage.DISCUSSION:
        s = _maybe(s, rng, "protect", living, A.Protect)
        s = _maybe(s, rng, "compare", [(a, b) for a in living for b in living if a < b],
                   lambda ab: A.Compare(*ab))
        pairs = [(a, b) for a in living for b in living if a != b]
        for _ in range(rng.randint(1, MAX_NOMINATIONS)):
            action = pick(s, rng, pairs, lambda ab: A.Nominate(*ab))
            if action is None:
                break
            s = apply(s, action)
        return apply(s, A.OpenVote())
    if s.stage is Stage.VOTING:
        voters = list(living)
        rng.shuffle(voters)
        for voter in voters:
            action = pick(s, rng, s.candidates, partial(A.Vote, voter))
            if action is not None:
                s = apply(s, action)
        if needs_choice(s):
            return apply(s, A.CloseVote(rng.choice(choices(s, "close_vote"))))
        return apply(s, A.CloseVote())
    return apply(s, A.EndDay())


__all__ = ["DESCRIPTION", "MAX_ACTIONS", "MAX_NOMINATIONS", "play_table", "table_setup",
           "replace_seed", "pick"]
