"""THE default phase panel of a family (issue 32 point 4): the phase and its stage as
the title, and a row of buttons for each ``row`` of the family's action table (in the
table's order), each enabled when the engine allows its action
(``controller.available``: the rules decide, never the panel). A family with no panel
of its own gets it from :meth:`~.base.FamilyUiBase.make_panel`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QWidget

from mafia_desktop.i18n.names import phase_name, stage_name
from mafia_desktop.ui.window.actions import GameController, Kind
from mafia_desktop.ui.window.panel_base import PhasePanelBase


class PlainPanel(PhasePanelBase):
    """The default panel (see the module) of ``controller``'s game, its rows' buttons
    from ``table`` (a family's action table)."""

    def __init__(self, controller: GameController, table: Mapping[str, Kind],
                 parent: QWidget | None = None) -> None:
        super().__init__(controller, table, parent)
        for row in dict.fromkeys(kind.row for kind in table.values()):
            self.outer.addLayout(self.button_row(row))
        self.outer.addStretch(1)
        self.retranslate_ui()

    def widest_parts(self) -> Sequence[QWidget]:
        """Every button (the title is one line, cut to the room)."""
        return list(self.buttons.values())

    def refresh(self) -> None:
        """"Day 2 — the vote"; each button enabled when the engine allows its action."""
        state = self.controller.state
        self.title.setText(f"{phase_name(state.phase)} — "
                           f"{stage_name(state.stage.value, state.family)}")
        for name, b in self.buttons.items():
            b.setEnabled(self.controller.available(self.table[name].type))

    def retranslate_ui(self, refresh: bool = True) -> None:
        """The buttons' labels and keys, then the game's texts (``refresh``)."""
        self.retranslate_buttons()
        if refresh:
            self.refresh()


__all__ = ["PlainPanel"]
