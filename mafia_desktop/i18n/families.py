"""THE registration module of the words layer: every rules family's words are
registered here, once (:mod:`.family`).

A family's words are a folder (``classic/``, ``sport/``) whose ``family.py`` has a
``WORDS`` (:class:`~mafia_desktop.i18n.family.FamilyWords`). Adding one is a folder and
one line below. This is the only module outside the family folders that imports from
them (``tests/test_families_fence.py``).
"""

from __future__ import annotations

from .classic.family import WORDS as CLASSIC
from .family import FamilyWords, register
from .sport.family import WORDS as SPORT

_CLASSIC: FamilyWords = register(CLASSIC)
_SPORT: FamilyWords = register(SPORT)

__all__ = ["CLASSIC", "SPORT"]
