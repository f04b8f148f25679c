"""``mafia-desktop render`` and ``mafia-desktop cards`` on the shared scenarios."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mafia_desktop.cli import main
from mafia_desktop.rules.log_format import load_game
from tests.conftest import CLASSIC_SCENARIOS, SCENARIOS, SPORT_SCENARIOS

LOGS = CLASSIC_SCENARIOS


def _replays(log: Path) -> bool:
    expected = json.loads(log.with_name(log.name.replace(".mafia.json", ".expected.json")).read_text())
    return "error" not in expected


def _distinct_colours(image: QImage, step: int = 37) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), step)
                for y in range(0, image.height(), step)})


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.name)
def test_render_every_scenario(qapp, tmp_path: Path, log: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["render", str(log), "--out", str(tmp_path), "--size", "1280x720"])
    out = json.loads(capsys.readouterr().out)
    if not _replays(log):
        assert code == 2 and out["error"]["rule"] == "R-VOTE-2"
        assert not (tmp_path / "host.png").exists()
        return
    assert code == 0
    for name in ("host.png", "projector.png"):
        image = QImage(str(tmp_path / name))
        assert not image.isNull()
        assert image.width() >= 1280 and image.height() >= 720
        assert _distinct_colours(image) > 5, f"{name} looks blank"


def test_render_rejects_a_bad_size(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["render", str(LOGS[0]), "--out", "x", "--size", "big"])
    assert info.value.code == 2
    assert "WIDTHxHEIGHT" in capsys.readouterr().err


def test_cards_pdf_names_every_player(qapp, tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    log = SCENARIOS / "town_wins_day2.mafia.json"
    pdf = tmp_path / "cards.pdf"
    assert main(["cards", str(log), "-o", str(pdf)]) == 0
    assert json.loads(capsys.readouterr().out) == {"written": str(pdf), "pages": 1, "cards": 7}
    assert pdf.read_bytes().startswith(b"%PDF")
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed: the PDF's text is not checked")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    for player in load_game(log.read_text()).setup.players:
        assert f"Seat {player.seat} — {player.name}" in text
    assert "Godfather" in text and "Journalist" in text


def test_cards_of_a_broken_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.mafia.json"
    bad.write_text("{")
    assert main(["cards", str(bad), "-o", str(tmp_path / "x.pdf")]) == 2
    assert "not valid JSON" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert not (tmp_path / "x.pdf").exists()


def test_render_uses_the_given_size(qapp, tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    log = SCENARIOS / "town_wins_day2.mafia.json"
    assert main(["render", str(log), "--out", str(tmp_path), "--size", "800x600"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["host_size"] == out["projector_size"] == [800, 600]
    for name in ("host.png", "projector.png"):
        image = QImage(str(tmp_path / name))
        assert (image.width(), image.height()) == (800, 600)


@pytest.mark.parametrize("command", ["cards", "render"])
def test_a_full_disk_is_an_error_and_leaves_no_file(
        qapp, tmp_path: Path, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.storage.mounts import full_tmpfs

    log = SCENARIOS / "town_wins_day2.mafia.json"
    with full_tmpfs(tmp_path / "full") as full:
        if command == "cards":
            target = full / "c.pdf"
            code = main(["cards", str(log), "-o", str(target)])
        else:
            target = full / "r" / "host.png"
            code = main(["render", str(log), "--out", str(full / "r"), "--size", "640x480"])
        result = json.loads(capsys.readouterr().out)
        left = sorted(str(p.relative_to(full)) for p in full.rglob("*") if p.is_file())
    assert code == 2
    assert result["error"]["message"] == f"cannot write {target}: No space left on device"
    assert left == ["filler"]


def test_cards_keep_the_seat_of_a_long_name(qapp, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtGui import QFont, QFontMetrics

    from mafia_desktop.ui.dialogs.print_cards import seat_line

    long_names = {"Anna": "Wladimir Wolfgang Maximilian WWWWWWWWWW1",
                  "Boris": "Щукин Щедрослав Жоржевич ШШШШШШШШШШШШШШ"}
    text = (SCENARIOS / "town_wins_day2.mafia.json").read_text(encoding="utf-8")
    for old, new in long_names.items():
        text = text.replace(f'"{old}"', f'"{new}"')
    log = tmp_path / "long.mafia.json"
    log.write_text(text, encoding="utf-8")
    pdf = tmp_path / "cards.pdf"
    assert main(["cards", str(log), "-o", str(pdf)]) == 0
    capsys.readouterr()
    font = QFont()
    font.setPixelSize(30)
    metrics = QFontMetrics(font)
    line = seat_line(metrics, 300, 1, long_names["Anna"])
    assert line.startswith("Seat 1 — Wla") and line.endswith("…")
    assert metrics.horizontalAdvance(line) <= 300
    assert seat_line(metrics, 300, 4, "Gleb") == "Seat 4 — Gleb"
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext is not installed: the PDF's text is not checked")
    pdf_text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                              text=True).stdout
    for seat in range(1, 8):
        assert f"Seat {seat} — " in pdf_text
    assert "Seat 1 — Wladi" in pdf_text and "Seat 2 — Щукин" in pdf_text


@pytest.mark.parametrize("log", SPORT_SCENARIOS, ids=lambda p: p.name)
def test_render_the_sport_projector(qapp, tmp_path: Path, log: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A sport log's players' screen, at its end and after its first action (night 0's
    agreement ended: day 1's first speech)."""
    if not _replays(log):
        return
    for at in (None, 1):
        args = ["render", str(log), "--out", str(tmp_path), "--size", "1366x768",
                "--projector-only", "--reveal-roles"] + ([] if at is None else ["--at", str(at)])
        assert main(args) == 0
        out = json.loads(capsys.readouterr().out)
        assert "host" not in out and out["projector_size"] == [1366, 768]
        image = QImage(str(tmp_path / "projector.png"))
        assert _distinct_colours(image) > 5


def test_render_refuses_an_at_outside_the_log(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    log = SPORT_SCENARIOS[0]
    assert main(["render", str(log), "--out", str(tmp_path), "--at", "9999",
                 "--projector-only"]) == 2
    assert "--at" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert not (tmp_path / "projector.png").exists()
