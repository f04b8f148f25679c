"""Game reports (issue 6): the game as a timeline, rendered to HTML, PDF and JSON.

* :func:`export_game` — the one call for the host window and the ``export`` command.
* :func:`build_timeline` — the game as plain dataclasses (a walk over the log).
* :mod:`.wording` words a timeline (Qt translations); :mod:`.render` lays it out
  (Jinja2 HTML; QTextDocument + QPdfWriter PDF); :mod:`.charts` draws the pictures.

Imports go ``ui -> reports -> storage -> rules``: nothing here imports ``ui``.
"""

from .export import FORMATS, LANGUAGES, export_game
from .timeline import Timeline, build_timeline

__all__ = ["FORMATS", "LANGUAGES", "export_game", "Timeline", "build_timeline"]
