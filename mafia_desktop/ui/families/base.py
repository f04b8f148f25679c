"""What every family's :class:`~mafia_desktop.ui.families.UiFamily` does the same way,
and THE defaults a family gets by writing nothing (issue 32 point 4). A family's UI
class derives from :class:`FamilyUiBase` over its state and public view
(``FamilyUiBase[GameState, PublicView]``), gives its ``name`` and ``kinds`` (its action
table), ``click_kind``, ``seat_looks``... only where they differ, and ``hint``; the rest
is the default:

* the players' screen: ``ITEMS`` = :class:`~mafia_desktop.ui.players_screen.screen_items.ScreenItems`
  (the family's room's words, ``i18n/<name>/screen.py``, else the plain screen, laid
  out), the announcer :func:`~.plain_announcer.plain_announcements`;
* the phase panel :class:`~.plain_panel.PlainPanel` (a row of buttons per ``Kind.row``);
* the game-over table ``END`` = :class:`PlainEnd` (seat, name, role, how they left);
* the host's seat cards :meth:`FamilyUiBase.seat_looks` (the role in its side's colour,
  how a player left);
* a plain pick, no standing pick, no timer, no role cards, no tournament, no penalty
  after the end; a side's, a rule's and a stage's name from the family's words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtWidgets import QGraphicsScene

from mafia_desktop.i18n import names
from mafia_desktop.i18n.family import words_of
from mafia_desktop.rules.family import AnyPublicView, AnyState
from mafia_desktop.ui.players_screen.screen_items import ScreenItems

from .plain_announcer import plain_announcements

if TYPE_CHECKING:  # pragma: no cover - the shapes only
    from datetime import datetime

    from mafia_desktop.ui.families import RoleCards, SceneItems, Tournament
    from mafia_desktop.ui.players_screen.projector_layout import Paint
    from mafia_desktop.ui.window.actions import ControllerOf, Kind, Pick
    from mafia_desktop.ui.window.panel_base import PhasePanelBase
    from mafia_desktop.ui.window.seat_look import SeatLook
    from mafia_desktop.ui.window.timer_policy import Durations, TimerPlan

StateT = TypeVar("StateT", bound=AnyState)
ViewT = TypeVar("ViewT", bound=AnyPublicView)
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


class PlainEnd:
    """THE default game-over table: every player's seat, name, role (the family's
    words) and how they left (its ``cause_name``), or "alive"."""

    def rows(self, state: AnyState) -> list[tuple[str, str, str, str]]:
        """(seat, name, role, fate) of every player, seat 1 first."""
        from PySide6.QtCore import QCoreApplication
        words = words_of(state.family)
        left = {d.seat: d.cause for d in state.deaths}
        alive = QCoreApplication.translate("Report", "alive")
        return [(str(p.seat), p.name, words.role_name(p.role.value),
                 words.cause_name(left[p.seat]) if p.seat in left else alive)
                for p in state.setup.players]


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
    END: ClassVar[MakesEnd] = PlainEnd
    ITEMS: ClassVar[MakesItems] = ScreenItems
    _end: ClassVar[EndTable[Any] | None] = None
    cards: RoleCards | None = None
    tournament: Tournament | None = None
    penalties_after_end: bool = False

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
        """The players' screen's items (``projector.py``; by default the room's words
        laid out, ``screen_items.py``)."""
        return type(self).ITEMS(scene, paint, seats)

    # -- the defaults a family overrides where it differs ---------------------------

    def announcements(self, before: ViewT, after: ViewT) -> list[str]:
        """What the announcer says from ``before`` to ``after`` (by default
        :func:`~.plain_announcer.plain_announcements`: the phase, who left, the end)."""
        return plain_announcements(before, after)

    def make_pick(self, kind: Kind, controller: ControllerOf[StateT]) -> Pick:
        """A plain :class:`~mafia_desktop.ui.window.actions.Pick` of ``kind``."""
        from mafia_desktop.ui.window.actions import Pick
        return Pick(kind, controller)

    def standing_pick(self, controller: ControllerOf[StateT]) -> Pick | None:
        """None: nothing stands between two actions."""
        return None

    def make_panel(self, controller: ControllerOf[StateT]) -> PhasePanelBase:
        """The default panel (:class:`~.plain_panel.PlainPanel`) on the family's
        ``kinds``."""
        from .plain_panel import PlainPanel
        return PlainPanel(controller, self.kinds)

    @property
    def kinds(self) -> Mapping[str, Kind]:
        """The family's action table (every family gives its own)."""
        raise NotImplementedError(f"the {self.name} family's UI names no action table")

    def seat_looks(self, state: StateT, hide: bool) -> Sequence[SeatLook]:
        """Each seat card: the name, the role in its side's colour (nothing while
        ``hide``), alive, how a player left (the family's ``cause_name``)."""
        from html import escape

        from PySide6.QtGui import QColor

        from mafia_desktop.i18n.outcome import role_colour
        from mafia_desktop.ui.window.seat_look import SeatLook
        words = words_of(self.name)
        left = {d.seat: d.cause for d in state.deaths}
        return [SeatLook(p.name, "" if hide else words.role_name(p.role.value),
                         QColor("black") if hide else QColor(role_colour(p.role.value, self.name)),
                         state.alive[p.seat - 1],
                         f"<b>{escape(words.cause_name(left[p.seat]))}</b>" if p.seat in left else "")
                for p in state.setup.players]

    def role_of(self, state: StateT, seat: int) -> str:
        """The role id of ``seat`` (as dealt)."""
        return str(state.setup.players[seat - 1].role.value)

    def timer_plan(self, state: StateT, durations: Durations,
                   now: datetime | None = None) -> TimerPlan | None:
        """None: no timer."""
        return None

    def stage_name(self, state: StateT) -> str:
        """The stage's name (the family's words)."""
        return names.stage_name(state.stage.value, self.name)


__all__ = ["EndTable", "FamilyUiBase", "MakesEnd", "MakesItems", "PlainEnd"]
