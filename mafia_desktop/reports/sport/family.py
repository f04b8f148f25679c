"""The sport family's report (RULES_SPORT.md): :data:`REPORT`, found by name
(``rules.families.FAMILY_NAMES``), the shared pipeline (:class:`~..worded.WordedReport`)
with the sport parts: the protocol (:mod:`.timeline`), worded (:mod:`.wording`), the
page on the shared renderer (:mod:`.render`'s template), and the exchange formats of a
finished game (:mod:`.exchange`: the ratings site's, the FIIM site's). Qt is imported
only when a report is written."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..family import ReportFamily
from ..worded import WordedReport
from .exchange import FORMATS
from .render import SPORT_TEMPLATE
from .timeline import SportProtocol, build_sport_protocol

if TYPE_CHECKING:
    from .wording import SportReportView


def _word(protocol: SportProtocol, lang: str) -> SportReportView:
    from .wording import build_sport_view
    return build_sport_view(protocol, lang)


#: The sport report (:class:`~..worded.WordedReport`): the shared page and PDF.
SPORT_REPORT: WordedReport[SportProtocol, SportReportView] = WordedReport(
    "sport", SPORT_TEMPLATE, build_sport_protocol, _word, exchange_formats=FORMATS)
REPORT: ReportFamily = SPORT_REPORT

__all__ = ["REPORT", "SPORT_REPORT"]
