"""Where a PDF report's pages break: nothing is lost, no table row is cut in two and no
heading is left alone at the foot of a page.

``QTextDocument`` lays a document out lazily; a block format changed after a first
layout (a page break added) leaves the blocks after it laid out partly, and
``QTextDocument.print_`` then draws nothing of them: every heading, paragraph and picture
of a page went missing (issue 23.6). :func:`paginate` therefore lays the whole document
out again after every change (:func:`relayout`) and only then reads where things are.

Qt breaks a table row between its cells' lines (a cell's line that would cross the
page's foot goes to the next page, the other cells' lines stay); :func:`paginate` moves
such a row whole to the next page (more top padding in each of its cells: the tables
are drawn without borders, so nothing shows of the gap), starts a heading on a new page
when what follows it would not be on the same page, and a short paragraph that Qt left
across a page's foot (printed half on each page) on the next page.

Needs a ``QGuiApplication`` (the fonts); the document must have a page size.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QAbstractTextDocumentLayout, QTextBlock, QTextDocument, QTextTable

#: How far below a page's top a moved row starts, in the document's pixels.
ROW_GAP = 1.0
#: How often one paragraph is pushed (each time twice as far) before it is left as it is.
PUSHES = 6


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


def _cell_blocks(doc: QTextDocument, cell: object) -> Iterator[QTextBlock]:
    # positions, not cursors: a cell's cursor costs as much as a block's layout
    block = doc.findBlock(cell.firstPosition())  # type: ignore[attr-defined]
    end = cell.lastPosition()  # type: ignore[attr-defined]
    while block.isValid() and block.position() <= end:
        yield block
        block = block.next()


def _span(layout: QAbstractTextDocumentLayout, block: QTextBlock) -> tuple[float, float] | None:
    """The top of a block's first line and the bottom of its last, in the document
    (Qt moves a line that would cross a page's foot down inside its block, so the
    lines, not the block's rectangle, say where the text is); ``None`` when empty."""
    lines = block.layout()
    count = lines.lineCount()
    if count == 0:
        return None
    top = layout.blockBoundingRect(block).top()
    first, last = lines.lineAt(0), lines.lineAt(count - 1)
    return top + first.y(), top + last.y() + last.height()


def _split_rows(doc: QTextDocument, page: float) -> Iterator[tuple[float, QTextTable, int]]:
    """Every table row whose lines run over a page's foot: its top, its table, its
    number."""
    layout = doc.documentLayout()   # (asked once: each call costs as much as a block's span)
    for table in _tables(doc):
        for r in range(table.rows()):
            top, bottom = None, None
            for c in range(table.columns()):
                cell = table.cellAt(r, c)
                if not cell.isValid() or cell.row() != r or cell.column() != c:
                    continue  # part of a spanning cell
                for b in _cell_blocks(doc, cell):
                    span = _span(layout, b)
                    if span is None:
                        continue
                    top = span[0] if top is None else min(top, span[0])
                    bottom = span[1] if bottom is None else max(bottom, span[1])
            if top is not None and bottom is not None \
                    and int(top // page) != int((bottom - 0.5) // page) \
                    and bottom - top < page / 2:
                yield top, table, r


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


def _cut_paragraphs(doc: QTextDocument, page: float,
                    stuck: frozenset[int] = frozenset()) -> Iterator[tuple[float, QTextBlock]]:
    """Every block outside the tables (shorter than half a page, not yet starting a page)
    with a line drawn across a page's foot: that line's top. Qt moves most such lines down, but
    not all: the sport report's last line was printed half on each page. ``stuck``: the
    positions of blocks that a push did not move (left as they are)."""
    from PySide6.QtGui import QTextCursor, QTextFormat

    auto = QTextFormat.PageBreakFlag.PageBreak_Auto
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        lines = block.layout()
        if block.blockFormat().pageBreakPolicy() == auto and rect.height() < page / 2 \
                and block.position() not in stuck and QTextCursor(block).currentTable() is None:
            for i in range(lines.lineCount()):
                top = rect.top() + lines.lineAt(i).y()
                if int(top // page) != int((top + lines.lineAt(i).height() - 0.5) // page):
                    yield top, block
                    break
        block = block.next()


def _heading_over(table: QTextTable, r: int) -> QTextBlock | None:
    """The heading just above ``table`` when ``r`` is its first row (else ``None``)."""
    if r != 0:
        return None
    from PySide6.QtGui import QTextFormat

    before = table.cellAt(0, 0).firstCursorPosition().block().previous()
    fmt = before.blockFormat()
    return before if before.isValid() and fmt.headingLevel() and \
        fmt.pageBreakPolicy() == QTextFormat.PageBreakFlag.PageBreak_Auto else None


def _push_row(top: float, table: QTextTable, r: int, page: float) -> None:
    """Move row ``r`` of ``table`` (its lines start at ``top``) to the next page: more
    top padding in each of its cells (a block's top margin is not kept in a cell)."""
    from PySide6.QtGui import QTextFormat

    push = (int(top // page) + 1) * page - top + ROW_GAP
    padding = table.format().cellPadding()
    for c in range(table.columns()):
        cell = table.cellAt(r, c)
        if not cell.isValid() or cell.row() != r or cell.column() != c:
            continue
        fmt = cell.format().toTableCellFormat()
        own = fmt.hasProperty(QTextFormat.Property.TableCellTopPadding)
        fmt.setTopPadding((fmt.topPadding() if own else padding) + push)
        cell.setFormat(fmt)


def _push_block(top: float, block: QTextBlock, page: float, gap: float = ROW_GAP) -> None:
    """Move ``block`` (a line of it starts at ``top``) down to the next page: a larger top
    margin (a page break before it was placed a page too far by Qt), ``gap`` below the
    page's top."""
    from PySide6.QtGui import QTextCursor

    fmt = block.blockFormat()
    fmt.setTopMargin(fmt.topMargin() + (int(top // page) + 1) * page - top + gap)
    QTextCursor(block).setBlockFormat(fmt)


def _break_before(block: QTextBlock) -> None:
    from PySide6.QtGui import QTextBlockFormat, QTextCursor, QTextFormat

    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    QTextCursor(block).mergeBlockFormat(fmt)


def paginate(doc: QTextDocument) -> int:
    """Break ``doc``'s pages where a reader expects them (see the module): each time the
    first problem from the top is mended and the document laid out again. Returns the
    number of breaks made (0 when the document has no page size)."""
    from PySide6.QtGui import QTextCursor

    page = doc.pageSize().height()
    if page <= 0:
        return 0
    relayout(doc)
    made = 0
    # a block a push left where it was (Qt keeps the larger of its top margin and the
    # bottom margin above it) is pushed again twice as far, at most PUSHES times (it was
    # pushed a pixel at a time, up to the loop's limit, each time laying all out again)
    pushes: dict[int, int] = {}
    for _ in range(4 * doc.pageCount() + 4):
        stuck = frozenset(k for k, n in pushes.items() if n >= PUSHES)
        row = next(_split_rows(doc, page), None)
        heading = next(_lonely_headings(doc, page), None)
        cut = next(_cut_paragraphs(doc, page, stuck), None)
        edit = QTextCursor(doc)
        edit.beginEditBlock()   # the mend and the relayout: one layout, not one a cell
        if cut is not None and all(x is None or cut[0] < x[0] for x in (row, heading)):
            n = pushes[cut[1].position()] = pushes.get(cut[1].position(), 0) + 1
            _push_block(*cut, page, ROW_GAP * 2 ** (n - 1))
        elif row is None and heading is None:
            edit.endEditBlock()
            break
        elif row is not None and (heading is None or row[0] < heading[0]):
            over = _heading_over(*row[1:])
            if over is None:
                _push_row(*row, page)
            else:  # a table's first row: its heading goes to the next page with it
                _break_before(over)
        else:
            assert heading is not None
            _break_before(heading[1])
        made += 1
        doc.markContentsDirty(0, doc.characterCount())
        edit.endEditBlock()
        doc.documentLayout().documentSize()
    return made


__all__ = ["paginate", "relayout"]
