"""A regular player's sport record (RULES_SPORT.md): games, wins and points.

Points are never worked out here: a finished sport game is replayed through the engine
(``GameRepository.load``, :class:`~mafia_desktop.storage.results.GameResults`) and its
final state gives the winners and each seat's :func:`~mafia_desktop.rules.sport.points`.
"""

from __future__ import annotations

from collections.abc import Iterable

from mafia_desktop.rules.sport import SportRole

from ..results import FamilyStats, GameResult, GameResults, game_result

#: The sport columns of a player's record, in the Players view's order: by team, then
#: the two roles with a night check.
SPORT_KEYS: tuple[str, ...] = ("red", "black", "sheriff", "don")

#: A player's finished sport games (:class:`~mafia_desktop.storage.results.FamilyStats`
#: by :data:`SPORT_KEYS`).
SportStats = FamilyStats
#: A finished sport game's result, and each game's replayed once per stored log.
SportResult = GameResult
SportResults = GameResults
sport_result = game_result


def sport_keys(role: SportRole) -> tuple[str, ...]:
    """The columns a game in ``role`` counts in: its team, and the role when it checks."""
    keys = (role.team.value,)
    return keys + (role.value,) if role in (SportRole.SHERIFF, SportRole.DON) else keys


def sport_stats(games: Iterable[tuple[SportRole, int, GameResult]]) -> FamilyStats:
    """Add up ``(role dealt, seat, result)`` of a player's finished sport games."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    total, wins, count = 0.0, 0, 0
    for role, seat, result in games:
        count += 1
        win = role.team in result.winners
        wins += win
        total += result.points.get(seat, 0.0)
        for key in sport_keys(role):
            played[key] = played.get(key, 0) + 1
            won[key] = won.get(key, 0) + win
    return FamilyStats(games=count, wins=wins, points=round(total, 2) + 0.0,
                       games_by=played, wins_by={k: v for k, v in won.items() if v})


__all__ = ["SPORT_KEYS", "SportResult", "SportResults", "SportStats", "sport_keys",
           "sport_result", "sport_stats"]
