"""Where a PDF report's pages break: nothing is lost, no table row is cut in two and no
heading is left alone at the foot of a page.

``QTextDocument`` lays a document out lazily; a block format changed after a first
layout (a page break added) leaves the blocks after it laid out partly, and
``QTextDocument.print_`` then draws nothing of them: every heading, paragraph and picture
of a page went missing (issue 23.6). :func:`paginate` therefore lays the whole document
out again after every change (:func:`relayout`) and only then reads where things are.

Qt breaks a table row between the lines of a cell when its first line still fits on
the page; :func:`paginate` moves such a row whole to the next page (a top margin on the
first block of each of its cells: the tables are drawn without borders, so nothing shows
of the gap) and starts a heading on a new page when what follows it would not be on the
same page.

Needs a ``QGuiApplication`` (the fonts); the document must have a page size.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QTextBlock, QTextDocument, QTextTable

#: How far below a page's top a moved row starts, in the document's pixels.
ROW_GAP = 1.0


def relayout(doc: QTextDocument) -> None:
    """Lay ``doc`` out whole again (every block gets its lines)."""
    doc.markContentsDirty(0, doc.characterCount())
    doc.documentLayout().documentSize()


def _tables(doc: QTextDocument) -> Iterator[QTextTable]:
    from PySide6.QtGui import QTextTable

    frames = list(doc.rootFrame().childFrames())
    while frames:
        frame = frames.pop(0)
        if isinstance(frame, QTextTable):
            yield frame
        frames[:0] = frame.childFrames()


def _cell_blocks(cell: object) -> Iterator[QTextBlock]:
    block = cell.firstCursorPosition().block()  # type: ignore[attr-defined]
    end = cell.lastCursorPosition().block()  # type: ignore[attr-defined]
    while block.isValid():
        yield block
        if block == end:
            break
        block = block.next()


def _split_rows(doc: QTextDocument, page: float) -> Iterator[tuple[float, list[QTextBlock]]]:
    """Every table row whose lines run over a page's foot: its top and the first block
    of each of its cells."""
    layout = doc.documentLayout()
    for table in _tables(doc):
        for r in range(table.rows()):
            firsts, top, bottom = [], None, None
            for c in range(table.columns()):
                cell = table.cellAt(r, c)
                if not cell.isValid() or cell.row() != r or cell.column() != c:
                    continue  # part of a spanning cell
                blocks = list(_cell_blocks(cell))
                firsts.append(blocks[0])
                for b in blocks:
                    rect = layout.blockBoundingRect(b)
                    if rect.height() <= 0:
                        continue
                    top = rect.top() if top is None else min(top, rect.top())
                    bottom = rect.bottom() if bottom is None else max(bottom, rect.bottom())
            if top is not None and bottom is not None \
                    and int(top // page) != int((bottom - 0.5) // page) \
                    and bottom - top < page / 2:
                yield top, firsts


def _lonely_headings(doc: QTextDocument, page: float) -> Iterator[tuple[float, QTextBlock]]:
    """Every heading whose next block ends on a later page than the heading's top."""
    from PySide6.QtGui import QTextFormat

    auto = QTextFormat.PageBreakFlag.PageBreak_Auto
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        nxt = block.next()
        if block.blockFormat().headingLevel() and nxt.isValid() \
                and block.blockFormat().pageBreakPolicy() == auto:
            here = layout.blockBoundingRect(block)
            there = layout.blockBoundingRect(nxt)
            if int(here.top() // page) != int((there.bottom() - 0.5) // page) \
                    and there.height() < page / 2:
                yield here.top(), block
        block = nxt


def paginate(doc: QTextDocument) -> int:
    """Break ``doc``'s pages where a reader expects them (see the module): each time the
    first problem from the top is mended and the document laid out again. Returns the
    number of breaks made (0 when the document has no page size)."""
    from PySide6.QtGui import QTextBlockFormat, QTextCursor, QTextFormat

    page = doc.pageSize().height()
    if page <= 0:
        return 0
    relayout(doc)
    made = 0
    for _ in range(4 * doc.pageCount() + 4):
        row = next(_split_rows(doc, page), None)
        heading = next(_lonely_headings(doc, page), None)
        if row is None and heading is None:
            break
        if heading is not None and (row is None or heading[0] <= row[0]):
            fmt = QTextBlockFormat()
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            QTextCursor(heading[1]).mergeBlockFormat(fmt)
        else:
            assert row is not None
            top, firsts = row
            push = (int(top // page) + 1) * page - top + ROW_GAP
            for b in firsts:
                fmt = QTextBlockFormat()
                fmt.setTopMargin(b.blockFormat().topMargin() + push)
                QTextCursor(b).mergeBlockFormat(fmt)
        made += 1
        relayout(doc)
    return made


__all__ = ["paginate", "relayout"]
