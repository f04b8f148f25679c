"""Starting the host window: the database is opened after the first paint; a broken one
is reported and left as it is."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from mafia_desktop.rules import log_format
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui import plain
from mafia_desktop.ui.app import make_application, show_window
from tests.conftest import SCENARIOS


def test_start_screen_then_database(qtbot, db_path):
    conn = open_database(db_path)
    repo = GameRepository(conn)
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    repo.create_game(setup)
    conn.close()
    make_application()
    done = []
    w = show_window(str(db_path), lambda: done.append(True))
    qtbot.addWidget(w)
    assert w.pages.currentWidget() is w.start_page
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    assert w.status.repository is not None
    assert w.start_page.resume_button.isEnabled()  # one unfinished game is stored
    assert w.start_page.new_button.isEnabled()


def _answer(monkeypatch, button: str, shown: list) -> None:
    """Patch the database message box: record its text and click ``button``."""
    from PySide6.QtWidgets import QPushButton

    def exec_(box):
        shown.append(box.text())
        box.findChild(QPushButton, button).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)


def _start(qtbot, db):
    done = []
    w = show_window(str(db), lambda: done.append(True))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    return w


def test_broken_database_continue_without_saving_is_shown_all_the_time(
        qtbot, tmp_path, monkeypatch):
    """Regression: one warning, then games were played and stored nowhere."""
    bad = tmp_path / "broken.sqlite3"
    data = b"this is not a database" * 100
    bad.write_bytes(data)
    shown = []
    _answer(monkeypatch, "unsaved", shown)
    w = _start(qtbot, bad)
    assert len(shown) == 1 and str(bad) in shown[0]
    assert w.status.repository is None and not w.start_page.resume_button.isEnabled()
    assert bad.read_bytes() == data and sorted(tmp_path.iterdir()) == [bad]
    assert w.status.unsaved_label.isVisibleTo(w)
    assert w.status.unsaved_label.text() == "Not saved: no database"
    assert "Not saved: no database" in w.windowTitle()
    asked = []
    monkeypatch.setattr(plain, "ask", lambda *a, **k: (asked.append(a[2]), False)[1])
    w.commands.new_game()  # asks first; "No" starts nothing
    assert len(asked) == 1 and "not be stored" in asked[0] and w.session.controller is None
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    from mafia_desktop.rules import Game
    w.session.open_game(Game(setup))
    assert "Not saved: no database" in w.windowTitle()  # the game's title keeps it


def test_broken_database_start_a_new_one_beside_it(qtbot, tmp_path, monkeypatch):
    bad = tmp_path / "games.sqlite3"
    data = bytes(range(256)) * 40  # random bytes, not SQLite
    bad.write_bytes(data)
    shown = []
    _answer(monkeypatch, "beside", shown)
    w = _start(qtbot, bad)
    assert len(shown) == 1 and "games.sqlite3" in shown[0]
    assert w.status.repository is not None and not w.status.unsaved
    assert "Not saved" not in w.windowTitle()
    assert bad.read_bytes() == data
    new = tmp_path / "games-2.sqlite3"
    assert new.exists()
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    game_id = w.status.repository.create_game(setup)
    conn = open_database(new)  # the game is in the new file
    assert game_id is not None and len(GameRepository(conn).list_games()) == 1
    conn.close()


def test_unwritable_folder_offers_the_box_again_then_unsaved(qtbot, tmp_path, monkeypatch):
    """A folder where nothing can be created (here: its "folder" is a file, which fails
    even for root, like a read-only folder): the new database beside it fails too, the
    box says so and the host goes on unsaved."""
    folder = tmp_path / "not-a-folder"
    folder.write_text("a file")
    answers = iter(["beside", "unsaved"])
    shown = []
    from PySide6.QtWidgets import QPushButton

    def exec_(box):
        shown.append(box.text())
        box.findChild(QPushButton, next(answers)).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    w = _start(qtbot, folder / "games.sqlite3")
    assert len(shown) == 2 and "games-2.sqlite3" in shown[1]
    assert w.status.repository is None and w.status.unsaved
    assert folder.read_text() == "a file"


def test_start_screen_loads_none_of_the_game_modules(db_path):
    """The start screen is drawn before the engine, the game page, the host input or the
    dialogs are imported (bench_start.py's cold start); ``finish_start`` imports the
    game's modules after it, the Game menu's files and the new-game dialog wait for
    their first use (issue 22, point 5: a game in progress does not need them)."""
    import json
    import subprocess
    import sys

    code = """
import json, sys
from mafia_desktop.ui.app import make_application, finish_start
from mafia_desktop.ui.window.main_window import MainWindow
app = make_application()
w = MainWindow(); w.show(); app.processEvents()
print(json.dumps(sorted(m for m in sys.modules if m.startswith('mafia_desktop'))))
finish_start(w, sys.argv[1])
assert w.status.repository is not None
print(json.dumps(sorted(m for m in sys.modules if m.startswith('mafia_desktop'))))
"""
    out = subprocess.run([sys.executable, "-c", code, str(db_path)], capture_output=True,
                         text=True, check=True).stdout.splitlines()
    at_start, after = json.loads(out[0]), json.loads(out[1])
    # the language switch and the filler (QtCore only) are needed for the start screen
    assert set(at_start) <= {"mafia_desktop", "mafia_desktop.ui", "mafia_desktop.ui.app",
                             "mafia_desktop.ui.plain", "mafia_desktop.ui.repaint",
                             "mafia_desktop.ui.language", "mafia_desktop.ui.window.main_window",
                             "mafia_desktop.ui.players_screen.projector_feed", "mafia_desktop.ui.window.start",
                             "mafia_desktop.ui.window", "mafia_desktop.ui.players_screen",
                             "mafia_desktop.ui.window.menus", "mafia_desktop.ui.window.commands",
                             "mafia_desktop.ui.window.status",
                             # the open game's part: the game's modules come with a game
                             "mafia_desktop.ui.window.session",
                             "mafia_desktop.ui.window.placement",  # the window's size
                             # the menu bar's Phones button (Qt only; the server waits)
                             "mafia_desktop.ui.phones", "mafia_desktop.ui.phones.button",
                             "mafia_desktop.i18n", "mafia_desktop.i18n.fill",
                             "mafia_desktop.i18n.language", "mafia_desktop.i18n.pseudo"}
    for module in ("rules", "ui.window.game_page", "ui.window.host_input",
                   "ui.families.classic.panel", "ui.window.timer_policy"):
        assert f"mafia_desktop.{module}" in after, module
    for module in ("ui.window.game_files", "ui.dialogs.new_game", "ui.dialogs.help",
                   "reports.family", "reports.render"):
        assert f"mafia_desktop.{module}" not in after, module
