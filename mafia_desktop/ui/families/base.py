"""What every family's :class:`~mafia_desktop.ui.families.UiFamily` does the same way:
name a side and a rule through the words' registry, make the game-over table and the
players'-screen items from the family's own classes. A family's UI class derives from
:class:`FamilyUiBase` over its state and public view (``FamilyUiBase[GameState,
PublicView]``) and names its classes (``END``, ``ITEMS``); the rest is its own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n import names

if TYPE_CHECKING:  # pragma: no cover - the shapes only
    from mafia_desktop.ui.families import SceneItems
    from mafia_desktop.ui.players_screen.projector_layout import Paint

StateT = TypeVar("StateT")
ViewT = TypeVar("ViewT")
StateT_contra = TypeVar("StateT_contra", contravariant=True)


class EndTable(Protocol[StateT_contra]):
    """A family's game-over table (``game_over.py``)."""

    def rows(self, state: StateT_contra) -> list[tuple[str, str, str, str]]:
        """(seat, name, role, fate) of every player, seat 1 first."""
        ...


class MakesEnd(Protocol):
    """A game-over table's class (``END``): made with no argument."""

    def __call__(self) -> EndTable[Any]: ...


class MakesItems(Protocol):
    """A players'-screen items' class (``ITEMS``): made for a scene, its paint and the
    table's size."""

    def __call__(self, scene: QGraphicsScene, paint: Paint, seats: int, /) -> SceneItems[Any]: ...


class FamilyUiBase(Generic[StateT, ViewT]):
    """The shared members of a family's UI (see the module), over the family's state
    (``StateT``) and public view (``ViewT``).

    Attributes:
        name: the family (``ruleset.family``).
        END: the game-over table's class (``rows(state)``), made at the first game over.
        ITEMS: the players'-screen items' class (``(scene, paint, seats)``).
    """

    name: ClassVar[str]
    # A ClassVar cannot hold a type variable: the classes' own signatures are checked
    # where each family names them (``END = ClassicEnd``) against end_rows/scene_items.
    END: ClassVar[MakesEnd]
    ITEMS: ClassVar[MakesItems]
    _end: ClassVar[EndTable[Any] | None] = None

    def side_name(self, side: str) -> str:
        """A winning side's name (a faction, a team), from the family's words."""
        return names.side_name(side, self.name)

    def rule_title(self, rule: str) -> str:
        """A rule's title (its ID's words)."""
        return names.rule_title(rule)

    def end_rows(self, state: StateT) -> list[tuple[str, str, str, str]]:
        """The game-over table's rows (``game_over.py``)."""
        end = type(self)._end
        if end is None:
            end = type(self)._end = type(self).END()
        return end.rows(state)

    def scene_items(self, scene: QGraphicsScene, paint: Paint,
                    seats: int) -> SceneItems[ViewT]:
        """The players' screen's items (``projector.py``)."""
        return type(self).ITEMS(scene, paint, seats)


__all__ = ["EndTable", "FamilyUiBase", "MakesEnd", "MakesItems"]
