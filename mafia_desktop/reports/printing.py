"""Print a report's HTML to a PDF a few pages at a time, so that the time grows with the
number of pages, not with its square (issue 35.4).

:func:`.paging.paginate` mends one page-break problem at a time and lays the document out
again after each mend; in one document of the whole report each mend costs the whole
report's layout (Qt lays a whole table out again when one cell's format changes), so a
report of *n* pages cost about *n²*. Here the report is cut into its units
(:mod:`.pieces`: paragraphs, headings, table rows) and laid out as a series of small
documents of about :data:`PIECE_CHARS` characters each:

1. the next units are laid out as one document on the writer's page size and paginated;
2. every page of it is printed but the last, and the units on that last page are carried
   to the next document, which starts with them on a new page, as one document would
   (a table continued there opens again with its header, as Qt repeats it). Where a unit
   runs from one page onto the next, the cut moves up to the page it starts on;
3. the last document is printed whole.

All documents draw on one ``QPainter`` on one ``QPdfWriter``, page after page, as
``QTextDocument.print_`` draws one. A report of at most :data:`WHOLE_CHARS` characters
(every real game) is one document, laid out and printed as it always was.

Each printed page calls :func:`mafia_desktop.reports.jobs.step` (a job's progress, and
where a job's Cancel stops it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from . import charts
from .files import check_pdf, check_saved
from .jobs import step
from .paging import paginate
from .pieces import MARK, NotSplittable, Page, piece_html, split_units

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter, QPdfWriter, QTextDocument

#: About how many characters of HTML one document holds (a page of the report's timeline
#: is about 6,000): a mend costs one such document's layout.
PIECE_CHARS = 16_000
#: A report of at most this many characters of HTML is laid out as one document (a real
#: game's report, about 20,000, is laid out and printed as it always was).
WHOLE_CHARS = 48_000


def _unit_extents(doc: QTextDocument) -> dict[int, tuple[float, float]]:
    """Every marked unit's top and bottom in ``doc`` (the lines of every block from its
    mark to the next unit's), by unit number."""
    extents: dict[int, tuple[float, float]] = {}
    layout = doc.documentLayout()
    current: int | None = None
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            names = it.fragment().charFormat().anchorNames()
            marks = [int(n[len(MARK):]) for n in names if n.startswith(MARK)]
            if marks:
                current = marks[0]
                break
            it += 1
        lines = block.layout()
        if current is not None and lines.lineCount():
            top = layout.blockBoundingRect(block).top()
            first, last = lines.lineAt(0), lines.lineAt(lines.lineCount() - 1)
            span = (top + first.y(), top + last.y() + last.height())
            old = extents.get(current)
            extents[current] = span if old is None else (min(old[0], span[0]),
                                                         max(old[1], span[1]))
        block = block.next()
    return extents


def _cut(extents: dict[int, tuple[float, float]], first: int, page: float,
         pages: int) -> tuple[int, int] | None:
    """Where to cut a document of units from ``first`` on that lays out in ``pages``
    pages: ``(pages to print, first unit of the next document)``, the latest page ``P``
    (1 <= P < pages) such that no unit runs from before it onto it; ``None`` when there
    is none."""
    spans = sorted((k, int(top // page), int(max(top, bottom - 0.5) // page))
                   for k, (top, bottom) in extents.items())
    for cut in range(pages - 1, 0, -1):
        if any(s < cut <= e for _, s, e in spans):
            continue
        after = [k for k, s, _ in spans if s >= cut]
        if after and after[0] > first:
            return cut, after[0]
    return None


def _pieces(page: Page, make: Callable[[str], QTextDocument]
            ) -> Iterator[tuple[QTextDocument, int]]:
    """Each document to print (``make``: a piece's HTML laid out and paginated) and how
    many of its pages."""
    first, count = 0, len(page.units)
    budget = PIECE_CHARS
    while first < count:
        end, size = first, 0
        while end < count and (end == first or size + len(page.units[end].html) <= budget):
            size += len(page.units[end].html)
            end += 1
        doc = make(piece_html(page, first, end, marks=True))
        pages = doc.pageCount()
        if end >= count:
            yield doc, pages
            return
        cut = _cut(_unit_extents(doc), first, doc.pageSize().height(), pages)
        if cut is None:   # the units laid out fill less than two pages: take more
            budget *= 2
            continue
        yield doc, cut[0]
        first, budget = cut[1], PIECE_CHARS


def draw_pages(painter: QPainter, writer: QPdfWriter, doc: QTextDocument, pages: int,
               started: bool) -> bool:
    """Draw ``doc``'s first ``pages`` pages on ``writer``, each on a page of its own (a
    new page first when ``started``), as ``QTextDocument.print_`` does; each page is a
    :func:`~.jobs.step`. False when the writer refused a new page (a full disk)."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QAbstractTextDocumentLayout, QPalette

    size = doc.pageSize()
    layout = doc.documentLayout()
    for index in range(pages):
        if started and not writer.newPage():
            return False
        started = True
        painter.save()
        painter.scale(writer.width() / size.width(), writer.height() / size.height())
        painter.translate(0, -index * size.height())
        view = QRectF(0, index * size.height(), size.width(), size.height())
        painter.setClipRect(view)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        ctx.clip = view
        palette = ctx.palette
        palette.setColor(QPalette.ColorRole.Text, Qt.GlobalColor.black)
        ctx.palette = palette
        layout.draw(painter, ctx)
        painter.restore()
        step()
    return True


def print_pieces(html: str, title: str, path: str | Path,
                 images: dict[str, charts.Drawing] | None = None) -> int:
    """Lay ``html`` out on A4 a piece at a time (see the module) and print it to
    ``path``. Returns the number of pages.

    Raises:
        OSError: the file cannot be written, or is not a whole PDF afterwards.
        RuntimeError: no QGuiApplication exists.
        mafia_desktop.reports.jobs.Cancelled: the job was cancelled (the file is left
            unfinished; ``write_atomic_with`` removes it).
    """
    from .render import pdf_writer

    writer = pdf_writer(path, title)
    ended, printed = _print_on(writer, html, title, images or {})
    del writer   # closes the file
    check_pdf(path)   # a full disk: a short file (ENOSPC)
    check_saved(ended, path)
    return printed


def _print_on(writer: QPdfWriter, html: str, title: str,
              images: dict[str, charts.Drawing]) -> tuple[bool, int]:
    """Print ``html`` on ``writer`` (see :func:`print_pieces`): whether the painter
    ended well, and the pages printed."""
    from PySide6.QtGui import QPainter

    from .render import paged_document, paint

    painted = {url: paint(drawing) for url, drawing in images.items()}

    def make(piece: str) -> QTextDocument:
        doc = paged_document(piece, title, writer, painted)
        paginate(doc)
        step(0)   # Cancel is heard here too; the steps count the pages
        return doc

    try:
        page = split_units(html)
        one = len(page.units) < 2 or page.size() <= max(WHOLE_CHARS, PIECE_CHARS)
    except NotSplittable:
        one = True
    painter = QPainter()
    if not painter.begin(writer):
        return False, 0
    printed = 0
    try:
        docs = iter([(d := make(html), d.pageCount())]) if one else _pieces(page, make)
        for doc, pages in docs:
            if not draw_pages(painter, writer, doc, pages, printed > 0):
                return False, printed   # (the painter ends below)
            printed += pages
    finally:
        ended = painter.end()
    return ended, printed


__all__ = ["PIECE_CHARS", "WHOLE_CHARS", "draw_pages", "print_pieces"]
