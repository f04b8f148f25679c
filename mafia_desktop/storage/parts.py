"""What the repository's parts (``records.GameRecords``, ``renames.GameRenames``) use of
the repository they are mixed into (``repository.GameRepository``): declared once, for
the type checker only (nothing here exists at run time)."""

from __future__ import annotations

import sqlite3
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from mafia_desktop.rules import AnySetup

from .errors import StorageError
from .revision import Revision
from .sql_types import SqlParams


class RepositoryPart:
    """A part of ``GameRepository``: its writing, reading, errors, revision checks and
    setups, as the repository defines them."""

    if TYPE_CHECKING:
        def _write(self, what: str, game_id: int | None = None
                   ) -> AbstractContextManager[sqlite3.Connection]: ...
        def _read(self, sql: str, args: SqlParams = ()) -> list[tuple[Any, ...]]: ...
        def _error(self, problem: str, game_id: int | None = None,
                   index: int | None = None) -> StorageError: ...
        def _check(self, conn: sqlite3.Connection, game_id: int, expect: Revision | None,
                   what: str) -> Revision: ...
        def setup(self, game_id: int) -> AnySetup: ...


__all__ = ["RepositoryPart"]
