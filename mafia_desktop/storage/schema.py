"""Is the file's schema the one this program makes? Trust no database file.

A file with Mafia Desktop's application id and schema version may still hold a view or
trigger of its own (one that never ends, or deletes what is written) or a table that is
not ours. :func:`schema_problems` compares the file's ``sqlite_master`` with the schema
the migrations make (built in memory): the same tables, indexes and their SQL, and
nothing else but SQLite's own tables (``sqlite_sequence``, ``sqlite_stat*``). A file that
differs is treated as another program's file.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from functools import lru_cache

#: SQLite's own tables that may appear in any file (ANALYZE, AUTOINCREMENT).
_SQLITE_TABLES = frozenset({"sqlite_sequence", "sqlite_stat1", "sqlite_stat2",
                            "sqlite_stat3", "sqlite_stat4"})

Entry = tuple[str, str, str]  # (type, name, table)


@lru_cache(maxsize=2048)
def normalize_sql(sql: str) -> str:
    """``sql`` with comments dropped and every run of white space outside quotes made
    one space (so a schema written with other line breaks compares equal). Kept per
    text: every open of a file normalizes the same few dozen statements."""
    out: list[str] = []
    i, n = 0, len(sql)
    space = False
    while i < n:
        c = sql[i]
        if c in "'\"`[":
            close = "]" if c == "[" else c
            j = i + 1
            while j < n:
                if sql[j] == close:
                    if close != "]" and j + 1 < n and sql[j + 1] == close:
                        j += 2  # a doubled quote inside the literal
                        continue
                    break
                j += 1
            if space and out:
                out.append(" ")
            space = False
            out.append(sql[i:j + 1])
            i = j + 1
        elif sql.startswith("--", i):
            j = sql.find("\n", i)
            i = n if j < 0 else j
            space = True
        elif sql.startswith("/*", i):
            j = sql.find("*/", i + 2)
            i = n if j < 0 else j + 2
            space = True
        elif c.isspace():
            space = True
            i += 1
        else:
            if space and out and not (c in ",)" or out[-1].endswith("(")):
                out.append(" ")
            space = False
            out.append(c)
            i += 1
    return "".join(out).strip()


def expected_schema(migrations: Sequence[Callable[[sqlite3.Connection], None]],
                    version: int) -> dict[Entry, str | None]:
    """The schema of a file at ``version``: ``(type, name, table) -> normalized SQL``,
    made by running the first ``version`` migrations on an in-memory database (once per
    list of steps: a migration is a fixed function, so its schema never changes; a new
    dict each call, the caller may change it)."""
    return dict(_schema_of(tuple(migrations[:version])))


@lru_cache(maxsize=64)
def _schema_of(steps: tuple[Callable[[sqlite3.Connection], None], ...]
               ) -> dict[Entry, str | None]:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        for step in steps:
            step(conn)
        return read_schema(conn)
    finally:
        conn.close()


def read_schema(conn: sqlite3.Connection) -> dict[Entry, str | None]:
    """The entries of ``conn``'s ``sqlite_master`` with their normalized SQL."""
    rows = conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return {(str(t), str(n), str(tb)): (normalize_sql(s) if isinstance(s, str) else None)
            for t, n, tb, s in rows}


def schema_problems(conn: sqlite3.Connection,
                    expected: dict[Entry, str | None]) -> list[str]:
    """What in ``conn``'s schema differs from ``expected``, in words (empty: none).

    A view or trigger is always foreign (Mafia Desktop makes none); a table or index
    must be one of ``expected`` with the same SQL; one of ``expected`` that is missing is
    named too."""
    found = read_schema(conn)
    problems: list[str] = []
    for (kind, name, table), sql in sorted(found.items()):
        key = (kind, name, table)
        if key in expected:
            if sql != expected[key]:
                problems.append(f"its {kind} {name!r} is not as Mafia Desktop makes it")
            continue
        if kind == "table" and name in _SQLITE_TABLES:
            continue
        what = {"view": "a view", "trigger": "a trigger", "table": "a table",
                "index": "an index"}.get(kind, f"an entry of type {kind!r}")
        problems.append(f"it holds {what} {name!r} that Mafia Desktop never makes")
    for (kind, name, _table) in sorted(expected):
        if (kind, name, _table) not in found:
            problems.append(f"it lacks the {kind} {name!r}")
    return problems
