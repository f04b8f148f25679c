"""One writer per database: a lock file beside it, held while a program writes to it.

:func:`acquire` takes ``NAME.lock`` beside the database ``NAME`` with an operating-system
lock (``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows). The system drops the
lock when the holding process ends, however it ends (a crash, SIGKILL, a power cut), so
a lock file left by a dead process never blocks: the next program takes it over. A
second program that asks while the lock is held gets :class:`DatabaseInUse`, which names
the holder (process id, host, since when); it may still read the database (a read-only
open takes no lock).

Within one process the lock is shared: a second :func:`acquire` of the same file counts
up, and the file is released when the last holder releases it. The lock file is removed
when it is released (after checking, under the lock, that it is still the file at that
path, so a waiting program never locks a file that is gone).

The lock file alone is keyed on a path, and one file may have several: a hard link or a
bind mount gives the same database another folder, another lock file and another
``-wal``. So the holder also locks the database file itself (:meth:`DatabaseLock.hold_file`:
``flock`` on POSIX, which SQLite's own ``fcntl`` byte locks do not touch; on Windows one
byte of the page SQLite keeps for its locks and never reads), and a second program that
reaches the same file by another name is refused too. Within one process the file's
identity (device and inode) is the key, so two names of one file share one lock.

Pure Python (no Qt; storage sits below the UI).
"""

from __future__ import annotations

import errno
import json
import os
import sys
import threading
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path

from .errors import StorageError

#: The lock file's suffix: ``games.sqlite3`` is locked by ``games.sqlite3.lock``.
LOCK_SUFFIX = ".lock"
#: What a file system that has no locks at all answers (then no lock is held).
_NO_LOCKS = frozenset(getattr(errno, name) for name in ("ENOLCK", "EOPNOTSUPP", "ENOTSUP",
                                                           "ENOSYS") if hasattr(errno, name))
#: Where the lock byte lies on Windows (beyond the holder's text, which stays readable).
_WINDOWS_LOCK_OFFSET = 1 << 30
#: The byte locked in the database file itself on Windows: in SQLite's lock-byte page
#: (from 0x40000000, never read or written as data for pages of 1 KB and more), past the
#: bytes SQLite locks itself (0x40000000 .. 0x400001FF).
_WINDOWS_FILE_OFFSET = (1 << 30) + 0x300


class DatabaseInUse(StorageError):
    """Another program (a second window, a writing command) writes to this database.

    Attributes:
        holder: what the lock file says about its holder (``pid``, ``host``, ``since``;
            empty when it says nothing readable).
    """

    def __init__(self, problem: str, *, path: str | os.PathLike[str] | None = None,
                 holder: Mapping[str, object] | None = None) -> None:
        super().__init__(problem, path=path)
        self.holder = dict(holder or {})


def lock_path(db: str | os.PathLike[str]) -> Path:
    """The lock file of the database ``db``: ``NAME.lock`` beside the file itself (a
    link to it is followed, so two names of one database share one lock)."""
    db = Path(os.path.realpath(db))
    return db.with_name(db.name + LOCK_SUFFIX)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int, offset: int = _WINDOWS_LOCK_OFFSET) -> bool:
        os.lseek(fd, offset, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, 0, os.SEEK_SET)
        return True

    def _unlock(fd: int, offset: int = _WINDOWS_LOCK_OFFSET) -> None:
        os.lseek(fd, offset, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(fd: int, offset: int = 0) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # another process holds it
            return False
        return True

    def _unlock(fd: int, offset: int = 0) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


def host_name() -> str:
    """This machine's name, as ``socket.gethostname()`` says it: on POSIX the node name
    of ``os.uname()`` (the same system call's answer), without importing ``socket``
    (with ``selectors``, ``select`` and ``array``: ~0.4 MiB a window never needs
    otherwise, issue 22 point 5); ``socket`` elsewhere (Windows)."""
    uname = getattr(os, "uname", None)
    if uname is not None:
        return str(uname().nodename)
    import socket
    return socket.gethostname()


def _same_file(fd: int, path: Path) -> bool:
    try:
        st = os.stat(path)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


def _read_holder(path: Path) -> dict[str, object]:
    try:
        with open(path, "rb") as f:
            data = json.loads(f.read(4096).decode("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def describe_holder(holder: Mapping[str, object]) -> str:
    """The holder in words: ``process 1234 on host, since 2026-05-09 21:05 UTC``."""
    parts = []
    pid = holder.get("pid")
    if isinstance(pid, int):
        parts.append(f"process {pid}")
        host = holder.get("host")
        if isinstance(host, str) and host and host != host_name():
            parts[-1] += f" on {host}"
    since = holder.get("since")
    if isinstance(since, str):
        try:
            parts.append("since " + datetime.fromisoformat(since).strftime("%Y-%m-%d %H:%M UTC"))
        except ValueError:
            pass
    return ", ".join(parts)


class DatabaseLock:
    """The held lock of one database file (from :func:`acquire`); :meth:`release` once
    per :func:`acquire`. Releasing the last holder unlocks and removes the lock file."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd: int | None = fd
        self._count = 1
        self._file_fd: int | None = None  # the database file's own lock (hold_file)
        self._file_id: tuple[int, int] | None = None

    def hold_file(self, db: str | os.PathLike[str]) -> None:
        """Lock the database file ``db`` itself too (once it exists; :func:`acquire` does
        it for an existing file, ``open_database`` after creating one), so that another
        name of the same file (a hard link, a bind mount) finds it held.

        Raises:
            DatabaseInUse: another process holds the file under another name.
        """
        with _registry_lock:
            if self._fd is None or self._file_fd is not None:
                return
            self._hold_file(Path(db))

    def _hold_file(self, db: Path) -> None:  # under _registry_lock
        try:
            fd = os.open(db, os.O_RDONLY | getattr(os, "O_BINARY", 0))
        except OSError:
            return  # not there (yet): the lock file alone holds it
        try:
            locked = _try_lock(fd, _WINDOWS_FILE_OFFSET)
        except OSError:
            locked = True  # a file system without locks: the lock file is all there is
        if not locked:
            os.close(fd)
            raise DatabaseInUse(
                "is in use by another Mafia Desktop window or command that opened the same "
                "file under another name (a hard link or another mount): only one program "
                "may write to a database at a time; it can be opened read-only", path=db)
        mine = os.fstat(fd)
        self._file_fd, self._file_id = fd, (mine.st_dev, mine.st_ino)
        _by_file[self._file_id] = self

    def _drop_file(self) -> None:  # under _registry_lock
        fd, self._file_fd = self._file_fd, None
        if self._file_id is not None:
            _by_file.pop(self._file_id, None)
            self._file_id = None
        if fd is not None:
            _unlock(fd, _WINDOWS_FILE_OFFSET)
            os.close(fd)

    @property
    def held(self) -> bool:
        """True until the last holder released it."""
        return self._fd is not None

    def release(self) -> None:
        """Give up one hold; the last one unlocks and removes the lock file (best
        effort: a file that cannot be removed is left, and blocks nobody)."""
        with _registry_lock:
            if self._fd is None:
                return
            self._count -= 1
            if self._count > 0:
                return
            fd, self._fd = self._fd, None
            _held.pop(_key(self.path), None)
            self._drop_file()
            if sys.platform != "win32":
                if _same_file(fd, self.path):
                    _remove(self.path)  # under the lock: a waiting opener re-checks
                _unlock(fd)
                os.close(fd)
            else:  # pragma: no cover - Windows cannot remove an open file
                _unlock(fd)
                os.close(fd)
                _remove(self.path)  # fails while another program holds it: fine

    def __del__(self) -> None:  # a lock never released by hand still ends with the object
        for fd in (getattr(self, "_fd", None), getattr(self, "_file_fd", None)):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass


def _remove(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


_registry_lock = threading.Lock()
_held: dict[str, DatabaseLock] = {}
_by_file: dict[tuple[int, int], DatabaseLock] = {}


def _identity(db: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(db)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _key(path: Path) -> str:
    return os.path.normcase(os.path.realpath(path))


def acquire(db: str | os.PathLike[str]) -> DatabaseLock:
    """Take the write lock of the database ``db`` (shared within this process).

    Raises:
        DatabaseInUse: another process holds it (the message names the holder).
        StorageError: the lock file cannot be made (a read-only or missing folder): the
            message starts "cannot be opened for writing".
    """
    db = Path(db)
    path = lock_path(db)
    with _registry_lock:
        ident = _identity(db)
        mine = _held.get(_key(path)) or (_by_file.get(ident) if ident is not None else None)
        if mine is not None and mine.held:
            mine._count += 1
            return mine
        while True:
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o666)
            except OSError as e:
                raise StorageError(f"cannot be opened for writing: its lock file {path.name} "
                                   f"cannot be made: {e.strerror or e}", path=db) from None
            try:
                locked = _try_lock(fd)
            except OSError as e:
                if e.errno in _NO_LOCKS:  # a file system without locks: none can be held,
                    locked = True         # the writes' own revision checks still hold
                else:
                    os.close(fd)
                    raise StorageError(f"cannot be opened for writing: its lock file "
                                       f"{path.name} cannot be locked: {e.strerror or e}",
                                       path=db) from None
            if not locked:
                os.close(fd)
                holder = _read_holder(path)
                who = describe_holder(holder)
                raise DatabaseInUse(
                    "is in use by another Mafia Desktop window or command"
                    + (f" ({who})" if who else "")
                    + ": only one program may write to a database at a time; it can be "
                    "opened read-only", path=db, holder=holder)
            if _same_file(fd, path):
                break
            _unlock(fd)  # the holder removed it as we locked it: take the new one
            os.close(fd)
        lock = DatabaseLock(path, fd)
        try:
            lock._hold_file(db)
        except DatabaseInUse:
            if _same_file(fd, path):
                _remove(path)
            _unlock(fd)
            os.close(fd)
            lock._fd = None
            raise
        _write_holder(fd)
        _held[_key(path)] = lock
        return lock


def _write_holder(fd: int) -> None:
    """Say who holds the lock (best effort: a full disk leaves the file empty)."""
    text = json.dumps({"pid": os.getpid(), "host": host_name(),
                       "since": datetime.now(UTC).isoformat(timespec="seconds"),
                       "program": os.path.basename(sys.argv[0]) if sys.argv else ""})
    try:
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        os.write(fd, text.encode("utf-8"))
    except OSError:
        pass


__all__ = ["DatabaseInUse", "DatabaseLock", "LOCK_SUFFIX", "acquire", "describe_holder",
           "lock_path"]
