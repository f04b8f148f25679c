"""``mafia-desktop --self-test`` passes in a fresh process (as the bundle runs it)."""

from __future__ import annotations

import subprocess
import sys


def test_self_test_passes() -> None:
    proc = subprocess.run([sys.executable, "-m", "mafia_desktop", "--self-test"],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    for step in ("engine", "host window and projector", "sound", "storage", "reports"):
        assert any(line.startswith(f"ok   {step}:") for line in lines), proc.stdout
    assert lines[-2:] == ["self-test passed", "self-test: 5 passed, 0 failed"]
