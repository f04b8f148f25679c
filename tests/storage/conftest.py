"""Storage test helpers: a repository on a fresh file, played games, file hashes."""
from __future__ import annotations

import hashlib
import random
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import Setup, make_setup, ruleset_from
from mafia_desktop.rules.classic.random_player import RandomPlayer, random_setup
from mafia_desktop.storage import GameRepository


def sha256(path: Path) -> str:
    """The file's SHA-256 (to prove a failed open changed no byte)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def random_game(seed: int, n: int = 10, max_actions: int = 100_000) -> Game:
    """A game played by the seeded random player (ended unless ``max_actions`` ran out)."""
    rng = random.Random(seed)
    setup = random_setup(rng, n, ruleset_from("table"))
    game = Game(setup)
    player = RandomPlayer(seed)
    while len(game) < max_actions and player.step(game) is not None:
        pass
    return game


def store(repo: GameRepository, game: Game) -> int:
    """Store ``game`` action by action as the host window does (push, then append)."""
    gid = repo.create_game(game.setup)
    replay = Game(game.setup)
    for i, action in enumerate(game.actions):
        replay.push(action)
        repo.append(gid, i, action, replay.outcome)
    return gid


def setup_of(*names_roles: str, seed: int = 1) -> Setup:
    """A setup from ``"Name:role"`` words in seat order."""
    from mafia_desktop.rules.classic import Role

    rows = [(i + 1, *w.split(":")) for i, w in enumerate(names_roles)]
    return make_setup([(s, n, Role(r)) for s, n, r in rows], ruleset_from("table"), seed)
