"""The classic game-over table's rows (``ui/window/game_over.py`` shows them): each
player's seat, name, role (the dealt one too when it changed) and fate."""

from __future__ import annotations

from PySide6.QtCore import QObject

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules.classic import GameState


class ClassicEnd(QObject):
    """The rows of the game-over table of a classic game (words of this context)."""

    def rows(self, state: GameState) -> list[tuple[str, str, str, str]]:
        """(seat, name, role, fate) of every player, seat 1 first."""
        deaths = {d.seat: d for d in state.deaths}
        rows = []
        for i, p in enumerate(state.setup.players):
            role = state.roles[i]
            role_text = names.role_name(role.value)
            if role.value != p.role.value:
                role_text += " " + fill(self.tr("(dealt: %1)"), names.role_name(p.role.value))
            d = deaths.get(p.seat)
            fate = (f"{names.cause_name(d.cause)}, {names.phase_name(d.phase)}" if d
                    else self.tr("alive"))
            rows.append((str(p.seat), p.name, role_text, fate))
        return rows


__all__ = ["ClassicEnd"]
