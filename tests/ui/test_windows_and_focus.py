"""Issue 31.6 under a real X server and window manager (Xvfb at 1366x768, openbox; real
keys and clicks by ``xdotool``; skipped where they are not installed): the Tournament
window is a window of its own (a game started from a schedule puts the host window in
front of it with the keyboard, and minimising the Tournament window leaves the host window
shown), and after "Throw away the text typed?" → yes over a dialog the host window has the
keyboard again (the next key reaches the game)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import SCENARIOS
from tests.support.openbox import needs_openbox, run_probe

HELPERS = r"""
def xkey(*keys):
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)

def click(widget):  # a real click at the widget's centre
    c = widget.mapToGlobal(widget.rect().center())
    subprocess.run(["xdotool", "mousemove", str(c.x()), str(c.y()), "click", "1"], check=True)
"""

TOURNAMENT = HELPERS + r"""
import tempfile
from mafia_desktop.ui.window import game_files
from tests.tournament.helpers import new_tournament, open_repo
tmp = Path(tempfile.mkdtemp())
games, tours = open_repo(tmp / "t.sqlite3")
tid = new_tournament(tours, 30, 3, 4)
(tmp / "s.schedule.json").write_text(json.dumps(tours.schedule(tid, 1, 2)), "utf-8")
w.status.repository = games

class Accepting(game_files.NewGameDialog):  # the host deals and starts as usual
    def exec(self):
        return 1
game_files.NewGameDialog = Accepting
desk = w.commands.show_tournament()
wait(800)
dialog = w.commands.open_schedule(str(tmp / "s.schedule.json"))
wait(800)
click(dialog.start_button)  # "Start this game…"
wait(1500)
ids, active = stacking()
seen = {"host": int(w.winId()), "desk": int(desk.winId()), "stacking": ids, "active": active,
        "started": len(w.session.controller.game) == 0}
subprocess.run(["xdotool", "windowminimize", str(int(desk.winId()))], check=True)
wait(1200)
seen.update({"host_minimized": w.isMinimized(), "host_shown": w.isVisible(),
             "desk_minimized": desk.isMinimized()})
print(json.dumps(seen))
desk.close(); w.close()
"""


@needs_openbox
def test_a_game_started_from_a_schedule_comes_in_front_of_the_tournament(
        tmp_path: Path) -> None:
    seen = run_probe(tmp_path, TOURNAMENT, SCENARIOS / "sport_red_wins.mafia.json")
    assert seen["started"], seen
    order = seen["stacking"]  # bottom first
    assert order.index(seen["host"]) > order.index(seen["desk"]), seen  # in front
    assert seen["active"] == seen["host"], seen  # and it has the keyboard
    assert seen["desk_minimized"], seen
    assert not seen["host_minimized"] and seen["host_shown"], seen  # not minimised with it


DISCARD = HELPERS + r"""
from PySide6.QtWidgets import QApplication, QMessageBox
seen = {}

def in_the_reason():  # the removal's reason asked: a word typed, then Esc
    seen["reason"] = type(QApplication.activeModalWidget()).__name__
    subprocess.run(["xdotool", "type", "--delay", "40", "left"], check=True)
    QTimer.singleShot(800, lambda: xkey("Escape"))
    QTimer.singleShot(2000, in_the_question)

def in_the_question():  # "Throw away the text typed?": yes
    box = QApplication.activeModalWidget()
    seen["question"] = box.objectName()
    click(box.button(QMessageBox.StandardButton.Yes))

QTimer.singleShot(1500, in_the_reason)
xkey("x", "7", "Return")  # remove Fedor...: the reason is asked
wait(2500)
wait(1500)  # both closed: the window manager has done its part
ids, active = stacking()
xkey("3")  # the next key: seat 3 typed in the game
wait(600)
print(json.dumps({"host": int(w.winId()), "active": active, "typed": w.session.host_input.typed,
                  "actions": len(w.session.controller.game), **seen}))
w.close()
"""


@needs_openbox
def test_after_throwing_typed_text_away_the_keys_reach_the_host_window(tmp_path: Path) -> None:
    seen = run_probe(tmp_path, DISCARD, SCENARIOS / "town_wins_day2.mafia.json")
    assert seen["reason"] == "TextQuestion" and seen["question"] == "confirmDiscardText", seen
    assert seen["actions"] == 6, seen  # nobody removed
    assert seen["active"] == seen["host"], seen
    assert seen["typed"] == "3", seen  # the key was not lost
