"""The game repository's records beside the games (a base class of
:class:`~.repository.GameRepository`): host notes, a game log in and out (GAME_LOG.md:
:meth:`~GameRecords.import_log`, :meth:`~GameRecords.find_log`,
:meth:`~GameRecords.export_log`) and the roster's players with their statistics
(per rules family, :mod:`.family`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import mafia_desktop  # its __version__: a result kept by another version is replayed again
from mafia_desktop.rules import AnyAction, AnySetup, Game, log_format
from mafia_desktop.rules.family import AnyOutcome

from .connection import longer
from .database import StorageError
from .family import find_storage_family
from .parts import RepositoryPart
from .results import GameResult, GameResults, Version, read_result, result_text
from .revision import INTEGER_MAX, INTEGER_MIN, Revision, action_text, game_to_import, iso
from .rows import GameInfo, PlayerStats, game_infos, game_results, player_stats
from .sql_types import SqlParams, SqlValue


class GameRecords(RepositoryPart):
    """Notes, log files and the roster: the part of :class:`~.repository.GameRepository`
    that reads and writes through its plumbing."""

    clock: Callable[[], datetime]
    _setups: dict[int, AnySetup]
    _results: GameResults
    _stats_memo: tuple[tuple[object, ...], list[PlayerStats]] | None

    if TYPE_CHECKING:
        def _insert_game(self, conn: sqlite3.Connection, setup: AnySetup, deal: str,
                         deal_seed: int | None, started_at: datetime) -> int: ...
        def _set_outcome(self, conn: sqlite3.Connection, game_id: int,
                         outcome: AnyOutcome | None, at: datetime) -> None: ...
        def _action_rows(self, game_id: int) -> list[tuple[int, str]]: ...
        def actions(self, game_id: int) -> list[AnyAction]: ...
        def data_mark(self) -> tuple[object, ...]: ...
        @property
        def read_only(self) -> bool: ...

    # ------------------------------------------------------------------ notes

    def set_note(self, game_id: int, key: str, text: str, *,
                 expect: Revision | None = None) -> None:
        """Set the host's note ``key`` (``"player:3"``, ``"phase:day:2"``, ...) of a game;
        empty or blank ``text`` deletes it. Notes are never shown to the players.

        Args:
            expect: the game as the caller holds it (``Revision.of(game)``): checked in
                the same transaction (a note is not written on a game changed elsewhere).
        Raises:
            StaleGame: the stored game is not ``expect``; the note is as it was.
            StorageError: no such game, or the write failed.
        """
        what = f"save a note of game {game_id}"
        with self._write(what, game_id) as conn:
            self._check(conn, game_id, expect, what)
            if text.strip():
                conn.execute("INSERT INTO notes (game_id, key, text, updated_at) "
                             "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, key) DO UPDATE SET "
                             "text = excluded.text, updated_at = excluded.updated_at",
                             (game_id, key, text, iso(self.clock())))
            else:
                conn.execute("DELETE FROM notes WHERE game_id = ? AND key = ?", (game_id, key))

    def notes(self, game_id: int) -> dict[str, str]:
        """The game's notes by key (sorted by key; a note that is not text is left out)."""
        return {k: t for k, t in self._read(
            "SELECT key, text FROM notes WHERE game_id = ? ORDER BY key", (game_id,))
            if isinstance(k, str) and isinstance(t, str)}

    # ------------------------------------------------------------------ the log file

    def import_log(self, text: str | bytes, *, checked: Game | None = None) -> int:
        """Store a GAME_LOG.md log as a new game (setup, players to the roster, every
        action), in one transaction. ``started_at`` is the first action's ``at``, if any.
        ``checked``: the log's game as :func:`~.revision.game_to_import` gave it already
        (a caller that checks the log before it opens the database), not read again.

        Returns:
            the new game's id.
        Raises:
            StorageError: the log is unreadable, holds a number or time SQLite or a UTC
                time cannot hold, or an action breaks a rule (``index`` and
                ``rule`` set; ``path`` is ``None``: the fault is the log's, not the
                database's), or the write failed; nothing is stored.
        """
        game = checked if checked is not None else game_to_import(text)
        with self._write("import the game") as conn:
            game_id = self._store_game(conn, game)
        self._setups[game_id] = game.setup
        return game_id

    def _store_game(self, conn: sqlite3.Connection, game: Game) -> int:
        """:meth:`import_log`'s writes, in the caller's transaction ``conn`` (a caller
        that stores more with the game, all or nothing). Returns the new game's id."""
        setup = game.setup
        times = [a.at for a in game.actions if a.at is not None]
        now = self.clock()
        texts = [action_text(a, setup) for a in game.actions]
        written = iso(now)
        game_id = self._insert_game(conn, setup, "import", None, times[0] if times else now)
        with longer(conn, len(texts) * 1e-4):  # one statement for every action
            conn.executemany(
                "INSERT INTO actions (game_id, idx, action, written_at) VALUES "
                "(?, ?, ?, ?)", ((game_id, i, t, written) for i, t in enumerate(texts)))
        if game.outcome is not None:
            self._set_outcome(conn, game_id, game.outcome, times[-1] if times else now)
        return game_id

    def find_log(self, setup: AnySetup, actions: Sequence[AnyAction]) -> int | None:
        """The stored game that is this log: the same setup (ruleset, RNG seed, every
        player's seat, name and role) and exactly these actions in this order (each
        stored action's JSON, GAME_LOG.md, equal to the given one's, times included).
        A log opened again is recognised by it instead of being stored twice (which
        would count its players' games and wins twice). How the roles were dealt does
        not matter: a log saved from a game played here is that game.

        Returns:
            the lowest such game id, or ``None`` when no stored game is this log.
        Raises:
            StorageError: the database cannot be read.
        """
        if not INTEGER_MIN <= setup.rng_seed <= INTEGER_MAX:
            return None  # import_log could never have stored it
        wanted = [log_format.action_to_json(a, setup) for a in actions]
        candidates = self._read(
            "SELECT g.id FROM games g WHERE g.rng_seed = ? "
            "AND (SELECT count(*) FROM game_players p WHERE p.game_id = g.id) = ? "
            "AND (SELECT count(*) FROM actions a WHERE a.game_id = g.id) = ? ORDER BY g.id",
            (setup.rng_seed, setup.size, len(wanted)))
        for (game_id,) in candidates:
            try:
                same_setup = self.setup(game_id) == setup
            except StorageError:  # a stored setup that no longer reads is not this log
                continue
            if not same_setup:
                continue
            rows = self._action_rows(game_id)
            try:
                stored = [json.loads(text) for _, text in rows]
            except ValueError:  # a row changed by another tool
                continue
            if [i for i, _ in rows] == list(range(len(wanted))) and stored == wanted:
                return int(game_id)
        return None

    def export_log(self, game_id: int) -> str:
        """The game as a GAME_LOG.md log (:func:`~mafia_desktop.rules.log_format.dumps`);
        :meth:`import_log` of it gives the same game.

        Raises:
            StorageError: no such game, or a stored action cannot be read.
        """
        return log_format.dumps(self.setup(game_id), self.actions(game_id))

    # ------------------------------------------------------------------ roster

    def roster_names(self) -> list[str]:
        """Regular players' names, the most recently played first (then by name; a name
        that is not text is left out)."""
        return [r[0] for r in self._read(
            "SELECT name FROM roster ORDER BY last_played DESC, name_key")
            if isinstance(r[0], str)]

    def results(self) -> list[tuple[str, list[str], list[str]]]:
        """Every finished game's ``(family, dealt role ids in seat order, winners'
        faction ids)`` (:func:`.rows.game_results`; an unreadable game is left out), for
        the club's record of a setup (``rules.balance.club_record``)."""
        return game_results(self._read(
            "SELECT g.id, g.family, g.winners, p.role FROM games g JOIN game_players p "
            "ON p.game_id = g.id WHERE g.ended_at IS NOT NULL ORDER BY g.id, p.seat"))

    def player_stats(self) -> list[PlayerStats]:
        """Each roster player's games, wins and wins by role, per rules family (dealt
        role; a classic win is the role's faction among the winners, R-WIN-*). A
        finished sport game is replayed through the engine (once per stored log,
        :class:`~.results.GameResults`) for its winners and points. Most games
        first, then most wins, then by name. A game whose record cannot be read, or
        whose log no longer replays, counts as ``damaged``. Kept in memory while the
        database does not change (:meth:`~.repository.GameRepository.data_mark`)."""
        mark = self.data_mark()
        if self._stats_memo is not None and self._stats_memo[0] == mark:
            return list(self._stats_memo[1])
        stats = player_stats(self._read(
            "SELECT r.name, r.name_key, p.role, g.id, g.ended_at, g.winners, g.family, "
            "p.seat, coalesce(c.n, 0) "
            "FROM roster r LEFT JOIN game_players p ON p.roster_id = r.id "
            "LEFT JOIN games g ON g.id = p.game_id LEFT JOIN (SELECT game_id, count(*) AS n "
            "FROM actions GROUP BY game_id) c ON c.game_id = g.id"), self._results.get)
        new = self._results.taken()
        if new and not self.read_only:
            try:
                with self._write("keep the games' results") as conn:
                    conn.executemany(
                        "INSERT OR REPLACE INTO game_results (game_id, version, result) "
                        "SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM games WHERE id = ?)",
                        ((gid, json.dumps([mafia_desktop.__version__, *version]), result_text(result), gid)
                         for gid, version, result in new))
            except StorageError:
                pass  # replayed again in the next session
            mark = self.data_mark()
        self._stats_memo = (mark, stats)
        return list(stats)

    def _kept_results(self) -> dict[SqlValue, tuple[Version, GameResult]]:
        """The results kept by this program's version: ``{game_id: ((ended, actions),
        result)}`` (:class:`~.results.GameResults`); a row that cannot be read is left
        out (the game is replayed again)."""
        out: dict[SqlValue, tuple[Version, GameResult]] = {}
        for gid, version, text, family in self._read(
                "SELECT k.game_id, k.version, k.result, g.family FROM game_results k "
                "JOIN games g ON g.id = k.game_id"):
            kind = find_storage_family(family)
            try:
                program, *stored = json.loads(version)
                if program != mafia_desktop.__version__ or kind is None:
                    continue
                out[gid] = (tuple(stored), read_result(text, kind.side))
            except (ValueError, TypeError):
                continue
        return out

    def _infos(self, where: str, args: SqlParams,
               each: Callable[[], None] | None = None) -> list[GameInfo]:
        """The games' records (:func:`.rows.game_infos`): a row that cannot be read is a
        damaged record, every other game is listed as it is."""
        return game_infos(self._read, where, args, each)

    def list_games(self, finished: bool | None = None, *,
                   each: Callable[[], None] | None = None) -> list[GameInfo]:
        """Games, most recently started first: all, only finished (``True``) or only
        unfinished (``False``). A game whose record cannot be read is listed too, marked
        damaged (``GameInfo.problem`` says what is wrong); the others are unaffected.
        ``each()`` is called after every game read (a long job's step, which may raise
        to stop the listing: the window reads a large club in a worker, ``ui.jobs``).

        Raises:
            StorageError: the database cannot be read at all.
            whatever ``each`` raises.
        """
        where = {None: "", True: "WHERE g.ended_at IS NOT NULL",
                 False: "WHERE g.ended_at IS NULL"}[finished]
        return self._infos(where, (), each)

    def count_games(self) -> int:
        """How many games are stored (a cheap count: the window decides by it whether
        reading the list is a long job).

        Raises:
            StorageError: the database cannot be read.
        """
        rows = self._read("SELECT count(*) FROM games", ())
        return int(rows[0][0]) if rows else 0

    def info(self, game_id: int) -> GameInfo:
        """One game's :class:`GameInfo` (``problem`` set for a damaged record).

        Raises:
            StorageError: no such game.
        """
        infos = self._infos("WHERE g.id = ?", (game_id,))
        if not infos:
            raise self._error(f"there is no game {game_id}", game_id)
        return infos[0]


__all__ = ["GameRecords"]
