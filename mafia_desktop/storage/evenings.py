"""Club evenings (issue 14): several games in order, their participants, open or closed.

An evening lives beside the games (schema v3: ``evenings``, ``evening_players``,
``evening_games``). Its participants are roster players (a new name joins the roster);
its games are stored games (either rules family), each in one evening at most. Removing a
game from an evening leaves the game itself in Saved games. The points table is worked
out from the games' stored logs, each replayed through the engine
(:meth:`GameRepository.load`, once per stored log) and added up by
:func:`~mafia_desktop.rules.evening.points_table`: no rule is worked out here.

Every write is one transaction through the :class:`~.repository.GameRepository`'s
connection and raises :class:`StorageError` (nothing changed) when it fails.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from mafia_desktop.rules import Game, check_any_name, check_names, name_key, readable_name
from mafia_desktop.rules.evening import TableRow, points_table
from mafia_desktop.rules.json_types import JsonObject

from .connection import inserted_id
from .database import StorageError
from .repository import GameRepository
from .revision import iso
from .rows import BAD_VALUE, read_time

#: What makes a stored game unreadable: it is left out of the table.
_DAMAGED: tuple[type[BaseException], ...] = (StorageError, *BAD_VALUE)
#: How a stored name is read: text at most 1,000 characters (an older version stored any
#: length; :func:`~mafia_desktop.rules.readable_name` shortens it further), another value
#: as it is (a damaged record).
NAME_READ = "CASE typeof(name) WHEN 'text' THEN substr(name, 1, 1000) ELSE name END"
#: An evening's status.
STATUSES = ("open", "closed")


@dataclass(frozen=True, slots=True)
class Evening:
    """One evening as stored.

    Attributes:
        id: its row id. name: as the host gave it (one stored by an older version is
            read as :func:`~mafia_desktop.rules.readable_name` makes it: at most 80
            characters, no control character). started_at: an aware datetime
            (``None`` in a damaged record whose start cannot be read).
        status: ``open`` (games may be added) or ``closed``.
        players: the participants' names in the order they joined.
        games: the game ids in the evening's order.
        problem: why the record cannot be used (a damaged row: it is listed, greyed,
            and cannot be opened or changed), else ``None``.
    """

    id: int
    name: str
    started_at: datetime | None
    status: str
    players: tuple[str, ...]
    games: tuple[int, ...]
    problem: str | None = None

    @property
    def damaged(self) -> bool:
        """True when the record cannot be read whole (see ``problem``)."""
        return self.problem is not None

    def to_json(self) -> JsonObject:
        """The evening as the CLI prints it (``problem`` only for a damaged record)."""
        out: JsonObject = {
            "id": self.id, "name": self.name,
            "started_at": self.started_at.isoformat() if self.started_at else None,
            "status": self.status, "players": list(self.players), "games": list(self.games)}
        if self.problem is not None:
            out["problem"] = self.problem
        return out


class EveningRepository:
    """The evenings of one database, over its :class:`GameRepository` (same connection).

    Args:
        games: the repository of the database's games.
    """

    def __init__(self, games: GameRepository) -> None:
        self.games = games
        self._cache: dict[int, tuple[object, Game | None]] = {}

    # ------------------------------------------------------------------ writes

    def create(self, name: str, players: Sequence[str] = (), *,
               started_at: datetime | None = None) -> int:
        """A new open evening with ``players`` (new names join the roster).

        Raises:
            RuleViolation: (a ValueError) a name the names' rule refuses (R-NAME-1:
                empty, over :data:`~mafia_desktop.rules.names.MAX_TITLE_LENGTH`
                characters, a control or direction character), a blank or repeated
                player name (R-SETUP-1).
            ValueError: a naive ``started_at``.
            StorageError: the write failed.
        """
        name = check_any_name(name, "evening")
        at = started_at or self.games.clock()
        if at.tzinfo is None:
            raise ValueError(f"a stored time needs a UTC offset, got {at!r}")
        check_names(players)
        with self.games._write("store a new evening") as conn:
            cur = conn.execute("INSERT INTO evenings (name, started_at) VALUES (?, ?)",
                               (name, iso(at)))
            evening_id = inserted_id(cur)
            self._join(conn, evening_id, players, iso(at))
        return evening_id

    def _join(self, conn: sqlite3.Connection, evening_id: int, names: Sequence[str], when: str) -> None:
        for name in names:
            key = name_key(name)
            conn.execute(
                "INSERT INTO roster (name, name_key, last_played) VALUES (?, ?, ?) "
                "ON CONFLICT (name_key) DO NOTHING", (name.strip(), key, when))
            conn.execute(
                "INSERT INTO evening_players (evening_id, roster_id, position) "
                "SELECT ?, id, (SELECT coalesce(max(position), 0) + 1 FROM evening_players "
                "WHERE evening_id = ?) FROM roster WHERE name_key = ? "
                "ON CONFLICT DO NOTHING", (evening_id, evening_id, key))

    def add_players(self, evening_id: int, names: Sequence[str]) -> None:
        """Add participants (a name already in the evening is kept once; a new name joins
        the roster).

        Raises:
            ValueError: a blank or repeated name. StorageError: no such evening, or the
            write failed.
        """
        check_names(names)
        with self.games._write("add players to the evening") as conn:
            self._exists(conn, evening_id)
            self._join(conn, evening_id, names, iso(self.games.clock()))

    def add_game(self, evening_id: int, game_id: int) -> None:
        """Put a stored game at the end of the evening; its players join the evening.

        Raises:
            StorageError: no such evening or game, the evening is closed, or the game is
                in an evening already.
        """
        setup = self.games.setup(game_id)
        with self.games._write("add the game to the evening") as conn:
            if self._exists(conn, evening_id) != "open":
                raise self.games._error(f"evening {evening_id} is closed")
            if conn.execute("SELECT 1 FROM evening_games WHERE game_id = ?",
                            (game_id,)).fetchone():
                raise self.games._error(f"game {game_id} is in an evening already", game_id)
            conn.execute(
                "INSERT INTO evening_games (evening_id, game_id, position) VALUES (?, ?, "
                "(SELECT coalesce(max(position), 0) + 1 FROM evening_games "
                "WHERE evening_id = ?))", (evening_id, game_id, evening_id))
            self._join(conn, evening_id, [p.name for p in setup.players],
                       iso(self.games.clock()))

    def remove_game(self, evening_id: int, game_id: int) -> None:
        """Take a game out of the evening (the game stays in Saved games; the UI asks
        the host first).

        Raises:
            StorageError: the game is not in this evening, or the write failed.
        """
        with self.games._write("remove the game from the evening", game_id) as conn:
            if conn.execute("DELETE FROM evening_games WHERE evening_id = ? AND game_id = ?",
                            (evening_id, game_id)).rowcount != 1:
                raise self.games._error(f"game {game_id} is not in evening {evening_id}",
                                        game_id)

    def set_status(self, evening_id: int, status: str) -> None:
        """Close (``"closed"``) or reopen (``"open"``) the evening.

        Raises:
            ValueError: an unknown status. StorageError: no such evening, or the write
            failed.
        """
        if status not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}, got {status!r}")
        with self.games._write("change the evening's status") as conn:
            self._exists(conn, evening_id)
            conn.execute("UPDATE evenings SET status = ? WHERE id = ?", (status, evening_id))

    def _exists(self, conn: sqlite3.Connection, evening_id: int) -> str:
        row = conn.execute("SELECT status FROM evenings WHERE id = ?", (evening_id,)).fetchone()
        if row is None:
            raise self.games._error(f"there is no evening {evening_id}")
        return str(row[0])

    # ------------------------------------------------------------------ reads

    def list_evenings(self) -> list[Evening]:
        """Every evening, the latest started first."""
        rows = self.games._read("SELECT id FROM evenings ORDER BY started_at DESC, id DESC")
        return [self.get(int(r[0])) for r in rows]

    def current(self) -> Evening | None:
        """The latest open evening, or ``None``."""
        rows = self.games._read("SELECT id FROM evenings WHERE status = 'open' "
                                "ORDER BY started_at DESC, id DESC LIMIT 1")
        return self.get(int(rows[0][0])) if rows else None

    def get(self, evening_id: int) -> Evening:
        """One evening; a record that cannot be read whole (a damaged row: a start that is
        no time, a name that is not text, an unknown status, a game id that is no
        number) comes back marked damaged (``problem``), never as an exception.

        Raises:
            StorageError: no such evening, or the database cannot be read.
        """
        rows = self.games._read(f"SELECT {NAME_READ}, started_at, status FROM evenings "
                                "WHERE id = ?", (evening_id,))
        if not rows:
            raise self.games._error(f"there is no evening {evening_id}")
        name, started, status = rows[0]
        players = self.games._read(
            "SELECT r.name FROM evening_players e JOIN roster r ON r.id = e.roster_id "
            "WHERE e.evening_id = ? ORDER BY e.position", (evening_id,))
        games = self.games._read("SELECT game_id FROM evening_games WHERE evening_id = ? "
                                 "ORDER BY position", (evening_id,))
        problems: list[str] = []
        at = None
        try:
            at = read_time(started, "start")
            if at is None:
                raise ValueError(f"its start {started!r:.40} is no time")
        except BAD_VALUE as e:
            problems.append(str(e) or type(e).__name__)
        if not isinstance(name, str):
            problems.append(f"its name {name!r:.40} is not text")
        if status not in STATUSES:
            problems.append(f"its status {status!r:.40} is unknown")
        ids = []
        for g in games:
            if isinstance(g[0], int):
                ids.append(g[0])
            else:
                problems.append(f"its game {g[0]!r:.40} is no game id")
        return Evening(evening_id, readable_name(name, "evening"), at,
                       str(status), tuple(str(p[0]) for p in players), tuple(ids),
                       "; ".join(problems) or None)

    def _usable(self, evening_id: int) -> Evening:
        """The evening, or a StorageError naming what is damaged in its record."""
        evening = self.get(evening_id)
        if evening.problem is not None:
            raise self.games._error(f"evening {evening_id} cannot be read: {evening.problem}")
        return evening

    def evening_of(self, game_id: int) -> int | None:
        """The evening a game belongs to, or ``None``."""
        rows = self.games._read("SELECT evening_id FROM evening_games WHERE game_id = ?",
                                (game_id,))
        return int(rows[0][0]) if rows else None

    def game(self, game_id: int) -> Game | None:
        """The game replayed from its stored log (once per log: its end time and number
        of actions), or ``None`` when it cannot be replayed."""
        version = self.games._read(
            "SELECT ended_at, (SELECT count(*) FROM actions WHERE game_id = ?) FROM games "
            "WHERE id = ?", (game_id, game_id))
        key = tuple(version[0]) if version else None
        cached = self._cache.get(game_id)
        if cached is not None and cached[0] == key:
            return cached[1]
        try:
            game: Game | None = self.games.load(game_id)
        except _DAMAGED:
            game = None
        self._cache[game_id] = (key, game)
        return game

    def seatings(self, evening_id: int) -> list[list[str]]:
        """Each game's names in seat order, in the evening's order (the seating's
        history, :func:`~mafia_desktop.rules.seating.propose_seating`)."""
        out = []
        for game_id in self._usable(evening_id).games:
            setup = self.games.setup(game_id)
            out.append([p.name for p in setup.players])
        return out

    def table(self, evening_id: int) -> list[TableRow]:
        """The evening's points table (:func:`~mafia_desktop.rules.evening.points_table`)
        from its finished games, replayed; a game that cannot be replayed is left out."""
        evening = self._usable(evening_id)
        games = [self.game(g) for g in evening.games]
        return points_table([g.state for g in games if g is not None], evening.players)


__all__ = ["NAME_READ", "STATUSES", "Evening", "EveningRepository"]
