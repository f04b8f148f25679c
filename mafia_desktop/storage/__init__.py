"""Storage on SQLite (stdlib ``sqlite3``; imports ``mafia_desktop.rules`` only, never Qt).

:func:`open_database` opens, checks and migrates the database file; a
:class:`GameRepository` on its connection stores games as their logs (GAME_LOG.md), one
transaction per action, with corrections, host notes and the roster of regular players.
Every failure is a :class:`StorageError` whose message names the file and the problem.
"""

from .database import (
                       APPLICATION_ID,
                       DB_FILE_NAME,
                       ENV_VAR,
                       MIGRATIONS,
                       SCHEMA_VERSION,
                       StorageError,
                       backup_path,
                       open_database,
                       resolve_db_path,
)
from .repository import Correction, GameInfo, GameRepository, PlayerStats

__all__ = ["APPLICATION_ID", "DB_FILE_NAME", "ENV_VAR", "MIGRATIONS", "SCHEMA_VERSION",
           "StorageError", "backup_path", "open_database", "resolve_db_path", "Correction",
           "GameInfo", "GameRepository", "PlayerStats"]
