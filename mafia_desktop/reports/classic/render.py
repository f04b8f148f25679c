"""The classic report's page (``templates/report.html.j2``): a worded timeline
(:class:`~.wording.ReportView`) as HTML or PDF through the shared renderer
(:mod:`mafia_desktop.reports.render`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..render import print_pdf, render_page

if TYPE_CHECKING:
    from .wording import ReportView

#: The classic report's template.
TEMPLATE = "report.html.j2"


def render_html(view: ReportView, *, qt: bool = False) -> str:
    """The report as one HTML page (``qt=True``: the variant for QTextDocument)."""
    return render_page(TEMPLATE, view, qt=qt)


def render_pdf(view: ReportView, path: str | Path) -> None:
    """Print the report to a PDF file (A4) at ``path``.

    Raises:
        OSError: the file cannot be written, or is not a whole PDF afterwards (a full
            disk: ``ENOSPC``); see :func:`mafia_desktop.reports.files.check_pdf`.
        RuntimeError: no QGuiApplication exists.
    """
    images = {"chart:alive": view.alive_chart}
    for p in view.phases:
        if p.vote is not None:
            images[f"chart:{p.vote.chart_id}"] = p.vote.chart
    print_pdf(render_html(view, qt=True), view.title, path, images)


__all__ = ["TEMPLATE", "render_html", "render_pdf"]
