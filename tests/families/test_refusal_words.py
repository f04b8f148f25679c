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

from tests.families.contract import Contract, contract_names, contract_of
from tests.families.refusal_words import refusals_in, wording_problem

SEEDS = (11, 12, 13)


@pytest.fixture(params=contract_names())
def contract(request: pytest.FixtureRequest, qapp: Any) -> Iterator[Contract]:
    """Each family in turn, registered in every layer while it runs."""
    found = contract_of(request.param)
    with found.registered():
        yield found


def test_every_refusal_of_the_contract_games_is_worded_by_its_family(
        contract: Contract) -> None:
    seen: set[str] = set()
    problems: list[str] = []
    for seed in SEEDS:
        for v in refusals_in(contract.game(seed)):
            seen.add(v.code)
            assert v.family == contract.name, (v.code, v.family)
            why = wording_problem(v)
            if why is not None:
                problems.append(f"{contract.name}: {why}")
    assert len(seen) >= 3, seen  # the games do reach refusals
    assert not sorted(set(problems)), sorted(set(problems))
