"""The report's pictures as plain drawings: one geometry, two painters.

A :class:`Drawing` is a list of rectangles, lines and texts in pixels. :func:`to_svg`
writes it as inline SVG (every text escaped) for the HTML report; ``reports.pdf`` paints
the same drawing with QPainter into a QImage for the PDF. So both show the same picture.

Labels come in already worded (``reports.wording``); this module has no Qt and no words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Sequence

#: Colours (CSS hex), shared by both painters.
ALIVE = "#3a7d44"
DEAD = "#e4e4e4"
DIED_HERE = "#c0392b"
BAR = "#4a6fa5"
BAR_EXECUTED = "#c0392b"
INK = "#222222"
GRID = "#bbbbbb"
FONT_PX = 12
CHAR_PX = 7.0  # a rough average width of one character at FONT_PX, for layout only


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


@dataclass(slots=True)
class Drawing:
    """A picture: its size in pixels, a title (for screen readers) and its items."""

    width: float
    height: float
    title: str
    items: list[Rect | Line | Text] = field(default_factory=list)


def _text_width(text: str, size: int = FONT_PX) -> float:
    return len(text) * CHAR_PX * size / FONT_PX


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
    label_w = max((_text_width(r) for r in rows), default=40) + 12
    top = 24.0
    d = Drawing(label_w + len(columns) * cell_w + 8, top + len(rows) * cell_h + 6, title)
    for c, label in enumerate(columns):
        d.items.append(Text(label_w + c * cell_w + cell_w / 2, top - 8, label, "middle",
                            size=10 if cell_w > 40 else 9))
    for r, label in enumerate(rows):
        y = top + r * cell_h
        d.items.append(Text(label_w - 8, y + cell_h - 5, label, "end"))
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
    label_w = max((_text_width(b[0]) for b in bars), default=40) + 14
    most = max((b[1] for b in bars), default=0)
    unit = min(28.0, max_bar / most) if most else 28.0
    d = Drawing(label_w + max(most, 1) * unit + 36, len(bars) * row_h + 8, title)
    d.items.append(Line(label_w, 2, label_w, len(bars) * row_h + 4))
    for i, (label, votes, executed) in enumerate(bars):
        y = 4 + i * row_h
        d.items.append(Text(label_w - 8, y + row_h - 7, label, "end", bold=executed))
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
            out.append(f'<text x="{it.x:.1f}" y="{it.y:.1f}" text-anchor="{it.anchor}" '
                       f'font-size="{it.size}" fill="{it.fill}"{weight}>'
                       f'{escape(it.text)}</text>')
    out.append("</svg>")
    return "".join(out)


__all__ = ["Rect", "Line", "Text", "Drawing", "alive_chart", "votes_chart", "to_svg"]
