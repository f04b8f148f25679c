"""The contract suite's refusal words (issue 32 point 2): in every family's contract games
(THE list's families and the tiny test-only one), every refusal its engine raises is
worded by that family's words (``refusals``) or the shared table, with exactly the
params the engine gives, and carries the family's name. A code a family does not word,
or words needing a param the engine does not give, fails here (it would stay English in
the Russian window, or fall back to the engine's English message)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from mafia_desktop.i18n.refusals import refusal_words, unworded
from mafia_desktop.rules import Game, RuleViolation
from tests.families.contract import Contract, contract_names, contract_of
from tests.i18n.test_refusals import UNSAID

SEEDS = (11, 12, 13)
#: the states of a game asked about (spread over it), each about every action of the game
STATES = 16


@pytest.fixture(params=contract_names())
def contract(request: pytest.FixtureRequest, qapp: Any) -> Iterator[Contract]:
    """Each family in turn, registered in every layer while it runs."""
    found = contract_of(request.param)
    with found.registered():
        yield found


def refusals_in(game: Game) -> Iterator[RuleViolation]:
    """The refusals of ``game``'s own actions asked at other moments of it (a night's
    action by day, a vote on a player who has left, anything after the end): the
    family's engine, through :class:`Game` (which gives a refusal its family)."""
    actions = list(dict.fromkeys(game.actions))
    step = max(1, len(game) // STATES)
    for count in (*range(0, len(game), step), len(game)):
        moment = Game.replay(game.setup, game.actions[:count])
        for action in actions:
            found = moment.why_not(action)
            if isinstance(found, RuleViolation):
                yield found


def test_every_refusal_of_the_contract_games_is_worded_by_its_family(
        contract: Contract) -> None:
    seen: set[str] = set()
    problems: list[str] = []
    for seed in SEEDS:
        for v in refusals_in(contract.game(seed)):
            seen.add(v.code)
            assert v.family == contract.name, (v.code, v.family)
            why = unworded(v)
            entry = refusal_words(v)
            given = set(v.params) - UNSAID.get(v.code, frozenset())
            if why is None and entry is not None and set(entry[1]) != given:
                why = f"{v.code!r} words {entry[1]}, the engine gives {sorted(v.params)}"
            if why is not None:
                problems.append(f"{contract.name}: {why}")
    assert len(seen) >= 3, seen  # the games do reach refusals
    assert not sorted(set(problems)), sorted(set(problems))
