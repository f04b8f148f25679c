"""The engine's refusals worded in the program's language.

A :class:`~mafia_desktop.rules.RuleViolation` carries a stable ``code``, its
``params`` (seats, counts, times, option values) and its ``family`` beside its English
``message``. Codes are namespaced per family: each family's words hold its own table
(``i18n/<family>/refusals.py``, given as ``refusals`` by its
:class:`~.family.WordsTable`), and :data:`SHARED_REFUSALS` holds the codes every family
may raise (``game.ended``, ``time.backwards``, the names' rule). Each code has an
English template, marked for Qt Linguist (context ``Refusals``), with ``%1``, ``%2``…
filled from the params named beside it; :func:`refusal_text` translates the template and
fills it. In English the result equals the engine's ``message``; a code its family does
not word, or a param the words need and the refusal lacks, falls back to that
``message`` (:func:`unworded` says why, for the tests).

Only ``PySide6.QtCore`` is imported from Qt (and the rules' error type, pure Python), so
the host's window, the reports and the command line can all use it.

>>> from mafia_desktop.rules import RuleViolation
>>> v = RuleViolation("R-NOM-2", "Anna cannot nominate themself", code="nominate.self",
...                   params={"player": 1})
>>> refusal_text(v, {1: "Anna"}.__getitem__)
'Anna cannot nominate themself'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.rules.errors import SEAT_LIST_PARAMS, SEAT_PARAMS, LogFormatError, RuleViolation

from .family import WORDS_OF_FAMILIES, FamilyWords, RefusalWords, all_words
from .fill import fill

CONTEXT = "Refusals"

#: The shared codes every family may raise (each with these params, in any family's
#: engine or in the shared rules: the names' rule R-NAME-1/R-SETUP-1, the seats of a
#: setup): code -> (English template, the params that fill %1, %2, … in that order).
#: Params named in ``rules.errors.SEAT_PARAMS`` are seats (worded by name), in
#: ``SEAT_LIST_PARAMS`` lists of seats (names joined by ", "), ``role`` a role id
#: (:data:`ROLE_WORDS`), ``what`` a kind of name (:data:`NAME_WORDS`); any other param is
#: shown as it is. A family's own codes are in its words' table
#: (``i18n/<family>/refusals.py``, :attr:`~.family.FamilyWords.refusals`); no family's
#: table words a shared code (a test holds it).
SHARED_REFUSALS: RefusalWords = {
    # every action
    "game.ended": (QT_TRANSLATE_NOOP("Refusals", "the game has ended: no further actions (undo works)"), ()),
    "time.backwards": (QT_TRANSLATE_NOOP("Refusals", "the time %1 is before the previous action's %2: times never go backwards"), ("at", "previous")),
    # the names' rule (R-SETUP-1 a player's name; R-NAME-1 every other kind: %1 says which)
    "setup.name_not_text": (QT_TRANSLATE_NOOP("Refusals", "a name must be text, got %1"), ("value",)),
    "setup.name_empty": (QT_TRANSLATE_NOOP("Refusals", "a name cannot be empty"), ()),
    "setup.name_control": (QT_TRANSLATE_NOOP("Refusals", "a name cannot contain the control character %1"), ("char",)),
    "setup.name_too_long": (QT_TRANSLATE_NOOP("Refusals", "a name has at most %1 characters; %2... has %3"), ("most", "start", "length")),
    "setup.name_taken": (QT_TRANSLATE_NOOP("Refusals", "the name %1 is taken (by %2)"), ("name", "other")),
    "name.not_text": (QT_TRANSLATE_NOOP("Refusals", "%1 must be text, got %2"), ("what", "value")),
    "name.empty": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot be empty"), ("what",)),
    "name.control": (QT_TRANSLATE_NOOP("Refusals", "%1 cannot contain the control character %2"), ("what", "char")),
    "name.too_long": (QT_TRANSLATE_NOOP("Refusals", "%1 has at most %2 characters; %3... has %4"), ("what", "most", "start", "length")),
    # the setup's seats (R-SETUP-1)
    "setup.seats": (QT_TRANSLATE_NOOP("Refusals", "seats must be 1..%1, each once; got %2"), ("count", "got")),
}

#: Role id -> the word a refusal uses for it, in the middle of a sentence
#: (``setup.role_count``, ``sport.don_check.twice``); a role not here is named by its
#: family's words (``role_name``: "Seer"), never left as its id.
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


def _word(name: str, value: object, name_of: Callable[[int], str],
          words: FamilyWords | None) -> str:
    if name in SEAT_PARAMS and isinstance(value, int):
        return name_of(value)
    if name in SEAT_LIST_PARAMS and isinstance(value, tuple):
        return ", ".join(name_of(seat) for seat in value)
    if name == "role" and isinstance(value, str) and value in ROLE_WORDS:
        return QCoreApplication.translate(CONTEXT, ROLE_WORDS[value])
    if name == "role" and words is not None:
        return words.role_name(value)
    if name == "what" and isinstance(value, str) and value in NAME_WORDS:
        return QCoreApplication.translate(CONTEXT, NAME_WORDS[value])
    return str(value)


def _family_words(violation: RuleViolation) -> FamilyWords | None:
    """The words of the violation's family: its ``family``, else the family whose rule
    IDs' prefix its ``rule`` has; ``None`` when no family's words are known."""
    if violation.family:
        return WORDS_OF_FAMILIES.find(violation.family)
    for words in all_words():
        if violation.rule.startswith(words.rule_prefix):
            return words
    return None


def refusal_words(violation: RuleViolation) -> tuple[str, tuple[str, ...]] | None:
    """The words of ``violation``'s code: (English template, the params that fill it),
    from :data:`SHARED_REFUSALS` for a shared code, else from the table of the
    violation's family (:attr:`~.family.FamilyWords.refusals`: codes are namespaced per
    family, another family's code of the same name is not looked at); ``None`` for a
    refusal with no code or a code its family does not word."""
    if not violation.code:
        return None
    shared = SHARED_REFUSALS.get(violation.code)
    if shared is not None:
        return shared
    words = _family_words(violation)
    return None if words is None else words.refusals.get(violation.code)


def unworded(violation: RuleViolation) -> str | None:
    """Why :func:`refusal_text` falls back to the engine's English ``message`` for
    ``violation`` ("no words for sport's code 'x'", "the words of 'x' need the params
    ['player'] it lacks"), ``None`` when it is worded (or has no code: a refusal made
    outside the rules is its message by design). The tests call it on every refusal the
    engine raises, so a code a family does not word, or words with a param the engine
    does not give, fails a test instead of staying English in another language."""
    if not violation.code:
        return None
    entry = refusal_words(violation)
    if entry is None:
        owner = violation.family or violation.rule
        return f"no words for {owner}'s code {violation.code!r}"
    missing = [name for name in entry[1] if name not in violation.params]
    if missing:
        return f"the words of {violation.code!r} need the params {missing} it lacks"
    return None


def refusal_text(violation: RuleViolation | LogFormatError,
                 name_of: Callable[[int], str]) -> str:
    """The refusal worded in the current language (the installed Qt translator).

    Args:
        violation: the engine's refusal (``why_not``, ``apply``, ``check_composition``,
            ``check_name``...).
        name_of: a seat's player name (e.g. ``setup.name``).
    Returns:
        the translated template of ``violation.code`` (:func:`refusal_words`: the shared
        table's or the violation's family's) filled in one pass: seats by name, lists
        of seats as names joined by ", ", role ids as words, other values as they are (a
        name such as ``"%2"`` comes out intact). In English it equals
        ``violation.message``. The ``message`` itself (never a sentence with a blank)
        for a refusal with no code, a code its family does not word or words needing a
        param the refusal lacks (:func:`unworded` says which), and for a
        :class:`LogFormatError`. The rule's ID is not included.
    """
    if not isinstance(violation, RuleViolation) or unworded(violation) is not None:
        return violation.message
    entry = refusal_words(violation)
    if entry is None:
        return violation.message
    template, names = entry
    words = _family_words(violation) if "role" in names else None
    values = [_word(name, violation.params[name], name_of, words) for name in names]
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


def names_refusal(names: Sequence[object]) -> str | None:
    """Why R-SETUP-1 refuses one of ``names`` as the players of one table (the first
    refused: blank, too long, a control character, or a name twice), worded as
    :func:`said` words it; ``None`` when every name is taken."""
    from mafia_desktop.rules.names import check_names
    try:
        check_names(names)
    except RuleViolation as e:
        return said(e)
    return None


__all__ = ["CONTEXT", "NAME_WORDS", "ROLE_WORDS", "SHARED_REFUSALS", "beside_rule",
           "name_refusal", "names_refusal", "refusal_text", "refusal_words", "said",
           "unworded"]
