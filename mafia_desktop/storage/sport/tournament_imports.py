"""A tournament's games coming back (issue 25): a table's game log, a game file or the
FIIM site's record imported into its slot (found by the seating, or named), the same log
twice recognised, a different log for a filled slot kept as a conflict until the
organiser chooses. Part of :class:`~.tournaments.TournamentRepository` (its base class).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from mafia_desktop.rules import LogFormatError, RuleViolation, log_format, name_key
from mafia_desktop.rules.sport.tournament.exchange import dumps as exchange_dumps
from mafia_desktop.rules.sport.tournament.exchange import loads_record, to_mwt

from ..connection import inserted_id
from ..repository import GameRepository
from ..revision import iso
from .tournament_rows import Imported, Slot, Tournament


def _conflict_id(conn: Any, game_id: int) -> int:
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


class TournamentImports:
    """The import half of :class:`~.tournaments.TournamentRepository`."""

    games: GameRepository

    if TYPE_CHECKING:
        def get(self, tournament_id: int) -> Tournament: ...
        def slot(self, tournament_id: int, slot: tuple[int, int, int]) -> Slot: ...
        def slots(self, tournament_id: int, round: int | None = None) -> list[Slot]: ...
        def _exists(self, conn: Any, tournament_id: int) -> None: ...

    # ------------------------------------------------------------------ the games

    def import_log(self, tournament_id: int, text: str | bytes,
                   slot: tuple[int, int, int] | None = None) -> Imported:
        """Take a finished sport game's log back from a table (GAME_LOG.md).

        The slot is the one whose seating names the log's players in seat order (or
        ``slot``, given). The same log stored for that slot already is a ``duplicate``;
        a different log for a filled slot is stored and kept as a ``conflict``.

        Raises:
            ValueError: the log cannot be read (the message names what is wrong), it is
                not a finished sport game, no slot or several slots have its seating, or
                its players are not the slot's.
            StorageError: the write failed (nothing stored).
        """
        try:
            setup, actions = log_format.read_log(text)
            game = log_format.load_game(text)
        except (LogFormatError, RuleViolation) as e:
            raise ValueError(f"the log cannot be read: {e}") from None
        if setup.ruleset.family != "sport":
            raise ValueError("a tournament counts sport games only; this log is a "
                             f"{setup.ruleset.family} game")
        if not game.state.ended:
            raise ValueError("the game in this log has not ended: only finished games count")
        names = [name_key(p.name) for p in setup.players]
        target = self._slot_for(tournament_id, names, slot)
        existing = self.games.find_log(setup, actions)
        if existing is not None and existing == target.game_id:
            return Imported("duplicate", (target.round, target.table, target.game), existing)
        game_id = existing if existing is not None else self.games.import_log(text)
        key = (tournament_id, target.round, target.table, target.game)
        with self.games._write("count the game for its slot") as conn:
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

    def import_file(self, tournament_id: int, text: str | bytes,
                    slot: tuple[int, int, int] | None = None) -> list[Imported]:
        """A file back from a table: a game log (:meth:`import_log`), an exchange file's
        result record (:meth:`import_record`), or a list of records (an exchange file of
        several games, as ``tournament export`` writes one), told apart by the log's
        ``format``. Returns what became of each game in the file, in order.

        Raises:
            ValueError: as those two (the message names what is wrong; for a list, which
                item): the records before it are taken.
        """
        try:
            obj = log_format.loads(text)
        except LogFormatError:
            obj = None                      # the log reader names the fault
        if isinstance(obj, list) and obj and all(isinstance(x, dict) for x in obj):
            if slot is not None and len(obj) > 1:
                raise ValueError("--slot names one game; this file holds several")
            out = []
            for k, item in enumerate(obj):
                try:
                    out.append(self.import_record(tournament_id, json.dumps(item), slot))
                except ValueError as e:
                    raise ValueError(f"game {k + 1} of the file: {e}") from None
            return out
        if isinstance(obj, dict) and "format" not in obj:
            return [self.import_record(tournament_id, text, slot)]
        return [self.import_log(tournament_id, text, slot)]

    def import_record(self, tournament_id: int, text: str | bytes,
                      slot: tuple[int, int, int] | None = None) -> Imported:
        """Take a game's result from an exchange file (the ratings site's game JSON or the
        FIIM site's record, :mod:`mafia_desktop.rules.sport.tournament.exchange`) for a game not
        yet counted: it counts in the standings although its order of actions is unknown
        (it is not replayable). The slot is found as for :meth:`import_log`.

        Raises:
            ValueError: the file cannot be read (the field is named), no slot or several
                have its seating, or the slot counts a game already (a record replaces
                nothing: remove that game first).
        """
        try:
            record = loads_record(text)
        except LogFormatError as e:
            raise ValueError(f"the result record cannot be read: {e}") from None
        target = self._slot_for(tournament_id, [name_key(p.name) for p in record.players],
                                slot)
        stored = exchange_dumps(to_mwt(record, {}))
        key = (tournament_id, target.round, target.table, target.game)
        held = self.games._read("SELECT record FROM tournament_slots WHERE tournament_id = ? "
                                "AND round = ? AND table_no = ? AND game_no = ?", key)
        if held and held[0][0] == stored:
            return Imported("duplicate", key[1:], None)
        if target.game_id is not None or (held and held[0][0] is not None):
            raise ValueError(f"round {key[1]}, table {key[2]}, game {key[3]} counts a game "
                             "already: a result record is taken only for a game not yet "
                             "counted")
        with self.games._write("count the result record for its slot") as conn:
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

    def conflicts(self, tournament_id: int) -> list[dict[str, Any]]:
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


__all__ = ["TournamentImports"]
