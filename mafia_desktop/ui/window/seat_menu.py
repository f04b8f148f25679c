"""A seat's right-click menu in the host window: the legal actions for that player (asked
of the engine), then "show the role card", "note" and "rename" (``HostInput.build_seat_menu``).

The functions here take the host's input as :class:`SeatInput` (what they use of
``host_input.HostInput``), so this module does not import the input it serves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QMenu, QWidget

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.ui import plain
from mafia_desktop.ui.dialogs import keep_typed
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.window.actions import Kind, kind_available
from mafia_desktop.ui.window.panel_base import panel_text as _t

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.controller import GameController

translate = QCoreApplication.translate


class SeatInput(Protocol):
    """What a seat's menu uses of the host's input (``host_input.HostInput``)."""

    @property
    def controller(self) -> GameController | None: ...
    @property
    def widget(self) -> QWidget: ...
    @property
    def read_only(self) -> bool: ...
    @property
    def message(self) -> SignalInstance: ...  # (words(), ms): a status line's maker, its ms
    @property
    def note_requested(self) -> SignalInstance: ...  # (int): a note about that seat
    def looking(self) -> bool: ...
    def refuse_while_looking(self) -> bool: ...
    def select(self, seat: int | None) -> None: ...
    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None: ...


def pick_fields(kind: Kind) -> bool:
    """True for a kind whose first step is a seat (it belongs in a seat's menu)."""
    return bool(kind.fields) and not kind.fixed


def build_seat_menu(self: SeatInput, seat: int) -> QMenu:
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
        card.triggered.connect(lambda: show_card(self, seat))
    note = plain.add_action(menu, fill(translate("MainWindow", "Note about %1"), name))
    note.setObjectName("note")
    note.triggered.connect(lambda: self.note_requested.emit(seat))
    if not self.read_only:
        rename = plain.add_action(menu, fill(translate("MainWindow", "Rename %1…"), name))
        rename.setObjectName("rename")
        rename.triggered.connect(lambda: rename_player(self, seat))
    return menu


def rename_player(self: SeatInput, seat: int) -> bool:
    """Ask the new name of the player in ``seat`` (the old one typed in, to correct) and
    give it (``GameController.rename_player``: R-SETUP-1 as at the setup; a correction on
    the undo stack). A refusal reaches the status bar as any refusal does. Returns True
    when the name was changed."""
    c = self.controller
    if c is None or self.read_only:
        return False
    old = c.game.setup.name(seat)
    text, ok = keep_typed.ask_text(self.widget, translate("MainWindow", "Rename a player"),
                              fill(translate("MainWindow", "Seat %1, now “%2”. The name "
                                             "is corrected in the whole game; Ctrl+Z undoes "
                                             "it."), str(seat), old), old)
    if not ok:
        return False
    return c.rename_player(seat, text) is None and c.game.setup.name(seat) != old


def show_card(self: SeatInput, seat: int | None) -> None:
    """Select ``seat`` (``None``: the seat selected stays) and show its player their role
    card, full-screen, until they click (``HostInput.show_card``, the seat menu's "Show …
    their role card"; no key does it, issue 31.6). Why not is said on the status bar."""
    if seat is not None:
        self.select(seat)
    c = self.controller
    if self.refuse_while_looking():
        return
    if c is None or seat is None:
        self.message.emit(lambda: translate("MainWindow", "Select a player first."), 4000)
        return
    cards = ui_family(c.state).cards
    if cards is None:  # the family has none
        self.message.emit(lambda: translate("MainWindow", "This game has no role cards."), 4000)
        return
    cards.show_to_player(self.widget, c.game.setup.name(seat), seat, c.role_of(seat))


__all__ = ["SeatInput", "build_seat_menu", "pick_fields", "rename_player", "show_card"]
