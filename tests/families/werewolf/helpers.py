"""Hand-made werewolf tables for the rule tests."""

from __future__ import annotations

from typing import Any

from mafia_desktop.rules.werewolf import (
    Attack,
    Check,
    Guard,
    Ruleset,
    State,
    make_setup,
    ruleset_from,
    start,
)
from mafia_desktop.rules.werewolf.engine import apply

#: Eight players: two werewolves (1, 2), seer 3, bodyguard 4, witch 5, hunter 6,
#: villagers 7 and 8.
EIGHT = ["wolf", "wolf", "seer", "bodyguard", "witch", "hunter", "villager", "villager"]
#: Night 1's choices on ``EIGHT``: the pack attacks 7, the seer checks 1, 4 guards self.
NIGHT_ONE = (Attack(7), Check(1), Guard(4))
NAMES = ["Ada", "Bruno", "Cleo", "Dmitri", "Eve", "Fyodor", "Galina", "Hugo"]


def table(roles: list[str] | None = None, preset: str = "full",
          names: list[str] | None = None, **options: Any) -> State:
    """The start state of a table (``EIGHT`` by default) with the ``full`` preset."""
    roles, names = roles or EIGHT, names or NAMES
    ruleset: Ruleset = ruleset_from(preset, options)
    return start(make_setup([(i + 1, names[i] if i < len(names) else f"P{i + 1}", r)
                             for i, r in enumerate(roles)], ruleset, 7))


def play(state: State, *actions: Any) -> State:
    """The state after ``actions``, in order."""
    for action in actions:
        state = apply(state, action)
    return state
