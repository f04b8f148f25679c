"""The classic family (RULES.md) as the shared machinery sees it: :data:`FAMILY`,
registered in :mod:`mafia_desktop.rules.families`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from ..errors import LogFormatError, RuleViolation
from ..family import (
    AnyAction,
    AnyOutcome,
    AnyPublicView,
    AnyRuleset,
    AnySetup,
    AnyState,
    ApplyFn,
    LogTables,
    SeatPoints,
)
from ..options import OptionSpec
from . import actions as A
from . import engine
from .roles import Role
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .score import classic_points, classic_summary
from .setup import make_setup, start_state
from .state import GameState, Setup
from .view import classic_public_view

_LOG = LogTables(action_types=A.ACTION_TYPES, player_fields=A.PLAYER_FIELDS,
                 player_list_fields={}, text_fields=A.TEXT_FIELDS, number_fields={},
                 nullable_fields={})


def _state(state: AnyState) -> GameState:
    return cast(GameState, state)


def _apply(state: AnyState, action: AnyAction) -> AnyState:
    """:func:`~.engine.apply` (looked up when called)."""
    return engine.apply(_state(state), cast(A.Action, action))


@dataclass(frozen=True, slots=True)
class ClassicFamily:
    """The classic family's members (:class:`~mafia_desktop.rules.family.Family`);
    ``apply`` is a field (:class:`~mafia_desktop.rules.family.ApplyFn`): a copy with
    another one counts or forbids the states a game builds (tests)."""

    apply: ApplyFn = _apply
    name: str = "classic"
    log: LogTables = _LOG
    role_ids: tuple[str, ...] = tuple(r.value for r in Role)

    @property
    def options(self) -> Mapping[str, OptionSpec]:
        """RULES.md §7's options."""
        return OPTIONS

    @property
    def presets(self) -> Mapping[str, AnyRuleset]:
        """``table`` (the default) and ``seed``."""
        return PRESETS

    def start(self, setup: AnySetup) -> AnyState:
        """:func:`~.setup.start_state`."""
        return start_state(cast(Setup, setup))

    def why_not(self, state: AnyState, action: object) -> RuleViolation | LogFormatError | None:
        """:func:`~.engine.why_not`."""
        return engine.why_not(_state(state), cast(A.Action, action))

    def is_legal(self, state: AnyState, action: object) -> bool:
        """:func:`~.engine.is_legal`."""
        return engine.is_legal(_state(state), cast(A.Action, action))

    def choices(self, state: AnyState, action_type: str,
                picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """:func:`~.engine.choices`."""
        return engine.choices(_state(state), action_type, picked)

    def available(self, state: AnyState, action_type: str) -> bool:
        """:func:`~.engine.available`."""
        return engine.available(_state(state), action_type)

    def needs_choice(self, state: AnyState) -> bool:
        """:func:`~.engine.needs_choice` (R-VOTE-7/8)."""
        return engine.needs_choice(_state(state))

    def legal_actions(self, state: AnyState) -> Sequence[AnyAction]:
        """:func:`~.engine.legal_actions`."""
        return engine.legal_actions(_state(state))

    def outcome(self, state: AnyState) -> AnyOutcome | None:
        """R-WIN-*: the state's outcome."""
        return _state(state).outcome

    def public_view(self, state: AnyState, reveal_roles: bool = False) -> AnyPublicView:
        """:func:`~.view.classic_public_view`."""
        return classic_public_view(_state(state), reveal_roles)

    def summary(self, state: AnyState) -> dict[str, Any]:
        """:func:`~.score.classic_summary`."""
        return classic_summary(_state(state))

    def points(self, state: AnyState) -> dict[int, SeatPoints]:
        """:func:`~.score.classic_points`: 1 for a win."""
        return classic_points(_state(state))

    def ruleset_from(self, preset: str,
                     options: Mapping[str, Any] | None = None) -> AnyRuleset:
        """:func:`~.ruleset.ruleset_from`."""
        return ruleset_from(preset, options)

    def make_setup(self, rows: Sequence[tuple[int, str, str]], ruleset: AnyRuleset,
                   rng_seed: int) -> AnySetup:
        """:func:`~.setup.make_setup` with role ids read as :class:`~.roles.Role`."""
        return make_setup([(seat, name, Role(role)) for seat, name, role in rows],
                          cast(Ruleset, ruleset), rng_seed)


#: The classic family.
FAMILY = ClassicFamily()

__all__ = ["FAMILY", "ClassicFamily"]
