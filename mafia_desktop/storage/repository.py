"""The game repository: games, their logs, corrections, host notes and the roster.

A game is stored as its setup plus its actions (DESIGN.md: the game is its log); each
action is the JSON object :func:`~mafia_desktop.rules.log_format.action_to_json` writes
(GAME_LOG.md), so :meth:`GameRepository.load` rebuilds the game by replaying the log and
:meth:`GameRepository.export_log` writes the very same log format.

Every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``): an action is on disk
before :meth:`GameRepository.append` returns, and a failed write (a full or read-only
disk) rolls back and raises :class:`StorageError`, leaving the database as it was. A
write given the caller's :class:`~.revision.Revision` first checks, in the same
transaction, that the stored game is the one the caller holds, and raises
:class:`StaleGame` if another window or program changed it.

After a failed read or write on the disk (an I/O error, a file that suddenly seems
damaged) the connection is opened again before the next use, so what is read next is
what the file holds (:meth:`GameRepository.revision`: did a commit that reported an
error reach the file after all?).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from mafia_desktop.rules import (
    AnyAction,
    AnySetup,
    Game,
    RuleViolation,
    find_family,
    name_key,
)
from mafia_desktop.rules.family import AnyOutcome

from .connection import explain, inserted_id, is_io_error, reopen
from .corrections import Correction, GameCorrections
from .database import StaleGame, StorageError, database_file
from .records import GameRecords
from .renames import GameRenames, Rename
from .results import GameResults
from .revision import INTEGER_MAX, INTEGER_MIN, Revision, action_text, iso
from .rows import (
    BAD_VALUE,
    GameInfo,
    PlayerStats,
)
from .sql_types import SqlParams, SqlRow

#: How roles were dealt: by hand, by :func:`~mafia_desktop.rules.deal_roles` with a
#: recorded seed, or read from an imported log.
DEALS = ("hand", "random", "import")


def _now() -> datetime:
    return datetime.now(UTC)


class GameRepository(GameRenames, GameRecords, GameCorrections):
    """Games in one database (a connection from :func:`open_database`).

    Player references in stored actions are names, as in the log; game ids are SQLite
    row ids. Every method that writes runs one transaction and raises
    :class:`StorageError` (the database unchanged) when the write fails.

    Args:
        conn: an autocommit connection (``isolation_level=None``), as
            :func:`open_database` returns.
        clock: gives "now" (an aware datetime) for times the caller does not give.
    """

    def __init__(self, conn: sqlite3.Connection, *,
                 clock: Callable[[], datetime] = _now) -> None:
        self.conn = conn
        self.clock = clock
        self.path = database_file(conn)
        #: Opened read-only because its disk, folder or file is (the caller says so).
        self.read_only_media = False
        self._setups: dict[int, AnySetup] = {}
        self._reopen = False  # a disk error happened: open the file again before use
        self._results = GameResults(self.load, (StorageError, *BAD_VALUE),
                                    kept=self._kept_results)
        self._stats_memo: tuple[tuple[object, ...], list[PlayerStats]] | None = None

    @property
    def read_only(self) -> bool:
        """True when the database was opened read-only (every write is refused)."""
        return bool(getattr(self.conn, "read_only", False))

    # ------------------------------------------------------------------ plumbing

    def _error(self, problem: str, game_id: int | None = None,
               index: int | None = None) -> StorageError:
        return StorageError(problem, path=self.path, game_id=game_id, index=index)

    def _fresh(self) -> sqlite3.Connection:
        """The connection, opened again first if a disk error happened since."""
        if self._reopen:
            self.conn = reopen(self.conn)  # StorageError: still unreachable, try later
            self._reopen = False
        return self.conn

    def _sqlite_error(self, e: sqlite3.Error, what: str,
                      game_id: int | None = None) -> StorageError:
        """``e`` as a StorageError; a disk error makes the next use open the file again."""
        if is_io_error(e):
            self._reopen = True
        return self._error(f"cannot {what}: {explain(e, self.conn)}", game_id)

    @contextmanager
    def _write(self, what: str, game_id: int | None = None) -> Iterator[sqlite3.Connection]:
        """One write transaction; any SQLite error rolls back and becomes StorageError."""
        conn = self._fresh()
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise self._sqlite_error(e, what, game_id) from None
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException as e:
            if conn.in_transaction:
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if isinstance(e, sqlite3.Error):
                raise self._sqlite_error(e, what, game_id) from None
            if isinstance(e, StaleGame) and game_id is not None:
                self._setups.pop(game_id, None)
            if isinstance(e, (OverflowError, ValueError)):
                # a number beyond SQLite's INTEGER, a time beyond datetime's years
                raise self._error(f"cannot {what}: a value is out of range ({e})",
                                  game_id) from None
            raise

    def _read(self, sql: str, args: SqlParams = ()) -> list[tuple[Any, ...]]:
        try:
            return self._fresh().execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise self._sqlite_error(e, "read") from None
        except OverflowError as e:  # e.g. a game id beyond SQLite's INTEGER
            raise self._error(f"cannot read: a value is out of range ({e})") from None

    def _game_row(self, game_id: int) -> SqlRow:
        rows = self._read("SELECT preset, options, rng_seed, family FROM games WHERE id = ?",
                          (game_id,))
        if not rows:
            raise self._error(f"there is no game {game_id}", game_id)
        return rows[0]

    def data_mark(self) -> tuple[object, ...]:
        """A value that changes whenever the database may have changed since it was
        taken: this connection's writes (``total_changes``), another connection's
        commits (``PRAGMA data_version``), the file opened again. What is worked out
        from the whole database (the players' statistics, the ratings) is kept in memory
        against it.

        Raises:
            StorageError: the database cannot be read.
        """
        version = self._read("PRAGMA data_version")[0][0]
        conn = self.conn
        return (conn, version, conn.total_changes)

    # ------------------------------------------------------------------ revisions

    def revision(self, game_id: int) -> Revision:
        """What the database holds of the game now: its number of actions and its last
        action (a fresh read: after a disk error the file is opened again first).

        Raises:
            StorageError: no such game (:class:`StaleGame`: it was deleted), or the file
                cannot be read.
        """
        rows = self._read("SELECT (SELECT 1 FROM games WHERE id = ?), "
                          "(SELECT idx FROM actions WHERE game_id = ? ORDER BY idx DESC "
                          "LIMIT 1), (SELECT action FROM actions WHERE game_id = ? "
                          "ORDER BY idx DESC LIMIT 1)", (game_id, game_id, game_id))
        found, last_index, last = rows[0]
        if found is None:
            raise StaleGame(f"there is no game {game_id} any more: another window or "
                            "program deleted it", path=self.path, game_id=game_id)
        count = last_index + 1 if isinstance(last_index, int) else 0
        return Revision(count, last if isinstance(last, str) or last is None else str(last))

    def _check(self, conn: sqlite3.Connection, game_id: int, expect: Revision | None,
               what: str) -> Revision:
        """Inside a write: the stored revision, which must be ``expect`` (if given).

        Raises:
            StaleGame: the game is gone, or it is not ``expect``.
            StorageError: no such game (no ``expect``).
        """
        found = conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        if found is None:
            if expect is not None:
                raise StaleGame(f"cannot {what}: game {game_id} was deleted by another "
                                "window or program", path=self.path, game_id=game_id)
            raise self._error(f"there is no game {game_id}", game_id)
        row = conn.execute("SELECT idx, action FROM actions WHERE game_id = ? "
                           "ORDER BY idx DESC LIMIT 1", (game_id,)).fetchone()
        stored = Revision(0, None) if row is None else Revision(
            row[0] + 1 if isinstance(row[0], int) else -1, row[1])
        if expect is None or self._same(game_id, stored, expect):
            return stored
        if stored.actions != expect.actions:
            differs = (f"the database holds {stored.actions} actions, this window "
                       f"{expect.actions}")
        else:
            differs = f"its action {stored.actions - 1} is not the one this window shows"
        raise StaleGame(f"cannot {what}: another window or program changed game {game_id} "
                        f"({differs}); nothing was saved", path=self.path, game_id=game_id)

    def _same(self, game_id: int, stored: Revision, expect: Revision) -> bool:
        """True when ``stored`` is ``expect`` (texts equal, or the stored text reads as
        the same action)."""
        if stored.actions != expect.actions:
            return False
        if stored.last == expect.last:
            return True
        if stored.last is None or expect.last is None:
            return False
        try:
            setup = self.setup(game_id)
            return action_text(self._parse(game_id, setup, stored.actions - 1,
                                           stored.last), setup) == expect.last
        except StorageError:
            return False

    # ------------------------------------------------------------------ games

    def _insert_game(self, conn: sqlite3.Connection, setup: AnySetup, deal: str,
                     deal_seed: int | None, started_at: datetime) -> int:
        started = iso(started_at)
        # A new id that no stored row names: a damaged games.id must not make the new
        # game inherit another game's players, actions or notes (they would collide).
        next_id = conn.execute(
            "SELECT coalesce(max(m), 0) + 1 FROM ("
            "SELECT max(id) AS m FROM games UNION ALL "
            "SELECT max(game_id) FROM game_players WHERE typeof(game_id) = 'integer' "
            "UNION ALL SELECT max(game_id) FROM actions WHERE typeof(game_id) = 'integer' "
            "UNION ALL SELECT max(game_id) FROM corrections WHERE typeof(game_id) = 'integer' "
            "UNION ALL SELECT max(game_id) FROM notes WHERE typeof(game_id) = 'integer')"
        ).fetchone()[0]
        if not isinstance(next_id, int) or next_id > INTEGER_MAX:
            next_id = None               # SQLite picks an unused id itself
        cur = conn.execute(
            "INSERT INTO games (id, preset, options, rng_seed, deal, deal_seed, started_at, "
            "family) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (next_id, setup.ruleset.preset, json.dumps(setup.ruleset.options(), sort_keys=True),
             setup.rng_seed, deal, deal_seed, started, setup.ruleset.family))
        game_id = inserted_id(cur)
        for p in setup.players:
            key = name_key(p.name)
            conn.execute(
                "INSERT INTO roster (name, name_key, last_played) VALUES (?, ?, ?) "
                "ON CONFLICT (name_key) DO UPDATE SET name = excluded.name, "
                "last_played = max(last_played, excluded.last_played)",
                (p.name, key, started))
            conn.execute(
                "INSERT INTO game_players (game_id, seat, name, role, roster_id) "
                "VALUES (?, ?, ?, ?, (SELECT id FROM roster WHERE name_key = ?))",
                (game_id, p.seat, p.name, p.role.value, key))
        return game_id

    def create_game(self, setup: AnySetup, *, deal: str = "hand", deal_seed: int | None = None,
                    started_at: datetime | None = None) -> int:
        """Store a new game with no actions; its players join the roster.

        Args:
            setup: from :func:`~mafia_desktop.rules.make_setup` (R-SETUP-1..3 checked).
            deal: ``"hand"`` (the host gave the roles) or ``"random"``
                (:func:`~mafia_desktop.rules.deal_roles`, R-SETUP-4, with ``deal_seed``).
            deal_seed: the seed of a random deal.
            started_at: an aware datetime (default: now).
        Returns:
            the new game's id.
        Raises:
            ValueError: an unknown ``deal``, or a naive ``started_at``.
            StorageError: the write failed (nothing stored).
        """
        if deal not in ("hand", "random"):
            raise ValueError(f"deal must be 'hand' or 'random', got {deal!r}")
        at = started_at or self.clock()
        if at.tzinfo is None:
            raise ValueError(f"a stored time needs a UTC offset, got {at!r}")
        with self._write("store a new game") as conn:
            game_id = self._insert_game(conn, setup, deal, deal_seed, at)
        self._setups[game_id] = setup
        return game_id

    def setup(self, game_id: int) -> AnySetup:
        """The game's setup (players by seat, ruleset, RNG seed).

        Raises:
            StorageError: no such game, or its stored setup cannot be read (a damaged
                value, or it no longer passes R-SETUP-*).
        """
        cached = self._setups.get(game_id)
        if cached is not None:
            return cached
        preset, options, seed, family = self._game_row(game_id)
        rows = self._read("SELECT seat, name, role FROM game_players WHERE game_id = ? "
                          "ORDER BY seat", (game_id,))
        try:
            parsed = json.loads(options) if isinstance(options, str) else None
            if not isinstance(parsed, dict):
                raise ValueError(f"its options {options!r:.60} are not a JSON object")
            if not isinstance(seed, int) or not INTEGER_MIN <= seed <= INTEGER_MAX:
                raise ValueError(f"its random seed {seed!r:.60} is not an integer")
            if (rules := find_family(family)) is None:  # never read as another family's
                raise ValueError(f"its rules family {family!r:.60} is unknown to this program")
            if not isinstance(preset, str):
                raise ValueError(f"its preset {preset!r:.60} is not a preset's name")
            setup = rules.make_setup(list(rows), rules.ruleset_from(preset, parsed), seed)
        except BAD_VALUE as e:
            raise self._error(f"game {game_id}'s setup cannot be read: {e}", game_id) from None
        self._setups[game_id] = setup
        return setup

    def _action_rows(self, game_id: int) -> list[tuple[int, str]]:
        return self._read("SELECT idx, action FROM actions WHERE game_id = ? ORDER BY idx",
                          (game_id,))

    def actions(self, game_id: int) -> list[AnyAction]:
        """The game's log, parsed (players as seats).

        Raises:
            StorageError: no such game, or an action cannot be read.
        """
        setup = self.setup(game_id)
        return [self._parse(game_id, setup, i, text) for i, text in self._action_rows(game_id)]

    def load(self, game_id: int) -> Game:
        """Rebuild the game by replaying its stored log (resume; undo then works as
        before the restart). The setup is read again too (never a cached one).

        Raises:
            StorageError: no such game, or an action that cannot be read or no longer
                applies (the message names the game, the action's index and the rule).
        """
        self._setups.pop(game_id, None)
        setup = self.setup(game_id)
        game = Game(setup)
        for index, text in self._action_rows(game_id):
            if index != len(game):
                raise self._error(f"game {game_id}'s log has a gap before action {index}",
                                  game_id, index if isinstance(index, int) else None)
            try:
                game.push(self._parse(game_id, setup, index, text))
            except RuleViolation as e:
                rule = f" ({e.rule})" if getattr(e, "rule", None) else ""
                raise self._error(f"game {game_id}, action {index} no longer applies: "
                                  f"{e.message}{rule}", game_id, index) from None
            except BAD_VALUE as e:  # a seat that is no player's (LogFormatError)
                message = getattr(e, "message", None) or str(e)
                raise self._error(f"game {game_id}, action {index} no longer applies: "
                                  f"{message}", game_id, index) from None
        return game

    def append(self, game_id: int, index: int, action: AnyAction, outcome: AnyOutcome | None, *,
               expect: Revision | None = None) -> None:
        """Store ``action`` as the game's action ``index``, in one transaction.

        Call it after ``Game.push(action)`` succeeded and before the screen shows the
        change (DESIGN.md); ``outcome`` is ``game.outcome`` after the push. An outcome
        stores the end time (``action.at`` or now), winners and rule; ``None`` clears them.
        An action that was undone at this index and is now back (a redo: the same action,
        the same time) is part of the game again, so its correction is removed in the same
        transaction (the latest one at this index that stores exactly this action).

        Args:
            expect: the game as the caller holds it before this action
                (``Revision.of(game, index)``): checked in the same transaction.
        Raises:
            StaleGame: the stored game is not ``expect``, or (without ``expect``)
                ``index`` is not the number of stored actions; nothing is stored.
            StorageError: no such game, or the write failed (a read-only or full disk);
                nothing is stored. After an error at COMMIT, :meth:`revision` says
                whether the action reached the file after all.
        """
        setup = self.setup(game_id)
        text = action_text(action, setup)
        now = self.clock()
        what = f"save action {index} of game {game_id}"
        with self._write(what, game_id) as conn:
            stored = self._check(conn, game_id, expect, what)
            if index != stored.actions:
                raise StaleGame(f"cannot save action {index} of game {game_id}: the game "
                                f"has {stored.actions} stored actions", path=self.path,
                                game_id=game_id, index=index)
            conn.execute("INSERT INTO actions (game_id, idx, action, written_at) "
                         "VALUES (?, ?, ?, ?)", (game_id, index, text, iso(now)))
            conn.execute("DELETE FROM corrections WHERE id = (SELECT max(id) FROM corrections "
                         "WHERE game_id = ? AND idx = ? AND action = ?)",
                         (game_id, index, text))
            self._set_outcome(conn, game_id, outcome, action.at or now)

    def _set_outcome(self, conn: sqlite3.Connection, game_id: int, outcome: AnyOutcome | None,
                     at: datetime) -> None:
        if outcome is None:
            conn.execute("UPDATE games SET ended_at = NULL, winners = NULL, "
                         "outcome_rule = NULL WHERE id = ?", (game_id,))
        else:
            conn.execute("UPDATE games SET ended_at = ?, winners = ?, outcome_rule = ? "
                         "WHERE id = ?",
                         (iso(at), json.dumps([f.value for f in outcome.winners]),
                          outcome.rule, game_id))

    def pop(self, game_id: int, index: int, *, expect: Revision | None = None) -> None:
        """Undo: delete the game's last action ``index`` and record it in corrections,
        in one transaction; the game's outcome is cleared.

        Args:
            expect: the game as the caller holds it (``Revision.of(game)``, its last
                action being ``index``): checked in the same transaction.
        Raises:
            StaleGame: the stored game is not ``expect``; nothing changed.
            StorageError: no such game, ``index`` is not the last action, or the write
                failed (nothing changed).
        """
        self._game_row(game_id)
        now = self.clock()
        what = f"undo action {index} of game {game_id}"
        with self._write(what, game_id) as conn:
            self._check(conn, game_id, expect, what)
            row = conn.execute("SELECT idx, action FROM actions WHERE game_id = ? "
                               "ORDER BY idx DESC LIMIT 1", (game_id,)).fetchone()
            if row is None or row[0] != index:
                last = "no actions" if row is None else f"its last action is {row[0]}"
                raise self._error(f"cannot undo action {index} of game {game_id}: {last}",
                                  game_id, index)
            conn.execute("INSERT INTO corrections (game_id, idx, action, undone_at) "
                         "VALUES (?, ?, ?, ?)", (game_id, index, row[1], iso(now)))
            conn.execute("DELETE FROM actions WHERE game_id = ? AND idx = ?", (game_id, index))
            self._set_outcome(conn, game_id, None, now)

    def delete_game(self, game_id: int, *, expect: Revision | None = None) -> None:
        """Delete a game with its log, corrections and notes (its players stay in the
        roster).

        Args:
            expect: the game as the caller last saw it (``GameInfo.revision``): a game
                changed since is not deleted.
        Raises:
            StaleGame: the stored game is not ``expect`` (or is gone).
            StorageError: no such game, or the write failed.
        """
        what = f"delete game {game_id}"
        with self._write(what, game_id) as conn:
            self._check(conn, game_id, expect, what)
            if conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount != 1:
                raise self._error(f"there is no game {game_id}", game_id)
        self._setups.pop(game_id, None)


__all__ = ["DEALS", "Correction", "GameInfo", "GameRepository", "PlayerStats", "Rename"]
