"""Issue 21, the storage, reports and words layers: each family's parts are found through
the layer's registry, and who won is worded in one place (``i18n/outcome.py``)."""

from __future__ import annotations

import pytest

from mafia_desktop.i18n import names, outcome
from mafia_desktop.i18n.family import all_words, words_of
from mafia_desktop.reports.family import report_of
from mafia_desktop.rules import DEFAULT_FAMILY, LogFormatError, family_names, log_format
from mafia_desktop.storage.family import find_storage_family, storage_families
from tests.conftest import ALL_SCENARIOS

#: A name no family has (never a real family's: the list is checked).
UNKNOWN = "no-such-family"


def test_every_rules_family_has_its_parts_in_every_fenced_layer() -> None:
    assert [f.name for f in storage_families()] == list(family_names())
    assert [w.name for w in all_words()] == list(family_names())
    assert all(report_of(name).name == name for name in family_names())


def test_an_unknown_family_gets_the_default_words_and_report_but_no_storage() -> None:
    assert UNKNOWN not in family_names()
    assert words_of(UNKNOWN).name == DEFAULT_FAMILY == report_of(UNKNOWN).name
    assert find_storage_family(UNKNOWN) is None and find_storage_family(3) is None


@pytest.mark.parametrize("name", family_names())
def test_the_words_know_every_side_and_colour_it(name: str) -> None:
    words = words_of(name)
    assert set(words.side_of_role.values()) <= set(words.sides)
    for side in words.sides:
        assert words.side_name(side) != side  # a name, not the id
        assert outcome.side_colour(side, name).startswith("#")
        assert outcome.side_colour(side, name, night=True).startswith("#")
    assert all(outcome.role_colour(r, name) == outcome.side_colour(s, name)
               for r, s in words.side_of_role.items())


def test_a_side_the_family_does_not_know_is_black_and_kept_last() -> None:
    assert outcome.side_colour("wolves") == "#000000"
    assert outcome.winning_sides(["wolves", "maniac", "town"]) == ("town", "maniac", "wolves")


@pytest.mark.parametrize("path", ALL_SCENARIOS, ids=lambda p: p.name)
def test_the_outcome_is_worded_as_the_game_over_page_words_it(path) -> None:
    from mafia_desktop.ui.window.game_over import winners_text

    try:
        game = log_format.load_game(path.read_bytes())
    except (LogFormatError, ValueError):
        pytest.skip("does not replay")
    state = game.state
    o = state.outcome
    if o is None:
        return
    family = state.family
    assert outcome.outcome_text(o.winners, o.rule, family) == winners_text(state)
    assert outcome.winners_text(o.winners, family) == ", ".join(
        names.side_name(w.value, family) for w in o.winners)


@pytest.mark.parametrize("name", family_names())
def test_stored_ids_read_back_through_the_storage_family(name: str) -> None:
    words, kind = words_of(name), find_storage_family(name)
    assert kind is not None
    assert [kind.side(s).value for s in words.sides] == list(words.sides)
    assert all(kind.role(r).value == r for r in words.side_of_role)
    with pytest.raises(ValueError):
        kind.side("nobody")
