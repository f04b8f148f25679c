"""The game repository: games, their logs, corrections, host notes and the roster.

A game is stored as its setup plus its actions (DESIGN.md: the game is its log); each
action is the JSON object :func:`~mafia_desktop.rules.log_format.action_to_json` writes
(GAME_LOG.md), so :meth:`GameRepository.load` rebuilds the game by replaying the log and
:meth:`GameRepository.export_log` writes the very same log format.

Every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``): an action is on disk
before :meth:`GameRepository.append` returns, and a failed write (a full or read-only
disk) rolls back and raises :class:`StorageError`, leaving the database as it was.
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from mafia_desktop.rules import (
    Action,
    Faction,
    Game,
    LogFormatError,
    Outcome,
    Role,
    RuleViolation,
    Setup,
    log_format,
    make_setup,
    name_key,
    ruleset_from,
)

from .database import StorageError, database_file

#: How roles were dealt: by hand, by :func:`~mafia_desktop.rules.deal_roles` with a
#: recorded seed, or read from an imported log.
DEALS = ("hand", "random", "import")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One game in :meth:`GameRepository.list_games`.

    Attributes:
        id: the game id.
        started_at: when the game was created (aware datetime).
        ended_at: when it ended (the time of the last action, or of the write), ``None``
            while it goes on.
        players: names in seat order.
        winners: the winning factions (``()`` is a draw), ``None`` while it goes on.
        outcome_rule: the R-WIN-* rule that ended it, or ``None``.
        actions: the number of actions in its log.
        preset: the ruleset preset (``table``/``seed``).
        deal: ``hand``, ``random`` or ``import``.
    """

    id: int
    started_at: datetime
    ended_at: datetime | None
    players: tuple[str, ...]
    winners: tuple[Faction, ...] | None
    outcome_rule: str | None
    actions: int
    preset: str
    deal: str

    @property
    def finished(self) -> bool:
        """True once the game has an outcome."""
        return self.ended_at is not None

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (times ISO 8601, factions by id)."""
        return {
            "id": self.id,
            "started_at": self.started_at.isoformat(),
            "ended_at": self.ended_at.isoformat() if self.ended_at else None,
            "players": list(self.players),
            "winners": [f.value for f in self.winners] if self.winners is not None else None,
            "outcome_rule": self.outcome_rule,
            "actions": self.actions,
            "preset": self.preset,
            "deal": self.deal,
        }


@dataclass(frozen=True, slots=True)
class Correction:
    """An undone action (DESIGN.md, Undo): its log ``index``, the ``action`` and when it
    was undone (aware datetime)."""

    index: int
    action: Action
    undone_at: datetime


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """A regular player's record over finished games.

    Attributes:
        name: the roster name (as last written).
        games: finished games played.
        wins: those the player's faction won (a draw is no win).
        games_by_role / wins_by_role: the same, by the role dealt.
        unfinished: games still going on.
    """

    name: str
    games: int
    wins: int
    wins_by_role: dict[Role, int] = field(default_factory=dict)
    games_by_role: dict[Role, int] = field(default_factory=dict)
    unfinished: int = 0


#: SQLite's INTEGER range (a signed 64-bit number).
_INTEGER_MIN, _INTEGER_MAX = -2**63, 2**63 - 1


def _now() -> datetime:
    return datetime.now(UTC)


def _iso(at: datetime) -> str:
    if at.tzinfo is None:
        raise ValueError(f"a stored time needs a UTC offset, got {at!r}")
    at = at.astimezone(UTC)  # one offset, so stored times sort as text
    return at.isoformat(timespec="milliseconds" if at.microsecond else "seconds")


def _time(text: str | None) -> datetime | None:
    return datetime.fromisoformat(text) if text else None


class GameRepository:
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
        self._setups: dict[int, Setup] = {}

    # ------------------------------------------------------------------ plumbing

    def _error(self, problem: str, game_id: int | None = None,
               index: int | None = None) -> StorageError:
        return StorageError(problem, path=self.path, game_id=game_id, index=index)

    @contextmanager
    def _write(self, what: str, game_id: int | None = None) -> Iterator[sqlite3.Connection]:
        """One write transaction; any SQLite error rolls back and becomes StorageError."""
        conn = self.conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise self._error(f"cannot {what}: {e}", game_id) from None
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
                raise self._error(f"cannot {what}: {e}", game_id) from None
            if isinstance(e, (OverflowError, ValueError)):
                # a number beyond SQLite's INTEGER, a time beyond datetime's years
                raise self._error(f"cannot {what}: a value is out of range ({e})",
                                  game_id) from None
            raise

    def _read(self, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as e:
            raise self._error(f"cannot read: {e}") from None
        except OverflowError as e:  # e.g. a game id beyond SQLite's INTEGER
            raise self._error(f"cannot read: a value is out of range ({e})") from None

    def _game_row(self, game_id: int) -> tuple[Any, ...]:
        rows = self._read("SELECT preset, options, rng_seed FROM games WHERE id = ?",
                          (game_id,))
        if not rows:
            raise self._error(f"there is no game {game_id}", game_id)
        return rows[0]

    def _count(self, game_id: int) -> int:
        return int(self._read("SELECT coalesce(max(idx) + 1, 0) FROM actions "
                              "WHERE game_id = ?", (game_id,))[0][0])

    # ------------------------------------------------------------------ games

    def _insert_game(self, conn: sqlite3.Connection, setup: Setup, deal: str,
                     deal_seed: int | None, started_at: datetime) -> int:
        started = _iso(started_at)
        cur = conn.execute(
            "INSERT INTO games (preset, options, rng_seed, deal, deal_seed, started_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (setup.ruleset.preset, json.dumps(setup.ruleset.overrides(), sort_keys=True),
             setup.rng_seed, deal, deal_seed, started))
        game_id = int(cur.lastrowid)  # type: ignore[arg-type]
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
        self._setups[game_id] = setup
        return game_id

    def create_game(self, setup: Setup, *, deal: str = "hand", deal_seed: int | None = None,
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
            return self._insert_game(conn, setup, deal, deal_seed, at)

    def setup(self, game_id: int) -> Setup:
        """The game's setup (players by seat, ruleset, RNG seed).

        Raises:
            StorageError: no such game, or its stored setup no longer passes R-SETUP-*.
        """
        cached = self._setups.get(game_id)
        if cached is not None:
            return cached
        preset, options, seed = self._game_row(game_id)
        rows = self._read("SELECT seat, name, role FROM game_players WHERE game_id = ? "
                          "ORDER BY seat", (game_id,))
        try:
            setup = make_setup([(s, n, Role(r)) for s, n, r in rows],
                               ruleset_from(preset, json.loads(options)), seed)
        except (ValueError, LogFormatError) as e:
            raise self._error(f"game {game_id}'s setup cannot be read: {e}", game_id) from None
        self._setups[game_id] = setup
        return setup

    def _action_rows(self, game_id: int) -> list[tuple[int, str]]:
        return self._read("SELECT idx, action FROM actions WHERE game_id = ? ORDER BY idx",
                          (game_id,))

    def _parse(self, game_id: int, setup: Setup, index: int, text: str) -> Action:
        try:
            return log_format.parse_action(log_format.loads(text), setup, index)
        except LogFormatError as e:
            raise self._error(f"game {game_id}, action {index} cannot be read: {e.message}",
                              game_id, index) from None

    def actions(self, game_id: int) -> list[Action]:
        """The game's log, parsed (players as seats).

        Raises:
            StorageError: no such game, or an action cannot be read.
        """
        setup = self.setup(game_id)
        return [self._parse(game_id, setup, i, text) for i, text in self._action_rows(game_id)]

    def load(self, game_id: int) -> Game:
        """Rebuild the game by replaying its stored log (resume; undo then works as
        before the restart).

        Raises:
            StorageError: no such game, or an action that cannot be read or no longer
                applies (the message names the game, the action's index and the rule).
        """
        setup = self.setup(game_id)
        game = Game(setup)
        for index, text in self._action_rows(game_id):
            if index != len(game):
                raise self._error(f"game {game_id}'s log has a gap before action {index}",
                                  game_id, index)
            try:
                game.push(self._parse(game_id, setup, index, text))
            except (RuleViolation, LogFormatError) as e:
                rule = f" ({e.rule})" if getattr(e, "rule", None) else ""
                raise self._error(f"game {game_id}, action {index} no longer applies: "
                                  f"{e.message}{rule}", game_id, index) from None
        return game

    def append(self, game_id: int, index: int, action: Action, outcome: Outcome | None) -> None:
        """Store ``action`` as the game's action ``index``, in one transaction.

        Call it after ``Game.push(action)`` succeeded and before the screen shows the
        change (DESIGN.md); ``outcome`` is ``game.outcome`` after the push. An outcome
        stores the end time (``action.at`` or now), winners and rule; ``None`` clears them.
        An action that was undone at this index and is now back (a redo: the same action,
        the same time) is part of the game again, so its correction is removed in the same
        transaction (the latest one at this index that stores exactly this action).

        Raises:
            StorageError: no such game, ``index`` is not the number of stored actions, or
                the write failed (a read-only or full disk); nothing is stored.
        """
        setup = self.setup(game_id)
        text = json.dumps(log_format.action_to_json(action, setup), ensure_ascii=False)
        now = self.clock()
        with self._write(f"save action {index} of game {game_id}", game_id) as conn:
            count = conn.execute("SELECT coalesce(max(idx) + 1, 0) FROM actions "
                                 "WHERE game_id = ?", (game_id,)).fetchone()[0]
            if index != count:
                raise self._error(f"cannot save action {index} of game {game_id}: the game "
                                  f"has {count} stored actions", game_id, index)
            conn.execute("INSERT INTO actions (game_id, idx, action, written_at) "
                         "VALUES (?, ?, ?, ?)", (game_id, index, text, _iso(now)))
            conn.execute("DELETE FROM corrections WHERE id = (SELECT max(id) FROM corrections "
                         "WHERE game_id = ? AND idx = ? AND action = ?)",
                         (game_id, index, text))
            self._set_outcome(conn, game_id, outcome, action.at or now)

    def _set_outcome(self, conn: sqlite3.Connection, game_id: int, outcome: Outcome | None,
                     at: datetime) -> None:
        if outcome is None:
            conn.execute("UPDATE games SET ended_at = NULL, winners = NULL, "
                         "outcome_rule = NULL WHERE id = ?", (game_id,))
        else:
            conn.execute("UPDATE games SET ended_at = ?, winners = ?, outcome_rule = ? "
                         "WHERE id = ?",
                         (_iso(at), json.dumps([f.value for f in outcome.winners]),
                          outcome.rule, game_id))

    def pop(self, game_id: int, index: int) -> None:
        """Undo: delete the game's last action ``index`` and record it in corrections,
        in one transaction; the game's outcome is cleared.

        Raises:
            StorageError: no such game, ``index`` is not the last action, or the write
                failed (nothing changed).
        """
        self._game_row(game_id)
        now = self.clock()
        with self._write(f"undo action {index} of game {game_id}", game_id) as conn:
            row = conn.execute("SELECT idx, action FROM actions WHERE game_id = ? "
                               "ORDER BY idx DESC LIMIT 1", (game_id,)).fetchone()
            if row is None or row[0] != index:
                last = "no actions" if row is None else f"its last action is {row[0]}"
                raise self._error(f"cannot undo action {index} of game {game_id}: {last}",
                                  game_id, index)
            conn.execute("INSERT INTO corrections (game_id, idx, action, undone_at) "
                         "VALUES (?, ?, ?, ?)", (game_id, index, row[1], _iso(now)))
            conn.execute("DELETE FROM actions WHERE game_id = ? AND idx = ?", (game_id, index))
            self._set_outcome(conn, game_id, None, now)

    def corrections(self, game_id: int) -> list[Correction]:
        """The game's undone actions, oldest first.

        Raises:
            StorageError: no such game, or a stored action cannot be read.
        """
        setup = self.setup(game_id)
        rows = self._read("SELECT idx, action, undone_at FROM corrections WHERE game_id = ? "
                          "ORDER BY id", (game_id,))
        return [Correction(i, self._parse(game_id, setup, i, text), _time(at))  # type: ignore[arg-type]
                for i, text, at in rows]

    def _infos(self, where: str, args: tuple[Any, ...]) -> list[GameInfo]:
        rows = self._read(
            "SELECT g.id, g.started_at, g.ended_at, g.winners, g.outcome_rule, g.preset, "
            "g.deal, (SELECT count(*) FROM actions a WHERE a.game_id = g.id), "
            "(SELECT json_group_array(name) FROM (SELECT name FROM game_players p "
            "WHERE p.game_id = g.id ORDER BY seat)) "
            f"FROM games g {where} ORDER BY g.started_at DESC, g.id DESC", args)
        infos = []
        for gid, started, ended, winners, rule, preset, deal, count, names in rows:
            try:  # a row changed by another tool may hold anything
                infos.append(GameInfo(
                    id=gid, started_at=_time(started), ended_at=_time(ended),  # type: ignore[arg-type]
                    players=tuple(json.loads(names)),
                    winners=(tuple(Faction(w) for w in json.loads(winners))
                             if winners is not None else None),
                    outcome_rule=rule, actions=count, preset=preset, deal=deal))
            except (ValueError, TypeError) as e:  # json.JSONDecodeError is a ValueError
                raise self._error(f"game {gid}'s record cannot be read: {e}", gid) from None
        return infos

    def list_games(self, finished: bool | None = None) -> list[GameInfo]:
        """Games, most recently started first: all, only finished (``True``) or only
        unfinished (``False``)."""
        where = {None: "", True: "WHERE g.ended_at IS NOT NULL",
                 False: "WHERE g.ended_at IS NULL"}[finished]
        return self._infos(where, ())

    def info(self, game_id: int) -> GameInfo:
        """One game's :class:`GameInfo`.

        Raises:
            StorageError: no such game.
        """
        infos = self._infos("WHERE g.id = ?", (game_id,))
        if not infos:
            raise self._error(f"there is no game {game_id}", game_id)
        return infos[0]

    def delete_game(self, game_id: int) -> None:
        """Delete a game with its log, corrections and notes (its players stay in the
        roster).

        Raises:
            StorageError: no such game, or the write failed.
        """
        with self._write(f"delete game {game_id}", game_id) as conn:
            if conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount != 1:
                raise self._error(f"there is no game {game_id}", game_id)
        self._setups.pop(game_id, None)

    # ------------------------------------------------------------------ notes

    def set_note(self, game_id: int, key: str, text: str) -> None:
        """Set the host's note ``key`` (``"player:3"``, ``"phase:day:2"``, ...) of a game;
        empty or blank ``text`` deletes it. Notes are never shown to the players.

        Raises:
            StorageError: no such game, or the write failed.
        """
        with self._write(f"save a note of game {game_id}", game_id) as conn:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone() is None:
                raise self._error(f"there is no game {game_id}", game_id)
            if text.strip():
                conn.execute("INSERT INTO notes (game_id, key, text, updated_at) "
                             "VALUES (?, ?, ?, ?) ON CONFLICT (game_id, key) DO UPDATE SET "
                             "text = excluded.text, updated_at = excluded.updated_at",
                             (game_id, key, text, _iso(self.clock())))
            else:
                conn.execute("DELETE FROM notes WHERE game_id = ? AND key = ?", (game_id, key))

    def notes(self, game_id: int) -> dict[str, str]:
        """The game's notes by key (sorted by key)."""
        return dict(self._read("SELECT key, text FROM notes WHERE game_id = ? ORDER BY key",
                               (game_id,)))

    # ------------------------------------------------------------------ the log file

    def import_log(self, text: str | bytes) -> int:
        """Store a GAME_LOG.md log as a new game (setup, players to the roster, every
        action), in one transaction. ``started_at`` is the first action's ``at``, if any.

        Returns:
            the new game's id.
        Raises:
            StorageError: the log is unreadable, holds a number or time SQLite or a UTC
                time cannot hold, or an action breaks a rule (``index`` and
                ``rule`` set; ``path`` is ``None``: the fault is the log's, not the
                database's), or the write failed; nothing is stored.
        """
        try:
            game = log_format.load_game(text)
        except LogFormatError as e:
            where = f"action {e.index}: " if e.index is not None else ""
            raise StorageError(f"the log cannot be read: {where}{e.message}",
                               index=e.index, rule=e.rule) from None
        except RuleViolation as e:
            raise StorageError(f"the log's action {e.index} breaks {e.rule}: {e.message}",
                               index=e.index, rule=e.rule) from None
        except (ValueError, OverflowError) as e:  # whatever the reader lets through
            raise StorageError(f"the log cannot be read: {e}") from None
        setup = game.setup
        if not _INTEGER_MIN <= setup.rng_seed <= _INTEGER_MAX:
            raise StorageError(f"the log cannot be stored: rng_seed {setup.rng_seed} is "
                               "outside SQLite's integer range (-2**63 .. 2**63 - 1)")
        for i, action in enumerate(game.actions):
            if action.at is None:
                continue
            try:
                _iso(action.at)
            except (ValueError, OverflowError) as e:
                raise StorageError(f"the log cannot be stored: action {i}: its time "
                                   f"{action.at.isoformat()} is out of range ({e})",
                                   index=i) from None
        times = [a.at for a in game.actions if a.at is not None]
        now = self.clock()
        with self._write("import the game") as conn:
            game_id = self._insert_game(conn, setup, "import", None, times[0] if times else now)
            conn.executemany(
                "INSERT INTO actions (game_id, idx, action, written_at) VALUES (?, ?, ?, ?)",
                ((game_id, i, json.dumps(log_format.action_to_json(a, setup),
                                         ensure_ascii=False), _iso(now))
                 for i, a in enumerate(game.actions)))
            if game.outcome is not None:
                self._set_outcome(conn, game_id, game.outcome, times[-1] if times else now)
        return game_id

    def find_log(self, setup: Setup, actions: Sequence[Action]) -> int | None:
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
        if not _INTEGER_MIN <= setup.rng_seed <= _INTEGER_MAX:
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
        """Regular players' names, the most recently played first (then by name)."""
        return [r[0] for r in self._read(
            "SELECT name FROM roster ORDER BY last_played DESC, name_key")]

    def player_stats(self) -> list[PlayerStats]:
        """Each roster player's games, wins and wins by role (dealt role; a win is the
        role's faction among the winners, R-WIN-*). Most games first, then most wins,
        then by name."""
        rows = self._read(
            "SELECT r.name, r.name_key, p.role, g.ended_at IS NOT NULL, g.winners "
            "FROM roster r LEFT JOIN game_players p ON p.roster_id = r.id "
            "LEFT JOIN games g ON g.id = p.game_id")
        acc: dict[str, dict[str, Any]] = {}
        for name, key, role, ended, winners in rows:
            s = acc.setdefault(key, {"name": name, "games": Counter(), "wins": Counter(),
                                     "unfinished": 0})
            if role is None:
                continue
            if not ended:
                s["unfinished"] += 1
                continue
            r = Role(role)
            s["games"][r] += 1
            if r.faction.value in json.loads(winners or "[]"):
                s["wins"][r] += 1
        stats = [PlayerStats(name=s["name"], games=sum(s["games"].values()),
                             wins=sum(s["wins"].values()), wins_by_role=dict(s["wins"]),
                             games_by_role=dict(s["games"]), unfinished=s["unfinished"])
                 for s in acc.values()]
        stats.sort(key=lambda s: (-s.games, -s.wins, name_key(s.name)))
        return stats
