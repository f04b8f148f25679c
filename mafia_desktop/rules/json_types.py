"""The types of JSON values (issue 32 point 3: no ``Any`` outside what Qt forces).

One alias module for every JSON the program reads or writes: the game log
(``../shared/GAME_LOG.md``), the exchange files (mafiaratings, MWT), the command line's
``--json`` answers, the stored rows' JSON columns and the ``to_json()`` of the rules'
records.

- What is **written** is built as a :data:`JsonObject` (``dict[str, JsonValue]``): mypy
  checks that only JSON goes in (a :class:`~datetime.datetime` or an ``Enum`` does not).
- What is **read** (``json.loads``' result, a value of an unknown file) is taken as
  ``object`` and narrowed with ``isinstance`` where a field is read: the readers
  (``rules/log_format.py``, ``rules/sport/tournament/_read.py``) already check every
  shape, and their checks are the narrowing.
- A value that is only passed on (to ``json.dumps``) is ``object``.

>>> row: JsonObject = {"seat": 1, "name": "Anna", "fouls": [None, 2], "extra": {}}
>>> is_object(row), is_object(row["fouls"]), is_array(row["fouls"])
(True, False, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias, TypeGuard

#: Any JSON value, as written: ``json.dumps`` takes it. Its containers are read-only
#: (``Sequence``, ``Mapping``: covariant) so that a ``list[JsonObject]`` or a
#: ``dict[str, int]`` built for a file is one; a tuple is written as an array.
JsonValue: TypeAlias = (
    "str | int | float | bool | None | Sequence[JsonValue] | Mapping[str, JsonValue]")
#: A JSON object.
JsonObject: TypeAlias = "dict[str, JsonValue]"
#: A JSON array.
JsonArray: TypeAlias = "list[JsonValue]"


def is_object(value: object) -> TypeGuard[dict[str, object]]:
    """True when ``value`` is a JSON object (a ``dict``; ``json.loads`` gives string
    keys only)."""
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[object]]:
    """True when ``value`` is a JSON array (a ``list``)."""
    return isinstance(value, list)


__all__ = ["JsonArray", "JsonObject", "JsonValue", "is_array", "is_object"]
