"""The classic family's refusal words (RULES.md): each code its engine raises -> (its English
template, marked for Qt Linguist in the context ``Refusals``, and the params that fill
``%1``, ``%2``… in that order). Given by :data:`.family.WORDS` (``refusals``); worded by
:func:`mafia_desktop.i18n.refusals.refusal_text`. A code here is the classic family's
only: another family's code of the same name is worded by that family's table. The codes
every family may raise (``game.ended``, ``time.backwards``, the names' rule) are in the
shared table, ``i18n.refusals.SHARED_REFUSALS``, not here.

Params named in ``rules.errors.SEAT_PARAMS`` are seats (worded by name), in
``SEAT_LIST_PARAMS`` lists of seats, ``role`` a role id (``i18n.refusals.ROLE_WORDS``);
any other param is shown as it is. ``tests/i18n/test_refusals.py`` checks that every code
the engine raises is here with exactly the params it gives.
"""

from __future__ import annotations

from ..family import RefusalWords
from ..noop import QT_TRANSLATE_NOOP

#: code -> (English template, the params that fill %1, %2, … in that order).
REFUSALS: RefusalWords = {
    # nominations
    "nominate.night": (QT_TRANSLATE_NOOP("Refusals", "nominations are made by day"), ()),
    "nominate.voting_started": (QT_TRANSLATE_NOOP("Refusals", "no nomination is accepted once voting has started"), ()),
    "nominate.dead_nominator": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead and cannot nominate"), ("player",)),
    "nominate.already_nominated": (QT_TRANSLATE_NOOP("Refusals", "%1 has already nominated %2 today (one nomination a day)"), ("player", "target")),
    "nominate.self": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot nominate themself"), ("player",)),
    "nominate.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead and cannot be nominated"), ("target",)),
    "nominate.already_candidate": (QT_TRANSLATE_NOOP("Refusals", "%1 is already a candidate today (nominated by %2)"), ("target", "by")),
    # the vote
    "open_vote.night": (QT_TRANSLATE_NOOP("Refusals", "the vote is held by day"), ()),
    "open_vote.already_open": (QT_TRANSLATE_NOOP("Refusals", "the vote is already open"), ()),
    "open_vote.executed": (QT_TRANSLATE_NOOP("Refusals", "today's execution has taken place: one vote a day"), ()),
    "vote.not_open": (QT_TRANSLATE_NOOP("Refusals", "no vote is open"), ()),
    "vote.dead_voter": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead and cannot vote"), ("player",)),
    "vote.window_closed": (QT_TRANSLATE_NOOP("Refusals", "the vote window closed at %1; %2's entry at %3 is too late"), ("closes", "player", "at")),
    "vote.changes_used": (QT_TRANSLATE_NOOP("Refusals", "%1 has used their %2 change(s) of vote"), ("player", "allowed")),
    "vote.no_changes": (QT_TRANSLATE_NOOP("Refusals", "no change of vote is allowed"), ()),
    "vote.self": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot vote against themself"), ("player",)),
    "vote.not_candidate": (QT_TRANSLATE_NOOP("Refusals", "%1 is not a candidate; candidates: %2"), ("target", "candidates")),
    "vote.same_target": (QT_TRANSLATE_NOOP("Refusals", "%1 already votes for %2: a change is to another candidate"), ("player", "target")),
    "withdraw_vote.no_vote": (QT_TRANSLATE_NOOP("Refusals", "%1 has no standing vote to withdraw"), ("player",)),
    "close_vote.tie_choice": (QT_TRANSLATE_NOOP("Refusals", "%1 tie with %2 vote(s): the host chooses one of them (this game's rules: on a tie, the host's choice)"), ("candidates", "votes")),
    "close_vote.no_votes_choice": (QT_TRANSLATE_NOOP("Refusals", "no vote stands: the host chooses one of %1 (this game's rules: with no votes, the host's choice)"), ("candidates",)),
    # the doctor and the journalist
    "protect.night": (QT_TRANSLATE_NOOP("Refusals", "the doctor names the protection by day"), ()),
    "protect.no_doctor": (QT_TRANSLATE_NOOP("Refusals", "there is no living doctor (R-ROLE-3)"), ()),
    "protect.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead and cannot be protected"), ("target",)),
    "protect.self": (QT_TRANSLATE_NOOP("Refusals", "the doctor may not protect themself (this game's rules)"), ()),
    "protect.repeat": (QT_TRANSLATE_NOOP("Refusals", "%1 was protected last night (this game's rules: not the same player two nights running)"), ("target",)),
    "compare.night": (QT_TRANSLATE_NOOP("Refusals", "the journalist asks by day"), ()),
    "compare.no_journalist": (QT_TRANSLATE_NOOP("Refusals", "there is no living journalist (R-ROLE-3)"), ()),
    "compare.already_asked": (QT_TRANSLATE_NOOP("Refusals", "the journalist has already asked today (once a day)"), ()),
    "compare.same_player": (QT_TRANSLATE_NOOP("Refusals", "the journalist compares two different players"), ()),
    "compare.dead_player": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead: the journalist compares living players"), ("player",)),
    "end_day.night": (QT_TRANSLATE_NOOP("Refusals", "it is night: there is no day to end"), ()),
    "end_day.no_execution": (QT_TRANSLATE_NOOP("Refusals", "the day cannot end before today's execution"), ()),
    # the night
    "mafia.by_day": (QT_TRANSLATE_NOOP("Refusals", "the mafia decides by night"), ()),
    "mafia.none_alive": (QT_TRANSLATE_NOOP("Refusals", "no mafia member lives"), ()),
    "mafia_kill.godfather_pending": (QT_TRANSLATE_NOOP("Refusals", "the mafia cannot kill until its new godfather is recorded"), ()),
    "mafia_kill.godfather_died": (QT_TRANSLATE_NOOP("Refusals", "the godfather died: the mafia cannot kill this night"), ()),
    "mafia_kill.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead"), ("target",)),
    "mafia_kill.mafia_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is a mafia member (this game's rules: the mafia may not kill its own)"), ("target",)),
    "mafia_kill.not_mafia": (QT_TRANSLATE_NOOP("Refusals", "%1 is no living mafia member: the host takes the word of a living mafia member"), ("player",)),
    "maniac_kill.by_day": (QT_TRANSLATE_NOOP("Refusals", "the maniac kills by night"), ()),
    "maniac_kill.no_maniac": (QT_TRANSLATE_NOOP("Refusals", "there is no living maniac (R-ROLE-3)"), ()),
    "maniac_kill.self": (QT_TRANSLATE_NOOP("Refusals", "the maniac cannot kill themself"), ()),
    "maniac_kill.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead"), ("target",)),
    "check.by_day": (QT_TRANSLATE_NOOP("Refusals", "the commissar checks by night"), ()),
    "check.no_commissar": (QT_TRANSLATE_NOOP("Refusals", "there is no living commissar (R-ROLE-3)"), ()),
    "check.already_checked": (QT_TRANSLATE_NOOP("Refusals", "the commissar has already checked tonight (once a night)"), ()),
    "check.self": (QT_TRANSLATE_NOOP("Refusals", "the commissar cannot check themself"), ()),
    "check.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is dead"), ("target",)),
    "end_night.by_day": (QT_TRANSLATE_NOOP("Refusals", "it is day: there is no night to end"), ()),
    "end_night.no_maniac_kill": (QT_TRANSLATE_NOOP("Refusals", "the maniac must kill every night: name the maniac's victim first"), ()),
    "end_night.maniac_no_description": (QT_TRANSLATE_NOOP("Refusals", "the maniac's kill has no description: this game's rules ask for one"), ()),
    # at any time
    "appoint_godfather.not_pending": (QT_TRANSLATE_NOOP("Refusals", "no appointment of a godfather is pending"), ()),
    "appoint_godfather.has_godfather": (QT_TRANSLATE_NOOP("Refusals", "no appointment of a godfather is pending: %1 is the godfather"), ("godfather",)),
    "appoint_godfather.not_mafia": (QT_TRANSLATE_NOOP("Refusals", "%1 is no living mafia member"), ("player",)),
    "host_kill.dead_target": (QT_TRANSLATE_NOOP("Refusals", "%1 is already dead"), ("target",)),
    # the setup
    "setup.too_few_players": (QT_TRANSLATE_NOOP("Refusals", "at least %1 players are needed, got %2"), ("least", "count")),
    "setup.godfather_count": (QT_TRANSLATE_NOOP("Refusals", "exactly one godfather at the start, got %1"), ("count",)),
    "setup.role_count": (QT_TRANSLATE_NOOP("Refusals", "at most one %1, got %2"), ("role", "count")),
    "setup.already_won": (QT_TRANSLATE_NOOP("Refusals", "the mafia (%1) must be fewer than the town (%2) at the start, or the game is already won (R-WIN-1)"), ("mafia", "town")),
}

__all__ = ["REFUSALS"]
