"""The shared deal table of the families' new-game parts (issue 32 point 4,
``ui/families/deal_table.py``): parametrised by a family's roles, names and colours."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QComboBox

from mafia_desktop.ui.families.deal_table import NO_ROLE, DealTable

ROLES = ("villager", "wolf")
NAMES = {"villager": "Villager", "wolf": "Wolf"}
COLOURS = {"villager": "#2e7d32", "wolf": "#8e2424"}


def _table(qtbot: Any) -> DealTable:
    table = DealTable("tinyDeal", ROLES, NAMES.__getitem__, COLOURS.__getitem__)
    qtbot.addWidget(table)
    return table


def test_at_random_the_roles_are_coloured_text(qtbot: Any) -> None:
    table = _table(qtbot)
    table.show_seats(["Ada", "Bruno", "Cleo"], ["wolf", None, "villager"], hand=False)
    assert table.objectName() == "tinyDeal" and table.rowCount() == 3
    assert [table.item(r, 1).text() for r in range(3)] == ["Ada", "Bruno", "Cleo"]
    assert [table.item(r, 2).text() for r in range(3)] == ["Wolf", NO_ROLE, "Villager"]
    assert table.item(0, 2).foreground().color().name() == "#8e2424"
    assert table.cellWidget(0, 2) is None
    with pytest.raises(RuntimeError):
        table.hand_role(0)


def test_by_hand_a_combo_box_per_seat_says_what_the_host_chose(qtbot: Any) -> None:
    table = _table(qtbot)
    chosen: list[int] = []
    table.hand_chosen.connect(chosen.append)
    table.show_seats(["Ada", "Bruno"], ["wolf", None], hand=True)
    combo = table.cellWidget(1, 2)
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [NO_ROLE, "Villager", "Wolf"]
    assert chosen == [] and table.hand_role(0) == "wolf" and table.hand_role(1) is None
    combo.setCurrentIndex(1)  # as the host's choice
    assert chosen == [1] and table.hand_role(1) == "villager"
    table.set_hand_role(0, None)
    assert chosen == [1, 0] and table.hand_role(0) is None
    table.show_seats(["Ada", "Bruno"], ["villager", "wolf"], hand=True)  # kept, set quietly
    assert table.cellWidget(1, 2) is combo and chosen == [1, 0]
    assert table.hand_role(1) == "wolf"
    table.show_seats(["Ada", "Bruno"], ["villager", "wolf"], hand=False)
    assert table.cellWidget(1, 2) is None
