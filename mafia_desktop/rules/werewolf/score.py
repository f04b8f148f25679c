"""The evening's points of a finished werewolf game (W-SCORE-1): 1 for each player of
the winning side, 0 for the others."""

from __future__ import annotations

from ..family import SeatPoints
from .state import State


def points(state: State) -> dict[int, SeatPoints]:
    """Seat -> its points (W-SCORE-1); every seat 0 while the game goes on."""
    winners = state.outcome.winners if state.outcome else ()
    return {p.seat: SeatPoints(1.0 if p.role.side in winners else 0.0,
                               p.role.side in winners) for p in state.setup.players}


__all__ = ["points"]
