"""The rules engine (RULES.md), pure Python: it imports nothing from Qt, storage or ui.

Start here: :func:`make_setup` and :func:`ruleset_from` build a setup; :class:`Game`
pushes and pops actions; :mod:`.log_format` reads and writes the JSON game log
(GAME_LOG.md). Every refusal is a :class:`RuleViolation` carrying the rule's ID (and a ``code`` with
``params`` to word it in any language). The host's window asks :func:`why_not`,
:func:`choices`, :func:`available` and :func:`needs_choice`, which build no state.
"""

from .actions import (
                      ACTION_TYPES,
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
from .errors import LogFormatError, RuleViolation
from .family import FAMILIES, AnyAction, AnySetup, AnyState, Family, family_name, family_of
from .game import Game
from .roles import FACTION_ORDER, Faction, Role, announced_status, status_of
from .ruleset import OPTIONS, PRESETS, OptionSpec, Ruleset, ruleset_from
from .setup import (
                      MAX_NAME_LENGTH,
                      MIN_PLAYERS,
                      check_composition,
                      check_name,
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
                      Phase,
                      Player,
                      Setup,
                      Stage,
                      name_key,
)

__all__ = [
    "FAMILIES", "AnyAction", "AnySetup", "AnyState", "Family", "family_name", "family_of",
    "ACTION_TYPES", "Action", "AppointGodfather", "Check", "CloseVote", "Compare", "EndDay",
    "EndNight", "HostKill", "MafiaKill", "MafiaPass", "ManiacKill", "Nominate", "OpenVote",
    "Protect", "Vote", "WithdrawVote", "apply", "legal_actions", "mafia_blocked",
    "why_not", "is_legal", "choices", "available", "needs_choice", "resolve_night",
    "NightResult", "VoidKill",
    "night_victims", "outcome_of", "select_executed", "LogFormatError", "RuleViolation",
    "Game", "FACTION_ORDER", "Faction", "Role", "announced_status", "status_of", "OPTIONS", "PRESETS",
    "OptionSpec", "Ruleset", "ruleset_from", "MAX_NAME_LENGTH", "MIN_PLAYERS",
    "check_composition", "check_name", "deal_roles", "make_setup", "start_state",
    "suggested_composition", "Ballot", "CheckResult", "Comparison", "Death", "Execution",
    "GameState", "MafiaDecision", "ManiacDecision", "Outcome", "Phase", "Player", "Setup",
    "Stage", "name_key",
]
