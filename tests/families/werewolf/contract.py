"""The werewolf family in the contract suite: whole random games of 5 to 20 players by
its random player; a player who has left has their role shown with ``reveal_dead``
(W-VIEW-1), so the seats' ``role`` is announced for them."""

from __future__ import annotations

from mafia_desktop.rules import Game
from tests.families.contract import Contract


def _game(seed: int) -> Game:
    from mafia_desktop.rules.werewolf.random_player import random_actions, random_setup
    setup = random_setup(seed)
    return Game.replay(setup, random_actions(setup, seed))


CONTRACT = Contract("werewolf", _game, announced=("role",))
