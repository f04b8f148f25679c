"""What the host's dialog uses of the phones' hub (issue 33; the contract is in
``docs/architecture.md``, "The players' phones"): :class:`HubLike` is the part of
``ui/phones/hub.py``'s ``PhonesHub`` the desk calls, :class:`SeatLinkLike` the part of its
``SeatLink`` it reads. The desk types its code with these, so it depends on the hub's API
only, never on how the hub serves (``PhonesHub`` is one, checked by mypy in ``dialog.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import SignalInstance


class SeatLinkLike(Protocol):
    """One seat's private link (the hub's ``SeatLink``).

    Attributes:
        seat: the seat's number (1-based).
        name: the player's name.
        url: the seat's private link, ``http://<address>:<port>/seat/<token>``.
        held: a phone holds the seat now.
        seen: the player has seen the role (pressed and held the card once).
    """

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def url(self) -> str: ...
    @property
    def held(self) -> bool: ...
    @property
    def seen(self) -> bool: ...


class HubLike(Protocol):
    """The phones' hub as the desk uses it (``PhonesHub``): its ``changed`` signal fires
    on listening on/off, the address, a client connected or dropped, a seat held or seen,
    a new game."""

    @property
    def changed(self) -> SignalInstance: ...
    def start(self, address: str, port: int) -> None:
        """Listen on ``address``:``port``. Raises ``server.PhonesError`` (its text names
        the problem: the port is taken, the address is not this laptop's)."""
        ...
    def stop(self) -> None: ...
    def is_listening(self) -> bool: ...
    def address(self) -> str: ...
    def port(self) -> int: ...
    def screen_url(self) -> str:
        """The web screen's address, ``http://192.168.1.5:8765/``."""
        ...
    def seats(self) -> Sequence[SeatLinkLike]:
        """One link per seat of the game followed, by seat; ``[]`` without a game."""
        ...
    def hand_over(self, seat: int) -> None:
        """A new link for ``seat``; the phone that held it is told "this seat moved"."""
        ...
    def screens_connected(self) -> int:
        """How many web screens are open now."""
        ...


__all__ = ["HubLike", "SeatLinkLike"]
