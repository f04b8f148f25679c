"""The words of the tournament desk shared by its window and the players' screen: the
standings' columns, the stages, what became of an imported log.

Each source string is marked with ``QT_TRANSLATE_NOOP("Tournament", …)`` and translated
when shown, so the host's table and the players' screen say the same words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.evening_names import number  # points as the tables show them
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.sport import tournament as tn

CTX = "Tournament"

#: The standings' columns (``StandingRow`` fields, ``place`` first), in order: the
#: results' own words (:mod:`mafia_desktop.i18n.sport.tournament`), the place as "#".
COLUMNS: tuple[str, ...] = ("place", "number", "name", "games", "wins", "points", "extra",
                            "ci", "total")
PLACE = QT_TRANSLATE_NOOP("Tournament", "#")

#: A round's stage (``storage.tournaments.STAGES``): the results' words.
STAGES = tn.STAGE_NAMES

#: What became of an imported log (``Imported.status``, and ``refused``).
OUTCOMES: dict[str, str] = {
    "imported": QT_TRANSLATE_NOOP("Tournament", "counted for round %1, table %2, game %3"),
    "duplicate": QT_TRANSLATE_NOOP(
        "Tournament", "already counted for round %1, table %2, game %3 (a duplicate)"),
    "conflict": QT_TRANSLATE_NOOP(
        "Tournament", "a conflict: round %1, table %2, game %3 counts another log; "
        "choose below"),
    "refused": QT_TRANSLATE_NOOP("Tournament", "refused: %1"),
}

#: A file of several games: its line, then one line a game (issue 34, point 5).
FILE_TAKEN = QT_TRANSLATE_NOOP("Tournament", "%1: taken whole, %2 games:")
FILE_REFUSED = QT_TRANSLATE_NOOP("Tournament", "%1: refused whole, none of its %2 games "
                                 "counts:")
GAME_OF_FILE = QT_TRANSLATE_NOOP("Tournament", "    game %1 of the file: %2")
NOT_TAKEN = QT_TRANSLATE_NOOP("Tournament", "not taken (it was in order; the file was "
                              "refused for another game)")

WORDS: dict[str, str] = {
    "standings": QT_TRANSLATE_NOOP("Tournament", "Standings"),
}


def tr(text: str) -> str:
    """``text`` translated in the ``Tournament`` context."""
    return QCoreApplication.translate(CTX, text)


def column(key: str) -> str:
    """A standings column's heading, translated."""
    return tr(PLACE) if key == "place" else tn.column_name(key)


def stage(key: str) -> str:
    """A stage's name, translated (an unknown one as it is)."""
    return tn.stage_name(key)


def word(key: str) -> str:
    """One of :data:`WORDS`, translated."""
    return tr(WORDS[key])


def problem_text(e: BaseException) -> str:
    """A refusal of the tournament's storage in the current language, worded for the
    window (no command-line hint): a rule's refusal (R-NAME-1) as ``refusals.said`` words
    it, a ``StorageError`` as ``storage_words`` does, a file that cannot be written
    (``OSError``) with the system's reason translated, a ``ValueError`` (a
    ``LogFormatError`` too) as ``tournament_words`` does."""
    from mafia_desktop.i18n.refusals import beside_rule, said
    from mafia_desktop.i18n.storage_words import storage_message
    from mafia_desktop.i18n.tournament_words import tournament_problem
    from mafia_desktop.rules import RuleViolation
    from mafia_desktop.rules.sport.tournament.stages import StageError
    if isinstance(e, RuleViolation) and not e.code:  # the desk's own rule (T-APART-5)
        return beside_rule(tournament_problem(e.message), e.rule)
    if isinstance(e, RuleViolation):  # a rule's refusal (a name, R-NAME-1): its words
        return said(e)
    if isinstance(e, StageError):  # a stage's refusal (T-CUT-1…): its words, its rule
        return beside_rule(tournament_problem(e.message), e.rule)
    if isinstance(getattr(e, "problem", None), str):  # a StorageError
        return storage_message(e)
    if isinstance(e, OSError) and e.strerror:  # a file the window writes (schedules)
        return fill(QCoreApplication.translate("TournamentProblems", "cannot write %1: %2"),
                    e.filename or "", tournament_problem(e.strerror))
    return tournament_problem(str(getattr(e, "message", "") or e))


__all__ = ["COLUMNS", "CTX", "FILE_REFUSED", "FILE_TAKEN", "GAME_OF_FILE", "NOT_TAKEN",
           "OUTCOMES", "STAGES", "column", "number", "problem_text", "stage", "tr", "word"]
