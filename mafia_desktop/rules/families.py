"""THE list of the rules families (issue 32 point 1): the one place a family is named.

Each layer finds its part of a family by the family's name, in the folder of that name
(``rules/<name>/family.py``'s ``FAMILY``, ``storage/<name>/family.py``'s ``FAMILY``,
``i18n/<name>/family.py``'s ``WORDS``, ``reports/<name>/family.py``'s ``REPORT``,
``ui/families/<name>/family.py``'s ``UI``, ``cli/<name>/family.py``'s ``CLI``), loaded on
the first question (:class:`~mafia_desktop.rules.registry.Registry`). Adding a family is
its folders and one name below (``docs/architecture.md``, "Adding a family"); from that
line on the fence and the contract suite cover it (``tests/test_families_fence.py``,
``tests/families/``).

The order is the program's: the first is the default of a new game and the first row of
the new-game dialog. Nothing here is imported from a family's folder.
"""

from __future__ import annotations

#: Every rules family, by its name (``ruleset.family`` in the log, ``games.family``).
FAMILY_NAMES: tuple[str, ...] = ("classic", "sport", "werewolf")

#: The family of a log without ``ruleset.family`` (GAME_LOG.md) and of a stored game
#: without one: the logs written before there were families. Never changes.
DEFAULT_FAMILY = "classic"

__all__ = ["DEFAULT_FAMILY", "FAMILY_NAMES"]
