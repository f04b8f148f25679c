"""A4 sheets to cut (the role cards' PDF, ``dialogs/print_cards.py``, and the phones'
seat slips, ``phones/slips.py``): the one place that opens the PDF, lays the items out
``columns`` x ``rows`` a page with dashed cut lines, and checks the file is whole."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from mafia_desktop.reports.files import check_pdf, check_saved, write_error

T = TypeVar("T")


def write_cut_sheet(path: str | Path, title: str, items: Sequence[T], columns: int, rows: int,
                    draw: Callable[[QPainter, QRectF, T], None], *, resolution: int = 150,
                    cut_width: int = 2, min_pages: int = 0) -> int:
    """Write ``items`` to an A4 portrait PDF at ``path`` (8 mm margins, ``resolution``
    dots per inch), ``columns`` x ``rows`` a page, each drawn by ``draw(painter, cell,
    item)`` in its cell, with dashed cut lines ``cut_width`` dots wide on every page.
    Returns the number of pages (at least ``min_pages``).

    Raises:
        OSError: the file cannot be written or is not a whole PDF afterwards (a full
            disk); nothing is left at ``path`` then.
    """
    path = Path(path)
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Mafia Desktop")
    writer.setResolution(resolution)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4),
                                     QPageLayout.Orientation.Portrait,
                                     QMarginsF(8, 8, 8, 8), QPageLayout.Unit.Millimeter))
    painter = QPainter()
    if not painter.begin(writer):
        raise write_error(path, "cannot be opened for writing")
    pages = 0
    ended = False
    try:
        page = writer.pageLayout().paintRectPixels(writer.resolution())
        cell_w, cell_h = page.width() / columns, page.height() / rows
        per_page = columns * rows
        for i, item in enumerate(items):
            slot = i % per_page
            if slot == 0:
                if i:
                    writer.newPage()
                pages += 1
                _cut_lines(painter, cell_w, cell_h, columns, rows, cut_width)
            cell = QRectF((slot % columns) * cell_w, (slot // columns) * cell_h, cell_w, cell_h)
            draw(painter, cell, item)
        ended = painter.end()
    finally:
        if painter.isActive():
            painter.end()
    del writer  # closes the file
    # QPainter/QPdfWriter do not raise on a full disk: end() says False or the file is short
    try:
        check_saved(ended, path)
        check_pdf(path)
    except OSError:
        path.unlink(missing_ok=True)
        raise
    return max(pages, min_pages)


def _cut_lines(painter: QPainter, cell_w: float, cell_h: float, columns: int, rows: int,
               width: int) -> None:
    painter.setPen(QPen(QColor("#888888"), width, Qt.PenStyle.DashLine))
    for c in range(columns + 1):
        painter.drawLine(round(c * cell_w), 0, round(c * cell_w), round(cell_h * rows))
    for r in range(rows + 1):
        painter.drawLine(0, round(r * cell_h), round(cell_w * columns), round(r * cell_h))


__all__ = ["write_cut_sheet"]
