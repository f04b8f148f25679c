"""The projector's geometry and its retained items (``ui/projector.py`` draws with them).

:class:`~mafia_desktop.ui.projector.ProjectorScene` builds its items once per table size
(and language) and then, on every change of the game, only changes what differs: a
text, a colour, a pen, whether an item is shown. This module holds what that needs and
knows nothing of the game:

* the scene's size (1600 x 900 logical units), the looks and the faction colours;
* :func:`table_geometry` and :func:`seat_places`: where the table, each seat and its
  texts go (every seat's texts get a rectangle no other seat's texts or disc cross,
  measured with the fonts' real metrics), :func:`free_centre`: where the winners go;
* :func:`wrap`: a long announcement broken into lines that fit the panel;
* :class:`Paint`: the fonts, font metrics, brushes and pens, made once per build;
* :class:`Text` and :class:`Shape`: one item each, laid out again only when what it
  shows changes; hidden, a text item holds no text;
* :class:`SeatItems` and :class:`Sky`: the items of one seat (in the order they are
  stacked) and of the sun or moon, each shown from a few values.

Nothing here calls ``tr``: the scene's strings are translated by the scene
(``ProjectorScene.tr``) and handed in; role and faction names come from ``texts``.
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QAbstractGraphicsShapeItem,
    QGraphicsEllipseItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from mafia_desktop.i18n import names as texts
from mafia_desktop.rules.public_view import PublicSeat

WIDTH, HEIGHT = 1600.0, 900.0
TABLE_CENTRE = (560.0, 492.0)
# The smallest a long text is shrunk to before it is cut short with "…".
MIN_SCALE = 0.7
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

#: The two looks: background, panel, text, muted text, accent.
LOOKS = {
    "day": dict(bg="#f6eedc", panel="#fffaf0", text="#141414", muted="#5f5648",
                accent="#b3261e", seat="#ffffff", dead="#b9b2a6", table="#d9c7a3",
                kind="day"),
    "night": dict(bg="#0a1430", panel="#13214a", text="#f5f5f5", muted="#aab4d0",
                  accent="#ffb74d", seat="#1e2f63", dead="#3b3f4c", table="#152450",
                  kind="night"),
}
#: Faction colours on the day look and (lighter, for contrast) on the night look.
FACTION_COLOURS = {"town": "#2e7d32", "mafia": "#c62828", "maniac": "#7b1fa2"}
NIGHT_FACTION_COLOURS = {"town": "#81c784", "mafia": "#ff6f60", "maniac": "#ce93d8"}
FACTION_OF_ROLE = {"civilian": "town", "commissar": "town", "doctor": "town",
                   "journalist": "town", "mafioso": "mafia", "godfather": "mafia",
                   "maniac": "maniac", "town": "town", "mafia": "mafia"}

#: Stacking layers, bottom to top (items of one layer stack in the order they are made).
Z_BACK, Z_HEADER, Z_TABLE, Z_SEATS, Z_PANEL, Z_WINNERS = range(6)


@functools.cache
def line_height(px: float, bold: bool = False, italic: bool = False) -> float:
    """The height of one line of text at ``px`` pixels, as a text item is tall (its
    font's ascent and descent, rounded up; measured once per size)."""
    font = QFont()
    font.setPixelSize(int(px))
    font.setBold(bold)
    font.setItalic(italic)
    return float(math.ceil(QFontMetricsF(font).height()))


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
    seat down the side)."""
    r = table.radius
    name_px, status_px = (24, 20) if table.big else (28, 24)
    name_h, status_h = line_height(name_px, True), line_height(status_px, True)
    sides = [side for _, _, side in table.seats[:n]]
    seats = _text_boxes(table, sides, name_h + 2 + status_h)
    if table.big:
        for i, (x, _, side) in enumerate(table.seats[:n]):
            if side == 0 and abs(x - table.cx) > r:
                other = [*sides[:i], 1 if x > table.cx else -1, *sides[i + 1:]]
                tried = _text_boxes(table, other, name_h + 2 + status_h)
                if _widths(tried) > _widths(seats):
                    sides, seats = other, tried
    places = []
    for x, y, side, left, top, right, bottom in seats:
        tx, anchor = {0: (x, "center"), 1: (left, "left"), -1: (right, "right")}[side]
        places.append(SeatPlace(x, y, r, side, tx, anchor, top, top + name_h + 2, name_px,
                                status_px, max(right - left, 1.0), (left, top, right, bottom)))
    return tuple(places)


def _widths(seats: list[list]) -> list[float]:
    """The widths of the seats' text boxes, narrowest first (a layout whose list is
    greater leaves the narrowest texts wider)."""
    return sorted(round(seat[5] - seat[3], 3) for seat in seats)


def _text_boxes(table: TableGeometry, sides: list[int], block: float) -> list[list]:
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


def _overlap(a: list[float], b: tuple[float, ...] | list[float]) -> bool:
    """True when rectangles ``a`` and ``b`` (``left, top, right, bottom``) are closer
    than :data:`GAP`."""
    return not (a[3] + GAP <= b[1] or b[3] + GAP <= a[1] or a[2] + GAP <= b[0]
                or b[2] + GAP <= a[0])


def _narrow(seats: list[list], discs: list[tuple[float, float, float, float]]) -> None:
    """Narrow the seats' text boxes (``[x, y, side, left, top, right, bottom]``, changed
    in place) until no box comes within :data:`GAP` of another seat's disc or box.

    A box beside its seat keeps its edge by the seat and gives up its far end; a box
    under its seat narrows evenly on both sides. Two boxes under seats share the room
    between them evenly (one narrowed by another neighbour leaves the rest to the
    other). A box that cannot clear (a disc right under it) is left as it is."""

    def push(seat: list, toward_right: bool, by: float) -> None:
        """Move ``seat``'s edge facing the other box in by ``by`` (both edges when
        the box is under its seat)."""
        if seat[2] == 0:
            seat[3] += by
            seat[5] -= by
        elif toward_right:
            seat[5] -= by
        else:
            seat[3] += by

    def movable(seat: list, toward_right: bool) -> bool:
        return seat[2] == 0 or seat[2] == (1 if toward_right else -1)

    def clear(a: list, b: list | None, other: tuple[float, ...] | list[float]) -> bool:
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

    for i, a in enumerate(seats):  # the discs first: they do not move
        for j, disc in enumerate(discs):
            if j != i:
                clear(a, None, disc)
    for _ in range(4 * len(seats)):
        changed = False
        for i, a in enumerate(seats):
            for j in range(i + 1, len(seats)):
                changed |= clear(a, seats[j], seats[j][3:7])
        if not changed:
            break


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


class Paint:
    """Fonts, font metrics, brushes and pens, each made once (per build of the scene)."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool, bool], tuple[QFont, QFontMetricsF]] = {}
        self._brushes: dict[str | None, QBrush] = {}
        self._pens: dict[tuple[str, float] | None, QPen] = {}

    def font(self, size: float, bold: bool, italic: bool) -> tuple[QFont, QFontMetricsF]:
        """The font of ``size`` pixels (cut to a whole number) and its metrics."""
        key = (int(size), bold, italic)
        found = self._fonts.get(key)
        if found is None:
            font = QFont()
            font.setPixelSize(key[0])
            font.setBold(bold)
            font.setItalic(italic)
            found = self._fonts[key] = (font, QFontMetricsF(font))
        return found

    def brush(self, colour: str | None) -> QBrush:
        """A solid brush of ``colour`` (``None``: no brush)."""
        found = self._brushes.get(colour)
        if found is None:
            found = self._brushes[colour] = QBrush() if colour is None else QBrush(QColor(colour))
        return found

    def pen(self, pen: tuple[str, float] | None) -> QPen:
        """A pen ``(colour, width)`` (``None``: no pen)."""
        found = self._pens.get(pen)
        if found is None:
            found = self._pens[pen] = (QPen(Qt.NoPen) if pen is None
                                       else QPen(QColor(pen[0]), pen[1]))
        return found


class Text:
    """One text item of the scene, laid out again only when what it shows changes.

    :meth:`show` sets the text, font, colour and place (a long text is shrunk to
    ``min_scale`` at most, then cut short with "…"); :meth:`hide` hides the item and
    empties it, so that a hidden item holds nothing.
    """

    __slots__ = ("item", "_paint", "_key")

    def __init__(self, scene: QGraphicsScene, paint: Paint, z: int) -> None:
        self.item = QGraphicsSimpleTextItem()
        self.item.setZValue(z)
        self.item.setVisible(False)
        scene.addItem(self.item)
        self._paint = paint
        self._key: tuple | None = None

    def show(self, text: str, size: float, colour: str, x: float, y: float, *,
             bold: bool = False, italic: bool = False, anchor: str = "left",
             max_width: float | None = None, min_scale: float = MIN_SCALE) -> None:
        """Show ``text`` at ``size`` pixels in ``colour``, hanging from (``x``, ``y``) by
        ``anchor`` (``left``, ``center`` or ``right``), at most ``max_width`` wide."""
        key = (text, size, colour, x, y, bold, italic, anchor, max_width, min_scale)
        if key == self._key:
            return
        self._key = key
        item = self.item
        font, metrics = self._paint.font(size, bold, italic)
        if max_width is not None:  # shrink a long text to min_scale at most, then elide it
            text = metrics.elidedText(text, Qt.ElideRight, max_width / min_scale)
            if text in ("", "…"):  # no room at all
                self.hide()
                return
        item.setFont(font)
        item.setText(text)
        item.setBrush(self._paint.brush(colour))
        rect = item.boundingRect()
        scale = 1.0
        if max_width is not None and rect.width() > max_width:
            scale = max_width / rect.width()
            rect = QRectF(rect.x(), rect.y(), rect.width() * scale, rect.height() * scale)
        item.setScale(scale)
        dx = {"left": 0.0, "center": rect.width() / 2, "right": rect.width()}[anchor]
        item.setPos(x - dx, y)
        item.setVisible(True)

    def hide(self) -> None:
        """Hide the item and empty its text."""
        if self._key is not None:
            self._key = None
            self.item.setVisible(False)
            self.item.setText("")

    def height(self) -> float:
        """The shown text's height in scene units (its scale applied)."""
        return self.item.boundingRect().height() * self.item.scale()


class Shape:
    """One rectangle, ellipse or line of the scene, changed only when what it shows
    changes. ``kind`` is ``rect``, ``ellipse`` or ``line``."""

    __slots__ = ("item", "_paint", "_key")

    def __init__(self, scene: QGraphicsScene, paint: Paint, z: int, kind: str) -> None:
        item: QAbstractGraphicsShapeItem | QGraphicsLineItem = {
            "rect": QGraphicsRectItem, "ellipse": QGraphicsEllipseItem,
            "line": QGraphicsLineItem}[kind]()
        item.setZValue(z)
        item.setVisible(False)
        scene.addItem(item)
        self.item = item
        self._paint = paint
        self._key: tuple | None = None

    def show(self, geometry: tuple[float, float, float, float],
             pen: tuple[str, float] | None, brush: str | None = None) -> None:
        """Show the shape: ``geometry`` is ``(x, y, width, height)`` for a rectangle or
        an ellipse and ``(x1, y1, x2, y2)`` for a line; ``pen`` is ``(colour, width)``
        or ``None`` (no outline); ``brush`` a colour or ``None`` (no fill)."""
        key = (geometry, pen, brush)
        if key == self._key:
            return
        self._key = key
        item = self.item
        if isinstance(item, QGraphicsLineItem):
            item.setLine(*geometry)
        else:
            item.setRect(QRectF(*geometry))
            item.setBrush(self._paint.brush(brush))
        item.setPen(self._paint.pen(pen))
        item.setVisible(True)

    def hide(self) -> None:
        """Hide the shape."""
        if self._key is not None:
            self._key = None
            self.item.setVisible(False)


class SeatItems:
    """The items of one seat, stacked bottom to top: its disc, number, the cross of the
    dead, the name, the status (or "dead"), the vote count.

    Attributes:
        place: where the seat goes; key: what was last shown (to skip an unchanged seat).
    """

    __slots__ = ("place", "disc", "number", "cross", "name", "status", "votes", "key")

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        self.place = place
        self.disc = Shape(scene, paint, Z_SEATS, "ellipse")
        self.number = Text(scene, paint, Z_SEATS)
        self.cross = Shape(scene, paint, Z_SEATS, "line")
        self.name = Text(scene, paint, Z_SEATS)
        self.status = Text(scene, paint, Z_SEATS)
        self.votes = Text(scene, paint, Z_SEATS)
        self.key: tuple | None = None

    def items(self) -> list:
        """The seat's Qt items, bottom to top."""
        return [self.disc.item, self.number.item, self.cross.item, self.name.item,
                self.status.item, self.votes.item]

    def show(self, seat: PublicSeat, look: dict[str, str], candidate: bool, executed: bool,
             votes: str, dead: str) -> None:
        """Show ``seat`` in ``look``: a candidate's or the executed one's disc has a thick
        accent ring; the dead are greyed and crossed out. Under or beside the name goes
        one more line: a dead player's announced status or ``dead`` (the translated
        word), else ``votes``, a living candidate's translated vote count (``""``:
        none). Each text is at most the place's width. An unchanged seat costs one
        comparison (``dead`` is part of it: in another language the seat is shown anew,
        its status's name too)."""
        key = (seat, look["kind"], candidate, executed, votes, dead)
        if key == self.key:
            return
        self.key = key
        p = self.place
        x, y, r = p.x, p.y, p.r
        marked = candidate or executed
        self.disc.show((x - r, y - r, 2 * r, 2 * r),
                       (look["accent"], 8) if marked else (look["muted"], 3),
                       look["seat"] if seat.alive else look["dead"])
        self.number.show(str(seat.seat), r * 0.95, look["text"] if seat.alive else "#f5f5f5",
                         x, y - r * 0.62, bold=True, anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive, anchor=p.anchor, max_width=p.width)
        if seat.status is not None:
            colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
            colour = colours.get(FACTION_OF_ROLE.get(seat.status, ""), look["muted"])
            self.status.show(texts.status_name(seat.status), p.status_px, colour, p.tx,
                             p.status_y, italic=not seat.alive, bold=True, anchor=p.anchor,
                             max_width=p.width)
        elif not seat.alive:
            self.status.show(dead, p.status_px - 2, look["muted"], p.tx, p.status_y,
                             italic=True, anchor=p.anchor, max_width=p.width)
        else:
            self.status.hide()
        if votes and seat.alive and seat.status is None:
            self.votes.show(votes, p.status_px, look["accent"], p.tx, p.status_y, bold=True,
                            anchor=p.anchor, max_width=p.width)
        else:
            self.votes.hide()


class Sky:
    """A sun by day, a crescent moon by night, in the middle of the table."""

    def __init__(self, scene: QGraphicsScene, paint: Paint) -> None:
        self.rays = [Shape(scene, paint, Z_TABLE, "line") for _ in range(12)]
        self.sun = Shape(scene, paint, Z_TABLE, "ellipse")
        self.moon = Shape(scene, paint, Z_TABLE, "ellipse")
        self.shadow = Shape(scene, paint, Z_TABLE, "ellipse")  # the table's colour

    def show(self, kind: str, cx: float, cy: float, look: dict[str, str]) -> None:
        """The sky of ``kind`` (``day``, ``night``; ``""``: none) centred at (cx, cy)."""
        if kind == "day":
            pen = ("#e0a100", 6)
            for k, ray in enumerate(self.rays):
                a = 2 * math.pi * k / 12
                ray.show((cx + 62 * math.cos(a), cy + 62 * math.sin(a),
                          cx + 88 * math.cos(a), cy + 88 * math.sin(a)), pen)
            self.sun.show((cx - 50, cy - 50, 100, 100), None, "#f6c21c")
        else:
            for ray in self.rays:
                ray.hide()
            self.sun.hide()
        if kind == "night":
            self.moon.show((cx - 60, cy - 60, 120, 120), None, "#f2e6b8")
            self.shadow.show((cx - 32, cy - 72, 120, 120), None, look["table"])
        else:
            self.moon.hide()
            self.shadow.hide()


__all__ = ["WIDTH", "HEIGHT", "TABLE_CENTRE", "MIN_SCALE", "BIG_TABLE", "PANEL_X", "PANEL_W",
           "GAP", "MARGIN", "HEADER_BOTTOM", "NARROWEST", "LOOKS", "line_height", "free_centre",
           "wrap", "FACTION_COLOURS", "NIGHT_FACTION_COLOURS",
           "FACTION_OF_ROLE", "TableGeometry", "table_geometry", "SeatPlace", "seat_places",
           "Paint", "Text", "Shape", "SeatItems", "Sky"]
