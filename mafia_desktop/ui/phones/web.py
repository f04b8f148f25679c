"""The HTTP side of the phones' server (issue 33 point 1): reading a request's head,
the answers' bytes, and the files a page may load.

Only what the pages need: ``GET`` (and ``HEAD``) of a path; every answer closes its
connection and carries ``Cache-Control: no-store``, ``Connection: close`` and
``X-Content-Type-Options: nosniff``; a page (HTML) also carries a
Content-Security-Policy (:func:`page_policy`): its own scripts, styles, fonts and socket
only, nothing inline, nothing from anywhere else. The files served are the package data of
``mafia_desktop/resources/phones/`` and the shipped fonts (``resources/fonts/``), each
by its name alone: a name not in those listings is 404, so no path leaves them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from mafia_desktop.ui.resources import resource_path

# The longest request head read (bytes): a longer one is answered 431 and closed.
HEAD_CAP = 8 * 1024

# The content type of each kind of file served.
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".ttf": "font/ttf",
    ".woff2": "font/woff2",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".txt": "text/plain; charset=utf-8",
}

REASONS = {200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
           405: "Method Not Allowed", 429: "Too Many Requests",
           431: "Request Header Fields Too Large"}


# A Host header's value that may stand in the policy's connect-src: a name or an IPv4
# address, or an IPv6 address in brackets, with an optional port (anything else: 'self').
_HOST = re.compile(r"(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::[0-9]{1,5})?")


def page_policy(host: str = "") -> str:
    """The ``Content-Security-Policy`` header line of a page served from ``host`` (the
    request's ``Host`` value): scripts, styles, fonts from the page's own origin, no
    inline script or style (the page's colours go in through the CSSOM), images only
    its own or ``data:`` (the empty icon), no form, no base, and sockets to its own
    origin — ``'self'`` and, for browsers before CSP 3 that do not count ``ws:`` as
    their own (iOS Safari before 15.4), ``ws://host`` written out. A host that is not
    a plain name or address is left out (then only ``'self'``)."""
    socket = f" ws://{host}" if host and _HOST.fullmatch(host) else ""
    return ("Content-Security-Policy: default-src 'none'; script-src 'self'; "
            "style-src 'self'; font-src 'self'; img-src 'self' data:; "
            f"connect-src 'self'{socket}; base-uri 'none'; form-action 'none'")


@dataclass(frozen=True)
class Request:
    """A request's head: ``method`` (``GET``), ``path`` (decoded, without the query),
    ``query`` (each name's first value) and ``headers`` (names in lower case)."""

    method: str
    path: str
    query: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def is_upgrade(self) -> bool:
        """True for a WebSocket handshake (``Upgrade: websocket``)."""
        return (self.headers.get("upgrade", "").lower() == "websocket"
                and "upgrade" in self.headers.get("connection", "").lower())


def head_end(data: bytes) -> int:
    """The length of the request head in ``data`` (through its blank line), or -1 while
    it has not all arrived."""
    end = data.find(b"\r\n\r\n")
    return -1 if end < 0 else end + 4


def parse_head(data: bytes) -> Request | None:
    """The request of a whole head (:func:`head_end`); ``None`` for anything that is not
    an HTTP/1.x request line with headers."""
    try:
        text = data.decode("iso-8859-1")
    except UnicodeDecodeError:  # pragma: no cover - every byte decodes in latin-1
        return None
    lines = text.split("\r\n")
    parts = lines[0].split(" ")
    if len(parts) != 3 or not parts[2].startswith("HTTP/1.") or not parts[1].startswith("/"):
        return None
    headers: dict[str, str] = {}
    for line in lines[1:]:
        if not line:
            continue
        name, colon, value = line.partition(":")
        if not colon:
            return None
        headers[name.strip().lower()] = value.strip()
    url = urlsplit(parts[1])
    query = {k: v[0] for k, v in parse_qs(url.query).items()}
    return Request(parts[0], unquote(url.path), query, headers)


def response(status: int, body: bytes = b"", content_type: str = "text/plain; charset=utf-8",
             head_only: bool = False, extra: tuple[str, ...] = ()) -> bytes:
    """The bytes of an answer with ``status``, ``body``, the headers every answer
    carries (see the module's docstring) and the ``extra`` header lines."""
    lines = [f"HTTP/1.1 {status} {REASONS.get(status, 'Error')}",
             f"Content-Type: {content_type}",
             f"Content-Length: {len(body)}",
             "Cache-Control: no-store",
             "Connection: close",
             "X-Content-Type-Options: nosniff",
             "Referrer-Policy: no-referrer",
             *extra,
             "", ""]
    return "\r\n".join(lines).encode("ascii") + (b"" if head_only else body)


def sentence_page(sentence: str, lang: str) -> bytes:
    """A tiny HTML page saying ``sentence`` and nothing else (a 403's body)."""
    from html import escape
    return (f'<!DOCTYPE html><html lang="{escape(lang)}"><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<p>{escape(sentence)}</p></html>").encode()


def page_folder() -> Path:
    """``mafia_desktop/resources/phones/`` (the pages' files)."""
    return resource_path("phones")


def static_files() -> dict[str, Path]:
    """Every file ``/static/<name>`` may serve, by name: the pages' files and the shipped
    fonts (a name in both: the page's)."""
    files: dict[str, Path] = {}
    for folder in (resource_path("fonts"), page_folder()):
        if folder.is_dir():
            for path in folder.iterdir():
                if path.is_file() and path.suffix in CONTENT_TYPES:
                    files[path.name] = path
    return files


def file_response(path: Path, head_only: bool = False, extra: tuple[str, ...] = ()) -> bytes:
    """A 200 with the file at ``path`` and the ``extra`` header lines (404 when it
    cannot be read)."""
    try:
        body = path.read_bytes()
    except OSError:
        return response(404, b"Not found", head_only=head_only)
    return response(200, body, CONTENT_TYPES.get(path.suffix, "application/octet-stream"),
                    head_only, extra)


__all__ = ["CONTENT_TYPES", "HEAD_CAP", "Request", "file_response", "head_end",
           "page_folder", "page_policy", "parse_head", "response", "sentence_page", "static_files"]
