"""What each seat card shows in a sport game (host only): the player's fouls, the
speaker, nominations, the hands of this round's ballots, how a player left, and, unless
the players are looking, the role, the night's checks and the shot.

Pure drawing data from the state (``SportState``): the seating scene
(``ui/window/seating.py``) puts it on the cards; no rule is worked out here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport.names import (
    check_answer_name,
    speech_name,
    sport_cause_name,
    sport_role_name,
)
from mafia_desktop.rules.sport import SportState
from mafia_desktop.ui.window.seat_look import MARKS_SEPARATOR, SeatLook

SEPARATOR = MARKS_SEPARATOR
TEAM_COLOURS = {"red": QColor("#c62828"), "black": QColor("#212121")}
FOUL_COLOURS = {1: "#6d4c41", 2: "#6d4c41", 3: "#e65100", 4: "#b71c1c"}


translate = QCoreApplication.translate


def sport_seat_looks(state: SportState, hide: bool) -> list[SeatLook]:
    """The look of every seat, seat 1 first; ``hide``: the players are looking (no role,
    check or shot is shown)."""
    setup = state.setup
    nominated = {t: by for by, t in state.nominations}
    votes = {t: len(vs) for t, vs in state.ballots}
    voted = {v: t for t, vs in state.ballots for v in vs}
    causes = {d.seat: d.cause for d in state.deaths}
    checks: dict[int, list[str]] = {}
    for c in state.checks:
        if c.night == state.phase.number and not state.phase.is_day:
            who = (translate("SportSeats", "don") if c.by == "don"
                   else translate("SportSeats", "sheriff"))
            checks.setdefault(c.target, []).append(f"{who}: {check_answer_name(c.answer)}")
    looks = []
    for seat in range(1, setup.size + 1):
        alive = bool(state.alive[seat - 1])
        marks: list[str] = []
        speaking = seat == state.speaker
        if speaking:
            marks.append(f"<b>{speech_name(state.speech)}</b>")
        if not alive and seat in causes:
            marks.append(f"<b>{sport_cause_name(causes[seat])}</b>")
        fouls = state.fouls[seat - 1]
        if fouls:
            marks.insert(0, f"<span style='color:{FOUL_COLOURS.get(fouls, '#b71c1c')}'><b>"
                         + fill(translate("SportSeats", "fouls: %1"), fouls) + "</b></span>")
        if seat in nominated:
            marks.append(fill(translate("SportSeats", "nominated by %1"), nominated[seat]))
        if seat in votes:
            marks.append("<b>" + fill(translate("SportSeats", "votes: %1"), votes[seat]) + "</b>")
        if seat in voted:
            marks.append(fill(translate("SportSeats", "→ %1"), voted[seat]))
        role = setup.role(seat)
        if hide:
            role_text, colour = "", QColor("black")
        else:
            role_text = sport_role_name(role)
            colour = TEAM_COLOURS[role.team.value]
            if seat in checks:
                marks.append("<span style='color:#6d4c41'>" + "; ".join(checks[seat])
                             + "</span>")
            if state.shot_done and state.shot_target == seat and not state.phase.is_day:
                marks.append("<span style='color:#c62828'>" + translate("SportSeats", "shot tonight") + "</span>")
        looks.append(SeatLook(setup.name(seat), role_text, colour, alive,
                              SEPARATOR.join(marks), speaking))
    return looks
