"""The ratings kept beside the games (schema v7, issue 22 item 7): each finished game's
ratings, so the Players view reads them instead of working openskill out again over
every game at each open.

Storage only keeps rows and says what each finished game is now; it rates nothing (the
rating is ``reports.ratings``, above storage). Two tables:

* ``rated_games``: one row per finished game the ratings have taken in, with its
  ``position`` in the order rated (ended, then id), the ``stamp`` the rating made of
  what it read of the game (:meth:`RatingStore.finished` gives what the stamp is made
  of), whether it was ``rated`` (0: left out) and its family and end time;
* ``ratings``: one row per player of a rated game: name, side, result and the four
  ratings (overall and the side's, before and after) as ``(μ, σ)``.

A deleted game takes its rows with it (``ON DELETE CASCADE``). A game corrected, deleted
or imported changes what :meth:`RatingStore.finished` gives, so the reader sees where the
kept rows stop being true and rates again from there (:meth:`RatingStore.keep`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .database import StorageError
from .repository import GameRepository
from .sql_types import SqlRow, SqlValue

#: A kept player row: ``(game_id, seat, name, side, result, mu_before, sigma_before,
#: mu_after, sigma_after, side_mu_before, side_sigma_before, side_mu_after,
#: side_sigma_after)``.
KeptRow = tuple[int, int, str, str, str, float, float, float, float, float, float, float,
                float]


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A finished game the ratings have taken in.

    Attributes:
        game_id: the stored game. position: its place in the order rated (0 first).
        stamp: what the rating made of the game when it rated it.
        rated: False when it was left out (a damaged record, no match of two sides).
        family: its rules family. ended_at: its end time as stored (ISO 8601).
    """

    game_id: int
    position: int
    stamp: str
    rated: bool
    family: str
    ended_at: str


@dataclass(frozen=True, slots=True)
class FinishedRecord:
    """A finished game as stored now: ``game_id``, its stored end time ``ended_at`` (as
    stored, possibly not a time in a damaged record), ``record``, a text that changes
    whenever anything the ratings read of it changes (its games row, its players, the
    number and last index of its actions), and its number of ``players``."""

    game_id: int
    ended_at: SqlValue
    record: str
    players: int = 0


class RatingStore:
    """The kept ratings of one database, over its :class:`GameRepository` (same
    connection).

    Args:
        games: the repository of the database's games.
    """

    def __init__(self, games: GameRepository) -> None:
        self.games = games

    @property
    def writable(self) -> bool:
        """False for a database opened read-only (the ratings are then worked out and
        not kept)."""
        return not self.games.read_only

    def finished(self) -> list[FinishedRecord]:
        """Every finished game as stored now (any order), with what the ratings read of
        it as one text. Two queries, no parsing.

        Raises:
            StorageError: the database cannot be read.
        """
        read = self.games._read
        players: dict[SqlValue, list[SqlRow]] = {}
        for row in read("SELECT p.game_id, p.seat, p.name, p.role FROM game_players p "
                        "JOIN games g ON g.id = p.game_id WHERE g.ended_at IS NOT NULL "
                        "ORDER BY p.game_id, p.seat"):
            players.setdefault(row[0], []).append(row[1:])
        out = []
        for row in read("SELECT g.id, g.started_at, g.ended_at, g.winners, g.outcome_rule, "
                        "g.preset, g.deal, g.options, g.rng_seed, g.family, "
                        "(SELECT count(*) FROM actions a WHERE a.game_id = g.id), "
                        "(SELECT max(idx) FROM actions a WHERE a.game_id = g.id) "
                        "FROM games g WHERE g.ended_at IS NOT NULL"):
            seated = players.get(row[0], [])
            out.append(FinishedRecord(row[0], row[2], repr((row, seated)), len(seated)))
        return out

    def kept(self) -> tuple[list[KeptGame], list[KeptRow]]:
        """The kept games in the order rated, and their players' rows (by position, then
        seat). A kept value that is not what this program writes (a file changed by
        another tool) gives nothing kept: everything is rated again.

        Raises:
            StorageError: the database cannot be read.
        """
        read = self.games._read
        games = read("SELECT game_id, position, stamp, rated, family, ended_at "
                     "FROM rated_games ORDER BY position")
        rows = read("SELECT r.game_id, r.seat, r.name, r.side, r.result, r.mu_before, "
                    "r.sigma_before, r.mu_after, r.sigma_after, r.side_mu_before, "
                    "r.side_sigma_before, r.side_mu_after, r.side_sigma_after "
                    "FROM ratings r JOIN rated_games k ON k.game_id = r.game_id "
                    "ORDER BY k.position, r.seat")
        bad = read("SELECT count(*) FROM ratings WHERE typeof(seat) <> 'integer' "
                   "OR typeof(name) <> 'text' OR typeof(side) <> 'text' OR result NOT IN "
                   "('win', 'loss', 'draw') OR typeof(mu_before) <> 'real' OR "
                   "typeof(sigma_before) <> 'real' OR typeof(mu_after) <> 'real' OR "
                   "typeof(sigma_after) <> 'real' OR typeof(side_mu_before) <> 'real' OR "
                   "typeof(side_sigma_before) <> 'real' OR typeof(side_mu_after) <> 'real' "
                   "OR typeof(side_sigma_after) <> 'real'")[0][0]
        if bad:
            return [], []
        kept: list[KeptGame] = []
        for game_id, position, stamp, rated, family, ended in games:
            if not (isinstance(game_id, int) and isinstance(position, int)
                    and isinstance(stamp, str) and rated in (0, 1)
                    and isinstance(family, str) and isinstance(ended, str)):
                return [], []
            kept.append(KeptGame(game_id, position, stamp, bool(rated), family, ended))
        return kept, rows

    def keep(self, start: int, games: Sequence[KeptGame], rows: Sequence[KeptRow]) -> None:
        """Replace the kept games from position ``start`` on (and their rows) with
        ``games`` and ``rows``, in one transaction.

        Raises:
            StorageError: the write failed (a read-only or full disk, a game deleted
                meanwhile); nothing changed.
        """
        if not self.writable:
            raise StorageError("the database was opened read-only", path=self.games.path)
        with self.games._write("keep the ratings") as conn:
            conn.execute("DELETE FROM rated_games WHERE position >= ?", (start,))
            conn.executemany(
                "INSERT INTO rated_games (game_id, position, stamp, rated, family, ended_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                ((g.game_id, g.position, g.stamp, int(g.rated), g.family, g.ended_at)
                 for g in games))
            conn.executemany(
                "INSERT INTO ratings (game_id, seat, name, side, result, mu_before, "
                "sigma_before, mu_after, sigma_after, side_mu_before, side_sigma_before, "
                "side_mu_after, side_sigma_after) VALUES "
                "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)


__all__ = ["FinishedRecord", "KeptGame", "KeptRow", "RatingStore"]
