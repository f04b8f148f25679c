"""Strict readers of JSON values for the exchange formats: each names the field it reads.

Every reader raises :class:`~mafia_desktop.rules.errors.LogFormatError` whose ``field``
is the JSON path of the bad value (``"players[3].role"``) and whose message says what was
expected and what was found (long texts and containers are not quoted whole).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from ...errors import LogFormatError

#: The longest text read anywhere (a reason, a comment, a tournament's name).
MAX_TEXT = 500
#: The most items of any list read (ten players, a few dozen leaves or bonuses).
MAX_ITEMS = 200


def shown(value: object) -> str:
    """A short description of ``value`` for a message."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (dict, list)):
        return "an object" if isinstance(value, dict) else f"an array of {len(value)}"
    if isinstance(value, str):
        return repr(value[:40] + "...") if len(value) > 40 else repr(value)
    if isinstance(value, int) and abs(value) > 10**12:
        return "a huge number"
    return repr(value)


def fail(field: str, expected: str, got: object) -> LogFormatError:
    """The error for ``field``: ``expected`` something, got ``got``."""
    return LogFormatError(f"{field}: expected {expected}, got {shown(got)}", field=field)


def obj(value: object, field: str, required: tuple[str, ...] = (),
        allowed: tuple[str, ...] | None = None) -> Mapping[str, object]:
    """An object with every key of ``required`` (and, when ``allowed`` is given, no key
    outside ``required + allowed``)."""
    if not isinstance(value, dict):
        raise fail(field, "an object", value)
    for key in required:
        if key not in value:
            raise LogFormatError(f"{field}: missing field {key!r}", field=f"{field}.{key}")
    if allowed is not None:
        known = set(required) | set(allowed)
        for key in value:
            if key not in known:
                raise LogFormatError(f"{field}: unknown field {shown(key)}",
                                     field=f"{field}.{str(key)[:40]}")
    return value


def array(value: object, field: str, most: int = MAX_ITEMS) -> list[object]:
    """A JSON array of at most ``most`` items."""
    if not isinstance(value, list):
        raise fail(field, "an array", value)
    if len(value) > most:
        raise fail(field, f"an array of at most {most} items", value)
    return value


def integer(value: object, field: str, low: int, high: int) -> int:
    """An integer (not a boolean) in ``low..high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(field, f"an integer {low}..{high}", value)
    if not low <= value <= high:
        raise fail(field, f"an integer {low}..{high}", value)
    return value


def number(value: object, field: str, low: float, high: float) -> float:
    """A finite number (not a boolean) in ``low..high``, as a float."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(field, f"a number {low:g}..{high:g}", value)
    if isinstance(value, int) and abs(value) > 10**6:
        raise fail(field, f"a number {low:g}..{high:g}", value)
    result = float(value)
    if not math.isfinite(result) or not low <= result <= high:
        raise fail(field, f"a number {low:g}..{high:g}", value)
    return result


def text(value: object, field: str, most: int = MAX_TEXT) -> str:
    """A string of at most ``most`` characters that is valid Unicode (no lone surrogate)."""
    if not isinstance(value, str):
        raise fail(field, "a string", value)
    if len(value) > most:
        raise fail(field, f"a string of at most {most} characters", value)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise fail(field, "valid Unicode text", value) from None
    return value


def optional_text(value: object, field: str) -> str | None:
    """``null`` or a string (:func:`text`)."""
    return None if value is None else text(value, field)


def choice(value: object, field: str, choices: tuple[str, ...]) -> str:
    """One of ``choices``."""
    if not isinstance(value, str) or value not in choices:
        raise fail(field, "one of " + ", ".join(repr(c) for c in choices), value)
    return value


def boolean(value: object, field: str) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise fail(field, "true or false", value)
    return value
