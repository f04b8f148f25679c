"""A random werewolf player (the contract suite, fuzzing, the balance command): a random
setup of 5..20 players by the W-SETUP-3 table and a whole game of legal actions, each
drawn from :func:`~.queries.legal_actions` (the host closes the vote only once most of
the living have voted, so days are days)."""

from __future__ import annotations

import random

from ..family import AnyAction
from .engine import apply
from .queries import legal_actions
from .ruleset import PRESETS, Ruleset
from .setup import deal, make_setup, start
from .state import Setup, Stage

NAMES = ("Ada", "Bruno", "Cleo", "Dmitri", "Eve", "Fyodor", "Galina", "Hugo", "Irina",
         "Jonas", "Kira", "Lev", "Mila", "Nina", "Oleg", "Pavel", "Rita", "Sasha", "Tanya",
         "Ulya")


def random_ruleset(rng: random.Random) -> Ruleset:
    """A preset with random options."""
    base = rng.choice(list(PRESETS.values()))
    return Ruleset(base.preset, witch=rng.random() < 0.6, hunter=rng.random() < 0.6,
                   guard_repeat=rng.random() < 0.3, guard_self=rng.random() < 0.7,
                   majority=rng.choice(("most", "half")), tie=rng.choice(("nobody", "revote")),
                   reveal_dead=rng.random() < 0.7)


def random_setup(seed: int, players: int | None = None) -> Setup:
    """A random table of ``players`` (5..20, random when ``None``) dealt by W-SETUP-3."""
    rng = random.Random(seed)
    n = players if players is not None else rng.randint(5, 20)
    ruleset = random_ruleset(rng)
    roles = deal(n, ruleset, seed)
    return make_setup([(i + 1, NAMES[i], r.value) for i, r in enumerate(roles)], ruleset, seed)


def random_actions(setup: Setup, seed: int, limit: int = 2000) -> list[AnyAction]:
    """A whole random game's actions (every one legal; at most ``limit``)."""
    rng = random.Random(seed)
    state, actions = start(setup), list[AnyAction]()
    while not state.ended and len(actions) < limit:
        legal = legal_actions(state)
        if state.stage in (Stage.VOTE, Stage.REVOTE, Stage.NOMINATIONS):
            voted = len(state.votes) >= len(state.living()) * 0.7 or not state.nominees()
            closing = [a for a in legal if a.TYPE == "close"]
            if state.stage is Stage.NOMINATIONS and len(state.nominations) < 3 and \
                    rng.random() < 0.8:
                legal = [a for a in legal if a.TYPE == "nominate"] or legal
            elif not voted:
                legal = [a for a in legal if a.TYPE == "vote"] or legal
            elif closing and rng.random() < 0.7:
                legal = closing
        elif state.stage is Stage.NIGHT:
            night = [a for a in legal if a.TYPE != "dawn"]
            if night and rng.random() < 0.85:
                legal = night
        action = rng.choice(legal)
        actions.append(action)
        state = apply(state, action)  # type: ignore[arg-type]
    return actions


__all__ = ["NAMES", "random_actions", "random_ruleset", "random_setup"]
