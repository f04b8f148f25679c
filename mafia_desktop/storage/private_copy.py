"""The private copy a reader makes of a database it cannot read in place, and the
removal of copies whose reader died.

:func:`~.connection.connect_read_only` copies a file and its ``-wal`` to a temporary
folder named ``mafia-desktop-read-XXXXXXXX`` when SQLite could not read them where they
are (a read-only disk without the ``-shm``). The reader holds an operating-system lock on
the folder's :data:`OWNER` file while the copy is open and removes the folder on close.
A reader killed meanwhile (SIGKILL, a power cut) cannot; the system drops its lock, so
:func:`remove_private_leftovers` (run before every new copy, and by the window at its
start) removes folders of that name that are older than a minute and whose lock nobody
holds: never a copy in use, never another program's folder.

Pure Python (no Qt).
"""
from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import time
from pathlib import Path

from .files import LEFTOVER_AGE_S, _lock, _locked_elsewhere

#: The name of every private copy's folder starts so (then 8 random characters).
PREFIX = "mafia-desktop-read-"
#: The file in the folder whose lock says that its reader lives.
OWNER = "reader.lock"
_NAME = re.compile(re.escape(PREFIX) + r"[A-Za-z0-9_]{8}")


class PrivateCopy:
    """A temporary folder for one reader's copy, locked while it is in use.

    Attributes:
        name: the folder (a string, as ``tempfile.TemporaryDirectory`` gives it).
    """

    def __init__(self) -> None:
        self.name = tempfile.mkdtemp(prefix=PREFIX)
        self._fd: int | None = None
        try:
            fd = os.open(os.path.join(self.name, OWNER), os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return  # an unlocked folder is only removed after LEFTOVER_AGE_S
        self._fd = fd
        _lock(fd)

    def cleanup(self) -> None:
        """Remove the folder and everything in it (best effort)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)
        shutil.rmtree(self.name, ignore_errors=True)


def remove_private_leftovers(folder: str | os.PathLike[str] | None = None,
                             min_age: float = LEFTOVER_AGE_S) -> list[Path]:
    """Remove the private copies that killed readers left in ``folder`` (the system's
    temporary folder by default): folders named :data:`PREFIX` + 8 characters, not a
    link, unchanged for ``min_age`` seconds, whose :data:`OWNER` lock no living process
    holds. Returns the folders removed."""
    folder = Path(folder if folder is not None else tempfile.gettempdir())
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if _NAME.fullmatch(entry.name) is None:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISDIR(st.st_mode) or now - st.st_mtime < min_age:
            continue
        path = Path(entry.path)
        owner = path / OWNER
        if owner.exists() and _locked_elsewhere(owner):
            continue
        shutil.rmtree(path, ignore_errors=True)
        if not path.exists():
            removed.append(path)
    return removed


__all__ = ["OWNER", "PREFIX", "PrivateCopy", "remove_private_leftovers"]
