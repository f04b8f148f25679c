"""The tiny family's UI (test-only): its action table (two rows, keys V and K), a phase
panel on the shared base, its seat look, its players'-screen items on the shared table
items, its announcer, no timer and no new-game part (a tiny game is opened from a setup).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene, QVBoxLayout, QWidget

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import role_name, rule_title, side_name, stage_name
from mafia_desktop.ui.families import SceneItems, SetupPart, UiFamily
from mafia_desktop.ui.players_screen.projector_geometry import (
    HEIGHT,
    PANEL_W,
    PANEL_X,
    SeatPlace,
    free_centre,
    line_height,
    wrap,
)
from mafia_desktop.ui.players_screen.projector_layout import (
    Z_PANEL,
    Z_SEATS,
    Z_WINNERS,
    Paint,
    SeatBase,
    TableItems,
    Text,
)
from mafia_desktop.ui.window.actions import ControllerOf, GameController, Kind, Pick, kind_table
from mafia_desktop.ui.window.panel_base import PhasePanelBase
from mafia_desktop.ui.window.seat_look import SeatLook
from mafia_desktop.ui.window.timer_policy import Durations, TimerPlan

from .rules import PublicSeat, PublicView, State
from .words import ROLES, SIDES

KINDS: dict[str, Kind] = kind_table(
    "tiny",
    Kind("vote", ("target",), "Vote out", "V", ("Whom does the town vote out?",), row="day"),
    Kind("kill", ("target",), "Night kill", "K", ("Whom do the wolves kill?",), row="night"),
)


class TinyPanel(PhasePanelBase):
    """The title and the two rows' buttons, each enabled when the engine allows it."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(controller, KINDS, parent)
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        outer.addLayout(self.button_row("day"))
        outer.addLayout(self.button_row("night"))
        outer.addStretch(1)
        self.retranslate_ui()

    def widest_parts(self) -> Sequence[QWidget]:
        return list(self.buttons.values())

    def refresh(self) -> None:
        state = self.controller.state
        self.title.setText(f"{state.phase} — {stage_name(state.stage.value, 'tiny')}")
        for name, b in self.buttons.items():
            b.setEnabled(self.controller.available(KINDS[name].type))

    def retranslate_ui(self, refresh: bool = True) -> None:
        self.retranslate_buttons()
        if refresh:
            self.refresh()


COLOURS = {"village": QColor("#2e7d32"), "wolves": QColor("#8e2424")}


def seat_looks(state: State, hide: bool) -> list[SeatLook]:
    looks = []
    causes = {d.seat: d.cause for d in state.deaths}
    for p in state.setup.players:
        alive = state.alive[p.seat - 1]
        marks = "" if alive else f"<b>{causes.get(p.seat, '')}</b>"
        text = "" if hide else ROLES[p.role.value]
        colour = QColor("black") if hide else COLOURS[p.role.side.value]
        looks.append(SeatLook(p.name, text, colour, alive, marks))
    return looks


def announcements(before: PublicView, after: PublicView) -> list[str]:
    """A new phase; who left (by seat and name, never a role before the end); the end."""
    lines = []
    if (before.phase_kind, before.phase_number) != (after.phase_kind, after.phase_number):
        lines.append(f"{after.phase_kind.capitalize()} {after.phase_number} begins.")
    for b, a in zip(before.seats, after.seats):
        if b.alive and not a.alive:
            lines.append(fill("Player %1, %2, leaves the game.", a.seat, a.name))
    if after.ended and not before.ended:
        lines.append("The game is over: " + ", ".join(SIDES[w] for w in after.winners) + " win.")
    return lines


class TinySeat(SeatBase):
    __slots__ = ("line",)

    def __init__(self, scene: QGraphicsScene, paint: Paint, place: SeatPlace) -> None:
        super().__init__(scene, paint, place)
        self.line = Text(scene, paint, Z_SEATS)

    def show(self, seat: PublicSeat, look: dict[str, str]) -> None:
        if self.unchanged((seat, look["kind"])):
            return
        p = self.place
        x, y, r = p.x, p.y, p.r
        self.disc.show((x - r, y - r, 2 * r, 2 * r), (look["muted"], 3),
                       look["seat"] if seat.alive else look["dead"])
        self.number.show(str(seat.seat), r * 0.95, look["text"], x, y - r * 0.62, bold=True,
                         anchor="center", max_width=1.5 * r)
        if seat.alive:
            self.cross.hide()
        else:
            self.cross.show((x - r * 0.7, y - r * 0.7, x + r * 0.7, y + r * 0.7),
                            (look["accent"], 5))
        self.name.show(seat.name, p.name_px, look["text"] if seat.alive else look["muted"],
                       p.tx, p.name_y, bold=seat.alive, anchor=p.anchor, max_width=p.width,
                       min_scale=0.6)
        if seat.role is not None:
            self.line.show(ROLES[seat.role], p.status_px, look["accent"], p.tx, p.status_y,
                           bold=True, anchor=p.anchor, max_width=p.width)
        else:
            self.line.hide()


class TinyItems(TableItems[TinySeat]):
    """The table, the seats, the panel with what the room has heard, the winners."""

    def __init__(self, scene: QGraphicsScene, paint: Paint, seats: int) -> None:
        self._scene, self._paint = scene, paint
        super().__init__(scene, paint, seats, TinySeat)
        self.said: list[Text] = []
        self.winners = Text(scene, paint, Z_WINNERS)

    def night_look(self, view: PublicView) -> bool:
        return view.phase_kind == "night" and not view.ended

    def show_timer(self, view: PublicView, look: dict[str, str],
                   timer: tuple[int, str, str] | None) -> None:
        """No timer in a tiny game."""

    def announcements(self, view: PublicView) -> list[str]:
        gone = [s for s in view.seats if not s.alive]
        lines = [fill("Left the game: %1", ", ".join(s.name for s in gone))] if gone else []
        if view.ended:
            lines.append("Winners: " + ", ".join(SIDES[w] for w in view.winners))
        return lines

    def show(self, view: PublicView, look: dict[str, str], timer: tuple[int, str, str] | None,
             show_tally: bool = True) -> None:
        room = PANEL_X - 16 - 44
        self.title.show(f"{view.phase_kind.capitalize()} {view.phase_number}", 72,
                        look["text"], 40, 20, bold=True, max_width=room)
        self.stage.show(stage_name(view.stage, "tiny"), 36, look["muted"], 44, 108,
                        max_width=room)
        g = self.geometry
        self.table.show(g.ellipse, (look["muted"], 3), look["table"])
        self.sky.show("" if view.ended else view.phase_kind, g.cx, g.cy, look)
        for items, seat in zip(self.seats, view.seats):
            items.show(seat, look)
        self.panel.show((PANEL_X, 24, PANEL_W, HEIGHT - 48), (look["muted"], 2), look["panel"])
        y, shown = 40.0, 0
        metrics = self._paint.font(30, True, False)[1]
        for paragraph in self.announcements(view):
            for line in wrap(paragraph, metrics, PANEL_W - 48):
                if shown == len(self.said):
                    self.said.append(Text(self._scene, self._paint, Z_PANEL))
                self.said[shown].show(line, 30, look["text"], PANEL_X + 24, y, bold=True,
                                      max_width=PANEL_W - 48)
                shown += 1
                y += line_height(30, True) + 2
        for item in self.said[shown:]:
            item.hide()
        if view.ended:
            left, top, right, bottom = free_centre(self.geometry, self.places,
                                                   line_height(76, True))
            text = ", ".join(SIDES[w] for w in view.winners)
            self.winners.show(text, 76, look["text"], (left + right) / 2, top, bold=True,
                              anchor="center", max_width=right - left)
        else:
            self.winners.hide()


class TinyUi:
    name = "tiny"
    cards = None
    tournament = None
    penalties_after_end = False

    @property
    def kinds(self) -> Mapping[str, Kind]:
        return KINDS

    def setup_part(self, dialog: QWidget, seed: int | None, club_results: Any) -> SetupPart:
        raise NotImplementedError("a tiny game is opened from its setup")

    def click_kind(self, state: State) -> str | None:
        return None if state.ended else ("vote" if state.stage.value == "vote" else "kill")

    def make_pick(self, kind: Kind, controller: ControllerOf[State]) -> Pick:
        return Pick(kind, controller)

    def standing_pick(self, controller: ControllerOf[State]) -> Pick | None:
        return None

    def make_panel(self, controller: ControllerOf[State]) -> PhasePanelBase:
        return TinyPanel(controller)

    def seat_looks(self, state: State, hide: bool) -> Sequence[SeatLook]:
        return seat_looks(state, hide)

    def role_of(self, state: State, seat: int) -> str:
        return str(state.setup.players[seat - 1].role.value)

    def side_name(self, side: str) -> str:
        return side_name(side, "tiny")

    def rule_title(self, rule: str) -> str:
        return rule_title(rule)

    def end_rows(self, state: State) -> list[tuple[str, str, str, str]]:
        causes = {d.seat: d.cause for d in state.deaths}
        return [(str(p.seat), p.name, role_name(p.role.value, "tiny"),
                 causes.get(p.seat, "alive")) for p in state.setup.players]

    def timer_plan(self, state: State, durations: Durations,
                   now: datetime | None = None) -> TimerPlan | None:
        return None

    def scene_items(self, scene: QGraphicsScene, paint: Paint,
                    seats: int) -> SceneItems[PublicView]:
        return TinyItems(scene, paint, seats)

    def announcements(self, before: PublicView, after: PublicView) -> list[str]:
        return announcements(before, after)

    def stage_name(self, state: State) -> str:
        return stage_name(state.stage.value, "tiny")

    def hint(self, state: State) -> str:
        return "Click a seat: the vote by day, the wolves' kill by night."


#: Annotated so mypy checks every member against the tiny family's own types.
UI: UiFamily[State, PublicView] = TinyUi()
