"""Issue 31.8: a click on a dimmed cell of the classic vote grid is not silent: the
status bar gives the engine's refusal with its rule's ID, the same words a click on that
voter's seat gives, in English and in Russian; nothing changes in the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def click(qtbot, button) -> None:  # type: ignore[no-untyped-def]
    """A real click at the button's centre, through its parent when it is disabled (as
    Qt delivers a disabled widget's mouse events)."""
    grid = button.parentWidget()
    pos = button.geometry().center()
    target, at = (button, button.rect().center()) if button.isEnabled() else (grid, pos)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=at)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_dimmed_cell_says_why(qtbot, window, lang) -> None:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game.replay(setup, actions[:5]))  # the vote is open
    if lang != "en":
        window.commands.set_language(lang)
    try:
        QApplication.processEvents()
        grid = window.session.page.panel.vote_grid
        c = window.session.controller
        click(qtbot, grid.buttons[(3, 2)])  # Vera votes for Boris
        click(qtbot, grid.buttons[(3, 1)])  # and changes to Anna: her one change used
        assert c.state.ballots[2] is not None and c.state.ballots[2].target == 1
        dimmed = grid.buttons[(3, 2)]
        assert not dimmed.isEnabled()
        window.statusBar().clearMessage()
        before = len(c.game)
        click(qtbot, dimmed)
        said = window.statusBar().currentMessage()
        assert "R-VOTE-3" in said, said
        assert len(c.game) == before and c.state.ballots[2].target == 1
        assert not dimmed.isChecked()
        window.statusBar().clearMessage()
        window.session.host_input.seat_activated(3)  # the voter's seat: the same refusal
        window.session.host_input.seat_activated(2)
        seat_said = window.statusBar().currentMessage()
        assert "R-VOTE-3" in seat_said
        rule_words = said.split("R-VOTE-3")[1]
        assert rule_words.strip()[:20] in seat_said, (said, seat_said)
        if lang == "ru":
            assert "голос" in said.lower(), said
    finally:
        remove_translators()
