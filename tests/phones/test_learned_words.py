"""Issue 32 (the review, point 3): a seat card's learned lines take their phase from the
rules' seat view (``Learned.phase_kind``, a declared field), not from the word "compare"
in the item's kind, and their answer from the family's words table
(``FamilyWords.answer_name``), not from a family's module found by name."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import public_view as views
from mafia_desktop.rules.seat_view import Learned
from mafia_desktop.rules.werewolf import Attack, Check, Dawn, Guard, Heal
from mafia_desktop.ui.phones.messages import seat_card
from tests.families.werewolf.helpers import play, table


def test_the_phase_is_the_learned_items_own(monkeypatch: pytest.MonkeyPatch, qapp) -> None:
    """A night's item whose kind says "compare" is a night's; a day's "peek" a day's."""
    state = play(table(), Attack(7), Check(1), Guard(4), Dawn())
    real = views.seat_view

    def seat_view(s, seat):  # the seer's view, with two made-up items of other kinds
        view = real(s, seat)
        return replace(view, learned=(Learned("compare", "night", 1, (1,), "werewolves"),
                                      Learned("peek", "day", 2, (2,), "village")))

    monkeypatch.setattr(views, "seat_view", seat_view)
    card = seat_card(state, 3)
    assert [line.split(":")[0] for line in card["learned"]] == ["Night 1", "Day 2"]


def test_every_learned_item_of_the_rules_names_its_phase(qapp) -> None:
    s = play(table(), Attack(7), Heal(7), Check(1), Guard(4), Dawn())
    for seat in (3, 5):  # the seer's check, the witch's victim
        [item] = views.seat_view(s, seat).learned
        assert (item.phase_kind, item.phase_number) == ("night", 1)
        assert views.seat_view(s, seat).to_json()["learned"][0]["phase_kind"] == "night"


@pytest.mark.parametrize("lang, victim", [("en", "the werewolves' victim"),
                                          ("ru", "жертва оборотней")])
def test_the_witchs_answer_is_worded_by_the_family(qapp, lang: str, victim: str) -> None:
    """The witch is told the werewolves' victim: her card said the bare id "attacked"
    (no family word for it), in English and in Russian."""
    s = play(table(), Attack(7), Check(1), Guard(4), Dawn())
    set_language(lang, qapp)
    try:
        card = seat_card(s, 5)
        check = seat_card(s, 3)
    finally:
        remove_translators(qapp)
    [line] = card["learned"]
    assert line.endswith(victim) and "attacked" not in line
    [seen] = check["learned"]
    assert "werewolves" not in seen or lang == "en"  # the side's name, translated
