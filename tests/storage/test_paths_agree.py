"""The window and the commands use the same data folder (and so the same database)."""

from __future__ import annotations

import subprocess
import sys


def test_window_and_commands_agree_on_the_data_folder() -> None:
    code = ("import sys; from mafia_desktop.ui.paths import app_data_folder; "
            "first = app_data_folder(); "
            "from mafia_desktop.ui.app import make_application; make_application([]); "
            "print(first == app_data_folder(), app_data_folder())")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env={"QT_QPA_PLATFORM": "offscreen", "HOME": "/tmp/home-paths",
                               "PATH": "/usr/bin:/bin"}, timeout=60)
    assert proc.stdout.startswith("True"), proc.stdout + proc.stderr
    assert proc.stdout.rstrip().endswith("/Mafia Desktop")
    assert "Mafia Desktop/Mafia Desktop" not in proc.stdout
