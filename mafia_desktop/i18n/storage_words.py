"""The storage's messages worded in the program's language.

A :class:`~mafia_desktop.storage.StorageError` says what is wrong in English
(``problem``), built of parts joined by ": " ("cannot save action 0 of game 4: attempt to
write a readonly database: the database was opened read-only, …"). Each part that one of
:data:`PARTS` matches whole is translated (context ``StorageProblems``), its numbers and
names kept; a part no pattern knows (SQLite's own words about a damaged file) stays as it
is. In English the result equals the storage's message, except the lock holder's time,
shown in the computer's zone (:func:`holder_words`). Plain text, never HTML.

Only ``PySide6.QtCore`` is imported (the window and the command line can use it).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP

from .fill import fill


def _pattern(template: str, group: str = r"(\d+)") -> re.Pattern[str]:
    """The pattern of a part worded by ``template``: its words as they stand, each
    ``%1``, ``%2``… a group (``group``: a number unless told otherwise)."""
    return re.compile(re.sub(r"%\d", lambda _: group, re.escape(template)))


IN_USE = QT_TRANSLATE_NOOP("StorageProblems",
                           "is in use by another Mafia Desktop window or command%1")

#: The English templates of the storage's message parts: %1, %2… a number each, except
#: where :data:`GROUPS` says otherwise.
TEMPLATES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("StorageProblems", 'is not an SQLite database (its first bytes are '
                      'not "SQLite format 3")'),
    QT_TRANSLATE_NOOP("StorageProblems", "is truncated"),
    QT_TRANSLATE_NOOP("StorageProblems", "%1 bytes, shorter than an SQLite header"),
    QT_TRANSLATE_NOOP("StorageProblems", "%1 bytes is no whole number of %2-byte pages"),
    QT_TRANSLATE_NOOP("StorageProblems",
                      "its header promises %1 pages of %2 bytes, the file holds %3"),
    QT_TRANSLATE_NOOP("StorageProblems", "is corrupt"),
    QT_TRANSLATE_NOOP("StorageProblems", "its header gives a page size of %1"),
    QT_TRANSLATE_NOOP("StorageProblems", "is corrupt or not a database"),
    QT_TRANSLATE_NOOP("StorageProblems", "is damaged"),
    QT_TRANSLATE_NOOP("StorageProblems", "is not a file"),
    QT_TRANSLATE_NOOP("StorageProblems", "cannot be read"),
    QT_TRANSLATE_NOOP("StorageProblems",
                      "cannot be opened for writing (its file or folder is read-only)"),
    QT_TRANSLATE_NOOP("StorageProblems", "cannot be opened for writing"),
    QT_TRANSLATE_NOOP("StorageProblems", "it can be opened read-only"),
    QT_TRANSLATE_NOOP("StorageProblems", "attempt to write a readonly database"),
    QT_TRANSLATE_NOOP("StorageProblems", "the database was opened read-only, or its file, "
                      "folder or disk is read-only"),
    QT_TRANSLATE_NOOP("StorageProblems", "cannot save action %1 of game %2"),
    QT_TRANSLATE_NOOP("StorageProblems", "cannot undo action %1 of game %2"),
    QT_TRANSLATE_NOOP("StorageProblems", "cannot store a new game"),
    IN_USE,
    QT_TRANSLATE_NOOP("StorageProblems", "only one program may write to a database at a "
                      "time; it can be opened read-only"),
)
GROUPS = {IN_USE: r"( \(.*\))?"}  # who holds the lock, when the lock says

# (a part's pattern, its English template: %1, %2… are the pattern's groups)
PARTS: list[tuple[re.Pattern[str], str]] = [
    (_pattern(t, GROUPS.get(t, r"(\d+)")), t) for t in TEMPLATES]


#: The lock's holder (``storage.lock.describe_holder``): "process 19551 on host, since
#: 2026-05-09 21:05 UTC", each part worded alone; the time shown in the local zone.
HOLDER_PROCESS = QT_TRANSLATE_NOOP("StorageProblems", "process %1")
HOLDER_ON = QT_TRANSLATE_NOOP("StorageProblems", "process %1 on %2")
HOLDER_SINCE = QT_TRANSLATE_NOOP("StorageProblems", "since %1")
_HOLDER = re.compile(r" \((?:process (\d+)(?: on (.+?))?)?(?:, )?"
                     r"(?:since (\d{4}-\d\d-\d\d \d\d:\d\d) UTC)?\)")


def _words(template: str) -> str:
    return QCoreApplication.translate("StorageProblems", template)


def holder_words(text: str) -> str:
    """The lock's holder as the lock says it (" (process 19551, since 2026-05-09 21:05
    UTC)"), in the current language, its time in the computer's zone; ``text`` as it
    is when it is worded otherwise."""
    found = _HOLDER.fullmatch(text)
    if found is None or not any(found.groups()):
        return text
    pid, host, since = found.groups()
    parts = []
    if pid:
        parts.append(fill(_words(HOLDER_ON), pid, host) if host
                     else fill(_words(HOLDER_PROCESS), pid))
    if since:
        utc = datetime.strptime(since, "%Y-%m-%d %H:%M").replace(tzinfo=UTC)
        parts.append(fill(_words(HOLDER_SINCE), utc.astimezone().strftime("%Y-%m-%d %H:%M")))
    return f" ({', '.join(parts)})"


def _part(text: str) -> str:
    for pattern, template in PARTS:
        found = pattern.fullmatch(text)
        if found:
            groups = [g or "" for g in found.groups()]
            if template == IN_USE:
                groups = [holder_words(g) for g in groups]
            return fill(QCoreApplication.translate("StorageProblems", template), *groups)
    return text


def problem_words(problem: str) -> str:
    """``problem`` (a storage message, without the file name) in the current language,
    part by part (see the module); a part not known stays as it is."""
    return ": ".join(_part(part) for part in problem.split(": "))


def storage_message(error: object) -> str:
    """A :class:`~mafia_desktop.storage.StorageError` as ``str()`` words it ("<file>:
    <problem>"), the problem in the current language."""
    problem = getattr(error, "problem", None)
    if not isinstance(problem, str):
        return str(error)
    path = getattr(error, "path", None)
    return f"{path}: {problem_words(problem)}" if path else problem_words(problem)


__all__ = ["PARTS", "holder_words", "problem_words", "storage_message"]
