"""Render a worded report to HTML or to PDF, for every rules family.

* HTML: the family's template (``templates/report.html.j2`` classic,
  ``templates/sport_report.html.j2`` sport: each family's ``render.py`` names it) through
  Jinja2 with autoescape on (:func:`render_page`): a name such as ``<script>`` shows as
  text. The page is self-contained (inline CSS, inline SVG pictures, no network, no
  fonts or images to fetch) and has print styles.
* PDF: the same template in its ``qt`` form (the rich-text subset ``QTextDocument``
  reads), the pictures painted with ``QPainter`` into ``QImage`` resources of the
  document, printed by ``QPdfWriter`` on A4. Needs a ``QGuiApplication``
  (``reports.export`` makes one when there is none).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import jinja2
from markupsafe import Markup

from mafia_desktop.i18n.fill import isolate

from . import charts
from .fonts import shipped_font

if TYPE_CHECKING:
    from PySide6.QtGui import QImage, QPdfWriter, QTextDocument


TEMPLATES = Path(__file__).resolve().parent / "templates"
#: Pixels of a picture per pixel of the drawing in the PDF (sharp when printed).
PDF_IMAGE_SCALE = 3


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The Jinja2 environment: the package's templates, autoescape on for every one,
    undefined names an error, the ``svg`` filter (a Drawing -> inline SVG) and the
    ``isolate`` filter (a name in its direction isolates)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=False,
        lstrip_blocks=False,
    )
    # to_svg escapes every text it writes, so its result is safe markup.
    env.filters["svg"] = lambda d: Markup(charts.to_svg(d))
    env.filters["img_size"] = img_size
    # a typed name inside a line of text keeps its own direction (i18n.fill.isolate)
    env.filters["isolate"] = isolate
    return env


#: The widest picture in the PDF, in the document's pixels (A4's text width at 96 dpi
#: is about 680).
PDF_MAX_WIDTH = 660


def img_size(d: charts.Drawing) -> Markup:
    """``width="…" height="…"`` for a picture in the PDF: its own size, shrunk to
    :data:`PDF_MAX_WIDTH` when wider (the image keeps its pixels, so it stays sharp)."""
    k = min(1.0, PDF_MAX_WIDTH / d.width) if d.width else 1.0
    return Markup(f'width="{round(d.width * k)}" height="{round(d.height * k)}"')


class Labelled(Protocol):
    """A worded view as :func:`render_page` reads it (``worded.Titled``): its
    ``labels`` are the page's headings; the template reads the rest."""

    @property
    def labels(self) -> Mapping[str, str]: ...


def render_page(template: str, view: Labelled, *, qt: bool = False) -> str:
    """A worded report (a family's view: ``labels`` holds its headings) through
    ``template`` as one HTML page (``qt=True``: the variant for QTextDocument)."""
    return environment().get_template(template).render(v=view, L=view.labels, qt=qt)


def paint(drawing: charts.Drawing, scale: int = PDF_IMAGE_SCALE) -> QImage:
    """Paint a drawing into a white ``QImage`` ``scale`` times its size (needs a
    QGuiApplication for the fonts)."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter, QPen

    w, h = max(1, round(drawing.width * scale)), max(1, round(drawing.height * scale))
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    p = QPainter(image)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.scale(scale, scale)
        for it in drawing.items:
            if isinstance(it, charts.Rect):
                p.setPen(QPen(QColor(it.stroke)) if it.stroke else Qt.PenStyle.NoPen)
                p.setBrush(QColor(it.fill))
                p.drawRect(QRectF(it.x, it.y, it.w, it.h))
            elif isinstance(it, charts.Line):
                p.setPen(QPen(QColor(it.stroke), 1))
                p.drawLine(QPointF(it.x1, it.y1), QPointF(it.x2, it.y2))
            else:
                font = shipped_font(it.size, it.bold)
                p.setFont(font)
                p.setPen(QColor(it.fill))
                metrics = QFontMetricsF(font)
                text = it.text if it.max_width is None else metrics.elidedText(
                    it.text, Qt.TextElideMode.ElideRight, it.max_width)
                width = metrics.horizontalAdvance(text)
                x = it.x - (width if it.anchor == "end" else
                            width / 2 if it.anchor == "middle" else 0)
                p.drawText(QPointF(x, it.y), text)
    finally:
        p.end()
    return image


def pdf_writer(path: str | Path, title: str, *, landscape: bool = False) -> QPdfWriter:
    """A ``QPdfWriter`` for ``path``: A4 at 300 dpi, portrait with 15 mm margins or
    landscape with 10 mm margins. Needs a ``QGuiApplication``.

    Raises:
        RuntimeError: no QGuiApplication exists.
    """
    from PySide6.QtCore import QMarginsF
    from PySide6.QtGui import QGuiApplication, QPageLayout, QPageSize, QPdfWriter

    if not isinstance(QGuiApplication.instance(), QGuiApplication):
        raise RuntimeError("a PDF report needs a QGuiApplication (reports.export makes one)")
    writer = QPdfWriter(str(path))
    writer.setTitle(title)
    writer.setCreator("Mafia Desktop")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    margin = 15
    if landscape:
        writer.setPageOrientation(QPageLayout.Orientation.Landscape)
        margin = 10
    writer.setPageMargins(QMarginsF(margin, margin, margin, margin), QPageLayout.Unit.Millimeter)
    writer.setResolution(300)
    return writer


def paged_document(html: str, title: str, writer: QPdfWriter,
                   images: Mapping[str, charts.Drawing | QImage] | None = None
                   ) -> QTextDocument:
    """``html`` laid out on ``writer``'s printable area in 96-dpi pixels (without a page
    size, ``print_`` would add 2 cm margins of its own inside the writer's);
    ``doc.pageCount()`` then says how many pages it takes. ``images``: the pictures by
    URL (a drawing is painted here, an image used as it is)."""
    from PySide6.QtCore import QSizeF, QUrl
    from PySide6.QtGui import QPageLayout, QTextDocument

    doc = QTextDocument()
    doc.setDocumentMargin(0)
    for url, drawing in (images or {}).items():
        image = paint(drawing) if isinstance(drawing, charts.Drawing) else drawing
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
    doc.setHtml(html)
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    area = writer.pageLayout().paintRect(QPageLayout.Unit.Millimeter)
    doc.setPageSize(QSizeF(area.width() / 25.4 * 96, area.height() / 25.4 * 96))
    return doc


def print_pdf(html: str, title: str, path: str | Path,
              images: dict[str, charts.Drawing]) -> None:
    """Lay ``html`` (the templates' ``qt`` form) out on A4 and print it to ``path``;
    ``images`` are the pictures the page names by URL (``chart:…``), painted first.
    A long report is laid out a few pages at a time (:mod:`.printing`: the time grows
    with the pages); each page is a step of the current job (:mod:`.jobs`).

    Raises:
        OSError: the file cannot be written, or is not a whole PDF afterwards.
        RuntimeError: no QGuiApplication exists.
        mafia_desktop.reports.jobs.Cancelled: the current job was cancelled.
    """
    from .printing import print_pieces

    # a few pages at a time (no row cut in two, no heading alone, nothing left unlaid)
    print_pieces(html, title, path, images)


__all__ = ["environment", "render_page", "print_pdf", "pdf_writer", "paged_document", "paint",
           "TEMPLATES"]
