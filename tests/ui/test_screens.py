"""Runs ``tests/ui/screens/`` on real screen sizes (issue 23.2): a process of its own per
layout, with Qt's offscreen platform given the screens (``configfile``: a 1366x768
laptop alone, then with a 1920x1080 projector beside it) and a window manager's frame
around each window (2 px), so a window's frame can be checked against the screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.screens.conftest import LAYOUTS

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
def test_the_windows_on_real_screens(tmp_path: Path, layout: str) -> None:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [
        {"name": name, "x": x, "y": y, "width": w, "height": h, "logicalDpi": 96}
        for name, x, y, w, h in LAYOUTS[layout]]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               MAFIA_TEST_SCREENS=layout)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-p", "no:randomly", str(ROOT / "tests" / "ui" / "screens")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-6000:] + run.stderr[-2000:]
    assert " passed" in run.stdout and "failed" not in run.stdout
