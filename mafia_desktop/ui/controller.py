"""The game controller: one game, its undo stack, its notes, and one ``changed`` signal.

DESIGN.md: host input -> operation -> ``QUndoStack.push(ApplyAction)`` -> ``Game.push`` ->
repository -> one "game changed" signal; every view (seating, phase panel, history,
projector) redraws from that signal and never from each other.

The controller never decides a rule: whether an action may be taken is asked of the
engine (:meth:`GameController.legal` / ``Game.why_not``), and a refusal carries the
engine's rule ID.

The repository is duck-typed (storage's ``GameRepository``): ``append(game_id, index,
action, outcome)``, ``pop(game_id, index)``, ``set_note(game_id, key, text)``; each may
raise ``StorageError``. Nothing is shown before it is stored: a storage failure refuses
the action with the storage's message and the screen keeps what the database holds.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from mafia_desktop.rules import Action, CloseVote, Game, GameState, LogFormatError, RuleViolation
from mafia_desktop.rules.engine import candidate_actions

from .undo import ApplyAction, describe

Clock = Callable[[], "datetime | None"]


def wall_clock() -> datetime:
    """The host's time of an action: now, as an aware datetime (GAME_LOG.md ``at``)."""
    return datetime.now(UTC).astimezone()


def player_note_key(seat: int) -> str:
    """The note key of a player: ``"player:3"``."""
    return f"player:{seat}"


def phase_note_key(kind: str, number: int) -> str:
    """The note key of a phase: ``"phase:day:2"``."""
    return f"phase:{kind}:{number}"


class StorageFailure(Exception):
    """A repository call failed; ``message`` is the storage's message for a person."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = None


def _storage_errors() -> tuple[type[BaseException], ...]:
    """The exception types a repository raises: storage's ``StorageError``, and
    ``OSError``/``sqlite3.Error`` from a duck-typed repository."""
    import sqlite3

    from mafia_desktop.storage import StorageError
    return (StorageError, OSError, sqlite3.Error)


class GameController(QObject):
    """Holds one :class:`~mafia_desktop.rules.Game`, its :class:`QUndoStack` and notes.

    Signals:
        changed: the game changed (an action pushed, undone or redone). Every view
            redraws from :attr:`game` when it fires.
        refused(object): an action was refused: a ``RuleViolation`` (``rule``,
            ``message``), a ``LogFormatError`` or a :class:`StorageFailure`.
        note_changed(str): the note under that key changed.

    Args:
        game: the game (it may already hold actions: see :meth:`from_game`).
        repository: storage's ``GameRepository`` or ``None`` (nothing stored).
        game_id: the game's id in the repository.
        notes: host notes by key (``player:<seat>``, ``phase:<kind>:<number>``).
        clock: gives each action its ``at`` (GAME_LOG.md); ``None`` or a clock that
            returns ``None`` leaves times out.
    """

    changed = Signal()
    refused = Signal(object)
    note_changed = Signal(str)

    def __init__(self, game: Game, repository: Any = None, game_id: Any = None,
                 notes: dict[str, str] | None = None, clock: Clock | None = wall_clock,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.repository = repository
        self.game_id = game_id
        self.notes: dict[str, str] = dict(notes or {})
        self.clock = clock
        self.stack = QUndoStack(self)
        self._cache_state: GameState | None = None
        self._candidates: dict[str, list[Action]] = {}
        self._legal: dict[str, list[Action]] = {}
        self._available: dict[str, bool] = {}
        self._desynced = False
        self._errors = _storage_errors()
        self._quiet = False
        self._rebuild_stack()
        self.stack.setClean()

    @classmethod
    def from_game(cls, game: Game, repository: Any = None, game_id: Any = None,
                  notes: dict[str, str] | None = None, clock: Clock | None = wall_clock,
                  parent: QObject | None = None) -> GameController:
        """A controller for a game that already has a log (resume, an opened file): the
        undo stack is rebuilt from the log, one command per action, so undo works across
        a restart. Nothing is written to the repository (it already holds the log)."""
        return cls(game, repository, game_id, notes, clock, parent)

    # -- state and legality (asked of the engine) ---------------------------------

    @property
    def state(self) -> GameState:
        """The current state."""
        return self.game.state

    def _refresh_cache(self) -> None:
        if self._cache_state is not self.game.state:  # states are immutable values
            self._cache_state = self.game.state
            grouped: dict[str, list[Action]] = defaultdict(list)
            for action in candidate_actions(self.game.state):
                grouped[action.TYPE].append(action)
            self._candidates = grouped
            self._legal = {}
            self._available = {}

    def legal(self, action_type: str) -> list[Action]:
        """Every legal action of one type now (GAME_LOG.md ``type``), without times or
        texts, as the engine lists them. ``close_vote`` is one action when the rules pick
        the executed, else one per candidate the host may choose (R-VOTE-7/8)."""
        self._refresh_cache()
        found = self._legal.get(action_type)
        if found is None:
            why_not = self.game.why_not
            found = [a for a in self._candidates.get(action_type, ()) if why_not(a) is None]
            if action_type == "close_vote" and CloseVote() in found:
                found = [CloseVote()]
            self._legal[action_type] = found
        return found

    def available(self, action_type: str) -> bool:
        """True when at least one action of this type is legal now (cheap: stops at the
        first legal one)."""
        self._refresh_cache()
        found = self._available.get(action_type)
        if found is None:
            if action_type in self._legal:
                found = bool(self._legal[action_type])
            else:
                why_not = self.game.why_not
                found = any(why_not(a) is None for a in self._candidates.get(action_type, ()))
            self._available[action_type] = found
        return found

    # -- operations -----------------------------------------------------------------

    def perform(self, action: Action) -> RuleViolation | LogFormatError | StorageFailure | None:
        """Take one host action: ask the engine, store it, then push it on the undo stack
        (which pushes it into the game and emits :attr:`changed`).

        The action gets its time from :attr:`clock` when it has none. Returns ``None``
        when done, else why not (the game and the screen unchanged, :attr:`refused`
        emitted): a ``RuleViolation`` with its rule ID, a ``LogFormatError`` for a seat
        that is no player's, or a :class:`StorageFailure` when the database refused.
        """
        if action.at is None and self.clock is not None:
            at = self.clock()
            if at is not None:
                action = dataclasses.replace(action, at=at)
        problem = self.game.why_not(action)
        if problem is None:
            index = len(self.game)
            problem = self._store(action, index)
            if problem is None:
                self.stack.push(ApplyAction(self, action, index, stored=True))
                return None
        self.refused.emit(problem)
        return problem

    def describe(self, action: Action) -> str:
        """The action named for a person ("Vote: Boris -> Anna")."""
        return describe(action, self.game.setup)

    def set_note(self, key: str, text: str) -> StorageFailure | None:
        """Keep a host note (``player:<seat>`` or ``phase:<kind>:<number>``); stored in
        the repository first. Returns the storage failure, if any (the note unchanged)."""
        if self.notes.get(key, "") == text:
            return None
        if self.repository is not None:
            try:
                self.repository.set_note(self.game_id, key, text)
            except self._errors as e:
                failure = StorageFailure(str(e))
                self.refused.emit(failure)
                return failure
        if text:
            self.notes[key] = text
        else:
            self.notes.pop(key, None)
        self.note_changed.emit(key)
        return None

    def note(self, key: str) -> str:
        """The note under ``key`` ("" when none)."""
        return self.notes.get(key, "")

    # -- called by ApplyAction only ---------------------------------------------------

    def _store(self, action: Action, index: int) -> StorageFailure | None:
        if self.repository is None:
            return None
        from mafia_desktop.rules import apply
        outcome = apply(self.game.state, action).outcome
        try:
            self.repository.append(self.game_id, index, action, outcome)
        except self._errors as e:
            return StorageFailure(str(e))
        return None

    def _after_change(self) -> None:
        if not self._quiet:
            self.changed.emit()

    def _rebuild_stack(self) -> None:
        """One already-applied command per action of the log (no signal per command)."""
        self._quiet = True
        try:
            self.stack.clear()
            for index, action in enumerate(self.game.actions):
                self.stack.push(ApplyAction(self, action, index, applied=True))
        finally:
            self._quiet = False

    def _redo_action(self, command: ApplyAction, stored: bool) -> None:
        if self._desynced or len(self.game) != command.index:
            self._schedule_resync()
            return
        problem = None
        if not stored:
            problem = self.game.why_not(command.action)
            if problem is None:
                problem = self._store(command.action, command.index)
        if problem is not None:
            self.refused.emit(problem)
            self._schedule_resync()
            return
        self.game.push(command.action)
        self.changed.emit()

    def _undo_action(self, command: ApplyAction) -> None:
        if self._desynced or len(self.game) != command.index + 1:
            self._schedule_resync()
            return
        if self.repository is not None:
            try:
                self.repository.pop(self.game_id, command.index)
            except self._errors as e:
                self.refused.emit(StorageFailure(str(e)))
                self._schedule_resync()
                return
        self.game.pop()
        self.changed.emit()

    def _schedule_resync(self) -> None:
        """After a storage failure inside undo/redo the stack no longer matches the game:
        rebuild it from the game's log (outside Qt's undo/redo call), keeping what the
        database holds."""
        if not self._desynced:
            self._desynced = True
            QTimer.singleShot(0, self._resync)

    def _resync(self) -> None:
        self._desynced = False
        self._rebuild_stack()
        self.changed.emit()
