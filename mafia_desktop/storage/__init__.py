"""Storage on SQLite (stdlib ``sqlite3``; imports ``mafia_desktop.rules`` only, never Qt).

:func:`open_database` opens, checks and migrates the database file (and takes its write
lock: one writer per database); a :class:`GameRepository` on its connection stores games
as their logs (GAME_LOG.md), one transaction per action, with corrections, host notes
and the roster of regular players. Every failure is a :class:`StorageError` whose message
names the file and the problem: :class:`DatabaseInUse` when another program writes to
the database, :class:`StaleGame` when the stored game is not the one the caller holds.
"""

from .database import (
    APPLICATION_ID,
    DB_FILE_NAME,
    ENV_VAR,
    MIGRATIONS,
    SCHEMA_VERSION,
    DatabaseInUse,
    ReadOnlyDatabase,
    StaleGame,
    StorageError,
    backup_path,
    open_database,
    resolve_db_path,
)
from .errors import SaveUnknown
from .repository import Correction, GameInfo, GameRepository, PlayerStats
from .revision import Revision

__all__ = ["APPLICATION_ID", "DB_FILE_NAME", "ENV_VAR", "MIGRATIONS", "SCHEMA_VERSION",
           "DatabaseInUse", "ReadOnlyDatabase", "SaveUnknown", "StaleGame", "StorageError", "backup_path", "open_database",
           "resolve_db_path", "Correction", "GameInfo", "GameRepository", "PlayerStats",
           "Revision"]
