"""The host window's players' screen says its description (issue 32 point 2): played
through the window's own input (keys, clicks), after every action and after Ctrl+Z the
projector's scene draws exactly ``ProjectorScene.lines()``, which is the family's
``screen_lines`` of the window's public view, as JSON."""

from __future__ import annotations

import json

from host_driver import enter
from PySide6.QtCore import Qt

from mafia_desktop.rules.public_view import public_view
from tests.families.test_screen_lines import mismatches
from tests.ui.test_host_window import start_scenario


def test_the_window_projector_draws_its_description_through_a_game_and_undo(
        qtbot, window) -> None:
    actions = start_scenario(window)
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    scene = window.session.projector.scene

    def check() -> dict:
        lines = scene.lines()
        assert lines is not None
        assert lines.seats == scene.lines().seats  # a value: asked twice, the same
        view = public_view(window.session.controller.state)
        assert [s.name for s in lines.seats] == [s.name for s in view.seats]
        assert lines.stage and lines.title
        extra, missing = mismatches(scene.texts(), lines)
        assert not extra and not missing, (extra, missing)
        data = lines.to_json()
        assert json.loads(json.dumps(data, ensure_ascii=False)) == data
        return data

    said = []
    for step, action in enumerate(actions[:11]):   # through the vote's close
        enter(qtbot, window, action, step)
        said.append(check())
    assert any(row["votes"] for row in said[9]["rows"])  # the tally while voting
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert check()["seats"] == said[9]["seats"]
