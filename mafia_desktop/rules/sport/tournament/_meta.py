"""The game's place in a tournament, as the exporters take it (``meta``)."""

from __future__ import annotations

from collections.abc import Mapping

from ...json_types import JsonObject

#: meta key -> (the types it may have, what it is).
META_KEYS: dict[str, tuple[tuple[type, ...], str]] = {
    "tournament": ((str,), "the tournament's name"),
    "round": ((str,), "the stage: 'Round 3', 'Final'"),
    "table": ((int,), "the table's number"),
    "game": ((int,), "the game's number at its table"),
    "date": ((str,), "the date (ISO 8601: '2026-12-01' or a date and time)"),
    "moderator": ((str,), "the referee's name (the same as ``referee``)"),
    "referee": ((str,), "the referee's name"),
    "language": ((str,), "two letters: the game's language (ratings site)"),
    "rules": ((str,), "the ratings site's rules code"),
    "rating": ((bool,), "false for a game played for fun (ratings site)"),
    "club_id": ((int,), "the ratings site's club id"),
    "event_id": ((int,), "the ratings site's event id"),
    "tournament_id": ((int,), "the ratings site's tournament id"),
    "replacements": ((list,), "the seats (1..10) whose player replaced the seated one"),
}


def check_meta(meta: Mapping[str, object] | None) -> JsonObject:
    """``meta`` checked: only keys of :data:`META_KEYS`, each of its type (``None`` means
    unknown and is dropped); strings at most 200 characters, numbers 0..10**9. A
    ``referee`` is also given as ``moderator`` (the name the ratings site uses).

    Raises:
        ValueError: naming the key that is unknown or of the wrong type.
    """
    out: JsonObject = {}
    for key, value in (meta or {}).items():
        if key not in META_KEYS:
            raise ValueError(f"meta: unknown key {key!r}; expected some of "
                             f"{', '.join(META_KEYS)}")
        if value is None:
            continue
        types, what = META_KEYS[key]
        if isinstance(value, bool) and bool not in types or not isinstance(value, types):
            raise ValueError(f"meta.{key}: expected {what}, got {value!r}")
        if isinstance(value, str) and len(value) > 200:
            raise ValueError(f"meta.{key}: at most 200 characters, got {len(value)}")
        if isinstance(value, list) and not all(
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10 for v in value):
            raise ValueError(f"meta.{key}: expected seats 1..10, got {value!r}")
        if isinstance(value, int) and not isinstance(value, bool) and not 0 <= value <= 10**9:
            raise ValueError(f"meta.{key}: expected 0..1000000000, got {value}")
        if isinstance(value, list):  # seats, each checked above
            out[key] = [int(v) for v in value]
        elif isinstance(value, (str, int, float)):  # (a bool is an int)
            out[key] = value
    if "referee" in out:
        out.setdefault("moderator", out["referee"])
    return out
