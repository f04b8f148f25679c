"""THE registration module of the storage layer: every rules family's storage part is
registered here, once (:mod:`.family`).

A family's part is a folder (``classic/``, ``sport/``) whose ``family.py`` has a
``FAMILY`` (:class:`~mafia_desktop.storage.family.StorageFamily`). Adding one is a
folder and one line below. This is the only module outside the family folders that
imports from them (``tests/test_families_fence.py``).
"""

from __future__ import annotations

from .classic.family import FAMILY as CLASSIC
from .family import StorageFamily, register
from .sport.family import FAMILY as SPORT
from .sport.stats import SPORT_KEYS, SportStats  # the Players view's sport tab (a debt)

_CLASSIC: StorageFamily = register(CLASSIC)
_SPORT: StorageFamily = register(SPORT)

__all__ = ["CLASSIC", "SPORT", "SPORT_KEYS", "SportStats"]
