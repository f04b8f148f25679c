"""A finished game's result as the engine ends it, for the players' statistics of any
rules family: the winners and each seat's points from the replayed stored log
(:class:`GameResults` keeps each game's :class:`GameResult` while its stored log stays
the same, in memory and in the database's ``game_results`` (schema v7), so a game is
replayed once, not at every refresh nor in every session), and
:class:`FamilyStats`, a player's record in one family (games, wins, points, by key).

Points are never worked out here: the family's own ``points`` (``rules.family_of``)
gives them for the game's final state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from mafia_desktop.rules import Game
from mafia_desktop.rules.family import HasValue, family_of

from .sql_types import SqlValue


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game as the engine ends it: the winning sides (``()`` a draw) and
    every seat's points (the family's ``points``)."""

    winners: tuple[HasValue, ...]
    points: dict[int, float]


def game_result(game: Game) -> GameResult | None:
    """The result of ``game`` from its final state, or ``None`` when it has not ended."""
    state = game.state
    if state.outcome is None:
        return None
    scored = family_of(state.setup).points(state)
    return GameResult(tuple(state.outcome.winners),
                      {seat: part.points for seat, part in scored.items()})


@dataclass(frozen=True, slots=True)
class FamilyStats:
    """A player's finished games of one family, counted by the family's keys.

    Attributes:
        games / wins: finished games played, and those their side won (a draw is no win).
        points: the sum of their points over those games, two decimals.
        games_by / wins_by: the same by the family's keys (sport: ``red``/``black``,
            ``sheriff``, ``don``).
    """

    games: int = 0
    wins: int = 0
    points: float = 0.0
    games_by: dict[str, int] = field(default_factory=dict)
    wins_by: dict[str, int] = field(default_factory=dict)


#: What changes with a stored log: its end time and number of actions (compared only).
Version = tuple[object, ...]


def result_text(result: GameResult) -> str:
    """``result`` as the JSON text ``game_results`` keeps: ``{"winners": [side ids],
    "points": {"seat": points}}``."""
    return json.dumps({"winners": [w.value for w in result.winners],
                       "points": {str(seat): p for seat, p in result.points.items()}},
                      sort_keys=True)


def read_result(text: object, side: Callable[[object], HasValue]) -> GameResult:
    """A kept :func:`result_text`; ``side`` reads a winner (the family's ``side``).

    Raises:
        ValueError: not such a text (a row changed by another tool).
    """
    data = json.loads(text) if isinstance(text, str) else None
    if not isinstance(data, dict) or not isinstance(data.get("winners"), list) \
            or not isinstance(data.get("points"), dict):
        raise ValueError(f"a kept result {text!r:.60} cannot be read")
    points = {int(seat): float(p) for seat, p in data["points"].items()
              if isinstance(p, (int, float)) and not isinstance(p, bool)}
    if len(points) != len(data["points"]):
        raise ValueError(f"a kept result {text!r:.60} cannot be read")
    return GameResult(tuple(side(w) for w in data["winners"]), points)


class GameResults:
    """Each finished game's :class:`GameResult`, replayed once per stored log.

    Args:
        load: replays a stored game (``GameRepository.load``); what it raises for a game
            whose log no longer replays makes that game damaged (``None``).
        damaged: the exceptions that mean "this game cannot be read".
        result: a game's result (:func:`game_result`).
        kept: the results kept in the database, ``{game_id: (version, result)}``, read
            once before the first replay (``None``: nothing kept).
    """

    def __init__(self, load: Callable[[int], Game],
                 damaged: tuple[type[BaseException], ...],
                 result: Callable[[Game], GameResult | None] = game_result,
                 kept: Callable[[], Mapping[SqlValue, tuple[Version, GameResult]]] | None = None,
                 ) -> None:
        self._load = load
        self._damaged = damaged
        self._result = result
        self._kept = kept
        self._cache: dict[SqlValue, tuple[Version, GameResult | None]] = {}
        self._new: list[tuple[SqlValue, Version, GameResult]] = []

    def get(self, game_id: SqlValue, version: Version) -> GameResult | None:
        """The result of game ``game_id`` whose stored log is ``version`` (anything that
        changes with the log: its end time and number of actions); ``None`` when it
        cannot be replayed or has not ended."""
        cached = self._cache.get(game_id)
        if cached is not None and cached[0] == version:
            return cached[1]
        if self._kept is not None:
            kept, self._kept = self._kept(), None
            for gid, entry in kept.items():
                self._cache.setdefault(gid, entry)
            return self.get(game_id, version)
        try:
            result = self._result(self._load(game_id)) if isinstance(game_id, int) else None
        except self._damaged:
            result = None
        self._cache[game_id] = (version, result)
        if result is not None:
            self._new.append((game_id, version, result))
        return result

    def taken(self) -> list[tuple[SqlValue, Version, GameResult]]:
        """The results replayed since the last call ``(game_id, version, result)``, to
        keep (a game that no longer replays is not kept: it is tried again)."""
        new, self._new = self._new, []
        return new


__all__ = ["FamilyStats", "GameResult", "GameResults", "game_result", "read_result",
           "result_text"]
