"""The host window's status bar, whose messages are painted with the rest of the window:
:class:`StatusLine`.

Qt's ``QStatusBar.showMessage`` repaints the bar at once (a synchronous repaint), which
paints and flushes the whole window in the middle of an action ("Done: …" is said while
the page is being redrawn) and then again at its end. Here a message is the text of a
label in the bar: it is painted once, with the rest of the change.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget


class StatusLine(QStatusBar):
    """A ``QStatusBar`` whose :meth:`showMessage`, :meth:`clearMessage` and
    :meth:`currentMessage` use a plain-text label (one line, cut at the bar's width, never
    widening the window) and emit ``messageChanged`` as Qt's do. A status tip (a menu
    item under the mouse) is still Qt's own temporary message, shown over it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        label = self.message_label = QLabel()
        label.setObjectName("statusMessage")
        label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never read as HTML
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        label.setMinimumWidth(1)
        self.addWidget(label, 1)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self.clearMessage)

    @Slot(str)
    @Slot(str, int)
    def showMessage(self, text: str, timeout: int = 0) -> None:  # Qt's name
        """Show ``text`` (plain) until the next message, or for ``timeout`` ms (> 0)."""
        if timeout > 0:
            self._timeout.start(timeout)
        else:
            self._timeout.stop()
        if self.message_label.text() != text:
            self.message_label.setText(text)
            self.message_label.setToolTip(text)  # whole, when the bar cuts it
            self.messageChanged.emit(text)

    @Slot()
    def clearMessage(self) -> None:  # Qt's name
        """Remove the message (and Qt's own temporary one)."""
        self._timeout.stop()
        super().clearMessage()
        if self.message_label.text():
            self.message_label.clear()
            self.message_label.setToolTip("")
            self.messageChanged.emit("")

    def currentMessage(self) -> str:  # Qt's name
        """The message shown (Qt's own temporary one while there is one)."""
        return super().currentMessage() or self.message_label.text()


__all__ = ["StatusLine"]
