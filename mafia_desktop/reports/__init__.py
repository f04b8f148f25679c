"""Game reports (issue 6): the game as a timeline, rendered to HTML, PDF and JSON.

* :func:`export_game` — the one call for the host window and the ``export`` command;
  it asks the game's family's report (:data:`.family.REPORTS`, found by the family's name).
* :mod:`.walk` — THE state walk over a game's log (the state before and after each
  action), shared by the families' reports; :mod:`.words` — their shared wording helpers.
* One folder per family, the same shape: ``classic/`` and ``sport/`` (``timeline.py``
  the family's events of the walk, ``wording.py`` its sentences (Qt translations),
  ``render.py`` its template; sport also the paper protocol and the tournament's
  results). :mod:`.render` lays a report out (Jinja2 HTML; QTextDocument + QPdfWriter
  PDF); :mod:`.charts` draws the pictures.

Imports go ``ui -> reports -> storage -> rules``: nothing here imports ``ui``.

Importing this package imports none of them: a module of it (``reports.fonts``, the
players' screen's font) costs the window no Jinja2 and no report; :func:`export_game`,
``FORMATS`` and ``LANGUAGES`` are imported on first use, and :func:`.family.report_of`
imports a family's report when it is first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .export import FORMATS, LANGUAGES, export_game


def __getattr__(name: str) -> object:
    """``export_game``, ``FORMATS``, ``LANGUAGES``: from :mod:`.export`, on first use."""
    if name in ("FORMATS", "LANGUAGES", "export_game"):
        from . import export
        return getattr(export, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["FORMATS", "LANGUAGES", "export_game"]
