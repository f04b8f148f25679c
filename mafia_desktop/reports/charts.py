"""The report's pictures as plain drawings: one geometry, two painters.

A :class:`Drawing` is a list of rectangles, lines and texts in pixels. :func:`to_svg`
writes it as inline SVG (every text escaped) for the HTML report; ``reports.pdf`` paints
the same drawing with QPainter into a QImage for the PDF. So both show the same picture.

Labels come in already worded (``reports.wording``); this module has no Qt and no words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape

#: Colours (CSS hex), shared by both painters.
ALIVE = "#3a7d44"
DEAD = "#e4e4e4"
DIED_HERE = "#c0392b"
BAR = "#4a6fa5"
BAR_EXECUTED = "#c0392b"
INK = "#222222"
GRID = "#bbbbbb"
FONT_PX = 12
#: The widest a row label may be (pixels); a longer name is elided with "…" and the
#: full name kept in the SVG's ``<title>`` (a tooltip).
LABEL_MAX_PX = 200.0
ELLIPSIS = "…"


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    fill: str
    stroke: str | None = None


@dataclass(frozen=True, slots=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str = GRID


@dataclass(frozen=True, slots=True)
class Text:
    """A label; ``anchor`` is ``start``, ``middle`` or ``end`` (as SVG's text-anchor);
    ``y`` is the baseline."""

    x: float
    y: float
    text: str
    anchor: str = "start"
    bold: bool = False
    fill: str = INK
    size: int = FONT_PX
    #: the whole text when ``text`` is elided (the SVG shows it as a tooltip)
    full: str | None = None
    #: the widest the text may be drawn (pixels); a painter that can measure text
    #: elides it further to fit
    max_width: float | None = None


@dataclass(slots=True)
class Drawing:
    """A picture: its size in pixels, a title (for screen readers) and its items."""

    width: float
    height: float
    title: str
    items: list[Rect | Line | Text] = field(default_factory=list)


_NARROW = set("iljtfrI.,:;'!|()[]- ")
# Direction marks, embeddings, overrides and isolates (U+200E/F, U+202A-E, U+2066-9):
# invisible, no width.
_INVISIBLE = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_OPENS_ISOLATE = set("\u2066\u2067\u2068")
PDI = "\u2069"
_WIDE = set("MWmwШЩЖЮФМЫшщжюфмыОQ@%")


def label_width(text: str, size: int = FONT_PX, bold: bool = False) -> float:
    """A generous estimate of ``text``'s width in pixels (DejaVu Sans at ``size`` px):
    per-character widths that are at least the real ones for Latin and Cyrillic, so a
    label column of this width does not clip (the painters have no common font metrics).
    """
    px = 0.0
    for c in text:
        if c in _INVISIBLE:
            continue
        px += (4.5 if c in _NARROW else 13.5 if c in _WIDE else
               10.0 if c.isupper() else 8.0)
    return px * size / FONT_PX * (1.12 if bold else 1.0)


def fit(text: str, max_px: float = LABEL_MAX_PX, size: int = FONT_PX,
        bold: bool = False) -> str:
    """``text``, or its longest beginning + "…" whose :func:`label_width` is at most
    ``max_px``. A name's direction isolate (``i18n.isolate``) cut open is closed again
    after the "…", so the cut name still cannot reorder what follows it."""
    if label_width(text, size, bold) <= max_px:
        return text
    room = max_px - label_width(ELLIPSIS, size, bold)
    cut = ""
    for c in text:
        if label_width(cut + c, size, bold) > room:
            break
        cut += c
    opened = sum(c in _OPENS_ISOLATE for c in cut) - cut.count(PDI)
    return cut.rstrip() + ELLIPSIS + PDI * max(0, opened)


def _label(x: float, y: float, text: str, bold: bool = False) -> Text:
    """A row label ending at ``x``, elided to :data:`LABEL_MAX_PX`."""
    shown = fit(text, bold=bold)
    return Text(x, y, shown, "end", bold=bold, full=text if shown != text else None,
                max_width=LABEL_MAX_PX)


def _label_column(labels: Sequence[str], bold: bool = False) -> float:
    return max((label_width(fit(t, bold=bold), bold=bold) for t in labels), default=40)


def alive_chart(title: str, columns: Sequence[str], rows: Sequence[str],
                alive: Sequence[Sequence[bool]]) -> Drawing:
    """Who lived after each phase: one row per player, one column per phase.

    Args:
        title: the picture's title.
        columns: column labels ("Start", "Day 1", ...).
        rows: row labels (players, seat order).
        alive: ``alive[c][r]``: player ``r`` lives after column ``c``. A cell is green
            while alive, red in the column where the player died, grey after.
    """
    cell_w = 46.0 if len(columns) <= 12 else 30.0
    cell_h, gap = 18.0, 2.0
    label_w = _label_column(rows) + 12
    top = 24.0
    d = Drawing(label_w + len(columns) * cell_w + 8, top + len(rows) * cell_h + 6, title)
    for c, label in enumerate(columns):
        d.items.append(Text(label_w + c * cell_w + cell_w / 2, top - 8, label, "middle",
                            size=10 if cell_w > 40 else 9))
    for r, label in enumerate(rows):
        y = top + r * cell_h
        d.items.append(_label(label_w - 8, y + cell_h - 5, label))
        for c in range(len(columns)):
            lives = alive[c][r]
            died_here = not lives and (c == 0 or alive[c - 1][r])
            colour = ALIVE if lives else DIED_HERE if died_here else DEAD
            d.items.append(Rect(label_w + c * cell_w + gap / 2, y + gap / 2, cell_w - gap,
                                cell_h - gap, colour))
    return d


def votes_chart(title: str, bars: Sequence[tuple[str, int, bool]],
                max_bar: float = 360.0) -> Drawing:
    """A day's standing votes at the close: one horizontal bar per candidate.

    Args:
        title: the picture's title.
        bars: ``(candidate label, votes, executed)`` per candidate; the executed
            candidate's bar is red and its label bold, the others blue.
        max_bar: the longest bar's length in pixels (a bar is 28 px a vote at most).
    """
    row_h = 22.0
    label_w = _label_column([b[0] for b in bars], bold=True) + 14
    most = max((b[1] for b in bars), default=0)
    unit = min(28.0, max_bar / most) if most else 28.0
    d = Drawing(label_w + max(most, 1) * unit + 36, len(bars) * row_h + 8, title)
    d.items.append(Line(label_w, 2, label_w, len(bars) * row_h + 4))
    for i, (label, votes, executed) in enumerate(bars):
        y = 4 + i * row_h
        d.items.append(_label(label_w - 8, y + row_h - 7, label, bold=executed))
        if votes:
            d.items.append(Rect(label_w, y + 3, votes * unit, row_h - 6,
                                BAR_EXECUTED if executed else BAR))
        d.items.append(Text(label_w + votes * unit + 6, y + row_h - 7, str(votes), bold=True))
    return d


def to_svg(d: Drawing) -> str:
    """The drawing as an inline ``<svg>`` element; every text is XML-escaped."""
    w, h = round(d.width), round(d.height)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}" role="img" aria-label="{escape(d.title)}">'
           f'<title>{escape(d.title)}</title>']
    for it in d.items:
        if isinstance(it, Rect):
            stroke = f' stroke="{it.stroke}"' if it.stroke else ' stroke="none"'
            out.append(f'<rect x="{it.x:.1f}" y="{it.y:.1f}" width="{it.w:.1f}" '
                       f'height="{it.h:.1f}" fill="{it.fill}"{stroke}/>')
        elif isinstance(it, Line):
            out.append(f'<line x1="{it.x1:.1f}" y1="{it.y1:.1f}" x2="{it.x2:.1f}" '
                       f'y2="{it.y2:.1f}" stroke="{it.stroke}"/>')
        else:
            weight = ' font-weight="bold"' if it.bold else ""
            tip = f"<title>{escape(it.full)}</title>" if it.full else ""
            out.append(f'<text x="{it.x:.1f}" y="{it.y:.1f}" text-anchor="{it.anchor}" '
                       f'font-size="{it.size}" fill="{it.fill}"{weight}>'
                       f'{tip}{escape(it.text)}</text>')
    out.append("</svg>")
    return "".join(out)


__all__ = ["Rect", "Line", "Text", "Drawing", "alive_chart", "votes_chart", "to_svg", "fit",
           "label_width", "LABEL_MAX_PX"]
