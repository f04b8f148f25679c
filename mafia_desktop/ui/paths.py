"""Where the program keeps its data: Qt's AppDataLocation (DESIGN.md, "Where the data
lives"). Storage never imports Qt, so the folder is looked up here and handed down."""

from __future__ import annotations

import os
from pathlib import Path

from mafia_desktop import APP_NAME


def app_data_folder() -> Path:
    """The user's data folder for this program: ``Mafia Desktop`` in Qt's generic data
    location (``~/.local/share/Mafia Desktop`` on Linux, ``%LOCALAPPDATA%/Mafia Desktop``
    on Windows, ``~/Library/Application Support/Mafia Desktop`` on macOS); not created
    here. The same with or without a ``QApplication`` and whatever organisation name it
    has, so the window and the commands always use the same database."""
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(base or os.path.expanduser("~")) / APP_NAME


def default_db_path(db: str | os.PathLike[str] | None = None) -> Path:
    """The database file: ``db`` (``--db``), else ``$MAFIA_DESKTOP_DB``, else
    ``games.sqlite3`` in :func:`app_data_folder` (the folder is created).

    Raises:
        mafia_desktop.storage.StorageError: the data folder cannot be created.
    """
    from mafia_desktop.storage import resolve_db_path

    return resolve_db_path(db, app_data_folder)
