"""The tiny family's UI (test-only): its action table (two rows, keys V and K), where a
seat click goes, and its hint; everything else is the shared default
(``ui/families/base.py`` ``FamilyUiBase``: the panel, the seat cards, the players'
screen, the announcer, the game-over table; no timer), and its new-game part is the
shared deal page (``ui/families/deal_page.py``) with its roles, composition and deal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtWidgets import QWidget

from mafia_desktop.ui.families import SetupPart, UiFamily
from mafia_desktop.ui.families.base import FamilyUiBase
from mafia_desktop.ui.families.deal_page import DealPart
from mafia_desktop.ui.window.actions import Kind, kind_table

from .rules import PublicView, State, composition, deal

KINDS: dict[str, Kind] = kind_table(
    "tiny",
    Kind("vote", ("target",), "Vote out", "V", ("Whom does the town vote out?",), row="day"),
    Kind("kill", ("target",), "Night kill", "K", ("Whom do the wolves kill?",), row="night"),
)


class TinyUi(FamilyUiBase[State, PublicView]):
    name = "tiny"

    @property
    def kinds(self) -> Mapping[str, Kind]:
        return KINDS

    def setup_part(self, dialog: QWidget, seed: int | None, club_results: Any) -> SetupPart:
        return DealPart(dialog, "tiny", title=lambda: "Tiny", roles=("villager", "wolf"),
                        counts=lambda ruleset, n: composition(ruleset, n),
                        deal=deal, deal_rule="T-SETUP-1", seed=seed)

    def click_kind(self, state: State) -> str | None:
        return None if state.ended else ("vote" if state.stage.value == "vote" else "kill")

    def hint(self, state: State) -> str:
        return "Click a seat: the vote by day, the wolves' kill by night."


#: Annotated so mypy checks every member against the tiny family's own types.
UI: UiFamily[State, PublicView] = TinyUi()
