"""The seating circle: the players around an oval table (QGraphicsScene / QGraphicsView).

Seat ``i`` (0-based) sits at the angle ``2*pi*i/n`` around the table, counted clockwise
from the top; the view keeps the whole table in sight with ``fitInView(...,
KeepAspectRatio)`` whenever it is resized.

Each seat shows its number, the player's name, alive or dead, the role (host only) and
marks: nominated (by whom), votes received, the seat's own vote, protected (the doctor's
choice by day, tonight's protection by night), checked, the mafia's and the maniac's
target, the godfather. The "players are looking" mode hides every role and every secret
mark: the role texts are emptied, not only hidden.

The scene is built once per setup; a change of the game only updates the items' texts
and colours (:meth:`SeatingScene.update_state`), it never rebuilds the scene.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsTextItem,
    QGraphicsView,
    QWidget,
)

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules import GameState, Role, Setup, Stage

#: Faction colours (text of the role, border of a dead player's card).
FACTION_COLOURS = {"town": QColor("#2e7d32"), "mafia": QColor("#c62828"),
                   "maniac": QColor("#6a1b9a")}

CARD_W, CARD_H = 176.0, 116.0
BG_ALIVE = QColor("#fffdf6")
BG_DEAD = QColor("#c9c9c9")
BG_PICKED = QColor("#d6e8ff")
BORDER = QColor("#5d4b36")
ALLOWED = QColor("#f5a623")
SELECTED = QColor("#1565c0")


def seat_position(i: int, n: int, rx: float, ry: float) -> QPointF:
    """Where seat index ``i`` of ``n`` (0-based) sits on an ellipse of radii ``rx``,
    ``ry``: the angle ``2*pi*i/n``, clockwise from the top."""
    angle = 2 * math.pi * i / n
    return QPointF(rx * math.sin(angle), -ry * math.cos(angle))


class SeatItem(QGraphicsRectItem):
    """One seat: a card with the number, name, role and marks of its player."""

    def __init__(self, seat: int, scene: SeatingScene) -> None:
        super().__init__(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H))
        self.seat = seat
        self._scene_ref = scene
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.number = QGraphicsTextItem(str(seat), self)
        f = QFont()
        f.setPointSize(20)
        f.setBold(True)
        self.number.setFont(f)
        self.number.setPos(-CARD_W / 2 + 4, -CARD_H / 2 - 2)
        self.name = QGraphicsTextItem(self)
        f = QFont()
        f.setPointSize(13)
        f.setBold(True)
        self.name.setFont(f)
        left = -CARD_W / 2 + 10 + self.number.boundingRect().width()
        self.name.setPos(left, -CARD_H / 2 + 6)
        self.name.setTextWidth(CARD_W / 2 - left - 4)
        self.role = QGraphicsTextItem(self)
        f = QFont()
        f.setPointSize(11)
        self.role.setFont(f)
        self.role.setPos(left, -CARD_H / 2 + 32)
        self.marks = QGraphicsTextItem(self)
        f = QFont()
        f.setPointSize(10)
        self.marks.setFont(f)
        self.marks.setPos(-CARD_W / 2 + 4, -CARD_H / 2 + 54)
        self.marks.setTextWidth(CARD_W - 8)
        for item in (self.number, self.name, self.role, self.marks):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._key: tuple = ()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._scene_ref.seat_clicked.emit(self.seat)
            event.accept()
        else:
            event.ignore()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self._scene_ref.seat_menu.emit(self.seat, event.screenPos())
        event.accept()

    def show(self, name: str, role_text: str, role_colour: QColor, alive: bool, marks: str,
             mode: str, selected: bool) -> None:
        """Update the card (only what differs from the last call is touched).

        ``mode`` is ``""`` (no pick going on), ``"allowed"``, ``"blocked"`` or ``"picked"``.
        """
        key = (name, role_text, role_colour.name(), alive, marks, mode, selected)
        if key == self._key:
            return
        self._key = key
        font = self.name.font()  # plain text: a name is never read as HTML
        font.setStrikeOut(not alive)
        self.name.setFont(font)
        room = self.name.textWidth() - 2 * self.name.document().documentMargin()
        shown = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, room)
        self.name.setPlainText(shown)  # one line: it never runs over the role below
        self.setToolTip(name)
        self.role.setPlainText(role_text)
        self.role.setDefaultTextColor(role_colour)
        self.role.setVisible(bool(role_text))
        self.marks.setHtml(marks)
        bg = BG_ALIVE if alive else BG_DEAD
        if mode == "picked":
            bg = BG_PICKED
        self.setBrush(QBrush(bg))
        pen = QPen(BORDER, 2)
        if mode == "allowed":
            pen = QPen(ALLOWED, 5)
        elif mode == "picked":
            pen = QPen(SELECTED, 5)
        elif selected:
            pen = QPen(SELECTED, 3, Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setOpacity(0.4 if mode == "blocked" else 1.0)


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
        self.caption: QGraphicsTextItem | None = None
        self.roles_hidden = False
        self._setup: Setup | None = None

    def build(self, setup: Setup) -> None:
        """Lay out the table and one seat per player (once per game)."""
        self.clear()
        self._setup = setup
        n = setup.size
        rx = max(400.0, n * 45.0)
        ry = rx * 0.85
        self.table = QGraphicsEllipseItem(QRectF(-rx + 95, -ry + 70, 2 * (rx - 95),
                                                 2 * (ry - 70)))
        self.table.setBrush(QBrush(QColor("#2f6b3a")))
        self.table.setPen(QPen(QColor("#5d4b36"), 8))
        self.table.setZValue(-10)
        self.addItem(self.table)
        self.caption = QGraphicsTextItem()
        f = QFont()
        f.setPointSize(22)
        f.setBold(True)
        self.caption.setFont(f)
        self.caption.setDefaultTextColor(QColor("white"))
        self.addItem(self.caption)
        self.seats = []
        for i in range(n):
            item = SeatItem(i + 1, self)
            item.setPos(seat_position(i, n, rx, ry))
            self.addItem(item)
            self.seats.append(item)
        margin = 20
        self.setSceneRect(self.itemsBoundingRect().adjusted(-margin, -margin, margin, margin))
        for view in self.views():
            if isinstance(view, SeatingView):
                view.fit()

    def set_caption(self, text: str) -> None:
        """The text in the middle of the table (the phase and stage)."""
        if self.caption is None or self.caption.toPlainText() == text:
            return
        self.caption.setPlainText(text)
        r = self.caption.boundingRect()
        self.caption.setPos(-r.width() / 2, -r.height() / 2)

    def update_state(self, state: GameState, allowed: set[int] | None = None,
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
        nominated = {t: by for by, t in state.nominations}
        tally = state.tally() if state.stage is Stage.VOTING else {}
        if state.execution is not None and state.stage is not Stage.VOTING:
            tally = dict(state.execution.tally)
        checked = {c.target: c.status for c in state.checks}
        protected = state.doctor_choice if state.phase.is_day else state.protected
        mafia_target = state.mafia.target if state.mafia is not None else None
        maniac_target = state.maniac.target if state.maniac is not None else None
        causes = {d.seat: d.cause for d in state.deaths}
        for item in self.seats:
            seat = item.seat
            alive = state.alive[seat - 1]
            role = state.roles[seat - 1]
            marks: list[str] = []
            if not alive:
                marks.append(f"<b>{names.cause_name(causes.get(seat, ''))}</b>")
            if seat in nominated:
                marks.append(fill(self.tr("nominated by %1"), nominated[seat]))
            if seat in tally and state.stage is not Stage.DISCUSSION:
                marks.insert(0, "<b>" + self.tr("%n vote(s)", "", tally[seat]) + "</b>")
            ballot = state.ballots[seat - 1] if state.ballots else None
            if ballot is not None and ballot.target is not None:
                marks.append(fill(self.tr("→ %1"), ballot.target))
            if not hide:
                if role is Role.GODFATHER and alive:
                    marks.append("<span style='color:#c62828'><b>"
                                 + self.tr("godfather") + "</b></span>")
                if seat == protected:
                    marks.append("<span style='color:#1565c0'>" + self.tr("protected") + "</span>")
                if seat in checked:
                    marks.append("<span style='color:#6d4c41'>"
                                 + fill(self.tr("checked: %1"),
                                        names.status_name(checked[seat])) + "</span>")
                if seat == mafia_target:
                    marks.append("<span style='color:#c62828'>" + self.tr("mafia's target")
                                 + "</span>")
                if seat == maniac_target:
                    marks.append("<span style='color:#6a1b9a'>" + self.tr("maniac's target")
                                 + "</span>")
            if hide:
                role_text, colour = "", QColor("black")
            else:
                role_text = names.role_name(role.value)
                colour = FACTION_COLOURS[role.faction.value]
            if allowed is None:
                mode = ""
            elif seat in picked:
                mode = "picked"
            else:
                mode = "allowed" if seat in allowed else "blocked"
            item.show(setup.name(seat), role_text, colour, alive, " · ".join(marks), mode,
                      seat == selected)


class SeatingView(QGraphicsView):
    """Shows a :class:`SeatingScene`, scaled to keep the whole table in sight."""

    def __init__(self, scene: SeatingScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QBrush(QColor("#efe6d2")))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(240, 200)

    def fit(self) -> None:
        """Scale the view so the whole scene fits, keeping its aspect ratio."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fit()
