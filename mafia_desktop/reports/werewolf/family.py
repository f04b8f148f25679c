"""The werewolf family's report (``docs/rules-werewolf.md``): :data:`REPORT`, found by
name (``rules.families.FAMILY_NAMES``). Qt is imported only when a report is written."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from ..family import ReportFamily
from ..walk import UndoneAction


@dataclass(frozen=True, slots=True)
class WerewolfReport:
    """:class:`~mafia_desktop.reports.family.ReportFamily` for werewolf: the players and
    their roles, the story phase by phase, the winners (:mod:`.report`), as HTML or PDF."""

    name: str = "werewolf"
    template: str = "(reports/werewolf/report.py)"

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[UndoneAction], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        """Write the werewolf report of ``game`` (``html`` or ``pdf``) to ``target``."""
        from ..export import language
        from .report import build_view, render_html

        with language(lang) as spoken:
            view = build_view(game, spoken, list(corrections), notes, include_notes, deal)
        html = render_html(view)
        if fmt == "html":
            write_atomic(target, html)
        else:
            from ..render import print_pdf
            write_atomic_with(target, lambda tmp: print_pdf(html, view["title"], tmp, {}))


REPORT: ReportFamily = WerewolfReport()

__all__ = ["REPORT", "WerewolfReport"]
