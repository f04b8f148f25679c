"""What every family's :class:`~mafia_desktop.ui.families.UiFamily` does the same way:
name a side and a rule through the words' registry, make the game-over table and the
players'-screen items from the family's own classes. A family's UI class derives from
:class:`FamilyUiBase` and names its classes (``END``, ``ITEMS``); the rest is its own."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n import names


class FamilyUiBase:
    """The shared members of a family's UI (see the module).

    Attributes:
        name: the family (``ruleset.family``).
        END: the game-over table's class (``rows(state)``), made at the first game over.
        ITEMS: the players'-screen items' class (``(scene, paint, seats)``).
    """

    name: ClassVar[str]
    END: ClassVar[type[Any]]
    ITEMS: ClassVar[type[Any]]
    _end: Any = None

    def side_name(self, side: str) -> str:
        """A winning side's name (a faction, a team), from the family's words."""
        return names.side_name(side, self.name)

    def rule_title(self, rule: str) -> str:
        """A rule's title (its ID's words)."""
        return names.rule_title(rule)

    def end_rows(self, state: Any) -> list[tuple[str, str, str, str]]:
        """The game-over table's rows (``game_over.py``)."""
        if type(self)._end is None:
            type(self)._end = self.END()
        rows: list[tuple[str, str, str, str]] = type(self)._end.rows(state)
        return rows

    def scene_items(self, scene: QGraphicsScene, paint: Any, seats: int) -> Any:
        """The players' screen's items (``projector.py``)."""
        return self.ITEMS(scene, paint, seats)


__all__ = ["FamilyUiBase"]
