"""A report on a full disk: an error naming the file, and no empty file left behind
(QPdfWriter does not raise when it cannot write)."""
from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.reports import export_game
from mafia_desktop.reports.files import check_pdf, check_saved
from mafia_desktop.rules import log_format
from tests.conftest import SCENARIOS
from tests.storage.mounts import full_tmpfs

LOG = SCENARIOS / "example_maniac_and_doctor.mafia.json"


@pytest.mark.parametrize("fmt", ["pdf", "html", "json"])
def test_export_on_a_full_disk_fails_and_leaves_no_file(
        tmp_path: Path, fmt: str, capsys: pytest.CaptureFixture[str]) -> None:
    with full_tmpfs(tmp_path / "full") as full:
        out = full / f"y.{fmt}"
        code = main(["export", str(LOG), "--format", fmt, "-o", str(out)])
        result = json.loads(capsys.readouterr().out)
        left = sorted(p.name for p in full.iterdir())
    assert code == 2
    assert result["error"]["message"] == f"cannot write {out}: No space left on device"
    assert left == ["filler"]


def test_pdf_on_a_full_disk_keeps_the_old_file(tmp_path: Path) -> None:
    game = log_format.load_game(LOG.read_bytes())
    old = b"%PDF-1.4 the old report %%EOF"
    with full_tmpfs(tmp_path / "full", keep={"y.pdf": old}) as full:
        with pytest.raises(OSError) as caught:
            export_game(game, "pdf", full / "y.pdf")
        kept = (full / "y.pdf").read_bytes()
        left = sorted(p.name for p in full.iterdir())
    assert caught.value.errno == errno.ENOSPC and caught.value.filename == str(full / "y.pdf")
    assert kept == old and left == ["filler", "y.pdf"]


def test_check_pdf_refuses_short_files(tmp_path: Path) -> None:
    good = tmp_path / "good.pdf"
    export_game(log_format.load_game(LOG.read_bytes()), "pdf", good)
    check_pdf(good)
    data = good.read_bytes()
    for name, content in (("empty.pdf", b""), ("cut.pdf", data[: len(data) // 2]),
                          ("html.pdf", b"<html></html>")):
        (tmp_path / name).write_bytes(content)
        with pytest.raises(OSError) as caught:
            check_pdf(tmp_path / name)
        assert caught.value.filename == str(tmp_path / name)
    with pytest.raises(OSError):
        check_pdf(tmp_path / "missing.pdf")


def test_check_saved_removes_what_a_failed_save_left(tmp_path: Path) -> None:
    partial = tmp_path / "host.png"
    partial.write_bytes(b"")
    check_saved(True, partial)
    assert partial.exists()
    with pytest.raises(OSError) as caught:
        check_saved(False, partial)
    assert caught.value.filename == str(partial) and not partial.exists()


def test_a_pdf_qt_did_not_write_is_an_error_without_a_mount(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same check where no tmpfs can be mounted: Qt "prints" nothing, as on a full
    disk, and export_game must not report success."""
    from mafia_desktop.reports import printing

    # the pages are drawn by printing._print_on (issue 35.4): here it draws nothing
    monkeypatch.setattr(printing, "_print_on", lambda *args: (True, 0))
    game = log_format.load_game(LOG.read_bytes())
    with pytest.raises(OSError) as caught:
        export_game(game, "pdf", tmp_path / "y.pdf")
    assert caught.value.filename == str(tmp_path / "y.pdf")
    assert list(tmp_path.iterdir()) == []
