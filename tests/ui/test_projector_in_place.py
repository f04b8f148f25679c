"""The projector changes its items in place: the same items after an update, and the
same picture as a scene freshly built for the same view (compared pixel for pixel,
exactly: both are drawn by the same code from the same numbers)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem

from mafia_desktop.i18n.fill import as_written
from mafia_desktop.rules.classic.random_player import random_states
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.players_screen.projector import ProjectorScene, ProjectorView
from tests.conftest import SCENARIOS

PICTURE = (800, 450)  # half the scene's logical size: every item lands off the pixel grid


def picture(scene: ProjectorScene, size: tuple[int, int] = PICTURE) -> QImage:
    """The whole scene drawn into an image of ``size`` (antialiased, as the view draws)."""
    image = QImage(*size, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing
                           | QPainter.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, *size), scene.sceneRect())
    painter.end()
    return image


def fresh(view, timer: tuple[int, str] | None = None, tally: bool = True) -> ProjectorScene:
    """A scene built from nothing for ``view`` (with the same timer and tally setting)."""
    scene = ProjectorScene()
    scene.set_show_tally(tally)
    if timer is not None:
        scene.set_timer(*timer)
    scene.show_view(view)
    return scene


def changed_pixels(a: QImage, b: QImage) -> int:
    """How many pixels differ between two images of the same size."""
    assert a.size() == b.size()
    a, b = (i.convertToFormat(QImage.Format_ARGB32) for i in (a, b))
    return sum(a.pixel(x, y) != b.pixel(x, y)
               for y in range(a.height()) for x in range(a.width()))


def test_a_vote_changes_the_items_in_place(qapp) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    scene = ProjectorScene()
    scene.show_view(public_view(game.state_after(7)))  # voting: 2 votes for Boris
    before = scene.items()
    seat_texts = {i.text(): i for i in before if isinstance(i, QGraphicsSimpleTextItem)
                  and i.isVisible()}
    boris, count = seat_texts["Boris"], seat_texts["2 vote(s)"]
    scene.show_view(public_view(game.state_after(8)))  # Dasha votes for Boris
    after = scene.items()
    assert len(after) == len(before)
    assert {id(i) for i in after} == {id(i) for i in before}  # the very same items
    assert boris.text() == "Boris" and count.text() == "3 vote(s)"  # changed in place
    assert "3 vote(s)" in scene.texts() and "2 vote(s)" not in scene.texts()


def test_the_items_do_not_grow_over_200_updates(qapp) -> None:
    scene = ProjectorScene()
    counts, ids = [], None
    for k, state in enumerate(random_states(5, at_least=200, sizes=(12, 12))):
        scene.show_view(public_view(state))
        scene.set_timer(k % 90 if k % 3 else None, "Speech")
        scene.set_show_tally(k % 7 != 0)
        items = scene.items()
        counts.append(len(items))
        if ids is None:
            ids = {id(i) for i in items}
            kept = items  # keep the wrappers alive, so that an id is never reused
        assert {id(i) for i in items} == ids, k
    assert len(counts) >= 200 and len(set(counts)) == 1, counts
    assert kept


def test_every_text_listed_is_drawn_and_hidden_items_hold_none(qapp) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    scene = ProjectorScene()
    for k in range(len(game) + 1):
        scene.show_view(public_view(game.state_after(k)))
        texts = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
        assert sorted(scene.texts()) == sorted(as_written(i.text()) for i in texts if i.isVisible())
        assert all(i.text() == "" for i in texts if not i.isVisible())
        assert "" not in scene.texts()


@pytest.mark.parametrize("seats", [7, 10, 14, 20])
def test_updated_in_place_the_picture_is_that_of_a_fresh_scene(qapp, seats: int) -> None:
    """Random games at a table of ``seats``, shown one state after another on one scene
    (with the timer ticking and the tally setting toggled): after every update the
    picture is exactly that of a scene built for that view alone."""
    scene = ProjectorScene()
    compared = 0
    for k, state in enumerate(random_states(seats, at_least=60, sizes=(seats, seats))):
        view = public_view(state)
        timer = None if k % 5 == 0 else (100 - k % 100, "Speech")
        tally = k % 11 != 3
        scene.set_show_tally(tally)
        scene.show_view(view)
        if timer is None:
            scene.set_timer(None)
        else:
            scene.set_timer(*timer)
        if k % 2 and k > 1:  # every other state (the pictures cost more than the updates)
            continue
        other = fresh(view, timer, tally)
        mine, theirs = picture(scene), picture(other)
        assert mine == theirs, (k, changed_pixels(mine, theirs))
        assert sorted(scene.texts()) == sorted(other.texts())
        compared += 1
    assert compared >= 30


def test_the_view_repaints_to_the_picture_of_a_fresh_view(qtbot) -> None:
    """What a shown view paints after in-place updates (only the changed parts are
    repainted) is what a fresh view of a fresh scene paints, pixel for pixel."""
    scene = ProjectorScene()
    view = ProjectorView(scene)
    qtbot.addWidget(view)
    view.resize(*PICTURE)
    view.show()
    qtbot.waitExposed(view)
    states = list(random_states(9, at_least=40, sizes=(20, 20)))
    for k, state in enumerate(states):
        scene.show_view(public_view(state))
        QApplication.processEvents()
        if k % 8 and k != len(states) - 1:
            continue
        other_scene = fresh(public_view(state))  # kept: a view does not own its scene
        other = ProjectorView(other_scene)
        qtbot.addWidget(other)
        other.resize(*PICTURE)
        other.show()
        qtbot.waitExposed(other)
        mine, theirs = view.viewport().grab().toImage(), other.viewport().grab().toImage()
        assert mine == theirs, (k, changed_pixels(mine, theirs))
        other.close()
