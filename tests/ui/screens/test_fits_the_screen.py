"""The host window and every dialog on a 1366x768 laptop (issue 23.2): the window's
frame and status bar on the screen, its state kept across runs, every dialog's frame on
the screen, and Ctrl+P: the players' screen in front on one screen, full screen on the
second. Run in a process of their own by ``tests/ui/test_screens.py``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window import placement
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.support.window import dispose

LAPTOP = QRect(0, 0, 1366, 768)


@pytest.fixture()
def laptop_settings(tmp_path) -> QSettings:  # type: ignore[no-untyped-def]
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def started(qtbot: Any, settings: QSettings, repository: Any = None) -> MainWindow:
    """The host window shown the way the program shows it (``app.show_window``)."""
    w = MainWindow(repository, settings)  # deleted by the test (dispose)
    placement.show_placed(w, settings)
    qtbot.waitExposed(w)
    w.activateWindow()
    QApplication.processEvents()
    return w


def on_screen(widget: QWidget) -> bool:
    """True when ``widget``'s frame lies inside its screen's available area."""
    return widget.screen().availableGeometry().contains(widget.frameGeometry())


def status_bar_shown(w: MainWindow) -> bool:
    bar = w.statusBar()
    top_left = bar.mapToGlobal(bar.rect().topLeft())
    bottom_right = bar.mapToGlobal(bar.rect().bottomRight())
    area = w.screen().availableGeometry()
    return bar.isVisible() and area.contains(top_left) and area.contains(bottom_right)


def sport_game() -> Game:
    setup, actions = log_format.read_log((SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    return Game.replay(setup, actions[:6])


@pytest.mark.screens("laptop", "projector")
def test_the_window_opens_whole_on_a_laptop_with_its_status_bar(qtbot, laptop_settings):
    assert QGuiApplication.primaryScreen().availableGeometry() == LAPTOP
    w = started(qtbot, laptop_settings)
    assert w.isMaximized()  # 1440x900 and a title bar do not fit: the whole screen
    w.session.open_game(sport_game())
    QApplication.processEvents()
    assert on_screen(w) and status_bar_shown(w)
    w.statusBar().showMessage("Not possible now")
    assert status_bar_shown(w)
    dispose(w)


@pytest.mark.screens("laptop")
def test_the_window_is_shown_as_it_was_left(qtbot, laptop_settings):
    w = started(qtbot, laptop_settings)
    assert w.isMaximized()
    w.close()  # maximised: so it opens again
    again = started(qtbot, laptop_settings)
    assert again.isMaximized() and on_screen(again)
    again.showNormal()
    again.setGeometry(100, 60, 900, 600)
    QApplication.processEvents()
    again.close()
    third = started(qtbot, laptop_settings)
    assert not third.isMaximized()
    assert third.geometry() == QRect(100, 60, 900, 600)
    for window in (w, again, third):
        dispose(window)


@pytest.mark.screens("laptop")
def test_a_geometry_kept_on_a_larger_screen_is_fitted_to_the_laptop(qtbot, laptop_settings):
    big = MainWindow(settings=laptop_settings)
    big.setGeometry(200, 150, 1800, 1000)  # as left on a 1920x1080 screen
    placement.save_placement(big, laptop_settings)
    dispose(big)
    w = started(qtbot, laptop_settings)
    assert on_screen(w) and status_bar_shown(w)
    dispose(w)


def dialog_frames(qtbot: Any, open_it: Callable[[], Any]) -> Iterator[tuple[str, QRect]]:
    """Open a modal dialog (``open_it`` runs its ``exec``) and yield its name and frame
    once it is shown; it is closed after."""
    seen: list[tuple[str, QRect, bool]] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, look)
            return
        QApplication.processEvents()
        seen.append((type(dialog).__name__, dialog.frameGeometry(), on_screen(dialog)))
        dialog.close()
    QTimer.singleShot(0, look)
    open_it()
    for name, frame, fits in seen:
        yield name, frame
        assert fits, (name, frame)


@pytest.mark.screens("laptop")
def test_every_dialog_fits_the_laptop(qtbot, laptop_settings, repo, monkeypatch):
    from mafia_desktop.ui.dialogs.help import HelpDialog
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    from mafia_desktop.ui.dialogs.read_only import confirm_correction
    from mafia_desktop.ui.families import kinds_for
    from tests.evening.helpers import three_game_evening

    three_game_evening(repo)
    w = started(qtbot, laptop_settings, repo)
    names = [f"Player {i}" for i in range(1, 21)]

    def new_game(family: str) -> Callable[[], Any]:
        def run() -> Any:
            d = NewGameDialog(w, roster=names, players=names if family == "classic" else
                              names[:10])
            d.set_family(family)
            d.tabs.setCurrentIndex(d.tabs.count() - 1)  # the options and the deal
            return d.exec()
        return run

    too_tall = QDialog(w)  # any dialog: one made taller than the screen is shrunk
    too_tall.resize(700, 1000)
    c = w.session.open_game(sport_game())
    opened = {
        "new game (classic, 20 players)": new_game("classic"),
        "new game (sport)": new_game("sport"),
        "saved games": w.commands.resume,
        "players": w.commands.show_players,
        "help": lambda: HelpDialog(w, kinds_for(c.state)).exec(),
        "sound": w.commands.show_sound_settings,
        "read-only: open for correction": lambda: confirm_correction(w, "today", "Anna"),
        "print cards": lambda: w.commands.print_role_cards(),
        "too tall": too_tall.exec,
    }
    shown = {}
    for what, open_it in opened.items():
        shown[what] = list(dialog_frames(qtbot, open_it))
    assert all(shown.values()), shown  # every one was seen
    assert shown["too tall"][0][1].height() <= LAPTOP.height()
    tournament = w.commands.show_tournament()
    qtbot.waitExposed(tournament)
    tournament.activateWindow()
    qtbot.waitUntil(lambda: tournament.isActiveWindow())
    assert on_screen(tournament)
    tournament.close()
    dispose(w)


def ctrl_p_in_a_game(qtbot, settings):
    """The host window with a sport game open, Ctrl+P pressed: (window, players' screen)."""
    w = started(qtbot, settings)
    w.session.open_game(sport_game())
    QApplication.processEvents()
    QTest.keyClick(w, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitExposed(w.session.projector)
    return w, w.session.projector


@pytest.mark.screens("laptop")
def test_ctrl_p_on_one_screen_puts_the_players_screen_in_front(qtbot, laptop_settings,
                                                               monkeypatch):
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow
    raised: list[bool] = []
    monkeypatch.setattr(ProjectorWindow, "raise_",
                        lambda self: raised.append(QApplication.activeWindow() is not self))
    w, projector = ctrl_p_in_a_game(qtbot, laptop_settings)
    assert projector.isVisible() and not projector.isFullScreen()
    assert raised == [True]  # raised once the host window has the keyboard again
    assert on_screen(projector)
    assert QApplication.activeWindow() is w  # the host's keys go on to the game
    projector.close()
    dispose(w)


@pytest.mark.screens("projector")
def test_ctrl_p_with_a_second_screen_fills_it(qtbot, laptop_settings):
    w, projector = ctrl_p_in_a_game(qtbot, laptop_settings)
    second = QGuiApplication.screens()[1]
    assert projector.isFullScreen() and projector.screen() is second
    assert projector.geometry() == second.geometry()
    assert w.screen() is QGuiApplication.primaryScreen()
    assert QApplication.activeWindow() is w
    projector.close()
    dispose(w)
