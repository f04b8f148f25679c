"""Real file systems for failure tests: a full 200 KB tmpfs and a read-only bind mount.

Both need root (``mount``); a test that cannot mount is skipped with the reason.
"""
from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest


def _mount(*args: str) -> None:
    if os.geteuid() != 0:
        pytest.skip("mounting a test file system needs root")
    done = subprocess.run(["mount", *args], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount ({' '.join(args)}): {done.stderr.strip()}")


def _umount(path: Path) -> None:
    subprocess.run(["umount", str(path)], check=True, capture_output=True)


@contextmanager
def full_tmpfs(folder: Path, size: str = "200k",
               keep: dict[str, bytes] | None = None) -> Iterator[Path]:
    """Mount a ``size`` tmpfs on ``folder``, write the files in ``keep`` (name -> bytes),
    then fill it to 100 %; unmounted afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    _mount("-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder))
    try:
        for name, data in (keep or {}).items():
            (folder / name).write_bytes(data)
        try:
            with open(folder / "filler", "wb") as f:
                while True:
                    f.write(b"\0" * 4096)
                    f.flush()
        except OSError:
            pass
        yield folder
    finally:
        _umount(folder)


@contextmanager
def read_only_bind(source: Path, folder: Path) -> Iterator[Path]:
    """Bind-mount ``source`` read-only on ``folder``; unmounted afterwards."""
    folder.mkdir(parents=True, exist_ok=True)
    _mount("--bind", str(source), str(folder))
    try:
        done = subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"cannot remount read-only: {done.stderr.strip()}")
        yield folder
    finally:
        _umount(folder)


@contextmanager
def bind(source: Path, folder: Path) -> Iterator[Path]:
    """Bind-mount ``source`` (a folder, or one file) on ``folder`` (the same files under
    another path); unmounted afterwards."""
    if source.is_dir():
        folder.mkdir(parents=True, exist_ok=True)
    else:
        folder.touch()
    _mount("--bind", str(source), str(folder))
    try:
        yield folder
    finally:
        _umount(folder)
