"""The refusal helpers every family's checks share: a refusal with its rule ID, code and
parameters (:func:`refuse`), a player's name in a message (:func:`name`), and the format
checks of an action's seats and time (:func:`seat`, :func:`seats`, :func:`check_at`),
which raise :class:`~.errors.LogFormatError` (the action is unreadable, not illegal).

A family's ``checks.py`` imports them under its own short names
(``from ..refusal import refuse as _refuse``).
"""

from __future__ import annotations

from datetime import datetime

from .errors import LogFormatError, RuleViolation
from .family import AnyState


def refuse(s: AnyState, rule: str, code: str, message: str,
           **params: object) -> RuleViolation:
    """The refusal of the action at ``s.index``: ``rule`` (its ID, ``R-...``/``S-...``),
    an English ``message``, and ``code`` with ``params`` to word it in any language
    (by the words of the state's family, ``s.family``: the refusal carries it).
    Returned, for the caller to raise."""
    family = getattr(s, "family", "")
    return RuleViolation(rule, message, s.index, code=code, params=params,
                         family=family if isinstance(family, str) else "")


def name(s: AnyState, seat: int) -> str:
    """The name of the player in ``seat`` (for a refusal's message)."""
    return s.setup.players[seat - 1].name


def seat(s: AnyState, value: object, field: str) -> int:
    """An action's player reference: a seat of this game (1..N), returned.

    Raises:
        LogFormatError: anything else (``field`` names it; ``index`` is ``s.index``).
    """
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= s.setup.size:
        raise LogFormatError(f"{field}: expected a seat 1..{s.setup.size}, got {value!r}",
                             field=field, index=s.index)
    return value


def optional_seat(s: AnyState, value: object, field: str) -> int | None:
    """:func:`seat`, or ``None`` for ``None`` (an optional player field)."""
    return None if value is None else seat(s, value, field)


def seats(s: AnyState, value: object, field: str) -> tuple[int, ...]:
    """An action's list of players: a tuple of seats of this game, returned.

    Raises:
        LogFormatError: not a tuple, or an item that is no seat (``field[i]``).
    """
    if not isinstance(value, tuple):
        raise LogFormatError(f"{field}: expected a list of seats, got {value!r}",
                             field=field, index=s.index)
    for i, item in enumerate(value):
        seat(s, item, f"{field}[{i}]")
    return value


def check_at(s: AnyState, at: object) -> None:
    """An action's time is ``None`` or an aware datetime (GAME_LOG.md).

    Raises:
        LogFormatError: a time without a UTC offset, or no time at all.
    """
    if at is not None and (not isinstance(at, datetime) or at.utcoffset() is None):
        raise LogFormatError(f"at: expected a time with a UTC offset, got {at!r}",
                             field="at", index=s.index)


__all__ = ["check_at", "name", "optional_seat", "refuse", "seat", "seats"]
