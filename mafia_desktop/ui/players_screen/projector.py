"""The projector: the players' screen.

DESIGN.md's information boundary: this module draws only from a
:class:`~mafia_desktop.rules.public_view.PublicView`, a value with no field that could
hold a secret; it does not import the full game state. The host window computes
``public_view(state)`` and hands it over on every change (and every undo).

Two parts:

* :class:`ProjectorScene` (a ``QGraphicsScene`` of its own, 1600 x 900 logical units):
  the circle of seats with numbers and names, the dead with their announced status
  (R-HOST-2), the phase with a day look and a night look, the big timer (none once the
  game is over), every nomination or candidate with the live tally (a setting may hide
  it), the announcements (who died in the night, in seat order, who was executed and
  why, "nobody died tonight"), and at the end the winners, and every role once the
  host reveals them (the view then holds them). Large type and high contrast, for the
  back of a room; no text over another. Its items are made once per table size and
  language (``projector_layout.py``, placed by ``projector_geometry.py``) and then
  changed in place, so that a change
  repaints only what it changed.
* :class:`ProjectorWindow`: a top-level window showing the scene scaled to any size
  (``fitInView`` keeping the aspect ratio); full screen on a second screen when there is
  one, updated when screens are plugged in or out; shown without taking the keyboard.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QGuiApplication,
    QKeySequence,
    QPainter,
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

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.fill import as_written
from mafia_desktop.rules.classic.view import PublicView
from mafia_desktop.rules.sport.view import SportPublicView
from mafia_desktop.ui.families.sport.projector import SportItems
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    MARGIN,
    PANEL_W,
    PANEL_X,
    WIDTH,
    free_centre,
    line_height,
    seat_places,
    table_geometry,
    wrap,
)
from mafia_desktop.ui.players_screen.projector_layout import (
    FACTION_COLOURS,
    LOOKS,
    NIGHT_FACTION_COLOURS,
    Z_BACK,
    Z_HEADER,
    Z_PANEL,
    Z_TABLE,
    Z_WINNERS,
    Paint,
    PanelList,
    SeatItems,
    Shape,
    Sky,
    Text,
)

# How many faction names the winners can list.
MAX_WINNERS = 3
# Announcement lines made with the scene (more are made when a phase needs them).
ANNOUNCEMENT_LINES = 12
# The panel's parts, top to bottom (scene units): the timer's caption and digits, then
# the list of candidates or nominations from LIST_TOP, the announcements under it; the
# panel's content ends at PANEL_BOTTOM.
CAPTION_Y, DIGITS_Y, LIST_TOP, PANEL_BOTTOM = 36.0, 76.0, 260.0, HEIGHT - 38.0
# Pixel sizes the announcements are tried at, largest first.
ANNOUNCEMENT_SIZES = (30, 27, 24, 21)


def format_seconds(seconds: int) -> str:
    """``75`` -> ``"01:15"`` (minutes and seconds)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class ProjectorScene(QGraphicsScene):
    """The players' screen, drawn from a :class:`PublicView` only.

    Call :meth:`show_view` on every change of the game; :meth:`set_timer` on every tick
    of the host's timer. :meth:`texts` lists every text drawn (for the leak tests).

    The items are built once per table size (:meth:`rebuild`: when the number of seats
    changes, and on :meth:`retranslate`); every other change only sets the texts,
    colours and visibility that differ, so that the view repaints only what changed.
    The scene is always 1600 x 900 logical units: a window of another size scales it.
    No text is drawn over another: every text has its room, measured with the fonts'
    real metrics (a long one is shrunk a little, then cut short with "…"; a long
    announcement is broken into lines).
    """

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._view: PublicView | SportPublicView | None = None
        self._timer: tuple[int, str, str] | None = None
        self._show_tally = True
        self._seats: tuple[str, int] | None = None  # the family and table size built for
        self._sport: SportItems | None = None
        self._look: dict[str, str] | None = None
        self._build()
        self._update()

    # -- inputs -------------------------------------------------------------------

    def show_view(self, view: PublicView | SportPublicView | None) -> None:
        """Draw ``view`` (replacing everything shown of the last one; ``None``: no game,
        the title alone): a classic :class:`PublicView` or a sport game's
        :class:`SportPublicView` (``projector_sport.py`` draws it). The items are built
        anew only when the number of seats or the family changes, else changed in
        place."""
        self._view = view
        if self._table_key(view) != self._seats:
            self._build()
        self._update()

    @staticmethod
    def _table_key(view: PublicView | SportPublicView | None) -> tuple[str, int] | None:
        """What the items are built for: the family and the number of seats."""
        if view is None:
            return None
        return ("sport" if isinstance(view, SportPublicView) else "classic", len(view.seats))

    def set_timer(self, remaining_s: int | None, caption: str = "", notice: str = "") -> None:
        """Show the host's timer: ``remaining_s`` seconds left (``None`` hides it), what
        it times (``caption``, already translated) and what it says now (``notice``,
        translated: the vote's "Time is up", shown in the caption's place; ``""``:
        nothing). No timer is shown without a game or once the game is over."""
        self._timer = None if remaining_s is None else (int(remaining_s), caption, notice)
        self._update_timer()

    def has_timer(self) -> bool:
        """True while the host's timer is given (see :meth:`set_timer`)."""
        return self._timer is not None

    def set_show_tally(self, show: bool) -> None:
        """Show or hide the live tally of votes during the vote (a host's setting)."""
        self._show_tally = bool(show)
        self._update()

    def rebuild(self) -> None:
        """Drop every item and build the scene anew from the last view (what
        :meth:`show_view` does when the table size changes)."""
        self._build()
        self._update()

    def retranslate(self) -> None:
        """The language changed: build the scene anew in it."""
        self.rebuild()

    def texts(self) -> list[str]:
        """Every text the scene draws (its visible text items), in no particular order,
        with names' direction marks as worded (:func:`~mafia_desktop.i18n.fill.as_written`:
        the items draw them with the shipped font's embedding marks)."""
        return [as_written(item.text()) for item in self.items()
                if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]

    # -- building -------------------------------------------------------------------

    def _build(self) -> None:
        """Make every item for the last view's table size, all hidden, stacked as they
        are drawn: the background, the header, the table and its sky, the seats, the
        side panel (timer, list, announcements), the winners."""
        self.clear()
        self._look = None
        view = self._view
        self._seats = self._table_key(view)
        paint = self._paint = Paint()
        self._back = Shape(self, paint, Z_BACK, "rect")
        self._splash = Text(self, paint, Z_HEADER)
        self._sport = None
        if isinstance(view, SportPublicView):  # a sport game: its own items
            self._sport = SportItems(self, paint, len(view.seats))
            return
        self._title = Text(self, paint, Z_HEADER)
        self._stage = Text(self, paint, Z_HEADER)
        self._table = Shape(self, paint, Z_TABLE, "ellipse")
        self._sky = Sky(self, paint)
        n = 0 if view is None else len(view.seats)
        self._geometry = table_geometry(n)
        self._places = seat_places(self._geometry, n)
        self._seat_items = [SeatItems(self, paint, place) for place in self._places]
        self._panel = Shape(self, paint, Z_PANEL, "rect")
        self._timer_caption = Text(self, paint, Z_PANEL)
        self._timer_text = Text(self, paint, Z_PANEL)
        # a row per seat: every candidate (or nomination) can be listed
        self._list = PanelList(self, paint, Z_PANEL, n)
        # enough for any usual phase; more are made when needed (they stack the same)
        self._announcements = [Text(self, paint, Z_PANEL) for _ in range(ANNOUNCEMENT_LINES)]
        self._winners_title = Text(self, paint, Z_WINNERS)
        self._winners = [Text(self, paint, Z_WINNERS) for _ in range(MAX_WINNERS)]
        self._draw = [Text(self, paint, Z_WINNERS) for _ in range(3)]

    # -- updating -------------------------------------------------------------------

    def _update(self) -> None:
        """Show the last view: change what differs from what is shown."""
        view = self._view
        night = view is not None and view.phase_kind == "night"
        if isinstance(view, SportPublicView) and view.ended:
            night = False  # the end in the day look: the teams' colours read best on it
        look = LOOKS["night" if night else "day"]
        if look is not self._look:
            self._look = look
            self.setBackgroundBrush(QBrush(QColor(look["bg"])))
        self._back.show((0, 0, WIDTH, HEIGHT), None, look["bg"])
        if view is None:
            self._splash.show(self.tr("Mafia"), 120, look["text"], WIDTH / 2, HEIGHT / 2 - 80,
                              bold=True, anchor="center")
            self._update_timer()
            return
        self._splash.hide()
        if isinstance(view, SportPublicView):
            assert self._sport is not None
            self._sport.show(view, look, self._timer)
            return
        self._update_header(view, look)
        self._update_table(view, look)
        self._update_panel(view, look)
        self._update_winners(view, look)

    def _phase_title(self, view: PublicView) -> str:
        if view.phase_kind == "day":
            return fill(self.tr("Day %1"), view.phase_number)
        return fill(self.tr("Night %1"), view.phase_number)

    def _update_header(self, view: PublicView, look: dict[str, str]) -> None:
        room = PANEL_X - MARGIN - 44
        self._title.show(self._phase_title(view), 72, look["text"], 40, 20, bold=True,
                         max_width=room)
        stage = {
            "discussion": self.tr("Discussion and nominations"),
            "voting": self.tr("Voting"),
            "after_execution": self.tr("Last word"),
            "night": self.tr("The town sleeps"),
        }[view.stage]
        if view.ended:
            stage = self.tr("The game is over")
        self._stage.show(stage, 36, look["muted"], 44, 108, max_width=room)

    def _update_table(self, view: PublicView, look: dict[str, str]) -> None:
        g = self._geometry
        self._table.show(g.ellipse, (look["muted"], 3), look["table"])
        self._sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        candidates = set() if view.ended else set(view.candidates)  # the vote is over
        tally = self._tally(view)
        dead = self.tr("dead")
        for items, seat in zip(self._seat_items, view.seats):
            votes = tally.get(seat.seat)
            items.show(seat, look, seat.seat in candidates, seat.seat == view.executed,
                       self.tr("%n vote(s)", "", votes) if votes else "", dead)

    def _tally(self, view: PublicView) -> dict[int, int]:
        """The votes for each candidate while the vote is shown (none at the end)."""
        if not self._show_tally or view.ended or view.stage not in ("voting",
                                                                      "after_execution"):
            return {}
        counts = dict.fromkeys(view.candidates, 0)
        for _, target in view.votes:
            counts[target] = counts.get(target, 0) + 1
        return counts

    def _update_panel(self, view: PublicView, look: dict[str, str]) -> None:
        """The panel: the timer, then every candidate (with the tally) or nomination,
        then the announcements. The rows and the announcements get smaller, and the rows
        go into two columns, when that is what it takes for all of them to fit."""
        x0, w = PANEL_X, PANEL_W
        self._panel.show((x0, 24, w, HEIGHT - 48), (look["muted"], 2), look["panel"])
        self._update_timer()
        names = {s.seat: s.name for s in view.seats}
        rows: list[tuple[str, int | None, bool]] = []  # (label, votes or None, bold)
        title = ""
        if view.candidates and view.stage in ("voting", "after_execution") and not view.ended:
            title = self.tr("Candidates")
            tally = self._tally(view)
            rows = [(f"{seat}. {isolate(names[seat])}", tally.get(seat), seat == view.executed)
                    for seat in view.candidates]
        elif view.nominations and view.stage == "discussion":
            title = self.tr("Nominated")
            rows = [(fill(self.tr("%1 (by %2)"), isolate(names[target]), isolate(names[by])),
                     None, False)
                    for by, target in view.nominations]
        counted = any(votes is not None for _, votes, _ in rows)
        labels = [text for text, _, _ in rows]
        paragraphs = self.announcements(view)
        top = DIGITS_Y if view.ended else LIST_TOP  # no timer once the game is over
        said_size, said, fit = ANNOUNCEMENT_SIZES[-1], [], None
        for said_size in ANNOUNCEMENT_SIZES:  # the largest that leaves the rows room
            said = [wrap(text, self._paint.font(said_size, True, False)[1], w - 48)
                    for text in paragraphs]
            said_h = sum(len(lines) * (line_height(said_size, True) + 2) + 8
                         for lines in said)
            fit = self._list.fit(labels, counted, PANEL_BOTTOM - said_h - top - 12)
            if fit is not None:
                break
        y = top + self._list.show(title, rows, look, top, fit or (2, 18, line_height(18) + 2))
        shown = 0
        for lines in said:
            for line in lines:
                if shown == len(self._announcements):
                    self._announcements.append(Text(self, self._paint, Z_PANEL))
                item = self._announcements[shown]
                shown += 1
                item.show(line, said_size, look["accent"], x0 + 24, y, bold=True,
                          max_width=w - 48)
                y += line_height(said_size, True) + 2
            y += 8
        for item in self._announcements[shown:]:
            item.hide()

    def announcements(self, view: PublicView) -> list[str]:
        """The announcements due now, translated: the night's dead in seat order (or
        "nobody died tonight"), today's execution and why, the host's removals this
        phase (the night's are announced with the night's dead). Every name is wrapped
        by :func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the
        sentence in order."""
        names = {s.seat: s.name for s in view.seats}
        by_seat = {s.seat: s for s in view.seats}
        lines: list[str] = []

        def with_status(seat: int) -> str:
            status = by_seat[seat].status
            name = names[seat]
            if len(name) > 22:  # keep room for the status on the line
                name = name[:21] + "…"
            name = isolate(name)
            return name if status is None else f"{name} ({texts.status_name(status)})"

        announced: set[int] = set()
        if view.night_ended and view.phase_kind == "day" and view.stage == "discussion" \
                or (view.ended and view.phase_kind == "night"):
            if view.night_deaths:
                announced.update(view.night_deaths)
                lines.append(fill(self.tr("Killed tonight: %1"),
                                  ", ".join(with_status(s) for s in sorted(view.night_deaths))))
            elif view.night_ended:
                lines.append(self.tr("Nobody died tonight"))
        if view.phase_kind == "night" and not view.ended:
            # The night remembers the day's execution (the last one).
            executions = [s for s in view.seats if s.death == "execution" and s.died_in]
            if executions:
                last = max(executions, key=lambda s: s.died_in[1] if s.died_in else 0)
                lines.append(fill(self.tr("Executed: %1"), with_status(last.seat)))
        if view.executed is not None:
            lines.append(fill(self.tr("Executed: %1"), with_status(view.executed)))
            if len(view.tied) > 1:
                tied = ", ".join(isolate(names[s]) for s in view.tied)
                why = {
                    "earliest_last_vote": self.tr("the last vote for them came first"),
                    "host_choice": self.tr("the host chose"),
                    "random": self.tr("drawn at random"),
                }.get(view.tie_reason or "", "")
                lines.append(fill(self.tr("Tie: %1; %2"), tied, why))
            elif view.tie_reason == "random":
                lines.append(self.tr("No votes: drawn at random"))
        current = (view.phase_kind, view.phase_number)
        for seat in view.seats:
            if seat.death == "host" and seat.died_in == current and seat.seat not in announced:
                lines.append(fill(self.tr("Removed by the host: %1"), with_status(seat.seat)))
        return lines

    def _update_winners(self, view: PublicView, look: dict[str, str]) -> None:
        """Who won (or that nobody did), in the middle of the table, in the room the
        seats leave there."""
        title_h, line_h, draw_h = (line_height(40, True), line_height(76, True),
                                   line_height(60, True))
        winners = view.winners[:MAX_WINNERS] if view.ended else ()
        lines: list[str] = []
        if view.ended:
            height = title_h + 6 + line_h * len(winners) if winners else 2 * draw_h
            left, top, right, bottom = free_centre(self._geometry, self._places, height)
            cx, width = (left + right) / 2, right - left
            y = (top + bottom) / 2 - height / 2
            if not winners:
                metrics = self._paint.font(60, True, False)[1]
                lines = wrap(self.tr("A draw: nobody wins"), metrics, width)[:len(self._draw)]
                y = (top + bottom) / 2 - draw_h * len(lines) / 2
        if winners:
            self._winners_title.show(self.tr("Winners"), 40, look["muted"], cx, y,
                                     bold=True, anchor="center", max_width=width)
            y += title_h + 6
        else:
            self._winners_title.hide()
        colours = FACTION_COLOURS if look["kind"] == "day" else NIGHT_FACTION_COLOURS
        for i, item in enumerate(self._winners):
            if i < len(winners):
                item.show(texts.faction_name(winners[i]), 76, colours[winners[i]], cx, y,
                          bold=True, anchor="center", max_width=width)
                y += line_h
            else:
                item.hide()
        for k, item in enumerate(self._draw):
            if k < len(lines):
                item.show(lines[k], 60, look["text"], cx, y, bold=True, anchor="center",
                          max_width=width)
                y += draw_h
            else:
                item.hide()

    def _update_timer(self) -> None:
        """The timer and its caption, centred at the top of the panel (hidden with no
        timer, no game, or once the game is over)."""
        look = self._look or LOOKS["day"]
        view = self._view
        if isinstance(view, SportPublicView):  # the speaker's block moves what is under it
            assert self._sport is not None
            self._sport.show(view, look, self._timer)
            return
        if self._timer is None or view is None or view.ended:
            self._timer_caption.hide()
            self._timer_text.hide()
            return
        remaining, caption, notice = self._timer
        x = PANEL_X + PANEL_W / 2
        if notice:  # "Time is up" in the caption's place: the digits below say 00:00
            self._timer_caption.show(notice, 30, look["accent"], x, CAPTION_Y, bold=True,
                                     anchor="center", max_width=PANEL_W - 32)
        else:
            self._timer_caption.show(caption, 28, look["muted"], x, CAPTION_Y,
                                     anchor="center", max_width=PANEL_W - 32)
        self._timer_text.show(format_seconds(remaining), 150,
                              look["accent"] if remaining <= 10 else look["text"], x,
                              DIGITS_Y, bold=True, anchor="center", max_width=PANEL_W - 32)


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
    plugged in or out. F11 toggles full screen; Esc leaves it. It is shown without
    being activated: the host's keys keep going to the host window.

    Signals:
        closed: the window was closed (the host window unticks its menu item).
    """

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.Window)
        # shown, it does not take the keyboard from the host window
        self.setAttribute(Qt.WA_ShowWithoutActivating)
        self.setWindowTitle(self.tr("Mafia — players' screen"))
        self.scene = ProjectorScene(self)
        self.table_scene: QGraphicsScene | None = None  # the evening's table, when shown
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

    def show_view(self, view: PublicView | None) -> None:
        """Draw the players' view of the game (``None``: no game); it replaces the
        evening's table if that was shown."""
        self.scene.show_view(view)
        if self.view.scene() is not self.scene:
            self.view.setScene(self.scene)
            self.view.fitInView(self.scene.sceneRect(), Qt.KeepAspectRatio)

    def show_scene(self, scene: QGraphicsScene) -> None:
        """Show another scene of the same size in place of the game (the evening's
        table, ``projector_table.py``, made by the feed) until :meth:`show_view`."""
        self.table_scene = scene
        if self.view.scene() is not scene:
            self.view.setScene(scene)
            self.view.fitInView(scene.sceneRect(), Qt.KeepAspectRatio)

    def set_timer(self, remaining_s: int | None, caption: str = "", notice: str = "") -> None:
        """Show the host's timer (``None`` hides it) and its notice ("Time is up")."""
        self.scene.set_timer(remaining_s, caption, notice)

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
            self.scene.retranslate()
            if self.table_scene is not None and hasattr(self.table_scene, "redraw"):
                self.table_scene.redraw()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.closed.emit()
        super().closeEvent(event)


__all__ = ["ProjectorScene", "ProjectorView", "ProjectorWindow", "format_seconds"]
