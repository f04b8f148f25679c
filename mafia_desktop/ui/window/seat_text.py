"""The texts of a seat card (host only): :class:`CardText`, one line or block of text drawn
from a pixmap of the screen's pixels that is made again whenever what it draws changes,
and the helpers that fit a text to its line (:func:`fit_line`, :func:`one_line`).

Why the pixmap is ours to drop (issue 31 point 2): Qt's device cache of a
``QGraphicsTextItem`` is not always made again when its text changes (PySide6 6.11: a text
set on an item last painted empty, or changed while its size stays, kept the old pixmap):
the dead player's card showed no name, the new godfather's card no role, the voters'
"→ N" never appeared. Every change of a :class:`CardText`'s text, font, colour or width
drops its pixmap, so the next paint draws what the item holds; a change of the view's
scale makes Qt draw it again by itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QRgba64, QTextOption
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
NO_CACHE = QGraphicsItem.CacheMode.NoCache


def pixel_font(px: int, bold: bool = False) -> QFont:
    """The default font at ``px`` pixels (scene units), optionally bold."""
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


class CardText(QGraphicsTextItem):
    """A text of a seat card, cached as a pixmap of the screen's pixels (a card whose
    border or colour changes, every card at the end of a pick, repaints its texts from
    it) and dropped with every change of what it draws.

    :attr:`painted` is the plain text the item last painted (``None`` before its first
    paint): what the screen shows of it, for the tests (:meth:`drawn`).
    """

    def __init__(self, parent: QGraphicsItem, font: QFont) -> None:
        super().__init__(parent)
        super().setFont(font)
        self.document().setDocumentMargin(0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(DEVICE_CACHE)
        self.painted: str | None = None

    def _changed(self) -> None:
        """What the item draws changed: its pixmap is dropped and the item repainted."""
        self.setCacheMode(NO_CACHE)
        self.setCacheMode(DEVICE_CACHE)
        self.update()

    def setPlainText(self, text: str) -> None:  # Qt's name
        super().setPlainText(text)
        self._changed()

    def setHtml(self, text: str) -> None:  # Qt's name
        super().setHtml(text)
        self._changed()

    def setFont(self, font: QFont | str | Sequence[str]) -> None:  # Qt's name
        super().setFont(font)
        self._changed()

    def setDefaultTextColor(self, colour: QColor | str | QRgba64 | Any | Qt.GlobalColor
                            | int) -> None:  # Qt's name
        super().setDefaultTextColor(colour)
        self._changed()

    def setTextWidth(self, width: float) -> None:  # Qt's name
        super().setTextWidth(width)
        self._changed()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:  # Qt's name
        self.painted = self.toPlainText()
        super().paint(painter, option, widget)  # type: ignore[arg-type]  # None is Qt's

    def drawn(self) -> str:
        """What the screen shows of the item: the text it last painted, ``""`` while it
        is hidden or was never painted."""
        return (self.painted or "") if self.isVisible() else ""


def one_line(text: str, font: QFont, width: float) -> str:
    """``text`` shortened with "…" to fit ``width`` in ``font`` (a name never wraps onto
    the line below)."""
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def fit_line(item: QGraphicsTextItem, text: str, sizes: tuple[int, ...] = ()) -> None:
    """Show ``text`` (plain) on ``item``'s one line: whole in the first of ``sizes``
    (pixels; none: the item's font as it is) in which the text document's own layout
    fits the item's width, else shortened with "…" in the last (the document can measure
    a few tenths of a pixel wider than the font's metrics: "Montgomery" at seat 12 wrapped
    its "y" onto the role)."""
    font = item.font()
    for px in sizes or (font.pixelSize(),):
        font.setPixelSize(px)
        item.setFont(font)
        item.setPlainText(text)
        if item.document().idealWidth() <= item.textWidth():
            return
    width = item.textWidth()
    step = max(QFontMetricsF(font).averageCharWidth() / 2, 1.0)
    shown = text
    while shown and item.document().idealWidth() > item.textWidth():
        shown = one_line(text, font, width)
        item.setPlainText(shown)
        width -= step


def no_wrap(item: QGraphicsTextItem) -> None:
    """``item`` keeps its text on one line whatever the font's metrics say (text wider
    than its width is elided by :func:`one_line`, never wrapped onto the next text)."""
    option = item.document().defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.NoWrap)
    item.document().setDefaultTextOption(option)


__all__ = ["CardText", "fit_line", "no_wrap", "one_line", "pixel_font"]
