"""GameController and ApplyAction without the window."""

from __future__ import annotations

from mafia_desktop.rules import Game, Nominate, OpenVote, Vote, log_format
from mafia_desktop.ui.actions import describe
from mafia_desktop.ui.controller import GameController
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def fresh() -> GameController:
    setup, _ = log_format.read_log(SCENARIO.read_bytes())
    return GameController(Game(setup), clock=None)


def test_one_signal_per_change_and_undo_pops(qtbot):
    c = fresh()
    seen = []
    c.changed.connect(lambda: seen.append(len(c.game)))
    assert c.perform(Nominate(5, 2)) is None
    assert c.perform(Nominate(6, 1)) is None
    c.stack.undo()
    c.stack.redo()
    assert seen == [1, 2, 1, 2]
    assert c.stack.undoText() == "Nomination: Egor -> Anna"


def test_refusal_is_the_engines(qtbot):
    c = fresh()
    refused = []
    c.refused.connect(refused.append)
    v = c.perform(Vote(1, 2))
    assert v.rule == "R-VOTE-1" and refused == [v] and len(c.game) == 0
    assert c.stack.count() == 0


def test_legal_follows_the_state_not_the_length(qtbot):
    c = fresh()
    assert c.perform(Nominate(5, 2)) is None
    assert 2 not in c.choices("nominate", (6,))               # R-NOM-4
    c.stack.undo()                                           # no question asked in between
    assert c.perform(Nominate(5, 3)) is None                 # same length, other state
    assert 2 in c.choices("nominate", (6,))
    assert c.available("open_vote") and not c.available("vote")


def test_from_game_rebuilds_the_stack(qtbot):
    game = log_format.load_game(SCENARIO.read_bytes())
    c = GameController.from_game(game, clock=None)
    assert c.stack.count() == len(game) == 23 and c.stack.index() == 23
    assert c.state.ended
    c.stack.setIndex(4)
    assert len(c.game) == 4 and not c.state.ended
    assert c.stack.redoText() == describe(OpenVote(), game.setup) == "Open the vote"
