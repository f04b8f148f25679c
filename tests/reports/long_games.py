"""Long games with a host's slips, for the report tests and for looking at the PDFs.

:func:`long_game` plays a random game of either family (the random players of
``rules/<family>/random_player.py``) with a time on every action (a few seconds to a
minute apart, some on a whole minute) and, on the way, the host's corrections as the
window stores them (``storage.repository.Correction``): now and then a legal action
other than the one taken is entered and undone at once, and now and then the host goes
back a few actions and the game goes on differently from there.
"""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import ruleset_from
from mafia_desktop.rules.classic.random_player import RandomPlayer, random_setup
from mafia_desktop.rules.errors import LogFormatError, RuleViolation
from mafia_desktop.rules.sport.random_player import propose, random_sport_setup
from mafia_desktop.storage.repository import Correction

START = datetime(2026, 11, 20, 19, 0, 0, tzinfo=UTC)


class _Clock:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.now = START

    def tick(self) -> datetime:
        """A few seconds to a minute later; now and then on a whole minute."""
        if self.rng.random() < 0.1:
            self.now = (self.now + timedelta(minutes=1)).replace(second=0)
        else:
            self.now += timedelta(seconds=self.rng.randint(3, 60))
        return self.now


def _next_action(game: Game, rng: random.Random, player: RandomPlayer | None) -> Any:
    """The next action of the family's random player (not pushed)."""
    if player is not None:
        action = player.step(game)
        if action is not None:
            game.pop()
        return action
    state = game.state
    action = propose(state, rng)
    if game.why_not(action) is None:
        return action
    legal = game.legal_actions()
    return rng.choice(legal) if legal else None


def long_game(family: str, size: int = 10, seed: int = 1, *, slips: float = 0.08,
              back: float = 0.02, max_actions: int = 600) -> tuple[Game, list[Correction]]:
    """A whole random game of ``family`` (``"classic"``: ``size`` players, the table
    preset; ``"sport"``: the FIIM ten) with timed actions, and its corrections in the
    order they were made (``slips``: the share of actions followed by a slip undone at
    once; ``back``: the share after which the host goes back 1 to 4 actions)."""
    rng = random.Random(seed)
    if family == "classic":
        setup: Any = random_setup(rng, size, ruleset_from("table"))
        player: RandomPlayer | None = RandomPlayer(seed)
    else:
        setup = random_sport_setup(rng)
        player = None
    game = Game(setup)
    clock = _Clock(rng)
    corrections: list[Correction] = []

    def undo() -> None:
        index = len(game) - 1
        action = game.pop()
        corrections.append(Correction(index, action, clock.tick()))

    while game.outcome is None and len(game) < max_actions:
        action = _next_action(game, rng, player)
        if action is None:
            break
        if rng.random() < slips:
            others = [a for a in game.legal_actions() if a != action]
            if others:
                game.push(replace(rng.choice(others), at=clock.tick()))
                undo()
        try:
            game.push(replace(action, at=clock.tick()))
        except (RuleViolation, LogFormatError):  # pragma: no cover - the player's own pick
            continue
        if rng.random() < back and game.outcome is None:
            for _ in range(min(len(game), rng.randint(1, 4))):
                undo()
    return game, corrections


__all__ = ["START", "long_game"]
