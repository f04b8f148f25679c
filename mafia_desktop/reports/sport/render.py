"""The sport report's page (``templates/sport_report.html.j2``): a worded protocol
(:class:`~.wording.SportReportView`) as HTML or PDF through the shared renderer
(:mod:`mafia_desktop.reports.render`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..render import print_pdf, render_page

if TYPE_CHECKING:
    from .wording import SportReportView

#: The sport report's template.
SPORT_TEMPLATE = "sport_report.html.j2"


def render_sport_html(view: SportReportView, *, qt: bool = False) -> str:
    """The sport report as one HTML page (``qt=True``: the variant for QTextDocument)."""
    return render_page(SPORT_TEMPLATE, view, qt=qt)


def render_sport_pdf(view: SportReportView, path: str | Path) -> None:
    """Print the sport report to a PDF file (A4) at ``path`` (errors as the classic
    report's ``render_pdf``)."""
    print_pdf(render_sport_html(view, qt=True), view.title, path, {})


__all__ = ["SPORT_TEMPLATE", "render_sport_html", "render_sport_pdf"]
