"""A tournament's games coming back (issue 25): a table's game log, a game file or the
FIIM site's record imported into its slot (found by the seating, or named), the same log
twice recognised, a different log for a filled slot kept as a conflict until the
organiser chooses. Part of :class:`~.tournaments.TournamentRepository` (its base class).
"""

from __future__ import annotations

import json
import os
import sqlite3
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mafia_desktop.rules import Game, LogFormatError, RuleViolation, log_format, name_key
from mafia_desktop.rules.json_types import JsonObject
from mafia_desktop.rules.sport import SportState
from mafia_desktop.rules.sport.tournament.exchange import dumps as exchange_dumps
from mafia_desktop.rules.sport.tournament.exchange import loads_record, to_mwt
from mafia_desktop.rules.sport.tournament.limits import (
    MAX_FILE_BYTES,
    check_actions,
    check_bonuses,
    check_file_size,
    check_record_limits,
)
from mafia_desktop.rules.sport.tournament.record import ResultRecord

from ..connection import inserted_id
from ..database import StorageError
from ..repository import GameRepository
from ..revision import game_to_import, iso
from .tournament_rows import Imported, Slot, Tournament


def _conflict_id(conn: sqlite3.Connection, game_id: int) -> int:
    """A new conflict's id: the imported game's own number in Saved games, so that an id
    is never given to another conflict after a resolve (SQLite would hand the highest
    id out again once its row is deleted; the schema's ids are not AUTOINCREMENT). The
    same game waiting for two games of the tournament (two slots with one seating) takes
    the next number above every conflict and every stored game instead."""
    taken = conn.execute("SELECT 1 FROM tournament_conflicts WHERE id = ?",
                         (game_id,)).fetchone()
    if taken is None:
        return game_id
    row = conn.execute("SELECT MAX(m) FROM (SELECT MAX(id) AS m FROM tournament_conflicts "
                       "UNION ALL SELECT MAX(id) FROM games)").fetchone()
    return int(row[0] or 0) + 1


class _Undo(Exception):
    """Raised inside the file's transaction to roll it back (not a ValueError, which
    the repository's write would word as a storage fault)."""


@dataclass(frozen=True, slots=True)
class Fate:
    """What became of one game of a refused file: ``index`` (1.. in the file),
    ``status`` ``refused`` (``message`` says why) or ``not taken`` (it was fine, the
    file was refused for another game; ``slot`` is where it would have counted, when
    found)."""

    index: int
    status: str
    slot: tuple[int, int, int] | None
    message: str | None

    def to_json(self) -> JsonObject:
        """As the CLI prints it."""
        r, t, g = self.slot if self.slot is not None else (None, None, None)
        return {"game_of_file": self.index, "status": self.status, "round": r, "table": t,
                "game": g, "message": self.message}


class ImportRefused(ValueError):
    """A file refused whole: nothing of it is stored or counted (one transaction).

    Attributes:
        message: the first refused game's reason (prefixed "game K of the file: " for a
            file of several games).
        fates: every game of the file, in order (:class:`Fate`).
    """

    def __init__(self, message: str, fates: list[Fate]) -> None:
        super().__init__(message)
        self.message = message
        self.fates = fates


def _first(fates: list[Fate], several: bool) -> str:
    """The message of a refused file: its first refused game's reason."""
    bad = next(f for f in fates if f.status == "refused")
    reason = bad.message or ""
    return f"game {bad.index} of the file: {reason}" if several else reason


def read_import(path: str) -> bytes:
    """A file brought back from a table, read for :meth:`TournamentImports.import_file`
    (the command's and the window's one reader): anything but a regular file refused
    unread, a file past T-IMPORT-1 refused before it is read.

    Raises:
        LogFormatError: unreadable, not a regular file, or past T-IMPORT-1 (``rule``).
    """
    try:
        size = os.stat(path).st_size
    except OSError:
        size = 0                            # the reader names the fault
    check_file_size(size)
    return log_format.read_log_file(path, max_bytes=MAX_FILE_BYTES)


def _read_log(text: str | bytes) -> Game:
    """A log read and checked for counting (outside any transaction).

    Raises:
        ValueError: unreadable, past T-IMPORT-2/3, not a finished sport game, or holding
            what the database cannot (the message says which)."""
    try:
        setup, actions = log_format.read_log(text)
        check_actions(len(actions))
        game = log_format.load_game(text)
    except (LogFormatError, RuleViolation) as e:
        if isinstance(e, LogFormatError) and e.rule is not None \
                and e.rule.startswith("T-IMPORT"):
            raise ValueError(e.message) from None
        raise ValueError(f"the log cannot be read: {e}") from None
    if setup.ruleset.family != "sport":
        raise ValueError("a tournament counts sport games only; this log is a "
                         f"{setup.ruleset.family} game")
    if not game.state.ended:
        raise ValueError("the game in this log has not ended: only finished games count")
    state = game.state
    try:
        if isinstance(state, SportState):
            check_bonuses((b.seat, b.points) for b in state.bonuses)
        return game_to_import(text)          # the numbers and times the database holds
    except LogFormatError as e:
        raise ValueError(e.message) from None
    except StorageError as e:
        raise ValueError(e.problem) from None


def _read_record(text: str | bytes) -> ResultRecord:
    """A result record read and checked for counting.

    Raises:
        ValueError: unreadable, an outcome its departures do not give, past T-IMPORT-3."""
    try:
        record = loads_record(text)
    except LogFormatError as e:
        raise ValueError(f"the result record cannot be read: {e}") from None
    try:
        check_record_limits(record)
    except LogFormatError as e:
        raise ValueError(e.message) from None
    return record


class TournamentImports:
    """The import half of :class:`~.tournaments.TournamentRepository`."""

    games: GameRepository

    if TYPE_CHECKING:
        def get(self, tournament_id: int) -> Tournament: ...
        def slot(self, tournament_id: int, slot: tuple[int, int, int]) -> Slot: ...
        def slots(self, tournament_id: int, round: int | None = None) -> list[Slot]: ...
        def _exists(self, conn: sqlite3.Connection, tournament_id: int) -> None: ...

    # ------------------------------------------------------------------ the games

    def import_log(self, tournament_id: int, text: str | bytes,
                   slot: tuple[int, int, int] | None = None) -> Imported:
        """Take a finished sport game's log back from a table (GAME_LOG.md), in one
        transaction: the game is stored and counted for its slot, or nothing is.

        The slot is the one whose seating names the log's players in seat order (or
        ``slot``, given). The same log stored for that slot already is a ``duplicate``;
        a different log for a filled slot is stored and kept as a ``conflict``.

        Raises:
            ValueError: the log cannot be read (the message names what is wrong), is
                past a limit (:mod:`~mafia_desktop.rules.sport.tournament.limits`,
                T-IMPORT-*), is not a finished sport game, no slot or several slots have
                its seating, or its players are not the slot's (:class:`ImportRefused`).
            StorageError: the write failed (nothing stored).
        """
        return self._take_whole(tournament_id, [("log", text)], slot)[0]

    def import_file(self, tournament_id: int, text: str | bytes,
                    slot: tuple[int, int, int] | None = None) -> list[Imported]:
        """A file back from a table: a game log (:meth:`import_log`), an exchange file's
        result record (:meth:`import_record`), or a list of records (an exchange file of
        several games, as ``tournament export`` writes one), told apart by the log's
        ``format``. **The file is taken whole or not at all**, in one transaction (a
        process killed mid-import leaves the database as it was before the file).

        Returns:
            what became of each game in the file, in order.
        Raises:
            ImportRefused: a ``ValueError``: the file is past T-IMPORT-1, or one of its
                games is refused as those two say; its ``fates`` give each game's fate
                (the message names the first refused game: "game 2 of the file: …").
            StorageError: the write failed (nothing stored).
        """
        try:
            check_file_size(len(text))
        except LogFormatError as e:
            raise ImportRefused(e.message, [Fate(1, "refused", None, e.message)]) from None
        try:
            obj = log_format.loads(text)
        except LogFormatError:
            obj = None                      # the log reader names the fault
        if isinstance(obj, list) and obj and all(isinstance(x, dict) for x in obj):
            if slot is not None and len(obj) > 1:
                raise ImportRefused("--slot names one game; this file holds several",
                                    [Fate(k + 1, "not taken", None, None)
                                     for k in range(len(obj))])
            return self._take_whole(tournament_id, [("record", json.dumps(item))
                                                    for item in obj], slot, several=True)
        if isinstance(obj, dict) and "format" not in obj:
            return self._take_whole(tournament_id, [("record", text)], slot)
        return self._take_whole(tournament_id, [("log", text)], slot)

    def import_record(self, tournament_id: int, text: str | bytes,
                      slot: tuple[int, int, int] | None = None) -> Imported:
        """Take a game's result from an exchange file (the ratings site's game JSON or the
        FIIM site's record, :mod:`mafia_desktop.rules.sport.tournament.exchange`) for a game not
        yet counted: it counts in the standings although its order of actions is unknown
        (it is not replayable). The slot is found as for :meth:`import_log`. Its
        outcome must be the one its departures give (S-WIN-*, S-FOUL-5), its extra
        points within T-IMPORT-3.

        Raises:
            ValueError: the file cannot be read (the field is named), its winner is not
                the one its departures give (the rule named), no slot or several have
                its seating, or the slot counts a game already (a record replaces
                nothing: remove that game first).
        """
        return self._take_whole(tournament_id, [("record", text)], slot)[0]

    def _take_whole(self, tournament_id: int, items: list[tuple[str, str | bytes]],
                    slot: tuple[int, int, int] | None,
                    several: bool = False) -> list[Imported]:
        """Read every game of a file (outside the write: the replay takes the CPU), then
        count them all in one transaction, or none (:class:`ImportRefused`)."""
        read: list[Game | ResultRecord | None] = []
        fates: list[Fate] = []
        for k, (kind, text) in enumerate(items):
            try:
                read.append(_read_log(text) if kind == "log" else _read_record(text))
                fates.append(Fate(k + 1, "not taken", None, None))
            except ValueError as e:
                read.append(None)
                fates.append(Fate(k + 1, "refused", None, str(e)))
        if any(f.status == "refused" for f in fates):
            fates = [f if game is None else Fate(f.index, f.status,
                                                 self._slot_of(tournament_id, game, slot),
                                                 None) for f, game in zip(fates, read,
                                                                          strict=True)]
            raise ImportRefused(_first(fates, several), fates)
        taken: list[Imported] = []
        try:
            with self.games._write("import the file") as conn:
                for k, game in enumerate(read):
                    assert game is not None  # every game was read (else refused above)
                    try:
                        taken.append(self._count(conn, tournament_id, game, slot))
                        fates[k] = Fate(k + 1, "not taken", taken[-1].slot, None)
                    except ValueError as e:
                        fates[k] = Fate(k + 1, "refused", None, str(e))
                if any(f.status == "refused" for f in fates):
                    raise _Undo                 # rolls the whole file back
        except _Undo:
            raise ImportRefused(_first(fates, several), fates) from None
        for game, done in zip(read, taken, strict=True):
            if isinstance(game, Game) and done.game_id is not None:
                self.games._setups.setdefault(done.game_id, game.setup)
        return taken

    def _slot_of(self, tournament_id: int, game: Game | ResultRecord,
                 slot: tuple[int, int, int] | None) -> tuple[int, int, int] | None:
        """Where a game read from a refused file would have counted, or ``None``."""
        players = game.players if isinstance(game, ResultRecord) else game.setup.players
        try:
            s = self._slot_for(tournament_id, [name_key(p.name) for p in players], slot)
        except ValueError:
            return None
        return (s.round, s.table, s.game)

    def _count(self, conn: sqlite3.Connection, tournament_id: int, game: Game | ResultRecord,
               slot: tuple[int, int, int] | None) -> Imported:
        """Store (a log) and count one game of a file for its slot, in ``conn``'s
        transaction.

        Raises:
            ValueError: no slot fits, or a record for a slot that counts a game."""
        if isinstance(game, ResultRecord):
            return self._count_record(conn, tournament_id, game, slot)
        setup = game.setup
        target = self._slot_for(tournament_id, [name_key(p.name) for p in setup.players],
                                slot)
        existing = self.games.find_log(setup, game.actions)
        if existing is not None and existing == target.game_id:
            return Imported("duplicate", (target.round, target.table, target.game), existing)
        game_id = existing if existing is not None else self.games._store_game(conn, game)
        key = (tournament_id, target.round, target.table, target.game)
        if target.game_id is None:
            # a replayable log takes the place of a result record counted before
            conn.execute("UPDATE tournament_slots SET game_id = ?, record = NULL WHERE "
                         "tournament_id = ? AND round = ? AND table_no = ? AND "
                         "game_no = ?", (game_id, *key))
            return Imported("imported", key[1:], game_id)
        known = conn.execute("SELECT id FROM tournament_conflicts WHERE tournament_id = ? "
                             "AND round = ? AND table_no = ? AND game_no = ? AND "
                             "game_id = ?", (*key, game_id)).fetchone()
        if known is not None:
            return Imported("conflict", key[1:], game_id, int(known[0]))
        cur = conn.execute("INSERT INTO tournament_conflicts (id, tournament_id, round, "
                           "table_no, game_no, game_id, imported_at) VALUES "
                           "(?, ?, ?, ?, ?, ?, ?)", (_conflict_id(conn, game_id), *key,
                                                     game_id, iso(self.games.clock())))
        return Imported("conflict", key[1:], game_id, inserted_id(cur))

    def _count_record(self, conn: sqlite3.Connection, tournament_id: int, record: ResultRecord,
                      slot: tuple[int, int, int] | None) -> Imported:
        """:meth:`_count` for a result record."""
        target = self._slot_for(tournament_id, [name_key(p.name) for p in record.players],
                                slot)
        stored = exchange_dumps(to_mwt(record, {}))
        key = (tournament_id, target.round, target.table, target.game)
        held = conn.execute("SELECT record FROM tournament_slots WHERE tournament_id = ? "
                            "AND round = ? AND table_no = ? AND game_no = ?", key).fetchall()
        if held and held[0][0] == stored:
            return Imported("duplicate", key[1:], None)
        if target.game_id is not None or (held and held[0][0] is not None):
            raise ValueError(f"round {key[1]}, table {key[2]}, game {key[3]} counts a game "
                             "already: a result record is taken only for a game not yet "
                             "counted")
        conn.execute("UPDATE tournament_slots SET record = ? WHERE tournament_id = ? AND "
                     "round = ? AND table_no = ? AND game_no = ?", (stored, *key))
        return Imported("imported", key[1:], None)

    def _slot_for(self, tournament_id: int, names: list[str],
                  slot: tuple[int, int, int] | None) -> Slot:
        who = {p.number: name_key(p.name) for p in self.get(tournament_id).players}
        candidates = ([self.slot(tournament_id, slot)] if slot is not None
                      else self.slots(tournament_id))
        fits = [s for s in candidates if [who.get(n) for n in s.seats] == names]
        if slot is not None and not fits:
            raise ValueError(f"round {slot[0]}, table {slot[1]}, game {slot[2]}: the log's "
                             "players are not that game's seating")
        if not fits:
            raise ValueError("no game of the tournament has this log's seating (its players "
                             "in seat order); name the game with --slot ROUND/TABLE/GAME")
        if len(fits) > 1:
            where = ", ".join(f"{s.round}/{s.table}/{s.game}" for s in fits)
            raise ValueError(f"several games have this seating ({where}): name one with "
                             "--slot ROUND/TABLE/GAME")
        return fits[0]

    def conflicts(self, tournament_id: int) -> list[JsonObject]:
        """The logs waiting for the organiser's choice: ``id``, the slot, the game that
        counts now (``counted``) and the one imported beside it (``imported``)."""
        rows = self.games._read(
            "SELECT c.id, c.round, c.table_no, c.game_no, s.game_id, c.game_id, c.imported_at "
            "FROM tournament_conflicts c JOIN tournament_slots s USING (tournament_id, round, "
            "table_no, game_no) WHERE c.tournament_id = ? ORDER BY c.id", (tournament_id,))
        return [{"id": i, "round": r, "table": t, "game": g, "counted": counted,
                 "imported": imported, "imported_at": at}
                for i, r, t, g, counted, imported, at in rows]

    def resolve(self, tournament_id: int, conflict_id: int, keep: str) -> None:
        """The organiser's choice: ``keep`` ``counted`` (the imported log is set aside:
        it stays in Saved games) or ``imported`` (it counts for the slot instead).

        Raises:
            ValueError: no such conflict, or ``keep`` is neither.
        """
        if keep not in ("counted", "imported"):
            raise ValueError(f"keep: expected counted or imported, got {keep!r}")
        with self.games._write("resolve the conflict") as conn:
            row = conn.execute("SELECT round, table_no, game_no, game_id FROM "
                               "tournament_conflicts WHERE tournament_id = ? AND id = ?",
                               (tournament_id, conflict_id)).fetchone()
            if row is None:
                raise ValueError(f"there is no conflict {conflict_id} in this tournament")
            r, t, g, game_id = row
            if keep == "imported":
                conn.execute("UPDATE tournament_slots SET game_id = ? WHERE tournament_id = ? "
                             "AND round = ? AND table_no = ? AND game_no = ?",
                             (game_id, tournament_id, r, t, g))
            conn.execute("DELETE FROM tournament_conflicts WHERE id = ?", (conflict_id,))

    # ------------------------------------------------------------------ reads


__all__ = ["Fate", "ImportRefused", "TournamentImports", "read_import"]
