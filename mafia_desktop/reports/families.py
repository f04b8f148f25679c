"""THE registration module of the reports layer: every rules family's report is
registered here, once (:mod:`.family`).

A family's report is a folder (``classic/``, ``sport/``) whose ``family.py`` has a
``REPORT`` (:class:`~mafia_desktop.reports.family.ReportFamily`). Adding one is a folder
(and its template under ``templates/``) and one line below. This is the only module
outside the family folders that imports from them (``tests/test_families_fence.py``).
"""

from __future__ import annotations

from .classic.family import REPORT as CLASSIC
from .family import ReportFamily, register
from .sport.family import REPORT as SPORT

_CLASSIC: ReportFamily = register(CLASSIC)
_SPORT: ReportFamily = register(SPORT)

__all__ = ["CLASSIC", "SPORT"]
