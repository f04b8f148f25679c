"""The feed of the projector window (the players' screen, ``ui/projector.py``).

The projector is drawn only from ``public_view(state)`` (DESIGN.md, the information
boundary): this module gives it that on every change of the game followed (an action,
an undo, a click in the history), the host timer's digits and caption on every tick,
and the live tally of votes when the host wants it (QSettings ``projector/show_tally``,
remembered).

The projector window and the public view are imported when the projector is first
opened: the host window makes its feed before its first paint (``bench_ui.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Signal, Slot

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController
    from .projector import ProjectorWindow
    from .timer import PhaseTimer

#: QSettings key: show the live tally of votes on the projector (default True).
TALLY_KEY = "projector/show_tally"


class ProjectorFeed(QObject):
    """Opens, feeds and closes the projector window.

    Args:
        settings: where the tally choice is kept.

    Signals:
        closed(): the host closed the projector window itself.
    """

    closed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.show_tally = bool(settings.value(TALLY_KEY, True, type=bool))
        self.projector: ProjectorWindow | None = None  # made when first opened
        self._controller: GameController | None = None
        self._timer: PhaseTimer | None = None

    def is_open(self) -> bool:
        """True while the projector window is shown."""
        return self.projector is not None and self.projector.isVisible()

    def follow(self, controller: GameController | None, timer: PhaseTimer | None) -> None:
        """Show ``controller``'s game from now on (on every ``changed``) with ``timer``'s
        digits (on every ``tick``); ``None``: no game."""
        if self._controller is not None:
            self._controller.changed.disconnect(self.refresh)
        if self._timer is not None:
            self._timer.tick.disconnect(self.show_timer)
            self._timer.noticeChanged.disconnect(self.refresh_timer)
        self._controller, self._timer = controller, timer
        if controller is not None:
            controller.changed.connect(self.refresh)
        if timer is not None:
            timer.tick.connect(self.show_timer)
            timer.noticeChanged.connect(self.refresh_timer)

    @Slot(bool)
    def set_open(self, on: bool) -> None:
        """Show (True) or hide the projector window; when shown it goes to the second
        screen if there is one, and shows the game at once."""
        if on:
            if self.projector is None:
                from .projector import ProjectorWindow
                self.projector = ProjectorWindow()
                self.projector.scene.set_show_tally(self.show_tally)
                self.projector.closed.connect(self.closed)
            self.projector.place()
            self.refresh()
            if self._timer is not None:
                self.show_timer(self._timer.remaining())
        elif self.projector is not None:
            self.projector.hide()

    @Slot(bool)
    def set_show_tally(self, show: bool) -> None:
        """Show or hide the live tally of votes on the projector (remembered)."""
        self.show_tally = bool(show)
        self.settings.setValue(TALLY_KEY, self.show_tally)
        if self.projector is not None:
            self.projector.scene.set_show_tally(self.show_tally)

    @Slot()
    def refresh(self) -> None:
        """Show the public view of the game's state (when the projector is open)."""
        p, c = self.projector, self._controller
        if p is None or not p.isVisible() or c is None:
            return
        from mafia_desktop.rules.public_view import public_view
        p.show_view(public_view(c.state))

    @Slot(int)
    def show_timer(self, seconds: int) -> None:
        """Show ``seconds`` left with the timer's caption and notice ("Time is up"), when
        the projector is open."""
        p, t = self.projector, self._timer
        if p is not None and p.isVisible() and t is not None:
            p.set_timer(seconds, t.caption, t.notice())

    @Slot()
    def refresh_timer(self) -> None:
        """Show the timer again as it stands, if the projector shows it (its caption
        after a change of language, its notice when that changes)."""
        p, t = self.projector, self._timer
        if p is not None and p.isVisible() and t is not None and p.scene.has_timer():
            p.set_timer(t.remaining(), t.caption, t.notice())

    def close_window(self) -> None:
        """Close the projector window (the host window is closing)."""
        if self.projector is not None:
            self.projector.close()
