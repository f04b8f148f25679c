"""Issue 23.3: a click on a greyed panel button says why, with its rule (both families,
the shared panel base), and the classic maniac's box says a kill without description
will not count (R-MAN-2) before the host presses E."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from test_every_refusal import seven

from mafia_desktop.i18n import isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import Game, RuleViolation
from mafia_desktop.ui.window.actions import kind_refusal


def in_language(window: Any, lang: str) -> Any:
    window.commands.set_language(lang)
    return window


def said_with_rule(said: str, problem: RuleViolation, game: Game) -> None:
    reason = refusal_text(problem, lambda s: isolate(game.setup.name(s)))
    assert f"{problem.rule} — {texts.rule_title(problem.rule)}" in said, said
    assert reason in said, (reason, said)


def vote_open() -> Game:
    from mafia_desktop.rules.classic import actions as A
    return seven([A.Nominate(4, 5), A.OpenVote(), A.Vote(4, 5)])


def sport_day() -> Game:
    from mafia_desktop.rules.sport.random_player import random_sport_setup
    return Game(random_sport_setup(random.Random(3)))


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("make", [vote_open, sport_day], ids=["classic", "sport"])
def test_a_click_on_a_greyed_button_says_why(qtbot, window, lang, make):
    game = make()
    try:
        in_language(window, lang).session.open_game(game)
        QApplication.processEvents()
        panel = window.session.page.panel
        greyed = [b for b in panel.buttons.values() if b.isVisible() and not b.isEnabled()]
        assert greyed  # the state has some
        told = 0
        for b in greyed:
            problem = kind_refusal(panel.table[b.objectName()], window.session.controller)
            if problem is None:
                continue
            window.statusBar().clearMessage()
            qtbot.mouseClick(b, Qt.MouseButton.LeftButton)
            said = window.statusBar().currentMessage()
            said_with_rule(said, problem, game)
            told += 1
            # its tooltip says the same, asked when shown
            QApplication.sendEvent(b, QHelpEvent(QHelpEvent.Type.ToolTip, QPoint(2, 2),
                                                 b.mapToGlobal(QPoint(2, 2))))
            said_with_rule(QToolTip.text(), problem, game)
            QToolTip.hideText()
        assert told
        assert len(window.session.controller.game) == len(game)  # nothing was taken
    finally:
        window.commands.set_language("en")
        remove_translators()


def test_a_held_action_is_dropped_by_a_greyed_click(qtbot, window):
    from mafia_desktop.rules.classic import actions as A
    game = seven([A.Nominate(4, 5), A.OpenVote(), A.Vote(4, 5), A.Vote(6, 5),
                  A.Vote(7, 5), A.CloseVote()])
    window.session.open_game(game)
    QApplication.processEvents()
    qtbot.keyClick(window, Qt.Key.Key_E)  # the end of the day is held
    assert window.session.host_input.held is not None
    greyed = next(b for b in window.session.page.panel.buttons.values()
                  if b.isVisible() and not b.isEnabled())
    qtbot.mouseClick(greyed, Qt.MouseButton.LeftButton)
    assert window.session.host_input.held is None
    assert len(window.session.controller.game) == len(game)  # not taken


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_maniacs_box_says_a_kill_without_description_will_not_count(qtbot, window,
                                                                        lang):
    from mafia_desktop.rules.classic import actions as A
    day = [A.Nominate(4, 5), A.OpenVote(), A.Vote(4, 5), A.Vote(6, 5), A.Vote(7, 5),
           A.CloseVote(), A.EndDay()]
    game = seven([*day, A.ManiacKill(4)], "maniac", "seed")
    problem = game.why_not(A.EndNight())
    assert isinstance(problem, RuleViolation) and problem.rule == "R-MAN-2"
    try:
        in_language(window, lang).session.open_game(game)
        QApplication.processEvents()
        box = window.session.page.panel.maniac_status
        assert box.isVisible()
        said_with_rule(box.text(), problem, game)
        # with a description the kill counts: the box names the victim only
        window.session.open_game(seven([*day, A.ManiacKill(4, "a knife")], "maniac", "seed"))
        QApplication.processEvents()
        text = window.session.page.panel.maniac_status.text()
        assert "Gleb" in text and "R-MAN-2" not in text
    finally:
        window.commands.set_language("en")
        remove_translators()
