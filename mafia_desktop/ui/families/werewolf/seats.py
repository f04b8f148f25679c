"""What each seat card shows in a werewolf game (host only): how a player left, today's
nominations and votes, and, unless the players are looking, the role and tonight's
choices (the victim, the guard, the check, the potions). Pure drawing data from the
state; no rule is worked out here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.werewolf.names import SIDE_COLOURS, cause_name, role_name, side_name
from mafia_desktop.rules.werewolf import State
from mafia_desktop.ui.window.seat_look import MARKS_SEPARATOR, SeatLook

translate = QCoreApplication.translate


def _night_marks(state: State, seat: int) -> list[str]:
    n = state.night
    marks = []
    for chosen, text in ((n.attack, translate("WerewolfSeats", "attacked")),
                         (n.guard, translate("WerewolfSeats", "guarded")),
                         (n.heal, translate("WerewolfSeats", "healed")),
                         (n.poison, translate("WerewolfSeats", "poisoned"))):
        if chosen == seat:
            marks.append(f"<span style='color:#8e2424'>{text}</span>")
    if n.check == seat:
        side = side_name(state.role(seat).side.value)
        marks.append(fill(translate("WerewolfSeats", "checked: %1"), side))
    return marks


def seat_looks(state: State, hide: bool) -> list[SeatLook]:
    """The look of every seat, seat 1 first; ``hide``: the players are looking (no
    role, no night choice is shown)."""
    causes = {d.seat: d.cause for d in state.deaths}
    nominated = {t: by for by, t in state.nominations}
    votes: dict[int, int] = {}
    for _, t in state.votes:
        votes[t] = votes.get(t, 0) + 1
    voted = dict(state.votes)
    looks = []
    for p in state.setup.players:
        alive = state.alive[p.seat - 1]
        marks: list[str] = []
        if not alive and p.seat in causes:
            marks.append(f"<b>{cause_name(causes[p.seat])}</b>")
        if p.seat in nominated:
            marks.append(fill(translate("WerewolfSeats", "nominated by %1"), nominated[p.seat]))
        if p.seat in votes:
            marks.append("<b>" + fill(translate("WerewolfSeats", "votes: %1"),
                                      votes[p.seat]) + "</b>")
        if p.seat in voted:
            marks.append(fill(translate("WerewolfSeats", "→ %1"), voted[p.seat]))
        if hide:
            text, colour = "", QColor("black")
        else:
            text, colour = role_name(p.role.value), QColor(SIDE_COLOURS[p.role.side.value])
            if not state.phase.is_day:
                marks += _night_marks(state, p.seat)
        looks.append(SeatLook(p.name, text, colour, alive, MARKS_SEPARATOR.join(marks)))
    return looks


__all__ = ["seat_looks"]
