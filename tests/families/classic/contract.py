"""The classic family in the contract suite: whole random games of 5 to 12 players; a
player who has left has their status announced (R-HOST-2)."""

from __future__ import annotations

import random

from mafia_desktop.rules import Game
from tests.families.contract import Contract


def _game(seed: int) -> Game:
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup
    rng = random.Random(seed)
    return play_random_game(random_setup(rng, rng.randint(5, 12)), seed)


CONTRACT = Contract("classic", _game, announced=("status",))
