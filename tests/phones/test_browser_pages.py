"""The phones' pages in a real browser (issue 33; headless Chromium through selenium):
the web screen lays out the players' screen's worded lines (a classic vote, a night
with the dead, a sport day with fouls and a speaker, both ends), on a phone held
upright and on a TV, ``?overlay=1`` transparent; the seat page's card shows the role
only while held and tells the laptop "seen" once; moved / ended / invalid leave one
sentence; the page reconnects with a back-off and says so. The page is served alone
(``browser_support``) with a stand-in socket; ``test_browser_server.py`` runs it against
the real server."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterator
from typing import Any

import pytest

from mafia_desktop.i18n.language import set_language
from mafia_desktop.i18n.screen import screen_lines
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.public_view import public_view
from tests.conftest import SCENARIOS, unisolated
from tests.phones.browser_support import browser as make_browser
from tests.phones.browser_support import (
    deliver,
    open_socket,
    page_server,
    policy_violations,
    resize,
    screen_message,
    seat_message,
    shown_text,
    sockets,
)

TOKEN = "AbCdEfGhIjKlMnOpQrStUv"


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with page_server() as url:
        yield url


@pytest.fixture(scope="module")
def chrome() -> Iterator[Any]:
    driver = make_browser(390, 844)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(autouse=True)
def _english(qapp: Any) -> Iterator[None]:
    set_language("en", qapp)
    yield
    set_language("en", qapp)


def wait_for(predicate: Any, what: str, tries: int = 200) -> None:
    """Poll ``predicate`` (counted tries, a short sleep between: never a wall-clock
    assertion) until it is true."""
    for _ in range(tries):
        if predicate():
            return
        time.sleep(0.02)
    raise AssertionError(f"never: {what}")


def open_page(driver: Any, url: str, width: int = 390, height: int = 844) -> None:
    """Load ``url`` at ``width`` x ``height`` and open its socket."""
    resize(driver, width, height)
    driver.get(url)
    wait_for(lambda: driver.execute_script("return window.__sockets.length") >= 1,
             "the page made its socket")
    open_socket(driver)


def classic_vote() -> Any:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    return game


def js(driver: Any, script: str, *args: Any) -> Any:
    return driver.execute_script(script, *args)


# -- the web screen -------------------------------------------------------------------


def test_the_web_screen_shows_every_text_of_the_players_screen_after_a_vote(
        chrome: Any, server: str, qapp: Any) -> None:
    from mafia_desktop.ui.players_screen.projector import ProjectorScene
    game = classic_vote()
    scene = ProjectorScene()
    scene.show_view(public_view(game.state_after(9)))
    scene.set_timer(75, "Vote")
    lines = scene.lines()   # the Qt projector's own lines
    assert lines is not None and lines.rows and any(s.marked for s in lines.seats)
    open_page(chrome, server + "/")
    assert shown_text(chrome, "#banner") == "…"          # no words before the first message
    deliver(chrome, screen_message(lines))
    assert not chrome.find_element("id", "banner").is_displayed()
    shown = shown_text(chrome, "#screen")
    for text in lines.texts():
        assert unisolated(text) in shown, text
    assert "look-day" in chrome.find_element("tag name", "body").get_attribute("class")
    marked = [e.get_attribute("data-seat") for e in chrome.find_elements("css selector", ".seat.marked")]
    assert marked == [str(s.number) for s in lines.seats if s.marked]
    # the bars: the most votes is the full width, the others in proportion
    widths = js(chrome, "return [...document.querySelectorAll('.bar')].map(b => b.style.width)")
    assert widths == ["100%", "33%"]
    assert chrome.title == "Mafia"


def test_the_night_shows_the_dead_crossed_with_the_status_in_its_sides_night_colour(
        chrome: Any, server: str) -> None:
    state = classic_vote().state_after(12)
    lines = screen_lines(public_view(state))
    dead = [s for s in lines.seats if not s.alive]
    assert dead and dead[0].side == "mafia" and lines.look == "night"
    open_page(chrome, server + "/")
    deliver(chrome, screen_message(lines))
    seat = chrome.find_element("css selector", f'.seat[data-seat="{dead[0].number}"]')
    assert "dead" in seat.get_attribute("class")
    cross = js(chrome, "return getComputedStyle(arguments[0], '::after').content",
               seat.find_element("css selector", ".disc"))
    assert cross == '""'                                   # the diagonal stroke is drawn
    line = seat.find_element("css selector", ".line")
    assert line.text == dead[0].line
    assert line.value_of_css_property("color") == "rgba(255, 111, 96, 1)"   # #ff6f60 by night
    assert line.value_of_css_property("font-style") == "italic"
    assert js(chrome, "return getComputedStyle(document.body).backgroundColor") == "rgb(10, 20, 48)"
    assert unisolated(lines.announcements[0]) in shown_text(chrome, "#screen")


def test_a_side_the_stylesheet_does_not_know_takes_the_familys_colour(
        chrome: Any, server: str) -> None:
    """The screen message carries the family's side colours (``colours``, from its words
    table): a new family's side (here a made-up ``village``) is coloured by day and by
    night, and on the role card, with no edit to the page."""
    state = classic_vote().state_after(12)
    lines = dataclasses.replace(screen_lines(public_view(state)), look="night")
    dead = [s for s in lines.seats if not s.alive][0]
    seats = [dataclasses.replace(s, side="village") if s.number == dead.number else s
             for s in lines.seats]
    lines = dataclasses.replace(lines, seats=tuple(seats))
    message = screen_message(lines)
    assert message["colours"]["day"]["mafia"] == "#c62828"   # classic's words table
    message["colours"] = {"day": {"village": "#00aa00"}, "night": {"village": "#0000ff"}}
    open_page(chrome, server + "/")
    deliver(chrome, message)
    line = chrome.find_element("css selector", f'.seat[data-seat="{dead.number}"] .line')
    assert line.value_of_css_property("color") == "rgba(0, 0, 255, 1)"      # by night
    message["lines"] = {**message["lines"], "look": "day"}
    deliver(chrome, message)
    line = chrome.find_element("css selector", f'.seat[data-seat="{dead.number}"] .line')
    assert line.value_of_css_property("color") == "rgba(0, 170, 0, 1)"      # by day
    # under the server's Content-Security-Policy (no inline style): nothing was blocked
    assert policy_violations(chrome) == []


def test_a_sport_day_shows_fouls_and_the_speaker_and_the_end_its_winners(
        chrome: Any, server: str) -> None:
    game = load_game((SCENARIOS / "sport_fouls_cancel_vote.mafia.json").read_text())
    view = public_view(game.state_after(8))
    lines = screen_lines(view, (42, "Speech", ""), True)
    open_page(chrome, server + "/")
    deliver(chrome, screen_message(lines))
    speaker = [s.number for s in lines.seats if s.speaker]
    assert [e.get_attribute("data-seat")
            for e in chrome.find_elements("css selector", ".seat.speaker")] == [str(n) for n in speaker]
    assert shown_text(chrome, ".clock") == "Speech\n3. Vera\n00:42"
    # a seat with fouls and no line: its pips, that many filled
    fake = dataclasses.replace(lines, seats=(dataclasses.replace(lines.seats[0], fouls=2),
                                             *lines.seats[1:]))
    deliver(chrome, screen_message(fake))
    pips = chrome.find_elements("css selector", '.seat[data-seat="1"] .pips i')
    assert [p.get_attribute("class") for p in pips] == ["on", "on", "", ""]
    assert pips[0].value_of_css_property("background-color") == "rgba(224, 161, 0, 1)"
    end = load_game((SCENARIOS / "sport_red_wins.mafia.json").read_text()).state
    lines = screen_lines(public_view(end))
    deliver(chrome, screen_message(lines))
    winner = chrome.find_element("css selector", ".winner")
    assert winner.text == "Red wins" and "side-red" in winner.get_attribute("class")
    assert winner.value_of_css_property("color") == "rgba(198, 40, 40, 1)"   # the day look
    assert not chrome.find_elements("css selector", ".clock")


def overlaps(driver: Any, css: str) -> list[tuple[int, int]]:
    """The pairs of elements ``css`` whose boxes overlap."""
    boxes = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(e => {"
        " const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })", css)
    return [(i, j) for i in range(len(boxes)) for j in range(i + 1, len(boxes))
            if boxes[i][0] < boxes[j][2] - 0.5 and boxes[j][0] < boxes[i][2] - 0.5
            and boxes[i][1] < boxes[j][3] - 0.5 and boxes[j][1] < boxes[i][3] - 0.5]


@pytest.mark.parametrize("size", [(390, 844), (1920, 1080)])
def test_ten_seats_fit_a_phone_and_a_tv_with_no_text_over_text(
        chrome: Any, server: str, size: tuple[int, int]) -> None:
    long = "Boris Aleksandrovich Konstantinopolskiy"
    text = (SCENARIOS / "sport_fouls_cancel_vote.mafia.json").read_text().replace(
        '"Boris"', f'"{long}"').replace('"Anna"', '"محمد علي"')
    game = load_game(text)
    lines = screen_lines(public_view(game.state_after(8)), (42, "Speech", ""), True)
    open_page(chrome, server + "/", *size)
    deliver(chrome, screen_message(lines))
    width, height = size
    assert js(chrome, "return document.documentElement.scrollWidth") <= width
    if width > height:   # a TV: all of it on the screen, the seats in two rows of five
        assert js(chrome, "return document.documentElement.scrollHeight") <= height
        tops = {round(e.rect["y"]) for e in chrome.find_elements("css selector", ".seat")}
        assert len(tops) == 2
    else:                # a phone held upright: two columns
        lefts = {round(e.rect["x"]) for e in chrome.find_elements("css selector", ".seat")}
        assert len(lefts) == 2
    assert overlaps(chrome, ".seat") == []
    assert overlaps(chrome, ".seat .name, .seat .line, .seat .disc") == []
    name = chrome.find_element("css selector", '.seat[data-seat="2"] .name')
    assert js(chrome, "return arguments[0].scrollWidth > arguments[0].clientWidth", name)  # cut…
    assert name.value_of_css_property("text-overflow") == "ellipsis"                        # …with "…"
    rtl = chrome.find_element("css selector", '.seat[data-seat="1"] .name')
    assert rtl.tag_name == "bdi" and rtl.text == "محمد علي"


@pytest.mark.parametrize("size", [(390, 844), (1920, 1080), (1280, 720)])
def test_twenty_four_seats_fit_a_tv_and_scroll_on_a_phone(
        chrome: Any, server: str, size: tuple[int, int]) -> None:
    import random

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.classic.random_player import random_setup
    state = Game(random_setup(random.Random(24), 24)).state
    lines = screen_lines(public_view(state), (60, "Speech", ""), True)
    assert len(lines.seats) == 24
    open_page(chrome, server + "/", *size)
    deliver(chrome, screen_message(lines))
    width, height = size
    assert js(chrome, "return document.documentElement.scrollWidth") <= width
    if width > height:
        assert js(chrome, "return document.documentElement.scrollHeight") <= height
        assert len({round(e.rect["y"]) for e in chrome.find_elements("css selector", ".seat")}) == 3
    assert overlaps(chrome, ".seat .name, .seat .line, .seat .disc") == []


def test_overlay_is_transparent_and_no_game_shows_the_programs_name(
        chrome: Any, server: str) -> None:
    open_page(chrome, server + "/?overlay=1")
    deliver(chrome, screen_message(None))
    assert js(chrome, "return getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
    assert shown_text(chrome, "#screen").split("\n") == ["Mafia", "No game yet"]
    open_page(chrome, server + "/")
    deliver(chrome, screen_message(None, "en"))
    assert js(chrome, "return getComputedStyle(document.body).backgroundColor") != "rgba(0, 0, 0, 0)"


def test_the_page_loads_nothing_from_outside_the_laptop(chrome: Any, server: str) -> None:
    open_page(chrome, server + f"/seat/{TOKEN}")
    origins = js(chrome, "return performance.getEntriesByType('resource').map(e => e.name)")
    assert origins and all(o.startswith(server + "/static/") or o == server + "/screen.json"
                           for o in origins), origins
    loaded = chrome.execute_async_script(
        "document.fonts.load('20px MafiaSans').then(f => arguments[0](f.length))")
    assert loaded == 1                      # the shipped font, from the laptop


# -- the seat page --------------------------------------------------------------------


def hold(driver: Any) -> Any:
    from selenium.webdriver.common.action_chains import ActionChains
    card = driver.find_element("id", "card")
    ActionChains(driver).click_and_hold(card).perform()
    return card


def let_go(driver: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).release().perform()


def test_the_card_shows_the_role_only_while_held_and_says_seen_once(
        chrome: Any, server: str) -> None:
    state = classic_vote().state_after(1)
    open_page(chrome, server + f"/seat/{TOKEN}")
    url = sockets(chrome)[0]["url"]
    assert url.startswith(f"ws://127.0.0.1:{server.rsplit(':', 1)[1]}/ws/seat/{TOKEN}?phone=")
    phone = url.split("phone=")[1]
    assert 16 <= len(phone) <= 64
    deliver(chrome, screen_message(screen_lines(public_view(state))))
    card = seat_message(state, 2)
    role = card["card"]["role"]
    deliver(chrome, card)
    assert shown_text(chrome, "#card") == "Press and hold to see your role"
    assert shown_text(chrome, "#seat-head").split() == ["Seat", "2", "Boris"]
    assert role not in chrome.page_source                  # face down: not in the page at all
    hold(chrome)
    shown = shown_text(chrome, "#card")
    assert role in shown and f"You play for: {card['card']['goal']}" in shown and "Release to hide" in shown
    assert "Your partners" in shown and unisolated(card["card"]["partners"][0]) in shown
    assert sockets(chrome)[-1]["sent"] == [{"type": "seen"}]
    assert shown_text(chrome, "#seen") == "✓ Seen"
    let_go(chrome)
    assert role not in chrome.page_source
    hold(chrome)
    js(chrome, "window.dispatchEvent(new Event('blur'))")     # the phone switched app
    assert role not in chrome.page_source
    let_go(chrome)
    assert sockets(chrome)[-1]["sent"] == [{"type": "seen"}]  # once
    # a reload (the same phone) keeps its phone id
    open_page(chrome, server + f"/seat/{TOKEN}")
    assert sockets(chrome)[0]["url"].endswith("phone=" + phone)


def test_the_card_is_redrawn_as_the_seat_changes_and_says_when_out(
        chrome: Any, server: str) -> None:
    game = classic_vote()
    open_page(chrome, server + f"/seat/{TOKEN}")
    deliver(chrome, seat_message(game.state_after(9), 2))
    hold(chrome)
    assert "You are out of the game" not in shown_text(chrome, "#card")
    deliver(chrome, seat_message(game.state_after(12), 2))   # executed while the card is held
    assert "You are out of the game" in shown_text(chrome, "#card")
    let_go(chrome)


@pytest.mark.parametrize("kind,sentence", [
    ("moved", "This seat is now on another phone."),
    ("ended", "This game has ended. Ask the host for a new link."),
    ("invalid", "This link is open on another phone. Ask the host to hand the seat to this one."),
])
def test_moved_ended_invalid_leave_one_sentence_and_no_card(
        chrome: Any, server: str, kind: str, sentence: str) -> None:
    state = classic_vote().state_after(1)
    open_page(chrome, server + f"/seat/{TOKEN}")
    deliver(chrome, screen_message(screen_lines(public_view(state))))
    deliver(chrome, seat_message(state, 2))
    message: dict[str, Any] = {"type": kind}
    deliver(chrome, message)
    assert shown_text(chrome, "body") == sentence
    assert not chrome.find_elements("id", "card")
    assert sockets(chrome)[-1]["state"] == 3
    time.sleep(0.8)                         # longer than the first back-off: no new socket
    assert len(sockets(chrome)) == 1


def test_a_dropped_connection_says_so_and_comes_back_with_a_back_off(
        chrome: Any, server: str) -> None:
    state = classic_vote().state_after(1)
    open_page(chrome, server + "/")
    deliver(chrome, screen_message(screen_lines(public_view(state))))
    js(chrome, "window.__sockets[0].drop()")
    assert shown_text(chrome, "#banner") == "No connection: trying again…"
    wait_for(lambda: len(sockets(chrome)) == 2, "a second socket after the back-off", tries=1000)
    assert sockets(chrome)[1]["url"].endswith("/ws")
    js(chrome, "window.__sockets[1].drop()")       # the server is not there yet: wait longer
    assert js(chrome, "return window.mafiaPhones.state().attempt") == 2
    # the phone woke up: at once, no back-off
    js(chrome, "window.dispatchEvent(new Event('online'))")
    assert len(sockets(chrome)) == 3
    open_socket(chrome)
    deliver(chrome, screen_message(screen_lines(public_view(state))))
    assert not chrome.find_element("id", "banner").is_displayed()
    # visible again with a live socket: a heartbeat at once
    js(chrome, "document.dispatchEvent(new Event('visibilitychange'))")
    assert sockets(chrome)[2]["sent"] == [{"type": "heartbeat"}]
    # a message from the server the page does not know is ignored
    deliver(chrome, {"type": "something else", "lines": None})
    assert "Day 1" in shown_text(chrome, "#screen") or "Night" in shown_text(chrome, "#screen")


def test_russian_words_and_lines(chrome: Any, server: str, qapp: Any) -> None:
    set_language("ru", qapp)
    state = classic_vote().state_after(9)
    lines = screen_lines(public_view(state), (75, "Голосование", ""), True)
    open_page(chrome, server + f"/seat/{TOKEN}")
    deliver(chrome, screen_message(lines, "ru"))
    deliver(chrome, seat_message(state, 3))
    from mafia_desktop.ui.phones.messages import words
    assert shown_text(chrome, "#card") == words()["hold"]      # the host's language's
    assert js(chrome, "return document.documentElement.lang") == "ru"
    for text in lines.texts():
        assert unisolated(text) in shown_text(chrome, "#screen")


def test_the_standings_between_games_are_laid_out_as_a_table(chrome: Any, server: str) -> None:
    # core may add "table" between games: {title, kind, header?, rows: [[cell, ...], ...]}
    message = screen_message(None)
    message["table"] = {"title": "Evening standings", "kind": "evening",
                        "header": ["#", "Player", "Points"],
                        "rows": [["1", "Anna", "3.5"], {"place": "2", "name": "Boris", "points": "2"}]}
    open_page(chrome, server + "/", 1920, 1080)
    deliver(chrome, message)
    cells = js(chrome, "return [...document.querySelectorAll('.standings tr')]"
               ".map(r => [...r.children].map(c => c.textContent))")
    assert cells == [["#", "Player", "Points"], ["1", "Anna", "3.5"], ["2", "Boris", "2"]]
    assert "Evening standings" in shown_text(chrome, "#screen")


def test_heartbeats_and_a_silent_connection_is_started_again(chrome: Any, server: str) -> None:
    # the page's clocks shortened (15 s and 40 s in the field): a heartbeat every 0.1 s,
    # a socket silent for 0.6 s closed and made anew
    added = chrome.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": "window.mafiaPhonesTiming = {heartbeat: 100, silent: 600};"})
    try:
        open_page(chrome, server + "/")
        deliver(chrome, screen_message(None))
        wait_for(lambda: sockets(chrome)[0]["sent"][:2] == [{"type": "heartbeat"}] * 2,
                 "two heartbeats", tries=1000)
        wait_for(lambda: len(sockets(chrome)) == 2, "a new socket after the silence", tries=1000)
        assert sockets(chrome)[0]["state"] == 3
    finally:
        chrome.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                               {"identifier": added["identifier"]})
