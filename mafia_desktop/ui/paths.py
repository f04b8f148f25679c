"""Where the program keeps its data: Qt's AppDataLocation (DESIGN.md, "Where the data
lives"). Storage never imports Qt, so the folder is looked up here and handed down."""

from __future__ import annotations

import os
from pathlib import Path

from mafia_desktop import APP_NAME


def app_data_folder() -> Path:
    """The user's data folder for this program (``QStandardPaths.AppDataLocation``, e.g.
    ``~/.local/share/Mafia Desktop`` on Linux); not created here. Works without a
    ``QApplication`` (the application name is set if none is)."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    if not QCoreApplication.applicationName():
        QCoreApplication.setApplicationName(APP_NAME)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or os.path.expanduser("~"))


def default_db_path(db: str | os.PathLike[str] | None = None) -> Path:
    """The database file: ``db`` (``--db``), else ``$MAFIA_DESKTOP_DB``, else
    ``games.sqlite3`` in :func:`app_data_folder` (the folder is created).

    Raises:
        mafia_desktop.storage.StorageError: the data folder cannot be created.
    """
    from mafia_desktop.storage import resolve_db_path

    return resolve_db_path(db, app_data_folder)
