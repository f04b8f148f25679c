"""The phones' pages against the real server (issue 33 "done when"): the host window's
``PhonesHub`` on 127.0.0.1 at a free port, headless Chromium tabs as the phones.

- ten seats in ten tabs each see only their own role (the card while held; no other
  seat's role anywhere in the tab's page), and the host window sees each seat "seen";
- the web screen shows what the players' screen shows after a vote;
- a phone comes back by itself when the server does (offline banner, its seat kept);
- another phone opening a held link is refused in the host's words; the host hands the
  seat over: the first phone is told, the new link works on the new phone;
- a whole classic and a whole sport game with ten phone tabs and a web screen open: every
  page each tab ever had (recorded after each message) holds no role outside the public
  screen, and its public screen is one the web screen also showed.

Qt's event loop runs the server on this thread; selenium's calls block, so they run on a
worker thread while this one turns the loop (:func:`off_thread`).
"""

from __future__ import annotations

import json
import random
import re
import threading
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import pytest

from mafia_desktop.i18n import names
from mafia_desktop.rules import Game
from mafia_desktop.rules.log_format import load_game
from tests.conftest import SCENARIOS, unisolated
from tests.phones.browser_support import browser, new_tab

T = TypeVar("T")


def off_thread(qtbot: Any, fn: Callable[[], T], timeout_ms: int = 120_000) -> T:
    """``fn()`` run on a worker thread while Qt's loop turns here (the server answers)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = fn()
        except BaseException as error:  # handed back to the test's thread
            box["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=timeout_ms)
    if "error" in box:
        raise box["error"]
    value: T = box["value"]
    return value


@pytest.fixture()
def hub(window: Any) -> Iterator[Any]:
    hub = window.session.phones
    hub.start("127.0.0.1", 0)
    yield hub
    hub.stop()


@pytest.fixture()
def chrome() -> Iterator[Any]:
    driver = browser(390, 844, socket="record")
    try:
        yield driver
    finally:
        driver.quit()   # here, not turning Qt's loop: the closed window is deleted later


def in_tab(driver: Any, handle: str, script: str, *args: Any) -> Any:
    driver.switch_to.window(handle)
    return driver.execute_script(script, *args)


def wait_in_tab(qtbot: Any, driver: Any, handle: str, script: str, what: str,
                *args: Any, tries: int = 400) -> Any:
    """Poll ``script`` (given ``args``) in the tab (a counted number of tries, the loop
    turning between) until it returns something true; returns it."""
    for _ in range(tries):
        got = off_thread(qtbot, lambda: in_tab(driver, handle, script, *args))
        if got:
            return got
        qtbot.wait(20)
    raise AssertionError(f"never: {what}")


def shows_now(qtbot: Any, driver: Any, handle: str, hub: Any) -> None:
    """Wait until the tab's last screen message is the hub's screen now (compared anew
    each try: the host's timer may tick meanwhile)."""
    last = None
    for _ in range(400):
        qtbot.wait(5)
        last = off_thread(qtbot, lambda: in_tab(driver, handle, """
            const m = window.__msgs.filter(t => JSON.parse(t).type === 'screen');
            return m[m.length - 1];"""))
        if last == hub.screen_text():
            return
    raise AssertionError(f"the tab never showed {hub.screen_text()}; its last: {last}")


def seat_tabs(qtbot: Any, driver: Any, hub: Any) -> dict[int, str]:
    """A tab per seat on its link, each holding its seat (its card came)."""
    links = hub.seats()
    tabs = off_thread(qtbot, lambda: {link.seat: new_tab(driver, link.url) for link in links})
    for seat, handle in tabs.items():
        wait_in_tab(qtbot, driver, handle,
                    "return window.__msgs.some(m => JSON.parse(m).type === 'seat')",
                    f"seat {seat}'s card")
    qtbot.waitUntil(lambda: all(link.held for link in hub.seats()))
    return tabs


def role_words(family: str, roles: set[str]) -> dict[str, re.Pattern[str]]:
    """Each role's name (now's language) as a whole-word pattern."""
    return {role: re.compile(rf"(?<!\w){re.escape(names.role_name(role, family))}(?!\w)")
            for role in roles}


def held_card(qtbot: Any, driver: Any, handle: str) -> tuple[str, str]:
    """Press and hold the tab's card: ``(the card's text, the whole page's HTML)``
    while held; then let it go."""
    from selenium.webdriver.common.action_chains import ActionChains

    def hold() -> tuple[str, str]:
        driver.switch_to.window(handle)
        card = driver.find_element("id", "card")
        ActionChains(driver).click_and_hold(card).perform()
        try:
            return card.text, driver.execute_script("return document.documentElement.outerHTML")
        finally:
            ActionChains(driver).release().perform()
    return off_thread(qtbot, hold)


def classic_ten() -> Game:
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup
    rng = random.Random(33)
    return play_random_game(random_setup(rng, 10), 33)


def test_ten_seats_in_ten_tabs_each_see_only_their_own_role(qtbot: Any, window: Any, hub: Any,
                                                             chrome: Any) -> None:
    setup = classic_ten().setup
    window.session.open_game(Game(setup))
    tabs = seat_tabs(qtbot, chrome, hub)
    assert len(tabs) == 10
    roles = {p.role.value for p in setup.players}
    patterns = role_words("classic", roles)
    for player in setup.players:
        card = json.loads(hub.card_text(player.seat))["card"]
        text, page = held_card(qtbot, chrome, tabs[player.seat])
        assert card["role"] in text and card["goal"] in text
        allowed = {player.role.value} | {r for r in roles
                                         if any(names.role_name(r, "classic") in line
                                                for line in card["partners"])}
        shown = {role for role, pattern in patterns.items() if pattern.search(unisolated(page))}
        assert shown <= allowed, (player.seat, shown - allowed)
        assert player.role.value in shown
    qtbot.waitUntil(lambda: all(link.seen for link in hub.seats()))


def test_the_web_screen_shows_what_the_players_screen_shows_after_a_vote(
        qtbot: Any, window: Any, hub: Any, chrome: Any) -> None:
    from PySide6.QtWidgets import QApplication
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    window.session.open_game(Game.replay(game.setup, list(game.actions)[:9]))
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    lines = window.session.projector.scene.lines()
    assert lines is not None and lines.rows and lines.stage == "Voting"
    screen = off_thread(qtbot, lambda: new_tab(chrome, hub.screen_url(), width=1920, height=1080))
    expected = [unisolated(t) for t in lines.texts()]
    shown = wait_in_tab(
        qtbot, chrome, screen,
        "const t = document.getElementById('screen').innerText;"
        "return t.includes('Voting') ? t : ''", "the vote on the web screen")
    for text in expected:
        assert text in unisolated(shown), text


def play_with_phones(qtbot: Any, window: Any, hub: Any, chrome: Any, setup: Any,
                     actions: list[Any], family: str) -> None:
    """Open ``setup``, ten phone tabs and a web screen; take ``actions`` one by one, each
    shown on the web screen before the next; then check every page each tab had."""
    window.session.open_game(Game(setup))
    # the web screen first: it shows every screen a phone is sent
    screen = off_thread(qtbot, lambda: new_tab(chrome, hub.screen_url(), width=1920, height=1080))
    tabs = seat_tabs(qtbot, chrome, hub)
    for action in actions:
        assert window.session.controller.perform(action) is None
        shows_now(qtbot, chrome, screen, hub)
    assert window.session.controller.game.outcome is not None       # a whole game
    # the server's Content-Security-Policy blocked nothing the pages did (their colours
    # go in through the CSSOM, their socket is their own origin's; read before the
    # test's own DOMParser, whose inert copies count the pages' styles as inline)
    for handle in (screen, *tabs.values()):
        assert off_thread(qtbot, lambda h=handle: in_tab(chrome, h, "return window.__csp;")) == []
    screens = off_thread(qtbot, lambda: in_tab(chrome, screen, """
        return window.__doms.map(h => { const d = new DOMParser().parseFromString(h, 'text/html');
          return d.getElementById('screen').innerHTML.replace(' wide', ''); });"""))
    public = set(screens)
    roles = {p.role.value for p in setup.players}
    patterns = role_words(family, roles)
    for seat, handle in tabs.items():
        msgs, doms = off_thread(qtbot, lambda h=handle: in_tab(chrome, h, """
            return [window.__msgs, window.__doms.map(h => {
              const d = new DOMParser().parseFromString(h, 'text/html');
              const s = d.getElementById('screen'); const inner = s ? s.innerHTML : '';
              if (s) s.remove(); return [d.body.innerText || d.body.textContent, inner]; })];"""))
        for text in msgs:       # the screen's messages and this seat's own card only
            kind = json.loads(text)["type"]
            assert kind in ("screen", "seat", "pong"), kind
            if kind == "seat":
                assert json.loads(text)["seat"] == seat
        for outside, inner in doms:
            assert not [r for r, p in patterns.items() if p.search(unisolated(outside))], (seat, outside)
            assert inner in public or not inner, seat      # the public screen, as shown on it
    # at the end each phone still holds its seat and shows its own role
    for player in setup.players:
        text, _ = held_card(qtbot, chrome, tabs[player.seat])
        assert names.role_name(player.role.value, family) in text


def test_a_whole_classic_game_with_ten_phones_and_a_web_screen(
        qtbot: Any, window: Any, hub: Any, chrome: Any) -> None:
    game = classic_ten()
    play_with_phones(qtbot, window, hub, chrome, game.setup, list(game.actions), "classic")


def test_a_whole_sport_game_with_ten_phones_and_a_web_screen_in_russian(
        qtbot: Any, qapp: Any, window: Any, hub: Any, chrome: Any) -> None:
    from mafia_desktop.i18n.language import set_language
    game = load_game((SCENARIOS / "sport_red_wins.mafia.json").read_text())
    set_language("ru", qapp)
    try:
        play_with_phones(qtbot, window, hub, chrome, game.setup, list(game.actions), "sport")
        assert json.loads(hub.screen_text())["lang"] == "ru"
    finally:
        set_language("en", qapp)


def test_a_phone_comes_back_by_itself_when_the_server_does_and_keeps_its_seat(
        qtbot: Any, window: Any, hub: Any, chrome: Any) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    window.session.open_game(Game.replay(game.setup, list(game.actions)[:5]))
    link = hub.seats()[2]
    tab = off_thread(qtbot, lambda: new_tab(chrome, link.url))
    wait_in_tab(qtbot, chrome, tab, "return window.mafiaPhones.state().live", "the seat joined")
    port = hub.port()
    hub.stop()                                   # the laptop's server goes away…
    shown = wait_in_tab(qtbot, chrome, tab,
                        "const b = document.getElementById('banner');"
                        "return b.hidden ? '' : b.textContent", "the page says it is offline")
    assert shown == "No connection: trying again…"
    hub.start("127.0.0.1", port)                 # …and comes back: the page by itself
    wait_in_tab(qtbot, chrome, tab, "return window.mafiaPhones.state().live",
                "the page came back", tries=1000)
    assert hub.seats()[2].held
    before = len(window.session.controller.game.actions)
    window.session.controller.stack.undo()
    assert len(window.session.controller.game.actions) == before - 1
    shows_now(qtbot, chrome, tab, hub)                  # the undo, at once
    text, _ = held_card(qtbot, chrome, tab)
    assert names.role_name(game.setup.players[2].role.value, "classic") in text


def test_another_phone_is_refused_in_words_and_the_host_hands_the_seat_over(
        qtbot: Any, window: Any, hub: Any, chrome: Any) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    window.session.open_game(Game.replay(game.setup, list(game.actions)[:5]))
    link = hub.seats()[2]
    first = off_thread(qtbot, lambda: new_tab(chrome, link.url))
    wait_in_tab(qtbot, chrome, first, "return window.mafiaPhones.state().live", "the seat joined")

    def other_phone(url: str) -> str:
        # another phone: no phone id of its own yet (this browser's storage forgotten)
        chrome.switch_to.new_window("tab")
        added = chrome.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                       {"source": "localStorage.clear();"})
        chrome.get(url)
        chrome.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument",
                               {"identifier": added["identifier"]})
        handle: str = chrome.current_window_handle
        return handle
    second = off_thread(qtbot, lambda: other_phone(link.url))
    refused = wait_in_tab(qtbot, chrome, second,
                          "const g = document.querySelector('.gone');"
                          "return g && g.textContent !== '…' ? g.textContent : ''",
                          "the other phone is refused")
    assert refused == json.loads(hub.screen_text())["words"]["invalid"]   # the host's words
    assert hub.seats()[2].held
    hub.hand_over(3)                                 # the host gives the seat to the new phone
    moved = wait_in_tab(qtbot, chrome, first,
                        "const g = document.querySelector('.gone'); return g && g.textContent",
                        "the first phone is told")
    assert moved == "This seat is now on another phone."
    new_link = hub.seats()[2].url
    assert new_link != link.url
    third = off_thread(qtbot, lambda: other_phone(new_link))
    wait_in_tab(qtbot, chrome, third, "return window.mafiaPhones.state().live", "the new phone")
    text, _ = held_card(qtbot, chrome, third)
    assert names.role_name(game.setup.players[2].role.value, "classic") in text
    qtbot.waitUntil(lambda: hub.seats()[2].seen)
