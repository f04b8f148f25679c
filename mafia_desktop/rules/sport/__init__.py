"""The sport family (RULES_SPORT.md, FIIM): ten players, red against black, timed
speeches in seat order, fouls, the vote in the order of nomination, revotes, raise-all,
the best move and points. Pure Python, on the same machinery as the classic family: the
same :class:`~mafia_desktop.rules.game.Game` (push/pop), log reader and writer,
:class:`~mafia_desktop.rules.errors.RuleViolation` and public view.
"""

from .actions import (
    SPORT_ACTION_TYPES,
    SPORT_NULLABLE_FIELDS,
    SPORT_NUMBER_FIELDS,
    SPORT_PICKED_FIELDS,
    SPORT_PLAYER_FIELDS,
    SPORT_PLAYER_LIST_FIELDS,
    SPORT_TEXT_FIELDS,
    BestMove,
    Bonus,
    CastBallot,
    Disqualify,
    DonCheck,
    EndSpeech,
    Foul,
    RaiseAll,
    SheriffCheck,
    Shot,
    SportAction,
    SportEndDay,
    SportEndNight,
    SportNominate,
    TeamDefeat,
    WithdrawNomination,
)
from .checks import AFTER_THE_END, best_move_counts, best_move_maker, in_game, next_candidate
from .engine import sport_apply, sport_outcome
from .family import FAMILY
from .queries import (
    best_move_choices,
    sport_available,
    sport_candidate_actions,
    sport_choices,
    sport_is_legal,
    sport_legal_actions,
    sport_why_not,
    voters_left,
)
from .roles import FIIM_COMPOSITION, TEAM_ORDER, SportRole, Team
from .ruleset import SPORT_OPTIONS, SPORT_PRESETS, SportRuleset, sport_ruleset_from
from .score import points, sport_summary
from .setup import (
    FIIM_PLAYERS,
    FREE_PLAYERS,
    check_sport_composition,
    deal_sport_roles,
    make_sport_setup,
    sport_start_state,
)
from .state import (
    SPEECH_KINDS,
    BestMoveRecord,
    BonusRecord,
    Penalty,
    SportCheck,
    SportDeath,
    SportOutcome,
    SportPlayer,
    SportSetup,
    SportStage,
    SportState,
    VoteRound,
)
from .view import SportPublicSeat, SportPublicView, sport_public_view

__all__ = [
    "FAMILY", "SPORT_ACTION_TYPES", "SPORT_NULLABLE_FIELDS", "SPORT_NUMBER_FIELDS",
    "SPORT_PICKED_FIELDS", "SPORT_PLAYER_FIELDS", "SPORT_PLAYER_LIST_FIELDS",
    "SPORT_TEXT_FIELDS", "BestMove", "Bonus", "CastBallot", "Disqualify", "DonCheck",
    "EndSpeech", "Foul", "RaiseAll", "SheriffCheck", "Shot", "SportAction", "SportEndDay",
    "SportEndNight", "SportNominate", "TeamDefeat", "WithdrawNomination",
    "AFTER_THE_END", "best_move_counts", "best_move_maker", "in_game", "next_candidate", "best_move_choices", "sport_apply",
    "sport_available", "sport_candidate_actions", "sport_choices", "sport_is_legal",
    "sport_legal_actions", "sport_outcome", "sport_why_not", "voters_left",
    "FIIM_COMPOSITION", "TEAM_ORDER", "SportRole", "Team", "SPORT_OPTIONS",
    "SPORT_PRESETS", "SportRuleset", "sport_ruleset_from", "points", "sport_summary",
    "FIIM_PLAYERS", "FREE_PLAYERS", "check_sport_composition", "deal_sport_roles",
    "make_sport_setup", "sport_start_state", "SPEECH_KINDS", "BestMoveRecord",
    "BonusRecord", "Penalty", "SportCheck", "SportDeath", "SportOutcome", "SportPlayer",
    "SportSetup", "SportStage", "SportState", "VoteRound", "SportPublicSeat",
    "SportPublicView", "sport_public_view",
]
