"""The seats' private links (issue 33 point 3): one random token per seat of the game
followed, made anew for every new game, and which phone holds each seat.

A token is ``secrets.token_urlsafe(16)`` (128 bits). A token of an earlier game of this
run is *ended*; a token the host handed to another phone is *moved*; anything else that
is not current is *unknown*. The first phone id to join a token holds its seat; the same
id may join again (a reload, a locked phone), another id may not.

>>> t = SeatTokens()
>>> t.new_game([1, 2])
[]
>>> first = t.token(1)
>>> t.seat_of(first), t.status(first)
(1, 'current')
>>> t.bind(first, "phone-aaaaaaaaaaaaaaaa"), t.bind(first, "phone-bbbbbbbbbbbbbbbb")
(True, False)
>>> t.hand_over(1) == first
True
>>> t.status(first), t.holder(1)
('moved', None)
>>> second = t.token(1); _ = t.new_game([1, 2]); t.status(second), t.status(first)
('ended', 'ended')
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable, Iterable

# What a token is, as far as a URL may carry it (anything else is never looked up).
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")
# A phone's id (the seat page makes it once per token, ``localStorage``).
PHONE_RE = re.compile(r"[A-Za-z0-9_-]{16,64}")

CURRENT, ENDED, MOVED, UNKNOWN = "current", "ended", "moved", "unknown"


def new_token() -> str:
    """A fresh seat token: 16 random bytes (128 bits), URL-safe base64 (22 characters)."""
    return secrets.token_urlsafe(16)


class SeatTokens:
    """The tokens of the game followed and of the earlier games of this run.

    Args:
        make: makes a token (default :func:`new_token`; tests give a predictable one).
    """

    def __init__(self, make: Callable[[], str] = new_token) -> None:
        self._make = make
        self._by_seat: dict[int, str] = {}
        self._by_token: dict[str, int] = {}
        self._holders: dict[int, str] = {}  # seat -> the phone id holding it
        self._seen: set[int] = set()
        self._ended: set[str] = set()
        self._moved: set[str] = set()

    def new_game(self, seats: Iterable[int]) -> list[str]:
        """Make a token for each of ``seats`` (``[]``: no game followed); every token
        made before is ended. Returns the ended tokens that were current."""
        old = list(self._by_token)
        self._ended.update(old)
        self._ended.update(self._moved)
        self._moved.clear()
        self._by_seat, self._by_token = {}, {}
        self._holders.clear()
        self._seen.clear()
        for seat in seats:
            self._put(seat, self._fresh())
        return old

    def _fresh(self) -> str:
        while True:  # a collision of 128 random bits never happens; a test's maker might
            token = self._make()
            if token not in self._by_token and token not in self._ended | self._moved:
                return token

    def _put(self, seat: int, token: str) -> None:
        self._by_seat[seat] = token
        self._by_token[token] = seat

    def seats(self) -> list[int]:
        """The seats with a token, in order."""
        return sorted(self._by_seat)

    def token(self, seat: int) -> str | None:
        """The seat's current token (``None``: no such seat)."""
        return self._by_seat.get(seat)

    def seat_of(self, token: str) -> int | None:
        """The seat a current token opens (``None``: not current)."""
        return self._by_token.get(token)

    def status(self, token: str) -> str:
        """:data:`CURRENT`, :data:`ENDED` (an earlier game's), :data:`MOVED` (handed to
        another phone) or :data:`UNKNOWN`."""
        if token in self._by_token:
            return CURRENT
        if token in self._moved:
            return MOVED
        return ENDED if token in self._ended else UNKNOWN

    def bind(self, token: str, phone: str) -> bool:
        """Let ``phone`` hold the seat of ``token``: True when it is the first phone or
        the one holding it already; False for another phone or a token not current."""
        seat = self._by_token.get(token)
        if seat is None:
            return False
        holder = self._holders.setdefault(seat, phone)
        return holder == phone

    def holder(self, seat: int) -> str | None:
        """The phone id holding ``seat`` (``None``: no phone yet)."""
        return self._holders.get(seat)

    def hand_over(self, seat: int) -> str:
        """A new token for ``seat``; its old token becomes moved, nobody holds the seat
        and it is not seen. Returns the old token. Raises KeyError for a seat with no
        token."""
        old = self._by_seat[seat]
        del self._by_token[old]
        self._moved.add(old)
        self._holders.pop(seat, None)
        self._seen.discard(seat)
        self._put(seat, self._fresh())
        return old

    def mark_seen(self, seat: int) -> bool:
        """The seat's player has looked at their role; True when that is news."""
        if seat in self._seen or seat not in self._by_seat:
            return False
        self._seen.add(seat)
        return True

    def seen(self, seat: int) -> bool:
        """True once the seat's phone said its role was seen (this game, this token)."""
        return seat in self._seen


__all__ = ["CURRENT", "ENDED", "MOVED", "PHONE_RE", "TOKEN_RE", "UNKNOWN", "SeatTokens",
           "new_token"]
