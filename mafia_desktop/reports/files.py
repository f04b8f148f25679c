"""Checks on files written through Qt, which reports no write errors by raising.

``QPdfWriter``/``QPainter`` and ``QImage.save`` do not raise when the disk is full: the
painter's ``end()`` or ``save()`` returns False, or the file is simply left short. These
helpers turn that into an :class:`OSError` that names the file.
"""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path

#: A PDF's first bytes and the marker its last lines hold (ISO 32000-1, 7.5.2 and 7.5.5).
PDF_HEADER = b"%PDF"
PDF_EOF = b"%%EOF"


def write_error(path: str | os.PathLike[str], problem: str = "cannot be written") -> OSError:
    """An :class:`OSError` for ``path``: ``ENOSPC`` ("No space left on device") when
    ``shutil.disk_usage`` of its folder shows no free space, else ``problem``."""
    path = Path(path)
    try:
        free = shutil.disk_usage(path.parent if str(path.parent) else ".").free
    except OSError:
        free = None
    if free == 0:
        return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    return OSError(errno.EIO, problem, str(path))


def check_pdf(path: str | os.PathLike[str]) -> None:
    """Check that ``path`` holds a whole PDF: not empty, starts with ``%PDF`` and ends
    with ``%%EOF`` (trailing white space allowed).

    Raises:
        OSError: the file is missing, short or unreadable (see :func:`write_error`).
    """
    path = Path(path)
    try:
        with open(path, "rb") as f:
            head = f.read(len(PDF_HEADER))
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - 1024))
            tail = f.read().rstrip()
    except OSError:
        raise write_error(path, "was not written") from None
    if not head.startswith(PDF_HEADER) or not tail.endswith(PDF_EOF):
        raise write_error(path, f"is an incomplete PDF ({size} bytes)")


def check_saved(saved: bool, path: str | os.PathLike[str]) -> None:
    """After ``QImage.save``/``QPainter.end`` returned ``saved``: when it is False, remove
    what was left at ``path`` and raise.

    Raises:
        OSError: ``saved`` is False (see :func:`write_error`).
    """
    if saved:
        return
    error = write_error(path)
    Path(path).unlink(missing_ok=True)
    raise error


__all__ = ["PDF_EOF", "PDF_HEADER", "check_pdf", "check_saved", "write_error"]
