"""The sport game-over table's rows (``ui/window/game_over.py`` shows them): each
player's seat, name, role, how they left, fouls, penalties after the end and points."""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport.names import sport_cause_name, sport_role_name
from mafia_desktop.rules.sport import SportState, points


class SportEnd(QObject):
    """The rows of the game-over table of a sport game (words of this context)."""

    def rows(self, state: SportState) -> list[tuple[str, str, str, str]]:
        """(seat, name, role, fate with fouls and points) of every player."""
        totals = points(state)
        deaths = {d.seat: d for d in state.deaths}
        rows = []
        for i, p in enumerate(state.setup.players):
            d = deaths.get(p.seat)
            fate = (f"{sport_cause_name(d.cause)}, {names.phase_name(d.phase)}" if d
                    else self.tr("in the game"))
            fouls = state.fouls[i]
            if fouls:
                fate += " · " + self.tr("%n foul(s)", "", fouls)
            late = [x.kind for x in state.penalties
                    if x.seat == p.seat and x.index > state.end_index]
            if "disqualified" in late:
                fate += " · " + self.tr("disqualified after the end (points only)")
            elif "fouls" in late:
                fate += " · " + self.tr("fourth foul after the end (points only)")
            fate += " · " + fill(self.tr("points: %1"), f"{totals.get(p.seat, 0.0):g}")
            rows.append((str(p.seat), p.name, sport_role_name(p.role), fate))
        return rows


__all__ = ["SportEnd"]
