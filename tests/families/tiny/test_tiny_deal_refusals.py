"""Issue 32 (the review, point 4): the shared deal page (``DealPart``) gives the engine
the whole table. A table with no random deal for its size is refused by the family's
engine with its real count (the page gave only the seats with a role: "…not 0"), and a
seat emptied by hand is asked for (under the family's deal rule), not counted out of
the table, in English and Russian."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from tests.families.tiny import rules as R
from tests.families.tiny import ui as tiny_ui


def _dialog(qtbot: Any, players: int) -> NewGameDialog:
    dialog = NewGameDialog(seed=7, players=[f"P{i}" for i in range(1, players + 1)])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.set_family("tiny")
    return dialog


def test_no_deal_for_the_tables_size_is_the_engines_refusal_with_its_count(
        tiny: str, qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def five_only(ruleset: Any, players: int) -> Mapping[str, int]:
        return R.composition(ruleset, players) if players == R.SIZE else {}

    monkeypatch.setattr(tiny_ui, "composition", five_only)
    dialog = _dialog(qtbot, 4)
    table = dialog.part().table
    assert [table.item(r, 2).text() for r in range(4)] == ["—"] * 4  # no deal
    assert not dialog.ok_button.isEnabled()
    assert dialog.problem() == "The tiny game has 5 players, not 4 (T-SETUP-1)"
    dialog.add_player("P5")
    assert dialog.ok_button.isEnabled(), dialog.problem()


@pytest.mark.parametrize("lang, asked", [
    ("en", "Give every seat a role (no role yet: seat 2). (T-SETUP-1)"),
    ("ru", "Дайте роль каждому месту (пока без роли: место 2). (T-SETUP-1)")])
def test_a_seat_emptied_by_hand_is_asked_for(tiny: str, qtbot: Any, qapp: Any, lang: str,
                                             asked: str) -> None:
    set_language(lang, qapp)
    try:
        dialog = _dialog(qtbot, 5)
        part = dialog.part()
        dialog.tabs.setCurrentWidget(part.pages[1])  # the deal page, as the host opens it
        part.hand_radio.click()
        combo = part.table.cellWidget(1, 2)
        assert isinstance(combo, QComboBox)
        combo.setCurrentIndex(combo.findData(None))  # the host empties seat 2
        assert not dialog.ok_button.isEnabled()
        assert dialog.problem() == asked
        combo.setCurrentIndex(combo.findData("villager"))
        others = [part.table.cellWidget(r, 2).currentData() for r in range(5)]
        assert dialog.ok_button.isEnabled() == (others.count("wolf") == 1), dialog.problem()
    finally:
        remove_translators(qapp)
