"""A stored game's text: its actions as stored, its revision, its times, a log to import.

Every write of the repository may be given the :class:`Revision` the caller holds (how
many actions, and the last one); it is compared, in the write's own transaction, with
what the database holds, and a write on a game that another window or program changed is
refused (:class:`~.errors.StaleGame`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime

from mafia_desktop.rules import AnyAction, AnySetup, Game, LogFormatError, RuleViolation, log_format

from .errors import StorageError

#: SQLite's INTEGER range (a signed 64-bit number).
INTEGER_MIN, INTEGER_MAX = -2**63, 2**63 - 1


def iso(at: datetime) -> str:
    """An aware time as stored: ISO 8601 in UTC (so stored times sort as text).

    Raises:
        ValueError: a naive time. OverflowError/ValueError: beyond the years 1..9999 in UTC.
    """
    if at.tzinfo is None:
        raise ValueError(f"a stored time needs a UTC offset, got {at!r}")
    at = at.astimezone(UTC)
    return at.isoformat(timespec="milliseconds" if at.microsecond else "seconds")


def game_to_import(text: str | bytes) -> Game:
    """A GAME_LOG.md log read and checked for storing: every action applies, and every
    number and time fits the database.

    Raises:
        StorageError: the log is unreadable, an action breaks a rule (``index`` and
            ``rule`` set; ``path`` is ``None``: the fault is the log's), or it holds a
            number or time SQLite or a UTC time cannot hold.
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
    seed = game.setup.rng_seed
    if not INTEGER_MIN <= seed <= INTEGER_MAX:
        raise StorageError(f"the log cannot be stored: rng_seed {seed} is outside "
                           "SQLite's integer range (-2**63 .. 2**63 - 1)")
    for i, action in enumerate(game.actions):
        if action.at is None:
            continue
        try:
            iso(action.at)
        except (ValueError, OverflowError) as e:
            raise StorageError(f"the log cannot be stored: action {i}: its time "
                               f"{action.at.isoformat()} is out of range ({e})",
                               index=i) from None
    return game


def action_text(action: AnyAction, setup: AnySetup) -> str:
    """An action as the database stores it: its GAME_LOG.md JSON object, as text."""
    return json.dumps(log_format.action_to_json(action, setup), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Revision:
    """A stored game as someone holds it.

    Attributes:
        actions: the number of actions in its log.
        last: the last action as stored text (:func:`action_text`), ``None`` when the log
            is empty.
    """

    actions: int
    last: str | None

    @classmethod
    def of(cls, game: Game, count: int | None = None) -> Revision:
        """The revision of ``game``'s first ``count`` actions (default: all)."""
        n = len(game) if count is None else count
        return cls(n, action_text(game.actions[n - 1], game.setup) if n else None)
