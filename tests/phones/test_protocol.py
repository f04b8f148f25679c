"""The phones' server in-process with Qt's own clients (issue 33 points 1-5): the pages,
the 403s, the seat bound to the first phone, reconnect, hand-over, a new game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n import names
from tests.phones.support import PHONE_A, PHONE_B, Phone, http_get, open_scenario


@pytest.fixture()
def hub(window):
    hub = window.session.phones
    hub.start("127.0.0.1", 0)
    yield hub
    hub.stop()


def seat_url(hub, seat: int, phone: str = PHONE_A) -> str:
    link = next(s for s in hub.seats() if s.seat == seat)
    token = link.url.rsplit("/", 1)[1]
    return f"ws://127.0.0.1:{hub.port()}/ws/seat/{token}?phone={phone}"


def test_the_pages_are_served_with_the_headers_every_answer_carries(qtbot, window, hub):
    open_scenario(window, 5)
    status, headers, body = http_get(qtbot, hub.port(), "/")
    assert status == 200 and b"<html" in body.lower()
    assert headers["cache-control"] == "no-store" and headers["connection"] == "close"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["content-type"] == "text/html; charset=utf-8"
    seat = hub.seats()[0]
    status, _, body = http_get(qtbot, hub.port(), seat.url.split(str(hub.port()))[1])
    assert status == 200 and b"<html" in body.lower()
    status, headers, body = http_get(qtbot, hub.port(), "/static/phones.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript")
    status, headers, _ = http_get(qtbot, hub.port(), "/static/DejaVuSans.ttf")
    assert status == 200 and headers["content-type"] == "font/ttf"


def test_a_page_allows_only_its_own_scripts_styles_fonts_and_socket(qtbot, window, hub):
    """The pages carry a Content-Security-Policy: nothing inline, nothing from another
    origin, the socket to their own host written out for browsers before CSP 3."""
    open_scenario(window, 5)
    _, headers, _ = http_get(qtbot, hub.port(), "/")
    policy = dict(part.strip().split(" ", 1)
                  for part in headers["content-security-policy"].split(";"))
    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == policy["style-src"] == policy["font-src"] == "'self'"
    assert policy["connect-src"] == "'self' ws://127.0.0.1"  # the request's Host
    assert policy["img-src"] == "'self' data:" and policy["form-action"] == "'none'"
    status, headers, _ = http_get(qtbot, hub.port(), "/seat/not-a-token")
    assert status == 403 and "script-src 'self'" in headers["content-security-policy"]
    _, headers, _ = http_get(qtbot, hub.port(), hub.seats()[0].url.split(str(hub.port()))[1])
    assert "'unsafe-inline'" not in headers["content-security-policy"]


@pytest.mark.parametrize("host, socket", [
    ("192.168.1.20:8765", " ws://192.168.1.20:8765"), ("[fe80::1]:80", " ws://[fe80::1]:80"),
    ("laptop.local", " ws://laptop.local"), ("", ""),
    ("evil; script-src *", ""), ("a b", ""), ("x:y:z", "")])
def test_the_policys_socket_host_is_a_plain_host_or_left_out(host, socket):
    from mafia_desktop.ui.phones.web import page_policy
    policy = page_policy(host)
    assert f"connect-src 'self'{socket};" in policy
    assert policy.count("script-src") == 1


@pytest.mark.parametrize("path", ["/static/../hub.py", "/static/..%2F..%2Fpyproject.toml",
                                  "/static/%2e%2e/__init__.py", "/static/", "/nothing",
                                  "/static/LICENSE.txt/x", "/seat", "/static//etc/passwd"])
def test_anything_else_is_404(qtbot, window, hub, path):
    status, _, body = http_get(qtbot, hub.port(), path)
    assert status == 404 and b"import" not in body


def test_an_unknown_or_expired_link_is_403_with_one_sentence(qtbot, window, hub):
    open_scenario(window, 5)
    old = hub.seats()[2].url.split(str(hub.port()))[1]
    status, headers, body = http_get(qtbot, hub.port(), "/seat/not-a-token")
    assert status == 403 and headers["content-type"] == "text/html; charset=utf-8"
    assert b"This link is not valid." in body
    open_scenario(window, 6)  # a new game: new tokens
    status, _, body = http_get(qtbot, hub.port(), old)
    assert status == 403 and b"This game has ended. Ask the host for a new link." in body
    text = body.decode()
    for name in ("Anna", "Boris", "Vera", *(p.name for p in window.session.controller.state.setup.players)):
        assert name not in text
    assert "screen" not in text and "script" not in text


def test_screen_json_is_what_the_projector_draws(qtbot, window, hub):
    open_scenario(window, 7)
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    status, headers, body = http_get(qtbot, hub.port(), "/screen.json")
    assert status == 200 and headers["content-type"] == "application/json; charset=utf-8"
    assert headers["access-control-allow-origin"] == "*"  # an overlay on another origin
    data = json.loads(body)
    assert data["type"] == "screen" and data["lang"] == "en" and data["words"]["title"] == "Mafia"
    assert data["lines"] == window.session.projector.scene.lines().to_json()


def test_the_screen_socket_gets_the_screen_at_once_and_on_every_change(qtbot, window, hub):
    open_scenario(window, 5)
    screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
    qtbot.waitUntil(lambda: bool(screen.of_type("screen")))
    first = screen.last("screen")
    assert first["lines"]["seats"][0]["name"] == window.session.controller.state.setup.players[0].name
    length = len(window.session.controller.game)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the host's key
    assert len(window.session.controller.game) == length - 1
    qtbot.waitUntil(lambda: bool(len(screen.of_type("screen")) >= 2))
    assert screen.last("screen") != first
    assert screen.last("screen")["lines"] == window.feed.screen_lines().to_json()
    assert not screen.of_type("seat")


def test_a_seat_is_held_by_the_first_phone_and_taken_back_by_it(qtbot, window, hub):
    open_scenario(window, 5)
    a = Phone(seat_url(hub, 3))
    qtbot.waitUntil(lambda: bool(a.of_type("seat")))
    card = a.last("seat")["card"]
    state = window.session.controller.state
    assert card["seat"] == 3 and card["role_id"] == state.roles[2].value
    assert card["role"] == names.role_name(state.roles[2].value)
    assert a.of_type("screen")
    assert hub.seats()[2].held and not hub.seats()[2].seen
    b = Phone(seat_url(hub, 3, PHONE_B))  # another phone: refused, nothing changes
    qtbot.waitUntil(lambda: bool(b.disconnected))
    assert [json.loads(t) for t in b.texts] == [{"type": "invalid"}]
    again = Phone(seat_url(hub, 3))  # the same phone reloading: takes the seat back
    qtbot.waitUntil(lambda: bool(again.of_type("seat") and a.disconnected))
    assert a.ws.closeReason() == "replaced"  # the page does not reconnect on it
    a.close()
    again.send('{"type": "seen"}')
    qtbot.waitUntil(lambda: bool(hub.seats()[2].seen))


def test_hand_over_sends_moved_and_a_new_game_sends_ended(qtbot, window, hub):
    open_scenario(window, 5)
    a = Phone(seat_url(hub, 4))
    qtbot.waitUntil(lambda: bool(a.of_type("seat")))
    old_url = seat_url(hub, 4)
    hub.hand_over(4)
    qtbot.waitUntil(lambda: bool(a.disconnected))
    assert json.loads(a.texts[-1]) == {"type": "moved"}
    b = Phone(seat_url(hub, 4, PHONE_B))
    qtbot.waitUntil(lambda: bool(b.of_type("seat")))
    assert not hub.seats()[3].seen and hub.seats()[3].held
    late = Phone(old_url)  # the old link again: still moved
    qtbot.waitUntil(lambda: bool(late.disconnected))
    assert [json.loads(t) for t in late.texts] == [{"type": "moved"}]
    open_scenario(window, 6)
    qtbot.waitUntil(lambda: bool(b.disconnected))
    assert json.loads(b.texts[-1]) == {"type": "ended"}


def test_a_language_switch_rewords_every_screen(qtbot, qapp, window, hub):
    from mafia_desktop.i18n.language import remove_translators, set_language
    open_scenario(window, 5)
    a = Phone(seat_url(hub, 1))
    qtbot.waitUntil(lambda: bool(a.of_type("seat")))
    try:
        set_language("ru", qapp)
        qtbot.waitUntil(lambda: a.last("screen")["lang"] == "ru")
        assert a.last("screen")["words"]["title"] == "Мафия"
        qtbot.waitUntil(lambda: a.last("seat")["card"]["role"] == names.role_name(
            window.session.controller.state.roles[0].value))
        status, _, body = http_get(qtbot, hub.port(), "/seat/unknown")
        assert status == 403 and "Эта ссылка недействительна." in body.decode()
    finally:
        remove_translators(qapp)


def test_the_roles_reach_the_web_screen_only_when_the_host_reveals_them(qtbot, window, hub):
    from tests.ui.test_projector_feed import living_roles, one_before_the_end
    one_before_the_end(window)
    screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
    qtbot.waitUntil(lambda: bool(screen.of_type("screen")))
    secret = living_roles(window)
    assert screen.last("screen")["lines"]["ended"]
    assert not any(role in screen.texts[-1] for role in secret)
    window.feed.reveal_action.setChecked(True)
    qtbot.waitUntil(lambda: all(role in screen.texts[-1] for role in secret))
    window.session.controller.stack.undo()  # back from the end: hidden again
    qtbot.waitUntil(lambda: not screen.last("screen")["lines"]["ended"])
    assert not any(role in screen.texts[-1] for role in secret)


def test_the_host_timer_ticks_on_the_web_screen(qtbot, window, hub):
    open_scenario(window, 5)
    screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
    qtbot.waitUntil(lambda: bool(screen.of_type("screen")))
    timer = window.session.page.timer
    timer.set_duration(75, "Speech")
    qtbot.waitUntil(lambda: (screen.last("screen")["lines"]["timer"] or {}).get("digits")
                    == "01:15")
    timer.add_seconds(10)
    qtbot.waitUntil(lambda: screen.last("screen")["lines"]["timer"]["digits"] == "01:25")


def test_the_evening_table_between_games_reaches_the_web_screen(qtbot, window, hub):
    from mafia_desktop.rules.evening import PublicRow
    from tests.ui.test_projector_feed import one_before_the_end
    one_before_the_end(window)
    screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
    qtbot.waitUntil(lambda: bool(screen.of_type("screen")))
    assert "table" not in screen.last("screen")
    rows = [PublicRow("Anna", 2, 1, 3.5, 0.25, 0, 0.0, 1), PublicRow("Boris", 2, 1, 1.0, 0.0, 1, 0.0, 2)]
    assert window.feed.show_table(rows, "Friday")
    qtbot.waitUntil(lambda: "table" in screen.last("screen"))
    table = screen.last("screen")["table"]
    assert table["kind"] == "evening" and "Friday" in table["title"]
    assert [r[table["columns"].index(window.feed.projector.table_scene.heading("name"))]
            for r in table["rows"]] == ["Anna", "Boris"]
    window.feed.show_table(None)
    qtbot.waitUntil(lambda: "table" not in screen.last("screen"))


def test_the_overlay_address_is_the_screen_page(qtbot, window, hub):
    status, _, body = http_get(qtbot, hub.port(), "/?overlay=1")
    assert status == 200 and body == http_get(qtbot, hub.port(), "/")[2]
    status, headers, body = http_get(qtbot, hub.port(), "/", method="HEAD")
    assert status == 200 and body == b"" and int(headers["content-length"]) > 0


def test_the_same_stored_game_read_again_keeps_its_phones(qtbot, window, repo, hub):
    from mafia_desktop.rules import Game, log_format
    from tests.phones.support import SCENARIO
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.status.set_repository(repo)
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    assert window.commands.perform(actions[0]) is None
    a = Phone(seat_url(hub, 2))
    qtbot.waitUntil(lambda: bool(a.of_type("seat")))
    url = hub.seats()[1].url
    window.session.files.resume_game(game_id)  # read again from the database (a new controller)
    assert window.session.controller.game_id == game_id
    assert hub.seats()[1].url == url and hub.seats()[1].held
    assert window.commands.perform(actions[1]) is None
    qtbot.waitUntil(lambda: len(a.of_type("screen")) >= 2)
    assert not a.disconnected
    open_scenario(window, 3)  # another game
    qtbot.waitUntil(lambda: a.disconnected)
    assert json.loads(a.texts[-1]) == {"type": "ended"} and hub.seats()[1].url != url


def test_a_tournaments_standings_reach_the_web_screen(qtbot, window, hub):
    from mafia_desktop.rules.sport.tournament.standings import StandingRow
    screen = Phone(f"ws://127.0.0.1:{hub.port()}/ws")
    qtbot.waitUntil(lambda: bool(screen.of_type("screen")))
    rows = [StandingRow(1, "Anna", place=1, games=10, total=20.5),
            StandingRow(2, "Boris", place=2, games=10, total=18.25)]
    assert window.feed.show_table(rows, "Autumn Cup", "standings")  # no game: between games
    qtbot.waitUntil(lambda: "table" in screen.last("screen"))
    table = screen.last("screen")["table"]
    assert table["kind"] == "standings" and "Autumn Cup" in table["title"]
    cells = [" ".join(row) for row in table["rows"]]
    assert "Anna" in cells[0] and "Boris" in cells[1] and len(table["columns"]) == len(
        table["rows"][0])
