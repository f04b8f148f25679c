"""THE registration module of the rules layer: every rules family is registered here,
once, in the order the program lists them (the first is the default of a new game).

A family is a folder (``classic/``, ``sport/``) whose ``family.py`` has a ``FAMILY``
(:class:`~mafia_desktop.rules.family.Family`). Adding one is a folder and one line
below. This is the only module outside the family folders that imports from them
(``tests/test_families_fence.py``).
"""

from __future__ import annotations

from .classic.family import FAMILY as CLASSIC
from .family import register
from .sport.family import FAMILY as SPORT

register(CLASSIC)
register(SPORT)

__all__ = ["CLASSIC", "SPORT"]
