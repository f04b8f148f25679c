"""The projector's geometry (``ui/players_screen/projector.py`` and ``projector_layout.py`` place their
items with it): where every text goes so that none is drawn over another.

Knows nothing of the game, and nothing of the items themselves:

* the scene's size (1600 x 900 logical units), the panel's place, the gaps;
* :func:`line_height`: how tall a line of text is (the fonts' real metrics);
* :func:`table_geometry` and :func:`seat_places`: where the table, each seat and its
  texts go: every seat's texts get a rectangle no other seat's texts or disc cross
  (a small table on an ellipse, its names under the seats; a big one on a rounded
  rectangle, the side seats' names beside them);
* :func:`free_centre`: where the winners go, in the room the seats leave;
* :func:`wrap`: a long announcement broken into lines that fit the panel.
"""

from __future__ import annotations

import bisect
import functools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtGui import QFontMetricsF

from mafia_desktop.i18n.screen import format_seconds
from mafia_desktop.reports.fonts import shipped_font

WIDTH, HEIGHT = 1600.0, 900.0
TABLE_CENTRE = (560.0, 492.0)
# From this many seats on, the side seats' names go beside them.
BIG_TABLE = 11
#: The side panel's left edge and width.
PANEL_X, PANEL_W = 1080.0, 490.0
#: The least room between two texts, and between a text and the scene's edge or the
#: panel (scene units).
GAP, MARGIN = 6.0, 16.0
#: The header (the phase and the stage) ends above this line; the seats stay below it.
HEADER_BOTTOM = 160.0
#: The narrowest a small table's seat texts are made (its seats are made smaller first).
NARROWEST = 140.0
#: Up to this many seats a corner seat's texts are tried beside it as well as under it
#: (:func:`_seat_places`). Beyond it the discs themselves overlap (a seat is at least 30
#: units wide), nothing makes the names readable, and each try costs as much as the
#: whole layout: a hostile log of 2,000 seats froze the window for minutes.
TRIED_UP_TO = 60


@functools.cache
def line_height(px: float, bold: bool = False, italic: bool = False) -> float:
    """The height of one line of text at ``px`` pixels, as a text item is tall (its
    font's ascent and descent, rounded up; measured once per size)."""
    return float(math.ceil(QFontMetricsF(shipped_font(px, bold, italic)).height()))


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """The table's ellipse and ring of seats, in scene units.

    Attributes:
        cx, cy: the centre; rx, ry: the ring's half width and half height; radius: a
            seat's radius; big: a big table (:data:`BIG_TABLE` seats or more: the side
            seats' names go beside them);
        seats: each seat's centre and where its texts go, ``(x, y, side)`` in seat
            order (``side`` as in :class:`SeatPlace`).
    """

    cx: float
    cy: float
    rx: float
    ry: float
    radius: float
    big: bool
    seats: tuple[tuple[float, float, int], ...]

    @property
    def ellipse(self) -> tuple[float, float, float, float]:
        """The table's ellipse ``(x, y, width, height)``."""
        return (self.cx - self.rx * 0.72, self.cy - self.ry * 0.66,
                self.rx * 1.44, self.ry * 1.32)


@functools.cache
def table_geometry(n: int) -> TableGeometry:
    """Where the table of ``n`` seats goes, seat 1 at the top, clockwise (worked out
    once per table size).

    A small table's seats stand at equal angles on an ellipse, their names under them;
    the seats are made small enough that the two lines under a seat fit above the seat
    below it. A big table's seats stand on a rounded rectangle, spaced so that the side
    seats, whose names go beside them (toward the scene's edge or the panel), are
    further apart in height than two lines, and the seats along the top and the bottom,
    whose names go under them, are far enough apart for a name."""
    if n < BIG_TABLE:
        cx, cy, rx, ry = TABLE_CENTRE[0], TABLE_CENTRE[1], 400.0, 262.0
        radius = max(34.0, min(58.0, 2 * math.pi * ry / max(n, 1) / 2.6))
        ring = [(cx + rx * math.sin(2 * math.pi * i / n), cy - ry * math.cos(2 * math.pi * i / n))
                for i in range(n)]
        # a seat right under another leaves room for the upper one's two lines
        block = line_height(28, True) + 2 + line_height(24, True)
        for i, (xa, ya) in enumerate(ring):
            for xb, yb in ring[i + 1:]:
                if abs(xa - xb) < radius + NARROWEST / 2 + GAP:
                    radius = min(radius, (abs(ya - yb) - block - 4 - GAP) / 2)
        return TableGeometry(cx, cy, rx, ry, radius, False,
                             tuple((x, y, 0) for x, y in ring))
    radius = max(30.0, min(46.0, 600.0 / n))
    # from under the header to the bottom seats' two lines above the scene's foot
    top, bottom = HEADER_BOTTOM + 4, HEIGHT - 6 - 4 - line_height(24, True) - 2 - line_height(20, True)
    cx, cy, rx, ry = 540.0, (top + bottom) / 2, 322.0, (bottom - top) / 2 - radius
    ring = _spaced_on_squircle(n, cx, cy, rx, ry, across=150.0, down=66.0 + radius - 30)
    return TableGeometry(cx, cy, rx, ry, radius, True,
                         tuple((x, y, _side(x - cx, rx)) for x, y in ring))


def _side(dx: float, rx: float) -> int:
    """Where a big table's seat ``dx`` right of the centre puts its texts: beside it
    (``±1``) near the sides, under it (``0``) along the top and the bottom."""
    return 0 if abs(dx) < 0.8 * rx else (1 if dx > 0 else -1)


def _spaced_on_squircle(n: int, cx: float, cy: float, rx: float, ry: float, across: float,
                        down: float) -> list[tuple[float, float]]:
    """``n`` points on the rounded rectangle ``|x/rx|^4 + |y/ry|^4 = 1`` around (cx, cy),
    the first at the top, clockwise, spaced evenly by a distance that counts a step
    across as ``1/across`` and a step down as ``1/down`` (so that points along the
    sides are ``down`` apart when those along the top are ``across`` apart)."""
    samples = 800
    points = []
    for k in range(samples + 1):
        t = 2 * math.pi * k / samples
        s, c = math.sin(t), math.cos(t)
        points.append((cx + rx * math.copysign(abs(s) ** 0.5, s),
                       cy - ry * math.copysign(abs(c) ** 0.5, c)))
    walked = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        walked.append(walked[-1] + math.hypot((x1 - x0) / across, (y1 - y0) / down))
    spaced, k = [], 0
    for i in range(n):
        target = walked[-1] * i / n
        while walked[k + 1] < target:
            k += 1
        f = (target - walked[k]) / max(walked[k + 1] - walked[k], 1e-9)
        (x0, y0), (x1, y1) = points[k], points[k + 1]
        spaced.append((x0 + f * (x1 - x0), y0 + f * (y1 - y0)))
    return spaced


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where one seat and its texts go.

    Attributes:
        x, y, r: the seat's centre and radius.
        side: 0 when the name and the line under it go under the seat, -1 left of it,
            +1 right.
        tx, anchor: the texts' x and how they hang from it (``left``/``center``/``right``).
        name_y, status_y: the name's top and the second line's (the status of the dead,
            or a candidate's votes).
        name_px, status_px: the name's and the second line's pixel sizes.
        width: the widest the texts may be (no text of another seat is within it).
        box: the texts' rectangle ``(left, top, right, bottom)``.
    """

    x: float
    y: float
    r: float
    side: int
    tx: float
    anchor: str
    name_y: float
    status_y: float
    name_px: int
    status_px: int
    width: float
    box: tuple[float, float, float, float]


def seat_places(table: TableGeometry, n: int) -> list[SeatPlace]:
    """The ``n`` seats of ``table`` (:func:`table_geometry`), seat 1 at the top, each with a
    rectangle for its texts (worked out once per table): see :func:`_seat_places`."""
    return list(_seat_places(table, n))


@functools.cache
def _seat_places(table: TableGeometry, n: int) -> tuple[SeatPlace, ...]:
    """The ``n`` seats of ``table`` (:func:`table_geometry`), seat 1 at the top, each with a
    rectangle for its texts that no other seat's texts or disc cross (measured with the
    fonts' real metrics): texts beside a seat reach to the scene's edge or the panel,
    texts under a seat are narrowed until they clear their neighbours. On a big table a
    seat along the top or the bottom puts its texts beside it instead when that leaves
    the narrowest texts wider (a corner seat, whose texts under it would meet the next
    seat down the side), up to :data:`TRIED_UP_TO` seats."""
    r = table.radius
    name_px, status_px = (24, 20) if table.big else (28, 24)
    name_h, status_h = line_height(name_px, True), line_height(status_px, True)
    sides = [side for _, _, side in table.seats[:n]]
    seats = _text_boxes(table, sides, name_h + 2 + status_h)
    if table.big and n <= TRIED_UP_TO:
        for i, (seat_x, _, seat_side) in enumerate(table.seats[:n]):
            if seat_side == 0 and abs(seat_x - table.cx) > r:
                other = [*sides[:i], 1 if seat_x > table.cx else -1, *sides[i + 1:]]
                tried = _text_boxes(table, other, name_h + 2 + status_h)
                if _widths(tried) > _widths(seats):
                    sides, seats = other, tried
    places = []
    for x, y, box_side, left, top, right, bottom in seats:
        side = int(box_side)  # 1, -1 or 0, kept in the box's list of floats
        tx, anchor = {0: (x, "center"), 1: (left, "left"), -1: (right, "right")}[side]
        places.append(SeatPlace(x, y, r, side, tx, anchor, top, top + name_h + 2, name_px,
                                status_px, max(right - left, 1.0), (left, top, right, bottom)))
    return tuple(places)


# A seat's text box while the layout is worked out, ``[x, y, side, left, top, right,
# bottom]`` (``side``: 1, -1 or 0), changed in place by :func:`_narrow`.
_Box = list[float]


def _widths(seats: list[_Box]) -> list[float]:
    """The widths of the seats' text boxes, narrowest first (a layout whose list is
    greater leaves the narrowest texts wider)."""
    return sorted(round(seat[5] - seat[3], 3) for seat in seats)


def _text_boxes(table: TableGeometry, sides: list[int], block: float) -> list[_Box]:
    """Each seat's ``[x, y, side, left, top, right, bottom]``: its centre, where its
    texts go (``sides``) and their box, ``block`` high, narrowed by :func:`_narrow`."""
    r = table.radius
    widest = 170.0 if table.big else 220.0
    seats = []
    for (x, y, _), side in zip(table.seats, sides):
        if side > 0:
            left = x + r + 8
            right = min(PANEL_X - MARGIN, left + 240)
            top = y - block / 2
        elif side < 0:
            right = x - r - 8
            left = max(MARGIN, right - 240)
            top = y - block / 2
        else:
            left, right, top = x - widest / 2, x + widest / 2, y + r + 4
            overflow = max(MARGIN - left, right - (PANEL_X - MARGIN), 0)
            left, right = left + overflow, right - overflow
        seats.append([x, y, side, left, top, right, top + block])
    _narrow(seats, [(x - r, y - r, x + r, y + r) for x, y, *_ in seats])
    return seats


def _overlap(a: Sequence[float], b: Sequence[float]) -> bool:
    """True when rectangles ``a`` and ``b`` (``left, top, right, bottom``) are closer
    than :data:`GAP`."""
    return not (a[3] + GAP <= b[1] or b[3] + GAP <= a[1] or a[2] + GAP <= b[0]
                or b[2] + GAP <= a[0])


def _narrow(seats: list[_Box], discs: list[tuple[float, float, float, float]]) -> None:
    """Narrow the seats' text boxes (``[x, y, side, left, top, right, bottom]``, changed
    in place) until no box comes within :data:`GAP` of another seat's disc or box.

    A box beside its seat keeps its edge by the seat and gives up its far end; a box
    under its seat narrows evenly on both sides. Two boxes under seats share the room
    between them evenly (one narrowed by another neighbour leaves the rest to the
    other). A box that cannot clear (a disc right under it) is left as it is."""

    def push(seat: _Box, toward_right: bool, by: float) -> None:
        """Move ``seat``'s edge facing the other box in by ``by`` (both edges when
        the box is under its seat)."""
        if seat[2] == 0:
            seat[3] += by
            seat[5] -= by
        elif toward_right:
            seat[5] -= by
        else:
            seat[3] += by

    def movable(seat: _Box, toward_right: bool) -> bool:
        return seat[2] == 0 or seat[2] == (1 if toward_right else -1)

    def clear(a: _Box, b: _Box | None, other: tuple[float, ...] | list[float]) -> bool:
        box = a[3:7]
        if not _overlap(box, other):
            return False
        a_left = box[0] + box[2] <= other[0] + other[2]  # a is left of the other
        over = (box[2] + GAP - other[0]) if a_left else (other[2] + GAP - box[0])
        a_moves = movable(a, a_left)
        b_moves = b is not None and movable(b, not a_left)
        if a_moves and b_moves:
            assert b is not None
            if a[2] == 0 and b[2] == 0:  # share the room: the narrower keeps its width
                wa, wb = (box[2] - box[0]) / 2, (b[5] - b[3]) / 2
                room = wa + wb - over
                keep_a = min(wa, max(room / 2, room - wb))
                push(a, a_left, wa - keep_a)
                push(b, not a_left, over - (wa - keep_a))
            elif b[2] == 0:  # a box under a seat gives way to one beside a seat
                push(b, not a_left, over)
            elif a[2] == 0:
                push(a, a_left, over)
            else:
                push(a, a_left, over / 2)
                push(b, not a_left, over / 2)
        elif a_moves:
            push(a, a_left, over)
        elif b_moves:
            assert b is not None
            push(b, not a_left, over)
        else:
            return False
        return True

    # Boxes only ever narrow, so two that do not come near each other now never will:
    # only the pairs near each other at the start are looked at (the same order, the
    # same result; a table of hundreds of seats from a hostile log took minutes).
    for i, j in _near(seats, discs):  # the discs first: they do not move
        if j != i:
            clear(seats[i], None, discs[j])
    pairs = [(i, j) for i, j in _near(seats, [seat[3:7] for seat in seats]) if i < j]
    for _ in range(4 * len(seats)):
        changed = False
        for i, j in pairs:
            changed |= clear(seats[i], seats[j], seats[j][3:7])
        if not changed:
            break


def _near(seats: list[_Box], rects: Sequence[Sequence[float]]) -> list[tuple[int, int]]:
    """The pairs ``(i, j)`` (in that order, as two nested loops would meet them) of a
    seat's text box ``seats[i]`` and a rectangle ``rects[j]`` (``left, top, right,
    bottom``) that come within :data:`GAP` of each other (:func:`_overlap`): a sweep
    along x, so each box is compared only with the rectangles within reach of it
    along x, not with every one."""
    boxes = [seat[3:7] for seat in seats]
    order = sorted(range(len(rects)), key=lambda j: rects[j][0])
    lefts = [rects[j][0] for j in order]
    reach = max((r[2] - r[0] for r in rects), default=0.0)  # the widest rectangle
    found: list[tuple[int, int]] = []
    for i, box in enumerate(boxes):
        start = bisect.bisect_left(lefts, box[0] - GAP - reach)
        stop = bisect.bisect_right(lefts, box[2] + GAP)
        found.extend((i, order[k]) for k in range(start, stop) if _overlap(box, rects[order[k]]))
    found.sort()
    return found


def free_centre(table: TableGeometry, places: list[SeatPlace],
                height: float) -> tuple[float, float, float, float]:
    """The widest rectangle ``(left, top, right, bottom)``, ``height`` high (less if the
    seats leave less), centred on the table's centre, that no seat's disc or texts come
    within :data:`GAP` of (where the winners go)."""
    cx, cy = table.cx, table.cy
    rects = [p.box for p in places] + [(p.x - p.r, p.y - p.r, p.x + p.r, p.y + p.r)
                                       for p in places]
    top, bottom = HEADER_BOTTOM, HEIGHT - MARGIN
    for left, rtop, right, rbottom in rects:  # what stands over the centre line
        if left - GAP < cx < right + GAP:
            if rbottom <= cy:
                top = max(top, rbottom + GAP)
            elif rtop >= cy:
                bottom = min(bottom, rtop - GAP)
    if bottom - top > height:  # as near the middle as the seats let it be
        top = min(max(top, cy - height / 2), bottom - height)
        bottom = top + height
    half = min(cx - MARGIN, PANEL_X - MARGIN - cx)
    for left, rtop, right, rbottom in rects:  # what stands beside it
        if rbottom + GAP > top and rtop - GAP < bottom:
            if right <= cx:
                half = min(half, cx - right - GAP)
            elif left >= cx:
                half = min(half, left - cx - GAP)
    return (cx - half, top, cx + half, bottom)


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """``text`` broken into lines at most ``width`` wide (by ``metrics``), after a colon,
    a list's comma or a semicolon. A part still too wide is broken between words, unless
    it names a player with a status ("Boris (Mafioso)": kept whole, the text item
    shrinks it a little, then cuts it short)."""
    parts = re.split(r"(?<=[,;:]) ", text)
    words: list[tuple[str, bool]] = []  # (word, a line may end after it)
    for part in parts:
        pieces = [part] if "(" in part else part.split(" ")
        words += [(piece, k == len(pieces) - 1) for k, piece in enumerate(pieces)]
    lines: list[str] = []
    line: list[tuple[str, bool]] = []
    for word in words:
        joined = " ".join(w for w, _ in [*line, word])
        if not line or metrics.horizontalAdvance(joined) <= width:
            line.append(word)
            continue
        # end the line after its last part that ends there, else after its last word
        cut = max((k + 1 for k, (_, end) in enumerate(line) if end), default=len(line))
        lines.append(" ".join(w for w, _ in line[:cut]))
        line = [*line[cut:], word]
        if len(line) > 1 and metrics.horizontalAdvance(" ".join(w for w, _ in line)) > width:
            lines.append(" ".join(w for w, _ in line[:-1]))
            line = [word]
    lines.append(" ".join(w for w, _ in line))
    return lines


__all__ = ["format_seconds", "WIDTH", "HEIGHT", "TABLE_CENTRE", "BIG_TABLE", "PANEL_X", "PANEL_W", "GAP",
           "MARGIN", "HEADER_BOTTOM", "NARROWEST", "line_height", "TableGeometry",
           "table_geometry", "SeatPlace", "seat_places", "free_centre", "wrap"]
