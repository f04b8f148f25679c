"""The projector: the players' screen.

DESIGN.md's information boundary: this module draws only from a
:class:`~mafia_desktop.rules.public_view.PublicView`, a value with no field that could
hold a secret; it does not import the full game state. The host window computes
``public_view(state)`` and hands it over on every change (and every undo).

Two parts:

* :class:`ProjectorScene` (a ``QGraphicsScene`` of its own, 1600 x 900 logical units):
  the circle of seats with numbers and names, the dead with their announced status
  (R-HOST-2), the phase with a day look and a night look, the big timer, today's
  candidates with the live tally (a setting may hide it), the announcements (who died
  in the night, who was executed and why, "nobody died tonight"), and at the end the
  winners and every role. Large type and high contrast, for the back of a room.
* :class:`ProjectorWindow`: a top-level window showing the scene scaled to any size
  (``fitInView`` keeping the aspect ratio); full screen on a second screen when there is
  one, updated when screens are plugged in or out.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QPen,
    QScreen,
    QShortcut,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import names as texts
from mafia_desktop.rules.public_view import PublicSeat, PublicView

WIDTH, HEIGHT = 1600.0, 900.0
TABLE_CENTRE = (560.0, 492.0)
# The smallest a long text is shrunk to before it is cut short with "…".
MIN_SCALE = 0.7
# From this many seats on, the side seats' names go beside them.
BIG_TABLE = 11

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


def _font(size: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(bold)
    font.setItalic(italic)
    return font


def format_seconds(seconds: int) -> str:
    """``75`` -> ``"01:15"`` (minutes and seconds)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class ProjectorScene(QGraphicsScene):
    """The players' screen, drawn from a :class:`PublicView` only.

    Call :meth:`show_view` on every change of the game; :meth:`set_timer` on every tick
    of the host's timer. :meth:`texts` lists every text drawn (for the leak tests).
    """

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._view: PublicView | None = None
        self._timer: tuple[int, str] | None = None
        self._show_tally = True
        self._timer_item: QGraphicsSimpleTextItem | None = None
        self._timer_caption: QGraphicsSimpleTextItem | None = None
        self.redraw()

    # -- inputs -------------------------------------------------------------------

    def show_view(self, view: PublicView) -> None:
        """Draw ``view`` (replacing what was shown)."""
        self._view = view
        self.redraw()

    def set_timer(self, remaining_s: int | None, caption: str = "") -> None:
        """Show the host's timer: ``remaining_s`` seconds left (``None`` hides it) and
        what it times (``caption``, already translated)."""
        self._timer = None if remaining_s is None else (int(remaining_s), caption)
        if self._timer_item is not None and self._timer is not None:
            self._update_timer_items()
        else:
            self.redraw()

    def has_timer(self) -> bool:
        """True while the host's timer is shown."""
        return self._timer is not None

    def set_show_tally(self, show: bool) -> None:
        """Show or hide the live tally of votes during the vote (a host's setting)."""
        self._show_tally = bool(show)
        self.redraw()

    def texts(self) -> list[str]:
        """Every text the scene draws, in no particular order."""
        return [item.text() for item in self.items()
                if isinstance(item, QGraphicsSimpleTextItem)]

    # -- drawing ------------------------------------------------------------------

    def _text(self, text: str, size: float, colour: str, x: float, y: float, *,
              bold: bool = False, italic: bool = False, anchor: str = "left",
              max_width: float | None = None,
              min_scale: float = MIN_SCALE) -> QGraphicsSimpleTextItem:
        font = _font(size, bold, italic)
        if max_width is not None:  # shrink a long text to min_scale at most, then elide it
            text = QFontMetricsF(font).elidedText(text, Qt.ElideRight, max_width / min_scale)
        item = self.addSimpleText(text, font)
        item.setBrush(QBrush(QColor(colour)))
        rect = item.boundingRect()
        if max_width is not None and rect.width() > max_width:
            scale = max_width / rect.width()
            item.setScale(scale)
            rect = QRectF(rect.x(), rect.y(), rect.width() * scale, rect.height() * scale)
        dx = {"left": 0.0, "center": rect.width() / 2, "right": rect.width()}[anchor]
        item.setPos(x - dx, y)
        return item

    def redraw(self) -> None:
        """Rebuild every item from the last view (a few dozen items: cheap)."""
        self.clear()
        self._timer_item = self._timer_caption = None
        view = self._view
        look = LOOKS["night" if view is not None and view.phase_kind == "night" else "day"]
        self.setBackgroundBrush(QBrush(QColor(look["bg"])))
        self.addRect(QRectF(0, 0, WIDTH, HEIGHT), QPen(Qt.NoPen), QBrush(QColor(look["bg"])))
        if view is None:
            self._text(self.tr("Mafia"), 120, look["text"], WIDTH / 2, HEIGHT / 2 - 80,
                       bold=True, anchor="center")
            return
        self._draw_header(view, look)
        self._draw_table(view, look)
        self._draw_panel(view, look)
        if view.ended:
            self._draw_winners(view, look)

    def _phase_title(self, view: PublicView) -> str:
        if view.phase_kind == "day":
            return self.tr("Day %1").replace("%1", str(view.phase_number))
        return self.tr("Night %1").replace("%1", str(view.phase_number))

    def _draw_header(self, view: PublicView, look: dict[str, str]) -> None:
        self._text(self._phase_title(view), 72, look["text"], 40, 24, bold=True)
        stage = {
            "discussion": self.tr("Discussion and nominations"),
            "voting": self.tr("Voting"),
            "after_execution": self.tr("Last word"),
            "night": self.tr("The town sleeps"),
        }[view.stage]
        if view.ended:
            stage = self.tr("The game is over")
        self._text(stage, 36, look["muted"], 44, 112)

    def _draw_table(self, view: PublicView, look: dict[str, str]) -> None:
        n = len(view.seats)
        # A big table puts the side seats' names beside them (not under them, where the
        # next seat is) on a narrower ring, so that they fit left of the panel.
        big = n >= BIG_TABLE
        cx, cy, ry = TABLE_CENTRE[0] - (15 if big else 0), TABLE_CENTRE[1], 262.0
        rx = 345.0 if big else 400.0
        self.addEllipse(QRectF(cx - rx * 0.72, cy - ry * 0.66, rx * 1.44, ry * 1.32),
                        QPen(QColor(look["muted"]), 3), QBrush(QColor(look["table"])))
        if not view.ended:
            self._draw_sky(view.phase_kind, cx, cy, look)
        radius = max(34.0, min(58.0, 2 * math.pi * ry / max(n, 1) / 2.6))
        candidates = set(view.candidates)
        tally = self._tally(view)
        for i, seat in enumerate(view.seats):
            angle = 2 * math.pi * i / n
            x, y = cx + rx * math.sin(angle), cy - ry * math.cos(angle)
            side = 0
            if big and abs(math.sin(angle)) > 0.45:
                side = 1 if math.sin(angle) > 0 else -1
            self._draw_seat(seat, x, y, radius, look, seat.seat in candidates,
                            seat.seat == view.executed, tally.get(seat.seat), side, big)

    def _draw_sky(self, kind: str, cx: float, cy: float, look: dict[str, str]) -> None:
        """A sun by day, a crescent moon by night, in the middle of the table."""
        if kind == "day":
            pen = QPen(QColor("#e0a100"), 6)
            for k in range(12):
                a = 2 * math.pi * k / 12
                self.addLine(cx + 62 * math.cos(a), cy + 62 * math.sin(a),
                             cx + 88 * math.cos(a), cy + 88 * math.sin(a), pen)
            self.addEllipse(QRectF(cx - 50, cy - 50, 100, 100), QPen(Qt.NoPen),
                            QBrush(QColor("#f6c21c")))
        else:
            self.addEllipse(QRectF(cx - 60, cy - 60, 120, 120), QPen(Qt.NoPen),
                            QBrush(QColor("#f2e6b8")))
            self.addEllipse(QRectF(cx - 32, cy - 72, 120, 120), QPen(Qt.NoPen),
                            QBrush(QColor(look["table"])))

    def _draw_seat(self, seat: PublicSeat, x: float, y: float, r: float,
                   look: dict[str, str], candidate: bool, executed: bool,
                   votes: int | None, side: int = 0, small: bool = False) -> None:
        """One seat at (x, y) with radius ``r``; its name and status go under it
        (``side`` 0) or beside it, to the left (-1) or the right (+1)."""
        fill = look["seat"] if seat.alive else look["dead"]
        ring = QPen(QColor(look["accent"] if (candidate or executed) else look["muted"]),
                    8 if (candidate or executed) else 3)
        self.addEllipse(QRectF(x - r, y - r, 2 * r, 2 * r), ring, QBrush(QColor(fill)))
        number_colour = look["text"] if seat.alive else "#f5f5f5"
        self._text(str(seat.seat), r * 0.95, number_colour, x, y - r * 0.62, bold=True,
                   anchor="center")
        if not seat.alive:
            pen = QPen(QColor(look["accent"]), 5)
            self.addLine(x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7, pen)
        name_colour = look["text"] if seat.alive else look["muted"]
        name_px, status_px, width = (24, 20, 150) if small else (28, 24, 190)
        if side:
            tx, anchor = x + side * (r + 8), ("left" if side > 0 else "right")
            line = y - (name_px + status_px + 4) / 2 - 2
        else:
            tx, anchor, line = x, "center", y + r + 4
        self._text(seat.name, name_px, name_colour, tx, line, bold=seat.alive, anchor=anchor,
                   max_width=width)
        line += name_px + 6
        if seat.status is not None:
            colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
            colour = colours.get(FACTION_OF_ROLE.get(seat.status, ""), look["muted"])
            self._text(texts.status_name(seat.status), status_px, colour, tx, line,
                       italic=not seat.alive, bold=True, anchor=anchor, max_width=width)
        elif not seat.alive:
            self._text(self.tr("dead"), status_px - 2, look["muted"], tx, line, italic=True,
                       anchor=anchor)
        if votes:  # above the seat, or beside it under the name on a big table's side
            vx, vy = (tx, line + status_px + 4) if side else (x, y - r - 30)
            self._text(self.tr("%n vote(s)", "", votes), status_px - 2 if side else 22,
                       look["accent"], vx, vy, bold=True, anchor=anchor)

    def _tally(self, view: PublicView) -> dict[int, int]:
        if not self._show_tally or view.stage not in ("voting", "after_execution"):
            return {}
        counts = dict.fromkeys(view.candidates, 0)
        for _, target in view.votes:
            counts[target] = counts.get(target, 0) + 1
        return counts

    def _draw_panel(self, view: PublicView, look: dict[str, str]) -> None:
        x0, w = 1080.0, 490.0
        self.addRect(QRectF(x0, 24, w, HEIGHT - 48), QPen(QColor(look["muted"]), 2),
                     QBrush(QColor(look["panel"])))
        # The timer.
        self._timer_caption = self._text("", 28, look["muted"], x0 + w / 2, 40, anchor="center")
        self._timer_item = self._text("", 150, look["text"], x0 + w / 2, 70, bold=True,
                                      anchor="center")
        self._update_timer_items()
        y = 260.0
        names = {s.seat: s.name for s in view.seats}
        if view.candidates and view.stage in ("voting", "after_execution") and not view.ended:
            self._text(self.tr("Candidates"), 34, look["muted"], x0 + 24, y, bold=True)
            y += 48
            tally = self._tally(view)
            top = max(tally.values(), default=0)
            for seat in view.candidates[:10]:
                label = f"{seat}. {names[seat]}"
                self._text(label, 32, look["text"], x0 + 24, y, max_width=290,
                           bold=seat == view.executed)
                if seat in tally:
                    bar = 0 if top == 0 else (w - 400) * tally[seat] / top
                    self._text(str(tally[seat]), 30, look["text"], x0 + 360, y, bold=True,
                               anchor="right")
                    self.addRect(QRectF(x0 + 376, y + 8, max(bar, 3), 26), QPen(Qt.NoPen),
                                 QBrush(QColor(look["accent"])))
                y += 42
            y += 12
        elif view.nominations and view.stage == "discussion":
            self._text(self.tr("Nominated"), 34, look["muted"], x0 + 24, y, bold=True)
            y += 48
            for by, target in view.nominations[:10]:
                self._text(self.tr("%1 (by %2)").replace("%1", names[target])
                           .replace("%2", names[by]), 30, look["text"], x0 + 24, y,
                           max_width=w - 48)
                y += 40
            y += 12
        for line in self.announcements(view):
            if y > HEIGHT - 80:
                break
            item = self._text(line, 30, look["accent"], x0 + 24, y, bold=True, max_width=w - 48,
                              min_scale=0.5)
            y += item.boundingRect().height() * item.scale() + 10

    def announcements(self, view: PublicView) -> list[str]:
        """The announcements due now, translated: the night's dead (or "nobody died
        tonight"), today's execution and why, the host's removals this phase."""
        names = {s.seat: s.name for s in view.seats}
        by_seat = {s.seat: s for s in view.seats}
        lines: list[str] = []

        def with_status(seat: int) -> str:
            status = by_seat[seat].status
            name = names[seat]
            if len(name) > 22:  # keep room for the status on the line
                name = name[:21] + "…"
            return name if status is None else f"{name} ({texts.status_name(status)})"

        if view.night_ended and view.phase_kind == "day" and view.stage == "discussion" \
                or (view.ended and view.phase_kind == "night"):
            if view.night_deaths:
                lines.append(self.tr("Killed tonight: %1").replace(
                    "%1", ", ".join(with_status(s) for s in view.night_deaths)))
            elif view.night_ended:
                lines.append(self.tr("Nobody died tonight"))
        if view.phase_kind == "night" and not view.ended:
            # The night remembers the day's execution (the last one).
            executions = [s for s in view.seats if s.death == "execution" and s.died_in]
            if executions:
                last = max(executions, key=lambda s: s.died_in[1])
                lines.append(self.tr("Executed: %1").replace("%1", with_status(last.seat)))
        if view.executed is not None:
            lines.append(self.tr("Executed: %1").replace("%1", with_status(view.executed)))
            if len(view.tied) > 1:
                tied = ", ".join(names[s] for s in view.tied)
                why = {
                    "earliest_last_vote": self.tr("the last vote for them came first"),
                    "host_choice": self.tr("the host chose"),
                    "random": self.tr("drawn at random"),
                }.get(view.tie_reason or "", "")
                lines.append(self.tr("Tie: %1; %2").replace("%1", tied).replace("%2", why))
            elif view.tie_reason == "random":
                lines.append(self.tr("No votes: drawn at random"))
        current = (view.phase_kind, view.phase_number)
        for seat in view.seats:
            if seat.death == "host" and seat.died_in == current:
                lines.append(self.tr("Removed by the host: %1").replace("%1", with_status(seat.seat)))
        return lines

    def _draw_winners(self, view: PublicView, look: dict[str, str]) -> None:
        cx, cy = TABLE_CENTRE
        if view.winners:
            self._text(self.tr("Winners"), 40, look["muted"], cx, cy - 90, bold=True,
                       anchor="center")
            for i, faction in enumerate(view.winners):
                colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
                self._text(texts.faction_name(faction), 76, colours[faction], cx,
                           cy - 40 + 84 * i - 42 * (len(view.winners) - 1), bold=True,
                           anchor="center", max_width=540)
        else:
            self._text(self.tr("A draw: nobody wins"), 60, look["text"], cx, cy - 36,
                       bold=True, anchor="center", max_width=540)

    def _update_timer_items(self) -> None:
        if self._timer_item is None or self._timer_caption is None:
            return
        if self._timer is None:
            self._timer_item.setText("")
            self._timer_caption.setText("")
            return
        remaining, caption = self._timer
        look = LOOKS["night" if self._view is not None and self._view.phase_kind == "night"
                     else "day"]
        self._timer_item.setText(format_seconds(remaining))
        self._timer_item.setBrush(QBrush(QColor(look["accent"] if remaining <= 10
                                                else look["text"])))
        self._timer_caption.setText(caption)
        for item in (self._timer_item, self._timer_caption):
            rect = item.boundingRect()
            item.setPos(1080 + 490 / 2 - rect.width() / 2, item.pos().y())


class ProjectorView(QGraphicsView):
    """Shows a :class:`ProjectorScene` scaled to fit, keeping its aspect ratio."""

    def __init__(self, scene: ProjectorScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing
                            | QPainter.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.NoFrame)
        self.setInteractive(False)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.KeepAspectRatio)


class ProjectorWindow(QWidget):
    """The players' window: a top-level window with the projector scene.

    It goes full screen on a second screen when there is one (the host's window stays on
    the primary screen), and an ordinary window otherwise; it follows screens being
    plugged in or out. F11 toggles full screen; Esc leaves it.

    Signals:
        closed: the window was closed (the host window unticks its menu item).
    """

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.Window)
        self.setWindowTitle(self.tr("Mafia — players' screen"))
        self.scene = ProjectorScene(self)
        self.view = ProjectorView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.resize(1280, 720)
        QShortcut(QKeySequence(Qt.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key_Escape), self, self.showNormal)
        app = QGuiApplication.instance()
        if app is not None:
            app.screenAdded.connect(self._screens_changed)
            app.screenRemoved.connect(self._screens_changed)

    def show_view(self, view: PublicView) -> None:
        """Draw the players' view of the game."""
        self.scene.show_view(view)

    def set_timer(self, remaining_s: int | None, caption: str = "") -> None:
        """Show the host's timer (``None`` hides it)."""
        self.scene.set_timer(remaining_s, caption)

    @staticmethod
    def target_screen() -> QScreen | None:
        """The screen for the players: the first that is not the primary, or ``None``
        when there is only one."""
        primary = QGuiApplication.primaryScreen()
        for screen in QGuiApplication.screens():
            if screen is not primary:
                return screen
        return None

    def place(self) -> None:
        """Full screen on the second screen if there is one, else an ordinary window."""
        screen = self.target_screen()
        if screen is not None:
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
            self.showFullScreen()
        else:
            if self.isFullScreen():
                self.showNormal()
            self.show()

    def _screens_changed(self, *_: object) -> None:
        if self.isVisible():
            self.place()

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
            self.setWindowTitle(self.tr("Mafia — players' screen"))
            self.scene.redraw()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.closed.emit()
        super().closeEvent(event)


__all__ = ["ProjectorScene", "ProjectorView", "ProjectorWindow", "format_seconds"]
