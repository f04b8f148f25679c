"""Read by ``mypy --strict`` in ``tests/test_typed_through.py``, never run (issue 32
point 3, "typed through"): each ``# type: ignore[...]`` below must be needed, so mypy
(``warn_unused_ignores``) fails if a family's panel, controller or UI part were typed
``Any`` again and a typo such as ``s.victimm`` passed unseen."""

from __future__ import annotations

from mafia_desktop.rules.classic import GameState, PublicView
from mafia_desktop.rules.sport import SportState
from mafia_desktop.ui.families.classic.family import UI as CLASSIC
from mafia_desktop.ui.families.classic.panel import PhasePanel
from mafia_desktop.ui.families.sport.actions import ListPick
from mafia_desktop.ui.families.sport.panel import SportPanel
from mafia_desktop.ui.window.actions import ControllerOf


def classic_panel_typo(panel: PhasePanel) -> object:
    """A typo in the classic panel's state."""
    return panel.controller.state.victimm  # type: ignore[attr-defined]


def sport_panel_typo(panel: SportPanel) -> object:
    """A typo in the sport panel's state."""
    return panel.controller.state.victimm  # type: ignore[attr-defined]


def controller_typo(controller: ControllerOf[GameState]) -> object:
    """A typo in a family's controller's state."""
    return controller.state.victimm  # type: ignore[attr-defined]


def another_familys_state(state: SportState) -> str:
    """The classic UI asked about a sport state."""
    return CLASSIC.role_of(state, 1)  # type: ignore[arg-type]


def another_familys_view(before: PublicView, after: SportState) -> list[str]:
    """The classic announcer given something else than its public view."""
    return CLASSIC.announcements(before, after)  # type: ignore[arg-type]


def another_familys_controller(pick: ListPick,
                               controller: ControllerOf[GameState]) -> ListPick:
    """The sport hands pick made on a classic game's controller."""
    return ListPick(pick.kind, controller)  # type: ignore[arg-type]


def right(panel: PhasePanel) -> tuple[int, ...]:
    """What the panel really reads: checked, no error."""
    return panel.controller.state.nominations[0] if panel.controller.state.nominations else ()


#: How many errors the file has with its ignores taken out (the test checks each).
EXPECTED_ERRORS = 6
