"""Tournaments (issue 25): players with numbers, rounds with their seating, the schedule
handed to each table's laptop, the games that come back, and the standings.

A tournament lives beside the games (schema v5). Its players are roster players with a
number 1..N (the number the seating uses), an exhibition flag (they play, they are not
ranked), a consent flag for publishing and external ids per league. A round (``main``,
``semi_final``, ``final``) has T tables and G games a table; each game of a table is a
*slot* holding the ten player numbers in seat order. A table's host plays a slot on their
own laptop from the exported schedule (:meth:`TournamentRepository.schedule`) and brings
the game log back: :meth:`~TournamentRepository.import_log` finds the slot by the seating
(or is told it), stores the game, recognises the same log twice (a duplicate) and keeps a
different log for a filled slot as a *conflict* until the organiser chooses
(:meth:`~TournamentRepository.resolve`). Nothing is typed twice.

The standings are worked out by :func:`mafia_desktop.rules.sport.tournament.standings.standings`
from each counted game's final state: no rule is worked out here. Every write is one
transaction through the :class:`~.repository.GameRepository`'s connection and raises
:class:`StorageError` (nothing changed) when it fails; bad arguments raise ``ValueError``.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from datetime import date

from mafia_desktop.rules import (
    LogFormatError,
    RuleViolation,
    check_any_name,
    check_names,
    name_key,
    readable_name,
)
from mafia_desktop.rules.json_types import JsonObject, JsonValue
from mafia_desktop.rules.sport.state import SportState
from mafia_desktop.rules.sport.tournament.awards import Award, tournament_awards
from mafia_desktop.rules.sport.tournament.exchange import loads_record
from mafia_desktop.rules.sport.tournament.stages import (
    TOTALS,
    PlannedRound,
    StageError,
    plan_from_json,
)
from mafia_desktop.rules.sport.tournament.standings import (
    CountedGame,
    ScoringOptions,
    counted_from_record,
    counted_from_state,
    scoring_options,
)

from ..connection import inserted_id
from ..database import StorageError
from ..evenings import NAME_READ
from ..repository import GameRepository
from ..revision import iso
from ..rows import BAD_VALUE
from .tournament_imports import TournamentImports
from .tournament_referees import TournamentReferees
from .tournament_rows import (
    SCHEDULE_FORMAT,
    STAGES,
    TABLE_SEATS,
    Imported,
    Round,
    Slot,
    Tournament,
    TournamentPlayer,
)
from .tournament_stages import TournamentStages

#: A substitution refused by T-APART-5 (the command line's words; the window asks first).
APART_CLASH = ("player number {number} is kept apart from {others} at this table; "
               "--allow-apart seats them together anyway")

#: What a damaged tournament row raises when it is read.
_DAMAGED: tuple[type[BaseException], ...] = (*BAD_VALUE, TypeError)


class TournamentRepository(TournamentImports, TournamentStages, TournamentReferees):
    """The tournaments of one database, over its :class:`GameRepository` (same
    connection)."""

    def __init__(self, games: GameRepository) -> None:
        self.games = games

    # ------------------------------------------------------------------ writes

    def create(self, name: str, starts_on: date, *, ends_on: date | None = None,
               options: Mapping[str, object] | None = None,
               plan: Sequence[PlannedRound] = ()) -> int:
        """A new tournament (no players, no round yet) with the rounds planned for
        it (``plan``: one of FIIM's usual shapes, ``stages.SHAPES``; empty: none); returns its
        id.

        Raises:
            RuleViolation: (a ValueError) a name the names' rule refuses (R-NAME-1:
                empty, over :data:`~mafia_desktop.rules.names.MAX_TITLE_LENGTH`
                characters, a control or direction character).
            ValueError: ``ends_on`` before ``starts_on``, bad scoring options (the
                message names them). StorageError: the write failed.
        """
        name = check_any_name(name, "tournament")
        if ends_on is not None and ends_on < starts_on:
            raise ValueError(f"the tournament ends ({ends_on}) before it starts ({starts_on})")
        opts = scoring_options(options)
        with self.games._write("store a new tournament") as conn:
            cur = conn.execute(
                "INSERT INTO tournaments (name, starts_on, ends_on, options, created_at, plan) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (name, starts_on.isoformat(), ends_on.isoformat() if ends_on else None,
                 json.dumps(opts.to_json()), iso(self.games.clock()),
                 json.dumps([p.to_json() for p in plan])))
            return inserted_id(cur)

    def add_players(self, tournament_id: int, names: Sequence[str], *,
                    exhibition: bool = False, consent: bool = False,
                    ids: Sequence[Mapping[str, str]] | None = None) -> list[int]:
        """Add players (new names join the roster); returns their numbers, the next free
        ones in the order given.

        Raises:
            ValueError: a blank or repeated name (R-SETUP-1), a name already in the
                tournament, ``ids`` of another length. StorageError: no such
                tournament, or the write failed.
        """
        checked = check_names(names)
        if ids is not None and len(ids) != len(names):
            raise ValueError(f"{len(ids)} external ids for {len(names)} players")
        present = {name_key(p.name) for p in self.get(tournament_id).players}
        for name in checked:
            if name_key(name) in present:
                raise ValueError(f"“{name}” is in the tournament already")
        numbers = []
        with self.games._write("add players to the tournament") as conn:
            when = iso(self.games.clock())
            for i, name in enumerate(checked):
                key = name_key(name)
                conn.execute("INSERT INTO roster (name, name_key, last_played) VALUES (?, ?, ?) "
                             "ON CONFLICT (name_key) DO NOTHING", (name, key, when))
                number = conn.execute("SELECT coalesce(max(number), 0) + 1 FROM "
                                      "tournament_players WHERE tournament_id = ?",
                                      (tournament_id,)).fetchone()[0]
                conn.execute(
                    "INSERT INTO tournament_players (tournament_id, number, roster_id, "
                    "exhibition, consent, ids) SELECT ?, ?, id, ?, ?, ? FROM roster "
                    "WHERE name_key = ?",
                    (tournament_id, number, int(exhibition), int(consent),
                     json.dumps(dict(ids[i]) if ids else {}, sort_keys=True), key))
                numbers.append(int(number))
        return numbers

    def set_apart(self, tournament_id: int, pairs: Iterable[tuple[int, int]]) -> None:
        """The pairs of player numbers the seating keeps apart (replacing earlier ones).

        Raises:
            ValueError: a pair naming no player of the tournament, or a player twice.
        """
        numbers = {p.number for p in self.get(tournament_id).players}
        clean = set()
        for a, b in pairs:
            if a == b or a not in numbers or b not in numbers:
                raise ValueError(f"apart pair {a},{b}: expected two players of the tournament")
            clean.add((min(a, b), max(a, b)))
        with self.games._write("store the apart pairs") as conn:
            conn.execute("DELETE FROM tournament_apart WHERE tournament_id = ?",
                         (tournament_id,))
            conn.executemany("INSERT INTO tournament_apart VALUES (?, ?, ?)",
                             [(tournament_id, a, b) for a, b in sorted(clean)])

    def apart(self, tournament_id: int) -> list[tuple[int, int]]:
        """The pairs of player numbers kept apart."""
        return [(int(a), int(b)) for a, b in self.games._read(
            "SELECT a, b FROM tournament_apart WHERE tournament_id = ? ORDER BY a, b",
            (tournament_id,))]

    def add_round(self, tournament_id: int, stage: str,
                  seating: Sequence[tuple[int, int, Sequence[int]]], *, seed: int,
                  quality: Mapping[str, JsonValue] | None = None, ci: bool = True,
                  participants: Sequence[int] | None = None,
                  chosen: Mapping[str, JsonValue] | None = None, totals: str = "added") -> int:
        """A new round with its seating: ``(game, table, seats)`` per slot (seats: ten
        player numbers, seat 1 first); returns the round's number. ``participants``: the
        round's own players (``None``: every player of the tournament), ``chosen`` how
        (``tournament_stages.chosen_json``), ``totals`` ``added`` or ``separate``.

        Raises:
            ValueError: an unknown stage or totals, a slot twice, a table that is not ten
                distinct players of the tournament (of the round's participants: T-ROUND-1),
                a player at two tables in one game, a participant twice or not in the
                tournament.
        """
        if stage not in STAGES:
            raise ValueError(f"stage: expected one of {', '.join(STAGES)}, got {stage!r}")
        if totals not in TOTALS:
            raise ValueError(f"totals: expected one of {', '.join(TOTALS)}, got {totals!r}")
        numbers = {p.number for p in self.get(tournament_id).players}
        if participants is not None:
            if len(set(participants)) != len(participants) \
                    or not set(participants) <= numbers:
                raise StageError("T-ROUND-1", "a round's participants are players of the "
                                 f"tournament, each once, got {sorted(participants)}")
            outside = {n for _, _, seats in seating for n in seats} - set(participants)
            if outside:
                raise StageError("T-ROUND-1", f"players {sorted(outside)} are seated but "
                                 "not participants of the round")
        seen: set[tuple[int, int]] = set()
        playing: dict[int, set[int]] = {}
        for game, table, seats in seating:
            if (game, table) in seen:
                raise ValueError(f"game {game} at table {table} is given twice")
            seen.add((game, table))
            if len(seats) != TABLE_SEATS or len(set(seats)) != TABLE_SEATS \
                    or not set(seats) <= numbers:
                raise ValueError(f"game {game}, table {table}: expected ten distinct players "
                                 f"of the tournament, got {list(seats)}")
            already = playing.setdefault(game, set())
            if already & set(seats):
                raise ValueError(f"game {game}: players {sorted(already & set(seats))} are "
                                 "at two tables")
            already.update(seats)
        if not seen:
            raise ValueError("a round needs at least one game")
        tables = max(t for _, t in seen)
        games = max(g for g, _ in seen)
        with self.games._write("store the round") as conn:
            self._exists(conn, tournament_id)
            number = conn.execute("SELECT coalesce(max(number), 0) + 1 FROM tournament_rounds "
                                  "WHERE tournament_id = ?", (tournament_id,)).fetchone()[0]
            conn.execute("INSERT INTO tournament_rounds (tournament_id, number, stage, tables, "
                         "games, ci, seed, quality, participants, chosen, totals) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (tournament_id, number, stage, tables, games, int(ci), seed,
                          json.dumps(dict(quality or {}), sort_keys=True),
                          None if participants is None else json.dumps(sorted(participants)),
                          json.dumps(dict(chosen or {}), sort_keys=True), totals))
            conn.executemany(
                "INSERT INTO tournament_slots (tournament_id, round, table_no, game_no, seats) "
                "VALUES (?, ?, ?, ?, ?)",
                [(tournament_id, number, t, g, json.dumps(list(s))) for g, t, s in seating])
        return int(number)

    def apart_at(self, tournament_id: int, slot: tuple[int, int, int], seat: int,
                 number: int) -> list[int]:
        """The players kept apart from ``number`` who would share the slot's table if
        ``number`` took ``seat`` (T-APART-5), in number order; empty when none."""
        s = self.slot(tournament_id, slot)
        others = {n for i, n in enumerate(s.seats, start=1) if i != seat}
        partners = {b if a == number else a for a, b in self.apart(tournament_id)
                    if number in (a, b)}
        return sorted(others & partners)

    def substitute(self, tournament_id: int, slot: tuple[int, int, int], seat: int,
                   number: int, *, allow_apart: bool = False) -> None:
        """Player ``number`` takes ``seat`` of an unplayed slot (a substitution; kept in
        the tournament's history). A player kept apart from someone at that table is
        refused unless ``allow_apart`` (the organiser said yes: :meth:`apart_at`).

        Raises:
            ValueError: the slot is played already, the seat is not 1..10, the player is
                not in the tournament or plays elsewhere in that game.
            RuleViolation: T-APART-5, the player is kept apart from someone at the table
                (a ``ValueError`` too).
        """
        s = self.slot(tournament_id, slot)
        if s.game_id is not None:
            raise ValueError(f"round {slot[0]}, table {slot[1]}, game {slot[2]} has been "
                             "played: its seating stays as it was played")
        if not 1 <= seat <= len(s.seats):
            raise ValueError(f"seat: expected 1..{len(s.seats)}, got {seat}")
        if number not in {p.number for p in self.get(tournament_id).players}:
            raise ValueError(f"player number {number} is not in the tournament")
        busy = {n for o in self.slots(tournament_id, slot[0]) if o.game == slot[2]
                for n in o.seats}
        if number in busy:
            raise ValueError(f"player number {number} already plays in game {slot[2]}")
        clash = self.apart_at(tournament_id, slot, seat, number)
        if clash and not allow_apart:
            raise RuleViolation("T-APART-5", APART_CLASH.format(
                number=number, others=", ".join(map(str, clash))),
                params={"number": number, "others": tuple(clash)})
        seats = list(s.seats)
        out, seats[seat - 1] = seats[seat - 1], number
        with self.games._write("store the substitution") as conn:
            conn.execute("UPDATE tournament_slots SET seats = ? WHERE tournament_id = ? AND "
                         "round = ? AND table_no = ? AND game_no = ?",
                         (json.dumps(seats), tournament_id, *slot))
            conn.execute("INSERT INTO tournament_substitutions (tournament_id, round, "
                         "table_no, game_no, seat, number_out, number_in, at) VALUES "
                         "(?, ?, ?, ?, ?, ?, ?, ?)",
                         (tournament_id, *slot, seat, out, number, iso(self.games.clock())))

    def substitutions(self, tournament_id: int) -> dict[tuple[int, int, int], set[int]]:
        """The seats taken by a substitution (:meth:`substitute`), per slot
        ``(round, table, game)``; slots without one are left out."""
        out: dict[tuple[int, int, int], set[int]] = {}
        for r, t, g, seat in self.games._read(
                "SELECT round, table_no, game_no, seat FROM tournament_substitutions "
                "WHERE tournament_id = ?", (tournament_id,)):
            out.setdefault((r, t, g), set()).add(seat)
        return out

    def _exists(self, conn: sqlite3.Connection, tournament_id: int) -> None:
        if conn.execute("SELECT 1 FROM tournaments WHERE id = ?",
                        (tournament_id,)).fetchone() is None:
            raise StorageError(f"there is no tournament {tournament_id}", path=self.games.path)

    def list_tournaments(self) -> list[JsonObject]:
        """Every tournament, newest first: id, name (as :meth:`get` reads it), starts_on,
        players, rounds."""
        rows = self.games._read(
            f"SELECT t.id, {NAME_READ}, t.starts_on, (SELECT count(*) FROM tournament_players p "
            "WHERE p.tournament_id = t.id), (SELECT count(*) FROM tournament_rounds r "
            "WHERE r.tournament_id = t.id) FROM tournaments t ORDER BY t.starts_on DESC, "
            "t.id DESC")
        return [{"id": i, "name": readable_name(n, "tournament"), "starts_on": s,
                 "players": p, "rounds": r}
                for i, n, s, p, r in rows]

    def get(self, tournament_id: int) -> Tournament:
        """The tournament with its players and rounds; its name and its rounds' stages
        as :func:`~mafia_desktop.rules.readable_name` reads them (a name an older version
        stored longer than 80 characters, or with a control character, comes back
        shortened with "…", so that the schedule and the exports take it).

        Raises:
            StorageError: no such tournament, or a damaged row (named).
        """
        rows = self.games._read(f"SELECT {NAME_READ}, starts_on, ends_on, options, plan FROM "
                                "tournaments WHERE id = ?", (tournament_id,))
        if not rows:
            raise StorageError(f"there is no tournament {tournament_id}", path=self.games.path)
        name, starts, ends, options, plan = rows[0]
        try:
            players = tuple(
                TournamentPlayer(int(n), str(pn), bool(ex), bool(co), json.loads(ids))
                for n, pn, ex, co, ids in self.games._read(
                    "SELECT p.number, r.name, p.exhibition, p.consent, p.ids FROM "
                    "tournament_players p JOIN roster r ON r.id = p.roster_id WHERE "
                    "p.tournament_id = ? ORDER BY p.number", (tournament_id,)))
            rounds = tuple(
                Round(int(n), readable_name(st, "round"), int(t), int(g), bool(ci), int(seed),
                      json.loads(q),
                      None if ps is None else tuple(int(x) for x in json.loads(ps)),
                      dict(json.loads(ch)), str(tot),
                      {int(k): readable_name(v, "referee") for k, v in json.loads(rf).items()})
                for n, st, t, g, ci, seed, q, ps, ch, tot, rf in self.games._read(
                    "SELECT number, stage, tables, games, ci, seed, quality, participants, "
                    "chosen, totals, referees FROM tournament_rounds WHERE tournament_id = ? "
                    "ORDER BY number", (tournament_id,)))
            return Tournament(tournament_id, readable_name(name, "tournament"),
                              date.fromisoformat(starts),
                              date.fromisoformat(ends) if ends else None,
                              scoring_options(json.loads(options)), players, rounds,
                              plan_from_json(json.loads(plan)))
        except _DAMAGED as e:
            raise StorageError(f"tournament {tournament_id} is damaged: {e}",
                               path=self.games.path) from None

    def slots(self, tournament_id: int, round: int | None = None) -> list[Slot]:
        """The slots of a round (all rounds: ``None``), by round, game, table.

        Raises:
            StorageError: a slot's seats are damaged (named).
        """
        where, args = ("AND round = ?", (tournament_id, round)) if round is not None \
            else ("", (tournament_id,))
        out = []
        tables = self._table_referees(tournament_id)
        for r, t, g, seats, gid, has_record, own in self.games._read(
                "SELECT round, table_no, game_no, seats, game_id, record IS NOT NULL, referee "
                f"FROM tournament_slots WHERE tournament_id = ? {where} "
                "ORDER BY round, game_no, table_no", args):
            try:
                numbers = tuple(int(n) for n in json.loads(seats))
            except _DAMAGED:
                raise StorageError(f"round {r}, table {t}, game {g}: its seats are damaged",
                                   path=self.games.path) from None
            out.append(Slot(int(r), int(t), int(g), numbers, gid,
                            bool(has_record) and gid is None,
                            None if own is None else readable_name(own, "referee"),
                            tables.get((int(r), int(t)))))
        return out

    def record_text(self, tournament_id: int, slot: Slot) -> str | None:
        """The result record a slot counts (the FIIM site's record as stored), or
        ``None``."""
        rows = self.games._read("SELECT record FROM tournament_slots WHERE tournament_id = ? "
                                "AND round = ? AND table_no = ? AND game_no = ?",
                                (tournament_id, slot.round, slot.table, slot.game))
        return str(rows[0][0]) if rows and rows[0][0] is not None else None

    def slot(self, tournament_id: int, slot: tuple[int, int, int]) -> Slot:
        """One slot ``(round, table, game)``.

        Raises:
            ValueError: no such slot in the tournament.
        """
        for s in self.slots(tournament_id, slot[0]):
            if (s.table, s.game) == slot[1:]:
                return s
        raise ValueError(f"there is no round {slot[0]}, table {slot[1]}, game {slot[2]}")

    def schedule(self, tournament_id: int, round: int, table: int | None = None) -> JsonObject:
        """A table's schedule as the file a table's host opens (``format``
        :data:`SCHEDULE_FORMAT`): the round's games at ``table`` (every table: ``None``),
        each with its players by seat (number and name) and whether it was played.

        Raises:
            ValueError: no such round or table.
        """
        t = self.get(tournament_id)
        info = next((r for r in t.rounds if r.number == round), None)
        if info is None:
            raise ValueError(f"there is no round {round}")
        if table is not None and not 1 <= table <= info.tables:
            raise ValueError(f"round {round} has tables 1..{info.tables}, not {table}")
        names = {p.number: p.name for p in t.players}
        games: list[JsonObject] = [{"round": s.round, "table": s.table, "game": s.game,
                  "played": s.game_id is not None,
                  "players": [{"seat": i + 1, "number": n, "name": names[n]}
                              for i, n in enumerate(s.seats)]}
                 for s in self.slots(tournament_id, round) if table in (None, s.table)]
        return {"format": SCHEDULE_FORMAT, "version": 1, "tournament": t.name,
                "round": round, "stage": info.stage, "table": table, "games": games}

    def counted_games(self, tournament_id: int) -> list[CountedGame]:
        """Every slot's counted game: a stored log replayed through the engine, or a result
        record (not replayable); a damaged one is left out, as games are elsewhere."""
        out = []
        records = {(r, t, g): text for r, t, g, text in self.games._read(
            "SELECT round, table_no, game_no, record FROM tournament_slots WHERE "
            "tournament_id = ? AND record IS NOT NULL", (tournament_id,))}
        for s in self.slots(tournament_id):
            text = records.get((s.round, s.table, s.game))
            if s.game_id is None and text is not None:
                try:
                    out.append(counted_from_record(loads_record(text), s.seats, round=s.round,
                                                   table=s.table, game=s.game))
                except (LogFormatError, ValueError):
                    pass                        # a damaged record is left out
                continue
            if s.game_id is None:
                continue
            try:
                state = self.games.load(s.game_id).state
                if not isinstance(state, SportState):   # a tournament counts sport games
                    continue
                out.append(counted_from_state(state, s.seats, round=s.round, table=s.table,
                                              game=s.game))
            except (StorageError, ValueError):
                continue
        return out

    def awards(self, tournament_id: int, *, round: int | None = None) -> list[Award]:
        """The awards (MVP, best red, black, sheriff, don: :mod:`~mafia_desktop.rules.
        sport.tournament.awards`) of one round or overall.

        Raises:
            ValueError: no such round.
        """
        rows = self.standings(tournament_id, round=round)
        games = [g for g in self.counted_games(tournament_id) if round in (None, g.round)]
        return tournament_awards(games, rows)

    def set_tie_breaks(self, tournament_id: int, order: Sequence[str]) -> ScoringOptions:
        """Change the tournament's tie-break order (``tie_breaks`` of its options:
        entries of :mod:`~mafia_desktop.rules.sport.tournament.tiebreaks`); the other
        options stay. Returns the options now stored.

        Raises:
            ValueError: an order :func:`.tiebreaks.check` refuses (nothing changes).
            StorageError: no such tournament, or the write failed.
        """
        t = self.get(tournament_id)
        opts = scoring_options({**t.options.to_json(), "tie_breaks": list(order)})
        with self.games._write("store the tie-breaks") as conn:
            conn.execute("UPDATE tournaments SET options = ? WHERE id = ?",
                         (json.dumps(opts.to_json()), tournament_id))
        return opts


__all__ = ["SCHEDULE_FORMAT", "STAGES", "TABLE_SEATS", "Imported", "Round", "Slot", "Tournament",
           "TournamentPlayer", "TournamentRepository"]
