"""The seats' links on paper (issue 33): an A4 PDF (``QPdfWriter``) of ten slips a page
(2 columns x 5 rows) with dashed cut lines. Each slip: the seat number, the player's name,
the QR code of the seat's private link (``qr.paint_qr``, crisp squares), the link in
small type, and "Scan, hold to see your role, keep it secret". The host prints, cuts and
hands each player their slip face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from mafia_desktop.i18n import fill
from mafia_desktop.reports.files import check_pdf, check_saved, write_error
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
    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setTitle(title or translate("PhoneSlips", "Seat slips"))
    writer.setCreator("Mafia Desktop")
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(8, 8, 8, 8), QPageLayout.Unit.Millimeter))
    painter = QPainter()
    if not painter.begin(writer):
        raise write_error(path, "cannot be opened for writing")
    pages = 1
    ended = False
    try:
        page = writer.pageLayout().paintRectPixels(writer.resolution())
        cell_w, cell_h = page.width() / COLUMNS, page.height() / ROWS
        per_page = COLUMNS * ROWS
        for i, link in enumerate(links):
            slot = i % per_page
            if slot == 0 and i:
                writer.newPage()
                pages += 1
            if slot == 0:
                _cut_lines(painter, cell_w, cell_h)
            cell = QRectF((slot % COLUMNS) * cell_w, (slot // COLUMNS) * cell_h, cell_w, cell_h)
            _slip(painter, cell, link)
        ended = painter.end()
    finally:
        if painter.isActive():
            painter.end()
    del writer  # closes the file
    try:  # QPainter/QPdfWriter do not raise on a full disk
        check_saved(ended, path)
        check_pdf(path)
    except OSError:
        path.unlink(missing_ok=True)
        raise
    return pages


def _cut_lines(painter: QPainter, cell_w: float, cell_h: float) -> None:
    painter.setPen(QPen(QColor("#888888"), 3, Qt.PenStyle.DashLine))
    width, height = cell_w * COLUMNS, cell_h * ROWS
    for c in range(COLUMNS + 1):
        painter.drawLine(round(c * cell_w), 0, round(c * cell_w), round(height))
    for r in range(ROWS + 1):
        painter.drawLine(0, round(r * cell_h), round(width), round(r * cell_h))


def _font(pixels: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
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
    painter.setFont(_font(big * 0.34))
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
