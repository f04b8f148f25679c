"""The werewolf family's report (``docs/rules-werewolf.md``): :data:`REPORT`, found by
name (``rules.families.FAMILY_NAMES``): the default report (``reports/plain.py``: the
players with their roles and how they left, the log phase by phase in the host's action
words, the winners with their players, the facts, the corrections and notes; HTML and
PDF), worded by the werewolf family's words."""

from __future__ import annotations

from ..family import ReportFamily
from ..plain import plain_report

REPORT: ReportFamily = plain_report("werewolf")

__all__ = ["REPORT"]
