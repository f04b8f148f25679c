"""Opening the SQLite database: checks, WAL, foreign keys, schema version and migrations.

The database is one SQLite file (DESIGN.md, "Where the data lives"). :func:`open_database`
checks an existing file before it writes a single byte: the header, the size the header
promises, ``PRAGMA quick_check``, the schema version and the schema itself (no view,
trigger, table or index that this program does not make: ``schema.py``) are read
through a read-only connection. A file that fails any check raises
:class:`StorageError` and keeps its bytes; the host may start a new database beside it.
A writer holds the database's lock (``lock.py``): a second window or writing command is
told the database is in use and may open it read-only. Before a migration of an existing file, a
copy is written beside it with the sqlite3 backup API (``NAME.vN.bak``).

The schema version lives in ``PRAGMA user_version``; :data:`MIGRATIONS` takes a file
from version ``i`` to ``i + 1``. This module imports nothing from Qt (DESIGN.md: storage
sits below the UI); the user's data folder comes from the caller
(``mafia_desktop.ui.paths``).
"""

from __future__ import annotations

import os
import sqlite3
import struct
from collections.abc import Callable
from pathlib import Path

from .connection import (
    CHECK_SECONDS,
    Database,
    configure,
    connect_read_only,
    connect_writable,
    explain,
    is_io_error,
    longer,
    remove_beside,
)
from .errors import ReadOnlyDatabase, StaleGame, StorageError
from .lock import DatabaseInUse, acquire
from .migrations import APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION, VARIANTS, Variant
from .schema import expected_schema, schema_problems

#: The environment variable that points at another database file.
ENV_VAR = "MAFIA_DESKTOP_DB"
#: The database's file name in the user's data folder.
DB_FILE_NAME = "games.sqlite3"

_HEADER = b"SQLite format 3\x00"


# The schema, version by version: ``storage/migrations.py`` (MIGRATIONS, SCHEMA_VERSION).

# --------------------------------------------------------------------------- checks

def _check_file(path: Path) -> bool:
    """Check an existing file without writing. Returns False when there is no file yet
    (or it is empty, which SQLite treats as a new database).

    Raises:
        StorageError: not a file, unreadable, not SQLite, truncated.
    """
    if not path.exists():
        if not path.parent.is_dir():
            raise StorageError(f"the folder {path.parent} does not exist", path=path)
        return False
    if not path.is_file():
        raise StorageError("is not a file", path=path)
    try:
        with open(path, "rb") as f:
            header = f.read(100)
    except OSError as e:
        raise StorageError(f"cannot be read: {e.strerror or e}", path=path) from None
    size = path.stat().st_size
    if size == 0:
        return False
    if not header.startswith(_HEADER[:len(header)]) or len(header) < len(_HEADER):
        if header.startswith(_HEADER[:len(header)]):
            raise StorageError(f"is truncated: {size} bytes, shorter than an SQLite header",
                               path=path)
        raise StorageError("is not an SQLite database (its first bytes are not "
                           "\"SQLite format 3\")", path=path)
    if len(header) < 100:
        raise StorageError(f"is truncated: {size} bytes, shorter than an SQLite header",
                           path=path)
    page_size = struct.unpack(">H", header[16:18])[0]
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise StorageError(f"is corrupt: its header gives a page size of {page_size}",
                           path=path)
    change_counter, pages = struct.unpack(">II", header[24:32])
    valid_for = struct.unpack(">I", header[92:96])[0]
    if size % page_size:
        raise StorageError(f"is truncated: {size} bytes is no whole number of "
                           f"{page_size}-byte pages", path=path)
    if pages and valid_for == change_counter and size < pages * page_size:
        raise StorageError(f"is truncated: its header promises {pages} pages of "
                           f"{page_size} bytes, the file holds {size // page_size}", path=path)
    return True


def _tables(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type IN ('table', 'view') "
        "AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")]


def _variant_of(conn: sqlite3.Connection, version: int) -> Variant | None:
    """The shipped :class:`~.migrations.Variant` of ``version`` whose schema ``conn``
    holds exactly, or ``None``."""
    for variant in VARIANTS.get(version, ()):
        steps = (*MIGRATIONS[:variant.version - 1], variant.build)
        if not schema_problems(conn, expected_schema(steps, variant.version)):
            return variant
    return None


def _read_only_checks(path: Path) -> tuple[int, Variant | None]:
    """Open ``path`` read-only, check it, and return its schema version and, for a
    version that shipped in another shape too (:data:`~.migrations.VARIANTS`), the
    shape it holds (``None``: the shape :data:`MIGRATIONS` makes).

    A file is ours when its ``application_id`` is :data:`APPLICATION_ID` (the first
    migration sets it). A file without it is version 0 only when it holds no table at
    all (an empty SQLite database, which may be initialised); with tables it is another
    program's data and is refused, before any backup or write. A file with our id must
    hold exactly the schema of its version (:func:`.schema.schema_problems`: no view or
    trigger, no table or index of its own) or of one of its shipped variants: a file
    that differs is another program's.

    Raises:
        StorageError: corrupt, another program's database, a schema that is not ours,
            or a newer schema.
    """
    conn = connect_read_only(path)
    try:
        conn.execute("PRAGMA trusted_schema = OFF")
        conn.budget(CHECK_SECONDS)
        result = [r[0] for r in conn.execute("PRAGMA quick_check")]
        conn.budget(None)
        if result != ["ok"]:
            raise StorageError("is corrupt: " + "; ".join(map(str, result[:3])), path=path)
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = _tables(conn)
        problems = (schema_problems(conn, expected_schema(MIGRATIONS, version))
                    if app_id == APPLICATION_ID and 0 <= version <= SCHEMA_VERSION else [])
        variant = _variant_of(conn, version) if problems else None
        if variant is not None:
            problems = []
    except sqlite3.DatabaseError as e:
        if is_io_error(e) and not _says_corrupt(e):
            raise StorageError(f"cannot be read: {explain(e, conn, path)}", path=path) from None
        raise StorageError(f"is corrupt or not a database: {e}", path=path) from None
    finally:
        conn.close()
    if app_id not in (0, APPLICATION_ID):
        raise StorageError(f"is another program's SQLite database (application id "
                           f"{app_id:#x})", path=path)
    if app_id == 0 and (tables or version != 0):
        shown = ", ".join(tables[:5]) + (" …" if len(tables) > 5 else "")
        raise StorageError("is not a Mafia Desktop database: it holds "
                           + (f"tables {shown}" if tables else f"schema version {version}")
                           + " and no Mafia Desktop application id; it is left unchanged",
                           path=path)
    if version > SCHEMA_VERSION:
        raise StorageError(f"was written by a newer Mafia Desktop (schema version {version}; "
                           f"this version reads up to {SCHEMA_VERSION})", path=path)
    if version < 0:
        raise StorageError(f"has an invalid schema version {version}", path=path)
    if problems:
        shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)"
                                           if len(problems) > 3 else "")
        raise StorageError("is not a Mafia Desktop database as this program makes it "
                           f"(schema version {version}): {shown}; it is treated as another "
                           "program's file and left unchanged", path=path)
    return int(version), variant


def _says_corrupt(e: sqlite3.Error) -> bool:
    code = getattr(e, "sqlite_errorcode", None)
    return isinstance(code, int) and code & 0xFF in (11, 26)  # CORRUPT, NOTADB


def backup_path(path: Path, version: int) -> Path:
    """Where the copy made before migrating from ``version`` goes: ``NAME.vN.bak``, or
    ``NAME.vN.K.bak`` when that exists already (an earlier copy is never overwritten)."""
    candidate = path.with_name(f"{path.name}.v{version}.bak")
    k = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.v{version}.{k}.bak")
        k += 1
    return candidate


def _backup(path: Path, version: int) -> Path:
    target = backup_path(path, version)
    src = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    except sqlite3.Error as e:
        target.unlink(missing_ok=True)
        raise StorageError(f"cannot write the backup {target} before upgrading: {e}",
                           path=path) from None
    finally:
        src.close()
    return target


# --------------------------------------------------------------------------- opening

def open_database(path: str | os.PathLike[str], *, read_only: bool = False) -> Database:
    """Open (creating or migrating) the database at ``path``.

    A new or empty file gets the current schema. An existing file is checked read-only
    first (header, ``quick_check``, application id, schema version, and the schema
    itself: no view, trigger, table or index that is not ours); if its schema is older,
    a backup copy is written beside it (:func:`backup_path`) and the migrations run in
    one transaction. The connection (a :class:`~.connection.Database`) is in autocommit
    mode (``isolation_level=None``) with WAL, foreign keys on and ``trusted_schema``
    off; every statement has a time budget (``connection.QUERY_SECONDS``); the
    repository opens its own transactions.

    A writable open holds the database's write lock (:mod:`.lock`, ``NAME.lock`` beside
    it, and a lock on the file itself, so a hard link to it is refused as well) until the connection is closed: one program writes to a database at a time. A
    file this call created is removed again if setting it up fails (a full disk leaves
    no empty database behind).

    Args:
        path: the database file; its folder must exist.
        read_only: open read-only: no lock, nothing created, migrated or written beside
            the file (a read-only disk works, and so does a database another window
            writes to); a missing file or an older schema is an error.
    Raises:
        DatabaseInUse: (a :class:`StorageError`) another window or command writes to it;
            the message names it and says it can be opened read-only.
        ReadOnlyDatabase: (a :class:`StorageError`) the file holds data but its disk,
            folder or file is read-only (a CD, a locked stick); it can be opened read-only.
        StorageError: the file is a folder, unreadable, not SQLite, truncated, corrupt,
            another program's database (another ``application_id``, tables without
            ours, or our id with a schema that is not ours: refused before any backup),
            of a newer schema, or cannot be written (a new file, a migration, or WAL
            mode). The message names the file and the problem; the file's bytes are
            unchanged.
    """
    path = Path(path)
    exists = _check_file(path)
    if read_only:
        version, variant = _read_only_checks(path) if exists else (0, None)
        if not exists or version < SCHEMA_VERSION or variant is not None:
            raise StorageError("has no Mafia Desktop data to open read-only"
                               if not exists or version == 0 else
                               f"needs an upgrade (schema {version}) and was opened read-only",
                               path=path)
        conn = connect_read_only(path)
        try:
            configure(conn)
        except sqlite3.Error as e:
            conn.close()
            raise StorageError(f"cannot be read: {explain(e, conn, path)}", path=path) from None
        return conn
    if exists and _read_only_media(path):  # SQLite would open it and fail at the 1st write
        raise ReadOnlyDatabase("cannot be opened for writing (its file or folder is read-only): "
                               "it can be opened read-only", path=path)
    try:
        return _open_for_writing(path)
    except DatabaseInUse:
        raise
    except StorageError as e:
        if e.problem.startswith(("cannot be opened for writing", "cannot switch to WAL")) \
                and _read_only_media(path):
            raise ReadOnlyDatabase(e.problem + ": it can be opened read-only",
                                   path=path) from None
        raise


def _read_only_media(path: Path) -> bool:
    """Does ``path`` hold data that only its disk, folder or file stops us writing?"""
    try:
        if not path.is_file() or path.stat().st_size == 0:
            return False
    except OSError:
        return False
    return not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))


def _open_for_writing(path: Path) -> Database:
    lock = acquire(path)
    created = False
    try:
        exists = _check_file(path)  # again, under the lock: another program may have made it
        created = not path.exists()
        version, variant = _read_only_checks(path) if exists else (0, None)
        conn = _open_writable(path, exists, version, variant)
        try:
            lock.hold_file(path)  # a file made just now: its identity is locked too
        except BaseException:
            conn.close()
            raise
    except BaseException:
        lock.release()
        if created:
            remove_beside(path)
        raise
    conn._lock = lock
    return conn


def _open_writable(path: Path, exists: bool, version: int,
                   variant: Variant | None = None) -> Database:
    upgrade = version < SCHEMA_VERSION or variant is not None
    if exists and 0 < version and upgrade:  # version 0 holds no table: nothing to keep
        _backup(path, version)
    try:
        conn = connect_writable(path)
    except sqlite3.Error as e:
        raise StorageError(f"cannot be opened: {e}", path=path) from None
    try:
        if upgrade:
            conn.execute("BEGIN IMMEDIATE")
            try:
                with longer(conn, CHECK_SECONDS):  # a migration rewrites whole tables
                    if variant is not None:  # a version's other shipped shape first
                        variant.repair(conn)
                    for step in range(version, SCHEMA_VERSION):
                        MIGRATIONS[step](conn)
                conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode.lower() != "wal":
            raise StorageError(f"cannot switch to WAL mode (journal mode {mode})", path=path)
    except sqlite3.Error as e:
        conn.close()
        what = ("cannot be created" if not exists or version == 0 else
                "cannot be upgraded" if upgrade else
                "cannot be opened for writing")
        raise StorageError(f"{what}: {e}", path=path) from None
    except BaseException:
        conn.close()
        raise
    return conn


def database_file(conn: sqlite3.Connection) -> str | None:
    """The file behind ``conn`` (``None`` for an in-memory database)."""
    for _, name, file in conn.execute("PRAGMA database_list"):
        if name == "main":
            return file or None
    return None


def resolve_db_path(db: str | os.PathLike[str] | None,
                    data_folder: Callable[[], Path]) -> Path:
    """Which database file to use: ``db`` (``--db``), else ``$MAFIA_DESKTOP_DB``, else
    :data:`DB_FILE_NAME` in ``data_folder()`` (created if missing).

    ``data_folder`` is ``mafia_desktop.ui.paths.app_data_folder`` in the program (Qt's
    AppDataLocation); storage takes it as a function so it never imports Qt.

    Raises:
        StorageError: the data folder cannot be created.
    """
    if db:
        return Path(db)
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    folder = Path(data_folder())
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise StorageError(f"cannot create the data folder: {e.strerror or e}",
                           path=folder) from None
    return folder / DB_FILE_NAME


__all__ = ["APPLICATION_ID", "DB_FILE_NAME", "ENV_VAR", "MIGRATIONS", "SCHEMA_VERSION",
           "Database", "DatabaseInUse", "ReadOnlyDatabase", "StaleGame", "StorageError", "backup_path",
           "configure", "database_file", "open_database", "resolve_db_path"]
