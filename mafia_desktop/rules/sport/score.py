"""Points (RULES_SPORT.md §7) and the sport summary ``replay`` prints (§9)."""

from __future__ import annotations

from ..json_types import JsonObject
from ..log_format import summary_head
from .state import SportState


def points(state: SportState) -> dict[int, float]:
    """Each seat's points by the scoring table (S-SCORE-1), rounded to two decimals.

    The win (``points_win``, not for a draw) counts once the game has ended; best
    moves, penalties and bonuses count as soon as they are given.

    Returns:
        seat -> points, for every seat.
    """
    r = state.ruleset
    total = {p.seat: 0.0 for p in state.setup.players}
    if state.outcome is not None:
        for p in state.setup.players:
            if p.role.team in state.outcome.winners:
                total[p.seat] += r.points_win
    for b in state.best_moves:
        if state.setup.black[b.by - 1]:
            continue                      # §7: best-move points for red players only
        if b.black == 2:
            total[b.by] += r.points_best_move_2
        elif b.black == 3:
            total[b.by] += r.points_best_move_3
    penalty = {"fouls": r.penalty_fouls, "disqualified": r.penalty_disqualified,
               "team_defeat": r.penalty_team_defeat}
    for pen in state.penalties:
        total[pen.seat] += penalty[pen.kind]
    for bonus in state.bonuses:
        total[bonus.seat] += bonus.points
    return {seat: round(value, 2) + 0.0 for seat, value in total.items()}


def sport_summary(state: SportState) -> JsonObject:
    """What ``replay`` prints for a sport game (RULES_SPORT.md §9)."""
    name = state.setup.name
    out: JsonObject = {
        **summary_head(state),
        "checks": [{"night": c.night, "by": c.by, "target": name(c.target), "answer": c.answer}
                   for c in state.checks],
        "fouls": {p.name: state.fouls[p.seat - 1] for p in state.setup.players
                  if state.fouls[p.seat - 1]},
        "best_move": None,
    }
    if state.best_moves:
        b = state.best_moves[0]
        out["best_move"] = {"by": name(b.by), "guesses": [name(g) for g in b.guesses],
                            "black": b.black}
    if state.ended:
        out["points"] = {state.setup.name(seat): value
                         for seat, value in points(state).items()}
    return out
