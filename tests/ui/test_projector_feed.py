"""The projector as the host window feeds it: the roles at the end only when the host
reveals them, a new game replacing everything of the last one, the timer as it stands
when the window opens, and the keyboard staying with the host window."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n import names
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.players_screen.projector import format_seconds
from mafia_desktop.ui.players_screen.projector_feed import REVEAL_KEY
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
DIGITS = re.compile(r"\d\d:\d\d")


def open_projector(qtbot, window: MainWindow):
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    return window.session.projector


def texts(window: MainWindow) -> list[str]:
    return window.session.projector.scene.texts()


def living_roles(window: MainWindow) -> set[str]:
    """The role names of the living players (secret until the roles are revealed)."""
    state = window.session.controller.state
    return {names.role_name(r.value) for r, alive in zip(state.roles, state.alive) if alive}


def one_before_the_end(window: MainWindow) -> None:
    """The scenario up to its last action (the vote that ends it), then that action
    entered through the host window (so that it can be undone)."""
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game.replay(setup, actions[:-1]))
    QApplication.processEvents()
    assert window.commands.perform(actions[-1]) is None
    assert window.session.controller.state.ended


def test_roles_appear_only_when_the_host_reveals_them_and_an_undo_hides_them(qtbot, window):
    one_before_the_end(window)
    projector = open_projector(qtbot, window)
    secret = living_roles(window)
    assert secret and "Vera" in texts(window)
    assert names.faction_name("town") in texts(window)  # who won is said at once
    assert not secret & set(texts(window))
    reveal = window.feed.reveal_action
    assert reveal in window.menus.view_menu.actions() and reveal.isEnabled()
    button = window.session.page.game_over.reveal_button
    assert button.defaultAction() is reveal
    button.click()  # the game-over page's button
    assert secret <= set(texts(window)) and reveal.isChecked()
    window.menus.undo_action.trigger()  # a wrong last entry: the roles are hidden again
    assert not window.session.controller.state.ended
    assert not secret & set(texts(window)) and not reveal.isChecked()
    assert not reveal.isEnabled()
    reveal.trigger()  # not while the game goes on
    assert not reveal.isChecked() and not secret & set(texts(window))
    window.menus.redo_action.trigger()
    assert window.session.controller.state.ended and not secret & set(texts(window))
    reveal.trigger()  # the View menu's action
    assert secret <= set(texts(window))
    reveal.trigger()  # and hidden again
    assert not secret & set(texts(window))
    assert projector.isVisible()


def test_roles_are_revealed_at_the_end_when_the_setting_says_so(qtbot, window, settings):
    assert settings.value(REVEAL_KEY, False, type=bool) is False
    window.feed.auto_reveal_action.setChecked(True)
    assert settings.value(REVEAL_KEY, type=bool) is True
    one_before_the_end(window)
    open_projector(qtbot, window)
    assert living_roles(window) <= set(texts(window))
    window.menus.undo_action.trigger()
    assert not living_roles(window) & set(texts(window))
    other = MainWindow(settings=settings)  # the choice is kept
    qtbot.addWidget(other)
    assert other.feed.auto_reveal_action.isChecked()


def test_a_revealed_game_is_hidden_again_in_the_next_game(qtbot, window):
    one_before_the_end(window)
    open_projector(qtbot, window)
    window.feed.reveal_roles()
    assert living_roles(window) <= set(texts(window))
    window.session.open_game(log_format.load_game(SCENARIO.read_bytes()))  # ended, not revealed
    assert window.session.controller.state.ended
    assert not living_roles(window) & set(texts(window))


def test_a_new_game_replaces_everything_of_the_last_one(qtbot, window):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game.replay(setup, actions[:4]))
    open_projector(qtbot, window)
    window.commands.perform(actions[4])  # the vote opens: its timer starts
    timer = window.session.page.timer
    assert "The vote" in texts(window) and format_seconds(timer.remaining()) in texts(window)
    old = set(texts(window))
    ten = log_format.load_game(SCENARIO.read_text().replace('"Anna"', '"Ilya"'))
    window.session.open_game(Game(ten.setup))  # another game, at its start
    shown = texts(window)
    assert "The vote" not in shown and "Ilya" in shown and "Anna" not in shown
    timer = window.session.page.timer
    assert [t for t in shown if DIGITS.fullmatch(t)] == [format_seconds(timer.remaining())]
    assert timer.caption in shown
    assert old - set(shown) >= {"The vote", "Voting", "Anna"}
    window.session.open_game(log_format.load_game(SCENARIO.read_bytes()))  # a finished game
    shown = texts(window)
    assert not [t for t in shown if DIGITS.fullmatch(t)]  # no timer at game over
    assert names.faction_name("town") in shown and timer.caption not in shown


def test_the_projector_shows_the_timer_paused_or_idle_when_it_opens(qtbot, window):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game(setup))
    timer = window.session.page.timer
    projector = open_projector(qtbot, window)  # idle: the full time
    assert format_seconds(timer.remaining()) in texts(window) and timer.caption in texts(window)
    window.menus.projector_action.setChecked(False)
    timer.start()
    timer.add_seconds(-25)
    timer.pause()
    window.menus.projector_action.setChecked(True)  # paused
    assert projector.isVisible()
    assert format_seconds(timer.remaining()) in texts(window)


def test_opening_the_projector_leaves_the_keyboard_with_the_host_window(qtbot, window):
    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game(setup))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    projector = open_projector(qtbot, window)
    assert projector.isVisible()
    assert QApplication.activeWindow() is window
    assert QGuiApplication.focusWindow() is window.windowHandle()
    # the host's next key goes where the keyboard is: to the host window
    assert not window.menus.looking_action.isChecked()
    QTest.keyClick(QGuiApplication.focusWindow(), Qt.Key.Key_F9)
    assert window.menus.looking_action.isChecked()
