"""The storage's messages worded in the program's language.

A :class:`~mafia_desktop.storage.StorageError` says what is wrong in English
(``problem``), built of parts joined by ": " ("cannot save action 0 of game 4: attempt to
write a readonly database: the database was opened read-only, …"). Each part that one of
:data:`PARTS` matches whole is translated (context ``StorageProblems``), its numbers and
names kept; a part no pattern knows (SQLite's own words about a damaged file) stays as it
is. In English the result equals the storage's message. Plain text, never HTML.

Only ``PySide6.QtCore`` is imported (the window and the command line can use it).
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

from .fill import fill

# (a part's pattern, its English template: %1, %2… are the pattern's groups)
PARTS: list[tuple[re.Pattern[str], str]] = [(re.compile(p), t) for p, t in (
    (r'is not an SQLite database \(its first bytes are not "SQLite format 3"\)',
     QT_TRANSLATE_NOOP("StorageProblems", 'is not an SQLite database (its first bytes are '
                       'not "SQLite format 3")')),
    (r"is truncated", QT_TRANSLATE_NOOP("StorageProblems", "is truncated")),
    (r"(\d+) bytes, shorter than an SQLite header",
     QT_TRANSLATE_NOOP("StorageProblems", "%1 bytes, shorter than an SQLite header")),
    (r"(\d+) bytes is no whole number of (\d+)-byte pages",
     QT_TRANSLATE_NOOP("StorageProblems", "%1 bytes is no whole number of %2-byte pages")),
    (r"its header promises (\d+) pages of (\d+) bytes, the file holds (\d+)",
     QT_TRANSLATE_NOOP("StorageProblems",
                       "its header promises %1 pages of %2 bytes, the file holds %3")),
    (r"is corrupt", QT_TRANSLATE_NOOP("StorageProblems", "is corrupt")),
    (r"its header gives a page size of (\d+)",
     QT_TRANSLATE_NOOP("StorageProblems", "its header gives a page size of %1")),
    (r"is corrupt or not a database",
     QT_TRANSLATE_NOOP("StorageProblems", "is corrupt or not a database")),
    (r"is damaged", QT_TRANSLATE_NOOP("StorageProblems", "is damaged")),
    (r"is not a file", QT_TRANSLATE_NOOP("StorageProblems", "is not a file")),
    (r"cannot be read", QT_TRANSLATE_NOOP("StorageProblems", "cannot be read")),
    (r"cannot be opened for writing \(its file or folder is read-only\)",
     QT_TRANSLATE_NOOP("StorageProblems",
                       "cannot be opened for writing (its file or folder is read-only)")),
    (r"cannot be opened for writing",
     QT_TRANSLATE_NOOP("StorageProblems", "cannot be opened for writing")),
    (r"it can be opened read-only",
     QT_TRANSLATE_NOOP("StorageProblems", "it can be opened read-only")),
    (r"attempt to write a readonly database",
     QT_TRANSLATE_NOOP("StorageProblems", "attempt to write a readonly database")),
    (r"the database was opened read-only, or its file, folder or disk is read-only",
     QT_TRANSLATE_NOOP("StorageProblems", "the database was opened read-only, or its file, "
                       "folder or disk is read-only")),
    (r"cannot save action (\d+) of game (\d+)",
     QT_TRANSLATE_NOOP("StorageProblems", "cannot save action %1 of game %2")),
    (r"cannot undo action (\d+) of game (\d+)",
     QT_TRANSLATE_NOOP("StorageProblems", "cannot undo action %1 of game %2")),
    (r"cannot store a new game", QT_TRANSLATE_NOOP("StorageProblems", "cannot store a new game")),
    (r"is in use by another Mafia Desktop window or command( \(.*\))?",
     QT_TRANSLATE_NOOP("StorageProblems",
                       "is in use by another Mafia Desktop window or command%1")),
    (r"only one program may write to a database at a time; it can be opened read-only",
     QT_TRANSLATE_NOOP("StorageProblems", "only one program may write to a database at a "
                       "time; it can be opened read-only")),
)]


def _part(text: str) -> str:
    for pattern, template in PARTS:
        found = pattern.fullmatch(text)
        if found:
            return fill(QCoreApplication.translate("StorageProblems", template),
                        *(g or "" for g in found.groups()))
    return text


def problem_words(problem: str) -> str:
    """``problem`` (a storage message, without the file name) in the current language,
    part by part (see the module); a part not known stays as it is."""
    return ": ".join(_part(part) for part in problem.split(": "))


def storage_message(error: Any) -> str:
    """A :class:`~mafia_desktop.storage.StorageError` as ``str()`` words it ("<file>:
    <problem>"), the problem in the current language."""
    problem = getattr(error, "problem", None)
    if not isinstance(problem, str):
        return str(error)
    path = getattr(error, "path", None)
    return f"{path}: {problem_words(problem)}" if path else problem_words(problem)


__all__ = ["PARTS", "problem_words", "storage_message"]
