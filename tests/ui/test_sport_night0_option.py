"""The sport option ``night0_meeting`` (S-VIEW-3) in the New game dialog's rules page:
listed in the host's words (English and Russian) with its rule as the tooltip, ticked by
default (FIIM: the black team meets at night 0, S-VIEW-1), and a click on it gives a game
whose black seats know no partners."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QStyle, QStyleOptionButton

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules.public_view import seat_view
from mafia_desktop.rules.sport import SportRole
from mafia_desktop.ui.dialogs.new_game import NewGameDialog

WORDS = {"en": "The black team meets at night 0 (sees each other)",
         "ru": "Договорка чёрных в нулевую ночь (видят друг друга)"}
ROLES = [SportRole.DON, SportRole.MAFIOSO, SportRole.MAFIOSO, SportRole.SHERIFF] + \
    [SportRole.CIVILIAN] * 6


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):  # type: ignore[no-untyped-def]
    """The program speaks the language during the test; English source afterwards."""
    set_language(request.param, qapp)
    yield request.param
    remove_translators(qapp)


def test_s_view_3_the_host_unticks_the_night_0_meeting(qtbot, language) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, 11)])
    qtbot.addWidget(dialog)
    dialog.set_family("sport")
    dialog.sport.hand_radio.setChecked(True)
    for seat, role in enumerate(ROLES, 1):
        dialog.sport.set_hand_role(seat, role)
    dialog.show()
    box = dialog.sport._editors["night0_meeting"]
    assert isinstance(box, QCheckBox) and box.isChecked()      # FIIM: the team meets
    assert dialog.setup().ruleset.night0_meeting is True
    label = next(w for w in dialog.findChildren(QLabel) if w.buddy() is box)
    assert label.text() == WORDS[language]
    assert "S-VIEW-3" in label.toolTip() and "S-VIEW-3" in box.toolTip()
    dialog.tabs.setCurrentWidget(next(p for p in dialog.sport.pages
                                      if p.isAncestorOf(box)))
    option = QStyleOptionButton()
    box.initStyleOption(option)
    mark = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=mark.center())
    assert not box.isChecked()
    setup = dialog.setup()
    assert setup.ruleset.overrides() == {"night0_meeting": False}
    from mafia_desktop.rules import Game
    state = Game(setup).state
    assert [seat_view(state, s).partners for s in (1, 2, 3)] == [(), (), ()]
