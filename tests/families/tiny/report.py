"""The tiny family's game report (test-only): the default report
(``reports/plain.py``), worded by the tiny family's words; nothing of its own."""

from __future__ import annotations

from mafia_desktop.reports.plain import plain_report

REPORT = plain_report("tiny")
