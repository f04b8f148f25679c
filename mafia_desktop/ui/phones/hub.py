"""The phones' hub (issue 33): what the host window owns (``window.session.phones``) and the
host's dialog uses — the server, the seats' links, and the game followed.

The hub follows the players' screen's feed (``ui/players_screen/projector_feed.py``,
its ``shown`` signal: every change of the game followed, every tick of the host's
timer, the tally setting, the roles revealed at the end), so a web screen shows what
the players' screen shows even while the projector window is closed. The messages are
made once per change, after the host's key has been handled (a zero timer gathers the
signals of one key), and only while clients are connected: with no phone the host's
keys cost nothing more.

Every new game followed (another controller; none) makes new seat tokens; the phones
of the old ones are sent ``ended`` and closed. A seat's phone is sent the public
screen and its own seat's card only (:func:`~.messages.seat_message`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from mafia_desktop.i18n.language import current_language

from . import messages
from .server import JOIN_LIMIT, REPLACED, Client, PhonesError, PhonesServer, next_free_port
from .tokens import CURRENT, ENDED, MOVED, PHONE_RE, SeatTokens, new_token
from .web import (
    Request,
    file_response,
    page_folder,
    page_policy,
    response,
    sentence_page,
    static_files,
)

# Addresses that are every interface's (always "present").
ANY_ADDRESSES = ("0.0.0.0", "::")


def laptop_addresses() -> set[str]:
    """Every address of this laptop's interfaces now (``QNetworkInterface``), as text."""
    from PySide6.QtNetwork import QNetworkInterface
    return {a.toString() for a in QNetworkInterface.allAddresses()}


if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
    from mafia_desktop.ui.window.controller import GameController


@dataclass(frozen=True)
class SeatLink:
    """One seat's private link: its ``seat`` number, the player's ``name``, the ``url``
    to open on the phone, whether a phone ``held`` it (opened the link first; it keeps
    it across reloads and sleeps) and whether that phone's player has ``seen`` the role
    (pressed and held the card)."""

    seat: int
    name: str
    url: str
    held: bool
    seen: bool


class PhonesHub(QObject):
    """The phones' server and the seats' links (see the module's docstring).

    Args:
        feed: the players' screen's feed followed.
        clock: the server's clock in seconds (tests give their own).
        join_limit: joins per peer address per 10 s (:data:`~.server.JOIN_LIMIT`).
        make_token: makes a seat token (default ``secrets.token_urlsafe(16)``).

    Signals:
        changed(): listening on/off, the address, clients connected or dropped, a seat
            held, handed over or seen.
    """

    changed = Signal()

    def __init__(self, feed: ProjectorFeed, parent: QObject | None = None, *,
                 clock: Callable[[], float] = time.monotonic, join_limit: int = JOIN_LIMIT,
                 make_token: Callable[[], str] = new_token) -> None:
        super().__init__(parent)
        self.feed = feed
        self.server = PhonesServer(self, clock, join_limit, self)
        self.tokens = SeatTokens(make_token)
        self._address = ""
        self._asked = "127.0.0.1"  # the address of the last start asked for
        self._followed: GameController | None = None  # the controller whose game the tokens are of
        self._stored: tuple[int, int] | None = None  # that game's (repository, game id)
        self._screen: str | None = None  # the screen message now (None: to make)
        self._cards: dict[int, str] = {}  # seat -> its card message now
        self._cards_of: tuple[object, ...] = ()  # the game (and words) the cards are of
        self._due = QTimer(self)
        self._due.setSingleShot(True)
        self._due.setInterval(0)
        self._due.timeout.connect(self.send_all)
        feed.shown.connect(self._shown)
        self._present = True  # the address listened on is still the laptop's
        self.server.sweeper.timeout.connect(self._check_address)
        self._sync_game()

    # -- the contract's API ----------------------------------------------------------------

    def start(self, address: str, port: int) -> None:
        """Listen on ``address`` (one of this laptop's, ``"127.0.0.1"``) and ``port``.
        Raises :class:`~.server.PhonesError` ("Port 8765 is already in use.")."""
        self._asked = address
        self.server.listen(address, port)
        self._address = address
        self._present = True
        self.changed.emit()

    def stop(self) -> None:
        """Stop listening; every phone and web screen is disconnected."""
        was = self.server.is_listening() or bool(self.server.clients)
        self.server.close()
        if was:
            self.changed.emit()

    def is_listening(self) -> bool:
        """True while the server listens."""
        return self.server.is_listening()

    def address(self) -> str:
        """The address listened on (``""`` before the first start)."""
        return self._address

    def port(self) -> int:
        """The port listened on (0 when not listening)."""
        return self.server.port()

    def screen_url(self) -> str:
        """The web screen's address, ``"http://192.168.1.5:8765/"``."""
        host = f"[{self._address}]" if ":" in self._address else self._address
        return f"http://{host}:{self.port()}/"

    def seat_url(self, token: str) -> str:
        """The address of a seat's page with ``token``."""
        return f"{self.screen_url()}seat/{token}"

    def seats(self) -> list[SeatLink]:
        """One link per seat of the game followed, in seat order (``[]`` without one)."""
        self._sync_game()
        c = self.feed.controller
        if c is None:
            return []
        players = {p.seat: p.name for p in c.state.setup.players}
        out = []
        for seat in self.tokens.seats():
            token = self.tokens.token(seat)
            assert token is not None
            out.append(SeatLink(seat, players.get(seat, ""), self.seat_url(token),
                                self.tokens.holder(seat) is not None, self.tokens.seen(seat)))
        return out

    def hand_over(self, seat: int) -> None:
        """Give ``seat`` a new token (and link) for another phone; the phone holding it
        is sent ``moved`` and closed. Raises KeyError for a seat with no link."""
        self._sync_game()
        old = self.tokens.hand_over(seat)
        for client in list(self.server.clients):
            if client.token == old:
                client.close(messages.MOVED)
        self.changed.emit()

    def screens_connected(self) -> int:
        """The web screens open now (a seat's phone is not counted)."""
        return sum(1 for c in self.server.clients if c.kind == "screen" and not c.closed)

    def phones_connected(self) -> int:
        """The seats' phones connected now."""
        return sum(1 for c in self.server.clients if c.kind == "seat" and c.seat
                   and not c.closed)

    def address_present(self) -> bool:
        """False once the address listened on is no longer one of the laptop's (the
        Wi-Fi changed, the laptop got another address: the phones' links no longer
        reach it); checked at every sweep, ``changed`` said when it flips."""
        return self._present

    @Slot()
    def _check_address(self) -> None:
        present = (not self.server.is_listening()
                   or self._address in laptop_addresses() or self._address in ANY_ADDRESSES)
        if present != self._present:
            self._present = present
            self.changed.emit()

    def next_free_port(self, port: int) -> int:
        """A port after ``port`` free on the address the last :meth:`start` asked for
        (0: none found)."""
        return next_free_port(self._asked, port)

    # -- following the game ------------------------------------------------------------------

    @staticmethod
    def _stored_id(c: GameController) -> tuple[int, int] | None:
        """The stored game a controller shows: (its repository's identity, the game's
        id), or ``None`` for a game not stored (yet)."""
        game_id = getattr(c, "game_id", None)
        repository = getattr(getattr(c, "session", None), "repository", None)
        return None if game_id is None else (id(repository), int(game_id))

    def _sync_game(self) -> None:
        """New tokens when the game followed is another one; the old ones' phones are
        told the game has ended. The same stored game shown again (read again from the
        database after a change elsewhere, reopened) keeps its tokens and phones; with
        no game followed the tokens wait for the next one."""
        c = self.feed.controller
        if c is None or c is self._followed:
            if c is not None:
                self._stored = self._stored_id(c) or self._stored  # stored at its first action
            self._followed = c
            return
        stored = self._stored_id(c)
        same = stored is not None and stored == self._stored
        self._followed, self._stored = c, stored
        if same:
            return
        self.tokens.new_game([p.seat for p in c.state.setup.players])
        for client in list(self.server.clients):
            if client.kind == "seat" and self.tokens.status(client.token) != CURRENT:
                client.close(messages.ENDED)
        self.changed.emit()

    @Slot()
    def _shown(self) -> None:
        self._sync_game()
        self._screen = None  # a card changes with the game only (not with a tick)
        if self.server.clients and not self._due.isActive():
            self._due.start()

    def screen_text(self) -> str:
        """The screen message now (JSON text; ``/screen.json``'s body)."""
        if self._screen is None:
            self._screen = messages.screen_message(self.feed.screen_lines(),
                                                   current_language(), self.feed.table_data())
        return self._screen

    def card_text(self, seat: int) -> str:
        """The seat message now for ``seat`` (JSON text)."""
        c = self.feed.controller
        assert c is not None
        of = (c, id(c.game), len(c.game), current_language())
        if of != self._cards_of:
            self._cards.clear()
            self._cards_of = of
        text = self._cards.get(seat)
        if text is None:
            text = self._cards[seat] = messages.seat_message(c.state, seat)
        return text

    @Slot()
    def send_all(self) -> None:
        """Send every client what changed (each only what differs from its last)."""
        self._sync_game()
        for client in list(self.server.clients):
            self._send(client)

    def _send(self, client: Client) -> None:
        if client.closed or (client.kind == "seat" and not client.seat):
            return
        client.send("screen", self.screen_text())
        if client.kind == "seat" and self.feed.controller is not None:
            client.send("seat", self.card_text(client.seat))

    # -- the server's router -----------------------------------------------------------------

    def http(self, request: Request) -> bytes:
        """The answer to a GET: the screen's page, a seat's page (403 for a link not
        current), a static file, ``/screen.json``; 404 for anything else."""
        self._sync_game()
        path = request.path
        policy = (page_policy(request.headers.get("host", "")),)
        if path in ("/", "/index.html"):
            return file_response(page_folder() / "screen.html", extra=policy)
        if path.startswith("/seat/"):
            token = path[len("/seat/"):]
            status = self.tokens.status(token)
            if status == CURRENT:
                return file_response(page_folder() / "seat.html", extra=policy)
            translate = QCoreApplication.translate
            if status == ENDED:
                sentence = translate("Phones", "This game has ended. Ask the host for a new link.")
            elif status == MOVED:
                sentence = translate("Phones", "This seat is now on another phone.")
            else:
                sentence = translate("Phones", "This link is not valid.")
            return response(403, sentence_page(sentence, current_language()),
                            "text/html; charset=utf-8", extra=policy)
        if path.startswith("/static/"):
            found = static_files().get(path[len("/static/"):])
            if found is not None:
                return file_response(found)
        if path == "/screen.json":
            # public words only: a stream overlay on another origin may read them
            return response(200, self.screen_text().encode(), "application/json; charset=utf-8",
                            extra=("Access-Control-Allow-Origin: *",))
        return response(404, b"Not found")

    def joined(self, client: Client) -> None:
        """A socket opened: a screen is sent the screen; a seat's phone joins its seat
        (the same phone again: its older socket is closed) or is told ``ended``,
        ``moved`` or ``invalid`` and closed."""
        self._sync_game()
        if client.kind == "seat":
            status = self.tokens.status(client.token)
            if status == ENDED:
                client.close(messages.ENDED)
                return
            if status == MOVED:
                client.close(messages.MOVED)
                return
            if (status != CURRENT or not PHONE_RE.fullmatch(client.phone)
                    or not self.tokens.bind(client.token, client.phone)):
                client.close(messages.INVALID)
                return
            seat = self.tokens.seat_of(client.token)
            assert seat is not None
            for other in list(self.server.clients):
                if other is not client and other.token == client.token:
                    other.close(reason=REPLACED)  # the same phone's older socket
            client.seat = seat
        self._send(client)
        self.changed.emit()

    def left(self, client: Client) -> None:
        """A socket closed."""
        self.changed.emit()

    def heard(self, client: Client, message: str) -> None:
        """A seat's phone said its role was seen: the host window marks the seat."""
        if message == "seen" and client.seat and self.tokens.seat_of(client.token) == client.seat:
            if self.tokens.mark_seen(client.seat):
                self.changed.emit()


__all__ = ["PhonesError", "PhonesHub", "SeatLink"]
