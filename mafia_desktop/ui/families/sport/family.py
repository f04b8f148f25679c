"""The sport family's UI (RULES_SPORT.md) as the shared UI asks it
(:class:`~mafia_desktop.ui.families.UiFamily`): ``UI``, found by name
(``rules.families.FAMILY_NAMES``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desktop.i18n.sport.names import sport_stage_name
from mafia_desktop.rules.sport import SportPublicView, SportState, sport_available
from mafia_desktop.ui.families import (
    ClubResults,
    SetupPart,
    StartGame,
    TournamentHost,
    TournamentView,
    UiFamily,
)
from mafia_desktop.ui.families.base import FamilyUiBase
from mafia_desktop.ui.families.sport.actions import SPORT_CLICK_KINDS, SPORT_KINDS, ListPick
from mafia_desktop.ui.families.sport.actions import standing_pick as hands_pick
from mafia_desktop.ui.families.sport.announcer import SPORT_STEPS
from mafia_desktop.ui.families.sport.game_over import SportEnd
from mafia_desktop.ui.families.sport.panel import SportPanel
from mafia_desktop.ui.families.sport.projector import SportItems
from mafia_desktop.ui.families.sport.seats import sport_seat_looks
from mafia_desktop.ui.families.sport.timer import timer_plan as plan_of
from mafia_desktop.ui.window.actions import ControllerOf, Kind, Pick, stage_of
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.seat_look import SeatLook
from mafia_desktop.ui.window.timer_policy import Durations, TimerPlan

if TYPE_CHECKING:  # pragma: no cover - made when first asked
    from mafia_desktop.storage import GameRepository
    from mafia_desktop.ui.players_screen.projector_table import TableScene

translate = QCoreApplication.translate


def sport_hint(state: SportState) -> str:
    """What the host does next in a sport game, with the keys (F1 lists them all)."""
    if state.speaker is not None and str(state.stage.value) == "speeches":
        return translate("MainWindow", "Space ends the speech. Click a seat (or N) to "
                         "nominate it; F and a seat gives a foul (F1 lists the keys).")
    if state.speaker is not None:
        return translate("MainWindow", "Space ends the speech; F and a seat gives a foul "
                         "(F1 lists the keys).")
    if not state.phase.is_day:
        if state.phase.number == 0:
            return translate("MainWindow", "Night 0: let the agreement minute run; nobody "
                             "shoots or checks. E ends the night.")
        left = [sport_available(state, t) for t in ("shot", "don_check", "sheriff_check")]
        if sport_available(state, "best_move"):
            return translate("MainWindow", "Wake the shot player at the end of the night: B "
                             "and their best move's seats, then Enter (S-BEST-1); E ends "
                             "the night.")
        if not any(left):
            return translate("MainWindow", "Everything of the night is entered: E ends the "
                             "night (Ctrl+Z to change an entry).")
        return translate("MainWindow", "K and a seat: the shot; P: missed; D and C: the "
                         "checks; E ends the night.")
    return translate("MainWindow", "Press an action's button or key (F1 lists them).")


class SportTournament:
    """The sport tournament's tools (``tournament/``)."""

    def window(self, parent: TournamentHost, repository: GameRepository) -> TournamentView:
        """The :class:`~.tournament.window.TournamentWindow` on ``repository``."""
        from mafia_desktop.storage.sport.tournaments import TournamentRepository
        from mafia_desktop.ui.families.sport.tournament.window import TournamentWindow
        return TournamentWindow(parent, TournamentRepository(repository))

    def open_schedule(self, parent: QWidget, start: StartGame,
                      path: str | None = None) -> object:
        """:func:`~.tournament.schedule.open_schedule`."""
        from mafia_desktop.ui.families.sport.tournament.schedule import open_schedule
        return open_schedule(parent, start, path)

    def standings_scene(self, parent: QWidget | None = None) -> TableScene:
        """The standings on the players' screen (:class:`StandingsScene`)."""
        from mafia_desktop.ui.families.sport.tournament.projector_standings import (
            StandingsScene,
        )
        return StandingsScene(parent)


class SportUi(FamilyUiBase[SportState, SportPublicView]):
    """The sport family's action table, picks, panel, seat look and words."""

    name = "sport"
    END = SportEnd
    ITEMS = SportItems
    cards = None  # the role cards are the classic roles'
    tournament = SportTournament()

    @property
    def kinds(self) -> Mapping[str, Kind]:
        """:data:`~mafia_desktop.ui.families.sport.actions.SPORT_KINDS`."""
        return SPORT_KINDS

    def setup_part(self, dialog: QWidget, seed: int | None,
                   club_results: ClubResults | None) -> SetupPart:
        """The new-game dialog's sport pages (``setup.py``)."""
        from mafia_desktop.ui.families.sport.setup import SportSetupPart
        return SportSetupPart(dialog)

    def click_kind(self, state: SportState) -> str | None:
        """In the speeches a click is the speaker's nomination of that seat."""
        return SPORT_CLICK_KINDS.get(stage_of(state))

    def make_pick(self, kind: Kind, controller: ControllerOf[SportState]) -> Pick:
        """A :class:`ListPick` for a row that lists seats, else a plain pick."""
        return ListPick(kind, controller) if kind.many else Pick(kind, controller)

    def standing_pick(self, controller: ControllerOf[SportState]) -> Pick | None:
        """The hands pick while a ballot or the raise-all question is open."""
        return hands_pick(controller)

    def make_panel(self, controller: ControllerOf[SportState]) -> PhasePanelBase:
        """The sport phase panel (``panel.py``)."""
        return SportPanel(controller)

    def seat_looks(self, state: SportState, hide: bool) -> Sequence[SeatLook]:
        """``seats.py``'s :func:`sport_seat_looks`."""
        return sport_seat_looks(state, hide)

    def role_of(self, state: SportState, seat: int) -> str:
        """The role id of ``seat``."""
        return state.role(seat).value

    penalties_after_end = True

    def timer_plan(self, state: SportState, durations: Durations,
                   now: datetime | None = None) -> TimerPlan | None:
        """What the timer shows now (``timer.py``)."""
        return plan_of(state, durations, now)

    def announcements(self, before: SportPublicView, after: SportPublicView) -> list[str]:
        """What the announcer says from public view ``before`` to ``after``."""
        return [text for step in SPORT_STEPS for text in step(before, after)]

    def stage_name(self, state: SportState) -> str:
        """The stage's name ("the speeches")."""
        return sport_stage_name(state.stage)

    def hint(self, state: SportState) -> str:
        """:func:`sport_hint`."""
        return sport_hint(state)


#: The sport family's UI.
UI: UiFamily[SportState, SportPublicView] = SportUi()

__all__ = ["UI", "SportUi", "sport_hint"]
