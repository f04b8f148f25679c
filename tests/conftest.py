"""Shared test set-up: headless Qt, the shared folder, a temporary database per test."""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
SCENARIOS = SHARED / "scenarios"


@pytest.fixture()
def db_path(tmp_path: Path) -> Path:
    """A path for a fresh temporary SQLite database (never the user's own)."""
    return tmp_path / "test.sqlite3"


@pytest.fixture(autouse=True)
def _isolated_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Point MAFIA_DESKTOP_DB at a temporary file so no test touches the user's data."""
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(tmp_path / "default.sqlite3"))
