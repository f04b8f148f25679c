"""Finished sport games for the tournament tests: random ones with more fouls, bonuses and
penalties than the random player gives by default (also after the end), and the shared
scenarios played to their end."""

from __future__ import annotations

import random
from collections.abc import Iterator

from mafia_desktop.rules import Game
from mafia_desktop.rules.errors import LogFormatError, RuleViolation
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.sport import Bonus, Disqualify, Foul, sport_legal_actions
from mafia_desktop.rules.sport.random_player import propose, random_sport_setup
from tests.conftest import SHARED

SCENARIOS = SHARED / "scenarios"


def finish(game: Game, rng: random.Random, fouls: float = 0.0) -> Game:
    """Play ``game`` on at random to its end (``fouls``: the chance of a foul, bonus or
    penalty at each step), then give a few fouls, bonuses and disqualifications after the
    end (S-WIN-4) when ``fouls`` is set."""
    for _ in range(3000):
        if game.state.outcome is not None:
            break
        action = propose(game.state, rng, fouls)
        fouled = [s for s in game.state.living() if 0 < game.state.fouls[s - 1] < 4]
        if fouled and rng.random() < fouls / 2:       # a fourth foul now and then
            action = Foul(rng.choice(fouled))
        if not game.is_legal(action):
            action = rng.choice(sport_legal_actions(game.state))
        game.push(action)
    assert game.state.outcome is not None, "the game did not end"
    if fouls:
        for _ in range(rng.randint(0, 6)):
            seat = rng.randint(1, game.setup.size)
            action = rng.choice([Foul(seat), Disqualify(seat, "after the end"),
                                 Bonus(seat, rng.choice((0.3, -0.2)), "after the end")])
            if game.is_legal(action):
                game.push(action)
    return game


def random_games(seed: int, count: int, fouls: float = 0.06) -> Iterator[Game]:
    """``count`` finished random FIIM games."""
    rng = random.Random(seed)
    for _ in range(count):
        yield finish(Game(random_sport_setup(rng)), rng, fouls)


def scenario_games() -> Iterator[tuple[str, Game]]:
    """Each shared sport scenario that replays, played on at random to its end (seeded by
    its name)."""
    for path in sorted(SCENARIOS.glob("sport_*.mafia.json")):
        try:
            game = load_game(path.read_bytes())
        except (LogFormatError, RuleViolation):
            continue                               # a scenario of a refusal
        yield path.name, finish(game, random.Random(path.name))
