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
from dataclasses import dataclass
from typing import Protocol

from mafia_desktop.rules import AnyAction, AnyState, Game
from mafia_desktop.rules.family import AnyOutcome

from .errors import SaveUnknown, StaleGame, StorageError
from .renames import Rename, renamed_setup
from .revision import Revision


@dataclass(frozen=True, slots=True)
class Unsettled:
    """A write whose fate is not known yet (:class:`SaveUnknown`).

    Attributes:
        undo: an undo (``pop``) rather than an action (``push``).
        action: the action written or undone. index: its place in the log.
        done: the stored game when the write reached the file.
        not_done: the stored game when it did not.
        error: the error the write reported.
    """

    undo: bool
    action: AnyAction
    index: int
    done: Revision
    not_done: Revision
    error: str

    def what(self) -> str:
        """The write in words: "action 5", "the undo of action 5"."""
        return f"the undo of action {self.index}" if self.undo else f"action {self.index}"


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

    def rename_player(self, game_id: int, seat: int, name: str, *,
                      expect: Revision | None = None) -> Rename:
        """Correct a player's name (``renames.GameRenames.rename_player``)."""

    def undo_rename(self, game_id: int, rename: Rename, *,
                    expect: Revision | None = None) -> None:
        """Undo the game's latest rename."""


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
    all stays in the game, and :attr:`notice` says so. When the file cannot be read
    again either (a vanished disk), nothing is said to be saved or not: the call raises
    :class:`SaveUnknown`, the game stays as it was shown before the write, every write
    is refused while :attr:`unsettled` is set, and :meth:`settle` reads the file again
    (after a remount) and keeps what it holds.

    Attributes:
        notice: after a call that succeeded in an unusual way (a write that reported an
            error yet was stored), what happened, for the host; else ``None``.
        unsettled: the write whose fate is not known yet (:class:`Unsettled`), else
            ``None``.
    """

    __slots__ = ("game", "game_id", "notes", "notice", "repository", "unsettled")

    def __init__(self, game: Game, repository: Repository | None = None,
                 game_id: int | None = None, notes: Mapping[str, str] | None = None) -> None:
        if repository is not None and game_id is None:
            raise ValueError("a session with a repository needs the game's id")
        self.game = game
        self.repository = repository
        self.game_id = game_id
        self.notes: dict[str, str] = dict(notes or {})
        self.notice: str | None = None
        self.unsettled: Unsettled | None = None

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
        self._refuse_while_unsettled()
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
            if stored is None:  # the file cannot be read: whether it is there is unknown
                raise self._unsettle(Unsettled(False, action, index, after, before,
                                               e.problem), e) from None
            if stored != before:
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
        self._refuse_while_unsettled()
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
                if stored is None:  # the file cannot be read: the undo's fate is unknown
                    raise self._unsettle(Unsettled(
                        True, self.game.actions[index], index, Revision.of(self.game, index),
                        before, e.problem), e) from None
                if stored != before:
                    raise self._changed(e) from None
                raise
        return self.game.pop()

    def settle(self) -> str | None:
        """Find out what became of the :attr:`unsettled` write by reading the file again
        (after the disk came back, e.g. remounted), and make the game what the file
        holds: an action that reached the file is pushed again, an undo that reached it
        is popped. Returns what was found, for the host (``None``: nothing was
        unsettled, or the file still cannot be read and :attr:`unsettled` stays).

        Raises:
            StaleGame: the file holds neither outcome (another program changed the
                game): load it again; :attr:`unsettled` is cleared.
        """
        u = self.unsettled
        if u is None or self.repository is None:
            return None
        stored = self._stored()
        if stored is None:
            return None
        self.unsettled = None
        if stored == u.done:
            if u.undo:
                self.game.pop()
            else:
                self.game.push(u.action)
            return (f"{u.what()} was saved after all: the database reported an error "
                    f"({u.error}), and reading it again found it stored")
        if stored == u.not_done:
            return (f"{u.what()} was not saved: the database reported an error "
                    f"({u.error}), and reading it again found it not stored")
        raise StaleGame(f"{u.error}; reading the database again found game {self._id()} "
                        "changed by another window or program", game_id=self._id())

    def _unsettle(self, unsettled: Unsettled, error: StorageError) -> SaveUnknown:
        self.unsettled = unsettled
        return SaveUnknown(f"the database reported an error ({error.problem}) and cannot "
                           f"be read again to tell whether {unsettled.what()} reached the "
                           "file: it is read again when the disk is back, and the game "
                           "follows what it holds", path=error.path, game_id=self._id(),
                           index=unsettled.index)

    def _refuse_while_unsettled(self) -> None:
        """No write while an earlier one's fate is unknown (:meth:`settle` first)."""
        if self.unsettled is not None and self.repository is not None:
            count = len(self.game)
            found = self.settle()  # the file may be back
            if self.unsettled is not None:
                raise SaveUnknown(f"cannot save now: whether {self.unsettled.what()} reached "
                                  "the file is still not known (the database cannot be "
                                  "read)", game_id=self.game_id)
            if len(self.game) != count:  # the caller's view was behind the file
                raise StaleGame(f"{found}; nothing else was done: look at the game again",
                                game_id=self.game_id)
            self.notice = found

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

    def rename(self, seat: int, name: str) -> Rename | None:
        """Correct the name of the player in ``seat`` (issue 31.7c): stored first
        (``GameRepository.rename_player``: the players, the stored actions, the record),
        then the game is the same log under the new setup. Returns the stored record
        (``None`` without a repository). The log's actions hold seats, so the game's
        states are the same.

        Raises:
            RuleViolation: R-SETUP-1 (the name is refused as at the setup); nothing
                changed.
            StaleGame, StorageError: the write failed; nothing changed.
        """
        self.notice = None
        setup = renamed_setup(self.game.setup, seat, name)  # RuleViolation: nothing done
        self._refuse_while_unsettled()
        record = None
        if self.repository is not None:
            record = self.repository.rename_player(self._id(), seat, name,
                                                   expect=Revision.of(self.game))
        self.game = Game.replay(setup, self.game.actions)
        return record

    def undo_rename(self, seat: int, old: str, record: Rename | None) -> None:
        """Undo a rename (:meth:`rename`): the player in ``seat`` is ``old`` again and the
        stored record goes (``GameRepository.undo_rename``).

        Raises:
            StaleGame, StorageError: the write failed; nothing changed.
        """
        self.notice = None
        setup = renamed_setup(self.game.setup, seat, old)
        self._refuse_while_unsettled()
        if self.repository is not None and record is not None:
            self.repository.undo_rename(self._id(), record, expect=Revision.of(self.game))
        self.game = Game.replay(setup, self.game.actions)

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
        self._refuse_while_unsettled()
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
