"""Where the program keeps its data: Qt's AppDataLocation (DESIGN.md, "Where the data
lives"). Storage never imports Qt, so the folder is looked up here and handed down."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

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


#: QSettings key: the folders the window wrote files to last (newest first).
RECENT_FOLDERS_KEY = "files/recent_folders"
#: How many of them are remembered.
RECENT_FOLDERS_KEPT = 8


def _recent_folders(settings: Any) -> list[str]:
    """The folders in ``settings`` (QSettings gives a str for a one-item list)."""
    value = settings.value(RECENT_FOLDERS_KEY, [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in value or () if v]


def remember_folder(settings: Any, path: str | os.PathLike[str]) -> None:
    """Note ``path``'s folder as one the window writes to, before the write (so a write
    killed half-way still leaves its folder noted for :func:`sweep_leftovers`)."""
    folder = str(Path(path).absolute().parent)
    kept = [folder] + [f for f in _recent_folders(settings) if f != folder]
    settings.setValue(RECENT_FOLDERS_KEY, kept[:RECENT_FOLDERS_KEPT])
    settings.sync()


def export_path(settings: Any, stem: str, suffix: str) -> str:
    """Where an export is offered first: the folder written to last (else the user's
    documents folder, else the home folder) and ``stem`` + ``suffix`` as the file name
    (e.g. ``mafia-2026-12-01-sport-game-7`` + ``.pdf``)."""
    from PySide6.QtCore import QStandardPaths

    folders = _recent_folders(settings) if settings is not None else []
    folder = next((f for f in folders if Path(f).is_dir()), "") or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
    return str(Path(folder) / f"{stem}{suffix}")


def sweep_leftovers(settings: Any) -> list[Path]:
    """Remove the temporary files that exports killed half-way left (storage.files.
    remove_leftovers: our own temporary names only, older than a minute, no living
    writer) in the folders the window wrote to last and in the data folder, and the
    private copies of databases that killed readers left in the temporary folder
    (storage.private_copy). Returns the files and folders removed."""
    from mafia_desktop.storage.files import remove_leftovers
    from mafia_desktop.storage.private_copy import remove_private_leftovers

    removed: list[Path] = []
    for folder in [*_recent_folders(settings), str(app_data_folder())]:
        removed += remove_leftovers(folder)
    return removed + remove_private_leftovers()
