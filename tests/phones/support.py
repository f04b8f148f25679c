"""Qt's own clients for the phones' server, in-process (no browser): a WebSocket that
keeps every message it receives, and a raw HTTP GET over a QTcpSocket."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWebSockets import QWebSocket

from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


class Phone:
    """A WebSocket client keeping what it receives (``texts``, ``raw`` bytes)."""

    def __init__(self, url: str) -> None:
        self.ws = QWebSocket()
        self.texts: list[str] = []
        self.raw = bytearray()
        self.connected = False
        self.disconnected = False
        self.ws.textMessageReceived.connect(self._got)
        self.ws.connected.connect(self._on_connected)
        self.ws.disconnected.connect(self._on_disconnected)
        self.ws.open(QUrl(url))

    def _got(self, text: str) -> None:
        self.texts.append(text)
        self.raw += text.encode()

    def _on_connected(self) -> None:
        self.connected = True

    def _on_disconnected(self) -> None:
        self.disconnected = True

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        """The messages of type ``kind`` received, in order."""
        return [m for m in map(json.loads, self.texts) if m.get("type") == kind]

    def last(self, kind: str) -> dict[str, Any] | None:
        got = self.of_type(kind)
        return got[-1] if got else None

    def send(self, text: str) -> None:
        self.ws.sendTextMessage(text)

    def close(self) -> None:
        self.ws.abort()


def http_get(qtbot: Any, port: int, path: str, method: str = "GET",
             raw: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    """``(status, headers, body)`` of a request to the server on 127.0.0.1:``port``."""
    socket = QTcpSocket()
    got = bytearray()
    done: list[bool] = []
    socket.readyRead.connect(lambda: got.extend(bytes(socket.readAll().data())))
    socket.disconnected.connect(lambda: done.append(True))
    socket.connectToHost("127.0.0.1", port)
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.ConnectedState)
    socket.write(raw if raw is not None
                 else f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
    qtbot.waitUntil(lambda: bool(done))
    head, _, body = bytes(got).partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {k.strip().lower(): v.strip()
               for k, _, v in (line.partition(":") for line in lines[1:])}
    return status, headers, body


def open_scenario(window: Any, upto: int | None = None) -> None:
    """Open the town-wins scenario in ``window`` (its first ``upto`` actions)."""
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game.replay(setup, actions[:upto] if upto is not None else actions))


PHONE_A = "phone-aaaaaaaaaaaaaaaa"
PHONE_B = "phone-bbbbbbbbbbbbbbbb"
