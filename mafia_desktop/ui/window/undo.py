"""The one undo command of the host window (DESIGN.md, "Undo").

:class:`ApplyAction` is one host action on the :class:`~PySide6.QtGui.QUndoStack`. It
calls the game session (``storage/session.py``) and nothing else: ``redo()`` makes sure
the action is in the game and the database (``session.push``), ``undo()`` makes sure it
is not (``session.pop``). Both are idempotent, so a stack rebuilt from a stored log (on
resume) is a stack of commands whose first ``redo()`` finds its action already there.

A write that fails is reported through ``on_failure`` with the game unchanged: a failed
first ``redo()`` (inside ``QUndoStack.push``) or a failed redo marks the command
obsolete, so Qt drops it from the stack; a failed undo leaves the action in the game,
and the controller moves the stack's index back to it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Protocol, runtime_checkable

from PySide6.QtGui import QUndoCommand

from mafia_desktop.rules import LogFormatError, RuleViolation
from mafia_desktop.rules.family import AnyAction
from mafia_desktop.storage import StorageError
from mafia_desktop.storage.renames import Rename
from mafia_desktop.storage.session import GameSession
from mafia_desktop.ui.plain import menu_text
from mafia_desktop.ui.window.change import PUSHED, REDONE, UNDONE


@runtime_checkable
class Clocked(Protocol):
    """A store that stamps what it writes with its ``clock`` (``GameRepository``): an
    undo's correction is stored with a time the window hears of."""

    clock: Callable[[], datetime]


class Changed(Protocol):
    """Called after a command changed the game: the command, the change's kind
    (``change.PUSHED``, ``UNDONE``, ``REDONE``) and, for an undo, the time the
    repository stored the correction with (``None`` without one)."""

    def __call__(self, command: ApplyAction, kind: str, undone_at: datetime | None, /
                 ) -> None: ...


#: Called after a command failed to change the game (the error).
Failed = Callable[[StorageError | RuleViolation | LogFormatError], None]
#: Called after a real undo (``True``) or redo (``False``) with the command's text; not
#: after the first redo inside ``QUndoStack.push`` (that is the action being done).
Stepped = Callable[[bool, QUndoCommand], None]


class ApplyAction(QUndoCommand):
    """One host action on the undo stack.

    Args:
        session: the game session the action goes into.
        action: the action (with its time, as stored).
        index: its 0-based index in the log.
        text: the undo text ("Vote: Boris -> Anna", ``actions.describe``), or a function
            that gives it: then the text is made on first need (:meth:`ensure_text`:
            before the command's undo or redo, or when the controller fills the texts
            of a resumed game's stack after the first paint); until then ``text()``
            is "". A function also makes it again after a language change
            (:meth:`retranslate`).
        on_change: called once after each redo/undo that changed the game.
        on_failure: called with the storage's error when a write failed (the game
            unchanged).
        on_step: called after each undo, and each redo but the first, that changed
            the game: ``(True, command)`` for an undo, ``(False, command)`` for a redo
            (the command's ``text()`` is its words in the language of the moment).
    """

    def __init__(self, session: GameSession, action: AnyAction, index: int,
                 text: str | Callable[[], str], on_change: Changed, on_failure: Failed,
                 on_step: Stepped | None = None) -> None:
        super().__init__()
        self._describe: Callable[[], str] | None = None
        self._words: Callable[[], str] | None = None  # makes the text again (a new language)
        if isinstance(text, str):
            self.set_undo_text(text)
        else:
            self._describe = self._words = text
        self.session = session
        self.action = action
        self.index = index
        self._on_change = on_change
        self._on_failure = on_failure
        self._on_step = on_step
        self._done = False  # the first redo is the action being done, not a redo

    def set_undo_text(self, text: str) -> None:
        """Show ``text`` for the command: ``text()`` (the history, the status bar) as it
        is; the Edit menu's action text after the line break, with "&" doubled so that
        "Tom & Jerry" keeps its "&"."""
        self._describe = None
        self.setText(f"{text}\n{menu_text(text)}")

    def retranslate(self) -> None:
        """Make the text again in the current language, in the same words (the speaker
        of an "End of Anna's speech" kept); a text still left to first need stays so."""
        if self._words is not None and self._describe is None:
            self.set_undo_text(self._words())

    def ensure_text(self) -> None:
        """Make the text now if it was left to first need."""
        if self._describe is not None:
            self.set_undo_text(self._describe())

    def redo(self) -> None:
        """Push the action into the session (game and database) unless it is there."""
        redone, self._done = self._done, True
        if len(self.session.game) > self.index:
            return  # already in the game: a stack rebuilt from the log, or a re-sync
        self.ensure_text()
        try:
            self.session.push(self.action)
        except (StorageError, RuleViolation, LogFormatError) as e:
            self.setObsolete(True)  # Qt drops it: the stack never shows an unsaved action
            self._on_failure(e)
            return
        self._on_change(self, REDONE if redone else PUSHED, None)
        if redone and self._on_step is not None:
            self._on_step(False, self)

    def undo(self) -> None:
        """Pop the action from the session (database, then game) unless it is out."""
        if len(self.session.game) <= self.index:
            return
        self.ensure_text()  # while the action is in the game: its text may name who acted
        times: list[datetime] = []
        store = self.session.repository
        repository = store if isinstance(store, Clocked) else None
        clock = repository.clock if repository is not None else None
        if repository is not None and clock is not None:  # the time the correction is stored with, as it is given

            def stamped() -> datetime:
                at: datetime = clock()
                times.append(at)
                return at

            repository.clock = stamped
        try:
            self.session.pop()
        except StorageError as e:
            self._on_failure(e)
            return
        finally:
            if repository is not None and clock is not None:
                repository.clock = clock
        self._on_change(self, UNDONE, times[-1] if times else None)
        if self._on_step is not None:
            self._on_step(True, self)


class RenamePlayer(QUndoCommand):
    """A player's name corrected after the game started (issue 31.7c) on the undo stack:
    ``redo()`` stores the new name (``session.rename``: the players, the stored actions,
    the record), ``undo()`` the old one (``session.undo_rename``). It is shown in the
    history among the actions and listed in the corrections; the game log gets no action
    for it (GAME_LOG.md: its ``players[].name`` is the corrected name).

    Args:
        session: the game session.
        seat: the player's seat. old: the name before. new: the name after (checked).
        text: gives the history's text ("Seat 3 renamed: Petr → Pyotr"), in the current
            language (:meth:`retranslate`).
        on_change: called with the command after each redo/undo that changed the game.
        on_failure: called with the error when a write failed (the game unchanged; a
            failed first redo makes the command obsolete, so Qt drops it).
    """

    def __init__(self, session: GameSession, seat: int, old: str, new: str,
                 text: Callable[[], str], on_change: Callable[[RenamePlayer], None],
                 on_failure: Failed) -> None:
        super().__init__()
        self._words = text
        self.retranslate()
        self.session = session
        self.seat, self.old, self.new = seat, old, new
        self.record: Rename | None = None
        self._on_change = on_change
        self._on_failure = on_failure

    def retranslate(self) -> None:
        """The text again, in the current language."""
        text = self._words()
        self.setText(f"{text}\n{menu_text(text)}")

    @property
    def applied(self) -> bool:
        """True while the game has the new name."""
        return self.session.game.setup.name(self.seat) == self.new

    def redo(self) -> None:
        """Store the new name unless the game has it."""
        if self.applied:
            return
        try:
            self.record = self.session.rename(self.seat, self.new)
        except (StorageError, RuleViolation, LogFormatError) as e:
            self.setObsolete(True)
            self._on_failure(e)
            return
        self._on_change(self)

    def undo(self) -> None:
        """Store the old name back unless the game has it."""
        if not self.applied:
            return
        try:
            self.session.undo_rename(self.seat, self.old, self.record)
        except (StorageError, RuleViolation, LogFormatError) as e:
            self._on_failure(e)
            return
        self._on_change(self)
