"""The evening's points table on the players' screen (issue 14), between games.

Drawn only from :class:`~mafia_desktop.rules.evening.PublicRow` values (the totals of
finished games, public once each game has ended: no seat, no role). The scene is
1600 x 900 logical units like the game's (``projector.py``): up to 12 players in one
column with every column of the table; more (up to 24 and beyond) in two columns of
place, name, games, wins and points. Type is as large as the rows allow, for the back of
the room; a name is never cut: a long one is drawn smaller until it fits its room.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from mafia_desktop.i18n import evening_names as en
from mafia_desktop.i18n.fill import as_written, for_drawing
from mafia_desktop.reports.fonts import shipped_font
from mafia_desktop.ui.players_screen.projector_geometry import HEIGHT, WIDTH
from mafia_desktop.ui.players_screen.projector_layout import LOOKS

#: Rows in one column before the table is split in two.
ONE_COLUMN = 12
#: The columns shown with one column of rows, and with two.
WIDE = ("place", "name", "games", "wins", "points", "best_move", "fouls", "bonuses")
NARROW = ("place", "name", "games", "wins", "points")
MARGIN = 40.0
TITLE_H = 110.0
HEADER_H = 52.0
#: The largest type of a row, in scene units.
MAX_TYPE = 54.0
#: The room between the place and the name, in the row's type size (issue 31.8: "1Anna"),
#: taken from the place's column (the name keeps all of its own).
NAME_GAP = 0.35


def _font(size: float, bold: bool = False) -> QFont:
    return shipped_font(round(size), bold)


def fitted(text: str, size: float, width: float, bold: bool = False) -> QFont:
    """The font of ``size`` (scene units), made smaller until ``text`` fits ``width``:
    the text is never cut."""
    font = _font(size, bold)
    real = QFontMetricsF(font).horizontalAdvance(text)
    if real > width > 0:
        font = _font(size * width / real, bold)
        while font.pixelSize() > 1 and QFontMetricsF(font).horizontalAdvance(text) > width:
            font = _font(font.pixelSize() - 1, bold)  # whole pixels: round down to fit
    return font


def wrapped(text: str, size: float, width: float) -> tuple[str, QFont]:
    """A name for its room, never cut: on one line at ``size`` when it fits; else, when
    it would shrink below three quarters, on two lines (broken at the space nearest its
    middle) at up to 0.6 of ``size``; else one line made smaller until it fits."""
    font = fitted(text, size, width, True)
    if font.pixelSize() >= size * 0.75 or " " not in text.strip():
        return text, font
    spaces = [i for i, c in enumerate(text) if c == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    two = text[:cut].rstrip() + "\n" + text[cut + 1:].lstrip()
    longest = max(two.split("\n"), key=lambda line: QFontMetricsF(
        _font(size, True)).horizontalAdvance(line))
    two_font = fitted(longest, size * 0.6, width, True)
    return (two, two_font) if two_font.pixelSize() > font.pixelSize() else (text, font)


class Row(Protocol):
    """A row of a table on the players' screen (the evening's ``PublicRow``, a
    tournament's ``StandingRow``): its name; its other columns are read by name
    (:meth:`TableScene.cell`)."""

    @property
    def name(self) -> str: ...


class TableScene(QGraphicsScene):
    """The points table for the projector. :meth:`show_table` draws it anew (it
    changes only between games). A subclass draws another public table the same way by
    its hooks: :meth:`layout` (columns of rows, columns of the table), :meth:`heading`,
    :meth:`cell`, :meth:`title_text` and :attr:`accent` (the column in colour)."""

    #: What the table is (``ProjectorFeed.show_table``'s kind): a subclass says its own.
    kind = "table"
    #: The column drawn bold in the accent colour.
    accent = "points"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, 0, WIDTH, HEIGHT, parent)
        self._rows: tuple[Row, ...] = ()
        self._title = ""
        self.setBackgroundBrush(QBrush(QColor(LOOKS["day"]["bg"])))

    def texts(self) -> list[str]:
        """Every text drawn (for the tests), names' direction marks as worded."""
        return [as_written(i.text()) for i in self.items()
                if isinstance(i, QGraphicsSimpleTextItem)]

    def name_items(self) -> list[QGraphicsSimpleTextItem]:
        """The players' name items (for the tests: none is cut)."""
        return [i for i in self.items() if isinstance(i, QGraphicsSimpleTextItem)
                and i.data(0) == "name"]

    def show_table(self, rows: Sequence[Row], title: str) -> None:
        """Draw ``rows`` in their order under ``title`` (the evening's name): the
        evening's ``PublicRow`` values, or a subclass's rows (their columns read by
        name, :meth:`cell`)."""
        self._rows, self._title = tuple(rows), title
        self.redraw()

    def redraw(self) -> None:
        """Draw the last table again (the language changed)."""
        self.clear()
        look = LOOKS["day"]
        rows = self._rows
        title = self.title_text(self._title)
        self._text(title, fitted(title, 60, WIDTH - 2 * MARGIN, True), look["text"],
                   MARGIN, 24)
        halves, columns = self.layout(len(rows))
        per = -(-len(rows) // halves) if rows else 1
        top = TITLE_H + HEADER_H
        row_h = min(MAX_TYPE * 1.5, (HEIGHT - top - MARGIN / 2) / max(per, 1))
        size = min(MAX_TYPE, row_h * 0.68)
        block_w = (WIDTH - MARGIN * (halves + 1)) / halves
        for half in range(halves):
            x0 = MARGIN + half * (block_w + MARGIN)
            widths = self._widths(columns, block_w, size)
            self._header(columns, widths, x0, look)
            for i, row in enumerate(rows[half * per:(half + 1) * per]):
                rank = half * per + i + 1
                y = top + i * row_h
                if i % 2:
                    band = QGraphicsRectItem(x0 - 8, y, block_w + 16, row_h)
                    band.setBrush(QBrush(QColor(look["panel"])))
                    band.setPen(QColor(look["panel"]))
                    band.setZValue(-1)
                    self.addItem(band)
                self._row(columns, widths, x0, y + (row_h - size * 1.2) / 2, size, rank,
                          row, look)

    def layout(self, count: int) -> tuple[int, Sequence[str]]:
        """How ``count`` rows are drawn: in how many columns, with which of the table's
        columns."""
        return (1, WIDE) if count <= ONE_COLUMN else (2, NARROW)

    def title_text(self, title: str) -> str:
        """The heading over the table, with ``title`` (the evening's name)."""
        return f"{en.word('table')} · {title}" if title else en.word("table")

    def heading(self, column: str) -> str:
        """A column's heading."""
        return en.column_name(column)

    def cell(self, row: Row, column: str, rank: int) -> str:
        """The text of ``row``'s ``column`` (``rank``: its line, 1 first, the place of a
        row that has none: a tie's players share theirs)."""
        if column == "place":
            place = getattr(row, "place", None)
            return str(rank if place is None else place)
        value = getattr(row, column)
        return en.number(value) if isinstance(value, float) else str(value)

    @staticmethod
    def _widths(columns: Sequence[str], block_w: float, size: float) -> list[float]:
        number_w = size * 2.9
        fixed = number_w * (len(columns) - 2) + size * 1.6
        return [size * 1.6 if c == "place" else block_w - fixed if c == "name" else number_w
                for c in columns]

    def _header(self, columns: Sequence[str], widths: Sequence[float], x0: float,
                look: dict[str, str]) -> None:
        x = x0
        for column, w in zip(columns, widths, strict=True):
            text = self.heading(column)
            font = fitted(text, 28, w - 6)
            right = column not in ("name",)
            self._text(text, font, look["muted"], x + w - 6 if right else x, TITLE_H + 8,
                       right=right)
            x += w

    def _row(self, columns: Sequence[str], widths: Sequence[float], x0: float, y: float,
             size: float, rank: int, row: Row, look: dict[str, str]) -> None:
        x = x0
        gap = size * NAME_GAP  # the place and the name never touch ("1 Anna", not "1Anna")
        for column, w in zip(columns, widths, strict=True):
            text = row.name if column == "name" else self.cell(row, column, rank)
            bold = column in ("name", self.accent)
            colour = look["accent"] if column == self.accent else look["text"]
            room = w - 12
            font = fitted(text, size, room, bold)
            top = y
            if column == "name":
                text, font = wrapped(text, size, room)
                lines = text.count("\n") + 1
                top = y + (size * 1.2 - QFontMetricsF(font).height() * lines) / 2
            end = x + w - (gap if column == "place" else 6)  # a number's right edge
            item = self._text(text, font, colour, x if column == "name" else end, top,
                              right=column != "name")
            if column == "name":
                item.setData(0, "name")
                item.setData(1, room)
            x += w

    def _text(self, text: str, font: QFont, colour: str, x: float, y: float, *,
              right: bool = False) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(for_drawing(text))
        item.setFont(font)
        item.setBrush(QBrush(QColor(colour)))
        width = max(QFontMetricsF(font).horizontalAdvance(line) for line in text.split("\n"))
        item.setPos(x - width if right else x, y)
        self.addItem(item)
        return item


__all__ = ["NAME_GAP", "NARROW", "ONE_COLUMN", "TableScene", "WIDE", "fitted"]
