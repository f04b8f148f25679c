"""The words of a tournament's results (issue 25): the standings' columns and headings.

Marked with ``QT_TRANSLATE_NOOP("TournamentResults", …)`` and translated when shown, so
the window, the players' screen and the exported results say the same words. Only
``PySide6.QtCore`` is imported.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

CTX = "TournamentResults"

#: The standings' columns (``StandingRow`` fields), in the table's order.
COLUMN_NAMES: dict[str, str] = {
    "place": QT_TRANSLATE_NOOP("TournamentResults", "Place"),
    "number": QT_TRANSLATE_NOOP("TournamentResults", "No."),
    "name": QT_TRANSLATE_NOOP("TournamentResults", "Player"),
    "games": QT_TRANSLATE_NOOP("TournamentResults", "Games"),
    "wins": QT_TRANSLATE_NOOP("TournamentResults", "Wins"),
    "points": QT_TRANSLATE_NOOP("TournamentResults", "Points"),
    "extra": QT_TRANSLATE_NOOP("TournamentResults", "Extra"),
    "ci": QT_TRANSLATE_NOOP("TournamentResults", "Ci"),
    "penalties": QT_TRANSLATE_NOOP("TournamentResults", "Penalties"),
    "total": QT_TRANSLATE_NOOP("TournamentResults", "Total"),
}

#: The standings' columns in order (what the export, the window and the CSV show).
COLUMNS: tuple[str, ...] = tuple(COLUMN_NAMES)

#: The other words of the results.
WORDS: dict[str, str] = {
    "standings": QT_TRANSLATE_NOOP("TournamentResults", "Standings"),
    "overall": QT_TRANSLATE_NOOP("TournamentResults", "Overall"),
    "round": QT_TRANSLATE_NOOP("TournamentResults", "Round %1"),
    "round_word": QT_TRANSLATE_NOOP("TournamentResults", "Round"),
    "before_game": QT_TRANSLATE_NOOP("TournamentResults", "before game %1"),
    "games_heading": QT_TRANSLATE_NOOP("TournamentResults", "Games"),
    "table": QT_TRANSLATE_NOOP("TournamentResults", "Table"),
    "game": QT_TRANSLATE_NOOP("TournamentResults", "Game"),
    "result": QT_TRANSLATE_NOOP("TournamentResults", "Result"),
    "players": QT_TRANSLATE_NOOP("TournamentResults", "Players by seat"),
    "not_played": QT_TRANSLATE_NOOP("TournamentResults", "not played yet"),
    "draw": QT_TRANSLATE_NOOP("TournamentResults", "draw"),
    "damaged": QT_TRANSLATE_NOOP("TournamentResults", "cannot be read"),
    "record": QT_TRANSLATE_NOOP("TournamentResults", "a result record from a file (not replayable)"),
    "exhibition": QT_TRANSLATE_NOOP("TournamentResults", "exhibition: not ranked"),
    "rule": QT_TRANSLATE_NOOP(
        "TournamentResults", "Points per game as the sport rules give them (a win, the best "
        "move, penalties, bonuses). Ci: a red player shot in the first night gets %1 per "
        "such game, in full when shot first in %2 % of their games or more. Ties are broken "
        "by: %3."),
}

#: A round's stage (``storage.sport.tournaments.STAGES``).
STAGE_NAMES: dict[str, str] = {
    "main": QT_TRANSLATE_NOOP("TournamentResults", "Main round"),
    "semi_final": QT_TRANSLATE_NOOP("TournamentResults", "Semi-final"),
    "final": QT_TRANSLATE_NOOP("TournamentResults", "Final"),
}

#: The tie-break keys worded (``rules.sport.tournament.standings.TIE_BREAKS``).
TIE_BREAK_NAMES: dict[str, str] = {
    "total": QT_TRANSLATE_NOOP("TournamentResults", "points with Ci"),
    "points": QT_TRANSLATE_NOOP("TournamentResults", "points without Ci"),
    "extra": QT_TRANSLATE_NOOP("TournamentResults", "extra points"),
    "wins": QT_TRANSLATE_NOOP("TournamentResults", "wins"),
    "wins_sheriff": QT_TRANSLATE_NOOP("TournamentResults", "wins as the sheriff"),
    "wins_don": QT_TRANSLATE_NOOP("TournamentResults", "wins as the don"),
    "first_killed": QT_TRANSLATE_NOOP("TournamentResults", "times shot in the first night"),
    "penalties": QT_TRANSLATE_NOOP("TournamentResults", "fewer penalties"),
    "main": QT_TRANSLATE_NOOP("TournamentResults", "points for wins"),
    "best_move": QT_TRANSLATE_NOOP("TournamentResults", "best-move points"),
    "bonus": QT_TRANSLATE_NOOP("TournamentResults", "the host's extra points"),
    "ci": QT_TRANSLATE_NOOP("TournamentResults", "Ci"),
}

#: The awards (``rules.sport.tournament.awards.AWARDS``), issue 34.
AWARD_NAMES: dict[str, str] = {
    "mvp": QT_TRANSLATE_NOOP("TournamentResults", "MVP"),
    "best_red": QT_TRANSLATE_NOOP("TournamentResults", "best red"),
    "best_black": QT_TRANSLATE_NOOP("TournamentResults", "best black"),
    "best_sheriff": QT_TRANSLATE_NOOP("TournamentResults", "best sheriff"),
    "best_don": QT_TRANSLATE_NOOP("TournamentResults", "best don"),
}

#: How an entry of several keys, or one where less is better, is worded (issue 34).
TIE_BREAK_FORMS: dict[str, str] = {
    "sum": QT_TRANSLATE_NOOP("TournamentResults", "the sum of %1"),
    "less": QT_TRANSLATE_NOOP("TournamentResults", "less: %1"),
    "and": QT_TRANSLATE_NOOP("TournamentResults", "%1 and %2"),
    "penalties": QT_TRANSLATE_NOOP("TournamentResults", "penalty points"),
}


def tr(text: str) -> str:
    """``text`` translated in the ``TournamentResults`` context."""
    return QCoreApplication.translate(CTX, text)


def column_name(column: str) -> str:
    """A column's heading, translated."""
    return tr(COLUMN_NAMES[column])


def word(key: str) -> str:
    """One of :data:`WORDS`, translated."""
    return tr(WORDS[key])


def stage_name(key: str) -> str:
    """A stage's name, translated (an unknown one as it is)."""
    return tr(STAGE_NAMES[key]) if key in STAGE_NAMES else key


def award_name(key: str) -> str:
    """An award's name, translated (an unknown one as it is)."""
    return tr(AWARD_NAMES[key]) if key in AWARD_NAMES else key


def tie_break_name(key: str) -> str:
    """A tie-break entry worded, translated: a key (``wins``), ``-key`` (less is
    better), or a sum (``wins_sheriff+wins_don``: "the sum of wins as the sheriff and
    wins as the don"); an unknown key as it is."""
    words = []
    terms = key.split("+")
    for term in terms:
        name = term.lstrip("-")
        said = (tr(TIE_BREAK_FORMS["penalties"]) if name == "penalties" and len(terms) > 1
                else tr(TIE_BREAK_NAMES[name]) if name in TIE_BREAK_NAMES else name)
        words.append(fill(tr(TIE_BREAK_FORMS["less"]), said) if term.startswith("-")
                     else said)
    if len(words) == 1:
        return words[0]
    both = fill(tr(TIE_BREAK_FORMS["and"]), ", ".join(words[:-1]), words[-1])
    return fill(tr(TIE_BREAK_FORMS["sum"]), both)
