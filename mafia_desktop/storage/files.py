"""Writing a file atomically: the one writer storage, reports and the UI use.

A file is written to a temporary file in the same folder, flushed to the disk
(``fsync``) and renamed over the target (``os.replace``), so a failed write (a full disk,
a crash, an exception) never leaves half a file, and a file that was there stays as it
was. The temporary file is removed on any failure.

>>> write_atomic("game.mafia.json", text)                          # doctest: +SKIP
>>> write_atomic_with("cards.pdf", lambda tmp: draw_pdf(tmp))      # doctest: +SKIP

Pure Python (no Qt): a writer that writes the file itself (``QPdfWriter``,
``QImage.save``) goes through :func:`write_atomic_with` with a callback.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any


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


def write_atomic_with(path: str | os.PathLike[str], write: Callable[[Path], Any]) -> Path:
    """Call ``write(tmp)`` to write a temporary file beside ``path``, then flush it to the
    disk and rename it over ``path``.

    ``tmp`` exists (empty) when ``write`` is called, in ``path``'s folder, and ends with
    ``path``'s suffix (so Qt picks the image format from it). ``write`` must raise
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
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=path.suffix or ".tmp",
                                    dir=folder)
    except OSError as e:  # the folder is missing, read-only or full
        raise _naming(e, path) from None
    os.close(fd)
    tmp = Path(name)
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


__all__ = ["write_atomic", "write_atomic_with"]
