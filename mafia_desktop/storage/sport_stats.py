"""A regular player's sport record (RULES_SPORT.md): games, wins and points.

Points are never worked out here: a finished sport game is replayed through the engine
(``GameRepository.load``) and its final state gives the winners and each seat's
:func:`~mafia_desktop.rules.sport.points`; :class:`SportResults` keeps each game's
:class:`SportResult` while the game's stored log stays the same (its end time and number
of actions), so the Players view replays a game once, not on every refresh.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import SportRole, SportState, Team, points

#: The sport columns of a player's record, in the Players view's order: by team, then
#: the two roles with a night check.
SPORT_KEYS: tuple[str, ...] = ("red", "black", "sheriff", "don")


@dataclass(frozen=True, slots=True)
class SportResult:
    """A finished sport game as the engine ends it: the winning teams (``()`` a draw)
    and every seat's points (S-SCORE-1)."""

    winners: tuple[Team, ...]
    points: dict[int, float]


def sport_result(game: Game) -> SportResult | None:
    """The result of a sport ``game`` from its final state, or ``None`` when it has not
    ended (or is not a sport game)."""
    state = game.state
    if not isinstance(state, SportState) or state.outcome is None:
        return None
    return SportResult(state.outcome.winners, points(state))


@dataclass(frozen=True, slots=True)
class SportStats:
    """A player's finished sport games.

    Attributes:
        games / wins: finished sport games played, and those their team won (a draw is
            no win).
        points: the sum of their points over those games (S-SCORE-1), two decimals.
        games_by / wins_by: the same by :data:`SPORT_KEYS`: ``red``/``black`` (the team
            of the role dealt), ``sheriff``, ``don``.
    """

    games: int = 0
    wins: int = 0
    points: float = 0.0
    games_by: dict[str, int] = field(default_factory=dict)
    wins_by: dict[str, int] = field(default_factory=dict)


def sport_keys(role: SportRole) -> tuple[str, ...]:
    """The columns a game in ``role`` counts in: its team, and the role when it checks."""
    keys = (role.team.value,)
    return keys + (role.value,) if role in (SportRole.SHERIFF, SportRole.DON) else keys


def sport_stats(games: Iterable[tuple[SportRole, int, SportResult]]) -> SportStats:
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
    return SportStats(games=count, wins=wins, points=round(total, 2) + 0.0,
                      games_by=played, wins_by={k: v for k, v in won.items() if v})


class SportResults:
    """Each finished sport game's :class:`SportResult`, replayed once per stored log.

    Args:
        load: replays a stored game (``GameRepository.load``); what it raises for a game
            whose log no longer replays makes that game damaged (``None``).
        damaged: the exceptions that mean "this game cannot be read".
    """

    def __init__(self, load: Callable[[int], Game],
                 damaged: tuple[type[BaseException], ...]) -> None:
        self._load = load
        self._damaged = damaged
        self._cache: dict[Any, tuple[Any, SportResult | None]] = {}

    def get(self, game_id: Any, version: Any) -> SportResult | None:
        """The result of game ``game_id`` whose stored log is ``version`` (anything that
        changes with the log: its end time and number of actions); ``None`` when it
        cannot be replayed or has not ended."""
        cached = self._cache.get(game_id)
        if cached is not None and cached[0] == version:
            return cached[1]
        try:
            result = sport_result(self._load(game_id)) if isinstance(game_id, int) else None
        except self._damaged:
            result = None
        self._cache[game_id] = (version, result)
        return result


__all__ = ["SPORT_KEYS", "SportResult", "SportResults", "SportStats", "sport_keys",
           "sport_result", "sport_stats"]
