"""The game controller: one game session, its undo stack, and one ``changed`` signal.

DESIGN.md: host input -> operation -> ``QUndoStack.push(ApplyAction)`` ->
``GameSession.push`` (the engine once, the database in the same step) -> one "game
changed" signal; every view (seating, phase panel, history, projector) redraws from that
signal and never from each other.

The controller never decides a rule: what may be offered is asked of the engine
(:meth:`choices`, :meth:`available`, :meth:`needs_choice`, ``Game.why_not``), and a
refusal is the engine's, with its rule ID.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.rules import Game, LogFormatError, RuleViolation
from mafia_desktop.rules.family import AnyAction, AnyState
from mafia_desktop.storage import SaveUnknown, StaleGame, StorageError
from mafia_desktop.storage.renames import renamed_setup
from mafia_desktop.storage.session import GameSession, Repository
from mafia_desktop.ui.families import describe, ui_family
from mafia_desktop.ui.window.change import OPENED, RELOADED, GameChange
from mafia_desktop.ui.window.problem import Problem, StorageFailure, as_problem
from mafia_desktop.ui.window.undo import ApplyAction, RenamePlayer

#: How often (milliseconds) the file is read again while a write's fate is unknown.
SETTLE_MS = 1000
#: A resumed game's stack: the texts of its last actions made at once (the history shows
#: them, the Edit menu names the last); the others' after the first paint, this many per
#: turn of the event loop (newest first), or at their first undo or redo.
EAGER_TEXTS = 64
TEXTS_PER_TURN = 100

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


class GameController(QObject):
    """Holds one :class:`~mafia_desktop.storage.session.GameSession` and its
    :class:`QUndoStack`.

    Signals:
        changed(GameChange): the game changed (an action pushed, undone or redone; the
            game opened or read again: ``ui/window/change.py``). Every view subscribes
            to it itself and redraws from the change (its state, its public view
            computed once, its action and undo text).
        refused(object): an action was refused: a ``RuleViolation`` (``rule``,
            ``message``), a ``LogFormatError`` or a :class:`StorageFailure`.
        note_changed(str): the note under that key changed.
        undone(QUndoCommand): an action was undone (its command: ``text()`` is its undo
            text, "Vote: Boris -> Anna", in the language of the moment); a jump back in
            the history emits it once per action, the last first.
        redone(QUndoCommand): an undone action was done again (its command).
        stale(str): a write found the stored game changed by another window or program
            (the storage's message); nothing was written, the window should load the game
            again from the repository. Emitted after the undo stack's call returned.
        noticed(str): a write reported an error yet was stored after all ("saved after a
            retry"): the storage's words for the host.
        settled(str, bool): a write whose fate was unknown (the disk had gone) was
            checked in the file once it could be read again: what was found, and whether
            the game changed (then the window loads it again from the database). Until
            then the controller reads the file again every :data:`SETTLE_MS`.

    Args:
        game: the game (it may already hold actions, taken as stored: the undo stack is
            rebuilt from them, one command per action, so undo works across a restart;
            the undo texts of all but the last :data:`EAGER_TEXTS` are made after the
            window has painted, :meth:`describe_rest`).
        repository: storage's ``GameRepository`` or ``None`` (nothing stored).
        game_id: the game's id in the repository.
        notes: host notes by key (``player:<seat>``, ``phase:<kind>:<number>``).
        clock: gives each action its ``at`` (GAME_LOG.md); ``None`` or a clock that
            returns ``None`` leaves times out.
    """

    changed = Signal(object)
    refused = Signal(object)
    note_changed = Signal(str)
    undone = Signal(object)
    redone = Signal(object)
    stale = Signal(str)
    noticed = Signal(str)
    settled = Signal(str, bool)

    def __init__(self, game: Game, repository: Repository | None = None,
                 game_id: int | None = None,
                 notes: dict[str, str] | None = None, clock: Clock | None = wall_clock,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = GameSession(game, repository, game_id, notes)
        self.clock = clock
        self.stack = QUndoStack(self)
        self._resync_pending = False
        self._failures: list[Problem] | None = None
        self._settle_timer = QTimer(self)
        self._settle_timer.setInterval(SETTLE_MS)
        self._settle_timer.timeout.connect(self.settle)
        eager = len(game.actions) - EAGER_TEXTS
        for index, action in enumerate(game.actions):  # already in: each redo() is a no-op
            self.stack.push(self._command(action, index, lazy=index < eager))
        self.stack.setClean()
        self._undescribed = max(0, eager)  # commands [0, this) may still lack their text
        self._texts_timer = QTimer(self)
        self._texts_timer.setInterval(0)
        self._texts_timer.timeout.connect(self._describe_some)
        if self._undescribed:
            self._texts_timer.start()

    @classmethod
    def from_game(cls, game: Game, repository: Repository | None = None,
                  game_id: int | None = None,
                  notes: dict[str, str] | None = None, clock: Clock | None = wall_clock,
                  parent: QObject | None = None) -> GameController:
        """A controller for a game that already has a log (resume, an opened file).
        Nothing is written (the repository already holds the log)."""
        return cls(game, repository, game_id, notes, clock, parent)

    # -- the session's parts ----------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game (its setup, log and states)."""
        return self.session.game

    @property
    def state(self) -> AnyState:
        """The current state (of any family: a family's panel reads it as its own
        state's type, ``ui.window.actions.ControllerOf``)."""
        return self.session.game.state

    @property
    def repository(self) -> Repository | None:
        """Where the game is stored (``None``: nowhere)."""
        return self.session.repository

    @repository.setter
    def repository(self, repository: Repository | None) -> None:
        self.session.repository = repository

    @property
    def game_id(self) -> int | None:
        """The game's id in the repository."""
        return self.session.game_id

    @property
    def notes(self) -> dict[str, str]:
        """The host's notes by key."""
        return self.session.notes

    # -- what may be offered (asked of the engine) -------------------------------------

    def choices(self, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The seats the host may pick next for ``action_type`` (GAME_LOG.md ``type``),
        given the seats already picked, in the row's field order: the engine's
        ``choices`` (no state is built)."""
        return self.game.choices(action_type, picked)

    def available(self, action_type: str) -> bool:
        """True when at least one action of this type is legal now (the engine's)."""
        return self.game.available(action_type)

    def role_of(self, seat: int) -> str:
        """The role id of the player in ``seat`` now (``"godfather"``, ``"don"``...), for
        the host's eyes only."""
        return ui_family(self.state).role_of(self.state, seat)

    def needs_choice(self) -> bool:
        """True when closing the vote needs the host to name the executed (R-VOTE-7/8)."""
        return self.game.needs_choice()

    # -- operations -----------------------------------------------------------------

    def perform(self, action: AnyAction) -> Problem | None:
        """Take one host action: ask the engine, then push it on the undo stack, whose
        command pushes it into the session (the engine applies it once and the database
        stores it in the same step) and emits :attr:`changed`.

        The action gets its time from :attr:`clock` when it has none. Returns ``None``
        when done, else why not (the game and the screen unchanged, :attr:`refused`
        emitted): a ``RuleViolation`` with its rule ID, a ``LogFormatError`` for a seat
        that is no player's, or a :class:`StorageFailure` when the database refused.
        """
        if action.at is None and self.clock is not None:
            at = self.clock()
            if at is not None:
                action = dataclasses.replace(action, at=at)
        problem: Problem | None = self.game.why_not(action)
        if problem is None:
            self._failures = []
            try:
                self.stack.push(self._command(action, len(self.game)))
            finally:
                failures, self._failures = self._failures, None
            if failures:
                problem = failures[0]
        if problem is not None:
            self.refused.emit(problem)
        return problem

    def rename_player(self, seat: int, name: str) -> Problem | None:
        """Correct the name of the player in ``seat`` (issue 31.7c): checked as at the
        setup (R-SETUP-1, ``rules.check_name``), then pushed on the undo stack as a
        correction (:class:`~mafia_desktop.ui.window.undo.RenamePlayer`: stored, undone
        and redone like an action; every view redraws from a ``RELOADED`` change).
        Returns ``None`` when done (or when the name is the same), else why not (also
        emitted as :attr:`refused`)."""
        old = self.game.setup.name(seat)
        try:
            new = renamed_setup(self.game.setup, seat, name).name(seat)
        except RuleViolation as e:
            self.refused.emit(e)
            return e
        if new == old:
            return None
        def text() -> str:
            return fill(QCoreApplication.translate("GameController",
                                                   "Seat %1 renamed: %2 → %3"),
                        str(seat), isolate(old), isolate(new))
        self._failures = []
        try:
            self.stack.push(RenamePlayer(self.session, seat, old, new, text,
                                         self._renamed, self._failed))
        finally:
            failures, self._failures = self._failures, None
        if failures:
            self.refused.emit(failures[0])
            return failures[0]
        return None

    def _renamed(self, command: RenamePlayer) -> None:
        """A name was given or taken back: the actions' texts name the player anew, and
        every view draws the game again (its setup is another)."""
        for i in range(self.stack.count()):
            done = self.stack.command(i)
            if isinstance(done, ApplyAction):
                done.retranslate()
        self._emit(GameChange(RELOADED, self.game))

    def describe(self, action: AnyAction) -> str:
        """The action named for a person ("Vote: Boris -> Anna")."""
        return describe(action, self.game.setup)

    def set_note(self, key: str, text: str) -> StorageFailure | None:
        """Keep a host note (``player:<seat>`` or ``phase:<kind>:<number>``); stored in
        the repository first. Returns the storage failure, if any (the note unchanged)."""
        try:
            changed = self.session.set_note(key, text)
        except StorageError as e:
            failure = StorageFailure(str(e))
            self.refused.emit(failure)
            if isinstance(e, StaleGame):
                self._stale(str(e))
            return failure
        if changed:
            self.note_changed.emit(key)
        return None

    def note(self, key: str) -> str:
        """The note under ``key`` ("" when none)."""
        return self.session.note(key)

    # -- the undo stack ---------------------------------------------------------------

    def _command(self, action: AnyAction, index: int, lazy: bool = False) -> ApplyAction:
        before: list[AnyState] = []  # the state the action was entered in, kept

        def text() -> str:  # the undo text may name who acted ("End of Anna's speech")
            if not before:
                before.append(self.game.state_after(index))
            return describe(action, self.game.setup, before[0])
        command = ApplyAction(self.session, action, index, text, self._command_changed,
                              self._failed, self._stepped)
        if not lazy:
            command.ensure_text()
        return command

    def _describe_some(self, count: int = TEXTS_PER_TURN) -> None:
        """Make the texts of up to ``count`` commands still without one, newest first;
        the timer stops when none is left."""
        stop = max(0, self._undescribed - count)
        for i in range(self._undescribed - 1, stop - 1, -1):
            command = self.stack.command(i)
            if isinstance(command, ApplyAction):
                command.ensure_text()
        self._undescribed = stop
        if not stop:
            self._texts_timer.stop()

    def describe_rest(self) -> None:
        """Make every undo text still to be made, now (a resumed game's stack)."""
        self._describe_some(self._undescribed)

    def _stepped(self, undone: bool, command: QUndoCommand) -> None:
        (self.undone if undone else self.redone).emit(command)

    def _command_changed(self, command: ApplyAction, kind: str,
                         undone_at: datetime | None) -> None:
        self._emit(GameChange(kind, self.game, command.action, command.index,
                              command.text(), undone_at))

    def _emit(self, change: GameChange) -> None:
        self.changed.emit(change)
        if self.session.notice:
            self.noticed.emit(self.session.notice)

    def show_again(self, kind: str = RELOADED) -> None:
        """Have every view draw the game again (:attr:`changed` with a change of
        ``kind``: ``change.OPENED`` once the window shows the game, ``RELOADED`` after a
        write was checked, ``WORDS`` after a language change: nothing is dropped)."""
        self._emit(GameChange(kind, self.game))

    def opened(self) -> None:
        """The window shows the game: every view draws it (:meth:`show_again`)."""
        self.show_again(OPENED)

    def _stale(self, message: str) -> None:
        """Emit :attr:`stale` once the current call (maybe Qt's undo) has returned."""
        QTimer.singleShot(0, self, lambda: self.stale.emit(message))

    def _failed(self, error: StorageError | RuleViolation | LogFormatError) -> None:
        """A command could not write: report it (through :meth:`perform` while it pushes)
        and bring the stack's index back to the game."""
        problem = as_problem(error)
        if self._failures is not None:
            self._failures.append(problem)  # perform() emits refused itself
        else:
            self.refused.emit(problem)
        self._schedule_resync()
        if isinstance(error, StaleGame):
            self._stale(str(error))
        if isinstance(error, SaveUnknown):
            self._settle_timer.start()  # read the file again until it can be read

    def settle(self) -> bool:
        """Read the file again to learn the fate of a write that reported a disk error
        and could not be checked (the session's ``settle``); when it is found, emit
        :attr:`settled` and stop looking. Returns True when nothing is unknown any more."""
        if self.session.unsettled is None:
            self._settle_timer.stop()
            return True
        count = len(self.game)
        try:
            found = self.session.settle()
        except StaleGame as e:
            self._settle_timer.stop()
            self._stale(str(e))
            return True
        if found is None:
            return False  # still unreadable: asked again later
        self._settle_timer.stop()
        self.settled.emit(found, len(self.game) != count)
        return True

    def _schedule_resync(self) -> None:
        """After a failed undo the stack's index has moved but the game has not: move the
        index back to the game (outside Qt's undo/redo call, as Qt asks)."""
        if not self._resync_pending:
            self._resync_pending = True
            QTimer.singleShot(0, self._resync)

    def _in_game(self, command: QUndoCommand) -> bool:
        """True when ``command`` is part of the game now (its action in the log, or its
        rename given)."""
        if isinstance(command, RenamePlayer):
            return command.applied
        return isinstance(command, ApplyAction) and command.index < len(self.game)

    def _resync(self) -> None:
        self._resync_pending = False
        target = 0  # the commands in the game: their actions stored, their names given
        while target < self.stack.count() and self._in_game(self.stack.command(target)):
            target += 1
        if self.stack.index() != target:
            self.stack.setIndex(target)  # the commands' redo/undo are no-ops there
            self._emit(GameChange(RELOADED, self.game))
