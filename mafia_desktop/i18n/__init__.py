"""Everything a person reads, in one package below ``reports`` and ``ui``.

- :mod:`.names`: the names of what the rules speak of by ID (roles, factions, causes,
  stages, actions, rule titles, option labels, phases) for any rules family, through
  the family's words: one folder per family (``classic/``, ``sport/``, the same shape:
  ``names.py`` its tables, ``family.py`` its :class:`~.family.FamilyWords`), registered
  in :mod:`.families` (:func:`~.family.words_of`).
- :mod:`.outcome`: THE wording of who won (the game-over page, the players' screen, the
  reports, the evening, saved games), and the sides' colours.
- :mod:`.fill`: :func:`~.fill.fill`, the one filler of ``%1``-style placeholders (one
  pass: an argument is never scanned again), :func:`~.fill.isolate` (a name's
  direction kept inside it, for every name put into a sentence) and
  :func:`~.fill.english_plural`.
- :mod:`.language`: the language switch (translators, the saved choice, the system's
  language); the widgets' half (``Retranslating``) is ``ui.language``.
- :mod:`.refusals`: the wording of the engine's refusals (code and parameters ->
  a full sentence in the current language), :func:`~.refusals.refusal_text`: each
  family's codes in its own words (``<family>/refusals.py``), the shared ones there.
- :mod:`.pseudo`: the pseudo-translation (``MAFIA_DESKTOP_PSEUDO=1``) that lengthens
  every text to check the layouts.

The built translations ``mafia_desktop_<lang>.qm`` live in this folder (package data,
written by ``scripts/i18n.py`` from ``i18n/*.ts``). Only ``PySide6.QtCore`` is imported,
and of the project only the rules' error type (for :mod:`.refusals`).
"""

from __future__ import annotations

from .fill import english_plural, fill, isolate

__all__ = ["fill", "isolate", "english_plural"]
