"""A seat's right-click menu in the host window: the legal actions for that player (asked
of the engine), then "show the role card", "note" and "rename" (``HostInput.build_seat_menu``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.ui import plain
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.window.actions import kind_available
from mafia_desktop.ui.window.panel_base import panel_text as _t

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.host_input import HostInput

translate = QCoreApplication.translate


def pick_fields(kind: Any) -> bool:
    """True for a kind whose first step is a seat (it belongs in a seat's menu)."""
    return bool(kind.fields) and not kind.fixed


def build_seat_menu(self: HostInput, seat: int) -> QMenu:
    """The legal actions for the player in ``seat`` (asked of the engine), then
    "show the role card" (a family with role cards only: the one way to show a
    player their card, never a key) and "note"; while the players are looking only a note
    that says how to enter actions."""
    c = self.controller
    menu = QMenu(self.widget)
    if c is None:
        return menu
    if self.looking():  # nothing that depends on the roles, not even the name's actions
        menu.addAction(translate("MainWindow",
                                 "Players are looking: press F9 to enter actions")
                       ).setEnabled(False)
        return menu
    name = isolate(c.game.setup.name(seat))  # plain.add_action: "&" shown, not a key
    family = ui_family(c.state)
    for kind in family.kinds.values():
        if self.read_only or not pick_fields(kind) or not kind_available(kind, c):
            continue
        pick = family.make_pick(kind, c)
        if pick.complete or len(pick.picked) >= len(pick.fields) \
                or seat not in pick.allowed():
            continue
        label = _t(kind.label)
        text = f"{label}: {name}" if len(pick.fields) == 1 else f"{label}: {name} → …"
        action = plain.add_action(menu, text)
        action.setObjectName(kind.name)
        action.triggered.connect(lambda _=False, t=kind.name: self.start_kind(t, (seat,)))
    menu.addSeparator()
    if family.cards is not None:  # offered only by a family with role cards
        card = plain.add_action(menu, fill(translate("MainWindow", "Show %1 their role card"),
                                           name))
        card.setObjectName("show_card")
        card.triggered.connect(lambda: self._show_card_of(seat))
    note = plain.add_action(menu, fill(translate("MainWindow", "Note about %1"), name))
    note.setObjectName("note")
    note.triggered.connect(lambda: self.note_requested.emit(seat))
    if not self.read_only:
        rename = plain.add_action(menu, fill(translate("MainWindow", "Rename %1…"), name))
        rename.setObjectName("rename")
        rename.triggered.connect(lambda: rename_player(self, seat))
    return menu


def rename_player(self: HostInput, seat: int) -> bool:
    """Ask the new name of the player in ``seat`` (the old one typed in, to correct) and
    give it (``GameController.rename_player``: R-SETUP-1 as at the setup; a correction on
    the undo stack). A refusal reaches the status bar as any refusal does. Returns True
    when the name was changed."""
    c = self.controller
    if c is None or self.read_only:
        return False
    old = c.game.setup.name(seat)
    text, ok = plain.ask_text(self.widget, translate("MainWindow", "Rename a player"),
                              fill(translate("MainWindow", "Seat %1, now “%2”. The name "
                                             "is corrected in the whole game; Ctrl+Z undoes "
                                             "it."), str(seat), old), old)
    if not ok:
        return False
    return c.rename_player(seat, text) is None and c.game.setup.name(seat) != old


__all__ = ["build_seat_menu", "pick_fields", "rename_player"]
