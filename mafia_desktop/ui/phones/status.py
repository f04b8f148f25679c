"""The phones' state on the host window's status bar (issue 33): while the hub listens a
permanent label on the right says "Phones: 7 of 10 seen" (the seats whose players have
pressed and held their role card, of the game's seats), or "Phones: on" between games;
its tooltip is the web screen's address. Hidden while the hub does not listen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.ui import plain
from mafia_desktop.ui.phones.hub_like import HubLike

translate = QCoreApplication.translate


def status_text(hub: HubLike) -> str:
    """The label's text now: "" (not listening), "Phones: on" (no game), "Phones: 7 of 10
    seen"."""
    if not hub.is_listening():
        return ""
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
        hub.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the hub's state now (hidden while it does not listen)."""
        text = status_text(self.hub)
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


__all__ = ["PhonesStatus", "install_status", "status_text"]
