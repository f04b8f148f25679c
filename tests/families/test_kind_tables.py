"""Issue 32 point 3: an action row's family comes from the table it is registered in
(``ui.window.actions.kind_table``), never from the row: a row that forgot its family
silently built a classic action before."""

from __future__ import annotations

from typing import Any

import pytest

from mafia_desktop.rules.family import find_family
from mafia_desktop.ui.families import all_ui_families
from mafia_desktop.ui.window.actions import Kind, kind_table


def test_every_row_of_a_familys_table_is_that_familys(qapp: Any, tiny: str) -> None:
    families = list(all_ui_families())
    assert tiny in [f.name for f in families]
    for ui in families:
        rules = find_family(ui.name)
        assert rules is not None
        for name, kind in ui.kinds.items():
            assert (kind.family, kind.name) == (ui.name, name)
            assert kind.cls is rules.log.action_types[kind.type], (ui.name, name)


def test_a_row_in_no_table_builds_no_action() -> None:
    row = Kind("vote", ("by", "target"), "Vote", "V")
    with pytest.raises(LookupError, match="kind_table"):
        _ = row.cls
    assert kind_table("classic", row)["vote"].cls.TYPE == "vote"


def test_a_table_refuses_two_rows_of_one_name_or_another_familys_row() -> None:
    row = Kind("vote", ("by", "target"), "Vote", "V")
    with pytest.raises(ValueError, match="two rows"):
        kind_table("classic", row, row)
    with pytest.raises(ValueError, match="names the family"):
        kind_table("classic", Kind("vote", (), "Vote", "V", family="sport"))
