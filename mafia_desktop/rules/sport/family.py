"""The sport family (RULES_SPORT.md) as the shared machinery sees it: :data:`FAMILY`,
found by its name in :data:`mafia_desktop.rules.families.FAMILY_NAMES`."""

from __future__ import annotations

from typing import cast

from ..family import AnyAction, AnyState, Family, LogTables, SeatPoints
from ..family_impl import RulesFamily
from . import actions as A
from . import engine, queries
from .roles import SportRole
from .ruleset import SPORT_OPTIONS, SPORT_PRESETS, SportRuleset, sport_ruleset_from
from .score import points, sport_summary
from .setup import make_sport_setup, sport_start_state
from .state import SportSetup, SportState
from .view import sport_public_view, sport_seat_view


def _apply(state: AnyState, action: AnyAction) -> AnyState:
    """:func:`~.engine.sport_apply` (looked up when called, so a test may replace it)."""
    return engine.sport_apply(cast(SportState, state), cast(A.SportAction, action))


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


def _make_setup(rows: list[tuple[int, str, str]], ruleset: SportRuleset,
                rng_seed: int) -> SportSetup:
    """:func:`~.setup.make_sport_setup` with the role ids read as :class:`~.roles.SportRole`
    (S-SETUP-1; names as R-SETUP-1)."""
    return make_sport_setup([(seat, name, SportRole(role)) for seat, name, role in rows],
                            ruleset, rng_seed)


#: The sport family (its vote never needs the host's choice: ``needs_choice`` is False).
FAMILY: RulesFamily[SportSetup, SportState, SportRuleset] = RulesFamily(
    name="sport", apply=_apply, starts=sport_start_state, refusal=queries.sport_why_not,
    seats=queries.sport_choices, any_legal=queries.sport_available,
    host_chooses=lambda state: False, all_legal=queries.sport_legal_actions,
    ended_by=lambda state: state.outcome, view=sport_public_view, private=sport_seat_view,
    summarised=sport_summary,
    scored=sport_seat_points, options=SPORT_OPTIONS, presets=SPORT_PRESETS,
    builds_ruleset=sport_ruleset_from,
    log=LogTables(action_types=A.SPORT_ACTION_TYPES, player_fields=A.SPORT_PLAYER_FIELDS,
                  player_list_fields=A.SPORT_PLAYER_LIST_FIELDS,
                  text_fields=A.SPORT_TEXT_FIELDS, number_fields=A.SPORT_NUMBER_FIELDS,
                  nullable_fields=A.SPORT_NULLABLE_FIELDS),
    role_ids=tuple(r.value for r in SportRole), makes_setup=_make_setup)

#: The part as the registry (``rules.family.FAMILIES``) gives it: mypy checks it is a
#: :class:`~mafia_desktop.rules.family.Family`.
_AS_FAMILY: Family = FAMILY

__all__ = ["FAMILY", "sport_seat_points"]
