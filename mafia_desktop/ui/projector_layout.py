"""The projector's geometry and its retained items (``ui/projector.py`` draws with them).

:class:`~mafia_desktop.ui.projector.ProjectorScene` builds its items once per table size
(and language) and then, on every change of the game, only changes what differs: a
text, a colour, a pen, whether an item is shown. This module holds what that needs and
knows nothing of the game:

* the scene's size (1600 x 900 logical units), the looks and the faction colours;
* :func:`table_geometry` and :func:`seat_places`: where the table and each seat go;
* :class:`Paint`: the fonts, font metrics, brushes and pens, made once per build;
* :class:`Text` and :class:`Shape`: one item each, laid out again only when what it
  shows changes; hidden, a text item holds no text;
* :class:`SeatItems` and :class:`Sky`: the items of one seat (in the order they are
  stacked) and of the sun or moon, each shown from a few values.

Nothing here calls ``tr``: the scene's strings are translated by the scene
(``ProjectorScene.tr``) and handed in; role and faction names come from ``texts``.
"""

from __future__ import annotations

import math
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
#: The most candidates or nominations the panel lists.
PANEL_ROWS = 10

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


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """The table's ellipse and ring of seats, in scene units.

    Attributes:
        cx, cy: the centre; rx, ry: the ring's radii; radius: a seat's radius;
        big: a big table (:data:`BIG_TABLE` seats or more: side names beside the seats).
    """

    cx: float
    cy: float
    rx: float
    ry: float
    radius: float
    big: bool

    @property
    def ellipse(self) -> tuple[float, float, float, float]:
        """The table's ellipse ``(x, y, width, height)``."""
        return (self.cx - self.rx * 0.72, self.cy - self.ry * 0.66,
                self.rx * 1.44, self.ry * 1.32)


def table_geometry(n: int) -> TableGeometry:
    """Where the table of ``n`` seats goes. A big table puts the side seats' names beside
    them (not under them, where the next seat is) on a narrower ring, so that they fit
    left of the panel."""
    big = n >= BIG_TABLE
    cx, cy, ry = TABLE_CENTRE[0] - (15 if big else 0), TABLE_CENTRE[1], 262.0
    rx = 345.0 if big else 400.0
    radius = max(34.0, min(58.0, 2 * math.pi * ry / max(n, 1) / 2.6))
    return TableGeometry(cx, cy, rx, ry, radius, big)


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """Where one seat and its texts go.

    Attributes:
        x, y, r: the seat's centre and radius.
        side: 0 when the name and status go under the seat, -1 left of it, +1 right.
        tx, anchor: the texts' x and how they hang from it (``left``/``center``/``right``).
        name_y, status_y: the name's and the status's top.
        votes_x, votes_y: the vote count's anchor point.
        name_px, status_px, width: the name's and status's pixel sizes, their widest.
    """

    x: float
    y: float
    r: float
    side: int
    tx: float
    anchor: str
    name_y: float
    status_y: float
    votes_x: float
    votes_y: float
    name_px: int
    status_px: int
    width: float


def seat_places(table: TableGeometry, n: int) -> list[SeatPlace]:
    """The ``n`` seats at angle 2πi/n around ``table``, seat 1 at the top."""
    places = []
    r = table.radius
    name_px, status_px, width = (24, 20, 150) if table.big else (28, 24, 190)
    for i in range(n):
        angle = 2 * math.pi * i / n
        x, y = table.cx + table.rx * math.sin(angle), table.cy - table.ry * math.cos(angle)
        side = 0
        if table.big and abs(math.sin(angle)) > 0.45:
            side = 1 if math.sin(angle) > 0 else -1
        if side:
            tx, anchor = x + side * (r + 8), ("left" if side > 0 else "right")
            line = y - (name_px + status_px + 4) / 2 - 2
        else:
            tx, anchor, line = x, "center", y + r + 4
        status_y = line + name_px + 6
        # the count goes above the seat, or beside it under the name on a big table's side
        votes_x, votes_y = (tx, status_y + status_px + 4) if side else (x, y - r - 30)
        places.append(SeatPlace(x, y, r, side, tx, anchor, line, status_y, votes_x, votes_y,
                                name_px, status_px, width))
    return places


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
        accent ring; the dead are greyed and crossed out, with their announced status or
        ``dead`` (the translated word) under or beside the name; ``votes`` is the
        translated vote count above the seat (``""``: none). An unchanged seat costs
        one comparison (``dead`` is part of it: in another language the seat is shown
        anew, its status's name too)."""
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
                         x, y - r * 0.62, bold=True, anchor="center")
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
                             italic=True, anchor=p.anchor)
        else:
            self.status.hide()
        if votes:
            self.votes.show(votes, p.status_px - 2 if p.side else 22, look["accent"],
                            p.votes_x, p.votes_y, bold=True, anchor=p.anchor)
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
           "PANEL_ROWS", "LOOKS", "FACTION_COLOURS", "NIGHT_FACTION_COLOURS",
           "FACTION_OF_ROLE", "TableGeometry", "table_geometry", "SeatPlace", "seat_places",
           "Paint", "Text", "Shape", "SeatItems", "Sky"]
