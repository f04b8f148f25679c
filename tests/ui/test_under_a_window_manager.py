"""The host window under a real X server and window manager at 1366x768 (issue 23.2):
its frame, title bar included, and its status bar on the screen; Ctrl+P puts the
players' screen above it (the window manager's stacking order) while the host window
keeps the keyboard. Skipped where Xvfb, openbox or xprop are not installed (the
offscreen checks of ``tests/ui/test_screens.py`` run everywhere)."""

from __future__ import annotations

from pathlib import Path

from tests.support.openbox import needs_openbox, run_probe

BODY = r"""
subprocess.run(["xdotool", "key", "ctrl+p"], check=True)
wait(1200)
bar = w.statusBar()
ids, active = stacking()
print(json.dumps({
    "area": w.screen().availableGeometry().getRect(),
    "frame": w.frameGeometry().getRect(),
    "bar": [bar.mapToGlobal(bar.rect().topLeft()).y(),
            bar.mapToGlobal(bar.rect().bottomLeft()).y()],
    "host": int(w.winId()), "players": int(w.session.projector.winId()),
    "stacking": ids, "active": active}))
w.session.projector.close(); w.close()
"""


@needs_openbox
def test_a_laptop_under_openbox(tmp_path: Path) -> None:
    from tests.conftest import SCENARIOS

    seen = run_probe(tmp_path, BODY, SCENARIOS / "sport_red_wins.mafia.json")
    x, y, w, h = seen["area"]
    fx, fy, fw, fh = seen["frame"]
    assert (x, y) <= (fx, fy) and fx + fw <= x + w and fy + fh <= y + h, seen
    assert y <= seen["bar"][0] and seen["bar"][1] < y + h, seen  # the status bar shows
    order = seen["stacking"]  # bottom first
    assert order.index(seen["players"]) > order.index(seen["host"]), seen  # in front
    assert seen["active"] == seen["host"], seen  # the host's keys still go to the game
