"""The sport report's page and PDF, as the sport report writes them
(:data:`~.family.SPORT_REPORT`: the shared pipeline's page and PDF on
``templates/sport_report.html.j2``), for a worded protocol
(:class:`~.wording.SportReportView`)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from .family import SPORT_REPORT, SPORT_TEMPLATE

if TYPE_CHECKING:
    from .wording import SportReportView


def render_sport_html(view: SportReportView, *, qt: bool = False) -> str:
    """The sport report as one HTML page (``qt=True``: the variant for QTextDocument)."""
    return SPORT_REPORT.page(view, qt=qt)


def render_sport_pdf(view: SportReportView, path: str | Path) -> None:
    """Print the sport report to a PDF file (A4) at ``path`` (errors as
    :func:`~mafia_desktop.reports.render.print_pdf`'s)."""
    SPORT_REPORT.print(view, Path(path))


__all__ = ["SPORT_TEMPLATE", "render_sport_html", "render_sport_pdf"]
