"""The classic family's report (RULES.md): :data:`REPORT`, found by name
(``rules.families.FAMILY_NAMES``), the shared pipeline (:class:`~..worded.WordedReport`)
with the classic parts: the timeline (:mod:`.timeline`), worded (:mod:`.wording`), the
page (:mod:`.render`), the PDF cut to size (:mod:`.limits`). Qt is imported only when a
report is written."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ..family import ReportFamily
from ..worded import WordedReport
from .render import TEMPLATE
from .timeline import Timeline, build_timeline

if TYPE_CHECKING:
    from .wording import ReportView


def _word(timeline: Timeline, lang: str) -> ReportView:
    from .wording import build_view
    return build_view(timeline, lang)


def _fit(view: ReportView) -> ReportView:
    from .limits import fit_for_pdf  # long texts and phases cut with a note
    return fit_for_pdf(view)


def _html(view: ReportView) -> str:
    from . import render
    return render.render_html(view)


def _pdf(view: ReportView, path: Path) -> None:
    from . import render
    render.render_pdf(view, path)


#: The classic report (:class:`~..worded.WordedReport`).
CLASSIC_REPORT: WordedReport[Timeline, ReportView] = WordedReport(
    "classic", TEMPLATE, build_timeline, _word, fit_pdf=_fit, html=_html, pdf=_pdf)
REPORT: ReportFamily = CLASSIC_REPORT

__all__ = ["CLASSIC_REPORT", "REPORT"]
