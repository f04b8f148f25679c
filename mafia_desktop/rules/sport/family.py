"""The sport family (RULES_SPORT.md) as the shared machinery sees it: :data:`FAMILY`,
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
from . import engine, queries
from .roles import SportRole
from .ruleset import SPORT_OPTIONS, SPORT_PRESETS, SportRuleset, sport_ruleset_from
from .score import points, sport_summary
from .setup import make_sport_setup, sport_start_state
from .state import SportSetup, SportState
from .view import sport_public_view

_LOG = LogTables(action_types=A.SPORT_ACTION_TYPES, player_fields=A.SPORT_PLAYER_FIELDS,
                 player_list_fields=A.SPORT_PLAYER_LIST_FIELDS,
                 text_fields=A.SPORT_TEXT_FIELDS, number_fields=A.SPORT_NUMBER_FIELDS,
                 nullable_fields=A.SPORT_NULLABLE_FIELDS)


def _state(state: AnyState) -> SportState:
    return cast(SportState, state)


def sport_seat_points(state: SportState) -> dict[int, SeatPoints]:
    """Each seat's part of the evening's table: its points (S-SCORE-1, :func:`points`),
    the win, the best moves it named (``points_best_move_2``/``_3`` by how many black
    it named, S-BEST-1), its fouls and the host's bonuses."""
    r = state.ruleset
    scored = points(state)
    winners = state.outcome.winners if state.outcome else ()
    best = {2: r.points_best_move_2, 3: r.points_best_move_3}
    best_move = {p.seat: 0.0 for p in state.setup.players}
    bonuses = {p.seat: 0.0 for p in state.setup.players}
    for b in state.best_moves:
        best_move[b.by] += best.get(b.black, 0.0)
    for bonus in state.bonuses:
        bonuses[bonus.seat] += bonus.points
    return {p.seat: SeatPoints(scored[p.seat], p.role.team in winners, best_move[p.seat],
                               state.fouls[p.seat - 1], bonuses[p.seat])
            for p in state.setup.players}


def _apply(state: AnyState, action: AnyAction) -> AnyState:
    """:func:`~.engine.sport_apply` (looked up when called)."""
    return engine.sport_apply(_state(state), cast(A.SportAction, action))


@dataclass(frozen=True, slots=True)
class SportFamily:
    """The sport family's members (:class:`~mafia_desktop.rules.family.Family`);
    ``apply`` is a field (:class:`~mafia_desktop.rules.family.ApplyFn`): a copy with
    another one counts or forbids the states a game builds (tests)."""

    apply: ApplyFn = _apply
    name: str = "sport"
    log: LogTables = _LOG
    role_ids: tuple[str, ...] = tuple(r.value for r in SportRole)

    @property
    def options(self) -> Mapping[str, OptionSpec]:
        """RULES_SPORT.md §8's options."""
        return SPORT_OPTIONS

    @property
    def presets(self) -> Mapping[str, AnyRuleset]:
        """``fiim``."""
        return SPORT_PRESETS

    def start(self, setup: AnySetup) -> AnyState:
        """:func:`~.setup.sport_start_state` (night 0, S-NIGHT0-1)."""
        return sport_start_state(cast(SportSetup, setup))

    def why_not(self, state: AnyState, action: object) -> RuleViolation | LogFormatError | None:
        """:func:`~.queries.sport_why_not`."""
        return queries.sport_why_not(_state(state), action)

    def is_legal(self, state: AnyState, action: object) -> bool:
        """:func:`~.queries.sport_is_legal`."""
        return queries.sport_is_legal(_state(state), action)

    def choices(self, state: AnyState, action_type: str,
                picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """:func:`~.queries.sport_choices`."""
        return queries.sport_choices(_state(state), action_type, picked)

    def available(self, state: AnyState, action_type: str) -> bool:
        """:func:`~.queries.sport_available`."""
        return queries.sport_available(_state(state), action_type)

    def needs_choice(self, state: AnyState) -> bool:
        """Always False: the sport vote never needs the host's choice."""
        return False

    def legal_actions(self, state: AnyState) -> Sequence[AnyAction]:
        """:func:`~.queries.sport_legal_actions`."""
        return queries.sport_legal_actions(_state(state))

    def outcome(self, state: AnyState) -> AnyOutcome | None:
        """S-WIN-*, S-FOUL-5: the state's outcome."""
        return _state(state).outcome

    def public_view(self, state: AnyState, reveal_roles: bool = False) -> AnyPublicView:
        """:func:`~.view.sport_public_view`."""
        return sport_public_view(_state(state), reveal_roles)

    def summary(self, state: AnyState) -> dict[str, Any]:
        """:func:`~.score.sport_summary` (RULES_SPORT.md §9)."""
        return sport_summary(_state(state))

    def points(self, state: AnyState) -> dict[int, SeatPoints]:
        """:func:`sport_seat_points`."""
        return sport_seat_points(_state(state))

    def ruleset_from(self, preset: str,
                     options: Mapping[str, Any] | None = None) -> AnyRuleset:
        """:func:`~.ruleset.sport_ruleset_from`."""
        return sport_ruleset_from(preset, options)

    def make_setup(self, rows: Sequence[tuple[int, str, str]], ruleset: AnyRuleset,
                   rng_seed: int) -> AnySetup:
        """:func:`~.setup.make_sport_setup` (S-SETUP-1; names as R-SETUP-1)."""
        return make_sport_setup([(seat, name, SportRole(role)) for seat, name, role in rows],
                                cast(SportRuleset, ruleset), rng_seed)


#: The sport family.
FAMILY = SportFamily()

__all__ = ["FAMILY", "SportFamily", "sport_seat_points"]
