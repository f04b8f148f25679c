"""The classic family (RULES.md): pure Python, on the shared machinery of
:mod:`mafia_desktop.rules` (one :class:`~mafia_desktop.rules.game.Game`, log reader and
writer, refusal type, public view).

Start here: :func:`make_setup` and :func:`ruleset_from` build a setup; ``Game(setup)``
pushes and pops actions. The host's window asks :func:`why_not`, :func:`choices`,
:func:`available` and :func:`needs_choice`, which build no state. The family's members
for the shared machinery are :data:`~.family.FAMILY`.
"""

from .actions import (
                      ACTION_TYPES,
                      PICKED_FIELDS,
                      PLAYER_FIELDS,
                      TEXT_FIELDS,
                      Action,
                      AppointGodfather,
                      Check,
                      CloseVote,
                      Compare,
                      EndDay,
                      EndNight,
                      HostKill,
                      MafiaKill,
                      MafiaPass,
                      ManiacKill,
                      Nominate,
                      OpenVote,
                      Protect,
                      Vote,
                      WithdrawVote,
)
from .engine import (
                      NightResult,
                      VoidKill,
                      apply,
                      available,
                      choices,
                      is_legal,
                      legal_actions,
                      mafia_blocked,
                      needs_choice,
                      night_victims,
                      outcome_of,
                      resolve_night,
                      select_executed,
                      why_not,
)
from .family import FAMILY
from .roles import FACTION_ORDER, Faction, Role, announced_status, status_of
from .ruleset import OPTIONS, PRESETS, Ruleset, ruleset_from
from .score import classic_points, classic_summary
from .setup import (
                      MIN_PLAYERS,
                      check_composition,
                      deal_roles,
                      make_setup,
                      start_state,
                      suggested_composition,
)
from .state import (
                      Ballot,
                      CheckResult,
                      Comparison,
                      Death,
                      Execution,
                      GameState,
                      MafiaDecision,
                      ManiacDecision,
                      Outcome,
                      Player,
                      Setup,
                      Stage,
)
from .view import PublicSeat, PublicView, classic_public_view

__all__ = [
    "FAMILY", "ACTION_TYPES", "PICKED_FIELDS", "PLAYER_FIELDS", "TEXT_FIELDS", "Action",
    "AppointGodfather", "Check", "CloseVote", "Compare", "EndDay",
    "EndNight", "HostKill", "MafiaKill", "MafiaPass", "ManiacKill", "Nominate", "OpenVote",
    "Protect", "Vote", "WithdrawVote", "apply", "legal_actions", "mafia_blocked",
    "why_not", "is_legal", "choices", "available", "needs_choice", "resolve_night",
    "NightResult", "VoidKill", "night_victims", "outcome_of", "select_executed",
    "FACTION_ORDER", "Faction", "Role", "announced_status", "status_of", "OPTIONS",
    "PRESETS", "Ruleset", "ruleset_from", "classic_points", "classic_summary",
    "MIN_PLAYERS", "check_composition", "deal_roles", "make_setup", "start_state",
    "suggested_composition", "Ballot", "CheckResult", "Comparison", "Death", "Execution",
    "GameState", "MafiaDecision", "ManiacDecision", "Outcome", "Player", "Setup",
    "Stage", "PublicSeat", "PublicView", "classic_public_view",
]
