"""Worker processes in tests: a parent killed mid-work (kill -9), and waiting for its
workers to be gone."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path


def alive(pid: int) -> bool:
    """Is process ``pid`` running (not gone, not a zombie)?"""
    try:
        os.kill(pid, 0)
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except (ProcessLookupError, FileNotFoundError):
        return False


def wait_gone(pids: list[int], seconds: float = 20.0) -> list[int]:
    """The processes of ``pids`` still running after at most ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not any(alive(p) for p in pids):
            return []
        time.sleep(0.05)
    return [p for p in pids if alive(p)]


def kill_parent(script: Path) -> list[int]:
    """Run ``script`` (it prints its workers' pids on one line, then waits), kill it
    with SIGKILL once it has printed, and return those pids."""
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                              text=True)
    assert parent.stdout is not None
    workers = [int(p) for p in parent.stdout.readline().split()]
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    parent.stdout.close()
    return workers
