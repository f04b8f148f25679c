"""The words of a club evening (issue 14): the points table's columns and headings.

Each source string is marked with ``QT_TRANSLATE_NOOP("Evening", …)`` and translated
at display time, so the host window, the players' screen and the exported table say the
same words. Only ``PySide6.QtCore`` is imported (``ui`` and ``reports`` use it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

CTX = "Evening"

#: The table's columns by :data:`mafia_desktop.rules.evening.COLUMNS` (and ``name``,
#: ``place``), in the table's order.
COLUMN_NAMES: dict[str, str] = {
    "place": QT_TRANSLATE_NOOP("Evening", "#"),
    "name": QT_TRANSLATE_NOOP("Evening", "Player"),
    "games": QT_TRANSLATE_NOOP("Evening", "Games"),
    "wins": QT_TRANSLATE_NOOP("Evening", "Wins"),
    "points": QT_TRANSLATE_NOOP("Evening", "Points"),
    "best_move": QT_TRANSLATE_NOOP("Evening", "Best move"),
    "fouls": QT_TRANSLATE_NOOP("Evening", "Fouls"),
    "bonuses": QT_TRANSLATE_NOOP("Evening", "Bonuses"),
}

#: The other headings of the table and its export.
WORDS: dict[str, str] = {
    "table": QT_TRANSLATE_NOOP("Evening", "Points table"),
    "games_heading": QT_TRANSLATE_NOOP("Evening", "Games"),
    "game": QT_TRANSLATE_NOOP("Evening", "Game"),
    "family": QT_TRANSLATE_NOOP("Evening", "Rules"),
    "started": QT_TRANSLATE_NOOP("Evening", "Started"),
    "result": QT_TRANSLATE_NOOP("Evening", "Result"),
    "players": QT_TRANSLATE_NOOP("Evening", "Players"),
    "open": QT_TRANSLATE_NOOP("Evening", "open"),
    "closed": QT_TRANSLATE_NOOP("Evening", "closed"),
    "going_on": QT_TRANSLATE_NOOP("Evening", "going on"),
    "draw": QT_TRANSLATE_NOOP("Evening", "draw"),
    "damaged": QT_TRANSLATE_NOOP("Evening", "cannot be read"),
    "rule": QT_TRANSLATE_NOOP(
        "Evening", "Sport games: the club's scoring table (a win, the best move, "
        "penalties, bonuses). Classic games: 1 point for a win."),
}


def tr(text: str) -> str:
    """``text`` translated in the ``Evening`` context."""
    return QCoreApplication.translate(CTX, text)


def column_name(column: str) -> str:
    """A column's heading, translated."""
    return tr(COLUMN_NAMES[column])


def word(key: str) -> str:
    """One of :data:`WORDS`, translated."""
    return tr(WORDS[key])


def number(value: float) -> str:
    """A points value as the table shows it: ``2``, ``1.25``, ``-0.5`` (no ``.0``)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


__all__ = ["COLUMN_NAMES", "CTX", "WORDS", "column_name", "number", "tr", "word"]
