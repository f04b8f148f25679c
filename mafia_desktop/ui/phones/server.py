"""The phones' server (issue 33 point 1): one ``QTcpServer`` on the Qt main thread,
no thread of its own.

Each connection's request head is read (at most :data:`~.web.HEAD_CAP` bytes, within
:data:`HEAD_SECONDS`) with ``peek()``, so that a WebSocket handshake stays unread: an
upgrade to ``/ws`` or ``/ws/seat/<token>`` is handed to a ``QWebSocketServer``
(``NonSecureMode``) with ``handleConnection``, which reads the handshake itself; any
other request is answered by the router (:class:`Router`, the hub) and closed.

What the server survives (issue 33 point 5):

- joins (WebSocket upgrades) are rate-limited per peer address (:data:`JOIN_LIMIT`
  per :data:`JOIN_WINDOW` seconds; more: 429);
- a client's text message over :data:`MESSAGE_CAP` bytes, a binary message, text that
  is not JSON or a type that is not ``heartbeat``/``seen`` is ignored and counted; at
  :data:`BAD_LIMIT` the client is closed; a frame over :data:`FRAME_CAP` bytes makes
  Qt close the socket (``QWebSocket``'s own cap, 1009);
- a client heard of for :data:`SILENT_SECONDS` (a half-open connection: a phone gone
  without a goodbye) is dropped by the sweep (:meth:`PhonesServer.sweep`, every
  :data:`SWEEP_MS`; the clock is injected, tests never sleep);
- a port already taken raises :class:`PhonesError` naming it (:func:`next_free_port`
  finds another).
"""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketProtocol, QWebSocketServer

from mafia_desktop.i18n.fill import fill

from .web import HEAD_CAP, Request, head_end, parse_head, response

# Seconds a connection has to send its request head.
HEAD_SECONDS = 10.0
# Seconds without a message from a client (a heartbeat every 15 s) before it is dropped.
SILENT_SECONDS = 60.0
# Joins (WebSocket upgrades) accepted per peer address within :data:`JOIN_WINDOW` s.
JOIN_LIMIT = 30
JOIN_WINDOW = 10.0
# The longest message a client may send (bytes); longer ones are ignored and counted.
MESSAGE_CAP = 1024
# The largest frame/message Qt accepts at all (bytes); larger ones close the socket.
FRAME_CAP = 64 * 1024
# Bad messages after which a client is closed.
BAD_LIMIT = 20
# How often the sweep runs (milliseconds).
SWEEP_MS = 5000
# Connections (pages being served and sockets) held at most at once.
MAX_CONNECTIONS = 500
# The close reason of a seat's older socket when the same phone joins again (a reload,
# a second tab): the page must not reconnect on it, or two tabs would take turns.
REPLACED = "replaced"
# The WebSocket paths.
SCREEN_PATH, SEAT_PREFIX = "/ws", "/ws/seat/"


class PhonesError(Exception):
    """The server could not start; ``str()`` says why in the host's words ("Port 8765
    is already in use.")."""


class Client:
    """One WebSocket client: a web screen (``kind`` ``"screen"``) or a seat's phone
    (``"seat"``, with its ``token``, ``phone`` id and, once joined, its ``seat``).

    Attributes:
        heard: the server clock's time of its last message (or of its join), seconds.
        bad: the bad messages it sent.
        count: the messages sent to it.
        sent: the last text sent of each message type (a message equal to the last one
            of its type is not sent again).
    """

    def __init__(self, socket: QWebSocket, kind: str, token: str, phone: str,
                 now: float) -> None:
        self.socket = socket
        self.kind = kind
        self.token = token
        self.phone = phone
        self.seat = 0
        self.heard = now
        self.bad = 0
        self.sent: dict[str, str] = {}
        self.count = 0  # the messages sent to it
        self.closed = False

    def send(self, kind: str, text: str) -> bool:
        """Send ``text`` (a message of type ``kind``) unless it is the last one of that
        type sent; True when sent."""
        if self.closed or self.sent.get(kind) == text:
            return False
        self.sent[kind] = text
        self.count += 1
        self.socket.sendTextMessage(text)
        return True

    def close(self, message: str | None = None, reason: str = "") -> None:
        """Send ``message`` (a JSON text) if any, then close the socket (a normal close
        with ``reason``, e.g. :data:`REPLACED`)."""
        if self.closed:
            return
        if message is not None:
            self.count += 1
            self.socket.sendTextMessage(message)
        self.closed = True
        self.socket.close(QWebSocketProtocol.CloseCode.CloseCodeNormal, reason)


class Router(Protocol):
    """What the server asks of the hub."""

    def http(self, request: Request) -> bytes:
        """The whole answer to a GET (:func:`~.web.response`)."""
        ...

    def joined(self, client: Client) -> None:
        """A client's socket is open: send it the current state (or close it)."""
        ...

    def left(self, client: Client) -> None:
        """A client's socket closed."""
        ...

    def heard(self, client: Client, message: str) -> None:
        """A client sent ``message`` (``"seen"``; a heartbeat is answered here)."""
        ...


class _Pending(QObject):
    """A connection whose request head is being read."""

    def __init__(self, server: PhonesServer, socket: QTcpSocket, now: float) -> None:
        super().__init__(server)
        self.server, self.socket, self.since = server, socket, now
        socket.readyRead.connect(self.read)
        socket.disconnected.connect(self.drop)

    @Slot()
    def read(self) -> None:
        self.server._read_head(self)

    @Slot()
    def drop(self) -> None:
        self.server._forget(self)
        self.socket.deleteLater()


class PhonesServer(QObject):
    """One port serving the pages and the WebSockets (see the module's docstring).

    Args:
        router: answers GETs and follows the clients (the hub).
        clock: the time in seconds for the sweep and the rate limit (default
            ``time.monotonic``; tests give their own).
        join_limit: joins per peer address within :data:`JOIN_WINDOW` seconds.
    """

    def __init__(self, router: Router, clock: Callable[[], float] = time.monotonic,
                 join_limit: int = JOIN_LIMIT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.router = router
        self.clock = clock
        self.join_limit = join_limit
        self.tcp = QTcpServer(self)
        self.tcp.setMaxPendingConnections(MAX_CONNECTIONS)
        self.tcp.newConnection.connect(self._accept)
        self.ws = QWebSocketServer("mafia-desktop", QWebSocketServer.SslMode.NonSecureMode, self)
        self.ws.setHandshakeTimeout(int(HEAD_SECONDS * 1000))
        self.ws.setMaxPendingConnections(MAX_CONNECTIONS)  # Qt's default: 30
        self.ws.newConnection.connect(self._ws_joined)
        self.clients: list[Client] = []
        self._pending: list[_Pending] = []
        self._joins: dict[str, deque[float]] = {}
        self.bad_messages = 0  # every bad message of every client (for the tests)
        self.sweeper = QTimer(self)
        self.sweeper.setInterval(SWEEP_MS)
        self.sweeper.timeout.connect(self.sweep)

    # -- listening ------------------------------------------------------------------

    def listen(self, address: str, port: int) -> None:
        """Listen on ``address`` (an IPv4/IPv6 address of this computer) and ``port``
        (0: any free port). Raises :class:`PhonesError` naming what is wrong."""
        self.close()
        host = QHostAddress()
        translate = QCoreApplication.translate
        if not host.setAddress(address):
            raise PhonesError(fill(translate("Phones", "%1 is not an address."), address))
        if not self.tcp.listen(host, port):
            error = self.tcp.serverError()
            errors = QAbstractSocket.SocketError
            if error == errors.AddressInUseError:
                text = fill(translate("Phones", "Port %1 is already in use."), port)
            elif error == errors.SocketAddressNotAvailableError:
                text = fill(translate("Phones", "The address %1 is not on this laptop."), address)
            elif error == errors.SocketAccessError:
                text = fill(translate("Phones", "Port %1 needs rights this program does not "
                                                "have; choose a port above 1024."), port)
            else:
                text = fill(translate("Phones", "Cannot listen on %1:%2: %3."), address, port,
                            self.tcp.errorString())
            raise PhonesError(text)
        self.sweeper.start()

    def close(self) -> None:
        """Stop listening and close every connection."""
        self.sweeper.stop()
        if self.tcp.isListening():
            self.tcp.close()
        for pending in list(self._pending):
            pending.socket.abort()
            pending.drop()
        for client in list(self.clients):
            client.closed = True
            client.socket.abort()
            self._left(client)

    def is_listening(self) -> bool:
        """True while the port is open."""
        return self.tcp.isListening()

    def port(self) -> int:
        """The port listened on (0 when not listening)."""
        return int(self.tcp.serverPort()) if self.tcp.isListening() else 0

    # -- HTTP -------------------------------------------------------------------------

    @Slot()
    def _accept(self) -> None:
        while self.tcp.hasPendingConnections():
            socket = self.tcp.nextPendingConnection()
            if socket is None:  # pragma: no cover - Qt said there was one
                break
            if len(self._pending) + len(self.clients) >= MAX_CONNECTIONS:
                socket.abort()
                socket.deleteLater()
                continue
            pending = _Pending(self, socket, self.clock())
            self._pending.append(pending)
            if socket.bytesAvailable():
                pending.read()

    def _forget(self, pending: _Pending) -> None:
        if pending in self._pending:
            self._pending.remove(pending)
            pending.socket.readyRead.disconnect(pending.read)
            pending.socket.disconnected.disconnect(pending.drop)
            pending.deleteLater()

    def _read_head(self, pending: _Pending) -> None:
        socket = pending.socket
        data = bytes(socket.peek(HEAD_CAP + 1).data())
        end = head_end(data)
        if end < 0 or end > HEAD_CAP:
            if len(data) > HEAD_CAP:
                self._answer(pending, response(431, b"Request head too large"))
            return
        request = parse_head(data[:end])
        if request is None:
            self._answer(pending, response(400, b"Bad request"))
            return
        if request.is_upgrade and (request.path == SCREEN_PATH
                                   or request.path.startswith(SEAT_PREFIX)):
            if not self._may_join(socket.peerAddress().toString()):
                self._answer(pending, response(429, b"Too many joins: wait a moment"))
                return
            self._forget(pending)  # the handshake stays unread: Qt's server reads it
            self.ws.handleConnection(socket)
            return
        socket.read(end)
        if request.method not in ("GET", "HEAD"):
            self._answer(pending, response(405, b"Method not allowed"))
            return
        answer = self.router.http(request)
        if request.method == "HEAD":
            answer = answer[:answer.find(b"\r\n\r\n") + 4]
        self._answer(pending, answer)

    def _answer(self, pending: _Pending, data: bytes) -> None:
        socket = pending.socket
        self._forget(pending)
        socket.disconnected.connect(socket.deleteLater)
        socket.write(data)
        socket.disconnectFromHost()  # after the bytes are written

    def _may_join(self, peer: str) -> bool:
        now = self.clock()
        times = self._joins.setdefault(peer, deque())
        while times and now - times[0] >= JOIN_WINDOW:
            times.popleft()
        if len(times) >= self.join_limit:
            return False
        times.append(now)
        return True

    # -- WebSockets ---------------------------------------------------------------------

    @Slot()
    def _ws_joined(self) -> None:
        while self.ws.hasPendingConnections():
            socket = self.ws.nextPendingConnection()
            if socket is None:  # pragma: no cover
                break
            socket.setParent(self)
            socket.setMaxAllowedIncomingFrameSize(FRAME_CAP)
            socket.setMaxAllowedIncomingMessageSize(FRAME_CAP)
            url = socket.requestUrl()
            path = url.path()
            phone = ""
            for name, value in (pair.split("=", 1) for pair in url.query().split("&")
                                if "=" in pair):
                if name == "phone":
                    phone = value
            if path.startswith(SEAT_PREFIX):
                client = Client(socket, "seat", path[len(SEAT_PREFIX):], phone, self.clock())
            else:
                client = Client(socket, "screen", "", "", self.clock())
            self.clients.append(client)
            socket.textMessageReceived.connect(lambda text, c=client: self._text(c, text))
            socket.binaryMessageReceived.connect(lambda _data, c=client: self._bad(c))
            socket.disconnected.connect(lambda c=client: self._left(c))
            self.router.joined(client)

    def _left(self, client: Client) -> None:
        if client in self.clients:
            self.clients.remove(client)
            client.closed = True
            client.socket.deleteLater()
            self.router.left(client)

    def _text(self, client: Client, text: str) -> None:
        if client.closed:
            return
        kind = None
        if len(text.encode("utf-8", "replace")) <= MESSAGE_CAP:
            try:
                message = json.loads(text)
            except ValueError:
                message = None
            if isinstance(message, dict):
                kind = message.get("type")
        if kind == "heartbeat":
            client.heard = self.clock()
            client.count += 1
            client.socket.sendTextMessage('{"type":"pong"}')
        elif kind == "seen" and client.kind == "seat":
            client.heard = self.clock()
            self.router.heard(client, "seen")
        else:
            self._bad(client)

    def _bad(self, client: Client) -> None:
        client.bad += 1
        self.bad_messages += 1
        if client.bad >= BAD_LIMIT and not client.closed:
            client.closed = True
            client.socket.close(QWebSocketProtocol.CloseCode.CloseCodePolicyViolated,
                                "too many bad messages")

    # -- the sweep ------------------------------------------------------------------------

    @Slot()
    def sweep(self) -> None:
        """Drop the connections that sent no request head within :data:`HEAD_SECONDS`
        and the clients silent for :data:`SILENT_SECONDS`; forget old joins."""
        now = self.clock()
        for pending in list(self._pending):
            if now - pending.since >= HEAD_SECONDS:
                pending.socket.abort()
                pending.drop()
        for client in list(self.clients):
            if now - client.heard >= SILENT_SECONDS:
                client.closed = True
                client.socket.abort()
                self._left(client)
        for peer, times in list(self._joins.items()):
            if not times or now - times[-1] >= JOIN_WINDOW:
                del self._joins[peer]


def next_free_port(address: str, port: int, tries: int = 50) -> int:
    """The first port after ``port`` that ``address`` can listen on (0: none within
    ``tries``)."""
    probe = QTcpServer()
    host = QHostAddress(address)
    try:
        for candidate in range(port + 1, min(port + 1 + tries, 65536)):
            if probe.listen(host, candidate):
                probe.close()
                return candidate
        return 0
    finally:
        probe.close()


__all__ = ["REPLACED", "Client", "PhonesError", "PhonesServer", "Router", "next_free_port"]
