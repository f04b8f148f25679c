"""Where the program keeps its data: Qt's AppDataLocation (DESIGN.md, "Where the data
lives"). Storage never imports Qt, so the folder is looked up here and handed down."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from mafia_desktop import APP_NAME

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from mafia_desktop.rules.family import AnyState


class _Started(Protocol):
    """A stored game's record as :func:`game_file_stem` reads it (storage's ``GameInfo``)."""

    @property
    def started_at(self) -> datetime | None: ...


@runtime_checkable
class _GameRecords(Protocol):
    """A store that can tell a game's record (storage's ``GameRepository``)."""

    def info(self, game_id: int) -> _Started: ...


class StoredGame(Protocol):
    """What :func:`game_file_stem` reads of the game controller
    (``ui/window/controller.py``): its store (any object; a store without records gives
    today's date), the stored game's id and the current state."""

    @property
    def repository(self) -> object: ...
    @property
    def game_id(self) -> int | None: ...
    @property
    def state(self) -> AnyState: ...


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


def _recent_folders(settings: QSettings) -> list[str]:
    """The folders in ``settings`` (QSettings gives a str for a one-item list)."""
    value = settings.value(RECENT_FOLDERS_KEY, [])
    if isinstance(value, str):
        value = [value]
    return [str(v) for v in (value if isinstance(value, (list, tuple)) else ()) if v]


def remember_folder(settings: QSettings, path: str | os.PathLike[str]) -> None:
    """Note ``path``'s folder as one the window writes to, before the write (so a write
    killed half-way still leaves its folder noted for :func:`sweep_leftovers`)."""
    folder = str(Path(path).absolute().parent)
    kept = [folder] + [f for f in _recent_folders(settings) if f != folder]
    settings.setValue(RECENT_FOLDERS_KEY, kept[:RECENT_FOLDERS_KEPT])
    settings.sync()


def last_folder(settings: QSettings | None) -> str:
    """The folder a file dialog opens in: the one used last (written to or read from,
    :func:`remember_folder`) while it exists, else the user's documents folder, else the
    home folder (never the program's own working folder)."""
    from PySide6.QtCore import QStandardPaths

    folders = _recent_folders(settings) if settings is not None else []
    return next((f for f in folders if Path(f).is_dir()), "") or QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())


def export_path(settings: QSettings | None, stem: str, suffix: str) -> str:
    """Where an export is offered first: :func:`last_folder` and ``stem`` + ``suffix``
    as the file name (e.g. ``mafia-2026-12-01-sport-game-7`` + ``.pdf``)."""
    return str(Path(last_folder(settings)) / f"{stem}{suffix}")


#: QSettings key (before the game's id) of a stored game started from a tournament
#: schedule: its round, table and game ("1/2/3"), for the names of its files (``slot_of``).
SLOT_KEY = "tournament/slot_of_game_"


def remember_slot(settings: QSettings | None, game_id: int | None, slot: tuple[int, int, int]) -> None:
    """Note that the stored game ``game_id`` is ``slot`` (round, table, game) of a
    tournament schedule."""
    if settings is not None and game_id is not None:
        settings.setValue(f"{SLOT_KEY}{game_id}", "/".join(map(str, slot)))
        settings.sync()


def slot_of(settings: QSettings | None, game_id: int | None) -> tuple[int, int, int] | None:
    """The schedule's round, table and game of the stored game ``game_id``, or ``None``."""
    if settings is None or game_id is None:
        return None
    text = str(settings.value(f"{SLOT_KEY}{game_id}", "") or "")
    parts = text.split("/")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    return (int(parts[0]), int(parts[1]), int(parts[2]))


def game_file_stem(controller: StoredGame, settings: QSettings | None) -> str:
    """The offered name of a game's files (its log, its report, its cards) without the
    suffix: ``mafia-<date>-<family>-game-<id>`` (the date the game was stored, or today;
    no id for a game not stored); a game of a tournament schedule names its round, table
    and game instead: ``mafia-<date>-sport-round-1-table-2-game-3``."""
    from datetime import date

    day = date.today().isoformat()
    repository, game_id = controller.repository, controller.game_id
    if isinstance(repository, _GameRecords) and game_id is not None:
        try:
            started = repository.info(game_id).started_at
            day = started.date().isoformat() if started else day
        except Exception:  # the record is extra: today's date will do
            pass
    stem = f"mafia-{day}-{controller.state.family}"
    slot = slot_of(settings, game_id)
    if slot is not None:
        return f"{stem}-round-{slot[0]}-table-{slot[1]}-game-{slot[2]}"
    return f"{stem}-game-{game_id}" if game_id is not None else stem


def sweep_leftovers(settings: QSettings) -> list[Path]:
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
