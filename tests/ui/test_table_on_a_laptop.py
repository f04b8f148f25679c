"""A 20-player game in a 1366x768 window (a laptop): every name on the seating circle is
drawn at least 11 px tall (regression: 6-7 px), and neither the right panel nor the
table moves as the game goes on (regression: the panel widened for the vote grid, so the
seats and the vote buttons moved under the mouse)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    EndNight,
    MafiaKill,
    ManiacKill,
    Nominate,
    OpenVote,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.classic.setup import suggested_composition
from mafia_desktop.ui.window.main_window import MainWindow

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya", "Kira", "Lev",
         "Maria", "Nikolai", "Olga", "Pavel", "Raisa", "Sergei", "Tatiana", "Ulyana",
         "Fyodor", "Khristina"]
LAPTOP = (1366, 768)


def twenty_players() -> Game:
    comp = suggested_composition(20)
    roles = [role for role, count in comp.items() for _ in range(count)]
    return Game(make_setup([(i + 1, name, roles[i]) for i, name in enumerate(NAMES)],
                           ruleset_from("table"), rng_seed=7))


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


@pytest.fixture()
def laptop(qtbot, tmp_path):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.resize(*LAPTOP)
    w.show()
    qtbot.waitExposed(w)
    return w


def name_heights(window: MainWindow) -> list[float]:
    """Each seat's name as drawn on the screen: its font's pixel size times the view's
    scale."""
    scale = window.session.page.view.transform().m11()
    return [QFontInfo(seat.name.font()).pixelSize() * scale for seat in window.session.page.scene.seats]


def geometry(window: MainWindow) -> dict[str, object]:
    """Where the panels and the seats are on the screen."""
    page = window.session.page
    view = page.view
    return {"right panel": page.right_scroll.geometry().getRect(),
            "table": view.geometry().getRect(),
            "scale": round(view.transform().m11(), 6),
            "seats": [view.mapFromScene(s.sceneBoundingRect().center()).toTuple()
                      for s in page.scene.seats]}


def play(window: MainWindow, game: Game):
    """Open ``game`` and play a day (four nominations, a vote of 20 voters), a night and
    the next morning through the window's controller; yields the stage's name after each
    step."""
    c = window.session.open_game(game)
    settle()
    yield "discussion"
    for by, target in ((5, 2), (8, 1), (2, 5), (11, 14)):
        assert c.perform(Nominate(by, target)) is None
        settle()
        yield "discussion"
    assert c.perform(OpenVote()) is None
    settle()
    yield "voting"
    for voter in range(1, 21):
        target = 2 if voter != 2 else 1
        assert c.perform(Vote(voter, target)) is None
        settle()
        yield "voting"
    for action in (CloseVote(), EndDay()):
        assert c.perform(action) is None
        settle()
        yield c.state.stage.value
    town = [s for s in c.state.living() if c.state.roles[s - 1].faction.value == "town"]
    for action in (MafiaKill(town[0]), ManiacKill(town[1]), EndNight()):
        assert c.perform(action) is None
        settle()
        yield "night" if not c.state.phase.is_day else "morning"


def test_twenty_names_are_at_least_11_px_tall_in_a_1366x768_window(laptop):
    seen = set()
    for stage in play(laptop, twenty_players()):
        assert laptop.size().toTuple() == LAPTOP
        heights = name_heights(laptop)
        assert len(heights) == 20
        assert min(heights) >= 11, (stage, min(heights))
        seen.add(stage)
    assert {"discussion", "voting", "night"} <= seen
    # the names are there, whole (these are short names)
    assert [s.name.toPlainText() for s in laptop.session.page.scene.seats] == NAMES


def test_the_panels_and_seats_keep_their_place_through_a_played_game(laptop):
    first = None
    stages = set()
    button_places: dict[str, tuple] = {}
    for stage in play(laptop, twenty_players()):
        now = geometry(laptop)
        if first is None:
            first = now
        assert now == first, stage
        stages.add(stage)
        if stage == "voting":  # a vote cast moves no vote button
            panel = laptop.session.page.panel
            for (voter, cand), b in panel.vote_buttons.items():
                place = b.mapTo(laptop, b.rect().topLeft()).toTuple() + (b.width(),)
                assert button_places.setdefault(f"{voter}/{cand}", place) == place
    assert {"discussion", "voting", "night", "morning"} <= stages
    assert len(button_places) == 20 * 4 + 20  # 20 voters, 4 candidates and withdraw


TEN_LETTERS = ["Konstantin", "Александра", "Maximilian", "Константин", "Evangelina"]


def ten_letter_names() -> Game:
    comp = suggested_composition(20)
    roles = [role for role, count in comp.items() for _ in range(count)]
    names = [f"{TEN_LETTERS[i % 5][:9]}{chr(ord('a') + i)}" if i >= 5 else TEN_LETTERS[i]
             for i in range(20)]
    return Game(make_setup([(i + 1, name, roles[i]) for i, name in enumerate(names)],
                           ruleset_from("table"), rng_seed=7))


def drawn_scale(window: MainWindow) -> float:
    return window.session.page.view.transform().m11()


def test_ten_letters_of_every_name_are_readable_at_20_seats(qtbot, tmp_path):
    """Issue 23.2: at 20 seats on a laptop, names of ten letters (Latin or Cyrillic) are
    shown whole, at least 11 px tall, the role at least 10 px; on a 1920x1080 screen the
    cards grow with the room."""
    scales = {}
    for size in (LAPTOP, (1920, 1080)):
        w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        game = ten_letter_names()
        w.session.open_game(game)
        settle()
        seats = w.session.page.scene.seats
        assert [s.name.toPlainText() for s in seats] == [p.name for p in game.setup.players]
        assert all(len(s.name.toPlainText()) == 10 for s in seats)
        scale = drawn_scale(w)
        assert min(name_heights(w)) >= 11, size
        assert min(QFontInfo(s.role.font()).pixelSize() * scale for s in seats) >= 10, size
        scales[size] = scale
        w.close()
    assert scales[(1920, 1080)] >= 1.3 * scales[LAPTOP]
