"""The sport family in the contract suite: whole random games of ten; the sheriff's and
the don's check answers are secret before the end."""

from __future__ import annotations

import random

from mafia_desktop.rules import Game
from tests.families.contract import Contract


def _game(seed: int) -> Game:
    from mafia_desktop.rules.sport.random_player import (
        play_random_sport_game,
        random_sport_setup,
    )
    setup = random_sport_setup(random.Random(seed))
    return Game.replay(setup, play_random_sport_game(setup, seed))


CONTRACT = Contract("sport", _game, check_words=("the sheriff", "not the sheriff"))
