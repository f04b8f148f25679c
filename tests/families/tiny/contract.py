"""The tiny test-only family in the contract suite: one or two wolves; registered in
every layer while its contract runs (it is in no list)."""

from __future__ import annotations

from mafia_desktop.rules import Game
from tests.families.contract import Contract

from .family import registered


def _game(seed: int) -> Game:
    from . import rules
    setup = rules.random_setup(seed, wolves=1 + (seed % 3 == 0))
    return Game.replay(setup, rules.random_actions(setup, seed))


CONTRACT = Contract("tiny", _game, registered=registered)
