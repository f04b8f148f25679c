"""The werewolf family's UI (``docs/rules-werewolf.md``) as the shared UI asks it
(:class:`~mafia_desktop.ui.families.UiFamily`): ``UI``, found by name
(``rules.families.FAMILY_NAMES``).

What it writes is what differs from the defaults of :class:`FamilyUiBase`: its action
table, the new-game pages, its panel (tonight's choices and whom the night waits for;
today's nominees and votes), its seat cards (tonight's choices for the host), its
announcer (the night's deaths said at dawn, never how; the revote; the hunter), where a
seat click goes and the hint. The players' screen (the room's words of
``i18n/werewolf/screen.py`` laid out by the default items), the game-over table, the
plain picks and no timer are the defaults."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desktop.rules.werewolf import State
from mafia_desktop.rules.werewolf.checks import waiting_for
from mafia_desktop.rules.werewolf.view import PublicView
from mafia_desktop.ui.families import ClubResults, SetupPart, UiFamily
from mafia_desktop.ui.families.base import FamilyUiBase
from mafia_desktop.ui.window.actions import ControllerOf, Kind
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.seat_look import SeatLook

from .actions import CLICK_KINDS, KINDS, NIGHT_CLICKS
from .announcer import announcements
from .panel import WerewolfPanel
from .seats import seat_looks

translate = QCoreApplication.translate


def werewolf_hint(state: State) -> str:
    """What the host does next in a werewolf game, with the keys."""
    stage = state.stage.value
    if stage == "hunter":
        return translate("MainWindow", "The hunter leaves: K and a seat is the last shot.")
    if stage == "night":
        if waiting_for(state) is None:
            return translate("MainWindow", "H and P: the witch's potions (if any); D is dawn.")
        return translate("MainWindow", "A victim · C check · G guard · H, P witch · D dawn")
    if stage == "nominations":
        return translate("MainWindow", "N: a nomination (who, then whom); V: a vote (who, then "
                         "for whom); E closes the vote.")
    return translate("MainWindow", "V: a vote (who, then for whom); E closes the vote.")


class WerewolfUi(FamilyUiBase[State, PublicView]):
    """The werewolf family's action table, new-game pages, panel, seat cards, announcer."""

    name = "werewolf"

    @property
    def kinds(self) -> Mapping[str, Kind]:
        """:data:`.actions.KINDS`."""
        return KINDS

    def setup_part(self, dialog: QWidget, seed: int | None,
                   club_results: ClubResults | None) -> SetupPart:
        """The new-game dialog's werewolf pages (``setup.py``; ``seed``: the deal's)."""
        from .setup import WerewolfSetupPart
        return WerewolfSetupPart(dialog, seed)

    def click_kind(self, state: State) -> str | None:
        """A seat click: at night the choice of the role the night waits for (the
        victim, then the check, then the guard; none once all are in: the witch's
        potions are keys), by day a nomination or a vote, the hunter's shot."""
        if state.ended:
            return None
        if state.stage.value == "night":
            role = waiting_for(state)
            return None if role is None else NIGHT_CLICKS[role.value]
        return CLICK_KINDS.get(state.stage.value)

    def make_panel(self, controller: ControllerOf[State]) -> PhasePanelBase:
        """The werewolf phase panel (``panel.py``)."""
        return WerewolfPanel(controller)

    def seat_looks(self, state: State, hide: bool) -> Sequence[SeatLook]:
        """``seats.py``'s :func:`seat_looks`."""
        return seat_looks(state, hide)

    def announcements(self, before: PublicView, after: PublicView) -> list[str]:
        """What the announcer says from ``before`` to ``after`` (``announcer.py``)."""
        return announcements(before, after)

    def hint(self, state: State) -> str:
        """:func:`werewolf_hint`."""
        return werewolf_hint(state)


#: The werewolf family's UI (annotated: mypy checks every member against its types).
UI: UiFamily[State, PublicView] = WerewolfUi()

__all__ = ["UI", "WerewolfUi", "werewolf_hint"]
