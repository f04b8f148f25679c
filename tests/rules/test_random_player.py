"""The classic random player (issue 22 item 9): a move of a role nobody living holds is
not proposed (the engine would refuse it whatever its target), and a seed still plays the
very same game as when every move was proposed and the engine refused it."""
from __future__ import annotations

import random

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import GameState, Role
from mafia_desktop.rules.classic import actions as A
from mafia_desktop.rules.classic.random_player import RandomPlayer, random_ruleset, random_setup


class ProposesEverything(RandomPlayer):
    """The player as it was: every role's move proposed, the engine refusing those of
    a role nobody living holds."""

    def _table(self, s: GameState) -> tuple[list[int], frozenset[Role]]:
        living, _ = super()._table(s)
        return living, frozenset(Role)


class Counted(Game):
    """A game that keeps every action pushed at it, refused or not."""

    tried: list[A.Action]

    def push(self, action):  # type: ignore[no-untyped-def]
        self.tried.append(action)
        return super().push(action)


def play(player: RandomPlayer, setup: object) -> tuple[list[A.Action], list[A.Action]]:
    """The actions of ``player``'s whole game of ``setup``, and every action it tried."""
    game = Counted(setup)  # type: ignore[arg-type]
    game.tried = []
    while player.step(game) is not None:
        pass
    return list(game.actions), game.tried


def test_a_seed_plays_the_same_game_with_fewer_refused_moves() -> None:
    rng = random.Random(22)
    fewer = 0
    for seed in range(150):
        setup = random_setup(rng, rng.randint(4, 20), random_ruleset(rng))
        new, new_tried = play(RandomPlayer(seed), setup)
        old, old_tried = play(ProposesEverything(seed), setup)
        assert new == old, seed
        assert len(new_tried) <= len(old_tried)
        fewer += len(old_tried) - len(new_tried)
        refused = [a for a in new_tried if a not in new]
        holders = {p.role for p in setup.players}
        # a role that was never dealt is never asked to act
        for kind, role in ((A.ManiacKill, Role.MANIAC), (A.Check, Role.COMMISSAR),
                           (A.Protect, Role.DOCTOR), (A.Compare, Role.JOURNALIST)):
            if role not in holders:
                assert not any(isinstance(a, kind) for a in refused), (seed, kind)
    assert fewer > 0
