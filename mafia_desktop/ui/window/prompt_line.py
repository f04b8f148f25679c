"""The prompt above the timer: one line of fixed height, whatever it says.

A prompt that wrapped onto a second line moved the timer, the phase panel and the vote
grid under the host's mouse (issue 22). :class:`PromptLine` is a label that any text can
be put in (``setText``: plain text, or the page's simple rich text, a bold ``<b>…</b>``
beginning and escaped words), always one line high; a text longer than the line is
shown cut with "…", and its whole text is the tooltip.

It paints its line itself: a rich-text label laid its document out again after the first
paint and painted twice per key (issue 22.2).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from mafia_desktop.ui.plain import tooltip
from mafia_desktop.ui.repaint import own_background

#: The prompt's padding (pixels, each side), background and text size (points).
PADDING = 6
BACKGROUND = QColor("#fff3c4")
POINT_SIZE = 12


def plain_text(text: str) -> str:
    """``text`` as it reads: the markup of a rich text taken out (a plain text as it is)."""
    if not GuiQt.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def split_bold(text: str) -> tuple[str, str]:
    """``(bold, rest)``: the words of a ``<b>…</b>`` beginning of ``text`` and the words
    after it (``("", words)`` without one), markup taken out."""
    if text.startswith("<b>") and "</b>" in text:
        end = text.index("</b>")
        return plain_text(text[3:end]), plain_text(text[end + 4:]).lstrip()
    return "", plain_text(text)


class PromptLine(QLabel):
    """A one-line label of fixed height: :meth:`text` is the whole text set, the line
    shows it cut to its width ("…") with the whole text in the tooltip.

    Its height is one line of its font plus the padding, never more; its width is the
    layout's (it asks for none, so a long prompt never widens the panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_background(self)  # a new prompt repaints the line, not the panel under it
        self._full = ""
        self._bold = ""
        self._rest = ""
        font = self.font()
        font.setPointSize(POINT_SIZE)
        self.setFont(font)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:  # Qt's name
        """Show ``text`` (plain or simple rich text) on one line."""
        if text == self._full:
            return
        self._full = text
        self._bold, self._rest = split_bold(text)
        words = " ".join(x for x in (self._bold, self._rest) if x).replace("\n", " ")
        self.setToolTip(tooltip(words) if words else "")
        self.update()

    def text(self) -> str:  # Qt's name
        """The whole text set (not the part shown)."""
        return self._full

    def line_height(self) -> int:
        """The label's height (pixels): one line of its font and the padding."""
        return QFontMetrics(self.font()).height() + 2 * PADDING

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(100, self.line_height())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return QSize(0, self.line_height())

    def shown(self) -> str:
        """The words the line shows now (cut with "…" when they do not fit)."""
        return "".join(part for part, _ in self._parts(self.width() - 2 * PADDING))

    def _parts(self, room: int) -> list[tuple[str, QFont]]:
        """The line's pieces with their fonts: the bold beginning, then the rest, cut
        to ``room`` pixels."""
        bold = QFont(self.font())
        bold.setBold(True)
        parts = []
        if self._bold:
            shown = QFontMetrics(bold).elidedText(self._bold.replace("\n", " "),
                                                  Qt.TextElideMode.ElideRight, max(room, 0))
            parts.append((shown, bold))
            room -= QFontMetrics(bold).horizontalAdvance(shown + " ")
            if shown != self._bold or not self._rest:
                return parts
            parts.append((" ", self.font()))
        if self._rest:
            parts.append((QFontMetrics(self.font()).elidedText(
                self._rest.replace("\n", " "), Qt.TextElideMode.ElideRight, max(room, 0)),
                self.font()))
        return parts

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        painter = QPainter(self)
        painter.fillRect(self.rect(), BACKGROUND)
        painter.setPen(self.palette().windowText().color())
        x = PADDING
        for part, font in self._parts(self.width() - 2 * PADDING):
            painter.setFont(font)
            width = QFontMetrics(font).horizontalAdvance(part)
            painter.drawText(QRect(x, 0, width + 1, self.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             part)
            x += width
        painter.end()


__all__ = ["PromptLine", "plain_text", "split_bold"]
