"""storage.files: the one atomic writer (temporary file beside the target, fsync,
os.replace; nothing partial left, the old file kept, errors naming the file)."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from mafia_desktop.storage.files import write_atomic, write_atomic_with

from .mounts import full_tmpfs


def test_writes_bytes_and_text(tmp_path: Path) -> None:
    assert write_atomic(tmp_path / "a.bin", b"\x00\x01") == tmp_path / "a.bin"
    assert (tmp_path / "a.bin").read_bytes() == b"\x00\x01"
    write_atomic(str(tmp_path / "b.json"), "ёж\n")
    assert (tmp_path / "b.json").read_bytes() == "ёж\n".encode()  # UTF-8, "\n" kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.bin", "b.json"]


def test_a_new_file_gets_the_umask_and_an_old_one_keeps_its_mode(tmp_path: Path) -> None:
    mask = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.txt", "x")
        assert (tmp_path / "new.txt").stat().st_mode & 0o777 == 0o644
        (tmp_path / "old.txt").write_text("old")
        os.chmod(tmp_path / "old.txt", 0o600)
        write_atomic(tmp_path / "old.txt", "new")
        assert (tmp_path / "old.txt").stat().st_mode & 0o777 == 0o600
        assert (tmp_path / "old.txt").read_text() == "new"
    finally:
        os.umask(mask)


def test_the_callback_writes_a_temporary_file_with_the_suffix(tmp_path: Path) -> None:
    seen: list[Path] = []

    def write(tmp: Path) -> None:
        seen.append(tmp)
        assert tmp.parent == tmp_path and tmp.suffix == ".png" and tmp.exists()
        tmp.write_bytes(b"picture")
    write_atomic_with(tmp_path / "host.png", write)
    assert (tmp_path / "host.png").read_bytes() == b"picture" and not seen[0].exists()


@pytest.mark.parametrize("error", [OSError(errno.EIO, "broken"), ValueError("bug"),
                                   KeyboardInterrupt()])
def test_a_failing_callback_keeps_the_old_file_and_leaves_no_temporary(
        tmp_path: Path, error: BaseException) -> None:
    (tmp_path / "r.pdf").write_bytes(b"old")

    def write(tmp: Path) -> None:
        tmp.write_bytes(b"half")
        if isinstance(error, OSError):
            raise OSError(error.errno, error.strerror, str(tmp))  # Qt checks name the tmp
        raise error
    with pytest.raises(type(error)) as caught:
        write_atomic_with(tmp_path / "r.pdf", write)
    if isinstance(error, OSError):
        assert caught.value.filename == str(tmp_path / "r.pdf")
        assert caught.value.errno == errno.EIO
    assert os.listdir(tmp_path) == ["r.pdf"] and (tmp_path / "r.pdf").read_bytes() == b"old"


def test_a_missing_folder_names_the_file(tmp_path: Path) -> None:
    target = tmp_path / "no" / "x.json"
    with pytest.raises(OSError) as caught:
        write_atomic(target, "{}")
    assert caught.value.errno == errno.ENOENT and caught.value.filename == str(target)


def test_a_folder_in_the_way_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "d.json").mkdir()
    with pytest.raises(OSError) as caught:
        write_atomic(tmp_path / "d.json", "{}")
    assert caught.value.filename == str(tmp_path / "d.json")
    assert os.listdir(tmp_path) == ["d.json"]


def test_a_full_disk_is_enospc_naming_the_file_and_keeps_the_old_one(tmp_path: Path) -> None:
    with full_tmpfs(tmp_path / "full", keep={"log.json": b"old"}) as full:
        with pytest.raises(OSError) as caught:
            write_atomic(full / "log.json", "x" * 100_000)
        with pytest.raises(OSError) as new:
            write_atomic(full / "new.json", "x" * 100_000)
        kept = (full / "log.json").read_bytes()
        left = sorted(os.listdir(full))
    assert caught.value.errno == errno.ENOSPC
    assert caught.value.filename == str(full / "log.json")
    assert str(caught.value) == f"[Errno 28] No space left on device: '{full / 'log.json'}'"
    assert new.value.errno == errno.ENOSPC and new.value.filename == str(full / "new.json")
    assert kept == b"old" and left == ["filler", "log.json"]
