"""The host window on a real SQLite database: stored before shown, resume with undo."""

from __future__ import annotations

from host_driver import enter
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.classic import Nominate
from mafia_desktop.storage import StorageError
from mafia_desktop.ui.window.controller import GameController, StorageFailure
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS, unisolated
from tests.ui.host_driver import new_window

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def test_actions_are_stored_undone_and_resumed(qtbot, repo):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    w = new_window(qtbot, repo)
    assert not w.start_page.resume_button.isEnabled() or repo.list_games(finished=False)
    w.session.open_game(Game(setup), game_id, {}, repo)
    QApplication.processEvents()
    for step, action in enumerate(actions[:9]):
        enter(qtbot, w, action, step)
    c = w.session.controller
    assert [a.TYPE for a in repo.actions(game_id)] == [a.TYPE for a in actions[:9]]
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(repo.actions(game_id)) == 7 == len(c.game)
    assert [x.index for x in repo.corrections(game_id)] == [8, 7]
    # a note is kept with the game
    w.commands.select(3)
    w.session.notes.player_note.setPlainText("talks a lot")
    w.session.notes.save()
    assert repo.notes(game_id) == {"player:3": "talks a lot"}
    w.close()
    # a restart: the stack is rebuilt from the stored log, undo works across it
    w2 = new_window(qtbot, repo)
    assert w2.start_page.resume_button.isEnabled()
    c2 = w2.commands.resume_game(game_id)
    assert c2.game.actions == c.game.actions and c2.stack.count() == 7
    assert c2.notes == {"player:3": "talks a lot"}
    assert unisolated(w2.menus.undo_action.text()) == "Undo Vote: Gleb -> Boris"
    w2.menus.undo_action.trigger()
    assert len(repo.actions(game_id)) == 6 == len(c2.game)
    w2.menus.redo_action.trigger()
    assert len(repo.actions(game_id)) == 7 == len(c2.game)


class FailingRepository:
    """A repository whose disk is full."""

    def __init__(self) -> None:
        self.appended = []

    def append(self, game_id, index, action, outcome, **kw):
        raise StorageError("database or disk is full", path="/tmp/x.sqlite3")

    def pop(self, game_id, index, **kw):
        raise StorageError("database is locked", path="/tmp/x.sqlite3")

    def revision(self, game_id):
        raise StorageError("database is locked", path="/tmp/x.sqlite3")

    def set_note(self, game_id, key, text, **kw):
        raise StorageError("database is locked", path="/tmp/x.sqlite3")


def test_storage_failure_refuses_the_action(qtbot):
    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    w = MainWindow()
    qtbot.addWidget(w)
    c = w.session.open_game(Game(setup), 1, {}, FailingRepository())
    problem = w.commands.perform(Nominate(5, 2))
    assert isinstance(problem, StorageFailure)
    assert len(c.game) == 0 and c.stack.count() == 0
    assert "disk is full" in w.statusBar().currentMessage()
    assert c.set_note("player:1", "x") is not None and c.notes == {}


def test_undo_failure_keeps_what_the_database_holds(qtbot, repo):
    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    c = GameController(Game(setup), repo, game_id)
    assert c.perform(Nominate(5, 2)) is None
    broken = FailingRepository()
    c.repository = broken
    refused = []
    c.refused.connect(refused.append)
    c.stack.undo()
    assert len(c.game) == 1 and refused and "locked" in refused[0].message
    qtbot.waitUntil(lambda: c.stack.index() == 1)  # the index comes back to the game
    assert len(c.game) == 1 and c.stack.count() == 1
    c.repository = repo  # the disk is back: the same undo now works
    c.stack.undo()
    assert len(c.game) == 0 == len(repo.actions(game_id))


def test_new_game_is_stored_and_opened(qtbot, repo, monkeypatch):
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    from mafia_desktop.ui.window import game_files

    names = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya"]

    class FilledIn(NewGameDialog):  # the host typed seven names and pressed OK
        def __init__(self, parent=None, *, roster=(), club_results=None):
            assert club_results is not None  # the balance line's club record (issue 16)
            super().__init__(parent, roster=roster, players=names, seed=11,
                             club_results=club_results)

        def exec(self) -> int:
            assert self.problem() == ""
            return 1

    monkeypatch.setattr(game_files, "NewGameDialog", FilledIn)
    w = new_window(qtbot, repo)
    w.start_page.new_button.click()
    c = w.session.controller
    assert c is not None and [p.name for p in c.game.setup.players] == names
    info = repo.list_games(finished=False)[0]
    assert info.id == c.game_id and info.deal == "random"
    assert repo.setup(c.game_id) == c.game.setup
    w.commands.perform(Nominate(1, 2))
    assert len(repo.actions(c.game_id)) == 1


def test_game_menu_exports_prints_cards_and_shows_players(qtbot, repo, tmp_path):
    from PySide6.QtCore import QTimer

    w = new_window(qtbot, repo)
    assert not w.menus.report_html_action.isEnabled() and not w.menus.cards_action.isEnabled()
    game_id = repo.import_log(SCENARIO.read_bytes())
    w.commands.resume_game(game_id)
    assert w.menus.report_html_action.isEnabled() and w.menus.cards_action.isEnabled()
    html = w.commands.export_report("html", str(tmp_path / "r.html"))
    assert "Anna" in html.read_text(encoding="utf-8")
    pdf = w.commands.export_report("pdf", str(tmp_path / "r.pdf"))
    assert pdf.read_bytes().startswith(b"%PDF")
    cards = w.commands.print_role_cards(str(tmp_path / "cards.pdf"))
    assert (tmp_path / "cards.pdf").read_bytes().startswith(b"%PDF") and cards
    shown = []

    def close_players():
        from mafia_desktop.ui.club.players_view import PlayersDialog

        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PlayersDialog):
            # the view reads the club in a worker thread first (issue 35.4): the window's
            # event loop turns meanwhile, so the dialog is not up yet
            QTimer.singleShot(10, close_players)
            return
        try:
            shown.append(dialog.view.model.rowCount())
        finally:
            dialog.reject()

    QTimer.singleShot(0, close_players)
    w.menus.players_action.trigger()
    assert shown == [7]  # the seven players of the imported game
