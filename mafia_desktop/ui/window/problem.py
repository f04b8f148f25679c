"""What went wrong with a step the host took (``controller.GameController``): a rule the
engine refused, a log that cannot be read, or a write the database refused
(:class:`StorageFailure`). Below the controller, so that the words for it
(``refusal.py``) need not import the controller."""

from __future__ import annotations

from mafia_desktop.i18n.storage_words import storage_message
from mafia_desktop.rules import LogFormatError, RuleViolation
from mafia_desktop.storage import SaveUnknown, StorageError


class StorageFailure(Exception):
    """A write failed; ``message`` is the storage's message for a person (``rule`` is
    ``None``: no rule was broken, the game is as it was)."""

    def __init__(self, message: str, unknown: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.rule = None
        #: the write's fate is not known yet (``SaveUnknown``): neither "saved" nor "not
        #: saved" may be said until the file has been read again
        self.unknown = unknown


Problem = RuleViolation | LogFormatError | StorageFailure


def as_problem(error: StorageError | RuleViolation | LogFormatError) -> Problem:
    """``error`` as the host is told of it: a storage error as a :class:`StorageFailure`
    with the storage's words (``unknown`` for ``SaveUnknown``), the others as they are."""
    if isinstance(error, StorageError):
        return StorageFailure(storage_message(error), unknown=isinstance(error, SaveUnknown))
    return error


__all__ = ["Problem", "StorageFailure", "as_problem"]
