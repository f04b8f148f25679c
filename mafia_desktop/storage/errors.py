"""Storage's errors: every failure is a :class:`StorageError` with a message for a person.

:class:`StaleGame` is the one the host window answers by reloading: the stored game is no
longer the one the window shows (another window or program changed it).
"""

from __future__ import annotations

import os


class StorageError(Exception):
    """The database cannot do what was asked; ``str()`` is a message for a person.

    Attributes:
        path: the database file (``None`` when unknown).
        problem: what is wrong, without the file name.
        game_id: the game concerned, if any.
        index: the action concerned (0-based log index), if any.
        rule: the rule an action breaks (``R-...``), if that is the problem.
    """

    def __init__(self, problem: str, *, path: str | os.PathLike[str] | None = None,
                 game_id: int | None = None, index: int | None = None,
                 rule: str | None = None) -> None:
        self.path = str(path) if path is not None else None
        self.problem = problem
        self.game_id = game_id
        self.index = index
        self.rule = rule
        super().__init__(f"{self.path}: {problem}" if self.path else problem)


class StaleGame(StorageError):
    """The stored game is not the one the caller holds: another window or program
    changed it (added, undid or deleted actions, or deleted the game). Nothing was
    written; the caller should load the game again from the database."""


class SaveUnknown(StorageError):
    """A write reported an error and the file could not be read again to tell whether
    the write reached it (a disk that vanished). Nothing is said to be saved or not:
    the game session keeps what was shown before the write, refuses further writes, and
    reads the file again (``GameSession.settle``) until it can tell, then keeps what
    the file holds."""


class ReadOnlyDatabase(StorageError):
    """The database cannot be opened for writing because its disk, folder or file is
    read-only (a CD, a locked USB stick, a read-only mount); it can be opened read-only
    (``open_database(path, read_only=True)``)."""
