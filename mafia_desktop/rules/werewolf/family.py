"""The werewolf family (``docs/rules-werewolf.md``): :data:`FAMILY`, found by its name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from typing import cast

from ..family import AnyAction, AnyState
from ..family_impl import RulesFamily
from .actions import LOG, Action
from .checks import why_not
from .engine import apply
from .queries import available, choices, legal_actions
from .roles import NAME, Role
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .score import points
from .setup import make_setup, start
from .state import Outcome, Setup, State
from .view import public_view, seat_view, summary


def _apply(state: AnyState, action: AnyAction) -> AnyState:
    """:func:`~.engine.apply` as the shared :class:`~..family.ApplyFn` (a state of this
    family, one of its actions: ``Game`` hands it nothing else)."""
    return apply(cast(State, state), cast(Action, action))


def _ended_by(state: State) -> Outcome | None:
    return state.outcome


FAMILY: RulesFamily[Setup, State, Ruleset] = RulesFamily(
    name=NAME, apply=_apply, starts=start, refusal=why_not, seats=choices,
    any_legal=available, host_chooses=lambda state: False, all_legal=legal_actions,
    ended_by=_ended_by, view=public_view, private=seat_view, summarised=summary,
    scored=points, options=OPTIONS, presets=PRESETS, builds_ruleset=ruleset_from, log=LOG,
    role_ids=tuple(r.value for r in Role), makes_setup=make_setup)

__all__ = ["FAMILY"]
