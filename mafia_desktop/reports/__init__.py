"""Game reports (issue 6): the game as a timeline, rendered to HTML, PDF and JSON.

* :func:`export_game` — the one call for the host window and the ``export`` command;
  it asks the game's family's report (:mod:`.family`, registered in :mod:`.families`).
* :mod:`.walk` — THE state walk over a game's log (the state before and after each
  action), shared by the families' reports; :mod:`.words` — their shared wording helpers.
* One folder per family, the same shape: ``classic/`` and ``sport/`` (``timeline.py``
  the family's events of the walk, ``wording.py`` its sentences (Qt translations),
  ``render.py`` its template; sport also the paper protocol and the tournament's
  results). :mod:`.render` lays a report out (Jinja2 HTML; QTextDocument + QPdfWriter
  PDF); :mod:`.charts` draws the pictures.

Imports go ``ui -> reports -> storage -> rules``: nothing here imports ``ui``.
"""

from . import families  # registers the rules families' reports
from .export import FORMATS, LANGUAGES, export_game

__all__ = ["FORMATS", "LANGUAGES", "export_game", "families"]
