"""The engine's refusals worded in the program's language.

A :class:`~mafia_desktop.rules.RuleViolation` carries a stable ``code`` and its
``params`` (seats, counts, times, option values) beside its English ``message``. Here
each code has an English template, marked for Qt Linguist (context ``Refusals``), with
``%1``, ``%2``… filled from the params named beside it; :func:`refusal_text` translates
the template and fills it. In English the result equals the engine's ``message``.

Only ``PySide6.QtCore`` is imported from Qt (and the rules' error type, pure Python), so
the host's window, the reports and the command line can all use it.

>>> from mafia_desktop.rules import RuleViolation
>>> v = RuleViolation("R-NOM-2", "Anna cannot nominate themself", code="nominate.self",
...                   params={"player": 1})
>>> refusal_text(v, {1: "Anna"}.__getitem__)
'Anna cannot nominate themself'
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules.errors import SEAT_LIST_PARAMS, SEAT_PARAMS, LogFormatError, RuleViolation

from .fill import fill

CONTEXT = "Refusals"

#: code -> (English template, the params that fill %1, %2, … in that order). Params
#: named in ``rules.errors.SEAT_PARAMS`` are seats (worded by name), in
#: ``SEAT_LIST_PARAMS`` lists of seats (names joined by ", "), ``role`` a role id
#: (:data:`ROLE_WORDS`); any other param is shown as it is.
REFUSALS: dict[str, tuple[str, tuple[str, ...]]] = {
    # every action
    "game.ended": (QT_TRANSLATE_NOOP("Refusals", "the game has ended: no further actions (undo works)"), ()),
    "time.backwards": (QT_TRANSLATE_NOOP("Refusals", "the time %1 is before the previous action's %2: times never go backwards"), ("at", "previous")),
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
    "setup.name_not_text": (QT_TRANSLATE_NOOP("Refusals", "a name must be text, got %1"), ("value",)),
    "setup.name_empty": (QT_TRANSLATE_NOOP("Refusals", "a name cannot be empty"), ()),
    "setup.name_control": (QT_TRANSLATE_NOOP("Refusals", "a name cannot contain the control character %1"), ("char",)),
    "setup.name_too_long": (QT_TRANSLATE_NOOP("Refusals", "a name has at most %1 characters; %2... has %3"), ("most", "start", "length")),
    "setup.name_taken": (QT_TRANSLATE_NOOP("Refusals", "the name %1 is taken (by %2)"), ("name", "other")),
    # every other kind of name (R-NAME-1): %1 says which (NAME_WORDS)
    "name.not_text": (QT_TRANSLATE_NOOP("Refusals", "%1 must be text, got %2"), ("what", "value")),
    "name.empty": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be empty"), ("what",)),
    "name.control": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot contain the control character %2"), ("what", "char")),
    "name.too_long": (QT_TRANSLATE_NOOP("Refusals", "%1 has at most %2 characters; %3... has %4"), ("what", "most", "start", "length")),
    "setup.seats": (QT_TRANSLATE_NOOP("Refusals", "seats must be 1..%1, each once; got %2"), ("count", "got")),
    "setup.too_few_players": (QT_TRANSLATE_NOOP("Refusals", "at least %1 players are needed, got %2"), ("least", "count")),
    "setup.godfather_count": (QT_TRANSLATE_NOOP("Refusals", "exactly one godfather at the start, got %1"), ("count",)),
    "setup.role_count": (QT_TRANSLATE_NOOP("Refusals", "at most one %1, got %2"), ("role", "count")),
    "setup.already_won": (QT_TRANSLATE_NOOP("Refusals", "the mafia (%1) must be fewer than the town (%2) at the start, or the game is already won (R-WIN-1)"), ("mafia", "town")),
    # the sport family (RULES_SPORT.md)
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

#: Role id -> the word a refusal uses for it (``setup.role_count``).
ROLE_WORDS: dict[str, str] = {
    "civilian": QT_TRANSLATE_NOOP("Refusals", "civilian"),
    "mafioso": QT_TRANSLATE_NOOP("Refusals", "mafioso"),
    "godfather": QT_TRANSLATE_NOOP("Refusals", "godfather"),
    "commissar": QT_TRANSLATE_NOOP("Refusals", "commissar"),
    "maniac": QT_TRANSLATE_NOOP("Refusals", "maniac"),
    "doctor": QT_TRANSLATE_NOOP("Refusals", "doctor"),
    "journalist": QT_TRANSLATE_NOOP("Refusals", "journalist"),
    "don": QT_TRANSLATE_NOOP("Refusals", "don"),
    "sheriff": QT_TRANSLATE_NOOP("Refusals", "sheriff"),
}

#: A kind of name (``rules.names.NAME_KINDS``) -> the words a refusal (``name.*``) says.
NAME_WORDS: dict[str, str] = {
    "referee": QT_TRANSLATE_NOOP("Refusals", "a referee's name"),
    "evening": QT_TRANSLATE_NOOP("Refusals", "an evening's name"),
    "tournament": QT_TRANSLATE_NOOP("Refusals", "a tournament's name"),
    "round": QT_TRANSLATE_NOOP("Refusals", "a round's name"),
    "club": QT_TRANSLATE_NOOP("Refusals", "a club's name"),
}


def _word(name: str, value: object, name_of: Callable[[int], str]) -> str:
    if name in SEAT_PARAMS and isinstance(value, int):
        return name_of(value)
    if name in SEAT_LIST_PARAMS and isinstance(value, tuple):
        return ", ".join(name_of(seat) for seat in value)
    if name == "role" and isinstance(value, str) and value in ROLE_WORDS:
        return QCoreApplication.translate(CONTEXT, ROLE_WORDS[value])
    if name == "what" and isinstance(value, str) and value in NAME_WORDS:
        return QCoreApplication.translate(CONTEXT, NAME_WORDS[value])
    return str(value)


def refusal_text(violation: RuleViolation | LogFormatError,
                 name_of: Callable[[int], str]) -> str:
    """The refusal worded in the current language (the installed Qt translator).

    Args:
        violation: the engine's refusal (``why_not``, ``apply``, ``check_composition``,
            ``check_name``...).
        name_of: a seat's player name (e.g. ``setup.name``).
    Returns:
        the translated template of ``violation.code`` filled in one pass: seats by
        name, lists of seats as names joined by ", ", role ids as words, other values as
        they are (a name such as ``"%2"`` comes out intact). In English it equals
        ``violation.message``. The ``message`` itself for a refusal with no code (or an
        unknown one) and for a :class:`LogFormatError`. The rule's ID is not included.
    """
    entry = REFUSALS.get(getattr(violation, "code", ""))
    if entry is None or not isinstance(violation, RuleViolation):
        return violation.message
    template, names = entry
    params = violation.params
    values = [_word(name, params.get(name, ""), name_of) for name in names]
    return fill(QCoreApplication.translate(CONTEXT, template), *values)


def beside_rule(text: str, rule: str | None) -> str:
    """A refusal's words for a host with its rule's ID beside them, at the end:
    "At least 4 players are needed; add 4 more. (R-SETUP-2)" (the words first: the ID
    is for looking the rule up, not for reading); ``text`` alone without a rule."""
    if not rule:
        return text
    return fill(QCoreApplication.translate(CONTEXT, "%1 (%2)"), text, rule)


def said(error: BaseException) -> str:
    """An error as a window says it: a rule's refusal (a :class:`RuleViolation`, e.g. a
    name the names' rule refuses) worded in the current language with its rule's ID
    beside it (:func:`beside_rule`); any other error's own words (its ``message``)."""
    if isinstance(error, RuleViolation):
        return beside_rule(refusal_text(error, str), error.rule)
    return str(getattr(error, "message", "") or error)


def name_refusal(name: object, kind: str) -> str | None:
    """Why the names' rule refuses ``name`` as a ``kind`` of name
    (:func:`mafia_desktop.rules.check_any_name`: ``evening``, ``tournament``…), worded
    as :func:`said` words it; ``None`` when the name is taken."""
    from mafia_desktop.rules.names import check_any_name
    try:
        check_any_name(name, kind)
    except RuleViolation as e:
        return said(e)
    return None


__all__ = ["CONTEXT", "NAME_WORDS", "REFUSALS", "ROLE_WORDS", "beside_rule", "name_refusal",
           "refusal_text", "said"]
