"""The types of what SQLite gives and takes (issue 32 point 3: no ``Any`` outside what Qt
forces).

``sqlite3`` types a row as ``Any``; the storage reads rows as :data:`SqlRow` (a tuple of
:data:`SqlValue`: SQLite's five storage classes, with no ``detect_types`` converters) and
narrows each value where it is read (``isinstance``: a damaged record is a value of
another class, never an exception). Query parameters are :data:`SqlParams`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from _typeshed import ReadableBuffer, SupportsLenAndGetItem

#: One value of a row: INTEGER, REAL, TEXT, BLOB or NULL.
SqlValue: TypeAlias = int | float | str | bytes | None
#: One row of a query's result.
SqlRow: TypeAlias = tuple[SqlValue, ...]
#: One parameter of a statement (what ``sqlite3`` adapts: a buffer is a BLOB).
SqlInput: TypeAlias = "int | float | str | ReadableBuffer | None"
#: A statement's parameters: by position or by name.
SqlParams: TypeAlias = "SupportsLenAndGetItem[SqlInput] | Mapping[str, SqlInput]"

__all__ = ["SqlInput", "SqlParams", "SqlRow", "SqlValue"]
