"""The seats in the host's phones dialog (issue 33): one row per seat of the game the
hub follows: the seat, the name, "On a phone" (a phone holds the seat), "Seen" (the
player has seen the role), and the row's "Show QR" and "Give to another phone" buttons;
under them "Show the codes one by one…" and "Print slips…".

The rows are the hub's ``seats()``; they are redrawn in place on its ``changed`` signal
(the selection and the focus stay). Without a game, or while the hub does not listen, a
line says why there is nothing to show.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.storage.files import write_atomic_with
from mafia_desktop.ui import plain
from mafia_desktop.ui.dialogs.confirm import confirm
from mafia_desktop.ui.paths import export_path, remember_folder
from mafia_desktop.ui.phones.hub_like import HubLike, SeatLinkLike

translate = QCoreApplication.translate

# The table's columns.
SEAT, NAME, HELD, SEEN, SHOW, HAND = range(6)


class SeatsTable(QWidget):
    """The seats' links, their phones and their seen marks (a part of the phones dialog).

    Args:
        hub: the phones' hub.
        settings: where the folder of the last export is kept.
        parent: the dialog.
    """

    def __init__(self, hub: HubLike, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hub = hub
        self.settings = settings
        self.table = QTableWidget(0, 6)
        self.table.setObjectName("phonesSeats")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.table.horizontalHeader()
        for column in range(6):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        self.table.cellDoubleClicked.connect(lambda row, _: self.show_qr(self._seat_of(row)))
        self.note = plain.plain_label()
        self.note.setObjectName("phonesSeatsNote")
        self.note.setWordWrap(True)
        self.all_button = QPushButton()
        self.all_button.setObjectName("phonesShowAll")
        self.all_button.clicked.connect(lambda: self.show_qr(None))
        self.slips_button = QPushButton()
        self.slips_button.setObjectName("phonesSlips")
        self.slips_button.clicked.connect(lambda: self.print_slips())
        buttons = QHBoxLayout()
        buttons.addWidget(self.all_button)
        buttons.addWidget(self.slips_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = plain.plain_label(bold=True)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self._links: list[SeatLinkLike] = []

    def _seat_of(self, row: int) -> int | None:
        return self._links[row].seat if 0 <= row < len(self._links) else None

    def refresh(self) -> None:
        """Redraw the rows from the hub's links (in place: the selection stays)."""
        listening = self.hub.is_listening()
        self._links = list(self.hub.seats()) if listening else []
        table = self.table
        if table.rowCount() != len(self._links):
            table.setRowCount(len(self._links))
            for row in range(len(self._links)):
                for column in (SEAT, NAME, HELD, SEEN):
                    item = QTableWidgetItem()
                    if column in (SEAT, HELD, SEEN):
                        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    table.setItem(row, column, item)
                show, hand = QPushButton(), QPushButton()
                show.setObjectName(f"phonesShowQr{row + 1}")
                hand.setObjectName(f"phonesHandOver{row + 1}")
                show.clicked.connect(lambda _=False, r=row: self.show_qr(self._seat_of(r)))
                hand.clicked.connect(lambda _=False, r=row: self.hand_over(self._seat_of(r)))
                table.setCellWidget(row, SHOW, show)
                table.setCellWidget(row, HAND, hand)
        yes_held = translate("PhonesDialog", "✓ on a phone")
        yes_seen = translate("PhonesDialog", "✓ seen")
        for row, link in enumerate(self._links):
            texts = {SEAT: str(link.seat), NAME: link.name,
                     HELD: yes_held if link.held else "—", SEEN: yes_seen if link.seen else "—"}
            for column, text in texts.items():
                cell = table.item(row, column)
                if cell is not None and cell.text() != text:
                    cell.setText(text)
                    cell.setToolTip(plain.tooltip(text))
            show_button, hand_button = table.cellWidget(row, SHOW), table.cellWidget(row, HAND)
            if isinstance(show_button, QPushButton) and isinstance(hand_button, QPushButton):
                show_button.setText(translate("PhonesDialog", "Show QR"))
                hand_button.setText(translate("PhonesDialog", "Give to another phone"))
                hand_button.setEnabled(link.held)
        seen = sum(link.seen for link in self._links)
        if not listening:
            note = translate("PhonesDialog", "Press Start: then each seat gets its own link.")
        elif not self._links:
            note = translate("PhonesDialog", "No game yet: start or resume a game and its seats "
                             "appear here.")
        else:
            note = fill(translate("PhonesDialog", "%1 of %2 players have seen their role."),
                        seen, len(self._links))
        self.note.setText(note)
        self.all_button.setEnabled(bool(self._links))
        self.slips_button.setEnabled(bool(self._links))

    def show_qr(self, seat: int | None) -> None:
        """Show the seats' codes one at a time (:class:`~.seat_qr.SeatQrDialog`) from
        ``seat`` (``None``: the first seat without a phone, else the first)."""
        if not self._links:
            return
        if seat is None:
            seat = next((link.seat for link in self._links if not link.held), self._links[0].seat)
        from mafia_desktop.ui.modal import run_modal
        from mafia_desktop.ui.phones.seat_qr import SeatQrDialog
        run_modal(SeatQrDialog(self.hub, seat, self))

    def hand_over(self, seat: int | None) -> None:
        """"Give to another phone": asked first; the seat gets a new link (the phone
        holding it is told the seat moved) and its code is shown at once."""
        link = next((link for link in self._links if link.seat == seat), None)
        if link is None:
            return
        if not confirm(self, translate("PhonesDialog", "Give to another phone"), fill(translate(
                "PhonesDialog", "Seat %1 — %2 gets a new link. The phone holding the seat now "
                "loses it (it says \"This seat is now on another phone\")."), link.seat, link.name),
                translate("PhonesDialog", "Give to another phone"), name="confirmHandOver"):
            return
        self.hub.hand_over(link.seat)
        self.show_qr(link.seat)

    def print_slips(self, path: str | None = None) -> str | None:
        """"Print slips…": the seats' links as an A4 PDF of slips to cut (``slips.py``),
        saved where the host says (``path``: without asking). Returns the path written,
        ``None`` when cancelled or failed (the failure is shown)."""
        if not self._links:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, translate("PhonesDialog", "Print slips"),
                export_path(self.settings, "mafia-seat-slips", ".pdf"),
                translate("PhonesDialog", "PDF (*.pdf)"))
            if not path:
                return None
        from mafia_desktop.ui.phones.slips import write_slips_pdf
        remember_folder(self.settings, path)
        links = list(self._links)
        try:
            write_atomic_with(path, lambda tmp: write_slips_pdf(links, tmp))
        except OSError as error:
            plain.warn(self, translate("PhonesDialog", "Print slips"),
                       fill(translate("PhonesDialog", "The slips were not written: %1"), str(error)))
            return None
        return path

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language."""
        self.title.setText(translate("PhonesDialog", "Seats: each player's own link"))
        self.table.setHorizontalHeaderLabels([
            translate("PhonesDialog", "Seat"), translate("PhonesDialog", "Name"),
            translate("PhonesDialog", "Phone"), translate("PhonesDialog", "Role"), "", ""])
        self.all_button.setText(translate("PhonesDialog", "Show the &codes one by one…"))
        self.slips_button.setText(translate("PhonesDialog", "&Print slips…"))
        self.refresh()


__all__ = ["SeatsTable"]
