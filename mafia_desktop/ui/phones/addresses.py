"""The laptop's IPv4 addresses a phone in the room may reach (issue 33, the host's dialog).

:func:`laptop_addresses` lists the addresses of the network interfaces that are up and
running and not loopback, the private ones first (10/8, 172.16/12, 192.168/16: the
venue's Wi-Fi, a hotspot), then any other, and last ``127.0.0.1`` ("this laptop only":
a browser on the laptop itself, a stream's overlay, the tests). Qt's own
``QNetworkInterface`` reads them; nothing is asked of the network.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

#: The address that only the laptop itself reaches (listed last).
LOOPBACK = "127.0.0.1"

_PRIVATE = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))


@dataclass(frozen=True)
class LaptopAddress:
    """One IPv4 address of the laptop.

    Attributes:
        ip: the dotted address (``"192.168.1.5"``).
        interface: the interface's human name (``"wlan0"``, ``"Wi-Fi"``), ``""`` for the loopback.
        private: a private address (10/8, 172.16/12, 192.168/16): the one phones reach
            on a local network.
    """

    ip: str
    interface: str
    private: bool

    @property
    def loopback(self) -> bool:
        """True for ``127.0.0.1`` (this laptop only)."""
        return self.ip == LOOPBACK


def is_private(ip: str) -> bool:
    """True when ``ip`` (dotted IPv4) is in 10/8, 172.16/12 or 192.168/16; False for any
    other address or a text that is no IPv4 address."""
    try:
        address = ipaddress.IPv4Address(ip)
    except ValueError:
        return False
    return any(address in network for network in _PRIVATE)


def order_addresses(found: list[LaptopAddress]) -> list[LaptopAddress]:
    """``found`` without repeats (the first of each ip kept), the private addresses
    first, then the others, each group in the order found, and ``127.0.0.1`` last
    (added when missing)."""
    seen: set[str] = set()
    unique = []
    for a in found:
        if a.ip not in seen and not a.loopback:
            seen.add(a.ip)
            unique.append(a)
    ordered = [a for a in unique if a.private] + [a for a in unique if not a.private]
    return [*ordered, LaptopAddress(LOOPBACK, "", False)]


def laptop_addresses() -> list[LaptopAddress]:
    """The laptop's IPv4 addresses as :func:`order_addresses` orders them: of every
    interface that is up and running and not loopback; ``127.0.0.1`` is always last
    (so the list is never empty)."""
    flags = QNetworkInterface.InterfaceFlag
    found: list[LaptopAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        f = interface.flags()
        if not (f & flags.IsUp) or not (f & flags.IsRunning) or (f & flags.IsLoopBack):
            continue
        for entry in interface.addressEntries():
            ip: QHostAddress = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol or ip.isLoopback():
                continue
            text = ip.toString()
            found.append(LaptopAddress(text, interface.humanReadableName(), is_private(text)))
    return order_addresses(found)


__all__ = ["LOOPBACK", "LaptopAddress", "is_private", "laptop_addresses", "order_addresses"]
