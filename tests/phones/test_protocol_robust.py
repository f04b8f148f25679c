"""The server survives what a room of phones does (issue 33 point 5): garbage, binary
and oversized frames, 40 clients connecting and dropping at once, a half-open client,
a request head that never ends, too many joins, a port already taken. The clock is
the test's: the sweep is called, never waited for."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from mafia_desktop.ui.phones import server as server_module
from mafia_desktop.ui.phones.server import PhonesError
from tests.phones.support import PHONE_A, Phone, http_get, open_scenario


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture()
def clock():
    return Clock()


@pytest.fixture()
def hub(window, clock):
    hub = window.session.phones
    hub.server.clock = clock
    hub.start("127.0.0.1", 0)
    yield hub
    hub.stop()


def screen_url(hub) -> str:
    return f"ws://127.0.0.1:{hub.port()}/ws"


def test_garbage_is_ignored_counted_and_twenty_bad_messages_close_the_client(
        qtbot, window, hub):
    open_scenario(window, 5)
    length = len(window.session.controller.game)
    a = Phone(screen_url(hub))
    qtbot.waitUntil(lambda: bool(a.of_type("screen")))
    for text in ["not json", "[]", '{"type": "undo"}', '{"type": "vote", "seat": 1}',
                 '{"type": "seen"}',  # a screen has no role to have seen
                 json.dumps({"type": "heartbeat", "pad": "x" * 2000})]:
        a.send(text)
    a.ws.sendBinaryMessage(b"\x00\x01binary")
    qtbot.waitUntil(lambda: hub.server.bad_messages == 7)
    assert not a.disconnected and len(window.session.controller.game) == length
    a.send('{"type": "heartbeat"}')
    qtbot.waitUntil(lambda: bool(a.of_type("pong")))
    for _ in range(13):
        a.send("{")
    qtbot.waitUntil(lambda: a.disconnected)
    assert hub.server.bad_messages == 20 and len(window.session.controller.game) == length
    b = Phone(screen_url(hub))  # the server goes on
    qtbot.waitUntil(lambda: bool(b.of_type("screen")))


def test_an_oversized_frame_closes_only_that_client(qtbot, window, hub):
    a, b = Phone(screen_url(hub)), Phone(screen_url(hub))
    qtbot.waitUntil(lambda: bool(a.of_type("screen")) and bool(b.of_type("screen")))
    a.send("x" * (server_module.FRAME_CAP + 10))
    qtbot.waitUntil(lambda: a.disconnected)
    assert not b.disconnected
    b.send('{"type": "heartbeat"}')
    qtbot.waitUntil(lambda: bool(b.of_type("pong")))


def test_forty_clients_connect_and_drop_at_once(qtbot, window, hub):
    open_scenario(window, 5)
    hub.server.join_limit = 1000
    phones = [Phone(screen_url(hub)) for _ in range(40)]
    qtbot.waitUntil(lambda: all(bool(p.of_type("screen")) for p in phones))
    assert hub.screens_connected() == 40
    for p in phones:
        p.close()
    qtbot.waitUntil(lambda: hub.screens_connected() == 0)
    again = [Phone(screen_url(hub)) for _ in range(40)]
    for p in again[:20]:  # half drop while the others join
        p.close()
    qtbot.waitUntil(lambda: all(bool(p.of_type("screen")) for p in again[20:]))
    qtbot.waitUntil(lambda: hub.screens_connected() == 20)
    window.session.controller.stack.undo()  # everyone still connected hears of it
    qtbot.waitUntil(lambda: all(len(p.of_type("screen")) == 2 for p in again[20:]))


def test_a_half_open_client_is_swept_and_a_living_one_kept(qtbot, window, hub, clock):
    silent, living = Phone(screen_url(hub)), Phone(screen_url(hub))
    qtbot.waitUntil(lambda: bool(silent.texts) and bool(living.texts))  # both joined
    clock.now += 40
    living.send('{"type": "heartbeat"}')
    qtbot.waitUntil(lambda: bool(living.of_type("pong")))
    clock.now += server_module.SILENT_SECONDS - 40
    hub.server.sweep()
    qtbot.waitUntil(lambda: silent.disconnected)
    assert not living.disconnected and hub.screens_connected() == 1


def test_a_request_head_that_never_ends_is_dropped(qtbot, window, hub, clock):
    socket = QTcpSocket()
    gone: list[bool] = []
    socket.disconnected.connect(lambda: gone.append(True))
    socket.connectToHost("127.0.0.1", hub.port())
    qtbot.waitUntil(lambda: socket.state() == QTcpSocket.SocketState.ConnectedState)
    socket.write(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and nothing more
    qtbot.waitUntil(lambda: len(hub.server._pending) == 1)
    hub.server.sweep()
    assert not gone
    clock.now += server_module.HEAD_SECONDS
    hub.server.sweep()
    qtbot.waitUntil(lambda: bool(gone))


def test_a_head_over_8_kib_is_431(qtbot, window, hub):
    raw = b"GET / HTTP/1.1\r\nX-Pad: " + b"x" * 9000 + b"\r\n\r\n"
    status, headers, _ = http_get(qtbot, hub.port(), "/", raw=raw)
    assert status == 431 and headers["connection"] == "close"
    assert http_get(qtbot, hub.port(), "/x", raw=b"NONSENSE\r\n\r\n")[0] == 400
    assert http_get(qtbot, hub.port(), "/", method="POST")[0] == 405


def test_joins_are_rate_limited_per_address(qtbot, window, hub, clock):
    hub.server.join_limit = 3
    upgrade = (b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
               b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
               b"Sec-WebSocket-Version: 13\r\n\r\n")
    phones = [Phone(screen_url(hub)) for _ in range(3)]
    qtbot.waitUntil(lambda: hub.screens_connected() == 3)
    status, _, _ = http_get(qtbot, hub.port(), "/ws", raw=upgrade)
    assert status == 429
    assert http_get(qtbot, hub.port(), "/")[0] == 200  # pages are not joins
    clock.now += server_module.JOIN_WINDOW
    late = Phone(screen_url(hub))
    qtbot.waitUntil(lambda: bool(late.of_type("screen")))
    assert len(phones) == 3


def test_a_port_taken_is_named_and_another_offered(qtbot, window):
    taken = QTcpServer()
    assert taken.listen(QHostAddress("127.0.0.1"), 0)
    hub = window.session.phones
    with pytest.raises(PhonesError, match=f"^Port {taken.serverPort()} is already in use.$"):
        hub.start("127.0.0.1", taken.serverPort())
    assert not hub.is_listening()
    other = hub.next_free_port(taken.serverPort())
    assert other > taken.serverPort()
    hub.start("127.0.0.1", other)
    assert hub.port() == other and hub.screen_url() == f"http://127.0.0.1:{other}/"
    with pytest.raises(PhonesError, match="is not an address"):
        hub.start("my laptop", 8765)
    with pytest.raises(PhonesError, match="not on this laptop"):
        hub.start("192.0.2.77", 0)  # TEST-NET-1: no laptop has it
    hub.stop()
    taken.close()


def test_a_message_equal_to_the_last_is_not_sent_again(qtbot, window, hub):
    open_scenario(window, 5)
    seat = hub.seats()[0]
    a = Phone(f"ws://127.0.0.1:{hub.port()}/ws/seat/{seat.url.rsplit('/', 1)[1]}"
              f"?phone={PHONE_A}")
    qtbot.waitUntil(lambda: bool(a.of_type("seat")))
    count = len(a.texts)
    window.feed.shown.emit()
    hub.send_all()
    hub.send_all()
    a.send('{"type": "heartbeat"}')  # its pong comes after anything sent before
    qtbot.waitUntil(lambda: bool(a.of_type("pong")))
    assert len(a.texts) == count + 1
    assert window.session.controller.state.stage == "voting"
    window.feed.set_show_tally(not window.feed.show_tally)  # the vote's tally: news
    qtbot.waitUntil(lambda: len(a.of_type("screen")) == 2)
    assert len(a.of_type("seat")) == 1  # the card did not change


def test_an_address_gone_from_the_laptop_is_said(qtbot, window, hub, monkeypatch):
    from mafia_desktop.ui.phones import hub as hub_module
    said: list[bool] = []
    hub.changed.connect(lambda: said.append(hub.address_present()))
    assert hub.address_present()
    monkeypatch.setattr(hub_module, "laptop_addresses", lambda: {"192.168.1.9"})
    hub.server.sweeper.timeout.emit()  # the sweep's tick
    assert not hub.address_present() and said == [False]
    monkeypatch.setattr(hub_module, "laptop_addresses", lambda: {"127.0.0.1"})
    hub.server.sweeper.timeout.emit()
    assert hub.address_present() and said == [False, True]
