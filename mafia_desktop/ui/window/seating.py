"""The seating circle: the players around an oval table (QGraphicsScene / QGraphicsView).

Seat 1 sits at the top, the others clockwise, on the smallest oval on which no two
cards overlap, shaped for the view (``ui/window/seat_layout.py``: a tall view gets a tall
table); the view keeps the whole table in sight with ``fitInView(..., KeepAspectRatio)``
whenever it is resized. The texts are sized in pixels of the scene, so their share of a
card, and the card's share of the table, decide how large they are drawn.

Each seat shows its number and the role (host only) on its top line, the player's name
below them across the card (alive or dead), and marks: nominated (by whom), votes received, the seat's own vote, protected (the doctor's
choice by day, tonight's protection by night), checked, the mafia's and the maniac's
target, the godfather. The "players are looking" mode hides every role and every secret
mark: the role texts are emptied, not only hidden.

The scene is built once per setup; a change of the game only updates the items' texts
and colours (:meth:`SeatingScene.update_state`), it never rebuilds the scene. The texts
are :class:`~mafia_desktop.ui.window.seat_text.CardText` items: cached as pixmaps, dropped
with every change of what they draw, so a card is never stale; :meth:`SeatItem.drawn`
is what each painted last.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsTextItem,
    QGraphicsView,
    QWidget,
)

from mafia_desktop.rules.family import AnySetup, AnyState
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.plain import tooltip
from mafia_desktop.ui.repaint import own_viewport
from mafia_desktop.ui.window.seat_layout import Ring, best_ring
from mafia_desktop.ui.window.seat_look import MARKS_SEPARATOR
from mafia_desktop.ui.window.seat_text import CardText, fit_line, no_wrap, pixel_font

# A seat card's size (scene units) and the pixel sizes of its texts at scale 1: the
# view scales the whole table to fit (``seat_layout``), so what matters is the text's
# share of the card. The seat's number and the role share the top line; the name has the
# card's whole width on the line below (issue 31 point 5): a name of 14 letters, wide
# ones too ("Шереметьевская", "Wadsworth-Wood"), is drawn whole at 12 seats in a
# 1366x768 window (~14 px tall) and at 20 seats on 1920x1080 (~17 px).
CARD_W, CARD_H = 200.0, 96.0
NUMBER_PX, NAME_PX, ROLE_PX = 20, 20, 18
NAME_PXS = (20, 19, 18, 17, 16)  # a name a little too long is drawn smaller
ROLE_PXS = (18, 17)  # the same for a long role's name (10 px drawn at 20 seats on a laptop)
NAME_GAP = 8.0  # between the seat's number and the role
MARKS_PX = (16, 14, 12, 11)  # the marks' size, smaller while they do not fit the card
CARD_GAP = 8.0  # between two cards
MIN_RX = 330.0  # the smallest ring: a few players still sit round a table
MARGIN = 20.0  # around the cards, in the scene
BG_ALIVE = QColor("#fffdf6")
BG_DEAD = QColor("#c9c9c9")
BG_PICKED = QColor("#d6e8ff")
BG_SPEAKING = QColor("#fff3c4")
SPEAKING = QColor("#2e7d32")
BORDER = QColor("#5d4b36")
ALLOWED = QColor("#f5a623")
SELECTED = QColor("#1565c0")
TABLE, TABLE_RIM, TABLE_RIM_W = QColor("#2f6b3a"), QColor("#5d4b36"), 8.0
BORDER_MAX = 6.0  # the widest border of a card (a speaker's)
NO_PEN = QPen(Qt.PenStyle.NoPen)


def frame_path(rect: QRectF, width: float, ellipse: bool = False) -> QPainterPath:
    """A border of ``width`` centred on the edge of ``rect`` (or, ``ellipse``, of the
    ellipse in it), as an area to fill: filled, it looks as the shape stroked with a pen
    of that width, and costs a fraction of the stroke (an antialiased wide pen goes
    through Qt's stroker on every paint: the 20 cards' borders and the table's rim were
    half of a full repaint of the table)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    half = width / 2
    add = path.addEllipse if ellipse else path.addRect
    add(rect.adjusted(-half, -half, half, half))
    add(rect.adjusted(half, half, -half, -half))
    return path


#: A card's rectangle (the same for every seat, in the card's own units) and its
#: borders by width, made once.
CARD_RECT = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
_FRAMES: dict[float, QPainterPath] = {}


def card_frame(width: float) -> QPainterPath:
    """The border of a card of ``width`` (cached)."""
    found = _FRAMES.get(width)
    if found is None:
        found = _FRAMES[width] = frame_path(CARD_RECT, width)
    return found


class SeatItem(QGraphicsRectItem):
    """One seat: a card with the number, name, role and marks of its player."""

    def __init__(self, seat: int, scene: SeatingScene) -> None:
        # the item itself paints nothing: its rectangle (the card and its widest border)
        # takes the clicks and clips the texts; the card's face and border are children
        half = BORDER_MAX / 2
        super().__init__(CARD_RECT.adjusted(-half, -half, half, half))
        self.setPen(NO_PEN)
        self.seat = seat
        self._scene_ref = scene
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # nothing runs over the card's edge onto the table or the next card
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape)
        self.face = QGraphicsRectItem(CARD_RECT, self)
        self.face.setPen(NO_PEN)
        self.frame = QGraphicsPathItem(self)  # the border, a filled area (frame_path)
        self.frame.setPen(NO_PEN)
        for part in (self.face, self.frame):
            part.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        top, left = -CARD_H / 2, -CARD_W / 2
        self.number = CardText(self, pixel_font(NUMBER_PX, bold=True))
        self.number.setPlainText(str(seat))
        self.number.setPos(left + 6, top + 3)
        number_metrics = QFontMetricsF(self.number.font())
        # the role on the number's line, after it, on the number's baseline
        self.role = CardText(self, pixel_font(ROLE_PX))
        role_left = left + 6 + number_metrics.horizontalAdvance(str(seat)) + NAME_GAP
        self.role_baseline = top + 3 + number_metrics.ascent()
        self.role.setPos(role_left, self.role_baseline
                         - QFontMetricsF(self.role.font()).ascent())
        self.role.setTextWidth(CARD_W / 2 - role_left - 6)
        no_wrap(self.role)
        # the name below, the card's whole width, on a baseline of its own whatever its
        # size (a line's height is rounded up to whole pixels: the metrics' is less)
        self.name = CardText(self, pixel_font(NAME_PX, bold=True))
        self.name.setTextWidth(CARD_W - 12)
        no_wrap(self.name)
        line_top = self.number.mapRectToParent(self.number.boundingRect()).bottom()
        self.name.setPos(left + 6, line_top)
        self.name_baseline = line_top + QFontMetricsF(self.name.font()).ascent()
        self.marks = CardText(self, pixel_font(MARKS_PX[0]))
        self.marks_top = line_top + self.name.boundingRect().height() + 1
        self.marks.setPos(left + 6, self.marks_top)
        self.marks.setTextWidth(CARD_W - 12)
        self._key: tuple[object, ...] = (None,) * 8  # what the card shows (compared only)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._scene_ref.seat_clicked.emit(self.seat)
            event.accept()
        else:
            event.ignore()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self._scene_ref.seat_menu.emit(self.seat, event.screenPos())
        event.accept()

    def _set_marks(self, name: str, marks: str) -> None:
        """The marks, smaller while they run over the card's bottom; the last ones give
        way to "…" (the tooltip, else the whole name, has them all)."""
        self.setToolTip(tooltip(name))  # the whole name
        self.marks.setHtml(marks)
        room = CARD_H / 2 - self.marks_top - 2
        for px in MARKS_PX:  # smaller while they run over the card's bottom
            self.marks.setFont(pixel_font(px))
            if self.marks.boundingRect().height() <= room:
                break
        else:  # the last marks give way to "…"; the tooltip has them all
            parts = marks.split(MARKS_SEPARATOR)
            while len(parts) > 1 and self.marks.boundingRect().height() > room:
                parts.pop()
                self.marks.setHtml(MARKS_SEPARATOR.join([*parts, "…"]))
            self.setToolTip(f"{escape(name)}<br>{marks}")

    def show_card(self, name: str, role_text: str, role_colour: QColor, alive: bool,
                  marks: str, mode: str, selected: bool, speaking: bool = False) -> None:
        """Update the card (only what differs from the last call is touched).

        ``mode`` is ``""`` (no pick going on), ``"allowed"``, ``"blocked"`` or ``"picked"``;
        ``speaking``: the player speaks now (a sport game): a yellow card, green border.
        """
        key = (name, role_text, role_colour.name(), alive, marks, mode, selected, speaking)
        if key == self._key:
            return
        old, self._key = self._key, key
        if old[:4] != key[:4]:  # the name and role: only when they changed
            font = self.name.font()  # plain text: a name is never read as HTML
            font.setStrikeOut(not alive)
            self.name.setFont(font)
            fit_line(self.name, name, NAME_PXS)
            self.name.setY(self.name_baseline - QFontMetricsF(self.name.font()).ascent())
            fit_line(self.role, role_text, ROLE_PXS)
            self.role.setY(self.role_baseline - QFontMetricsF(self.role.font()).ascent())
            self.role.setDefaultTextColor(role_colour)
            self.role.setVisible(bool(role_text))
        if old[:1] + old[4:5] != key[:1] + key[4:5]:
            self._set_marks(name, marks)
        bg = BG_SPEAKING if speaking else BG_ALIVE if alive else BG_DEAD
        if mode == "picked":
            bg = BG_PICKED
        self.face.setBrush(QBrush(bg))
        border, width = (SPEAKING, 6.0) if speaking else (BORDER, 2.0)
        if mode == "allowed":
            border, width = ALLOWED, 5.0
        elif mode == "picked":
            border, width = SELECTED, 5.0
        if selected and mode not in ("allowed", "picked"):  # dashed: drawn with a pen
            self.face.setPen(QPen(SELECTED, 3, Qt.PenStyle.DashLine))
            self.frame.hide()
        else:
            self.face.setPen(NO_PEN)
            self.frame.setPath(card_frame(width))
            self.frame.setBrush(QBrush(border))
            self.frame.show()
        self.setOpacity(0.4 if mode == "blocked" else 1.0)

    def drawn(self) -> tuple[str, str, str, str]:
        """What the card's texts last painted on the screen: its number, name, role and
        marks as plain text (``""`` for a hidden one; :meth:`CardText.drawn`). Read after
        a paint, it is what the host sees (the stale-card tests compare it)."""
        return (self.number.drawn(), self.name.drawn(), self.role.drawn(),
                self.marks.drawn())

    def look(self) -> tuple[str, str, float, Qt.PenStyle, float]:
        """What the card's colours say: its face's colour, its border's colour, width
        and style, and its opacity (tests compare them)."""
        if self.frame.isVisible():
            width = next(w for w, path in _FRAMES.items() if path == self.frame.path())
            return (self.face.brush().color().name(), self.frame.brush().color().name(),
                    width, Qt.PenStyle.SolidLine, self.opacity())
        pen = self.face.pen()
        return (self.face.brush().color().name(), pen.color().name(), pen.widthF(),
                pen.style(), self.opacity())


class SeatingScene(QGraphicsScene):
    """The table and its seats, drawn from the full game state (host only).

    Signals:
        seat_clicked(int): a seat was clicked with the left button.
        seat_menu(int, QPoint): a seat asked for its context menu (screen position).
    """

    seat_clicked = Signal(int)
    seat_menu = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats: list[SeatItem] = []
        self.table: QGraphicsEllipseItem | None = None
        self.rim: QGraphicsPathItem | None = None
        self.caption: QGraphicsTextItem | None = None
        self.roles_hidden = False
        self._setup: AnySetup | None = None
        self._ring: Ring | None = None

    def build(self, setup: AnySetup) -> None:
        """Make the table and one seat per player (once per game), placed for the
        view's shape (:meth:`arrange`)."""
        self.clear()
        self._setup = setup
        self._ring = None
        self.table = QGraphicsEllipseItem()
        self.table.setBrush(QBrush(TABLE))
        self.table.setPen(NO_PEN)
        self.table.setZValue(-10)
        self.addItem(self.table)
        self.rim = QGraphicsPathItem()  # the table's edge, filled (frame_path)
        self.rim.setBrush(QBrush(TABLE_RIM))
        self.rim.setPen(NO_PEN)
        self.rim.setZValue(-10)
        self.addItem(self.rim)
        self.caption = QGraphicsTextItem()
        self.caption.setFont(pixel_font(30, bold=True))
        self.caption.setDefaultTextColor(QColor("white"))
        self.addItem(self.caption)
        self.seats = []
        for i in range(setup.size):
            item = SeatItem(i + 1, self)
            self.addItem(item)
            self.seats.append(item)
        views = [v for v in self.views() if isinstance(v, SeatingView)]
        size = views[0].viewport().size() if views else None
        self.arrange(size.width() if size else 600, size.height() if size else 720)
        for view in views:
            view.fit()

    def arrange(self, view_w: int, view_h: int) -> bool:
        """Place the seats round the smallest table that fits them, shaped to be drawn
        largest in a view of ``view_w`` x ``view_h`` pixels (``seat_layout``); True
        when they moved. Only the view's size moves them, never the game."""
        if not self.seats or self.table is None:
            return False
        ring = best_ring(len(self.seats), CARD_W, CARD_H, CARD_GAP, MIN_RX, view_w, view_h,
                         MARGIN)
        if ring is self._ring:
            return False
        self._ring = ring
        for item, (x, y) in zip(self.seats, ring.positions, strict=True):
            item.setPos(x, y)
        tx, ty = ring.rx - CARD_W * 0.3, ring.ry - CARD_H * 0.3
        self.table.setRect(QRectF(-tx, -ty, 2 * tx, 2 * ty))
        if self.rim is not None:
            self.rim.setPath(frame_path(self.table.rect(), TABLE_RIM_W, ellipse=True))
        w, h = ring.width / 2 + MARGIN, ring.height / 2 + MARGIN
        self.setSceneRect(QRectF(-w, -h, 2 * w, 2 * h))
        return True

    def set_caption(self, text: str) -> None:
        """The text in the middle of the table (the phase and stage)."""
        if self.caption is None or self.caption.toPlainText() == text:
            return
        self.caption.setPlainText(text)
        r = self.caption.boundingRect()
        self.caption.setPos(-r.width() / 2, -r.height() / 2)

    def update_state(self, state: AnyState, allowed: set[int] | None = None,
                     picked: tuple[int, ...] = (), selected: int | None = None,
                     reveal: bool = False) -> None:
        """Redraw every seat from ``state``.

        Args:
            allowed: during a pick, the seats that may be picked next (others are dimmed);
                ``None`` when no pick is going on.
            picked: the seats picked so far.
            selected: the seat whose notes and card are shown.
            reveal: show every role even when hidden (the game is over).
        """
        setup = state.setup
        if self._setup is not setup:
            self.build(setup)
        hide = self.roles_hidden and not reveal
        looks = ui_family(state).seat_looks(state, hide)
        for item, look in zip(self.seats, looks, strict=True):
            item.show_card(*look.card(), _mode(item.seat, allowed, picked),
                           item.seat == selected, look.speaking)


def _mode(seat: int, allowed: set[int] | None, picked: tuple[int, ...]) -> str:
    """A seat's look during a pick: ``""`` (none going on), ``"picked"``, ``"allowed"``
    or ``"blocked"``."""
    if allowed is None:
        return ""
    if seat in picked:
        return "picked"
    return "allowed" if seat in allowed else "blocked"


class SeatingView(QGraphicsView):
    """Shows a :class:`SeatingScene`, scaled to keep the whole table in sight."""

    def __init__(self, scene: SeatingScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        own_viewport(self)  # PySide6 knows it (~1 MiB less, issue 22)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QBrush(QColor("#efe6d2")))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(240, 200)

    def fit(self) -> None:
        """Place the seats for the view's shape, then scale the view so the whole table
        fits, keeping its aspect ratio."""
        scene = self.scene()
        if isinstance(scene, SeatingScene):
            size = self.viewport().size()
            scene.arrange(size.width(), size.height())
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
