"""The held check builds the state once (issue 22: one engine apply per key): the push
that follows ``Game.announcement`` of the same action in the same state takes the state
the check built; any other push, or a push after an undo, applies again."""

from __future__ import annotations

import dataclasses

import pytest

from mafia_desktop.rules import Game, announce
from mafia_desktop.rules.classic import (
    CloseVote,
    Nominate,
    OpenVote,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.public_view import public_view


@pytest.fixture
def counted(monkeypatch):
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
                        (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.CIVILIAN)],
                       ruleset_from("table"), rng_seed=7)
    game = Game(setup)
    calls = []
    apply = game.family.apply

    def counting(state, action):
        calls.append(action)
        return apply(state, action)

    family = dataclasses.replace(game.family, apply=counting)
    monkeypatch.setattr(game, "family", family)  # the push's engine
    monkeypatch.setattr(announce, "family_of", lambda setup: family)  # the check's
    for action in (Nominate(by=2, target=1), OpenVote(), Vote(by=2, target=1),
                   Vote(by=3, target=1)):
        game.push(action)
    calls.clear()
    return game, calls


def test_the_push_after_the_check_applies_nothing_again(counted):
    game, calls = counted
    told = game.announcement(CloseVote())
    assert told is not None and told.left == (1,)
    assert len(calls) == 1
    state = game.push(CloseVote())
    assert len(calls) == 1  # the checked state was taken
    assert public_view(state).ended
    assert game.state is state


def test_another_action_or_an_undo_applies_again(counted):
    game, calls = counted
    game.announcement(CloseVote())
    game.pop()  # the state checked is no longer the top
    calls.clear()
    game.push(Vote(by=3, target=1))
    assert len(calls) == 1
    game.announcement(CloseVote())
    calls.clear()
    game.push(Vote(by=4, target=1))  # a different action than the one checked
    assert calls == [Vote(by=4, target=1)]


def test_a_view_asked_again_is_the_same_view(counted):
    game, _ = counted
    assert public_view(game.state) is public_view(game.state)
    assert public_view(game.state, True) is not public_view(game.state)
