"""A small hub for the desk's tests: the contract's ``PhonesHub`` API (``ui/phones/hub_like.py``)
with no server behind it, so the dialog is driven without sockets. The phones' own tests
drive the real hub (``tests/phones/test_dialog_real_hub.py`` once the core is in)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from mafia_desktop.ui.phones.hub_like import phones_error

NAMES = ["Anna", "Boris", "Clara", "Dima", "Egor", "Fedor", "Galya", "Hanna", "Igor", "Julia"]


@dataclass(frozen=True)
class Link:
    seat: int
    name: str
    url: str
    held: bool = False
    seen: bool = False


class DeskHub(QObject):
    """Listens nowhere; ``taken`` ports refuse with the hub's error as the real one does."""

    changed = Signal()

    def __init__(self, seats: int = 10) -> None:
        super().__init__()
        self.listening = False
        self._address, self._port = "", 0
        self.taken: set[int] = set()
        self.links = [Link(s, NAMES[(s - 1) % len(NAMES)], "") for s in range(1, seats + 1)]
        self.handed: list[int] = []
        self.started: list[tuple[str, int]] = []
        self.screens = 0
        self._version = 0

    def start(self, address: str, port: int) -> None:
        self.started.append((address, port))
        if port in self.taken:
            raise phones_error()(f"Port {port} is already in use.")
        self.listening, self._address, self._port = True, address, port
        self.changed.emit()

    def stop(self) -> None:
        self.listening = False
        self.changed.emit()

    def is_listening(self) -> bool:
        return self.listening

    def address(self) -> str:
        return self._address

    def port(self) -> int:
        return self._port

    def screen_url(self) -> str:
        return f"http://{self._address}:{self._port}/"

    def seats(self) -> list[Link]:
        return [replace(link, url=f"{self.screen_url()}seat/tok{link.seat}v{self._version}x")
                for link in self.links]

    def hand_over(self, seat: int) -> None:
        self.handed.append(seat)
        self._version += 1
        self.set(seat, held=False, seen=False)

    def screens_connected(self) -> int:
        return self.screens

    def set(self, seat: int, **changes: bool) -> None:
        """A phone took the seat (``held``), its player saw the role (``seen``)."""
        self.links[seat - 1] = replace(self.links[seat - 1], **changes)
        self.changed.emit()
