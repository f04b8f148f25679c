"""The host window's status bar: a message too long for one line (a refusal with its
rule ID and the engine's reason) is drawn on two lines, and the whole message is the
bar's tooltip, so the host can read all of it (a plain ``QStatusBar`` cuts it off).

The bar is one line high while its message fits, two while it needs them: the
window's content gives up one line only then.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QStatusBar, QWidget

#: How many lines a message may take (more is cut; the tooltip holds it whole).
LINES = 2
#: Pixels between the bar's left edge (or the permanent labels) and the message.
MARGIN = 6


class WrappingStatusBar(QStatusBar):
    """A status bar whose temporary message wraps onto a second line when it is too
    long for one (:data:`LINES`), and is also its tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._fit)

    def message_rect(self) -> QRect:
        """Where the message is drawn (pixels, the bar's coordinates): left of the
        permanent labels and the size grip."""
        right = self.width() - MARGIN
        for child in self.findChildren(QWidget):
            if child.parentWidget() is self and child.isVisible() and child.x() > 0:
                right = min(right, child.x() - MARGIN)
        return QRect(MARGIN, 0, max(0, right - MARGIN), self.height())

    def lines_needed(self, text: str) -> int:
        """How many lines ``text`` takes wrapped in :meth:`message_rect` (1 at least)."""
        if not text:
            return 1
        width = self.message_rect().width()
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(text) <= width:
            return 1
        bounds = metrics.boundingRect(QRect(0, 0, max(1, width), 100000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        return max(1, -(-bounds.height() // metrics.lineSpacing()))

    def _fit(self, text: str) -> None:
        """A new message (or none): the tooltip is it; the bar is two lines high while it
        does not fit in one."""
        self.setToolTip(text)
        lines = min(LINES, self.lines_needed(text))
        self.setMinimumHeight(lines * self.fontMetrics().lineSpacing() + 8 if lines > 1 else 0)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.currentMessage()
        if not text or self.lines_needed(text) == 1:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                    | Qt.TextFlag.TextWordWrap)
        painter.drawText(self.message_rect(), flags, text)
        painter.end()


__all__ = ["LINES", "WrappingStatusBar"]
