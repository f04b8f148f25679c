"""One seat's QR code on the host's screen, large, one seat at a time (issue 33): the
host shows it to the player, the player scans it and passes the laptop on.

The dialog fills the screen and shows nothing of the game but that seat: "Seat 3 — Anna:
scan, then pass the laptop", the code, the link in small type and whether a phone holds
the seat now. Next / Previous (and the arrow keys, Page Up/Down, Space) go round the table;
Esc or Done closes it (Enter: the next seat, Done after the last).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.ui import plain
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.phones.hub_like import HubLike, SeatLinkLike
from mafia_desktop.ui.phones.qr import QrWidget

translate = QCoreApplication.translate


def seat_caption(link: SeatLinkLike) -> str:
    """"Seat 3 — Anna: scan, then pass the laptop" (translated)."""
    return fill(translate("SeatQrDialog", "Seat %1 — %2: scan, then pass the laptop"),
                link.seat, link.name)


class SeatQrDialog(Retranslating, QDialog):
    """The seats' QR codes one at a time (full screen, modal).

    Args:
        hub: the phones' hub (its ``seats()`` give the links; its ``changed`` signal
            redraws: a phone took the seat, a new link after a hand-over).
        seat: the seat shown first.
        parent: the host's dialog or window.
    """

    def __init__(self, hub: HubLike, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatQrDialog")
        self.hub = hub
        self.seat = seat
        self.caption = plain.plain_label()
        self.caption.setObjectName("seatQrCaption")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        font = self.caption.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.caption.setFont(font)
        self.code = QrWidget(minimum=240)
        self.link = plain.plain_label()
        self.link.setObjectName("seatQrLink")
        self.link.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.state = plain.plain_label()
        self.state.setObjectName("seatQrState")
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.done_button = QPushButton()
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.done_button.clicked.connect(self.accept)
        for button in (self.previous_button, self.next_button, self.done_button):
            button.setAutoDefault(False)
            # the dialog keeps the focus: the arrow keys, Space and Enter are its own
            # (a focused button would take the arrows to move the focus)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.next_button.setDefault(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.previous_button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.code, 1)
        layout.addWidget(self.link)
        layout.addWidget(self.state)
        layout.addLayout(buttons)
        hub.changed.connect(self.refresh)
        self.setWindowState(Qt.WindowState.WindowMaximized)
        self.retranslate_ui()

    def links(self) -> Sequence[SeatLinkLike]:
        """The hub's seat links now."""
        return self.hub.seats()

    def current(self) -> SeatLinkLike | None:
        """The link of the seat shown (``None``: the game has no such seat any more)."""
        return next((link for link in self.links() if link.seat == self.seat), None)

    def step(self, by: int) -> None:
        """Show the seat ``by`` seats on (-1: the one before), if there is one."""
        seats = [link.seat for link in self.links()]
        if self.seat in seats:
            index = seats.index(self.seat) + by
            if 0 <= index < len(seats):
                self.seat = seats[index]
                self.refresh()

    def refresh(self) -> None:
        """Draw the seat shown from the hub's links now."""
        link = self.current()
        seats = [s.seat for s in self.links()]
        if link is None:
            self.caption.setText(translate("SeatQrDialog", "This game has no such seat any more."))
            self.code.setText("")
            self.link.setText("")
            self.state.setText("")
        else:
            self.caption.setText(seat_caption(link))
            self.code.setText(link.url)
            self.link.setText(link.url)
            self.state.setText(
                translate("SeatQrDialog", "A phone holds this seat. The role was seen.") if link.seen
                else translate("SeatQrDialog", "A phone holds this seat.") if link.held
                else translate("SeatQrDialog", "No phone has opened this link yet."))
        self.previous_button.setEnabled(bool(seats) and self.seat in seats and self.seat != seats[0])
        more = bool(seats) and self.seat in seats and self.seat != seats[-1]
        self.next_button.setEnabled(more)
        self.next_button.setDefault(more)  # Enter: the next seat, after the last one Done
        self.done_button.setDefault(not more)

    # The keys that go round the table: +1 the next seat, -1 the one before.
    STEPS = {Qt.Key.Key_Right: 1, Qt.Key.Key_PageDown: 1, Qt.Key.Key_Space: 1,
             Qt.Key.Key_Left: -1, Qt.Key.Key_PageUp: -1}

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        by = self.STEPS.get(Qt.Key(event.key()))
        if by is not None and not event.modifiers():
            self.step(by)
            return
        super().keyPressEvent(event)

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language."""
        self.setWindowTitle(translate("SeatQrDialog", "Seat links"))
        self.previous_button.setText(translate("SeatQrDialog", "← &Previous seat"))
        self.next_button.setText(translate("SeatQrDialog", "&Next seat →"))
        self.done_button.setText(translate("SeatQrDialog", "&Done"))
        self.refresh()


__all__ = ["SeatQrDialog", "seat_caption"]
