"""Each family as the contract suite plays it: whole random games (its own random player)
and the words that are secret before the end."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from mafia_desktop.i18n.names import role_name, status_name
from mafia_desktop.rules import Game


def _classic(seed: int) -> Game:
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup
    rng = random.Random(seed)
    return play_random_game(random_setup(rng, rng.randint(5, 12)), seed)


def _sport(seed: int) -> Game:
    from mafia_desktop.rules.sport.random_player import (
        play_random_sport_game,
        random_sport_setup,
    )
    setup = random_sport_setup(random.Random(seed))
    return Game.replay(setup, play_random_sport_game(setup, seed))


def _tiny(seed: int) -> Game:
    from tests.families.tiny import rules
    setup = rules.random_setup(seed, wolves=1 + (seed % 3 == 0))
    return Game.replay(setup, rules.random_actions(setup, seed))


@dataclass(frozen=True)
class Contract:
    """One family in the contract suite: ``game(seed)`` a whole random game; the check
    answers (in words) that are secret; the public seat fields announced aloud for a
    player who has left (classic R-HOST-2: the status)."""

    name: str
    game: Callable[[int], Game]
    check_words: tuple[str, ...] = ()
    announced: tuple[str, ...] = ()


CONTRACTS = {
    "classic": Contract("classic", _classic, announced=("status",)),
    "sport": Contract("sport", _sport, check_words=("the sheriff", "not the sheriff")),
    "tiny": Contract("tiny", _tiny),
}


def _values(obj: Any, skip: tuple[str, ...] = ()) -> list[str]:
    """Every text in a public view, its seats' announced fields left out for a player
    who has left."""
    if isinstance(obj, str):
        return [obj]
    if is_dataclass(obj):
        gone = getattr(obj, "alive", True) is False
        return [v for f in fields(obj) if not (gone and f.name in skip)
                for v in _values(getattr(obj, f.name), skip)]
    if isinstance(obj, (tuple, list)):
        return [v for item in obj for v in _values(item, skip)]
    return []


def view_leaks(contract: Contract, view: Any, role_ids: tuple[str, ...]) -> list[str]:
    """The role ids in a public view (not an announced status of a player who left)."""
    return [v for v in _values(view, contract.announced) if v in role_ids]


def secret_words(contract: Contract, state: Any, view: Any) -> set[str]:
    """The words the players' screen must not show now: the role of each player still in
    the game (unless the same word is announced for one who left) and the check answers."""
    family = contract.name
    roles = {role_name(p.role.value, family) for p in state.setup.players
             if state.alive[p.seat - 1]}
    announced = {status_name(v, family)
                 for s in view.seats if not s.alive
                 for f in contract.announced for v in [getattr(s, f, None)] if v}
    return (roles - announced) | set(contract.check_words)
