"""The classic family's report (RULES.md): :data:`REPORT`, found by name
(``rules.families.FAMILY_NAMES``). Qt is imported only when a report is written."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from ..family import ReportFamily
from ..walk import UndoneAction
from .render import TEMPLATE
from .timeline import build_timeline


@dataclass(frozen=True, slots=True)
class ClassicReport:
    """:class:`~mafia_desktop.reports.family.ReportFamily` for classic: the timeline
    (:mod:`.timeline`), worded (:mod:`.wording`), the PDF cut to size (:mod:`.limits`)."""

    name: str = "classic"
    template: str = TEMPLATE

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[UndoneAction], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        """Write the classic report of ``game`` (``html`` or ``pdf``) to ``target``."""
        from ..export import language
        from . import render
        from .wording import build_view

        timeline = build_timeline(game, corrections=corrections, notes=notes,
                                  include_notes=include_notes, deal=deal)
        with language(lang) as spoken:
            view = build_view(timeline, spoken)
            if fmt == "pdf":  # long texts and phases cut with a note (.limits)
                from .limits import fit_for_pdf
                view = fit_for_pdf(view)
        if fmt == "html":
            page = render.render_html(view)
            write_atomic(target, page)
        else:
            write_atomic_with(target, lambda tmp: render.render_pdf(view, tmp))


REPORT: ReportFamily = ClassicReport()

__all__ = ["ClassicReport", "REPORT"]
