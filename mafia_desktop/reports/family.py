"""Rules families in the reports layer: what the shared export asks of a family's
report (:class:`ReportFamily`) and the registry that finds one (:func:`report_of`).

A family's report is a folder beside ``classic/`` and ``sport/`` (the same shape:
``timeline.py`` its event extractor for the shared walk, :mod:`..walk`; ``wording.py``
its sentences; ``render.py`` its template; ``family.py`` its ``REPORT``), registered once
in :mod:`mafia_desktop.reports.families`. :func:`~.export.export_game` asks
:func:`report_of` by the game's family (``rules.family_name``), never a family's module.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol

from mafia_desktop.rules import DEFAULT_FAMILY, Game

from .walk import UndoneAction


class ReportFamily(Protocol):
    """One rules family's game report."""

    @property
    def name(self) -> str:
        """The family's id (``ruleset.family``)."""
        ...

    @property
    def template(self) -> str:
        """The report's template (``templates/<name>``)."""
        ...

    def write(self, game: Game, fmt: str, target: Path, lang: str | None, *,
              corrections: Iterable[UndoneAction], notes: Mapping[str, str] | None,
              include_notes: bool, deal: str | None) -> None:
        """Write the report of ``game`` as ``fmt`` (``html``, ``pdf``) to ``target``
        (atomically) in ``lang`` (``export.language``); the arguments as
        :func:`~.export.export_game`'s."""
        ...


_REGISTRY: dict[str, ReportFamily] = {}


def register(report: ReportFamily) -> ReportFamily:
    """Add a family's report (:mod:`mafia_desktop.reports.families` does it for the
    real families; a test may add its own).

    Raises:
        ValueError: another family's report already has its name.
    """
    known = _REGISTRY.get(report.name)
    if known is not None and known is not report:
        raise ValueError(f"a report for a family named {report.name!r} is registered already")
    _REGISTRY[report.name] = report
    return report


def unregister(name: str) -> None:
    """Remove the report of family ``name`` (for tests); no error if absent."""
    _REGISTRY.pop(name, None)


def report_of(family: str) -> ReportFamily:
    """The report of the family named ``family`` (the default family's for an unknown
    one). The real families' reports are registered on the first call."""
    from . import families  # noqa: F401  (registers the families' reports, once)
    return _REGISTRY.get(family) or _REGISTRY[DEFAULT_FAMILY]


__all__ = ["ReportFamily", "register", "report_of", "unregister"]
