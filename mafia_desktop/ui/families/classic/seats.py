"""What each seat card shows in a classic game (host only): the name, alive or dead, the
role (its faction's colour) and the marks: nominated (by whom), votes received, the
seat's own vote, protected, checked, the mafia's and the maniac's target (the godfather is
named by the role line alone).
While the players are looking no role and no secret mark is shown.

Pure drawing data from the state: the seating scene (``ui/window/seating.py``) puts it
on the cards; no rule is worked out here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules.classic import GameState, Stage
from mafia_desktop.ui.window.seat_look import MARKS_SEPARATOR, SeatLook

#: Faction colours (text of the role, border of a dead player's card).
FACTION_COLOURS = {"town": QColor("#2e7d32"), "mafia": QColor("#c62828"),
                   "maniac": QColor("#6a1b9a")}


class ClassicSeats(QObject):
    """The classic seat look (its words are of this class's translation context)."""

    def looks(self, state: GameState, hide: bool) -> list[SeatLook]:
        """The look of every seat, seat 1 first; ``hide``: the players are looking (no
        role and no secret mark is shown)."""
        setup = state.setup
        nominated = {t: by for by, t in state.nominations}
        tally = state.tally() if state.stage is Stage.VOTING else {}
        if state.execution is not None and state.stage is not Stage.VOTING:
            tally = dict(state.execution.tally)
        checked = {c.target: c.status for c in state.checks}
        protected = state.doctor_choice if state.phase.is_day else state.protected
        mafia_target = state.mafia.target if state.mafia is not None else None
        maniac_target = state.maniac.target if state.maniac is not None else None
        causes = {d.seat: d.cause for d in state.deaths}
        looks: list[SeatLook] = []
        for seat in range(1, len(setup.players) + 1):
            alive = state.alive[seat - 1]
            role = state.roles[seat - 1]
            marks: list[str] = []
            if not alive:
                marks.append(f"<b>{names.cause_name(causes.get(seat, ''))}</b>")
            if seat in nominated:
                marks.append(fill(self.tr("nominated by %1"), nominated[seat]))
            if seat in tally and state.stage is not Stage.DISCUSSION:
                marks.insert(0, "<b>" + self.tr("%n vote(s)", "", tally[seat]) + "</b>")
            ballot = state.ballots[seat - 1] if state.ballots else None
            if ballot is not None and ballot.target is not None:
                marks.append(fill(self.tr("→ %1"), ballot.target))
            if not hide:
                if seat == protected:
                    marks.append("<span style='color:#1565c0'>" + self.tr("protected") + "</span>")
                if seat in checked:
                    marks.append("<span style='color:#6d4c41'>"
                                 + fill(self.tr("checked: %1"),
                                        names.status_name(checked[seat])) + "</span>")
                if seat == mafia_target:
                    marks.append("<span style='color:#c62828'>" + self.tr("mafia's target")
                                 + "</span>")
                if seat == maniac_target:
                    marks.append("<span style='color:#6a1b9a'>" + self.tr("maniac's target")
                                 + "</span>")
            if hide:
                role_text, colour = "", QColor("black")
            else:
                role_text = names.role_name(role.value)
                colour = FACTION_COLOURS[role.faction.value]
            looks.append(SeatLook(setup.name(seat), role_text, colour, alive,
                                  MARKS_SEPARATOR.join(marks)))
        return looks


_SEATS: ClassicSeats | None = None


def classic_seat_looks(state: GameState, hide: bool) -> list[SeatLook]:
    """The look of every seat of a classic game (:meth:`ClassicSeats.looks`)."""
    global _SEATS
    if _SEATS is None:
        _SEATS = ClassicSeats()
    return _SEATS.looks(state, hide)


__all__ = ["FACTION_COLOURS", "ClassicSeats", "classic_seat_looks"]
