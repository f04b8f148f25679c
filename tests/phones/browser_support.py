"""What the browser tests of the phones' pages share (issue 33): headless Chromium through
selenium, a tiny HTTP server for the pages alone (the core's server takes its place
where it is merged), a stand-in WebSocket the test drives, and real messages from real
games.

The stand-in socket (:data:`FAKE_SOCKET`) is put into every page before its scripts
run (Chrome DevTools' ``Page.addScriptToEvaluateOnNewDocument``): the page's own code
connects, sends and reconnects as it would; the test opens, feeds and drops the socket
(``window.__sockets``) and reads what the page sent.
"""

from __future__ import annotations

import json
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import mafia_desktop
from mafia_desktop.ui.phones.web import page_policy

RESOURCES = Path(mafia_desktop.__file__).resolve().parent / "resources"
PAGES = RESOURCES / "phones"
FONTS = RESOURCES / "fonts"

#: The stand-in WebSocket: ``window.__sockets`` holds every socket the page made, each
#: with ``url``, ``sent`` (the page's messages, parsed), ``open()``, ``deliver(obj)``,
#: ``drop()``.
FAKE_SOCKET = r"""
window.__sockets = [];
window.WebSocket = function (url) {
  var ws = this;
  ws.url = url; ws.readyState = 0; ws.sent = [];
  ws.send = function (data) {
    if (ws.readyState !== 1) throw new Error("not open");
    ws.sent.push(JSON.parse(data));
  };
  ws.close = function () {
    if (ws.readyState === 3) return;
    ws.readyState = 3; if (ws.onclose) ws.onclose({code: 1000});
  };
  ws.open = function () { ws.readyState = 1; if (ws.onopen) ws.onopen({}); };
  ws.deliver = function (obj) { if (ws.onmessage) ws.onmessage({data: JSON.stringify(obj)}); };
  ws.drop = function () { ws.readyState = 3; if (ws.onclose) ws.onclose({code: 1006}); };
  window.__sockets.push(ws);
};
"""


#: The real WebSocket, recording: ``window.__msgs`` every message received (its text),
#: ``window.__doms`` the page's HTML right after the page handled each one.
RECORDING_SOCKET = r"""
(function () {
  var Real = window.WebSocket;
  window.__msgs = []; window.__doms = [];
  window.WebSocket = function (url) {
    var ws = new Real(url), self = this;
    ["onopen", "onclose", "onerror"].forEach(function (n) {
      Object.defineProperty(self, n, {set: function (f) { ws[n] = f; }});
    });
    Object.defineProperty(self, "onmessage", {set: function (f) {
      ws.onmessage = function (e) {
        window.__msgs.push(e.data); f(e);
        window.__doms.push(document.documentElement.outerHTML);
      };
    }});
    Object.defineProperty(self, "readyState", {get: function () { return ws.readyState; }});
    self.url = url;
    self.send = function (d) { ws.send(d); };
    self.close = function () { ws.close(); };
  };
})();
"""


#: Every Content-Security-Policy violation of a page, in ``window.__csp`` (the directive
#: and what it blocked), put into every page before its scripts run.
POLICY_WATCH = r"""
window.__csp = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__csp.push(e.violatedDirective + " " + e.blockedURI);
});
"""


class _Pages(BaseHTTPRequestHandler):
    """The pages as the core's server serves them (``GET /``, ``/seat/<token>``,
    ``/static/<name>``, a page with the server's Content-Security-Policy), with no
    WebSocket."""

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        file: Path | None = None
        if path == "/":
            file = PAGES / "screen.html"
        elif path.startswith("/seat/"):
            file = PAGES / "seat.html"
        elif path.startswith("/static/"):
            name = path[len("/static/"):]
            for folder in (PAGES, FONTS):
                if name in {p.name for p in folder.iterdir()}:
                    file = folder / name
        if file is None:
            self.send_error(404)
            return
        kind = {".html": "text/html; charset=utf-8", ".css": "text/css; charset=utf-8",
                ".js": "text/javascript; charset=utf-8", ".ttf": "font/ttf"}[file.suffix]
        data = file.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        if file.suffix == ".html":
            name, value = page_policy(self.headers.get("Host", "")).split(": ", 1)
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: Any) -> None:
        """Quiet."""


@contextmanager
def page_server() -> Iterator[str]:
    """A server of the pages alone on 127.0.0.1 at a free port; yields its base URL
    (``http://127.0.0.1:PORT``)."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Pages)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def browser(width: int = 390, height: int = 844, socket: str = "fake") -> Any:
    """A headless Chromium (selenium) with a window of ``width`` x ``height`` CSS
    pixels; every page it opens gets :data:`FAKE_SOCKET` (``socket="fake"``) or
    :data:`RECORDING_SOCKET` (``"record"``). Skips the test where selenium, chromium or
    chromedriver is absent."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip("selenium is not installed (pip install -e '.[test]')")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        pytest.skip("chromium/chromedriver not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-extensions", "--no-first-run", "--hide-scrollbars",
                "--force-device-scale-factor=1", f"--window-size={width},{height}",
                # ten tabs in the background keep their timers (the heartbeat)
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--disable-backgrounding-occluded-windows"):
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=Service(driver_path))
    # The window's outer size holds no browser frame in headless mode; set the page's
    # own size exactly (what a phone's viewport is).
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    script = {"fake": FAKE_SOCKET, "record": RECORDING_SOCKET}[socket]
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": POLICY_WATCH})
    return driver


def policy_violations(driver: Any) -> list[str]:
    """The page's Content-Security-Policy violations so far (:data:`POLICY_WATCH`)."""
    found: list[str] = driver.execute_script("return window.__csp || [];")
    return found


def resize(driver: Any, width: int, height: int) -> None:
    """Give the page ``width`` x ``height`` CSS pixels."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def screen_message(lines: Any, lang: str = "en") -> dict[str, Any]:
    """The ``screen`` message for ``lines`` (a :class:`ScreenLines` or ``None``) in the
    current language ``lang``, as core's ``messages.py`` makes it."""
    from mafia_desktop.ui.phones.messages import screen_data
    return screen_data(lines, lang)


def seat_message(state: Any, seat: int) -> dict[str, Any]:
    """The ``seat`` message for ``seat`` of ``state`` (core's ``messages.py``)."""
    from mafia_desktop.ui.phones.messages import seat_card
    return {"type": "seat", "seat": seat, "card": seat_card(state, seat)}


def deliver(driver: Any, message: dict[str, Any], socket: int = -1) -> None:
    """Deliver ``message`` on the page's socket number ``socket`` (-1: the last made)."""
    driver.execute_script(
        "var s = window.__sockets; s[arguments[1] < 0 ? s.length + arguments[1] : arguments[1]]"
        ".deliver(JSON.parse(arguments[0]));", json.dumps(message), socket)


def open_socket(driver: Any, socket: int = -1) -> None:
    """Let the page's socket number ``socket`` open."""
    driver.execute_script(
        "var s = window.__sockets; s[arguments[0] < 0 ? s.length + arguments[0] : arguments[0]].open();",
        socket)


def sockets(driver: Any) -> list[dict[str, Any]]:
    """The page's sockets as ``{url, state, sent}``."""
    found: list[dict[str, Any]] = driver.execute_script(
        "return window.__sockets.map(function (s) {"
        " return {url: s.url, state: s.readyState, sent: s.sent}; });")
    return found


def shown_text(driver: Any, css: str = "body") -> str:
    """The text a person sees in the element ``css`` (the direction isolates removed)."""
    text: str = driver.find_element("css selector", css).text
    return text.replace("\u2068", "").replace("\u2069", "")


def new_tab(driver: Any, url: str, socket: str = "record", width: int = 390,
            height: int = 844) -> str:
    """Open ``url`` in a new tab of ``driver`` (its socket ``socket``: see
    :func:`browser`; its page ``width`` x ``height``); returns the tab's handle."""
    driver.switch_to.new_window("tab")
    resize(driver, width, height)
    script = {"fake": FAKE_SOCKET, "record": RECORDING_SOCKET}[socket]
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": POLICY_WATCH})
    driver.get(url)
    handle: str = driver.current_window_handle
    return handle
