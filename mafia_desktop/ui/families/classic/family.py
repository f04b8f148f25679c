"""The classic family's UI (RULES.md) as the shared UI asks it
(:class:`~mafia_desktop.ui.families.UiFamily`): ``UI``, found by name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QWidget

from mafia_desktop.i18n import names as texts
from mafia_desktop.rules.classic import GameState, PublicView
from mafia_desktop.ui.families import ClubResults, SetupPart, UiFamily
from mafia_desktop.ui.families.base import FamilyUiBase
from mafia_desktop.ui.families.classic.actions import CLICK_KINDS, KINDS
from mafia_desktop.ui.families.classic.announcer import classic_announcements
from mafia_desktop.ui.families.classic.game_over import ClassicEnd
from mafia_desktop.ui.families.classic.panel import PhasePanel
from mafia_desktop.ui.families.classic.projector import ClassicItems
from mafia_desktop.ui.families.classic.seats import classic_seat_looks
from mafia_desktop.ui.families.classic.timer import timer_plan as plan_of
from mafia_desktop.ui.window.actions import ControllerOf, Kind, Pick, stage_of
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.seat_look import SeatLook
from mafia_desktop.ui.window.timer_policy import Durations, TimerPlan

translate = QCoreApplication.translate


class ClassicCards:
    """The classic roles' cards (``cards.py``)."""

    def view(self) -> QWidget:
        """A :class:`~mafia_desktop.ui.families.classic.cards.RoleCard`."""
        from mafia_desktop.ui.families.classic.cards import RoleCard
        return RoleCard()

    def show_to_player(self, parent: QWidget, name: str, seat: int, role_id: str) -> None:
        """The full-screen :class:`~mafia_desktop.ui.families.classic.cards.CardDialog`."""
        from mafia_desktop.ui.families.classic.cards import CardDialog
        dialog = CardDialog(parent)
        dialog.exec_for(name, seat, role_id)
        dialog.deleteLater()

    def paint(self, painter: QPainter, rect: QRectF, role_id: str) -> None:
        """:func:`~mafia_desktop.ui.families.classic.cards.paint_role_card`."""
        from mafia_desktop.ui.families.classic.cards import paint_role_card
        paint_role_card(painter, rect, role_id)


class ClassicUi(FamilyUiBase[GameState, PublicView]):
    """The classic family's action table, panel, seat look and words."""

    name = "classic"
    END = ClassicEnd
    ITEMS = ClassicItems
    cards = ClassicCards()
    tournament = None

    @property
    def kinds(self) -> Mapping[str, Kind]:
        """:data:`~mafia_desktop.ui.families.classic.actions.KINDS`."""
        return KINDS

    def setup_part(self, dialog: QWidget, seed: int | None,
                   club_results: ClubResults | None) -> SetupPart:
        """The new-game dialog's classic pages (``setup.py``)."""
        from mafia_desktop.ui.families.classic.setup import ClassicSetupPart
        return ClassicSetupPart(dialog, seed, club_results)  # type: ignore[arg-type]

    def click_kind(self, state: GameState) -> str | None:
        """A nomination by the clicked seat in the discussion, a vote by it in the vote."""
        return CLICK_KINDS.get(stage_of(state))

    def make_pick(self, kind: Kind, controller: ControllerOf[GameState]) -> Pick:
        """A :class:`~mafia_desktop.ui.window.actions.Pick` of ``kind``."""
        return Pick(kind, controller)

    def standing_pick(self, controller: ControllerOf[GameState]) -> Pick | None:
        """None: nothing stands between two actions in a classic game."""
        return None

    def make_panel(self, controller: ControllerOf[GameState]) -> PhasePanelBase:
        """The classic phase panel (``panel.py``)."""
        return PhasePanel(controller)

    def seat_looks(self, state: GameState, hide: bool) -> Sequence[SeatLook]:
        """``seats.py``'s :func:`classic_seat_looks`."""
        return classic_seat_looks(state, hide)

    def role_of(self, state: GameState, seat: int) -> str:
        """The role id of ``seat`` now (a new godfather's is ``godfather``)."""
        return state.roles[seat - 1].value

    penalties_after_end = False

    def timer_plan(self, state: GameState, durations: Durations,
                   now: datetime | None = None) -> TimerPlan | None:
        """What the timer shows now (``timer.py``)."""
        return plan_of(state, durations, now)

    def announcements(self, before: PublicView, after: PublicView) -> list[str]:
        """What the announcer says from public view ``before`` to ``after``."""
        return classic_announcements(before, after)

    def stage_name(self, state: GameState) -> str:
        """The stage's name ("voting")."""
        return texts.stage_name(state.stage.value)

    def hint(self, state: GameState) -> str:
        """What the host does next in the discussion, the vote or otherwise."""
        stage = stage_of(state)
        if stage == "voting":
            return translate("MainWindow",
                             "Enter a vote: the voter's seat, then the candidate's.")
        if stage == "discussion":
            return translate("MainWindow", "Click a seat to nominate: the nominator, then "
                             "the candidate. Press a letter for another action (F1).")
        return translate("MainWindow", "Press an action's button or key (F1 lists them).")


#: The classic family's UI.
UI: UiFamily[GameState, PublicView] = ClassicUi()

__all__ = ["UI", "ClassicCards", "ClassicUi"]
