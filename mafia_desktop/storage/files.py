"""Writing a file atomically: the one writer storage, reports and the UI use.

A file is written to a temporary file in the same folder, flushed to the disk
(``fsync``) and renamed over the target (``os.replace``), so a failed write (a full disk,
a crash, an exception) never leaves half a file, and a file that was there stays as it
was. The temporary file is removed on any failure.

>>> write_atomic("game.mafia.json", text)                          # doctest: +SKIP
>>> write_atomic_with("cards.pdf", lambda tmp: draw_pdf(tmp))      # doctest: +SKIP

Pure Python (no Qt): a writer that writes the file itself (``QPdfWriter``,
``QImage.save``) goes through :func:`write_atomic_with` with a callback.

Leftovers: a process killed while it writes (SIGKILL, a power cut) cannot remove its
temporary file. Every temporary file is named ``.<stem>.mafia-tmp-<8 random><suffix>``
(:data:`TEMP_MARKER`; hidden, and a name no other program makes) and is held under an
operating-system lock while it is written. :func:`remove_leftovers` removes, in one
folder, only files with that name that are older than :data:`LEFTOVER_AGE_S` and whose
lock nobody holds (the system drops it when the writer dies): never a file being
written, never a file of another program. :func:`write_atomic_with` sweeps the target's
folder so before it writes; the window sweeps the folders it wrote to at its start.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

#: What every temporary file's name holds: ``.game.mafia-tmp-k2x9q1ab.pdf``.
TEMP_MARKER = ".mafia-tmp-"
#: A temporary file younger than this (seconds since its last change) is never removed:
#: its writer may be starting (the lock is taken just after the file is made).
LEFTOVER_AGE_S = 60.0
#: Our temporary names exactly (``tempfile`` draws 8 characters from ``[a-z0-9_]``).
_TEMP_NAME = re.compile(r"\..*" + re.escape(TEMP_MARKER) + r"[a-z0-9_]{8}(\.[^.]*)?")

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    def _lock(fd: int) -> bool:
        return False  # no lock: a file held open cannot be renamed there (age alone)

    def _locked_elsewhere(path: Path) -> bool:
        return False
else:
    import fcntl

    def _lock(fd: int) -> bool:
        """Take ``fd``'s lock (held until it is closed or the process ends)."""
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    def _locked_elsewhere(path: Path) -> bool:
        """Does a living process hold the lock of the temporary file ``path``?"""
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            return True  # cannot tell: leave it
        try:
            return not _lock(fd)
        finally:
            os.close(fd)


def is_temporary_name(name: str) -> bool:
    """Is ``name`` (a file name, no folder) one of :func:`write_atomic_with`'s
    temporary names?"""
    return _TEMP_NAME.fullmatch(name) is not None


def remove_leftovers(folder: str | os.PathLike[str],
                     min_age: float = LEFTOVER_AGE_S) -> list[Path]:
    """Remove the temporary files that writers killed mid-write left in ``folder``.

    Only regular files (not links) with our temporary name (:func:`is_temporary_name`),
    unchanged for ``min_age`` seconds and not locked by a living writer are removed.
    Best effort: a folder that cannot be listed, or a file that cannot be removed, is
    left as it is (no error).

    Returns:
        The files removed.
    """
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temporary_name(entry.name):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode) or now - st.st_mtime < min_age:
            continue
        path = Path(entry.path)
        if _locked_elsewhere(path):
            continue
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


def write_atomic(path: str | os.PathLike[str], data: bytes | str) -> Path:
    """Write ``data`` (bytes, or ``str`` written as UTF-8) to ``path`` atomically.

    Returns:
        ``path`` as a :class:`~pathlib.Path`.
    Raises:
        OSError: the file cannot be written; ``filename`` is ``path`` (never the
            temporary file), a full disk is ``errno.ENOSPC`` ("No space left on device").
            Nothing is left at ``path`` unless it was there before (then it is unchanged).
    """
    raw = data.encode("utf-8") if isinstance(data, str) else bytes(data)

    def write(tmp: Path) -> None:
        with open(tmp, "wb") as f:
            f.write(raw)

    return write_atomic_with(path, write)


def write_atomic_with(path: str | os.PathLike[str], write: Callable[[Path], object]) -> Path:
    """Call ``write(tmp)`` to write a temporary file beside ``path``, then flush it to the
    disk and rename it over ``path``.

    ``tmp`` exists (empty) when ``write`` is called, in ``path``'s folder, named
    ``.<stem>.mafia-tmp-<8 random><suffix>`` (so Qt picks the image format from the
    suffix), locked until it is renamed or removed. Leftovers of killed writers in that
    folder are removed first (:func:`remove_leftovers`). ``write`` must raise
    :class:`OSError` when it cannot write the whole file (for Qt writers, which only
    return False: ``mafia_desktop.reports.files.check_saved`` / ``check_pdf``). An
    existing file's permissions are kept; a new file gets the usual ``0o666 & ~umask``.

    Returns:
        ``path`` as a :class:`~pathlib.Path`.
    Raises:
        OSError: from ``write``, the flush or the rename, with ``filename`` set to
            ``path`` (``errno.ENOSPC`` on a full disk). The temporary file is removed on
            any failure (any exception ``write`` raises goes through unchanged).
    """
    path = Path(path)
    folder = path.parent
    remove_leftovers(folder)
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.stem}{TEMP_MARKER}",
                                    suffix=path.suffix or ".tmp", dir=folder)
    except OSError as e:  # the folder is missing, read-only or full
        raise _naming(e, path) from None
    if not _lock(fd):  # held (fd stays open) until the file is renamed or removed
        os.close(fd)
        fd = -1
    tmp = Path(name)
    try:
        return _write_and_rename(path, tmp, write)
    finally:
        if fd >= 0:
            os.close(fd)


def _write_and_rename(path: Path, tmp: Path, write: Callable[[Path], object]) -> Path:
    """:func:`write_atomic_with` once the temporary file ``tmp`` is made and locked."""
    folder = path.parent
    try:
        write(tmp)
        _fsync(tmp)
        if path.exists():  # keep the permissions the file had
            shutil.copymode(path, tmp)
        else:  # mkstemp made it private (0600): give it what a new file gets
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(tmp, 0o666 & ~mask)
        os.replace(tmp, path)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise _naming(e, path, tmp) from None
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fsync_folder(folder)
    return path


def _fsync(path: Path) -> None:
    """Flush ``path``'s data to the disk (a full disk may only show here)."""
    fd = os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _fsync_folder(folder: Path) -> None:
    """Flush the rename to the disk where a folder can be opened (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder if str(folder) else ".", os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _naming(e: OSError, path: Path, tmp: Path | None = None) -> OSError:
    """``e`` naming ``path`` instead of the temporary file ``tmp`` or of no file
    (``tmp`` None: whatever it named)."""
    named = os.fspath(e.filename) if e.filename is not None else None
    if tmp is not None and named not in (None, str(tmp)):
        return e  # about another file: keep it as it is
    code = e.errno if e.errno is not None else errno.EIO
    return OSError(code, e.strerror or os.strerror(code), str(path))


__all__ = ["LEFTOVER_AGE_S", "TEMP_MARKER", "is_temporary_name", "remove_leftovers",
           "write_atomic", "write_atomic_with"]
