"""A report's HTML (the templates' ``qt`` form) cut into pieces a page or so long, so that
a long PDF is laid out a piece at a time (:mod:`.printing`) instead of as one document
whose every page-break mend lays the whole report out again (issue 35.4).

:func:`split_units` reads the page's ``<body>`` as a tree and lists its *units*: every
paragraph, heading and table row (the things a page break falls between), each with the
containers it sits in (``<div>``, ``<table>``, ``<tbody>``, ``<footer>``…).
:func:`piece_html` writes units ``a`` to ``b`` back as a whole page: the same head and
style sheet, the containers opened again where the piece starts inside them (a table
with its ``<thead>``, so a table continued on a new page shows its header as Qt's own
page break does) and closed where it ends. With ``marks``, each unit's first text
carries an invisible anchor (``<a name="mdpdf-7">``) that says where the unit is once laid
out (:data:`MARK`).

The HTML is the templates' own (well formed, every value escaped, so ``<`` starts a tag
and nothing else); a page that does not read as such raises :class:`NotSplittable`
and is printed whole, as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: The anchor name's prefix that marks a unit's start (followed by the unit's number).
MARK = "mdpdf-"
#: Elements without an end tag.
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
#: Elements whose children are units of their own (a page may break between them).
CONTAINERS = frozenset({"div", "table", "tbody", "tfoot", "footer", "section", "article",
                        "header", "main", "center"})
#: Children of a table written again wherever the table is opened again.
STICKY = frozenset({"thead", "caption", "colgroup", "col"})
#: Elements that sit inside a line of text (a run of them with text is one unit).
INLINE = frozenset({"a", "abbr", "b", "big", "cite", "code", "em", "font", "i", "img", "kbd",
                    "q", "s", "samp", "small", "span", "strong", "sub", "sup", "tt", "u",
                    "br", "nobr"})
#: Elements whose first text a mark may precede.
MARKABLE = frozenset({"p", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "li", "dt", "dd",
                      "pre", "blockquote"})

_TOKEN = re.compile(r"<!--.*?-->|<[^>]*>|[^<]+", re.S)
_NAME = re.compile(r"</?\s*([A-Za-z][A-Za-z0-9]*)")
_CELL = re.compile(r"<t[dh](\s[^>]*)?>", re.I)


class NotSplittable(ValueError):
    """The page is not the well-formed HTML the templates write (an unclosed or stray
    tag, no ``<body>``): it is printed as one document."""


@dataclass(eq=False)
class Node:
    """An element of the body: its start tag as written, its children (nodes and text),
    its end tag (``""`` for a void element)."""

    tag: str
    start: str
    children: list[Node | str] = field(default_factory=list)
    end: str = ""

    def html(self) -> str:
        """The element written back as it came."""
        return self.start + "".join(c if isinstance(c, str) else c.html()
                                    for c in self.children) + self.end


@dataclass(frozen=True, eq=False)
class Unit:
    """One unit: the containers it sits in (outermost first) and its own HTML (a
    paragraph, a heading, a row, or a run of text and inline elements)."""

    path: tuple[Node, ...]
    html: str
    markable: bool


@dataclass(frozen=True)
class Page:
    """A page's HTML cut up: what comes before the body's content (``head``, up to and with
    ``<body…>``), the units, and what comes after (``tail``)."""

    head: str
    units: list[Unit]
    tail: str

    def size(self, a: int = 0, b: int | None = None) -> int:
        """The characters of units ``a`` to ``b`` (a measure of their layout's cost)."""
        return sum(len(u.html) for u in self.units[a:b])


def _parse(body: str) -> list[Node | str]:
    root = Node("body", "")
    stack = [root]
    for m in _TOKEN.finditer(body):
        token = m.group(0)
        if not token.startswith("<") or token.startswith("<!"):
            stack[-1].children.append(token)
            continue
        name = _NAME.match(token)
        if name is None:
            raise NotSplittable(f"not a tag: {token[:40]!r}")
        tag = name.group(1).lower()
        if token.startswith("</"):
            if tag in VOID:
                continue
            if len(stack) == 1 or stack[-1].tag != tag:
                raise NotSplittable(f"</{tag}> closes <{stack[-1].tag}>")
            stack.pop().end = token
        else:
            node = Node(tag, token)
            stack[-1].children.append(node)
            if tag not in VOID and not token.endswith("/>"):
                stack.append(node)
    if len(stack) != 1:
        raise NotSplittable(f"<{stack[-1].tag}> is not closed")
    return root.children


def _is_inline(child: Node | str) -> bool:
    return isinstance(child, str) or child.tag in INLINE


def _units(children: list[Node | str], path: tuple[Node, ...], out: list[Unit]) -> None:
    run: list[Node | str] = []

    def flush() -> None:
        html = "".join(c if isinstance(c, str) else c.html() for c in run)
        if html.strip():
            out.append(Unit(path, html, markable=True))
        elif html and out:   # white space between blocks stays with the unit before it
            last = out[-1]
            out[-1] = Unit(last.path, last.html + html, last.markable) \
                if last.path == path else last
        run.clear()

    for child in children:
        if _is_inline(child):
            run.append(child)
            continue
        flush()
        assert isinstance(child, Node)
        if child.tag in CONTAINERS:
            inner = [c for c in child.children
                     if not (child.tag == "table" and isinstance(c, Node) and c.tag in STICKY)]
            if any(isinstance(c, Node) for c in inner):
                _units(inner, (*path, child), out)
                continue
        if not (path and path[-1].tag == "table" and child.tag in STICKY):
            out.append(Unit(path, child.html(), child.tag in MARKABLE))
    flush()


def split_units(html: str) -> Page:
    """``html`` (a whole page) as its head, its units and its tail.

    Raises:
        NotSplittable: the page has no ``<body>`` or is not well formed.
    """
    start = re.search(r"<body[^>]*>", html, re.I)
    end = html.lower().rfind("</body>")
    if start is None or end < start.end():
        raise NotSplittable("no <body>")
    units: list[Unit] = []
    _units(_parse(html[start.end():end]), (), units)
    if not units:
        raise NotSplittable("an empty body")
    return Page(html[:start.end()], units, html[end:])


def _opening(node: Node) -> str:
    sticky = "".join(c.html() for c in node.children
                     if node.tag == "table" and isinstance(c, Node) and c.tag in STICKY)
    return node.start + sticky


def _marked(unit: Unit, number: int) -> str:
    mark = f'<a name="{MARK}{number}"></a>'
    html = unit.html
    if not unit.markable:
        return html
    if html.lstrip().lower().startswith("<tr"):
        cell = _CELL.search(html)
        return html if cell is None else html[:cell.end()] + mark + html[cell.end():]
    if html.lstrip().startswith("<"):
        tag_end = html.index(">") + 1
        return html[:tag_end] + mark + html[tag_end:]
    return mark + html


def piece_html(page: Page, a: int, b: int, *, marks: bool = False) -> str:
    """Units ``a`` to ``b`` (exclusive) as a whole page: the head, the containers they
    sit in opened (with a table's header) and closed, the tail. ``marks``: each unit
    with its anchor (``MARK`` and its number)."""
    out = [page.head]
    open_: list[Node] = []
    for k in range(a, b):
        unit = page.units[k]
        same = 0
        while same < min(len(open_), len(unit.path)) and open_[same] is unit.path[same]:
            same += 1
        for node in reversed(open_[same:]):
            out.append(node.end)
        del open_[same:]
        for node in unit.path[same:]:
            out.append(_opening(node))
            open_.append(node)
        out.append(_marked(unit, k) if marks else unit.html)
    out.extend(node.end for node in reversed(open_))
    out.append(page.tail)
    return "".join(out)


__all__ = ["MARK", "NotSplittable", "Page", "Unit", "piece_html", "split_units"]
