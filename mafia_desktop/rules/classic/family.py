"""The classic family (RULES.md) as the shared machinery sees it: :data:`FAMILY`,
found by its name in :data:`mafia_desktop.rules.families.FAMILY_NAMES`."""

from __future__ import annotations

from typing import cast

from ..family import AnyAction, AnyState, Family, LogTables
from ..family_impl import RulesFamily
from . import actions as A
from . import engine
from .roles import Role
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .score import classic_points, classic_summary
from .setup import make_setup, start_state
from .state import GameState, Setup
from .view import classic_public_view, classic_seat_view


def _apply(state: AnyState, action: AnyAction) -> AnyState:
    """:func:`~.engine.apply` (looked up when called, so a test may replace it)."""
    return engine.apply(cast(GameState, state), cast(A.Action, action))


def _make_setup(rows: list[tuple[int, str, str]], ruleset: Ruleset, rng_seed: int) -> Setup:
    """:func:`~.setup.make_setup` with the role ids read as :class:`~.roles.Role`."""
    return make_setup([(seat, name, Role(role)) for seat, name, role in rows], ruleset,
                      rng_seed)


#: The classic family.
FAMILY: RulesFamily[Setup, GameState, Ruleset] = RulesFamily(
    name="classic", apply=_apply, starts=start_state, refusal=engine.why_not,
    seats=engine.choices, any_legal=engine.available, host_chooses=engine.needs_choice,
    all_legal=engine.legal_actions, ended_by=lambda state: state.outcome,
    view=classic_public_view, private=classic_seat_view, summarised=classic_summary, scored=classic_points,
    options=OPTIONS, presets=PRESETS, builds_ruleset=ruleset_from,
    log=LogTables(action_types=A.ACTION_TYPES, player_fields=A.PLAYER_FIELDS,
                  player_list_fields={}, text_fields=A.TEXT_FIELDS, number_fields={},
                  nullable_fields={}),
    role_ids=tuple(r.value for r in Role), makes_setup=_make_setup)

#: The part as the registry (``rules.family.FAMILIES``) gives it: mypy checks it is a
#: :class:`~mafia_desktop.rules.family.Family`.
_AS_FAMILY: Family = FAMILY

__all__ = ["FAMILY"]
