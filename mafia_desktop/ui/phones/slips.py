"""The seats' links on paper (issue 33): an A4 PDF (``QPdfWriter``) of ten slips a page
(2 columns x 5 rows) with dashed cut lines. Each slip: the seat number, the player's name,
the QR code of the seat's private link (``qr.paint_qr``, crisp squares), the link in
small type, and "Scan, hold to see your role, keep it secret". The host prints, cuts and
hands each player their slip face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
)

from mafia_desktop.i18n import fill
from mafia_desktop.ui.cut_sheet import write_cut_sheet
from mafia_desktop.ui.phones.hub_like import SeatLinkLike
from mafia_desktop.ui.phones.qr import paint_qr

COLUMNS, ROWS = 2, 5
# Dots per inch of the PDF's painter (the QR modules are whole dots: 1/300 inch).
RESOLUTION = 300

translate = QCoreApplication.translate


def write_slips_pdf(links: Sequence[SeatLinkLike], path: str | Path, *, title: str | None = None) -> int:
    """Write one slip per link to the PDF ``path``, ten to an A4 page.

    Args:
        links: the seats' links (the hub's ``seats()``), in the order printed.
        path: the PDF to write (replaced if it exists).
        title: the document's title (default: "Seat slips", translated).
    Returns:
        the number of pages written (0 links: one empty page).
    Raises:
        OSError: the file cannot be written or is not a whole PDF afterwards (a full
            disk); nothing is left at ``path`` then.
    """
    return write_cut_sheet(path, title or translate("PhoneSlips", "Seat slips"), links,
                           COLUMNS, ROWS, _slip, resolution=RESOLUTION, cut_width=3,
                           min_pages=1)


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


def _link_font(pixels: float) -> QFont:
    """The font a link is printed in: no ligatures, so that a token's "ffi" stays three
    letters on paper and in the PDF's text (a copied or typed link must be the link)."""
    font = _font(pixels)
    font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
    return font


def _slip(painter: QPainter, cell: QRectF, link: SeatLinkLike) -> None:
    """One slip: the code on the left, the words on the right."""
    pad = cell.height() * 0.08
    side = int(cell.height() - 2 * pad)
    code = QRect(int(cell.left() + pad), int(cell.top() + pad), side, side)
    paint_qr(painter, code, link.url)
    text = QRectF(code.right() + pad, cell.top() + pad, cell.right() - code.right() - 2 * pad,
                  cell.height() - 2 * pad)
    painter.setPen(QColor("#1d1d22"))
    big = text.height() * 0.2
    # the seat line whole ("Место 10" is wider than "Seat 10"): smaller until it fits
    heading = fill(translate("PhoneSlips", "Seat %1"), link.seat)
    size = big
    painter.setFont(_font(size, bold=True))
    while size > big * 0.4 and painter.fontMetrics().horizontalAdvance(heading) > text.width():
        size *= 0.92
        painter.setFont(_font(size, bold=True))
    seat = QRectF(text.left(), text.top(), text.width(), big * 1.3)
    painter.drawText(seat, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                     | Qt.TextFlag.TextSingleLine, heading)
    painter.setFont(_font(big * 0.62))
    name = QRectF(text.left(), seat.bottom(), text.width(), big)
    painter.drawText(name, Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextSingleLine,
                     painter.fontMetrics().elidedText(link.name, Qt.TextElideMode.ElideRight,
                                                      int(text.width())))
    # the link at the bottom, as many lines as it needs (a link has no spaces to break at)
    painter.setFont(_link_font(big * 0.34))
    wrap_any = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWrapAnywhere
    link_h = painter.boundingRect(text, wrap_any, link.url).height()
    link_rect = QRectF(text.left(), text.bottom() - link_h, text.width(), link_h)
    painter.setPen(QColor("#555555"))
    painter.drawText(link_rect, wrap_any, link.url)
    # the words between the name and the link, smaller until they fit
    painter.setPen(QColor("#1d1d22"))
    words = translate("PhoneSlips", "Scan, hold to see your role, keep it secret.")
    room = QRectF(text.left(), name.bottom() + big * 0.2, text.width(),
                  link_rect.top() - name.bottom() - big * 0.3)
    wrap = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    size = big * 0.5
    painter.setFont(_font(size))
    while size > big * 0.25 and painter.boundingRect(room, wrap, words).height() > room.height():
        size *= 0.9
        painter.setFont(_font(size))
    painter.drawText(room, wrap, words)


__all__ = ["COLUMNS", "RESOLUTION", "ROWS", "write_slips_pdf"]
