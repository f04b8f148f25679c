"""Rules families in the reports layer: what the shared export asks of a family's
report (:class:`ReportFamily`) and the registry that finds one (:func:`report_of`).

A family's report is a folder beside ``classic/`` and ``sport/`` (the same shape:
``timeline.py`` its event extractor for the shared walk, :mod:`..walk`; ``wording.py``
its sentences; ``render.py`` its template; ``family.py`` its ``REPORT``), found by the
family's name (the one list, ``rules.families.FAMILY_NAMES``) in :data:`REPORTS`. :func:`~.export.export_game` asks
:func:`report_of` by the game's family (``rules.family_name``), never a family's module.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Protocol

from mafia_desktop.rules import DEFAULT_FAMILY, Game
from mafia_desktop.rules.registry import Registry

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


#: THE reports layer's registry: ``reports/<name>/family.py``'s ``REPORT`` for each
#: listed family (``rules.families.FAMILY_NAMES``), imported at the first question.
REPORTS: Registry[ReportFamily] = Registry(
    "report", "mafia_desktop.reports.{name}.family", "REPORT")


def report_of(family: str) -> ReportFamily:
    """The report of the family named ``family`` (the default family's for a name no
    family has), its folder imported at the first question.

    Raises:
        MissingPart: the family is listed but has no report folder.
    """
    return REPORTS.find(family) or REPORTS.get(DEFAULT_FAMILY)


__all__ = ["REPORTS", "ReportFamily", "report_of"]
