"""A table's names checked as they come (R-SETUP-1): :class:`TableNames` refuses what
:func:`check_name` refuses, word for word, and a table of N names costs N look-ups (a
hostile log of 20,000 players took 49 s to read: every name was compared with every
name before it)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mafia_desktop.rules import RuleViolation, TableNames, check_name, log_format
from mafia_desktop.rules import names as names_module


def refusal(call):  # type: ignore[no-untyped-def]
    try:
        call()
    except RuleViolation as e:
        return (e.rule, e.code, e.message, e.params)
    return None


@given(st.lists(st.one_of(st.sampled_from(["Anna", " anna ", "ANNA", "Boris", "", "  ", "Vera\x07",
                                           "x" * 41, 7, None, "Gleb", "gleb "]),
                          st.text(max_size=6)), max_size=12))
def test_the_same_refusals_as_check_name_with_every_name_before(names: list[object]) -> None:
    table, before = TableNames(), []
    for name in names:
        expected = refusal(lambda: check_name(name, before))
        assert refusal(lambda: table.add(name)) == expected
        if expected is not None:
            return
        before.append(name)  # as the log reader gave check_name the names as written
    assert table.names == [check_name(n) for n in names]


def test_a_taken_name_names_the_one_it_is_taken_by() -> None:
    table = TableNames()
    table.add("  Anna ")
    with pytest.raises(RuleViolation) as e:
        table.add("ANNA")
    assert e.value.rule == "R-SETUP-1" and e.value.code == "setup.name_taken"
    assert e.value.params == {"name": "'ANNA'", "other": "'Anna'"}


def test_a_log_of_2000_players_is_read_with_one_key_per_name(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    n = 2000
    players = [{"seat": 1, "name": "P1", "role": "godfather"},
               {"seat": 2, "name": "P2", "role": "mafioso"}]
    players += [{"seat": i, "name": f"P{i}", "role": "civilian"} for i in range(3, n + 1)]
    log = {"format": "mafia-game-log", "version": 1, "ruleset": {"preset": "table", "options": {}},
           "rng_seed": 7, "players": players,
           "actions": [{"type": "nominate", "by": "P3", "target": "P1"}]}
    keys = 0
    real = names_module.name_key

    def counted(name: str) -> str:
        nonlocal keys
        keys += 1
        return real(name)

    monkeypatch.setattr(names_module, "name_key", counted)
    game = log_format.load_game(json.dumps(log).encode())
    assert len(game.setup.players) == n and len(game.actions) == 1
    assert keys <= 3 * n  # the log reader's and the family's check: one key a name each
