"""The sport players' screen's layout: no text is drawn over another, every text stays on
the screen and in its part of it, at 6, 10 and 14 seats, in English and Russian, in a
1366x768 and a 1920x1080 window; updated in place, it is the picture of a fresh scene.

Measured as ``test_projector_layout.py`` does: every visible text item's
``sceneBoundingRect()`` (the fonts' real metrics, the item's scale applied). The players
get long names (the longest a setup allows, at one seat), the timer a long caption."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import set_language
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.ui.players_screen.projector import ProjectorScene, ProjectorView
from tests.ui.test_projector_in_place import changed_pixels, picture
from tests.ui.test_projector_layout import CAPTION, check, renamed
from tests.ui.test_projector_sport import sport_states

SIZES = ((1366, 768), (1920, 1080))


@pytest.fixture()
def lang(request, qapp) -> Iterator[str]:
    """Speak the parameter's language during the test, English after it."""
    set_language(request.param, qapp)
    yield request.param
    set_language("en", qapp)


def views_at(scene: ProjectorScene, qtbot) -> list[ProjectorView]:
    """The scene shown in a 1366x768 and a 1920x1080 window."""
    views = []
    for size in SIZES:
        view = ProjectorView(scene)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        views.append(view)
    QApplication.processEvents()
    return views


@pytest.mark.parametrize("lang", ["en", "ru"], indirect=True)
@pytest.mark.parametrize("seats", [6, 10, 14])
def test_no_text_crosses_another_on_the_sport_screen(qtbot, lang: str, seats: int) -> None:
    scene = ProjectorScene()
    views = views_at(scene, qtbot)
    walked = 0
    for k, state in enumerate(sport_states(seats * 7, at_least=220, size=seats)):
        reveals = (False, True) if state.ended else (False,)
        for reveal in reveals:
            scene.set_timer(None if k % 4 == 0 else 75 - k % 70, CAPTION[lang],
                            "" if k % 9 else "Time is up")
            view = renamed(public_view(state, reveal_roles=reveal), lang,
                           longest_at=k % seats + 1 if k % 3 else None)
            scene.show_view(view)
            check(scene, views, (seats, lang, k, reveal))
            walked += 1
    assert walked >= 220


@pytest.mark.parametrize("seats", [6, 10, 14])
def test_updated_in_place_the_sport_picture_is_that_of_a_fresh_scene(qapp, seats: int) -> None:
    scene = ProjectorScene()
    compared = 0
    for k, state in enumerate(sport_states(seats, at_least=70, size=seats)):
        view = public_view(state, reveal_roles=k % 2 == 0)
        timer = None if k % 5 == 0 else (60 - k % 60, "Speech", "")
        scene.show_view(view)
        scene.set_timer(*(timer or (None,)))
        if k % 2 and k > 1:
            continue
        other = ProjectorScene()
        if timer is not None:
            other.set_timer(*timer)
        other.show_view(view)
        mine, theirs = picture(scene), picture(other)
        assert mine == theirs, (k, changed_pixels(mine, theirs))
        assert sorted(scene.texts()) == sorted(other.texts())
        compared += 1
    assert compared >= 35


def test_a_classic_view_after_a_sport_one_is_built_anew(qapp) -> None:
    from mafia_desktop.rules.classic.random_player import random_states
    scene = ProjectorScene()
    sport = public_view(next(iter(sport_states(1, at_least=1))))
    classic = public_view(next(iter(random_states(1, at_least=1, sizes=(10, 10)))))
    scene.show_view(sport)
    sport_texts = sorted(scene.texts())
    scene.show_view(classic)
    classic_texts = sorted(scene.texts())
    scene.show_view(sport)
    assert sorted(scene.texts()) == sport_texts
    other = ProjectorScene()
    other.show_view(classic)
    assert sorted(other.texts()) == classic_texts
