"""The two rules families on one machinery (DESIGN.md): ``classic`` (RULES.md) and
``sport`` (RULES_SPORT.md). A :class:`Family` bundles one family's engine functions;
:class:`~.game.Game`, the log reader/writer and ``replay`` ask :func:`family_of` a setup
and call through it, so everything above the rules works with either family.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from . import engine
from .actions import Action
from .errors import LogFormatError, RuleViolation
from .setup import start_state
from .sport.actions import SportAction
from .sport.engine import (
    sport_apply,
    sport_available,
    sport_choices,
    sport_is_legal,
    sport_legal_actions,
    sport_why_not,
)
from .sport.setup import sport_start_state
from .sport.state import SportOutcome, SportSetup, SportState
from .state import GameState, Outcome, Setup

#: A setup, a state or an action of either family.
AnySetup = Setup | SportSetup
AnyState = GameState | SportState
AnyAction = Action | SportAction
AnyOutcome = Outcome | SportOutcome

#: The families by ``ruleset.family`` (GAME_LOG.md; absent means ``classic``).
FAMILIES: tuple[str, ...] = ("classic", "sport")


@dataclass(frozen=True, slots=True)
class Family:
    """One rules family's engine: every function takes that family's state."""

    name: str
    start: Callable[[Any], Any]
    apply: Callable[[Any, Any], Any]
    why_not: Callable[[Any, Any], RuleViolation | LogFormatError | None]
    is_legal: Callable[[Any, Any], bool]
    choices: Callable[[Any, str, tuple[int, ...]], tuple[int, ...]]
    available: Callable[[Any, str], bool]
    needs_choice: Callable[[Any], bool]
    legal_actions: Callable[[Any], Sequence[Any]]


CLASSIC = Family("classic", start_state, engine.apply, engine.why_not, engine.is_legal,
                 engine.choices, engine.available, engine.needs_choice,
                 engine.legal_actions)
SPORT = Family("sport", sport_start_state, sport_apply, sport_why_not, sport_is_legal,
               sport_choices, sport_available, lambda s: False, sport_legal_actions)


def family_of(setup: AnySetup) -> Family:
    """The family of a setup: :data:`SPORT` for a :class:`SportSetup`, else
    :data:`CLASSIC`."""
    return SPORT if isinstance(setup, SportSetup) else CLASSIC


def family_name(setup_or_state: object) -> str:
    """``"sport"`` or ``"classic"`` for a setup or a state of either family."""
    if isinstance(setup_or_state, (SportSetup, SportState)):
        return "sport"
    return "classic"
