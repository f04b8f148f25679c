"""Safe corrections (issue 12, item 4): a jump back in the history asks first, undo says
what it undid, the host's corrections stay visible, a finished game can be opened for
correction, and a game log is stored only when the host says so, and only once."""

from __future__ import annotations

import re

from host_driver import answer_questions
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage import GameRepository
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def play(window: MainWindow, repo: GameRepository, n: int) -> int:
    """A stored game of the scenario with its first ``n`` actions done in the window."""
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    QApplication.processEvents()
    for action in actions[:n]:
        assert window.commands.perform(action) is None
    return game_id


def click_history_row(qtbot, window: MainWindow, row: int) -> None:
    view = window.menus.history
    index = view.model().index(row, 0)  # row 0 is the start of the game
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(index).center())


def corrections_shown(window: MainWindow) -> list[str]:
    box = window.menus.history_panel
    if not box.corrections_box.isVisibleTo(window.menus.history_dock):
        return []
    return [box.corrections.item(i).text() for i in range(box.corrections.count())]


# -- the history: a jump back asks, undo names what it took back ---------------------------

def test_a_history_click_two_steps_back_asks_first(qtbot, window, repo, monkeypatch):
    game_id = play(window, repo, 6)
    c = window.session.controller
    before = (list(c.game.actions), c.stack.index())
    last_two = [c.stack.text(5), c.stack.text(4)]  # the last first
    asked = answer_questions(monkeypatch, yes=False)
    click_history_row(qtbot, window, 4)
    assert len(asked) == 1
    assert "undoes 2 action" in asked[0] and all(t in asked[0] for t in last_two)
    assert asked[0].index(last_two[0]) < asked[0].index(last_two[1])
    assert (list(c.game.actions), c.stack.index()) == before  # "No": nothing changed
    assert len(repo.actions(game_id)) == 6 and repo.corrections(game_id) == []
    assert window.menus.history.currentIndex().row() == 6

    asked = answer_questions(monkeypatch, yes=True)
    click_history_row(qtbot, window, 4)
    assert len(asked) == 1 and len(c.game) == 4 == len(repo.actions(game_id))
    assert [x.index for x in repo.corrections(game_id)] == [5, 4]
    assert window.statusBar().currentMessage() == f"Undone: {last_two[0]}; {last_two[1]}"


def test_one_step_back_or_forward_does_not_ask(qtbot, window, repo, monkeypatch):
    play(window, repo, 6)
    c = window.session.controller
    asked = answer_questions(monkeypatch, yes=False)
    click_history_row(qtbot, window, 5)
    assert len(c.game) == 5 and asked == []
    click_history_row(qtbot, window, 6)                     # forward again: a redo
    assert len(c.game) == 6 and asked == []
    assert window.statusBar().currentMessage() == f"Redone: {c.stack.text(5)}"


def test_keys_in_the_history_ask_too(qtbot, window, repo, monkeypatch):
    play(window, repo, 5)
    c = window.session.controller
    window.menus.history.setFocus()
    asked = answer_questions(monkeypatch, yes=False)
    qtbot.keyClick(window.menus.history, Qt.Key.Key_Home)         # back to the start: asks
    assert len(asked) == 1 and "undoes 5 action" in asked[0] and len(c.game) == 5
    qtbot.keyClick(window.menus.history, Qt.Key.Key_Up)           # one back: at once
    assert len(c.game) == 4 and len(asked) == 1
    qtbot.keyClick(window.menus.history, Qt.Key.Key_A)            # typing does not jump
    assert len(c.game) == 4


def test_ctrl_z_says_what_was_undone(qtbot, window, repo):
    play(window, repo, 3)
    c = window.session.controller
    text = c.stack.text(2)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game) == 2
    assert window.statusBar().currentMessage() == f"Undone: {text}"
    qtbot.wait(10)  # a later undo is a step of its own
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == f"Undone: {c.stack.text(1)}"
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage() == f"Redone: {c.stack.text(1)}"


# -- the corrections under the history -----------------------------------------------------

def test_a_correction_is_listed_marked_until_it_is_redone(qtbot, window, repo):
    game_id = play(window, repo, 4)
    assert corrections_shown(window) == []
    undone = window.session.controller.stack.text(3)
    window.menus.undo_action.trigger()
    shown = corrections_shown(window)
    assert len(shown) == 1 and re.fullmatch(rf"\d\d:\d\d:\d\d · 4\. {re.escape(undone)}", shown[0])
    item = window.menus.history_panel.corrections.item(0)
    assert item.font().strikeOut()
    assert item.foreground().color().name() == "#808080"
    assert len(repo.corrections(game_id)) == 1
    window.menus.redo_action.trigger()
    assert corrections_shown(window) == [] and repo.corrections(game_id) == []
    # undone and then done anew (another time) is a new action: the corrections stay,
    # also after a restart
    window.menus.undo_action.trigger()
    window.menus.undo_action.trigger()
    again = log_format.read_log(SCENARIO.read_bytes())[1][2]
    assert window.commands.perform(again) is None
    assert [x.index for x in repo.corrections(game_id)] == [3, 2]
    assert [t.split(" · ")[1] for t in corrections_shown(window)] == [
        f"4. {undone}", f"3. {window.session.controller.stack.text(2)}"]
    window.close()
    w2 = MainWindow(repo)
    qtbot.addWidget(w2)
    w2.commands.resume_game(game_id)
    assert corrections_shown(w2) == corrections_shown(window)


# -- a finished game opened for correction -------------------------------------------------

def test_a_finished_game_reopened_for_correction_accepts_undo(qtbot, window, repo,
                                                              monkeypatch):
    from mafia_desktop.ui.club.games_view import GamesDialog

    game_id = repo.import_log(SCENARIO.read_bytes())
    assert repo.info(game_id).finished
    # read-only first: no undo, and the strip above the game offers the way out
    c = window.commands.resume_game(game_id, read_only=True)
    assert window.session.read_only and not window.menus.undo_action.isEnabled()
    assert window.session.read_only_bar.isVisible() and window.menus.correct_action.isVisible()
    assert not window.menus.store_action.isVisible()
    asked = answer_questions(monkeypatch, yes=False)
    assert window.commands.open_for_correction() is None and len(asked) == 1
    assert window.session.controller is c and window.session.read_only

    # Saved games: the finished game's "Open for correction…" asks, then opens it
    opened = []
    dialog = GamesDialog(repo, window)
    qtbot.addWidget(dialog)
    dialog.correctRequested.connect(opened.append)
    dialog.finished_view.selectRow(0)
    assert dialog.correct_button.isEnabled() and dialog.correct_button.isVisibleTo(dialog)
    dialog.correct_button.click()
    assert opened == [] and len(asked) == 2  # "No"
    asked = answer_questions(monkeypatch, yes=True)
    dialog.correct_button.click()
    assert opened == [game_id] and len(asked) == 1 and "correction" in asked[0]

    c = window.commands.open_for_correction()  # the strip's button, confirmed
    assert c is not None and not window.session.read_only and not window.session.read_only_bar.isVisible()
    assert window.menus.undo_action.isEnabled()
    n = len(c.game)
    window.menus.undo_action.trigger()  # the last action: the game is unfinished again
    assert len(c.game) == n - 1 == len(repo.actions(game_id))
    assert [x.index for x in repo.corrections(game_id)] == [n - 1]
    assert not repo.info(game_id).finished
    assert [g.id for g in repo.list_games(finished=False)] == [game_id]
    assert corrections_shown(window) and window.session.page.stack.currentWidget() is window.session.page.panel


def test_saved_games_opens_a_finished_game_for_correction(qtbot, window, repo, monkeypatch):
    from PySide6.QtCore import QTimer

    game_id = repo.import_log(SCENARIO.read_bytes())
    answer_questions(monkeypatch, yes=True)

    def choose():
        dialog = QApplication.activeModalWidget()
        dialog.finished_view.selectRow(0)
        dialog.correct_button.click()

    QTimer.singleShot(0, choose)
    window.commands.resume()
    c = window.session.controller
    assert c is not None and c.game_id == game_id and not window.session.read_only
    assert c.repository is repo and window.menus.undo_action.isEnabled()


# -- a game log: read-only until stored, stored once ---------------------------------------

def test_an_opened_log_is_stored_only_when_confirmed(qtbot, window, repo, monkeypatch):
    c = window.commands.open_log(str(SCENARIO))
    assert c is not None and window.session.read_only and c.repository is None
    assert repo.list_games() == []  # nothing stored yet
    assert window.session.read_only_bar.isVisible() and window.menus.store_action.isVisible()
    assert "town_wins_day2.mafia.json" in window.session.read_only_bar.label.text()
    assert not window.menus.undo_action.isEnabled() and not window.menus.history.isEnabled()
    asked = answer_questions(monkeypatch, yes=False)
    assert window.commands.store_game() is None and len(asked) == 1
    assert repo.list_games() == [] and window.session.controller is c

    asked = answer_questions(monkeypatch, yes=True)
    stored = window.commands.store_game()
    assert stored is not None and len(asked) == 1
    assert [g.id for g in repo.list_games()] == [stored.game_id]
    assert stored.repository is repo and not window.session.read_only
    assert not window.session.read_only_bar.isVisible() and not window.menus.store_action.isVisible()
    assert window.statusBar().currentMessage() == f"Stored as game #{stored.game_id}."
    window.menus.undo_action.trigger()  # going on with it is stored
    assert len(repo.actions(stored.game_id)) == len(stored.game)


def test_the_same_log_opened_twice_is_stored_once(qtbot, window, repo, monkeypatch):
    answer_questions(monkeypatch, yes=True)
    window.commands.open_log(str(SCENARIO))
    first = window.commands.store_game().game_id
    window.commands.open_log(str(SCENARIO))
    again = window.commands.store_game()
    assert again.game_id == first and len(repo.list_games()) == 1
    assert "stored already" in window.statusBar().currentMessage()
    # the Players view counts each player's game once
    stats = repo.player_stats()
    assert len(stats) == 7 and {s.games for s in stats} == {1}
    assert sum(s.wins for s in stats) == sum(
        1 for p in log_format.read_log(SCENARIO.read_bytes())[0].players
        if p.role.faction.value == "town")
