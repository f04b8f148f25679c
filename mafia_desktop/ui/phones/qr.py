"""QR codes of the phones' links (issue 33), made by **segno** and painted crisply with
QPainter: dark module squares on a white quiet zone, every module the same whole number
of device pixels, no smoothing, so a phone's camera reads it off a laptop's screen, a
projector or a printed slip.

:func:`paint_qr` paints into any ``QPainter`` (a widget, the slips' ``QPdfWriter``);
:class:`QrWidget` is a square widget showing one link.
"""

from __future__ import annotations

from functools import lru_cache

import segno
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: The quiet zone around the code, in modules (the QR standard's 4).
QUIET = 4


@lru_cache(maxsize=64)
def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The modules of ``text``'s QR code (a regular QR code, never a Micro QR; error
    correction M or better), row by row, True for a dark module, without the quiet
    zone.

    Raises:
        segno.DataOverflowError: the text does not fit in any QR code (over ~2 KB)."""
    code = segno.make_qr(text, error="m")
    return tuple(tuple(bool(v) for v in row) for row in code.matrix)


def qr_rect(text: str, area: QRect) -> QRect:
    """Where :func:`paint_qr` paints ``text``'s code in ``area``: the largest square of
    whole modules (quiet zone included) that fits, centred; an empty rect when not even
    one device pixel per module fits."""
    count = len(qr_matrix(text)) + 2 * QUIET
    module = min(area.width(), area.height()) // count
    side = module * count
    return QRect(area.left() + (area.width() - side) // 2, area.top() + (area.height() - side) // 2,
                 side, side)


def paint_qr(painter: QPainter, area: QRect, text: str) -> QRect:
    """Paint ``text``'s QR code into ``area`` (device pixels of ``painter``'s device):
    white quiet zone, black modules, each module the same whole number of pixels
    (the code's size a multiple of its module count, centred in ``area``), with
    antialiasing off. Returns the rect painted (empty when ``area`` is too small: then
    nothing is painted). The painter's state is restored afterwards."""
    matrix = qr_matrix(text)
    rect = qr_rect(text, area)
    if rect.isEmpty():
        return rect
    module = rect.width() // (len(matrix) + 2 * QUIET)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.fillRect(rect, QColor("white"))
        dark = QColor("black")
        left, top = rect.left() + QUIET * module, rect.top() + QUIET * module
        for y, row in enumerate(matrix):
            x = 0
            while x < len(row):  # one rectangle per run of dark modules in a row
                if not row[x]:
                    x += 1
                    continue
                start = x
                while x < len(row) and row[x]:
                    x += 1
                painter.fillRect(QRect(left + start * module, top + y * module,
                                       (x - start) * module, module), dark)
    finally:
        painter.restore()
    return rect


class QrWidget(QWidget):
    """A square widget showing the QR code of one text (a link), as large as its size
    allows in whole modules; nothing while its text is empty. Its accessible name is the
    text, so a screen reader (and a test) reads the link it codes.

    Args:
        text: the text to code (``""``: none yet).
        minimum: the smallest side in pixels it asks for.
    """

    def __init__(self, text: str = "", minimum: int = 160, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._minimum = minimum
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(minimum, minimum)
        self.setText(text)

    def text(self) -> str:
        """The text coded."""
        return self._text

    def setText(self, text: str) -> None:  # Qt's name
        """Show the code of ``text`` (``""``: nothing)."""
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(self._minimum, self._minimum)

    def code_rect(self) -> QRect:
        """Where the code is painted in the widget (empty without a text)."""
        return qr_rect(self._text, self.rect()) if self._text else QRect()

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        if not self._text:
            return
        painter = QPainter(self)
        paint_qr(painter, self.rect(), self._text)
        painter.end()


__all__ = ["QUIET", "QrWidget", "paint_qr", "qr_matrix", "qr_rect"]
