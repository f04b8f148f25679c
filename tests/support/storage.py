"""A temporary database per test: its path (``db_path``) and a repository on it
(``repo``), closed after the test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mafia_desktop.storage import GameRepository, open_database


@pytest.fixture()
def db_path(tmp_path: Path) -> Path:
    """A path for a fresh temporary SQLite database (never the user's own)."""
    return tmp_path / "test.sqlite3"


@pytest.fixture()
def repo(db_path: Path) -> Iterator[GameRepository]:
    """A repository on a fresh temporary database file (closed after the test)."""
    conn = open_database(db_path)
    yield GameRepository(conn)
    conn.close()
