"""The classic family's result: the summary ``replay`` prints (GAME_LOG.md) and the
evening's points (1 for a win, R-WIN-*)."""

from __future__ import annotations

from ..family import SeatPoints
from ..json_types import JsonObject
from ..log_format import summary_head
from .state import GameState


def classic_summary(state: GameState) -> JsonObject:
    """What ``replay`` prints for a classic game: ``ended``, ``winners`` (faction ids),
    ``phase``, ``stage``, ``outcome_rule``, ``actions``, ``deaths``, ``checks`` and
    ``comparisons`` (GAME_LOG.md)."""
    name = state.setup.name
    return {
        **summary_head(state),
        "checks": [{"night": c.night, "target": name(c.target), "status": c.status}
                   for c in state.checks],
        "comparisons": [{"day": c.day, "a": name(c.a), "b": name(c.b), "answer": c.answer}
                        for c in state.comparisons],
    }


def classic_points(state: GameState) -> dict[int, SeatPoints]:
    """Each seat's part of the evening's table: 1 point for a win (the player's role's
    faction among the winners, R-WIN-*), else 0; nothing while the game goes on."""
    winners = state.outcome.winners if state.outcome else ()
    return {p.seat: SeatPoints(1.0 if won else 0.0, won)
            for p in state.setup.players for won in (p.role.faction in winners,)}


__all__ = ["classic_points", "classic_summary"]
