"""The connection to the database file: bounded queries, honest reads, honest errors.

:class:`Database` is the ``sqlite3.Connection`` that :func:`~.database.open_database`
returns. Every statement it runs has a time budget (:data:`QUERY_SECONDS`): a progress
handler stops a statement that runs longer (a view or trigger of a crafted file that
never ends), and the error says so. It holds the database's write lock
(:mod:`.lock`) and releases it on :meth:`Database.close`.

:func:`connect_read_only` reads a file without writing a byte beside it, on a read-only
disk too; :func:`explain` words an SQLite error for a person and never calls a healthy
file damaged (only a failing ``PRAGMA quick_check`` does).
"""

from __future__ import annotations

import math
import os
import shutil
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .errors import StorageError
from .lock import DatabaseLock
from .private_copy import PrivateCopy, remove_private_leftovers
from .sql_types import SqlParams

#: The longest one statement may run, in seconds, before it is stopped.
QUERY_SECONDS = 5.0
#: ``PRAGMA quick_check`` reads the whole file: its own, longer budget (seconds).
CHECK_SECONDS = 120.0
#: How many SQLite VM steps pass between two looks at the clock.
PROGRESS_STEPS = 20_000

#: SQLite's primary result codes that this module tells apart.
_CORRUPT, _FULL, _IOERR, _READONLY, _CANTOPEN, _NOTADB, _INTERRUPT = 11, 13, 10, 8, 14, 26, 9


class _Budget:
    """The running statement's deadline; the progress handler asks it (it holds no
    reference to the connection, so no reference cycle keeps a connection open)."""

    __slots__ = ("deadline", "seconds", "stopped")

    def __init__(self) -> None:
        self.deadline = math.inf
        self.seconds: float | None = None  # None: QUERY_SECONDS as it is now
        self.stopped: float | None = None  # the budget of a statement that was stopped

    def start(self) -> None:
        seconds = QUERY_SECONDS if self.seconds is None else self.seconds
        self.deadline = time.monotonic() + seconds
        self.stopped = None

    def __call__(self) -> int:
        if time.monotonic() > self.deadline:
            self.stopped = (QUERY_SECONDS if self.seconds is None else self.seconds)
            return 1  # SQLite stops the statement: "interrupted"
        return 0


class Database(sqlite3.Connection):
    """A connection from :func:`~.database.open_database`.

    Attributes:
        db_path: the database file.
        read_only: opened read-only (nothing is written, no lock is held).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.db_path: Path | None = None
        self.read_only = False
        self._budget = _Budget()
        self._lock: DatabaseLock | None = None
        self._private: PrivateCopy | None = None
        self.set_progress_handler(self._budget, PROGRESS_STEPS)

    def execute(self, sql: str, parameters: SqlParams = (), /) -> sqlite3.Cursor:
        """``sqlite3.Connection.execute`` within the statement budget."""
        self._budget.start()
        return super().execute(sql, parameters)

    def executemany(self, sql: str, parameters: Iterable[SqlParams], /) -> sqlite3.Cursor:
        """``sqlite3.Connection.executemany`` within the statement budget (all rows)."""
        self._budget.start()
        return super().executemany(sql, parameters)

    @property
    def stopped(self) -> float | None:
        """The budget (seconds) of the last statement if it was stopped, else ``None``."""
        return self._budget.stopped

    def budget(self, seconds: float | None) -> None:
        """Give each statement ``seconds`` from now on (``None``: :data:`QUERY_SECONDS`)."""
        self._budget.seconds = seconds

    def hand_over(self, other: Database) -> None:
        """Give this connection's lock and private copy to ``other`` (a reopen)."""
        other._lock, self._lock = self._lock, None
        if self._private is not None:
            other._private, self._private = self._private, None

    def close(self) -> None:
        """Close the connection, release the write lock and remove a private copy."""
        try:
            super().close()
        finally:
            lock, self._lock = self._lock, None
            if lock is not None:
                lock.release()
            private, self._private = self._private, None
            if private is not None:
                private.cleanup()


@contextmanager
def longer(conn: sqlite3.Connection, seconds: float) -> Iterator[None]:
    """Within the block, each statement of ``conn`` may run ``seconds`` (at least
    :data:`QUERY_SECONDS`): a migration or a large import that is slow but not stuck."""
    if not isinstance(conn, Database):
        yield
        return
    before = conn._budget.seconds
    conn.budget(max(seconds, QUERY_SECONDS))
    try:
        yield
    finally:
        conn.budget(before)


def inserted_id(cur: sqlite3.Cursor) -> int:
    """The id of the row that ``cur``'s ``INSERT`` made (``lastrowid``: ``None`` only
    before any insert)."""
    rowid = cur.lastrowid
    if rowid is None:
        raise TypeError("no row was inserted")  # as int(None) said
    return rowid


def configure(conn: sqlite3.Connection) -> None:
    """Per-connection settings: foreign keys on, a 5 s busy timeout, full sync (a commit
    survives a power cut, not only a crash), and ``trusted_schema`` off (no function
    with side effects runs from the file's schema)."""
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA busy_timeout = 5000")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA trusted_schema = OFF")


def _beside(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def connect_read_only(path: Path) -> Database:
    """A read-only connection to the existing file ``path`` that writes nothing beside it,
    on a read-only disk too.

    - No ``-wal`` beside it: ``immutable=1`` (the file is read as it is; nothing is
      created).
    - A ``-wal`` and a ``-shm``: ``mode=ro`` in place, so the WAL's commits are read (a
      window writing to it at the same time is read consistently; a read-only disk works,
      SQLite keeps its index in memory).
    - A ``-wal`` without ``-shm`` (a copy taken while a window wrote, a crash on another
      machine): SQLite would have to create the ``-shm``, which a read-only disk refuses,
      so the file and its WAL are copied to a private temporary folder and read there
      (removed on close; a reader killed meanwhile leaves it to the next one:
      :mod:`.private_copy`).

    Raises:
        StorageError: SQLite cannot open it (the message says so; nothing is upgraded).
    """
    wal, shm = _beside(path, "-wal"), _beside(path, "-shm")
    private = None
    target = path
    if wal.exists() and not shm.exists():
        remove_private_leftovers()  # the copies of readers that were killed
        private = PrivateCopy()
        try:
            target = Path(private.name) / path.name
            shutil.copyfile(path, target)
            shutil.copyfile(wal, _beside(target, "-wal"))
        except OSError as e:
            private.cleanup()
            raise StorageError(f"cannot be read: its write-ahead log {wal.name} cannot be "
                               f"copied to read it: {e.strerror or e}", path=path) from None
        query = "?mode=ro"
    else:
        query = "?mode=ro" if wal.exists() else "?mode=ro&immutable=1"
    try:
        conn = sqlite3.connect(target.resolve().as_uri() + query, uri=True,
                               isolation_level=None, factory=Database)
    except sqlite3.Error as e:
        if private is not None:
            private.cleanup()
        raise StorageError(f"cannot be opened for reading: {e}", path=path) from None
    assert isinstance(conn, Database)
    conn.db_path = path
    conn.read_only = True
    conn._private = private
    return conn


def connect_writable(path: Path) -> Database:
    """A read-write connection to ``path`` (creating it), configured (:func:`configure`).

    Raises:
        sqlite3.Error: SQLite cannot open it.
    """
    conn = sqlite3.connect(path, isolation_level=None, factory=Database)
    assert isinstance(conn, Database)
    conn.db_path = path
    try:
        configure(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def reopen(conn: sqlite3.Connection) -> sqlite3.Connection:
    """A fresh connection to ``conn``'s file with its settings, after closing ``conn``
    (so that SQLite reads again what the file holds: a commit that failed half-way is
    found, or not, as any later opening finds it). The write lock passes on to the new
    connection. A plain ``sqlite3.Connection`` (not from ``open_database``) is returned
    as it is.

    Raises:
        StorageError: the file cannot be opened again (a vanished disk); ``conn`` stays
            closed and keeps the lock, so a later :func:`reopen` may try again.
    """
    if not isinstance(conn, Database) or conn.db_path is None:
        return conn
    try:
        sqlite3.Connection.close(conn)  # the SQLite handle only: the lock stays
    except sqlite3.Error:
        pass
    path = conn.db_path
    try:
        fresh: Database
        if conn.read_only and conn._private is not None:  # read the same copy again
            copy = Path(conn._private.name) / path.name
            made = sqlite3.connect(copy.resolve().as_uri() + "?mode=ro", uri=True,
                                   isolation_level=None, factory=Database)
            assert isinstance(made, Database)
            fresh, fresh.db_path, fresh.read_only = made, path, True
            configure(fresh)
        elif conn.read_only:
            fresh = connect_read_only(path)
            configure(fresh)
        else:
            fresh = connect_writable(path)
    except (sqlite3.Error, StorageError) as e:
        problem = e.problem if isinstance(e, StorageError) else explain(e, None)
        raise StorageError(f"cannot be opened again: {problem}", path=path) from None
    conn.hand_over(fresh)
    return fresh


def quick_check(path: Path) -> list[str] | None:
    """``PRAGMA quick_check`` of the file through a fresh read-only connection: its rows
    (``["ok"]`` for a healthy file), or ``None`` when the file cannot be read at all."""
    try:
        conn = connect_read_only(path)
    except StorageError:
        return None
    try:
        conn.budget(CHECK_SECONDS)
        return [str(r[0]) for r in conn.execute("PRAGMA quick_check")]
    except sqlite3.DatabaseError as e:
        return [str(e)] if _code(e) in (_CORRUPT, _NOTADB) else None
    finally:
        conn.close()


def _code(e: BaseException) -> int | None:
    code = getattr(e, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def is_io_error(e: BaseException) -> bool:
    """True for an error that may leave the connection's view of the file out of date
    (a failed read or write, a file that vanished or seems damaged): the connection is
    then opened again before the next use."""
    return _code(e) in (_IOERR, _CORRUPT, _NOTADB, _CANTOPEN) or (
        isinstance(e, sqlite3.Error) and "disk I/O error" in str(e))


def explain(e: BaseException, conn: sqlite3.Connection | None,
            path: Path | None = None) -> str:
    """An SQLite error in words for a person, with SQLite's own words kept.

    - a statement stopped by the budget: says it ran too long;
    - "malformed"/"not a database" on a file that passes ``PRAGMA quick_check`` (a read
      failed, e.g. a disk that was unplugged): says the file checks out fine;
    - an I/O error: says a read or write failed and the disk may have gone.
    """
    text = str(e)
    code = _code(e)
    stopped = conn.stopped if isinstance(conn, Database) else None
    if stopped is not None and (code == _INTERRUPT or "interrupted" in text):
        return (f"a query ran longer than {stopped:g} s and was stopped: the file may hold "
                "something Mafia Desktop did not put there")
    if code in (_CORRUPT, _NOTADB):
        if path is None and isinstance(conn, Database):
            path = conn.db_path
        result = quick_check(path) if path is not None else None
        if result == ["ok"]:  # SQLite's "malformed" was a failed read, not the file
            return ("a read failed, but the file checks out fine (PRAGMA quick_check): the "
                    "disk may have been disconnected for a moment")
        if result is None:
            return "the file cannot be read now: the disk may have been disconnected"
        return "is damaged: " + "; ".join(result[:3])
    if code == _READONLY:
        return (f"{text}: the database was opened read-only, or its file, folder or disk "
                "is read-only")
    if code == _IOERR or "disk I/O error" in text:
        return f"a read or write on the disk failed ({text}): the disk may have been removed"
    return text


def remove_beside(path: Path) -> None:
    """Remove ``path`` and the files SQLite makes beside it (``-wal``, ``-shm``,
    ``-journal``): a database this program created and could not set up."""
    for p in (path, _beside(path, "-wal"), _beside(path, "-shm"), _beside(path, "-journal")):
        try:
            os.unlink(p)
        except OSError:
            pass
