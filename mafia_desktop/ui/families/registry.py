"""THE registration module of the ui layer: every family's UI is registered here, once,
in the order the program lists them (as :mod:`mafia_desktop.rules.families`).

A family's UI is a folder (``classic/``, ``sport/``) whose ``family.py`` has a ``UI``
(:class:`~mafia_desktop.ui.families.UiFamily`). Adding one is a folder and one line
below. This is the only module outside the family folders that imports from them
(``tests/test_families_fence.py``); :func:`~mafia_desktop.ui.families.ui_family` loads
it on the first question.
"""

from __future__ import annotations

from mafia_desktop.ui.families import register_ui
from mafia_desktop.ui.families.classic.family import UI as CLASSIC
from mafia_desktop.ui.families.sport.family import UI as SPORT

register_ui(CLASSIC)
register_ui(SPORT)

__all__ = ["CLASSIC", "SPORT"]
