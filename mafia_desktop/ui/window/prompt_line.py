"""The prompt above the timer: one line of fixed height, whatever it says.

A prompt that wrapped onto a second line moved the timer, the phase panel and the vote
grid under the host's mouse (issue 22). :class:`PromptLine` is an ordinary label that any
text can be put in (``setText``, plain or the simple rich text of the page's prompts),
always one line high; a text longer than the line is shown cut with "…", and its whole
text is the tooltip.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from mafia_desktop.ui.plain import tooltip

#: The prompt's padding (pixels, each side) and its look.
PADDING = 6
STYLE = f"background: #fff3c4; padding: {PADDING}px; font-size: 12pt;"


def plain_text(text: str) -> str:
    """``text`` as it reads: the markup of a rich text taken out (a plain text as it is)."""
    if not GuiQt.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


class PromptLine(QLabel):
    """A one-line label of fixed height: :meth:`text` is the whole text set, the label
    shows it cut to its width ("…") with the whole text in the tooltip.

    Its height is one line of its font plus the padding, never more; its width is the
    layout's (it asks for none, so a long prompt never widens the panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setWordWrap(False)
        self.setStyleSheet(STYLE)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:  # Qt's name
        """Show ``text`` (plain or simple rich text) on one line."""
        if text == self._full:
            return
        self._full = text
        self._fit()

    def text(self) -> str:  # Qt's name
        """The whole text set (not the part shown)."""
        return self._full

    def line_height(self) -> int:
        """The label's height (pixels): one line of its font and the padding."""
        self.ensurePolished()
        return QFontMetrics(self.font()).height() + 2 * PADDING + 2

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(100, self.line_height())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return QSize(0, self.line_height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.updateGeometry()
            self._fit()

    def _fit(self) -> None:
        """Show the whole text when it fits the line (bold parts measured bold), else
        its plain words cut with "…"; the tooltip has the whole text."""
        full = self._full
        plain = plain_text(full).replace("\n", " ")
        bold = QFont(self.font())
        bold.setBold(True)
        room = self.contentsRect().width() - 2 * PADDING
        fits = QFontMetrics(bold).horizontalAdvance(plain) <= room
        if fits or not plain:
            self.setTextFormat(Qt.TextFormat.AutoText)
            super().setText(full)
        else:  # the words cut, escaped: rich text that reads as the words
            self.setTextFormat(Qt.TextFormat.RichText)
            super().setText(escape(QFontMetrics(self.font()).elidedText(
                plain, Qt.TextElideMode.ElideRight, max(room, 0))))
        self.setToolTip(tooltip(plain) if plain else "")


__all__ = ["PromptLine", "plain_text"]
