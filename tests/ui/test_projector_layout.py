"""The projector's layout: no text is drawn over another, every text stays on the screen,
every candidate is listed, at 7, 10, 14 and 20 seats, in English and Russian, in a
1280x720 and a 1920x1080 window.

Measured on the rendered scene: every visible text item's ``sceneBoundingRect()`` (the
fonts' real metrics, the item's scale applied), no pixel guessing. The players get long
names (the longest a seat's room holds, and longer), the timer a long caption, and the
states are those of the shared classic scenarios and of random games.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import set_language
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.rules.classic import GameState, OpenVote, ruleset_from
from mafia_desktop.rules.classic.random_player import random_setup, random_states
from mafia_desktop.rules.classic.view import PublicView
from mafia_desktop.rules.log_format import read_log
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.players_screen.projector import ProjectorScene, ProjectorView
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    PANEL_W,
    PANEL_X,
    WIDTH,
    seat_places,
    table_geometry,
)
from mafia_desktop.ui.players_screen.projector_layout import Z_PANEL, Z_SEATS
from tests.conftest import CLASSIC_SCENARIOS
from tests.support.screen import crossings, drawn

NAMES = {
    "en": ["Alexander", "Charlotte", "Christopher", "Elizabeth", "Maximilian", "Anna", "Bob",
           "Jacqueline", "Konstantin", "Gwendolyn", "Sebastian", "Zoe", "Bartholomew",
           "Penelope", "Nathaniel", "Ivy", "Fitzgerald", "Clementine", "Leopold", "Rosalind"],
    "ru": ["Александр", "Екатерина", "Константин", "Анастасия", "Владислав", "Святослав",
           "Аня", "Лев", "Маргарита", "Станислав", "Ярослава", "Всеволод", "Евгения",
           "Елизавета", "Вячеслав", "Зоя", "Серафима", "Ростислав", "Валентина", "Мирослава"],
}
#: A name of the longest length a setup allows (40 characters), given to one seat.
LONGEST = {"en": "Maximilian Alexander Konstantinopolskiy J",
           "ru": "Александра Константиновна Преображенская"}
CAPTION = {"en": "Seat 20 — Maximilian Alexander Konstantinopolskiy",
           "ru": "Место 20 — Александра Константиновна Преображенская"}
VIEW_SIZES = ((1280, 720), (1920, 1080))


@pytest.fixture()
def lang(request, qapp) -> Iterator[str]:
    """Speak the parameter's language during the test, English after it."""
    set_language(request.param, qapp)
    yield request.param
    set_language("en", qapp)


def renamed(view: PublicView, lang: str, longest_at: int | None = None) -> PublicView:
    """``view`` with long names in ``lang`` (the seat ``longest_at``: 40 characters)."""
    names = NAMES[lang]
    seats = tuple(dataclasses.replace(
        s, name=LONGEST[lang] if s.seat == longest_at else names[(s.seat - 1) % len(names)])
        for s in view.seats)
    return dataclasses.replace(view, seats=seats)


def misplaced(texts: list[tuple[str, QRectF, float]]) -> list[str]:
    """Texts off the scene, seats' texts in the panel, panel texts outside it."""
    scene = QRectF(0, 0, WIDTH, HEIGHT).adjusted(-0.5, -0.5, 0.5, 0.5)
    panel = QRectF(PANEL_X, 24, PANEL_W, HEIGHT - 48).adjusted(-0.5, -0.5, 0.5, 0.5)
    wrong = []
    for text, rect, z in texts:
        if not scene.contains(rect) or (z == Z_SEATS and rect.right() > PANEL_X) or (
                z == Z_PANEL and not panel.contains(rect)):
            wrong.append(text)
    return wrong


def check(scene: ProjectorScene, views: list[ProjectorView], what: object) -> None:
    """Assert that no text crosses another and every text is on each view's screen."""
    texts = drawn(scene)
    assert texts
    assert not crossings(texts), (what, crossings(texts))
    assert not misplaced(texts), (what, misplaced(texts))
    for view in views:
        screen = view.viewport().rect().adjusted(-1, -1, 1, 1)
        for text, rect, _ in texts:
            assert screen.contains(view.mapFromScene(rect).boundingRect()), (what, text)


def make_views(scene: ProjectorScene, qtbot) -> list[ProjectorView]:
    """The scene shown in a 1280x720 and a 1920x1080 window."""
    views = []
    for size in VIEW_SIZES:
        view = ProjectorView(scene)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        views.append(view)
    QApplication.processEvents()
    return views


def scenario_states(path: Path) -> Iterator[GameState]:
    """Every state of a shared scenario, up to the action it shows refused (if any)."""
    setup, actions = read_log(path.read_bytes())
    game = Game(setup)
    yield game.state
    for action in actions:
        try:
            game.push(action)
        except RuleViolation:
            return
        yield game.state


def views_of(state: GameState) -> Iterator[PublicView]:
    """The public view of ``state``, and at the end the roles revealed too."""
    yield public_view(state)
    if state.ended:
        yield public_view(state, reveal_roles=True)


@pytest.mark.parametrize("lang", ["en", "ru"], indirect=True)
@pytest.mark.parametrize("seats", [7, 10, 14, 20])
def test_no_text_crosses_another_in_random_games(qtbot, lang: str, seats: int) -> None:
    scene = ProjectorScene()
    views = make_views(scene, qtbot)
    walked = 0
    for k, state in enumerate(random_states(seats * 31, at_least=150, sizes=(seats, seats))):
        for view in views_of(state):
            scene.set_show_tally(k % 9 != 4)
            scene.set_timer(None if k % 7 == 0 else 600 - k, CAPTION[lang])
            scene.show_view(renamed(view, lang, longest_at=k % seats + 1 if k % 3 else None))
            check(scene, views, (seats, lang, k))
            walked += 1
    assert walked >= 150


@pytest.mark.parametrize("lang", ["en", "ru"], indirect=True)
def test_no_text_crosses_another_in_the_shared_scenarios(qtbot, lang: str) -> None:
    scene = ProjectorScene()
    views = make_views(scene, qtbot)
    assert CLASSIC_SCENARIOS
    for path in CLASSIC_SCENARIOS:
        for k, state in enumerate(scenario_states(path)):
            for view in views_of(state):
                scene.set_timer(75, CAPTION[lang])
                scene.show_view(renamed(view, lang, longest_at=k % 4 + 1))
                check(scene, views, (path.name, lang, k))


@pytest.mark.parametrize("lang", ["en", "ru"], indirect=True)
@pytest.mark.parametrize("seats", [14, 20])
def test_every_candidate_is_listed(qtbot, lang: str, seats: int) -> None:
    """A vote with every player a candidate (nobody was nominated), and the votes of
    random games: each candidate has a row "N. name" in the panel, with the tally."""
    import random
    setup = random_setup(random.Random(seats), seats, ruleset_from("table"))
    game = Game(setup)
    game.push(OpenVote())
    states = [game.state] + [s for s in random_states(seats, 300, sizes=(seats, seats))
                             if s.candidates and not s.ended]
    scene = ProjectorScene()
    views = make_views(scene, qtbot)
    assert len(game.state.candidates) == seats
    for state in states:
        view = renamed(public_view(state), lang)
        scene.show_view(view)
        check(scene, views, (seats, lang))
        texts = scene.texts()
        for seat in view.candidates:
            assert any(t.startswith(f"{seat}. ") for t in texts), (seat, texts)


@pytest.mark.parametrize("seats", range(4, 25))
def test_each_seat_has_room_for_a_name(qapp, seats: int) -> None:
    """At every table size each seat's texts get a box no other seat's box or disc
    crosses, wide enough for a name, inside the table's part of the scene."""
    geometry = table_geometry(seats)
    places = seat_places(geometry, seats)
    boxes = [QRectF(p.box[0], p.box[1], p.box[2] - p.box[0], p.box[3] - p.box[1])
             for p in places]
    discs = [QRectF(p.x - p.r, p.y - p.r, 2 * p.r, 2 * p.r) for p in places]
    for i, box in enumerate(boxes):
        assert places[i].width >= 130, (i, places[i])
        assert box.left() >= 0 and box.right() <= PANEL_X and box.bottom() <= HEIGHT
        for j, other in enumerate(boxes):
            assert j == i or not box.intersects(other), (i, j)
        for j, disc in enumerate(discs):
            assert j == i or not box.intersects(disc), (i, j)
