"""Printable role cards: a PDF (QPdfWriter) with one card per player, for groups that
deal paper cards.

Each card shows the seat, the player's name and the role's card (art, name, faction,
what it does), on A4 pages of 3 x 3 cards, with dashed cut lines between them. The
cards are face-up: the host prints, cuts, folds and hands them out.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules.family import AnyPlayer, AnySetup
from mafia_desktop.ui.cut_sheet import write_cut_sheet
from mafia_desktop.ui.families import RoleCards, ui_family

COLUMNS, ROWS = 3, 3


def write_role_cards_pdf(setup: AnySetup, path: str | Path, *, title: str | None = None) -> int:
    """Write one card per player of ``setup`` to the PDF ``path``.

    Args:
        setup: who sits where with which role.
        path: the PDF to write (replaced if it exists).
        title: the document's title (default: "Role cards").
    Returns:
        the number of pages written.
    Raises:
        OSError: the file cannot be written or is not a whole PDF afterwards (``ENOSPC``
            on a full disk); nothing is left at ``path`` then.
    """
    path = Path(path)
    cards = ui_family(setup).cards
    if cards is None:
        raise ValueError(f"the {setup.family} family has no role cards")

    def draw(painter: QPainter, cell: QRectF, player: AnyPlayer) -> None:
        _card(painter, cell, player.seat, player.name, player.role.value, cards)

    return write_cut_sheet(path, title or QCoreApplication.translate("PrintCards", "Role cards"),
                           setup.players, COLUMNS, ROWS, draw)


def seat_line(metrics: QFontMetrics, width: float, seat: int, name: str) -> str:
    """The card's header "Seat N — NAME" in at most ``width`` pixels of ``metrics``'
    font: the seat part stays whole, a long name is elided with "…"."""
    template = QCoreApplication.translate("PrintCards", "Seat %1 — %2")
    room = width - metrics.horizontalAdvance(fill(template, seat, ""))
    return fill(template, seat,
                metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, int(room))))


def _card(painter: QPainter, cell: QRectF, seat: int, name: str, role_id: str,
          cards: RoleCards) -> None:
    pad = cell.width() * 0.05
    header_h = cell.height() * 0.11
    font = QFont()
    font.setPixelSize(max(1, round(header_h * 0.55)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#1d1d22"))
    header = QRectF(cell.left() + pad, cell.top() + pad * 0.6, cell.width() - 2 * pad, header_h)
    painter.drawText(header, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine,
                     seat_line(painter.fontMetrics(), header.width(), seat, name))
    body = QRectF(cell.left() + pad, header.bottom(), cell.width() - 2 * pad,
                  cell.bottom() - header.bottom() - pad * 0.6)
    cards.paint(painter, body, role_id)
