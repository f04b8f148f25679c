"""The werewolf phase panel: the host's actions beside the seating circle, grouped by
the action table's rows (the night's wake-ups, the day's nominations and vote, the
hunter's shot), each enabled only when the engine allows it; above them what the host
has entered so far this phase (tonight's choices and whom the night still waits for;
today's nominees with their votes). It decides no rule: what it shows is the state's,
what it offers the engine's (``available``, ``checks.waiting_for``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QWidget

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.i18n import names as texts
from mafia_desktop.i18n.werewolf.names import role_name, side_name, stage_name
from mafia_desktop.rules.werewolf import State
from mafia_desktop.rules.werewolf.checks import waiting_for
from mafia_desktop.ui.window.actions import ControllerOf
from mafia_desktop.ui.window.panel_base import PhasePanelBase

from .actions import KINDS, ROWS


def seat_name(state: State, seat: int | None) -> str:
    """"3. Vera" (or "—")."""
    return "—" if seat is None else f"{seat}. {isolate(state.setup.name(seat))}"


class WerewolfPanel(PhasePanelBase):
    """The actions of a werewolf game's current phase (:class:`PhasePanelBase`)."""

    def __init__(self, controller: ControllerOf[State], parent: QWidget | None = None) -> None:
        super().__init__(controller, KINDS, parent)
        self.state_of = controller
        self.info = QLabel()
        self.info.setObjectName("werewolfInfo")
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.RichText)
        self.outer.addWidget(self.info)
        self.boxes: dict[str, QGroupBox] = {}
        for row in ROWS:
            box = QGroupBox()
            box.setLayout(self.button_grid(row, 2))
            self.boxes[row] = box
            self.outer.addWidget(box)
        self.outer.addStretch(1)
        self.retranslate_ui()

    def widest_parts(self) -> Sequence[QWidget]:
        """The three boxes of buttons."""
        return list(self.boxes.values())

    def _night_text(self, s: State) -> str:
        n = s.night
        rows = [fill(self.tr("Werewolves' victim: %1"), seat_name(s, n.attack))]
        for seat, text in ((n.guard, self.tr("Guarded: %1")), (n.heal, self.tr("Healed: %1")),
                           (n.poison, self.tr("Poisoned: %1"))):
            if seat is not None:
                rows.append(fill(text, seat_name(s, seat)))
        if n.check is not None:
            rows.append(fill(self.tr("Seer's check: %1 — %2"), seat_name(s, n.check),
                             side_name(s.role(n.check).side.value)))
        role = waiting_for(s)
        rows.append("<b>" + (fill(self.tr("Still to wake: %1"), role_name(role.value))
                             if role is not None else self.tr("Everyone is woken: D for dawn"))
                    + "</b>")
        return "<br>".join(rows)

    def _day_text(self, s: State) -> str:
        counts: dict[int, int] = {}
        for _, t in s.votes:
            counts[t] = counts.get(t, 0) + 1
        nominees = s.nominees()
        if not nominees:
            return self.tr("No nominations yet.")
        rows = [fill(self.tr("%1 — votes: %2"), seat_name(s, t), counts.get(t, 0))
                for t in nominees]
        rows.append(fill(self.tr("Voted: %1 of %2"), len(s.votes), len(s.living())))
        return "<br>".join(rows)

    def refresh(self) -> None:
        """Redraw from the controller's current state."""
        s = self.state_of.state
        phase = texts.phase_name(s.phase)
        night = s.stage.value == "night"  # "Night 2", not "Night 2 — night"
        self.title.setText(phase if s.ended or night else f"{phase} — {stage_name(s.stage)}")
        if s.ended:
            self.info.setText("")
        elif s.stage.value == "hunter":
            self.info.setText(fill(self.tr("The hunter %1 shoots before anything else."),
                                   seat_name(s, s.shooters[0])))
        elif s.stage.value == "night":
            self.info.setText(self._night_text(s))
        else:
            self.info.setText(self._day_text(s))
        for name, b in self.buttons.items():
            b.setEnabled(self.controller.available(KINDS[name].type))

    def retranslate_ui(self, refresh: bool = True) -> None:
        """Every fixed text in the current language; ``refresh``: the game's too."""
        self.retranslate_buttons()
        self.boxes["night"].setTitle(self.tr("Night"))
        self.boxes["day"].setTitle(self.tr("Day"))
        self.boxes["hunter"].setTitle(self.tr("The hunter"))
        if refresh:
            self.refresh()


__all__ = ["WerewolfPanel", "seat_name"]
