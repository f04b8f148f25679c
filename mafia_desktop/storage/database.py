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

import json
import os
import sqlite3
import struct
from collections.abc import Callable, Sequence
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
from .schema import expected_schema, schema_problems

#: ``PRAGMA application_id`` of a Mafia Desktop database (ASCII "MAFI").
APPLICATION_ID = 0x4D414649
#: The environment variable that points at another database file.
ENV_VAR = "MAFIA_DESKTOP_DB"
#: The database's file name in the user's data folder.
DB_FILE_NAME = "games.sqlite3"

_HEADER = b"SQLite format 3\x00"


# --------------------------------------------------------------------------- schema

_V1 = """
CREATE TABLE games (
    id            INTEGER PRIMARY KEY,
    preset        TEXT    NOT NULL,
    options       TEXT    NOT NULL DEFAULT '{}',   -- JSON: overrides of the preset
    rng_seed      INTEGER NOT NULL,
    deal          TEXT    NOT NULL CHECK (deal IN ('hand', 'random', 'import')),
    deal_seed     INTEGER,
    started_at    TEXT    NOT NULL,                -- ISO 8601 with offset
    ended_at      TEXT,                            -- NULL while the game goes on
    winners       TEXT,                            -- JSON list of factions, or NULL
    outcome_rule  TEXT
);
CREATE INDEX games_ended ON games (ended_at, started_at);
CREATE TABLE roster (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    name_key     TEXT NOT NULL UNIQUE,              -- R-SETUP-1: trimmed, casefolded
    last_played  TEXT NOT NULL
);
CREATE TABLE game_players (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 1),
    name       TEXT    NOT NULL,
    role       TEXT    NOT NULL,
    roster_id  INTEGER REFERENCES roster (id) ON DELETE SET NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX game_players_roster ON game_players (roster_id);
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx         INTEGER NOT NULL CHECK (idx >= 0),
    action      TEXT    NOT NULL,                 -- log_format.action_to_json, as JSON
    written_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
CREATE TABLE corrections (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    idx        INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    undone_at  TEXT    NOT NULL
);
CREATE INDEX corrections_game ON corrections (game_id, id);
CREATE TABLE notes (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key         TEXT    NOT NULL,                 -- "player:3", "phase:day:2", ...
    text        TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, key)
) WITHOUT ROWID;
"""


def _migrate_to_v1(conn: sqlite3.Connection) -> None:
    # statement by statement: executescript() would commit the migration's transaction
    for statement in _V1.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")


def _migrate_to_v2(conn: sqlite3.Connection) -> None:
    # issue 13: the rules family of each game (RULES_SPORT.md); every older game is classic
    conn.execute("ALTER TABLE games ADD COLUMN family TEXT NOT NULL DEFAULT 'classic' "
                 "CHECK (family IN ('classic', 'sport'))")


_V3 = """
CREATE TABLE evenings (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    started_at  TEXT    NOT NULL,                -- ISO 8601 with offset
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed'))
);
CREATE TABLE evening_players (
    evening_id  INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
    roster_id   INTEGER NOT NULL REFERENCES roster (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    PRIMARY KEY (evening_id, roster_id)
) WITHOUT ROWID;
CREATE TABLE evening_games (
    evening_id  INTEGER NOT NULL REFERENCES evenings (id) ON DELETE CASCADE,
    game_id     INTEGER NOT NULL UNIQUE REFERENCES games (id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    PRIMARY KEY (evening_id, game_id)
) WITHOUT ROWID;
"""


def _migrate_to_v3(conn: sqlite3.Connection) -> None:
    # issue 14: a club evening (its participants from the roster, its games in order)
    for statement in _V3.split(";"):
        if statement.strip():
            conn.execute(statement)


#: RULES_SPORT.md 0.1's values of the options whose default 0.2 changed or added
#: (S-NOM-2, S-BEST-1, S-TIE-4): what a sport game stored before version 4 was played under.
SPORT_0_1_OPTIONS: dict[str, object] = {
    "nomination_withdrawal": "explicit", "best_move_guesses": "one_to_three",
    "raise_all_three_of_nine": True}


def _migrate_to_v4(conn: sqlite3.Connection) -> None:
    # issue 24: RULES_SPORT.md 0.2 changed defaults; a sport game stored before keeps the
    # meaning it was played under: 0.1's values are written into its options, where the
    # game does not set them itself. Options that are not a JSON object are left as they
    # are (the game is listed as damaged, as before).
    conn.execute("UPDATE games SET options = json_patch(?, options) WHERE family = 'sport' "
                 "AND json_valid(options) AND json_type(options) = 'object'",
                 (json.dumps(SPORT_0_1_OPTIONS, sort_keys=True),))


_V5 = """
CREATE TABLE tournaments (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL,
    starts_on   TEXT    NOT NULL,                -- ISO 8601 date
    ends_on     TEXT,
    options     TEXT    NOT NULL DEFAULT '{}',   -- JSON: the scoring options
    created_at  TEXT    NOT NULL
);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,              -- 1..N: the number in the seating
    roster_id     INTEGER NOT NULL REFERENCES roster (id),
    exhibition    INTEGER NOT NULL DEFAULT 0 CHECK (exhibition IN (0, 1)),
    consent       INTEGER NOT NULL DEFAULT 0 CHECK (consent IN (0, 1)),
    ids           TEXT    NOT NULL DEFAULT '{}', -- JSON: league -> external id
    PRIMARY KEY (tournament_id, number),
    UNIQUE (tournament_id, roster_id)
) WITHOUT ROWID;
CREATE TABLE tournament_apart (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    a             INTEGER NOT NULL,
    b             INTEGER NOT NULL,
    CHECK (a < b),
    PRIMARY KEY (tournament_id, a, b)
) WITHOUT ROWID;
CREATE TABLE tournament_rounds (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL,
    stage         TEXT    NOT NULL CHECK (stage IN ('main', 'semi_final', 'final')),
    tables        INTEGER NOT NULL,
    games         INTEGER NOT NULL,
    ci            INTEGER NOT NULL DEFAULT 1 CHECK (ci IN (0, 1)),
    seed          INTEGER NOT NULL,
    quality       TEXT    NOT NULL DEFAULT '{}', -- JSON: the seating's figures
    PRIMARY KEY (tournament_id, number)
) WITHOUT ROWID;
CREATE TABLE tournament_slots (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    seats         TEXT    NOT NULL,              -- JSON: player numbers, seat 1 first
    game_id       INTEGER UNIQUE REFERENCES games (id) ON DELETE SET NULL,
    record        TEXT,                          -- JSON: a result record (not replayable)
    PRIMARY KEY (tournament_id, round, table_no, game_no),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, number)
        ON DELETE CASCADE
) WITHOUT ROWID;
CREATE TABLE tournament_conflicts (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    imported_at   TEXT    NOT NULL,
    FOREIGN KEY (tournament_id, round, table_no, game_no)
        REFERENCES tournament_slots (tournament_id, round, table_no, game_no) ON DELETE CASCADE
);
CREATE TABLE tournament_substitutions (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    table_no      INTEGER NOT NULL,
    game_no       INTEGER NOT NULL,
    seat          INTEGER NOT NULL,
    number_out    INTEGER NOT NULL,
    number_in     INTEGER NOT NULL,
    at            TEXT    NOT NULL,
    FOREIGN KEY (tournament_id, round, table_no, game_no)
        REFERENCES tournament_slots (tournament_id, round, table_no, game_no) ON DELETE CASCADE
)
"""


def _migrate_to_v5(conn: sqlite3.Connection) -> None:
    # issue 25: the tournament desk (players, rounds, the schedule, imported games)
    for statement in _V5.split(";"):
        if statement.strip():
            conn.execute(statement)


def _migrate_to_v6(conn: sqlite3.Connection) -> None:
    # issue 21: a rules family is a folder and one registration per layer, so the column
    # names no family list: version 2's CHECK (family IN ('classic', 'sport')) is lifted
    # (the family is checked where a game is read: rules.find_family; an unknown one is
    # listed as damaged). The column is rebuilt in place (add, copy, drop, rename: no
    # table is dropped, so no foreign key fires); the backup is written before, as for
    # every migration.
    conn.execute("ALTER TABLE games ADD COLUMN family_v6 TEXT NOT NULL DEFAULT 'classic' "
                 "CHECK (family_v6 <> '')")
    conn.execute("UPDATE games SET family_v6 = family")
    conn.execute("ALTER TABLE games DROP COLUMN family")
    conn.execute("ALTER TABLE games RENAME COLUMN family_v6 TO family")


#: ``MIGRATIONS[i]`` takes a database from schema version ``i`` to ``i + 1``. Version 0 is
#: a new file, or an SQLite file with no table at all (another program's tables are refused).
MIGRATIONS: Sequence[Callable[[sqlite3.Connection], None]] = (
    _migrate_to_v1, _migrate_to_v2, _migrate_to_v3, _migrate_to_v4, _migrate_to_v5,
    _migrate_to_v6)
#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)


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


def _read_only_checks(path: Path) -> int:
    """Open ``path`` read-only, check it, and return its schema version.

    A file is ours when its ``application_id`` is :data:`APPLICATION_ID` (the first
    migration sets it). A file without it is version 0 only when it holds no table at
    all (an empty SQLite database, which may be initialised); with tables it is another
    program's data and is refused, before any backup or write. A file with our id must
    hold exactly the schema of its version (:func:`.schema.schema_problems`: no view or
    trigger, no table or index of its own): a file that differs is another program's.

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
    return int(version)


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
        version = _read_only_checks(path) if exists else 0
        if not exists or version < SCHEMA_VERSION:
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
        version = _read_only_checks(path) if exists else 0
        conn = _open_writable(path, exists, version)
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


def _open_writable(path: Path, exists: bool, version: int) -> Database:
    if exists and 0 < version < SCHEMA_VERSION:  # version 0 holds no table: nothing to keep
        _backup(path, version)
    try:
        conn = connect_writable(path)
    except sqlite3.Error as e:
        raise StorageError(f"cannot be opened: {e}", path=path) from None
    try:
        if version < SCHEMA_VERSION:
            conn.execute("BEGIN IMMEDIATE")
            try:
                with longer(conn, CHECK_SECONDS):  # a migration rewrites whole tables
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
                "cannot be upgraded" if version < SCHEMA_VERSION else
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
