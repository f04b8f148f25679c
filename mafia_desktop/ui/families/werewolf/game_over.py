"""The werewolf game-over table's rows (``ui/window/game_over.py`` shows them): each
player's seat, name, role and how they left, with their point (W-SCORE-1)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.werewolf.names import cause_name, role_name
from mafia_desktop.rules.werewolf import State
from mafia_desktop.rules.werewolf.score import points


class WerewolfEnd(QObject):
    """The rows of the game-over table of a werewolf game."""

    def rows(self, state: State) -> list[tuple[str, str, str, str]]:
        """(seat, name, role, fate and points) of every player."""
        totals = points(state)
        deaths = {d.seat: d for d in state.deaths}
        rows = []
        for p in state.setup.players:
            d = deaths.get(p.seat)
            fate = (f"{cause_name(d.cause)}, {names.phase_name(d.phase)}" if d
                    else self.tr("in the game"))
            fate += " · " + fill(self.tr("points: %1"), f"{totals[p.seat].points:g}")
            rows.append((str(p.seat), p.name, role_name(p.role.value), fate))
        return rows


__all__ = ["WerewolfEnd"]
