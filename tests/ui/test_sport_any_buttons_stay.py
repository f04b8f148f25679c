"""The sport panel's buttons of any time (foul, disqualify, team defeat, bonus) stay put
through a whole game in Russian at a laptop's 1366x740 (a newcomer saw them drop 21 px
when the vote began and come back at the last word: at the panel's foot, they moved
whenever a stage's words made the panel taller than the window)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS


@pytest.mark.parametrize("scenario", ["sport_red_wins", "sport_tie_raise_all"])
def test_no_panel_button_moves_between_actions(window, scenario: str) -> None:
    set_language("ru")
    try:
        window.resize(1366, 740)
        setup, actions = log_format.read_log(
            (SCENARIOS / f"{scenario}.mafia.json").read_bytes())
        c = window.session.open_game(Game(setup))

        def places() -> dict[str, tuple[int, int]]:
            for _ in range(5):
                QApplication.processEvents()
            return {b.objectName() or b.text(): b.mapTo(window, b.rect().topLeft()).toTuple()
                    for b in window.session.page.panel.findChildren(QAbstractButton) if b.isVisible()}

        before = places()
        for step, action in enumerate(actions):
            assert c.perform(action) is None
            now = places()
            moved = {k: (before[k], now[k]) for k in now.keys() & before.keys()
                     if before[k] != now[k]}
            assert not moved, (step, action, moved)
            before = now
    finally:
        window.commands.set_language("en")
        remove_translators()
