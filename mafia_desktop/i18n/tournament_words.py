"""The tournament desk's refusals worded in the program's language, for its window.

The tournament's storage (``storage/sport/tournaments.py``, ``tournament_imports.py``)
refuses in English (``ValueError``), its words shared with the command line: "“Anna” is
in the tournament already", "no game of the tournament has this log's seating (…); name
the game with --slot ROUND/TABLE/GAME". :func:`tournament_problem` words such a message
for the window: the whole message, or else each of its parts joined by ": ", that one of
:data:`TEMPLATES` matches whole is translated (context ``TournamentProblems``), its
numbers and names kept; a command-line hint the window has no use for (``--slot``,
``--before-game``) is worded without it (:data:`WINDOW`). A log the reader refuses says
why in the log reader's words (:data:`LOG_TEMPLATES`; JSON's own words too,
:data:`JSON_WORDS`). A part no template knows stays as it is. In English the result
equals the message except for the command-line hints. Plain text, never HTML.

Only ``PySide6.QtCore`` is imported.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

from .fill import fill

CTX = "TournamentProblems"

SEVERAL = "several games have this seating (%1): name one with --slot ROUND/TABLE/GAME"
NONE_FITS = ("no game of the tournament has this log's seating (its players in seat "
             "order); name the game with --slot ROUND/TABLE/GAME")
BEFORE_GAME = "--before-game: expected a game number from 1, got %1"
ONE_SLOT = "--slot names one game; this file holds several"
BEYOND = "--before-game: round %1 has games 1..%2, not %3 (T-STAND-1)"
TOO_FEW = "%1 table(s) need at least %2 players (ten a table), got %3"
APART_CLASH = ("player number %1 is kept apart from %2 at this table; --allow-apart seats "
               "them together anyway")

#: The window's wording of a message that gives a command-line hint (English source:
#: the storage's message -> what the window says instead).
WINDOW: dict[str, str] = {
    SEVERAL: QT_TRANSLATE_NOOP(
        "TournamentProblems", "several games have this seating (%1): choose its game with "
        "“Assign to game…”"),
    NONE_FITS: QT_TRANSLATE_NOOP(
        "TournamentProblems", "no game of the tournament has this log's seating (its "
        "players in seat order): is it a log of this tournament's table? “Assign to "
        "game…” compares it with a game's seating"),
    BEFORE_GAME: QT_TRANSLATE_NOOP(
        "TournamentProblems", "“before game” expects a game number from 1, got %1"),
    ONE_SLOT: QT_TRANSLATE_NOOP(
        "TournamentProblems", "this file holds several games"),
    TOO_FEW: QT_TRANSLATE_NOOP(
        "TournamentProblems", "too few players for %1 × 10 seats: at least %2 needed, got "
        "%3"),
    BEYOND: QT_TRANSLATE_NOOP(
        "TournamentProblems", "“before game” names a game of the round: round %1 has games "
        "1..%2, not %3 (T-STAND-1)"),
    APART_CLASH: QT_TRANSLATE_NOOP(
        "TournamentProblems", "player number %1 is kept apart from %2 at this table"),
}

#: The storage's messages (or parts of them, between ": "), %1, %2… any text each.
TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("TournamentProblems", "a tournament needs a name"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the tournament ends (%1) before it starts (%2)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 external ids for %2 players"),
    QT_TRANSLATE_NOOP("TournamentProblems", "“%1” is in the tournament already"),
    QT_TRANSLATE_NOOP("TournamentProblems", "apart pair %1,%2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "expected two players of the tournament"),
    QT_TRANSLATE_NOOP("TournamentProblems", "game %1 at table %2 is given twice"),
    QT_TRANSLATE_NOOP("TournamentProblems", "game %1, table %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "expected ten distinct players of the "
                      "tournament, got %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "game %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "players %1 are at two tables"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a round needs at least one game"),
    QT_TRANSLATE_NOOP("TournamentProblems", "round %1, table %2, game %3 has been played: "
                      "its seating stays as it was played"),
    QT_TRANSLATE_NOOP("TournamentProblems", "seat"),
    QT_TRANSLATE_NOOP("TournamentProblems", "expected 1..%1, got %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "player number %1 is not in the tournament"),
    QT_TRANSLATE_NOOP("TournamentProblems", "player number %1 already plays in game %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "there is no round %1, table %2, game %3"),
    QT_TRANSLATE_NOOP("TournamentProblems", "there is no round %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "round %1 has tables 1..%2, not %3"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the log cannot be read"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a tournament counts sport games only; this log "
                      "is a %1 game"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the game in this log has not ended: only "
                      "finished games count"),
    QT_TRANSLATE_NOOP("TournamentProblems", "game %1 of the file"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the result record cannot be read"),
    QT_TRANSLATE_NOOP("TournamentProblems", "round %1, table %2, game %3 counts a game "
                      "already: a result record is taken only for a game not yet counted"),
    QT_TRANSLATE_NOOP("TournamentProblems", "round %1, table %2, game %3"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the log's players are not that game's seating"),
    QT_TRANSLATE_NOOP("TournamentProblems", "there is no conflict %1 in this tournament"),
    # the seating's refusals (rules/sport/tournament/seating.py)
    QT_TRANSLATE_NOOP("TournamentProblems", "a round needs at least one table, got %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the games of a round must be 1 to %1, got %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "at most %1 players, got %2"),
    TOO_FEW,  # worded by WINDOW (a plural the window says without "(s)")
    QT_TRANSLATE_NOOP("TournamentProblems", "the time budget must be 0 to %1 seconds, got %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the pair kept apart %1,%2 names player %3, not "
                      "one of 1..%4"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the pair kept apart %1,%2 names the same player "
                      "twice"),
    QT_TRANSLATE_NOOP("TournamentProblems", "player %1 is not one of 1..%2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "cannot swap player %1 with themselves"),
    QT_TRANSLATE_NOOP("TournamentProblems", "game %1 is not one of 1..%2"),
    # the stages' refusals (rules/sport/tournament/stages.py, issue 34.1)
    QT_TRANSLATE_NOOP("TournamentProblems", "players %1 share place %2 at the cut of the top "
                      "%3 after round %4"),
    QT_TRANSLATE_NOOP("TournamentProblems", "name %1 of them to go through"),
    QT_TRANSLATE_NOOP("TournamentProblems", "round %1 has %2 game(s) not counted yet"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the cut is taken when every game counts"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the top %1 after round %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "expected 1 to %1 (the players ranked)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a round's participants are players of the "
                      "tournament, each once, got %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "players %1 are seated but not participants of "
                      "the round"),
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 players × %2 games = %3 seats, not a "
                      "multiple of %4 (%5 table(s) of ten)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "not everyone can play %1 games; the nearest "
                      "shapes where everyone plays the same number"),
    QT_TRANSLATE_NOOP("TournamentProblems", "each player plays at least one game, got %1"),
    # the limits of a file brought back (rules/sport/tournament/limits.py, issue 34)
    QT_TRANSLATE_NOOP("TournamentProblems", "the file is too large for a game: %1 MiB, at "
                      "most %2 MiB (T-IMPORT-1)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the game has too many actions for a real game: "
                      "%1, at most %2 (T-IMPORT-2)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "seat %1 has too many extra points in one game: "
                      "%2 bonuses, at most %3 (T-IMPORT-3)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "seat %1 has too many extra points in one game: "
                      "%2 in all, at most %3 either way (T-IMPORT-3)"),
    # a record's outcome against its departures (rules/sport/tournament/outcome.py)
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 contradicts the record's own departures"),
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 black and %2 red player(s) left in the game, "
                      "so %3 (%4)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 black and %2 red player(s) left in the game, "
                      "which ends the game only by three rounds with nobody leaving, so %3 "
                      "(%4)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a team defeat given to seat %1 (%2), so %3 (%4)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a team defeat of seat %1 after the departures "
                      "had ended the game (%2); an ended game takes no team defeat "
                      "(S-WIN-4)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a draw by three rounds with nobody leaving "
                      "cannot end on day %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "the last departure was in round %1, so day %2 "
                      "at the earliest (S-WIN-3)"),
    *WINDOW,
)

#: Words that stand in a message's place for a number or a name (a team, an outcome):
#: translated where they fill a template (issue 34).
GROUP_WORDS: dict[str, str] = {w: w for w in (
    QT_TRANSLATE_NOOP("TournamentProblems", "red wins"),
    QT_TRANSLATE_NOOP("TournamentProblems", "black wins"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a draw"),
    QT_TRANSLATE_NOOP("TournamentProblems", "a draw or red wins"),
    QT_TRANSLATE_NOOP("TournamentProblems", "red"),
    QT_TRANSLATE_NOOP("TournamentProblems", "black"),
)}

#: The log reader's words (``rules/log_format.py``) a refused log is named with.
LOG_TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("TournamentProblems", "not valid JSON"),
    QT_TRANSLATE_NOOP("TournamentProblems", "%1 (line %2, column %3)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "not UTF-8 text"),
    QT_TRANSLATE_NOOP("TournamentProblems", "JSON nested too deeply"),
    QT_TRANSLATE_NOOP("TournamentProblems", "missing field %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "expected %1, got %2"),
    QT_TRANSLATE_NOOP("TournamentProblems", "duplicate key %1 in a JSON object"),
    QT_TRANSLATE_NOOP("TournamentProblems", "cannot read %1"),
    QT_TRANSLATE_NOOP("TournamentProblems", "not a regular file (%1)"),
    QT_TRANSLATE_NOOP("TournamentProblems", "cannot write %1: %2"),
    # the system's reasons a file cannot be read (``OSError.strerror``), as Python says them
    QT_TRANSLATE_NOOP("TournamentProblems", "No such file or directory"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Permission denied"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Is a directory"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Input/output error"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Not a directory"),
    QT_TRANSLATE_NOOP("TournamentProblems", "No space left on device"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Read-only file system"),
    QT_TRANSLATE_NOOP("TournamentProblems", "File exists"),
)

#: Python's JSON reader's words (``json.JSONDecodeError.msg``), by their English.
JSON_WORDS: dict[str, str] = {w: w for w in (
    QT_TRANSLATE_NOOP("TournamentProblems", "Expecting value"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Extra data"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Expecting property name enclosed in double "
                      "quotes"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Expecting ',' delimiter"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Expecting ':' delimiter"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Unterminated string starting"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Invalid control character"),
    QT_TRANSLATE_NOOP("TournamentProblems", "Invalid \\escape"),
)}


def _pattern(template: str) -> re.Pattern[str]:
    """A template's pattern: its words as they stand, each ``%1``, ``%2``… any text
    without ": " (a group never swallows the next part of a message)."""
    return re.compile(re.sub(r"%\d", lambda _: "((?:(?!: ).)+?)", re.escape(template)),
                      re.DOTALL)


# the most words first: "game %1 of the file" before "game %1"
_KNOWN = [(_pattern(t), t) for t in sorted(
    (*TEMPLATES, *LOG_TEMPLATES), key=lambda t: -len(re.sub(r"%\d", "", t)))]


def _words(text: str) -> str | None:
    """``text`` translated when a template matches it whole (its groups as they are,
    JSON's words translated), else ``None``."""
    for pattern, template in _KNOWN:
        found = pattern.fullmatch(text)
        if found:
            said = WINDOW.get(template, template)
            groups = [QCoreApplication.translate(CTX, g)
                      if g in JSON_WORDS or g in GROUP_WORDS else g for g in found.groups()]
            return fill(QCoreApplication.translate(CTX, said), *groups)
    return None


def tournament_problem(message: str) -> str:
    """A tournament refusal (the storage's ``ValueError`` or a log reader's message) in
    the current language, for the window (no command-line hints; see the module): the
    whole message when a template knows it, else part by part (": "); a part no
    template knows stays as it is.

    >>> tournament_problem("“Anna” is in the tournament already")
    '“Anna” is in the tournament already'
    >>> tournament_problem("the log cannot be read: not valid JSON: Expecting value "
    ...                    "(line 2, column 1)")
    'the log cannot be read: not valid JSON: Expecting value (line 2, column 1)'
    """
    whole = _words(message)
    if whole is not None:
        return whole
    return ": ".join(w if (w := _words(part)) is not None else part
                     for part in message.split(": "))


__all__ = ["GROUP_WORDS", "JSON_WORDS", "LOG_TEMPLATES", "TEMPLATES", "WINDOW", "tournament_problem"]
