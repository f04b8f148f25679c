"""A long refusal in the status bar is readable whole (newcomer's report 9: the
S-BEST-1 refusal was cut off at 1366 wide): it wraps onto a second line, and the bar's
tooltip holds it all (``ui/window/status_bar.py``)."""

from __future__ import annotations

import pytest
from host_driver import enter_sport
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_long_refusal_is_readable_whole_at_1366(qtbot, window, lang):
    window.commands.set_language(lang)
    window.resize(1366, 740)
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.session.open_game(Game(setup))
    QApplication.processEvents()
    for step, action in enumerate(actions[:14]):  # Boris voted out: his last word
        enter_sport(qtbot, window, action, step)
    qtbot.keyClick(window, Qt.Key.Key_B)  # no best move after a vote: S-BEST-1
    QApplication.processEvents()
    bar = window.statusBar()
    text = bar.currentMessage()
    assert "S-BEST-1" in text
    metrics = bar.fontMetrics()
    room = bar.message_rect()
    assert metrics.horizontalAdvance(text) > room.width()  # one line would cut it
    drawn = metrics.boundingRect(QRect(0, 0, room.width(), 100000),
                                 int(Qt.TextFlag.TextWordWrap), text)
    assert drawn.height() <= room.height()  # every wrapped line is inside the bar
    assert bar.toolTip() == text
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    bar.clearMessage()
    assert bar.height() < 2 * metrics.lineSpacing() or bar.minimumHeight() == 0
    window.commands.set_language("en")
    remove_translators()
