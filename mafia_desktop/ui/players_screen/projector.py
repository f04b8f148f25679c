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

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QGuiApplication,
    QKeySequence,
    QPainter,
    QResizeEvent,
    QScreen,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import as_written
from mafia_desktop.i18n.screen import ScreenLines, screen_lines
from mafia_desktop.rules.family import AnyPublicView, family_name
from mafia_desktop.ui.families import SceneItems, ui_family
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    WIDTH,
    format_seconds,
)
from mafia_desktop.ui.players_screen.projector_layout import (
    LOOKS,
    Z_BACK,
    Z_HEADER,
    Paint,
    Shape,
    Text,
)

if TYPE_CHECKING:  # pragma: no cover - made by the feed when a table is shown
    from mafia_desktop.ui.players_screen.projector_table import TableScene


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

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._view: AnyPublicView | None = None
        self._timer: tuple[int, str, str] | None = None
        self._show_tally = True
        self._seats: tuple[str, int] | None = None  # the family and table size built for
        self._items: SceneItems[Any] | None = None
        self._look: dict[str, str] | None = None
        self._build()
        self._update()

    # -- inputs -------------------------------------------------------------------

    def show_view(self, view: AnyPublicView | None) -> None:
        """Draw ``view`` (replacing everything shown of the last one; ``None``: no game,
        the title alone), a public view of any family (its items draw it:
        ``UiFamily.scene_items``). The items are built
        anew only when the number of seats or the family changes, else changed in
        place."""
        self._view = view
        if self._table_key(view) != self._seats:
            self._build()
        self._update()

    @staticmethod
    def _table_key(view: AnyPublicView | None) -> tuple[str, int] | None:
        """What the items are built for: the family and the number of seats."""
        if view is None:
            return None
        return (family_name(view), len(view.seats))

    def set_timer(self, remaining_s: int | None, caption: str = "", notice: str = "",
                  draw: bool = True) -> None:
        """Show the host's timer: ``remaining_s`` seconds left (``None`` hides it), what
        it times (``caption``, already translated) and what it says now (``notice``,
        translated: the vote's "Time is up", shown in the caption's place; ``""``:
        nothing). No timer is shown without a game or once the game is over. The same
        timer again draws nothing; ``draw`` False keeps it for the next
        :meth:`show_view` (which draws the view and the timer at once)."""
        timer = None if remaining_s is None else (int(remaining_s), caption, notice)
        if timer == self._timer:
            return
        self._timer = timer
        if draw:
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

    def lines(self) -> ScreenLines | None:
        """What the scene says now, as the room's words
        (:func:`~mafia_desktop.i18n.screen.screen_lines` of the last view, timer and
        tally setting; ``None`` with no game): the one source of the texts it draws,
        and what a web page or a phone is sent."""
        if self._view is None:
            return None
        return screen_lines(self._view, self._timer, self._show_tally)

    # -- building -------------------------------------------------------------------

    def _build(self) -> None:
        """Make every item for the last view's table size, all hidden, stacked as they
        are drawn: the background, the header, then the family's items
        (``UiFamily.scene_items``: the table, the seats, the side panel, the winners)."""
        self.clear()
        self._look = None
        view = self._view
        self._seats = self._table_key(view)
        paint = self._paint = Paint()
        self._back = Shape(self, paint, Z_BACK, "rect")
        self._splash = Text(self, paint, Z_HEADER)
        self._items = None
        if view is not None:
            self._items = ui_family(view).scene_items(self, paint, len(view.seats))

    # -- updating -------------------------------------------------------------------

    def _update(self) -> None:
        """Show the last view: change what differs from what is shown."""
        view = self._view
        items = self._items
        night = view is not None and items is not None and items.night_look(view)
        look = LOOKS["night" if night else "day"]
        if look is not self._look:
            self._look = look
            self.setBackgroundBrush(QBrush(QColor(look["bg"])))
        self._back.show((0, 0, WIDTH, HEIGHT), None, look["bg"])
        if view is None or items is None:
            self._splash.show(self.tr("Mafia"), 120, look["text"], WIDTH / 2, HEIGHT / 2 - 80,
                              bold=True, anchor="center")
            return
        self._splash.hide()
        items.show(view, look, self._timer, self._show_tally)

    def announcements(self, view: AnyPublicView) -> list[str]:
        """The announcements due now for ``view`` (of the family shown), translated:
        the family's (``SceneItems.announcements``). Every name is wrapped by
        :func:`~mafia_desktop.i18n.fill.isolate`, so a right-to-left name keeps the
        sentence in order."""
        return [] if self._items is None else self._items.announcements(view)

    def _update_timer(self) -> None:
        """The timer and its caption (the family's items draw it; none without a game)."""
        view, items = self._view, self._items
        if view is not None and items is not None:
            items.show_timer(view, self._look or LOOKS["day"], self._timer)

class ProjectorView(QGraphicsView):
    """Shows a :class:`ProjectorScene` scaled to fit, keeping its aspect ratio."""

    def __init__(self, scene: ProjectorScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setInteractive(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


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
        super().__init__(parent, Qt.WindowType.Window)
        # shown, it does not take the keyboard from the host window
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setWindowTitle(self.tr("Mafia — players' screen"))
        self.scene = ProjectorScene(self)
        self.table_scene: TableScene | None = None  # the evening's table, when shown
        self.view = ProjectorView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.resize(1280, 720)
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.showNormal)
        app = QGuiApplication.instance()  # typed a QCoreApplication
        if isinstance(app, QGuiApplication):  # the screens are a GUI application's
            app.screenAdded.connect(self._screens_changed)
            app.screenRemoved.connect(self._screens_changed)

    def show_view(self, view: AnyPublicView | None) -> None:
        """Draw the players' view of the game (``None``: no game); it replaces the
        evening's table if that was shown."""
        self.scene.show_view(view)
        if self.view.scene() is not self.scene:
            self.view.setScene(self.scene)
            self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def show_scene(self, scene: TableScene) -> None:
        """Show another scene of the same size in place of the game (the evening's
        table, ``projector_table.py``, made by the feed) until :meth:`show_view`."""
        self.table_scene = scene
        if self.view.scene() is not scene:
            self.view.setScene(scene)
            self.view.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def set_timer(self, remaining_s: int | None, caption: str = "", notice: str = "",
                  draw: bool = True) -> None:
        """Show the host's timer (``None`` hides it) and its notice ("Time is up");
        ``draw`` False: kept for the next :meth:`show_view` (``ProjectorScene.set_timer``)."""
        self.scene.set_timer(remaining_s, caption, notice, draw)

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
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Mafia — players' screen"))
            self.scene.retranslate()
            if self.table_scene is not None and hasattr(self.table_scene, "redraw"):
                self.table_scene.redraw()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed.emit()
        super().closeEvent(event)


__all__ = ["ProjectorScene", "ProjectorView", "ProjectorWindow", "format_seconds"]
