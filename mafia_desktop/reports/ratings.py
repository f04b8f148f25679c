"""Ratings across games and evenings (issue 14 item 3), with the ``openskill`` library.

The design, in one place:

* **A team model.** Every finished game is one match of its sides: red against black
  (sport, RULES_SPORT.md), town against mafia (classic, RULES.md; a maniac, where one was
  dealt, is a third side of one player). The winners (the stored outcome's factions or
  teams) rank first, every other side shares the last rank; a draw (no winners) is a tie
  of all sides. The model is openskill's Plackett-Luce (``PlackettLuce()``, its defaults:
  a new player is μ 25, σ 25/3).
* **Equal sides.** A team's strength in the model is the sum of its players' μ, so seven
  reds against three blacks would look like a certain red win and every black win would
  move the ratings a lot (over a thousand random games with no skill at all the players
  who often sat black ended far above the others). So each side is filled up to the size
  of the largest one with *empty seats*: fixed ratings at the starting μ with a σ of
  almost nothing, which the model never updates. The model then compares the sides'
  average strength, and a player's rating moves about as much in a side of three as in a
  side of seven.
* **Three ratings per player and family.** Classic and sport are different games, so each
  family has its own ratings. In each: the *overall* rating (every game of the family),
  and a rating *per side* (town / mafia / maniac; red / black): the same match rated
  again with each player's rating for the side they played, so the side ratings say how
  well someone plays the red cards and how well the black ones.
* **Time order.** Games are rated in the order they ended (then by id), from the stored
  finished games only; the result is a pure function of them, so ratings recomputed from
  the stored games are always the same (a removed game simply is not there any more).
* **What is shown.** :attr:`Rating.ordinal` = μ − 3σ, the conservative estimate openskill
  ranks by (a newcomer is 0 and rises as the games make the model sure); the Players view
  shows it with μ ± σ beside it.

:func:`read_finished_games` reads the games through storage's ``GameRepository``
(``list_games`` and ``setup``); :func:`compute_ratings` is pure; :func:`ratings_of` does
both. No Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from openskill.models import PlackettLuce

from mafia_desktop.i18n.family import all_words
from mafia_desktop.rules import name_key
from mafia_desktop.storage import StorageError

#: An empty seat's σ: as near nothing as the model allows, so it takes no share of an
#: update and adds no doubt to its side.
EMPTY_SEAT_SIGMA = 1e-6


@dataclass(frozen=True, slots=True)
class Rating:
    """One rating: ``mu`` (the skill estimate) and ``sigma`` (its uncertainty), in
    openskill's units (a new player is 25 ± 25/3)."""

    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """μ − 3σ: the conservative rating shown and sorted by (0 for a newcomer)."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game as the ratings need it.

    Attributes:
        id: the stored game's id.
        ended_at: when it ended (aware datetime).
        family: ``classic`` or ``sport``.
        players: ``(name, side)`` in seat order; the side is the dealt role's faction
            (``town``/``mafia``/``maniac``) or team (``red``/``black``).
        winners: the winning sides; ``()`` a draw.
    """

    id: int
    ended_at: datetime
    family: str
    players: tuple[tuple[str, str], ...]
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One game in a player's history.

    Attributes:
        game_id / ended_at / family: the game.
        side: the side the player played.
        result: ``win``, ``loss`` or ``draw``.
        before / after: the player's overall rating (of the family) before and after it.
        side_before / side_after: their rating for ``side`` before and after it.
    """

    game_id: int
    ended_at: datetime
    family: str
    side: str
    result: str
    before: Rating
    after: Rating
    side_before: Rating
    side_after: Rating

    @property
    def change(self) -> float:
        """The overall rating's change in this game (ordinal, after − before)."""
        return self.after.ordinal - self.before.ordinal


@dataclass(slots=True)
class PlayerRating:
    """A player's ratings in one family.

    Attributes:
        name: the name as last played.
        family: ``classic`` or ``sport``.
        overall: the rating over every game of the family.
        sides: the rating per side played (:func:`sides_of` ids; a side never played is
            absent).
        history: the rated games, oldest first.
    """

    name: str
    family: str
    overall: Rating
    sides: dict[str, Rating] = field(default_factory=dict)
    history: list[RatedGame] = field(default_factory=list)


class Ratings:
    """Every player's :class:`PlayerRating` per family, as :func:`compute_ratings` left
    them. Players are matched by name (``rules.name_key``: case and spacing aside)."""

    def __init__(self, players: dict[tuple[str, str], PlayerRating], games: int,
                 skipped: int = 0) -> None:
        self._players = players
        #: The number of games rated.
        self.games = games
        #: Finished games left out: a damaged record, or no side won or lost.
        self.skipped = skipped

    def of(self, family: str, name: str) -> PlayerRating | None:
        """The player ``name``'s ratings in ``family``; ``None`` when they played none of
        its finished games."""
        return self._players.get((family, name_key(name)))

    def family(self, family: str) -> list[PlayerRating]:
        """Everyone rated in ``family``, the highest ordinal first (then by name)."""
        rated = [p for (f, _), p in self._players.items() if f == family]
        return sorted(rated, key=lambda p: (-p.overall.ordinal, name_key(p.name)))

    def games_of(self, name: str) -> list[RatedGame]:
        """The player's rated games of every family, newest first."""
        key = name_key(name)
        games = [g for (_, k), p in self._players.items() if k == key for g in p.history]
        return sorted(games, key=lambda g: (g.ended_at, g.game_id), reverse=True)

    def as_table(self) -> dict[tuple[str, str], tuple[float, float]]:
        """Every ``(family, name key)`` and ``side`` rating as ``(μ, σ)`` (the overall
        one under side ``""``): for comparing two computations."""
        out: dict[tuple[str, str], tuple[float, float]] = {}
        for (family, key), p in self._players.items():
            for side, r in (("", p.overall), *p.sides.items()):
                out[(f"{family}/{side}", key)] = (r.mu, r.sigma)
        return out


def _rate(model: Any, teams: list[list[Any]], ranks: list[int]) -> list[list[Any]]:
    """One match of ``teams`` (openskill ratings) with ``ranks``, each side filled with
    empty seats up to the largest; returns the players' new ratings (empty seats
    dropped)."""
    size = max(len(t) for t in teams)
    padded = [t + [model.rating(mu=model.mu, sigma=EMPTY_SEAT_SIGMA)
                   for _ in range(size - len(t))] for t in teams]
    out = model.rate(padded, ranks=ranks)
    return [list(new[:len(t)]) for new, t in zip(out, teams, strict=True)]


def compute_ratings(games: Iterable[FinishedGame], model: Any = None) -> Ratings:
    """Rate ``games`` in time order (ended, then id) as the module's docstring says.

    Args:
        games: the finished games, in any order.
        model: an openskill model (default ``PlackettLuce()``).
    Returns:
        the ratings; a game with fewer than two sides, or whose winners are all its
        sides, is left out (``Ratings.skipped``).
    """
    model = model or PlackettLuce()
    fresh = model.rating()
    start = Rating(fresh.mu, fresh.sigma)
    players: dict[tuple[str, str], PlayerRating] = {}
    current: dict[tuple[str, ...], Any] = {}  # (family, key[, side]) -> openskill rating
    rated = skipped = 0
    for game in sorted(games, key=lambda g: (g.ended_at, g.id)):
        sides = [s for s in sides_of(game.family) if any(p[1] == s for p in game.players)]
        winners = set(game.winners) & set(sides)
        if len(sides) < 2 or (winners and len(winners) == len(sides)):
            skipped += 1
            continue
        rated += 1
        teams = [[(name, name_key(name)) for name, side in game.players if side == s]
                 for s in sides]
        ranks = [0 if not winners or s in winners else 1 for s in sides]

        def ratings(with_side: bool) -> list[list[Any]]:
            return [[current.get((game.family, k, s) if with_side else (game.family, k))
                     or model.rating() for _, k in team] for s, team in zip(sides, teams)]

        before, side_before = ratings(False), ratings(True)
        after, side_after = _rate(model, before, ranks), _rate(model, side_before, ranks)
        for i, s in enumerate(sides):
            result = "draw" if not winners else ("win" if s in winners else "loss")
            for j, (name, k) in enumerate(teams[i]):
                current[(game.family, k)] = after[i][j]
                current[(game.family, k, s)] = side_after[i][j]
                entry = players.get((game.family, k))
                if entry is None:
                    entry = players[(game.family, k)] = PlayerRating(name, game.family, start)
                entry.name = name
                entry.overall = _plain(after[i][j])
                entry.sides[s] = _plain(side_after[i][j])
                entry.history.append(RatedGame(
                    game.id, game.ended_at, game.family, s, result, _plain(before[i][j]),
                    entry.overall, _plain(side_before[i][j]), entry.sides[s]))
    return Ratings(players, rated, skipped)


def _plain(r: Any) -> Rating:
    return Rating(float(r.mu), float(r.sigma))


def _side(role: Any) -> str:
    """A dealt role's side id: its team (sport) or faction (classic)."""
    side = getattr(role, "team", None) or role.faction
    return str(side.value)


def read_finished_games(repository: Any) -> tuple[list[FinishedGame], int]:
    """The stored finished games, oldest first, through ``repository``
    (``GameRepository.list_games(finished=True)`` and ``.setup(id)``).

    Returns:
        the games and the number left out because their record cannot be read (a damaged
        row or setup).
    Raises:
        StorageError: the database cannot be read at all.
    """
    games: list[FinishedGame] = []
    damaged = 0
    for info in repository.list_games(finished=True):
        if info.damaged or info.winners is None or info.ended_at is None:
            damaged += 1
            continue
        try:
            setup = repository.setup(info.id)
        except StorageError:
            damaged += 1
            continue
        games.append(FinishedGame(
            info.id, info.ended_at, info.family,
            tuple((p.name, _side(p.role)) for p in setup.players),
            tuple(str(w.value) for w in info.winners)))
    games.sort(key=lambda g: (g.ended_at, g.id))
    return games, damaged


def ratings_of(repository: Any, model: Any = None) -> Ratings:
    """:func:`compute_ratings` of :func:`read_finished_games` (damaged games count in
    ``Ratings.skipped``).

    Raises:
        StorageError: the database cannot be read at all.
    """
    games, damaged = read_finished_games(repository)
    ratings = compute_ratings(games, model)
    ratings.skipped += damaged
    return ratings


def sides_of(family: str, sides: Sequence[str] | None = None) -> tuple[str, ...]:
    """``family``'s side ids in display order (the family's words, ``i18n.family``;
    only those in ``sides`` when given; ``()`` for a family with no words)."""
    order = next((w.sides for w in all_words() if w.name == family), ())
    return order if sides is None else tuple(s for s in order if s in sides)


__all__ = ["EMPTY_SEAT_SIGMA", "FinishedGame", "PlayerRating",
           "RatedGame", "Rating", "Ratings", "compute_ratings", "ratings_of",
           "read_finished_games", "sides_of"]
