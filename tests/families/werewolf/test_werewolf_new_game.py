"""Werewolf's new-game pages (issue 32 point 4): the shared deal page (``DealPart``) with
werewolf's line under the table and its refusals, driven as the host drives them (the
radio buttons and combo boxes clicked, the seed typed), in English and Russian."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QSpinBox

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules.werewolf import Role, deal, ruleset_from
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from mafia_desktop.ui.families.deal_page import DealPart
from mafia_desktop.ui.families.deal_table import DealTable


@pytest.fixture(params=["en", "ru"])
def lang(request: Any, qapp: Any) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    remove_translators()


def _dialog(qtbot: Any, players: int, seed: int = 77) -> NewGameDialog:
    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, players + 1)], seed=seed)
    qtbot.addWidget(dialog)
    dialog.set_family("werewolf")
    return dialog


def _shown_roles(table: DealTable) -> list[str]:
    return [table.item(row, 2).text() for row in range(table.rowCount())]


def test_the_page_is_the_shared_deal_page_with_the_engines_random_deal(
        qtbot: Any, lang: str) -> None:
    dialog = _dialog(qtbot, 8)
    part = dialog.part()
    assert isinstance(part, DealPart)
    table = dialog.findChild(DealTable, "werewolfDealTable")
    assert table is not None and table.rowCount() == 8
    words = {"en": {"wolf": "Werewolf"}, "ru": {"wolf": "Оборотень"}}[lang]
    expected = [r.value for r in deal(8, ruleset_from("party"), 77)]
    shown = _shown_roles(table)
    assert [s == words["wolf"] for s in shown] == [r == "wolf" for r in expected]
    line = dialog.findChild(QLabel, "werewolfComposition")
    assert line is not None and "W-SETUP-3" in line.text() and "8" in line.text()
    seed = dialog.findChild(QSpinBox, "werewolfSeedSpin")
    assert seed is not None and seed.value() == 77
    seed.selectAll()
    qtbot.keyClicks(seed, "12345")
    qtbot.keyClick(seed, Qt.Key.Key_Return)
    assert seed.value() == 12345
    assert dialog.ok_button.isEnabled(), dialog.problem()
    setup = dialog.setup()
    assert [p.role.value for p in setup.players] == [
        r.value for r in deal(8, ruleset_from("party"), 12345)]
    assert setup.rng_seed == 12345 and dialog.deal() == ("random", 12345)


def test_by_hand_the_host_chooses_and_the_engine_refuses_with_its_rule(
        qtbot: Any, lang: str) -> None:
    dialog = _dialog(qtbot, 6)
    part = dialog.part()
    dealt = [r.value for r in deal(6, ruleset_from("party"), 77)]
    dialog.show()
    dialog.tabs.setCurrentWidget(part.pages[1])  # the deal page, as the host opens it
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(part.hand_radio, Qt.MouseButton.LeftButton)
    assert part.hand_radio.isChecked() and not part.seed_spin.isEnabled()
    table = part.table
    combos = [table.cellWidget(row, 2) for row in range(6)]
    assert all(isinstance(c, QComboBox) for c in combos)
    assert [c.currentData() for c in combos] == dealt  # by hand starts from the random deal
    assert dialog.ok_button.isEnabled(), dialog.problem()
    wolf = dealt.index("wolf")
    combos[wolf].setCurrentIndex(combos[wolf].findData(None))  # the host empties a seat
    assert not dialog.ok_button.isEnabled()
    assert "W-SETUP-3" in dialog.problem() and str(wolf + 1) in dialog.problem()
    combos[wolf].setCurrentIndex(combos[wolf].findData("villager"))  # no werewolf left
    assert not dialog.ok_button.isEnabled() and "W-SETUP-2" in dialog.problem()
    combos[wolf].setCurrentIndex(combos[wolf].findData("wolf"))
    assert dialog.ok_button.isEnabled(), dialog.problem()
    assert dialog.deal() == ("hand", None)
    assert [p.role.value for p in dialog.setup().players] == dealt


def test_a_table_of_the_wrong_size_is_the_engines_w_setup_1_with_its_size(
        qtbot: Any, lang: str) -> None:
    dialog = _dialog(qtbot, 4)
    assert not dialog.ok_button.isEnabled()
    problem = dialog.problem()
    assert "W-SETUP-1" in problem and "4" in problem, problem
    assert not problem.split("(")[0].rstrip().endswith(" 0"), problem  # its real size
    line = dialog.findChild(QLabel, "werewolfComposition")
    assert line is not None and "W-SETUP-1" in line.text() and "20" in line.text()
    table = dialog.part().table
    assert set(_shown_roles(table)) == {"—"}  # no deal for four players
    dialog.add_player("P5")
    assert dialog.ok_button.isEnabled(), dialog.problem()
    assert "W-SETUP-3" in line.text()
    assert dialog.setup().players[0].role in set(Role)
