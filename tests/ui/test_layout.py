"""Layout of the host window (regressions: a long name ran over the role text in its seat
card; opening the vote grew the window from 800x600 to 1257x837; at 800x600 the vote grid
was an empty box and the buttons were cut)."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QPushButton, QScrollArea

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window import placement
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS

LONG = "Bartholomew Fitzgerald-Montgomery the 3rd"  # 41 characters


def game_with_a_long_name() -> tuple[Game, list]:
    setup, actions = log_format.read_log(
        (SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    players = list(setup.players)
    players[1] = dataclasses.replace(players[1], name=LONG)
    return Game(dataclasses.replace(setup, players=tuple(players))), actions


@pytest.fixture()
def small_window(qtbot, tmp_path):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    qtbot.waitExposed(w)
    return w


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def test_long_name_is_elided_in_its_seat_card_with_the_full_name_as_tooltip(small_window):
    game, _ = game_with_a_long_name()
    small_window.session.open_game(game)
    item = small_window.session.page.scene.seats[1]
    shown = item.name.toPlainText()
    assert shown != LONG and shown.endswith("…") and LONG.startswith(shown[:-1])
    assert item.toolTip() == LONG
    one_line = item.name.font()
    from PySide6.QtGui import QFontMetricsF
    line = QFontMetricsF(one_line).height() + 2 * item.name.document().documentMargin()
    assert item.name.boundingRect().height() <= line + 1  # one line: not over the role
    name_box = item.name.mapRectToParent(item.name.boundingRect())
    role_box = item.role.mapRectToParent(item.role.boundingRect())
    # the role on the number's line, the name below it (issue 31): they never cross
    assert role_box.bottom() <= name_box.top() + 1
    assert name_box.right() <= item.rect().right()


def test_opening_the_vote_never_resizes_the_window(small_window):
    game, actions = game_with_a_long_name()
    c = small_window.session.open_game(game)
    settle()
    assert small_window.size().toTuple() == (800, 600)
    for action in actions[:5]:  # two nominations, the doctor, the journalist, open vote
        assert c.perform(action) is None
        settle()
        assert small_window.size().toTuple() == (800, 600), action
    page = small_window.session.page
    scroll = page.findChild(QScrollArea, "rightPanel")
    assert scroll is not None
    # nothing is cut: the panel scrolls to every vote button, each at its full size
    for name in ("vote_1_2", "vote_7_1", "withdraw_7", "close_vote"):
        b = page.findChild(QPushButton, name)
        text = b.fontMetrics().horizontalAdvance(b.text()) + 8  # its text uncut
        assert b.isVisibleTo(page) and b.width() >= min(b.minimumSizeHint().width(), text), name
        scroll.ensureWidgetVisible(b)  # the grid fits the panel's width: never sideways
        settle()
        top_left = b.mapTo(scroll.viewport(), b.rect().topLeft())
        assert scroll.viewport().rect().contains(top_left), name


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_right_panel_fits_without_sideways_scrolling(qtbot, tmp_path, size):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    game, actions = game_with_a_long_name()
    c = w.session.open_game(game)
    for action in actions[:5]:
        c.perform(action)
    settle()
    assert w.size().toTuple() == size
    scroll = w.session.page.right_scroll
    assert scroll.horizontalScrollBar().maximum() == 0
    assert scroll.widget().minimumSizeHint().width() <= scroll.viewport().width()
    right = scroll.viewport().rect().right()
    for b in w.session.page.panel.vote_buttons.values():  # every cell in sight sideways
        assert b.mapTo(scroll.viewport(), b.rect().topRight()).x() <= right, b.objectName()
    assert w.session.page.view.width() >= w.session.page.view.minimumWidth()


def test_a_seats_marks_stay_on_its_card(small_window):
    """The marks shrink, then the last give way to "…"; the tooltip lists them all."""
    from PySide6.QtGui import QColor

    from mafia_desktop.ui.window.seating import CARD_H, MARKS_SEPARATOR

    game, _ = game_with_a_long_name()
    small_window.session.open_game(game)
    settle()
    item = small_window.session.page.scene.seats[0]
    few = MARKS_SEPARATOR.join(["2 votes", "→ 3"])
    many = MARKS_SEPARATOR.join(["5 votes", "execution", "nominated by 3", "→ 2",
                                 "checked: godfather", "protected", "mafia's target",
                                 "maniac's target"])
    for marks in (few, many):
        item.show_card("Anna", "Godfather", QColor("red"), True, marks, "", False)
        bottom = item.marks.mapRectToParent(item.marks.boundingRect()).bottom()
        assert bottom <= CARD_H / 2, marks
    shown = item.marks.toPlainText()
    assert shown.endswith("…") and shown.startswith("5 votes · execution")
    assert item.toolTip() == "Anna<br>" + many
    item.show_card("Anna", "Godfather", QColor("red"), True, few, "", False)
    assert item.marks.toPlainText() == few and item.toolTip() == "Anna"


def test_the_window_starts_no_larger_than_the_screen(qtbot):
    """A newcomer on a 1366x768 laptop (no window manager to shrink it) saw the right panel
    and the status bar off the screen: the first size is bounded by the available area."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.ui.window.main_window import MainWindow
    w = MainWindow()
    qtbot.addWidget(w)
    available = QApplication.primaryScreen().availableSize()
    # with room for a window manager's title bar and borders (placement.FRAME_GUESS)
    assert placement.first_size(w) == QSize(1440, 900).boundedTo(available - QSize(8, 44))
    assert w.width() <= max(available.width(), w.minimumSizeHint().width())
