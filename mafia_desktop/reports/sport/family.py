"""The sport family's report (RULES_SPORT.md): :data:`REPORT`, found by name
(``rules.families.FAMILY_NAMES``). Qt is imported only when a report is written."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from mafia_desktop.rules import Game
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from ..exchange import ExchangeFormat
from ..family import ReportFamily
from ..walk import UndoneAction
from .exchange import FORMATS
from .render import SPORT_TEMPLATE
from .timeline import build_sport_protocol


@dataclass(frozen=True, slots=True)
class SportReport:
    """:class:`~mafia_desktop.reports.family.ReportFamily` for sport: the protocol
    (:mod:`.timeline`), worded (:mod:`.wording`), as HTML or PDF; and the exchange
    formats of a finished game (:mod:`.exchange`: the ratings site's, the FIIM site's)."""

    name: str = "sport"
    template: str = SPORT_TEMPLATE
    exchange_formats: Mapping[str, ExchangeFormat] = field(default_factory=lambda: FORMATS)

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[UndoneAction], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        """Write the sport report of ``game`` (``html`` or ``pdf``) to ``target``."""
        from ..export import language
        from . import render
        from .wording import build_sport_view

        protocol = build_sport_protocol(game, corrections=corrections, notes=notes,
                                        include_notes=include_notes, deal=deal)
        with language(lang) as spoken:
            view = build_sport_view(protocol, spoken)
        if fmt == "html":
            write_atomic(target, render.render_sport_html(view))
        else:
            write_atomic_with(target, lambda tmp: render.render_sport_pdf(view, tmp))


REPORT: ReportFamily = SportReport()

__all__ = ["REPORT", "SportReport"]
