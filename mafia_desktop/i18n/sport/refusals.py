"""The sport family's refusal words (RULES_SPORT.md): each code its engine raises (all
``sport.``-prefixed) -> its English template (context ``Refusals``) and the params that
fill it, as :mod:`mafia_desktop.i18n.classic.refusals` describes for classic; given by
:data:`.family.WORDS` (``refusals``)."""

from __future__ import annotations

from ..family import RefusalWords
from ..noop import QT_TRANSLATE_NOOP

#: code -> (English template, the params that fill %1, %2, … in that order).
REFUSALS: RefusalWords = {
    "sport.game.ended": (QT_TRANSLATE_NOOP("Refusals", "the game has ended: only a bonus, a foul or a disqualification may be given (undo works)"), ()),
    "sport.end_speech.nobody": (QT_TRANSLATE_NOOP("Refusals", "nobody is speaking now"), ()),
    "sport.nominate.not_speeches": (QT_TRANSLATE_NOOP("Refusals", "a nomination is made only during a regular speech"), ()),
    "sport.nominate.not_speaker": (QT_TRANSLATE_NOOP("Refusals", "%1 is not the speaker: only the current speaker nominates"), ("by",)),
    "sport.nominate.twice": (QT_TRANSLATE_NOOP("Refusals", "%1 has nominated %2 today already"), ("by", "target")),
    "sport.nominate.bad_target": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be nominated: the candidate is another player in the game"), ("target",)),
    "sport.nominate.already": (QT_TRANSLATE_NOOP("Refusals", "%1 is nominated already"), ("target",)),
    "sport.withdraw.not_allowed": (QT_TRANSLATE_NOOP("Refusals", "a nomination stands: this game's rules do not allow withdrawing it"), ()),
    "sport.withdraw.not_speeches": (QT_TRANSLATE_NOOP("Refusals", "a nomination is withdrawn only during its maker's speech"), ()),
    "sport.withdraw.not_speaker": (QT_TRANSLATE_NOOP("Refusals", "%1 is not the speaker"), ("by",)),
    "sport.withdraw.none": (QT_TRANSLATE_NOOP("Refusals", "%1 has no nomination to withdraw"), ("by",)),
    "sport.ballot.dead_voter": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game and does not vote"), ("player",)),
    "sport.ballot.voter_twice": (QT_TRANSLATE_NOOP("Refusals", "%1 is listed twice"), ("player",)),
    "sport.raise_all.dead_voter": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game and does not vote"), ("player",)),
    "sport.raise_all.voter_twice": (QT_TRANSLATE_NOOP("Refusals", "%1 is listed twice"), ("player",)),
    "sport.ballot.no_vote": (QT_TRANSLATE_NOOP("Refusals", "no vote is under way"), ()),
    "sport.ballot.last_candidate": (QT_TRANSLATE_NOOP("Refusals", "%1 is the last candidate: every vote not cast before is theirs"), ("target",)),
    "sport.ballot.not_next": (QT_TRANSLATE_NOOP("Refusals", "the next ballot is for %1, in the order of nomination"), ("target",)),
    "sport.ballot.voted": (QT_TRANSLATE_NOOP("Refusals", "%1 has voted in this round already"), ("player",)),
    "sport.raise_all.not_now": (QT_TRANSLATE_NOOP("Refusals", "the raise-all question is asked only after a revote ties again"), ()),
    "sport.end_day.not_now": (QT_TRANSLATE_NOOP("Refusals", "the day ends when no speech and no vote is left"), ()),
    "sport.shot.not_night": (QT_TRANSLATE_NOOP("Refusals", "only at night"), ()),
    "sport.don_check.not_night": (QT_TRANSLATE_NOOP("Refusals", "only at night"), ()),
    "sport.sheriff_check.not_night": (QT_TRANSLATE_NOOP("Refusals", "only at night"), ()),
    "sport.shot.night_zero": (QT_TRANSLATE_NOOP("Refusals", "nobody shoots or checks on night 0"), ()),
    "sport.don_check.night_zero": (QT_TRANSLATE_NOOP("Refusals", "nobody shoots or checks on night 0"), ()),
    "sport.sheriff_check.night_zero": (QT_TRANSLATE_NOOP("Refusals", "nobody shoots or checks on night 0"), ()),
    "sport.shot.twice": (QT_TRANSLATE_NOOP("Refusals", "the black team has shot tonight already (undo the entry to change it)"), ()),
    "sport.shot.dead": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game"), ("target",)),
    "sport.don_check.no_checker": (QT_TRANSLATE_NOOP("Refusals", "no living %1 checks tonight"), ("role",)),
    "sport.sheriff_check.no_checker": (QT_TRANSLATE_NOOP("Refusals", "no living %1 checks tonight"), ("role",)),
    "sport.don_check.twice": (QT_TRANSLATE_NOOP("Refusals", "the %1 has checked tonight already"), ("role",)),
    "sport.sheriff_check.twice": (QT_TRANSLATE_NOOP("Refusals", "the %1 has checked tonight already"), ("role",)),
    "sport.don_check.bad_target": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be checked: the target is another living player"), ("target",)),
    "sport.sheriff_check.bad_target": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be checked: the target is another living player"), ("target",)),
    "sport.end_night.not_night": (QT_TRANSLATE_NOOP("Refusals", "it is not night"), ()),
    "sport.best_move.not_now": (QT_TRANSLATE_NOOP("Refusals", "a best move is named only by the player shot in the first night, from the shot until the end of their last word (not after two departures on day 1; once a game)"), ()),
    "sport.best_move.three": (QT_TRANSLATE_NOOP("Refusals", "a best move names three different players (this game's rules)"), ()),
    "sport.best_move.count": (QT_TRANSLATE_NOOP("Refusals", "a best move names 1 to 3 different players"), ()),
    "sport.best_move.bad_guess": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be named: a best move names living players other than its maker"), ("player",)),
    "sport.foul.not_in_game": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game"), ("player",)),
    "sport.foul.removed_after_end": (QT_TRANSLATE_NOOP("Refusals", "%1 was removed after the end already (it counts for the points only)"), ("player",)),
    "sport.disqualify.removed_after_end": (QT_TRANSLATE_NOOP("Refusals", "%1 was removed after the end already (it counts for the points only)"), ("player",)),
    "sport.disqualify.not_in_game": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game"), ("player",)),
    "sport.team_defeat.not_in_game": (QT_TRANSLATE_NOOP("Refusals", "%1 has left the game"), ("player",)),
    "sport.foul.five": (QT_TRANSLATE_NOOP("Refusals", "%1 has four fouls: nobody gets more"), ("player",)),
    "sport.bonus.range": (QT_TRANSLATE_NOOP("Refusals", "a bonus is between -1.0 and 1.0 points, got %1"), ("points",)),
    "sport.setup.composition": (QT_TRANSLATE_NOOP("Refusals", "a sport table is ten players: one don, two mafiosi, one sheriff and six civilians (the free table option allows others)"), ()),
    "sport.setup.free_composition": (QT_TRANSLATE_NOOP("Refusals", "a free sport table is 6 to 14 players with one don, one sheriff, and fewer black than red players"), ()),
}

__all__ = ["REFUSALS"]
