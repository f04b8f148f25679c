"""A room that keeps a part's layout changes to itself: :class:`Room`.

Qt lays a whole window out again whenever any label in it changes its text or any part is
shown or hidden: the change climbs from layout to layout up to the window (here the right
panel's scroll area, which measures every word-wrapped label again). On the game page that
was the phase panel's every stage change: its labels and boxes, then the prompt, the timer
and the scroll area, laid out again for a change the panel could hold by itself.

A :class:`Room` holds one widget, with no layout of its own: a change inside the widget
is laid out inside it and stops at the room. The room tells the page only when what the
widget needs changes (its minimum width, its height for the room's width): on the game
page the stack's height is its tallest page's (the game-over page's, or the vote's), so
a stage change rarely changes it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QWidget

from mafia_desktop.ui.repaint import own_background


class Room(QWidget):
    """Holds ``part`` at its own size and stops its layout's changes from reaching the
    parent's layout (see the module's docstring).

    Its minimum height (pixels) is what ``part`` needs at the room's width (its height
    for that width, at least its minimum height); its minimum width is ``part``'s. Both
    are measured when ``part`` is laid out again and when the room is resized; the
    parent is told (``updateGeometry``) only when they change.
    """

    def __init__(self, part: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        part.setParent(self)
        self.part = part
        own_background(self)  # and its repaints stop here too
        self._need = QSize(0, 0)  # the part's minimum width and its height for ours
        self._measure()

    def _needed(self, width: int) -> QSize:
        part = self.part
        height = part.heightForWidth(width) if part.hasHeightForWidth() and width > 0 \
            else -1
        minimum = part.minimumSizeHint()
        return QSize(minimum.width(), max(height, minimum.height()))

    def _measure(self) -> bool:
        """Measure what the part needs now; True when the parent must be told."""
        need = self._needed(self.width())
        if need == self._need:
            return False
        self._need = need
        return True

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return self._need

    def sizeHint(self) -> QSize:  # Qt's name
        return self._need.expandedTo(self.part.sizeHint())

    def event(self, event: QEvent) -> bool:  # Qt's name
        if event.type() == QEvent.Type.LayoutRequest:  # the part was laid out again
            self._fit()
            return True
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def fit(self) -> None:
        """Measure the part now (after a redraw changed its words): a part never gets
        less height than it needs, even for a turn (its buttons squeezed moved)."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self._fit()

    def _fit(self) -> None:
        """The part fills the room; the parent is told only when what the part needs
        changed (it then gives the room that)."""
        if self._measure():  # rare: the page is laid out again at once, not a turn later
            self.updateGeometry()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        if self.part.geometry() != self.rect():
            self.part.setGeometry(self.rect())


__all__ = ["Room"]
