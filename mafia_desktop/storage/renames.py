"""A player's name corrected after the game started (issue 31.7c): a host correction of
the game's record, stored, undoable and listed with the other corrections.

The game log (GAME_LOG.md) has no action for it and gets none: a rename changes
``players[].name`` of the game (``game_players.name``), and every stored action and
correction that names the player is written again under the new name in the same
transaction (an action is stored as its log JSON, players by name: ``action_text``), so
the stored log replays as before and an export is the log with the corrected name. The
record of the rename (who, from what, to what, when, after how many actions) is kept in
the table ``renames`` (schema v8), which the history's corrections and the report list.
Undoing a rename writes the old name back and deletes its record (a slip undone, as an
undone action leaves the log).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from mafia_desktop.rules import (
    AnyAction,
    AnySetup,
    RuleViolation,
    check_name,
    find_family,
    name_key,
)

from .parts import RepositoryPart
from .revision import Revision, action_text, iso
from .rows import read_time


@dataclass(frozen=True, slots=True)
class Rename:
    """One name corrected: ``seat``, the name ``old`` and ``new``, how many actions the
    log held then (``after``), when (``renamed_at``, aware) and its record's ``id``."""

    id: int
    seat: int
    old: str
    new: str
    after: int
    renamed_at: datetime


def renamed_setup(setup: AnySetup, seat: int, name: str) -> AnySetup:
    """``setup`` with the player in ``seat`` named ``name`` (trimmed), everything else the
    same; made by the family's own ``make_setup``, so every setup rule holds.

    Raises:
        RuleViolation: R-SETUP-1, the name is refused as it would be at the table's setup
            (``rules.check_name``: empty, too long, a control character, taken by another
            player), or ``seat`` is no player's.
    """
    others = [p.name for p in setup.players if p.seat != seat]
    if len(others) == len(setup.players):
        raise RuleViolation("R-SETUP-1", f"seat {seat} is no player's",
                            code="setup.no_such_seat", params={"seat": seat})
    trimmed = check_name(name, others)
    family = find_family(setup.ruleset.family)
    assert family is not None  # the game's family is registered: it was read with it
    rows = [(p.seat, trimmed if p.seat == seat else p.name, p.role.value)
            for p in setup.players]
    return family.make_setup(rows, setup.ruleset, setup.rng_seed)


class GameRenames(RepositoryPart):
    """The renames part of :class:`~.repository.GameRepository` (its plumbing)."""

    clock: Callable[[], datetime]
    _setups: dict[int, AnySetup]

    if TYPE_CHECKING:
        def _parse(self, game_id: int, setup: AnySetup, index: int, text: object) -> AnyAction: ...

    def rename_player(self, game_id: int, seat: int, name: str, *,
                      expect: Revision | None = None) -> Rename:
        """Correct the name of the player in ``seat``, in one transaction: the game's
        player, the roster (the new name joins it; the old one stays, it may be another
        game's), every stored action and correction naming them, and the record of the
        rename. Returns the record.

        Args:
            expect: the game as the caller holds it (``Revision.of(game)`` before).
        Raises:
            RuleViolation: R-SETUP-1 (:func:`renamed_setup`); nothing changed.
            StaleGame: the stored game is not ``expect``; nothing changed.
            StorageError: no such game, or the write failed; nothing changed.
        """
        old = self.setup(game_id)
        new = renamed_setup(old, seat, name)
        at = self.clock()
        what = f"rename the player in seat {seat} of game {game_id}"
        with self._write(what, game_id) as conn:
            self._check(conn, game_id, expect, what)
            after = self._write_names(conn, game_id, old, new, seat, iso(at))
            cur = conn.execute(
                "INSERT INTO renames (game_id, seat, old_name, new_name, after_actions, "
                "renamed_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, seat, old.name(seat), new.name(seat), after, iso(at)))
            rename_id = cur.lastrowid
        self._setups[game_id] = new
        assert rename_id is not None
        return Rename(rename_id, seat, old.name(seat), new.name(seat), after, at)

    def undo_rename(self, game_id: int, rename: Rename, *,
                    expect: Revision | None = None) -> None:
        """Undo ``rename`` (the game's latest): its old name back everywhere
        :meth:`rename_player` wrote the new one, and its record deleted.

        Raises:
            StaleGame: the stored game is not ``expect``; nothing changed.
            StorageError: no such game, the rename is not the game's latest, or the
                write failed; nothing changed.
        """
        current = self.setup(game_id)
        try:
            back = renamed_setup(current, rename.seat, rename.old)
        except RuleViolation as e:
            raise self._error(f"cannot undo the rename of seat {rename.seat}: {e.message}",
                              game_id) from None
        what = f"undo the rename of seat {rename.seat} of game {game_id}"
        with self._write(what, game_id) as conn:
            self._check(conn, game_id, expect, what)
            latest = conn.execute("SELECT max(id) FROM renames WHERE game_id = ?",
                                  (game_id,)).fetchone()[0]
            if latest != rename.id:
                raise self._error(f"cannot {what}: it is not the game's latest rename",
                                  game_id)
            self._write_names(conn, game_id, current, back, rename.seat, iso(self.clock()))
            conn.execute("DELETE FROM renames WHERE id = ?", (rename.id,))
        self._setups[game_id] = back

    def _write_names(self, conn: sqlite3.Connection, game_id: int, old: AnySetup,
                     new: AnySetup, seat: int, now: str) -> int:
        """Inside a write: store ``new``'s name of ``seat`` (the player, the roster) and
        every action and correction again under it; returns the number of actions."""
        name = new.name(seat)
        key = name_key(name)
        conn.execute("INSERT INTO roster (name, name_key, last_played) VALUES (?, ?, ?) "
                     "ON CONFLICT (name_key) DO UPDATE SET name = excluded.name",
                     (name, key, now))
        conn.execute("UPDATE game_players SET name = ?, roster_id = (SELECT id FROM roster "
                     "WHERE name_key = ?) WHERE game_id = ? AND seat = ?",
                     (name, key, game_id, seat))
        actions = conn.execute("SELECT idx, action FROM actions WHERE game_id = ?",
                               (game_id,)).fetchall()
        for idx, text in actions:
            again = action_text(self._parse(game_id, old, idx, text), new)
            if again != text:
                conn.execute("UPDATE actions SET action = ? WHERE game_id = ? AND idx = ?",
                             (again, game_id, idx))
        for row_id, idx, text in conn.execute(
                "SELECT id, idx, action FROM corrections WHERE game_id = ?",
                (game_id,)).fetchall():
            again = action_text(self._parse(game_id, old, idx, text), new)
            if again != text:
                conn.execute("UPDATE corrections SET action = ? WHERE id = ?", (again, row_id))
        return len(actions)

    def renames(self, game_id: int) -> list[Rename]:
        """The game's names corrected, oldest first.

        Raises:
            StorageError: the database cannot be read, or a stored time is damaged.
        """
        out = []
        for rid, seat, old, new, after, at in self._read(
                "SELECT id, seat, old_name, new_name, after_actions, renamed_at FROM renames "
                "WHERE game_id = ? ORDER BY id", (game_id,)):
            try:
                when = read_time(at, "rename time")
                if when is None:
                    raise ValueError("it has no time")
                out.append(Rename(int(rid), int(seat), str(old), str(new), int(after), when))
            except (TypeError, ValueError) as e:
                raise self._error(f"game {game_id}, a rename cannot be read: {e}",
                                  game_id) from None
        return out


__all__ = ["GameRenames", "Rename", "renamed_setup"]
