"""A finished game opened read-only (a game log) offers no writing on its game-over
page (newcomer's report 12): Foul, Disqualify and Bonus points are greyed and say why,
and their keys say that nothing can be entered, as in other read-only windows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS

WHY = {"en": "open read-only", "ru": "только для чтения"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_read_only_finished_game_offers_no_foul_nor_bonus(qtbot, window, lang):
    window.commands.set_language(lang)
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.session.open_game(Game.replay(setup, actions), read_only=True)
    QApplication.processEvents()
    over = window.session.page.game_over
    assert window.session.page.stack.currentWidget() is over
    for b in (over.foul_button, over.disqualify_button, over.bonus_button):
        assert b.isVisible() and not b.isEnabled(), b.objectName()
        assert WHY[lang] in b.toolTip(), b.toolTip()
    n = len(window.session.controller.game)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    for key in (Qt.Key.Key_F, Qt.Key.Key_2, Qt.Key.Key_Return):
        qtbot.keyClick(window, key)
    assert WHY[lang] in window.statusBar().currentMessage()
    assert window.session.host_input.pick is None and len(window.session.controller.game) == n
    window.commands.set_language("en")
    remove_translators()


def test_a_finished_game_not_read_only_still_offers_them(qtbot, window):
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.session.open_game(Game.replay(setup, actions))
    QApplication.processEvents()
    over = window.session.page.game_over
    assert over.foul_button.isEnabled() and over.bonus_button.isEnabled()
    assert "read-only" not in over.foul_button.toolTip()
