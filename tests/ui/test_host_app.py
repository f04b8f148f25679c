"""Starting the host window: the database is opened after the first paint; a broken one
is reported and left as it is."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from mafia_desktop.rules import log_format
from mafia_desktop.storage import GameRepository, open_database
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
    assert w.repository is not None
    assert w.start_page.resume_button.isEnabled()  # one unfinished game is stored
    assert w.start_page.new_button.isEnabled()


def test_broken_database_is_reported_and_kept(qtbot, tmp_path, monkeypatch):
    bad = tmp_path / "broken.sqlite3"
    data = b"this is not a database" * 100
    bad.write_bytes(data)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a, **k: warnings.append(text))
    done = []
    w = show_window(str(bad), lambda: done.append(True))
    qtbot.addWidget(w)
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    assert w.repository is None and not w.start_page.resume_button.isEnabled()
    assert len(warnings) == 1 and "broken.sqlite3" in warnings[0]
    assert bad.read_bytes() == data
