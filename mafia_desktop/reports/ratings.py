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
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from openskill.models import PlackettLuce, PlackettLuceRating

from mafia_desktop.i18n.family import all_words, words_of
from mafia_desktop.rules import name_key
from mafia_desktop.storage import GameInfo, GameRepository, StorageError

if TYPE_CHECKING:  # pragma: no cover - the shapes only
    from mafia_desktop.rules.family import AnySetup, HasValue

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


class PlayerRating:
    """A player's ratings in one family.

    Attributes:
        name: the name as last played.
        family: ``classic`` or ``sport``.
        overall: the rating over every game of the family.
        sides: the rating per side played (:func:`sides_of` ids; a side never played is
            absent).
        history: the rated games, oldest first (games taken back from kept rows are
            read into :class:`RatedGame` when it is first asked for).
    """

    __slots__ = ("_history", "_rows", "family", "name", "overall", "sides")

    def __init__(self, name: str, family: str, overall: Rating,
                 sides: dict[str, Rating] | None = None,
                 history: list[RatedGame] | None = None) -> None:
        self.name, self.family, self.overall = name, family, overall
        self.sides: dict[str, Rating] = sides if sides is not None else {}
        self._history: list[RatedGame] = history if history is not None else []
        self._rows: list[_Pending] = []  # kept games, before every game in _history

    @property
    def history(self) -> list[RatedGame]:
        """The rated games, oldest first."""
        if self._rows:
            self._history[:0] = [_rated_game(game_id, ended_at, self.family, row)
                                 for game_id, ended_at, row in self._rows]
            self._rows = []
        return self._history

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerRating):
            return NotImplemented
        return ((self.name, self.family, self.overall, self.sides, self.history)
                == (other.name, other.family, other.overall, other.sides, other.history))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"PlayerRating(name={self.name!r}, family={self.family!r}, "
                f"overall={self.overall!r}, sides={self.sides!r}, "
                f"games={len(self._rows) + len(self._history)})")


#: A rated game's row per player, as ``storage.rating_store`` keeps it: ``(game_id, seat,
#: name, side, result, μ/σ before, μ/σ after, the side's μ/σ before, the side's after)``.
Row = tuple[int, int, str, str, str, float, float, float, float, float, float, float, float]


#: A kept game's row waiting to be read into its player's history: ``(game_id,
#: ended_at, row)`` (:class:`Rater`.take).
_Pending = tuple[int, datetime, Row]


class Ratings:
    """Every player's :class:`PlayerRating` per family, as :func:`compute_ratings` left
    them. Players are matched by name (``rules.name_key``: case and spacing aside).

    A player whose games were taken back from kept rows (:class:`Rater`.take) is read
    into a :class:`PlayerRating` when first asked for, so a view that shows a few
    players reads only theirs."""

    def __init__(self, players: dict[tuple[str, str], PlayerRating], games: int,
                 skipped: int = 0,
                 pending: dict[tuple[str, str], list[_Pending]] | None = None) -> None:
        self._players = players
        self._pending = pending if pending is not None else {}
        #: The number of games rated.
        self.games = games
        #: Finished games left out: a damaged record, or no side won or lost.
        self.skipped = skipped

    def _get(self, key: tuple[str, str]) -> PlayerRating | None:
        """The player of ``(family, name key)``, read from their kept rows if need be."""
        rows = self._pending.pop(key, None)
        if rows:
            self._players[key] = _take_rows(self._players.get(key), key[0], rows)
        return self._players.get(key)

    def _all(self) -> dict[tuple[str, str], PlayerRating]:
        for key in list(self._pending):
            self._get(key)
        return self._players

    def of(self, family: str, name: str) -> PlayerRating | None:
        """The player ``name``'s ratings in ``family``; ``None`` when they played none of
        its finished games."""
        return self._get((family, name_key(name)))

    def family(self, family: str) -> list[PlayerRating]:
        """Everyone rated in ``family``, the highest ordinal first (then by name)."""
        rated = [p for (f, _), p in self._all().items() if f == family]
        return sorted(rated, key=lambda p: (-p.overall.ordinal, name_key(p.name)))

    def games_of(self, name: str) -> list[RatedGame]:
        """The player's rated games of every family, newest first."""
        key = name_key(name)
        for family_key in [k for k in self._pending if k[1] == key]:
            self._get(family_key)
        games = [g for (_, k), p in self._players.items() if k == key for g in p.history]
        return sorted(games, key=lambda g: (g.ended_at, g.game_id), reverse=True)

    def as_table(self) -> dict[tuple[str, str], tuple[float, float]]:
        """Every ``(family, name key)`` and ``side`` rating as ``(μ, σ)`` (the overall
        one under side ``""``): for comparing two computations."""
        out: dict[tuple[str, str], tuple[float, float]] = {}
        for (family, key), p in self._all().items():
            for side, r in (("", p.overall), *p.sides.items()):
                out[(f"{family}/{side}", key)] = (r.mu, r.sigma)
        return out


def _rated_game(game_id: int, ended_at: datetime, family: str, row: Row) -> RatedGame:
    """One game of a player's history from its kept ``row``."""
    (_, _, _, side, result, mu_b, sigma_b, mu_a, sigma_a, s_mu_b, s_sigma_b, s_mu_a,
     s_sigma_a) = row
    return RatedGame(game_id, ended_at, family, side, result, Rating(mu_b, sigma_b),
                     Rating(mu_a, sigma_a), Rating(s_mu_b, s_sigma_b), Rating(s_mu_a, s_sigma_a))


def _apply_row(entry: PlayerRating | None, game_id: int, ended_at: datetime, family: str,
               row: Row) -> PlayerRating:
    """``entry`` (``None``: a player's first game) after the game of ``row``."""
    game = _rated_game(game_id, ended_at, family, row)
    if entry is None:
        entry = PlayerRating(row[2], family, game.after)
    entry.name, entry.overall = row[2], game.after
    entry.sides[game.side] = game.side_after
    entry.history.append(game)
    return entry


def _take_rows(entry: PlayerRating | None, family: str,
               rows: list[_Pending]) -> PlayerRating:
    """``entry`` (``None``: none yet) after the kept games of ``rows``. A new entry takes
    its name and ratings from their last rows and reads its history when asked for."""
    if entry is not None:  # games after those it has: read now, in order
        for game_id, ended_at, row in rows:
            entry = _apply_row(entry, game_id, ended_at, family, row)
        return entry
    last = rows[-1][2]
    entry = PlayerRating(last[2], family, Rating(last[7], last[8]))
    for _, _, row in rows:
        entry.sides[row[3]] = Rating(row[11], row[12])
    entry._rows = rows
    return entry


def _rate(model: PlackettLuce, teams: list[list[Rating]],
          ranks: list[float]) -> list[list[Rating]]:
    """One match of ``teams`` with ``ranks``, each side filled with empty seats up to the
    largest; returns the players' new ratings (empty seats dropped)."""
    size = max(len(t) for t in teams)
    padded = [[model.rating(mu=r.mu, sigma=r.sigma) for r in t]
              + [model.rating(mu=model.mu, sigma=EMPTY_SEAT_SIGMA) for _ in range(size - len(t))]
              for t in teams]
    out = model.rate(padded, ranks=ranks)
    return [[_plain(r) for r in new[:len(t)]] for new, t in zip(out, teams, strict=True)]


class Rater:
    """Rates finished games one by one, in time order (:func:`compute_ratings`), or
    takes games rated before back from their kept rows (:meth:`take`): the same
    players' ratings either way.

    Args:
        model: an openskill model (default ``PlackettLuce()``).
    """

    def __init__(self, model: PlackettLuce | None = None) -> None:
        self.model = model or PlackettLuce()
        fresh = self.model.rating()
        self.start = Rating(fresh.mu, fresh.sigma)
        self._ratings = Ratings({}, 0, 0)
        #: Games rated, and games left out.
        self.rated = self.skipped = 0

    def ratings(self) -> Ratings:
        """Everything rated or taken so far."""
        self._ratings.games, self._ratings.skipped = self.rated, self.skipped
        return self._ratings

    def rate(self, game: FinishedGame) -> list[Row] | None:
        """Rate ``game`` (the next in time order) and return its players' rows; ``None``
        when it is left out: fewer than two sides, or every side among the winners."""
        sides = [s for s in sides_of(game.family) if any(p[1] == s for p in game.players)]
        winners = set(game.winners) & set(sides)
        if len(sides) < 2 or (winners and len(winners) == len(sides)):
            self.skipped += 1
            return None
        self.rated += 1
        family, start = game.family, self.start
        teams = [[(seat, name, name_key(name)) for seat, (name, side)
                  in enumerate(game.players, 1) if side == s] for s in sides]
        ranks: list[float] = [0 if not winners or s in winners else 1 for s in sides]
        before: list[list[Rating]] = []
        side_before: list[list[Rating]] = []
        for s, team in zip(sides, teams, strict=True):
            entries = [self._ratings._get((family, k)) for _, _, k in team]
            before.append([e.overall if e else start for e in entries])
            side_before.append([e.sides.get(s, start) if e else start for e in entries])
        after = _rate(self.model, before, ranks)
        side_after = _rate(self.model, side_before, ranks)
        rows: list[Row] = []
        for i, s in enumerate(sides):
            result = "draw" if not winners else ("win" if s in winners else "loss")
            for j, (seat, name, _) in enumerate(teams[i]):
                b, a, sb, sa = before[i][j], after[i][j], side_before[i][j], side_after[i][j]
                rows.append((game.id, seat, name, s, result, b.mu, b.sigma, a.mu, a.sigma,
                             sb.mu, sb.sigma, sa.mu, sa.sigma))
        players = self._ratings._players
        for row in rows:
            key = (family, name_key(row[2]))
            players[key] = _apply_row(players.get(key), game.id, game.ended_at, family, row)
        return rows

    def take(self, game_id: int, ended_at: datetime, family: str,
             rows: Sequence[Row] | None) -> None:
        """Take back a game rated before from its kept ``rows`` (``None``: it was left
        out), as if :meth:`rate` had rated it now (its players' histories are read when
        first asked for: :class:`Ratings`)."""
        if rows is None:
            self.skipped += 1
            return
        self.rated += 1
        pending = self._ratings._pending
        for row in rows:
            pending.setdefault((family, name_key(row[2])), []).append((game_id, ended_at, row))


def compute_ratings(games: Iterable[FinishedGame], model: PlackettLuce | None = None) -> Ratings:
    """Rate ``games`` in time order (ended, then id) as the module's docstring says.

    Args:
        games: the finished games, in any order.
        model: an openskill model (default ``PlackettLuce()``).
    Returns:
        the ratings; a game with fewer than two sides, or whose winners are all its
        sides, is left out (``Ratings.skipped``).
    """
    rater = Rater(model)
    for game in sorted(games, key=lambda g: (g.ended_at, g.id)):
        rater.rate(game)
    return rater.ratings()


def _plain(r: PlackettLuceRating) -> Rating:
    return Rating(float(r.mu), float(r.sigma))


def _side(role: HasValue, family: str) -> str:
    """A dealt role's side id (a classic faction, a sport team, a werewolf side): the
    family's words table's ``side_of_role`` (a family named nowhere here; ``getattr``
    of ``team``/``faction`` failed on werewolf's roles, and the Players view with it)."""
    role_id = str(role.value)
    return words_of(family).side_of_role.get(role_id, role_id)


def finished_game(info: GameInfo, setup: AnySetup) -> FinishedGame:
    """The :class:`FinishedGame` of a sound finished game's record ``info``
    (``storage.GameInfo``, winners and end time set) and its ``setup``.

    Raises:
        ValueError: ``info`` is of a game not finished (no end time or winners).
    """
    if info.ended_at is None or info.winners is None:
        raise ValueError(f"game {info.id} is not finished")
    return FinishedGame(info.id, info.ended_at, info.family,
                        tuple((p.name, _side(p.role, info.family)) for p in setup.players),
                        tuple(str(w.value) for w in info.winners))


def read_finished_games(repository: GameRepository) -> tuple[list[FinishedGame], int]:
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
        games.append(finished_game(info, setup))
    games.sort(key=lambda g: (g.ended_at, g.id))
    return games, damaged


def ratings_of(repository: GameRepository, model: PlackettLuce | None = None) -> Ratings:
    """Every finished game's ratings (damaged games count in ``Ratings.skipped``).

    With the default model they are the ratings kept in the database, brought up to
    date first (:func:`.ratings_kept.kept_ratings`: only the games finished, corrected,
    deleted or imported since are rated); with another ``model``, :func:`compute_ratings`
    of :func:`read_finished_games`, nothing kept.

    Raises:
        StorageError: the database cannot be read at all.
    """
    if model is None:
        from .ratings_kept import kept_ratings

        return kept_ratings(repository)
    return fresh_ratings(repository, model)


def fresh_ratings(repository: GameRepository, model: PlackettLuce | None = None) -> Ratings:
    """:func:`compute_ratings` of :func:`read_finished_games`: every game rated again,
    nothing read from or written to the kept ratings (damaged games count in
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


__all__ = ["EMPTY_SEAT_SIGMA", "FinishedGame", "PlayerRating", "RatedGame", "Rater",
           "Rating", "Ratings", "Row", "compute_ratings", "finished_game", "fresh_ratings", "ratings_of",
           "read_finished_games", "sides_of"]
