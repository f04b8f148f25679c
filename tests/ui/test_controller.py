"""GameController and ApplyAction without the window."""

from __future__ import annotations

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.classic import Nominate, OpenVote, Vote
from mafia_desktop.ui.families import describe
from mafia_desktop.ui.window.controller import GameController
from tests.conftest import SCENARIOS, unisolated

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
    assert unisolated(c.stack.undoText()) == "Nomination: Egor -> Anna"


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


def test_the_action_table_picks_the_fields_the_engine_asks_for():
    """One row per action type, its fields in the engine's picking order
    (rules.actions.PICKED_FIELDS), so Pick and ``choices`` agree."""
    from mafia_desktop.i18n.classic.actions import ACTION_WORDS
    from mafia_desktop.rules.classic import ACTION_TYPES
    from mafia_desktop.rules.classic.actions import PICKED_FIELDS
    from mafia_desktop.ui.families.classic.actions import KINDS
    assert set(KINDS) == set(ACTION_TYPES) == set(ACTION_WORDS)
    for kind in KINDS.values():
        assert kind.fields == PICKED_FIELDS[kind.type], kind.type
        assert kind.label and len(kind.key) == 1
        assert ACTION_WORDS[kind.name].type == kind.type and ACTION_WORDS[kind.name].text


def test_one_vote_runs_the_engine_once(qtbot, monkeypatch):
    """The check and the queries build no state: a vote is one ``apply`` (issue 11)."""
    import dataclasses

    import mafia_desktop.rules.classic.engine as engine
    c = fresh()
    assert c.perform(Nominate(5, 2)) is None and c.perform(OpenVote()) is None
    calls = []
    real = engine.apply
    game = c.session.game
    monkeypatch.setattr(game, "family", dataclasses.replace(
        game.family, apply=lambda s, a: calls.append(a) or real(s, a)))
    monkeypatch.setattr(engine, "apply", lambda s, a: calls.append(a) or real(s, a))
    assert c.choices("vote") and 2 in c.choices("vote", (1,)) and c.available("vote")
    assert not c.available("withdraw_vote") and c.needs_choice()
    assert calls == []
    assert c.perform(Vote(1, 2)) is None
    assert len(calls) == 1
    c.stack.undo()
    c.stack.redo()
    assert len(calls) == 2  # a redo applies once more; an undo applies nothing


def test_every_action_row_has_a_button_in_the_panel(qtbot):
    """The panel lays its buttons out from the action table's rows: every kind's row is
    one the panel builds, so a new action type needs no change to the panel."""
    from mafia_desktop.ui.families.classic.actions import KINDS, ROWS
    from mafia_desktop.ui.families.classic.panel import PhasePanel
    panel = PhasePanel(fresh())
    qtbot.addWidget(panel)
    assert {k.row for k in KINDS.values()} <= set(ROWS)
    assert set(panel.buttons) == set(KINDS)
