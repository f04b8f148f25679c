"""The host's "Players' phones and screens" dialog (issue 33, the desk).

The host picks one of the laptop's addresses (``addresses.py``) and a port (both kept in
``QSettings``: ``phones/address``, ``phones/port``, default 8765) and presses Start: the
hub (``window.session.phones``, :class:`~.hub_like.HubLike`) listens. While it listens the dialog
shows the web screen's address in large type with its QR code, and the game's seats: the
seat, the name, whether a phone holds it, whether the player has seen the role, and for
each "Show QR" (:class:`~.seat_qr.SeatQrDialog`, one seat at a time) and "Give to another
phone" (the hub's hand-over). "Print slips…" writes the A4 sheet of ten slips
(``slips.py``). A refusal of the hub (``PhonesError``) is shown in the dialog; when the
port is taken the next free port is offered. "Phones cannot connect?" says what to do in
a host's words. :func:`show_phones` opens it from the window (View menu, toolbar).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtNetwork import QHostAddress, QTcpServer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.ui import plain
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.phones.addresses import laptop_addresses
from mafia_desktop.ui.phones.hub_like import HubLike
from mafia_desktop.ui.phones.qr import QrWidget
from mafia_desktop.ui.phones.seats_table import SeatsTable
from mafia_desktop.ui.phones.server import PhonesError, next_free_port
from mafia_desktop.ui.phones.status import address_gone, install_status

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.phones.addresses import LaptopAddress

translate = QCoreApplication.translate

# The port offered the first time (QSettings ``phones/port`` afterwards).
DEFAULT_PORT = 8765
# The dialog's first size (pixels), or nine tenths of a smaller screen.
FIRST_SIZE = (1200, 760)


def port_free(address: str, port: int) -> bool:
    """True when a server may listen on ``address``:``port`` now (Qt's ``QTcpServer``
    tries and lets go at once)."""
    probe = QTcpServer()
    free = probe.listen(QHostAddress(address), port)
    probe.close()
    return free


class PhonesDialog(Retranslating, QDialog):
    """The host's dialog for the players' phones and web screens (not modal: the game goes on
    behind it).

    Args:
        hub: the phones' hub (the window's ``session.phones``).
        settings: where the address and port are kept.
        parent: the host window.
    """

    def __init__(self, hub: HubLike, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonesDialog")
        self.hub = hub
        self.settings = settings
        self.offered_port: int | None = None
        self._said_gone = False  # the problem shown is that the address is gone
        self.address_box = QComboBox()
        self.address_box.setObjectName("phonesAddress")
        self.port_box = QSpinBox()
        self.port_box.setObjectName("phonesPort")
        self.port_box.setRange(1024, 65535)
        self.port_box.setValue(int(str(settings.value("phones/port", DEFAULT_PORT))))
        self.start_button = QPushButton()
        self.start_button.setObjectName("phonesStart")
        self.start_button.clicked.connect(self.start_or_stop)
        self.problem = plain.plain_label()
        self.problem.setObjectName("phonesProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.other_port_button = QPushButton()
        self.other_port_button.setObjectName("phonesOtherPort")
        self.other_port_button.clicked.connect(self.use_offered_port)
        self.address_label = plain.plain_label()
        self.address_label.setObjectName("phonesScreenUrl")
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.address_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.address_label.setFont(font)
        self.screen_hint = plain.plain_label()
        self.screen_hint.setWordWrap(True)
        self.screens_label = plain.plain_label()
        self.screens_label.setObjectName("phonesScreens")
        self.screen_code = QrWidget(minimum=200)
        self.screen_code.setObjectName("phonesScreenQr")
        self.seats = SeatsTable(hub, settings, self)
        self.help_button = QPushButton()
        self.help_button.setObjectName("phonesHelp")
        self.help_button.clicked.connect(self.show_help)
        self.close_buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_buttons.rejected.connect(self.reject)
        self._layout()
        self.fill_addresses()
        hub.changed.connect(self.refresh)
        self.retranslate_ui()

    def _layout(self) -> None:
        self.connection = QGroupBox()
        form = QFormLayout(self.connection)
        self.address_caption = plain.plain_label()
        self.port_caption = plain.plain_label()
        form.addRow(self.address_caption, self.address_box)
        row = QHBoxLayout()
        row.addWidget(self.port_box)
        row.addWidget(self.start_button, 1)
        form.addRow(self.port_caption, row)
        form.addRow(self.problem)
        form.addRow(self.other_port_button)
        self.screen_box = QGroupBox()
        screen = QVBoxLayout(self.screen_box)
        screen.addWidget(self.address_label)
        screen.addWidget(self.screen_code, 1)
        screen.addWidget(self.screen_hint)
        screen.addWidget(self.screens_label)
        left = QVBoxLayout()
        left.addWidget(self.connection)
        left.addWidget(self.screen_box, 1)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addWidget(self.seats, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.help_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_buttons)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addLayout(bottom)

    def fill_addresses(self) -> None:
        """List the laptop's addresses, the remembered one chosen (else the first); when
        the remembered one is gone (another network), say so."""
        kept = str(self.settings.value("phones/address", ""))
        self.address_box.clear()
        found: list[LaptopAddress] = laptop_addresses()
        for a in found:
            self.address_box.addItem(self._address_text(a), a.ip)
        ips = [a.ip for a in found]
        self.address_box.setCurrentIndex(ips.index(kept) if kept in ips else 0)
        self.address_gone = kept if kept and kept not in ips else ""

    def _address_text(self, a: LaptopAddress) -> str:
        if a.loopback:
            return fill(translate("PhonesDialog", "%1 (this laptop only)"), a.ip)
        return f"{a.ip} ({a.interface})" if a.interface else a.ip

    def chosen_address(self) -> str:
        """The address picked (dotted IPv4)."""
        return str(self.address_box.currentData())

    def start_or_stop(self) -> None:
        """Start: listen on the address and port picked (kept for the next time); a
        ``PhonesError`` is shown, with the next free port offered when the port is taken.
        Stop: stop listening (the phones and screens lose the connection)."""
        if self.hub.is_listening():
            self.hub.stop()
            self.fill_addresses()  # the laptop's addresses now (another network?)
            self.refresh()
            return
        address, port = self.chosen_address(), self.port_box.value()
        self.offered_port = None
        try:
            self.hub.start(address, port)
        except PhonesError as error:
            self.problem.setText(str(error))
            if not port_free(address, port):
                self.offered_port = next_free_port(address, port) or None
            self.refresh(keep_problem=True)
            return
        self.settings.setValue("phones/address", address)
        self.settings.setValue("phones/port", port)
        self.address_gone = ""
        self.problem.setText("")
        self.refresh()

    def use_offered_port(self) -> None:
        """The port taken: start on the free port offered."""
        if self.offered_port is not None:
            self.port_box.setValue(self.offered_port)
            self.start_or_stop()

    def refresh(self, keep_problem: bool = False) -> None:
        """Draw the dialog from the hub now."""
        listening = self.hub.is_listening()
        self.address_box.setEnabled(not listening)
        self.port_box.setEnabled(not listening)
        self.start_button.setText(translate("PhonesDialog", "&Stop") if listening
                                  else translate("PhonesDialog", "&Start"))
        if not keep_problem and (listening or not self.address_gone):
            self.problem.setText("")
        gone_now = listening and address_gone(self.hub)
        if self._said_gone and not gone_now:
            self.problem.setText("")
        self._said_gone = gone_now
        if gone_now:
            self.problem.setText(fill(translate(
                "PhonesDialog", "This laptop's address %1 is gone (another network?): the phones "
                "cannot reach it. Press Stop, pick the new address, press Start and show the "
                "codes again."), self.hub.address()))
        elif self.address_gone and not listening and not self.problem.text():
            self.problem.setText(fill(translate(
                "PhonesDialog", "The address %1 is not this laptop's any more (another network?): "
                "pick one of the list and press Start."), self.address_gone))
        self.problem.setVisible(bool(self.problem.text()))
        self.other_port_button.setVisible(self.offered_port is not None and not listening)
        if self.offered_port is not None:
            self.other_port_button.setText(fill(translate("PhonesDialog", "Use port %1"),
                                                self.offered_port))
        url = self.hub.screen_url() if listening else ""
        self.address_label.setText(url or translate("PhonesDialog", "Not started"))
        self.screen_code.setText(url)
        self.screen_code.setVisible(listening)
        self.screen_hint.setVisible(listening)
        self.screens_label.setText(fill(translate("PhonesDialog", "Web screens open now: %1"),
                                        self.hub.screens_connected()) if listening else "")
        self.seats.refresh()

    def show_help(self) -> None:
        """"Phones cannot connect?": what to try, in a host's words."""
        plain.inform(self, translate("PhonesDialog", "Phones cannot connect?"), help_text())

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language."""
        self.setWindowTitle(translate("PhonesDialog", "Players' phones and screens"))
        self.connection.setTitle(translate("PhonesDialog", "This laptop"))
        self.address_caption.setText(translate("PhonesDialog", "Address:"))
        self.port_caption.setText(translate("PhonesDialog", "Port:"))
        self.screen_box.setTitle(translate("PhonesDialog", "The players' screen in a browser"))
        self.screen_hint.setText(translate(
            "PhonesDialog", "Open this address (or scan the code) on a TV, a tablet or a phone "
            "on the same Wi-Fi: it shows what the projector shows."))
        self.help_button.setText(translate("PhonesDialog", "Phones cannot &connect?"))
        self.seats.retranslate_ui()
        self.refresh(keep_problem=True)


def help_text() -> str:
    """What to do when the phones cannot open the links (translated, plain text)."""
    return "\n\n".join((
        translate("PhonesDialog", "The phones must be on the same Wi-Fi as this laptop, and "
                  "the address above must be this laptop's address on that Wi-Fi."),
        translate("PhonesDialog", "A guest or café Wi-Fi often keeps its devices apart "
                  "(\"client isolation\"): the page never opens. Then turn on this laptop's "
                  "hotspot (or a phone's hotspot), connect this laptop and the players' phones "
                  "to it, pick its address here and press Start again."),
        translate("PhonesDialog", "Windows may ask whether Mafia Desktop may use the network: "
                  "answer \"Allow\" (for private networks). If you pressed Cancel, allow it "
                  "in the Windows firewall's settings."),
        translate("PhonesDialog", "When the laptop joins another network its address changes: "
                  "stop, pick the new address, start again and show the codes again."),
        translate("PhonesDialog", "Type the address into the phone's browser exactly, with "
                  "http:// and the port; the laptop needs no internet."),
    ))


def show_phones(window: QWidget, hub: HubLike, settings: QSettings) -> PhonesDialog:
    """Open (or bring forward) the window's phones dialog and show the phones' state on
    its status bar (``status.install_status``). Returns the dialog."""
    install_status(window, hub)
    dialog = window.findChild(PhonesDialog)
    if dialog is None:
        dialog = PhonesDialog(hub, settings, window)
        area = window.screen().availableGeometry()  # 1200x760 at most, on a laptop less
        dialog.resize(min(FIRST_SIZE[0], area.width() * 9 // 10),
                      min(FIRST_SIZE[1], area.height() * 9 // 10))
    elif not hub.is_listening():
        dialog.fill_addresses()  # the laptop's addresses now (another network?)
    dialog.refresh(keep_problem=True)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


__all__ = ["DEFAULT_PORT", "PhonesDialog", "help_text", "port_free", "show_phones"]
