"""The phones' state on the host window's status bar (issue 33): while the hub listens a
permanent label on the right says "Phones: 7 of 10 seen" (the seats whose players have
pressed and held their role card, of the game's seats), or "Phones: on" between games;
its tooltip is the web screen's address. Hidden while the hub does not listen.

The laptop's address may change under a running server (it joined another network, the
hotspot restarted): every :data:`ADDRESS_CHECK_S` seconds while listening the label
checks that the address listened on is still the laptop's (``addresses.py``), and if it
is not says so in red, "Phones: the address 192.168.1.5 is gone: open Phones", until the
host starts again on an address of the laptop.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.ui import plain
from mafia_desktop.ui.phones import addresses
from mafia_desktop.ui.phones.hub_like import HubLike

translate = QCoreApplication.translate

# How often (seconds) the address listened on is checked while listening.
ADDRESS_CHECK_S = 10


def address_gone(hub: HubLike) -> bool:
    """True when the hub listens on an address the laptop no longer has (``0.0.0.0`` and
    ``127.0.0.1`` are never gone)."""
    address = hub.address()
    if not hub.is_listening() or address in ("", "0.0.0.0", addresses.LOOPBACK):
        return False
    return address not in {a.ip for a in addresses.laptop_addresses()}


def status_text(hub: HubLike, gone: bool = False) -> str:
    """The label's text now: "" (not listening), "Phones: on" (no game), "Phones: 7 of 10
    seen"; with ``gone`` (:func:`address_gone`) that the address is gone."""
    if not hub.is_listening():
        return ""
    if gone:
        return fill(translate("PhonesStatus", "Phones: the address %1 is gone: open Phones"),
                    hub.address())
    links = hub.seats()
    if not links:
        return translate("PhonesStatus", "Phones: on")
    return fill(translate("PhonesStatus", "Phones: %1 of %2 seen"),
                sum(link.seen for link in links), len(links))


class PhonesStatus(QLabel):
    """The status bar's phones label, following ``hub``'s ``changed`` signal."""

    def __init__(self, hub: HubLike, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        plain.plain(self)
        self.setObjectName("phonesStatus")
        self.hub = hub
        self.gone = False  # the address listened on is not the laptop's any more
        self.watch = QTimer(self)
        self.watch.setInterval(ADDRESS_CHECK_S * 1000)
        self.watch.timeout.connect(self.check_address)
        hub.changed.connect(self.refresh)
        self.refresh()

    def check_address(self) -> None:
        """Check that the address listened on is still the laptop's; redraw if that changed."""
        gone = address_gone(self.hub)
        if gone != self.gone:
            self.gone = gone
            self.refresh()

    def refresh(self) -> None:
        """Show the hub's state now (hidden while it does not listen)."""
        listening = self.hub.is_listening()
        if listening and (self.gone or not self.watch.isActive()):  # started, perhaps anew
            self.gone = address_gone(self.hub)
            self.watch.start()
        elif not listening:
            self.watch.stop()
            self.gone = False
        text = status_text(self.hub, self.gone)
        self.setStyleSheet("color: #b00020;" if self.gone else "")
        if text != self.text():
            self.setText(text)
        self.setToolTip(plain.tooltip(fill(translate("PhonesStatus", "Players' screen: %1"),
                                           self.hub.screen_url())) if text else "")
        self.setVisible(bool(text))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


def install_status(window: QWidget, hub: HubLike) -> PhonesStatus:
    """The window's phones label (made and put on its status bar the first time)."""
    label = window.findChild(PhonesStatus)
    if label is None:
        label = PhonesStatus(hub, window)
        if isinstance(window, QMainWindow):
            window.statusBar().addPermanentWidget(label)
    return label


__all__ = ["ADDRESS_CHECK_S", "PhonesStatus", "address_gone", "install_status", "status_text"]
