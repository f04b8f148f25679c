"""A sport ballot's marked hands while an announcement is held (newcomer's report 2):
a fourth foul given in the vote is held as a removal by fouls (not a "Vote result"),
the seats keep showing the hands marked and the prompt counts them; Esc brings the
ballot back with its hands."""

from __future__ import annotations

from host_driver import click_seat, enter_sport, press, type_seat
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.sport import CastBallot
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS

HANDS = (1, 3, 6)


def _at_the_vote(qtbot, window: MainWindow) -> None:
    """sport_red_wins up to its vote (Boris's ballot next), hands 1, 3, 6 marked."""
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    window.session.open_game(Game(setup))
    QApplication.processEvents()
    for step, action in enumerate(actions[:13]):
        enter_sport(qtbot, window, action, step)
    for seat in HANDS:
        click_seat(qtbot, window, seat)


def _shown_hands(window: MainWindow) -> list[int]:
    """The seats the host's table draws as picked (the seat card's mode)."""
    return [item.seat for item in window.session.page.scene.seats if item._key[5] == "picked"]


def test_a_fourth_foul_in_a_ballot_is_held_as_a_foul_and_esc_keeps_the_hands(qtbot, window):
    _at_the_vote(qtbot, window)
    c = window.session.controller
    for _ in range(3):  # fouls 1-3 for Gleb: no announcement, the hands stay marked
        press(qtbot, window, "F")
        type_seat(qtbot, window, 4)
    assert c.state.fouls[3] == 3 and _shown_hands(window) == list(HANDS)
    n = len(c.game)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.keyClick(window, Qt.Key.Key_4)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # the 4th foul: held
    held = window.session.host_input.held
    assert held is not None and len(c.game) == n
    prompt = window.session.page.prompt.text().replace("\u2068", "").replace("\u2069", "")
    assert "4. Gleb leaves: fourth foul" in prompt and "Vote result" not in prompt, prompt
    assert "Hands: 3 · 4. Gleb" in prompt, prompt
    assert _shown_hands(window) == list(HANDS)  # the host can check them
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # back: no foul, the ballot's hands stand
    assert window.session.host_input.held is None and len(c.game) == n
    assert window.session.host_input.pick is not None
    assert sorted(window.session.host_input.pick.marked()) == list(HANDS)
    assert _shown_hands(window) == list(HANDS)
    qtbot.keyClick(window, Qt.Key.Key_V)  # the hands confirmed: Boris's ballot
    while window.session.host_input.held is not None:
        qtbot.keyClick(window, Qt.Key.Key_Return)
    last = c.game.actions[-1]
    assert isinstance(last, CastBallot) and (last.target, last.voters) == (2, HANDS)


def test_a_settling_ballot_held_shows_its_hands_and_their_count(qtbot, window):
    _at_the_vote(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_V)  # Boris's ballot: the last but one settles it
    assert window.session.host_input.held is not None
    assert "Hands: 3 · Vote result" in window.session.page.prompt.text(), window.session.page.prompt.text()
    assert _shown_hands(window) == list(HANDS)
