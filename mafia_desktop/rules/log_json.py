"""A game log's bytes read as strict JSON (GAME_LOG.md): the one reader of log files.

:func:`read_log_file` reads a file that can be a log (never blocking, never without end);
:func:`loads` parses its text strictly (no duplicate keys, no NaN, no number longer than
any value of a log). What the JSON means is :mod:`.log_format`'s (which re-exports these).
Every refusal is a :class:`~.errors.LogFormatError` (``rule`` None: no rule is broken).
"""

from __future__ import annotations

import json
import os
import stat
from typing import NoReturn

from .errors import LogFormatError


def _no_duplicate_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise LogFormatError(f"duplicate key {key!r} in a JSON object", field=key)
        out[key] = value
    return out


#: The most digits of a whole number in a log (a 64-bit integer has 19, and a sign).
MAX_INT_DIGITS = 20


def _whole_number(text: str) -> int:
    """A JSON integer, refused when longer than any value a log holds (Python would
    refuse it past 4,300 digits with words about ``sys.set_int_max_str_digits``)."""
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise LogFormatError(f"a number of {digits} digits: no value in a game log has "
                             f"more than {MAX_INT_DIGITS - 1}")
    return int(text)


def loads(text: str | bytes) -> object:
    """Parse JSON text strictly (no duplicate keys, no NaN).

    Raises:
        LogFormatError: not JSON, or nested too deeply; the message says where.
    """
    def bad_constant(name: str) -> NoReturn:
        raise LogFormatError(f"JSON: {name} is not a valid JSON value")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys,
                          parse_constant=bad_constant, parse_int=_whole_number)
    except json.JSONDecodeError as e:
        what = e.msg.removesuffix(" at")
        raise LogFormatError(f"not valid JSON: {what} (line {e.lineno}, column {e.colno})") \
            from None
    except UnicodeDecodeError as e:
        raise LogFormatError(f"not UTF-8 text: {e.reason} at byte {e.start}") from None
    except RecursionError:
        raise LogFormatError("JSON nested too deeply") from None
    except ValueError as e:  # e.g. an integer of more than 4,300 digits
        raise LogFormatError(f"not a valid JSON value: {e}") from None


#: The largest log file read (bytes): a real game's log is a few hundred KiB at most.
MAX_LOG_BYTES = 64 * 1024 * 1024

def read_log_file(path: str | os.PathLike[str], max_bytes: int | None = None) -> bytes:
    """The bytes of a log file, refusing what cannot be a log: the one reader of log
    files (every command, and the host window's Open game log).

    Never blocks or reads without end: the file is opened without waiting (a named pipe
    with no writer does not hang), anything but a regular file (a FIFO, a device such as
    ``/dev/zero``, also behind a symbolic link; a folder) is refused before a byte is
    read, and at most ``max_bytes + 1`` bytes are read.

    Args:
        path: the file.
        max_bytes: the size cap in bytes (default :data:`MAX_LOG_BYTES`, 64 MiB).
    Raises:
        LogFormatError: the file cannot be read (the message names it and says why), is
            not a regular file, or is larger than the cap; ``index``/``rule`` are None.
    """
    cap = MAX_LOG_BYTES if max_bytes is None else max_bytes
    path = os.fspath(path)
    flags = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_BINARY", 0))
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise LogFormatError(f"cannot read {path}: {e.strerror or e}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LogFormatError(
                f"cannot read {path}: not a regular file ({_file_kind(info.st_mode)})")
        chunks: list[bytes] = []
        left = cap + 1
        while left > 0 and info.st_size <= cap:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        data = b"".join(chunks)
    except OSError as e:
        raise LogFormatError(f"cannot read {path}: {e.strerror or e}") from None
    finally:
        os.close(fd)
    if info.st_size > cap or len(data) > cap:
        size = f"{cap // 2**20} MiB" if cap >= 2**20 and cap % 2**20 == 0 else f"{cap} bytes"
        raise LogFormatError(f"cannot read {path}: larger than {size}, so not a game log")
    return data


def _file_kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    for test, kind in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
                       (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return kind
    return "not a file"


__all__ = ["MAX_INT_DIGITS", "MAX_LOG_BYTES", "loads", "read_log_file"]
