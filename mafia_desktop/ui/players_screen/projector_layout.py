"""The projector's retained items (``ui/players_screen/projector.py`` draws with them).

:class:`~mafia_desktop.ui.players_screen.projector.ProjectorScene` builds its items once per table size
(and language) and then, on every change of the game, only changes what differs: a
text, a colour, a pen, whether an item is shown. This module holds what that needs and
knows nothing of the game (where things go is ``projector_geometry.py``'s):

* the looks, the faction colours and the stacking layers;
* :class:`Paint`: the fonts, font metrics, brushes and pens, made once per build;
* :class:`Text` and :class:`Shape`: one item each, laid out again only when what it
  shows changes; hidden, a text item holds no text;
* :class:`SeatItems` and :class:`Sky`: the items of one seat (in the order they are
  stacked) and of the sun or moon, each shown from a few values;
* :class:`PanelList`: the panel's list of candidates or nominations, fitted to the room
  left to it.

Nothing here calls ``tr``: the scene's strings are translated by the scene
(``ProjectorScene.tr``) and handed in; role and faction names come from ``texts``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from mafia_desktop.i18n.fill import for_drawing, left_to_right, shorten_names
from mafia_desktop.reports.fonts import shipped_font
from mafia_desktop.ui.players_screen.projector_geometry import (
    GAP,
    PANEL_W,
    PANEL_X,
    SeatPlace,
    line_height,
    seat_places,
    table_geometry,
)

# The smallest a long text is shrunk to before it is cut short with "…".
MIN_SCALE = 0.7
# Pixel sizes the panel's list is tried at, largest first.
ROW_SIZES = (32, 30, 28, 26, 24, 22, 20, 18)

#: The two looks: background, panel, text, muted text, accent.
LOOKS = {
    "day": dict(bg="#f6eedc", panel="#fffaf0", text="#141414", muted="#5f5648",
                accent="#b3261e", seat="#ffffff", dead="#b9b2a6", table="#d9c7a3",
                kind="day"),
    "night": dict(bg="#0a1430", panel="#13214a", text="#f5f5f5", muted="#aab4d0",
                  accent="#ffb74d", seat="#1e2f63", dead="#3b3f4c", table="#152450",
                  kind="night"),
}
#: Stacking layers, bottom to top (items of one layer stack in the order they are made).
Z_BACK, Z_HEADER, Z_TABLE, Z_SEATS, Z_PANEL, Z_WINNERS = range(6)


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
            font = shipped_font(key[0], bold, italic)   # the same on every machine
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
            found = self._pens[pen] = (QPen(Qt.PenStyle.NoPen) if pen is None
                                       else QPen(QColor(pen[0]), pen[1]))
        return found


class Text:
    """One text item of the scene, laid out again only when what it shows changes.

    :meth:`show` sets the text, font, colour and place (a long text is shrunk to
    ``min_scale`` at most, then its names are shortened, a role or a word never, then it
    is cut short with "…"; a line with a right-to-left name reads left to right); :meth:`hide` hides the item and
    empties it, so that a hidden item holds nothing.
    """

    __slots__ = ("item", "_paint", "_key")

    def __init__(self, scene: QGraphicsScene, paint: Paint, z: int) -> None:
        self.item = QGraphicsSimpleTextItem()
        self.item.setZValue(z)
        self.item.setVisible(False)
        scene.addItem(self.item)
        self._paint = paint
        self._key: tuple[object, ...] | None = None  # what it shows (compared only)

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
        if max_width is not None:  # shrink a long text to min_scale at most, then shorten
            room = max_width / min_scale  # its names (never its words), then elide it
            text = shorten_names(
                text, lambda t: metrics.horizontalAdvance(for_drawing(t)) <= room)
            text = metrics.elidedText(for_drawing(text), Qt.TextElideMode.ElideRight, room)
            if text in ("", "…"):  # no room at all
                self.hide()
                return
        else:
            text = for_drawing(text)  # the shipped font has the marks: lines never grow
        text = left_to_right(text)  # "2. محمد علي" reads in order
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
        item: QGraphicsRectItem | QGraphicsEllipseItem | QGraphicsLineItem = {
            "rect": QGraphicsRectItem, "ellipse": QGraphicsEllipseItem,
            "line": QGraphicsLineItem}[kind]()
        item.setZValue(z)
        item.setVisible(False)
        scene.addItem(item)
        self.item = item
        self._paint = paint
        self._key: tuple[object, ...] | None = None  # what it shows (compared only)

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


class PanelList:
    """The panel's list: today's candidates, each with the count of votes and a bar, or
    the nominations; a title and a row per seat (every candidate can be listed).

    :meth:`fit` finds how the rows fit in the room left to them (one column, or two at a
    big table; the largest size at which the labels fit whole); :meth:`show` draws them.
    """

    __slots__ = ("title", "rows", "_paint")

    def __init__(self, scene: QGraphicsScene, paint: Paint, z: int, rows: int) -> None:
        self._paint = paint
        self.title = Text(scene, paint, z)
        self.rows = [(Text(scene, paint, z), Text(scene, paint, z), Shape(scene, paint, z, "rect"))
                     for _ in range(rows)]

    @staticmethod
    def title_height() -> float:
        """The title's height and the room under it."""
        return line_height(34, True) + 8

    def widths(self, columns: int, size: int, counted: bool,
               labels: Sequence[str] = ()) -> tuple[float, float, float]:
        """A row's widths at ``size`` pixels in ``columns`` columns: the column's, the
        label's and the vote count's (``counted``: the rows have counts; in one column a
        bar follows the count, 290 units after the label's start, or further as the
        widest of ``labels`` needs while the bar keeps 40: "7. Bartholomew Wadsworth"
        is not cut for the bar's sake)."""
        column_w = (PANEL_W - 48 - 16 * (columns - 1)) / columns
        if not counted:
            return column_w, column_w, 0.0
        count_w = self._paint.font(size, True, False)[1].horizontalAdvance("00") + 2
        if columns == 1:
            metrics = self._paint.font(size, False, False)[1]
            need = max((metrics.horizontalAdvance(for_drawing(t)) + 1 for t in labels),
                       default=0.0)
            label_w = min(max(290.0, need), column_w - count_w - GAP - 40)
        else:
            label_w = column_w - count_w - GAP
        return column_w, label_w, count_w

    def fit(self, labels: list[str], counted: bool,
            room: float) -> tuple[int, int, float] | None:
        """How the rows (``labels``) and the title fit in ``room`` scene units of height:
        ``(columns, pixel size, pitch)``. One column if the rows fit in it at 24 pixels
        or more, else two; in those columns the largest size at which every label fits
        whole, else the smallest. ``None`` when they do not fit even so."""
        if not labels:
            return (1, ROW_SIZES[0], 0.0) if room >= 0 else None
        room -= self.title_height()
        for columns in (1, 2):
            per_column = -(-len(labels) // columns)
            pitch = min(42.0, room / per_column)
            sizes = [size for size in (ROW_SIZES[:5] if columns == 1 else ROW_SIZES)
                     if pitch >= line_height(size) + 2]
            for size in sizes:
                metrics = self._paint.font(size, False, False)[1]
                label_w = self.widths(columns, size, counted, labels)[1]
                if all(metrics.horizontalAdvance(for_drawing(label)) + 1 <= label_w
                       for label in labels):
                    return columns, size, pitch
            if sizes:
                return columns, sizes[-1], pitch
        return None

    def show(self, title: str, rows: list[tuple[str, int | None, bool]], look: dict[str, str],
             y: float, fit: tuple[int, int, float]) -> float:
        """Show ``title`` and the ``rows`` (``(label, votes or None, bold)``) from ``y``
        down as ``fit`` says (:meth:`fit`); returns the height they take (0 with no
        rows: the list is hidden)."""
        x0, w = PANEL_X, PANEL_W
        if not rows:
            self.title.hide()
        else:
            self.title.show(title, 34, look["muted"], x0 + 24, y, bold=True, max_width=w - 48)
        columns, size, pitch = fit
        per_column = -(-len(rows) // columns)
        counted = any(votes is not None for _, votes, _ in rows)
        column_w, label_w, count_w = self.widths(columns, size, counted,
                                                 [text for text, _, _ in rows])
        most = max((votes for _, votes, _ in rows if votes is not None), default=0)
        top = y + self.title_height()
        for k, (label, count, bar) in enumerate(self.rows):
            if k >= len(rows):
                label.hide()
                count.hide()
                bar.hide()
                continue
            text, votes, bold = rows[k]
            x = x0 + 24 + (k // per_column) * (column_w + 16)
            row_y = top + (k % per_column) * pitch
            label.show(text, size, look["text"], x, row_y, max_width=label_w, bold=bold,
                       min_scale=1.0)
            if votes is None:
                count.hide()
                bar.hide()
                continue
            count_x = x + label_w + GAP + count_w
            count.show(str(votes), size, look["text"], count_x, row_y, bold=True,
                       anchor="right", max_width=count_w)
            if columns == 1:
                bar_x, h = count_x + 16, line_height(size)
                length = 0 if most == 0 else (x0 + w - 24 - bar_x) * votes / most
                bar.show((bar_x, row_y + h * 0.2, max(length, 3), h * 0.6), None,
                         look["accent"])
            else:
                bar.hide()
        return self.title_height() + per_column * pitch + 12 if rows else 0.0


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


class SeatBase:
    """What every family's seat on the players' screen has, made in this order (the
    stacking order of its layer): the disc, the number, the cross of a player who has
    left, the name; a family's seat adds its own items after them.

    Attributes:
        place: where the seat goes; key: what was last shown (to skip an unchanged seat).
    """

    __slots__ = ("place", "disc", "number", "cross", "name", "key")

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        self.place = place
        self.disc = Shape(scene, paint, Z_SEATS, "ellipse")
        self.number = Text(scene, paint, Z_SEATS)
        self.cross = Shape(scene, paint, Z_SEATS, "line")
        self.name = Text(scene, paint, Z_SEATS)
        self.key: tuple[object, ...] | None = None  # what the seat shows (compared only)

    def unchanged(self, key: tuple[object, ...]) -> bool:
        """True when the seat shows ``key`` already (an unchanged seat costs one
        comparison); else ``key`` is remembered as what it will show."""
        if key == self.key:
            return True
        self.key = key
        return False


# A family's seat (a :class:`SeatBase`).
SeatT = TypeVar("SeatT", bound=SeatBase)


class TableItems(Generic[SeatT]):
    """What every family's players' screen has, made in this order: the title and the
    stage, the table and its sky, a seat (``seat``, a :class:`SeatBase`) for each place
    round the table, and the side panel; a family's items add theirs after them."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int,
                 seat: type[SeatT]) -> None:
        self.title = Text(scene, paint, Z_HEADER)
        self.stage = Text(scene, paint, Z_HEADER)
        self.table = Shape(scene, paint, Z_TABLE, "ellipse")
        self.sky = Sky(scene, paint)
        self.geometry = table_geometry(seats)
        self.places = seat_places(self.geometry, seats)
        self.seats = [seat(scene, paint, place) for place in self.places]
        self.panel = Shape(scene, paint, Z_PANEL, "rect")


__all__ = ["MIN_SCALE", "LOOKS", "SeatBase", "TableItems", "Z_BACK", "Z_HEADER", "Z_TABLE", "Z_SEATS", "Z_PANEL",
           "Z_WINNERS", "Paint", "Text", "Shape", "PanelList", "Sky"]
