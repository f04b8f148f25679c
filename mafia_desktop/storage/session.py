"""The game session: one game and the repository that stores it, moved in one step.

DESIGN.md: "a Qt-free game session joins the game and the repository: ``push(action)``
applies the action once and stores it in the same step (nothing changes if the write
fails); ``pop()`` pops and records the correction." The host window's undo command calls
nothing but this; the reports and the command line read what it stored.

>>> from mafia_desktop.rules import Game
>>> from mafia_desktop.rules.classic import Nominate, Role, make_setup, ruleset_from
>>> setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
...                     (3, "Vera", Role.CIVILIAN), (4, "Gleb", Role.CIVILIAN)],
...                    ruleset_from("table"), rng_seed=1)
>>> session = GameSession(Game(setup))          # no repository: nothing is stored
>>> session.push(Nominate(by=2, target=1)).nominations
((2, 1),)
>>> session.pop()
Nominate(by=2, target=1, at=None)
>>> len(session.game)
0
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from mafia_desktop.rules import AnyAction, AnyState, Game
from mafia_desktop.rules.family import AnyOutcome

from .errors import StaleGame, StorageError
from .revision import Revision


class Repository(Protocol):
    """What the session needs of a store (:class:`~.repository.GameRepository` is one).

    Every method writes in one transaction and raises :class:`StorageError` with nothing
    changed when it cannot; given ``expect`` (the game as the session holds it), it
    raises :class:`StaleGame` when the stored game is another (changed elsewhere).
    """

    def append(self, game_id: int, index: int, action: AnyAction,
               outcome: AnyOutcome | None, *, expect: Revision | None = None) -> None:
        """Store ``action`` as action ``index`` (and the outcome after it)."""

    def pop(self, game_id: int, index: int, *, expect: Revision | None = None) -> None:
        """Delete the last action ``index`` and record it as a correction."""

    def set_note(self, game_id: int, key: str, text: str, *,
                 expect: Revision | None = None) -> None:
        """Store a host note (an empty text deletes it)."""

    def revision(self, game_id: int) -> Revision:
        """What is stored of the game now (a fresh read)."""


class GameSession:
    """A game being played, and where it is stored.

    Args:
        game: the game (it may already hold actions: a resumed game or an opened log;
            they are taken as stored already).
        repository: the store, or ``None`` to keep nothing (an opened log that is not
            imported, a database that could not be opened).
        game_id: the game's id in the repository.
        notes: the host's notes by key (``player:<seat>``, ``phase:<kind>:<number>``)
            as stored.

    The game and the repository agree after every call: a call that fails changes
    neither (the repository's transaction is rolled back; the game is popped back).
    Every write tells the repository which game the session holds (its
    :class:`Revision`): a game another window changed is not written to
    (:class:`StaleGame`; load it again). When a write reports an error, the session reads
    the stored game again and keeps what is true: an action that reached the file after
    all stays in the game, and :attr:`notice` says so.

    Attributes:
        notice: after a call that succeeded in an unusual way (a write that reported an
            error yet was stored), what happened, for the host; else ``None``.
    """

    __slots__ = ("game", "game_id", "notes", "notice", "repository")

    def __init__(self, game: Game, repository: Repository | None = None,
                 game_id: int | None = None, notes: Mapping[str, str] | None = None) -> None:
        if repository is not None and game_id is None:
            raise ValueError("a session with a repository needs the game's id")
        self.game = game
        self.repository = repository
        self.game_id = game_id
        self.notes: dict[str, str] = dict(notes or {})
        self.notice: str | None = None

    @property
    def state(self) -> AnyState:
        """The game's current state."""
        return self.game.state

    @property
    def stored(self) -> bool:
        """True when the session writes to a repository."""
        return self.repository is not None

    def push(self, action: AnyAction) -> AnyState:
        """Apply ``action`` (the engine runs once) and store it; returns the new state.

        A redo is a push of the action that was undone: the repository then removes that
        action's correction (it is part of the game again). When the write reports an
        error, the stored game is read again: if the action is stored after all (the
        error came after the data reached the file), it stays and :attr:`notice` says
        "saved after a retry".

        Raises:
            RuleViolation: the action breaks a rule (its ``rule`` is the ID); nothing
                changed.
            LogFormatError: the action names a seat that is no player's; nothing changed.
            StaleGame: another window or program changed the stored game; nothing was
                stored, the game was popped back (load it again from the repository).
            StorageError: the write failed (a full or read-only disk, a vanished file;
                the message says which) and the action is not stored; the game was popped
                back.
        """
        self.notice = None
        state = self.game.push(action)
        if self.repository is None:
            return state
        index = len(self.game) - 1
        before = Revision.of(self.game, index)
        try:
            self.repository.append(self._id(), index, action, state.outcome, expect=before)
        except StaleGame:
            self.game.pop()
            raise
        except StorageError as e:
            after = Revision.of(self.game)
            stored = self._stored()
            if stored == after:
                self.notice = (f"action {index} saved after a retry: the database reported "
                               f"an error ({e.problem}), and reading it again found the "
                               "action stored")
                return state
            self.game.pop()
            if stored is not None and stored != before:
                raise self._changed(e) from None
            raise
        return state

    def pop(self) -> AnyAction:
        """Undo the last action: the repository deletes it and records a correction, then
        the game drops it (O(1)). Returns the action. When the write reports an error,
        the stored game is read again: an undo that reached the file after all is kept
        (:attr:`notice` says so).

        Raises:
            IndexError: the game has no action.
            StaleGame: another window or program changed the stored game; nothing changed.
            StorageError: the write failed; nothing changed.
        """
        self.notice = None
        if not len(self.game):
            raise IndexError("pop from a game with no actions")
        if self.repository is not None:
            index = len(self.game) - 1
            before = Revision.of(self.game)
            try:
                self.repository.pop(self._id(), index, expect=before)
            except StaleGame:
                raise
            except StorageError as e:
                stored = self._stored()
                if stored == Revision.of(self.game, index):
                    self.notice = (f"undo of action {index} saved after a retry: the "
                                   f"database reported an error ({e.problem}), and reading "
                                   "it again found the action undone")
                    return self.game.pop()
                if stored is not None and stored != before:
                    raise self._changed(e) from None
                raise
        return self.game.pop()

    def _stored(self) -> Revision | None:
        """What the repository holds of the game now, or ``None`` when it cannot tell."""
        assert self.repository is not None
        try:
            return self.repository.revision(self._id())
        except StorageError:
            return None

    def _changed(self, error: StorageError) -> StaleGame:
        return StaleGame(f"{error.problem}; reading the database again found game "
                         f"{self._id()} changed by another window or program",
                         path=error.path, game_id=self._id(), index=error.index)

    def note(self, key: str) -> str:
        """The host's note under ``key`` (``""`` when there is none)."""
        return self.notes.get(key, "")

    def set_note(self, key: str, text: str) -> bool:
        """Keep the host's note ``key``; an empty or blank text deletes it. Stored first.
        Returns ``True`` when the note changed.

        Raises:
            StaleGame: another window or program changed the stored game; the note is as
                it was.
            StorageError: the write failed; the note is as it was.
        """
        text = text if text.strip() else ""
        if self.notes.get(key, "") == text:
            return False
        if self.repository is not None:
            self.repository.set_note(self._id(), key, text, expect=Revision.of(self.game))
        if text:
            self.notes[key] = text
        else:
            self.notes.pop(key, None)
        return True

    def _id(self) -> int:
        assert self.game_id is not None  # checked in __init__
        return self.game_id
