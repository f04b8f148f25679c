"""The timeline is plain Python (no Qt), and many PDF exports in one process are safe."""
from __future__ import annotations

import subprocess
import sys

from mafia_desktop.reports import export_game
from mafia_desktop.rules import log_format
from tests.conftest import SCENARIOS


def test_timeline_and_charts_import_no_qt_and_no_ui():
    code = ("import sys, mafia_desktop.reports.classic.timeline, mafia_desktop.reports.charts, "
            "mafia_desktop.reports.export, mafia_desktop.cli.export; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'mafia_desktop.ui'))]; "
            "print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_many_pdf_exports_in_one_process(tmp_path):
    # PySide6 6.12.0 on Python 3.11 drops a reference to None on every Qt call that
    # returns nothing (a PDF export makes ~2,000) until Python aborts; pyproject.toml pins
    # PySide6 below 6.12. This fails if such a PySide6 comes back.
    import gc

    game = log_format.load_game((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    gc.collect()  # garbage of earlier tests, freed during the exports, would count too
    before = sys.getrefcount(None)
    for _ in range(5):
        export_game(game, "pdf", tmp_path / "r.pdf")
    assert sys.getrefcount(None) >= before - 200
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")


def test_lupdate_files_every_report_string_under_the_report_context(tmp_path):
    import re
    import shutil
    from pathlib import Path

    lupdate = shutil.which("pyside6-lupdate") or str(Path(sys.executable).with_name(
        "pyside6-lupdate"))
    if not Path(lupdate).exists():
        import pytest
        pytest.skip("pyside6-lupdate is not installed")
    import mafia_desktop.reports as reports
    src = Path(reports.__file__).parent
    ts = tmp_path / "r.ts"
    subprocess.run([lupdate, *map(str, sorted(src.rglob("*.py"))), "-ts", str(ts)],
                   check=True, capture_output=True)
    text = ts.read_text(encoding="utf-8")
    assert set(re.findall(r"<name>(.*?)</name>", text)) == {"Report"}
    sources = re.findall(r"<source>(.*?)</source>", text)
    assert len(sources) > 80
    assert "The host opens the vote. Candidates: %1." in sources


def test_doctests():
    import doctest

    from mafia_desktop.reports.classic import timeline
    result = doctest.testmod(timeline)
    assert result.attempted >= 5 and result.failed == 0
