"""The organiser's constraints on a round's seating, checked before and after the search.

Pure Python. Players are numbered ``1 .. N`` here, as the caller gives them.

**Kept apart** (T-APART-1): a pair kept apart (same club, relatives) never shares a table
in a round that can be seated without it; the search (:mod:`.tables`) puts them first.
Where no seating can keep every pair apart, :func:`unavoidable_apart` says which pairs and
why, each with the fewest meetings it forces:

* **T-APART-2**: a player kept apart from more players than can sit elsewhere: ``N − 10``
  places are away from a player's table in a game (the other tables and the sit-outs),
  so a player kept apart from ``d > N − 10`` others meets ``d − (N − 10)`` of them in
  every game they play.
* **T-APART-3**: ``k`` players all kept apart from each other, more than the tables: in a
  game at most ``T`` of them play without meeting, the others must sit out; when the
  sit-outs (at most ``S`` a game, and each player's share of them, T-SIT-1) cannot take
  ``k − T`` of them in every game, some of them meet.

A pair that met without such a reason is **T-APART-4**: a seating without the meeting may
exist (the search's budget was short, or a swap or substitution by hand made it). A
substitution that brings a player to a table where someone kept apart from them plays is
**T-APART-5** (``storage/sport/tournaments.py``).

**Games per player** (T-SHAPE-1): everyone plays ``G`` games when ``N·G`` seats fill
whole rounds of ``10·T``; :func:`rounds_for` gives the rounds, or refuses with the nearest
shapes where everyone plays the same number (:func:`nearest_shapes`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ...json_types import JsonObject

#: The players at a table (as :data:`.tables.TABLE_SIZE`; not imported, to keep this
#: module first in the import order).
TABLE = 10
#: The most games a round has (as :data:`.seating.MAX_GAMES`).
MOST_ROUNDS = 40
MOST_PLAYERS = 200


class SeatingError(ValueError):
    """A round that cannot be seated, or a bad argument; ``str()`` says which and why.
    ``rule`` is the rule's ID when a rule refuses (``"T-SHAPE-1"``), else ``""``;
    ``shapes`` the nearest shapes proposed instead (:class:`Shape`)."""

    def __init__(self, message: str, *, rule: str = "",
                 shapes: tuple[Shape, ...] = ()) -> None:
        super().__init__(f"{rule}: {message}" if rule else message)
        self.rule = rule
        self.message = message
        self.shapes = shapes


@dataclass(frozen=True)
class Shape:
    """A round's shape where everyone plays ``games_each`` games: ``players`` at
    ``tables`` tables over ``rounds`` games a table."""

    players: int
    tables: int
    games_each: int
    rounds: int

    def to_json(self) -> dict[str, int]:
        """``{"players", "tables", "games", "rounds"}`` (``games``: each player's)."""
        return {"players": self.players, "tables": self.tables, "games": self.games_each,
                "rounds": self.rounds}


@dataclass(frozen=True)
class ApartReason:
    """Why some pairs kept apart cannot all be kept (module doc): ``rule`` (T-APART-2 or
    T-APART-3), ``players`` (the one player, or the group), ``pairs`` (``a < b``) the
    pairs it concerns, ``least`` the fewest meetings among them any seating has,
    ``room`` the places away from a player's table in a game (T-APART-2) or the tables
    (T-APART-3), and ``message`` in English."""

    rule: str
    players: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    least: int
    message: str
    room: int = 0

    def to_json(self) -> JsonObject:
        """``{"rule", "players", "pairs", "least", "room", "message"}``."""
        return {"rule": self.rule, "players": list(self.players),
                "pairs": [list(p) for p in self.pairs], "least": self.least,
                "room": self.room, "message": self.message}


def sit_out_share(players: int, tables: int, games: int) -> tuple[int, int]:
    """The fewest and most games a player sits out (T-SIT-1): ⌊G·S/N⌋ and ⌈G·S/N⌉."""
    out = max(0, players - TABLE * tables)
    low, rest = divmod(games * out, players)
    return low, low + (1 if rest else 0)


def _cliques(graph: dict[int, set[int]]) -> list[tuple[int, ...]]:
    """The maximal cliques of ``graph`` (Bron–Kerbosch with a pivot), each sorted."""
    found: list[tuple[int, ...]] = []

    def grow(r: set[int], p: set[int], x: set[int]) -> None:
        if not p and not x:
            found.append(tuple(sorted(r)))
            return
        pivot = max(p | x, key=lambda v: len(graph[v] & p))
        for v in sorted(p - graph[pivot]):
            grow(r | {v}, p & graph[v], x & graph[v])
            p = p - {v}
            x = x | {v}

    grow(set(), set(graph), set())
    return found


def unavoidable_apart(players: int, tables: int, games: int,
                      apart: Iterable[tuple[int, int]]) -> tuple[ApartReason, ...]:
    """The reasons some pairs kept apart must meet in any seating of ``players`` at
    ``tables`` tables over ``games`` games (module doc); empty when no such reason is
    known (then every pair can be kept apart as far as these checks see).

    >>> [r.rule for r in unavoidable_apart(20, 2, 4, [(1, 2), (1, 3), (2, 3)])]
    ['T-APART-3']
    """
    pairs = sorted({(min(a, b), max(a, b)) for a, b in apart if a != b})
    graph: dict[int, set[int]] = {}
    for a, b in pairs:
        graph.setdefault(a, set()).add(b)
        graph.setdefault(b, set()).add(a)
    elsewhere = players - TABLE
    out_per_game = players - TABLE * tables
    _, most_out = sit_out_share(players, tables, games)
    reasons: list[ApartReason] = []
    covered: set[tuple[int, int]] = set()   # a reason each pair, the first found
    for p in sorted(graph):
        d = len(graph[p])
        mine = {(min(p, q), max(p, q)) for q in graph[p]}
        if d > elsewhere and not mine <= covered:
            covered |= mine
            least = (games - most_out) * (d - elsewhere)
            reasons.append(ApartReason(
                "T-APART-2", (p,), tuple((min(p, q), max(p, q)) for q in sorted(graph[p])),
                least,
                f"player {p} is kept apart from {d} players, but only {elsewhere} can sit "
                f"away from their table in a game: {least} meetings at least", elsewhere))
    for group in _cliques(graph):
        k = len(group)
        if k <= tables:
            continue
        # each game k - T of them sit out, or some of them meet
        spare = min(out_per_game, k - tables) * games
        short = max(0, (k - tables) * games - min(spare, k * most_out))
        inside = tuple((a, b) for i, a in enumerate(group) for b in group[i + 1:])
        if short == 0 or set(inside) <= covered:
            continue
        covered |= set(inside)
        reasons.append(ApartReason(
            "T-APART-3", group, inside, short,
            f"players {', '.join(map(str, group))} are all kept apart from each other, "
            f"more than the {tables} table(s) and the sit-outs can hold: {short} meetings "
            f"at least", tables))
    return tuple(reasons)


def nearest_shapes(players: int, tables: int, games_each: int) -> tuple[Shape, ...]:
    """Shapes near ``players`` × ``tables`` × ``games_each`` where everyone plays the
    same number of games (``N·G`` a multiple of ``10·T``): fewer and more games each,
    other numbers of tables, fewer and more players; nearest first within each kind.

    >>> [s.to_json() for s in nearest_shapes(25, 2, 7)][:2]
    [{'players': 25, 'tables': 2, 'games': 4, 'rounds': 5}, {'players': 25, 'tables': 2, 'games': 8, 'rounds': 10}]
    """
    def fits(n: int, t: int, g: int) -> bool:
        return (t >= 1 and TABLE * t <= n <= MOST_PLAYERS and g >= 1
                and n * g % (TABLE * t) == 0 and n * g // (TABLE * t) <= MOST_ROUNDS)

    def shape(n: int, t: int, g: int) -> Shape:
        return Shape(n, t, g, n * g // (TABLE * t))

    found: list[Shape] = []
    below = next((g for g in range(games_each - 1, 0, -1) if fits(players, tables, g)), None)
    above = next((g for g in range(games_each + 1, MOST_ROUNDS * tables + 1)
                  if fits(players, tables, g)), None)
    found += [shape(players, tables, g) for g in (below, above) if g is not None]
    found += [shape(players, t, games_each) for t in range(1, players // TABLE + 1)
              if t != tables and fits(players, t, games_each)]
    fewer = next((n for n in range(players - 1, TABLE * tables - 1, -1)
                  if fits(n, tables, games_each)), None)
    more = next((n for n in range(players + 1, MOST_PLAYERS + 1)
                 if fits(n, tables, games_each)), None)
    found += [shape(n, tables, games_each) for n in (fewer, more) if n is not None]
    return tuple(found)


def rounds_for(players: int, tables: int, games_each: int) -> int:
    """The games a table (rounds) in which each of ``players`` at ``tables`` tables plays
    ``games_each`` games: ``N·G / (10·T)``.

    >>> rounds_for(25, 2, 8), rounds_for(30, 3, 10)
    (10, 10)

    Raises:
        SeatingError: T-SHAPE-1 when ``N·G`` is not a multiple of ``10·T`` (``shapes``:
            :func:`nearest_shapes`), or a count below 1.
    """
    if games_each < 1:
        raise SeatingError(f"each player plays at least one game, got {games_each}")
    if tables < 1:
        raise SeatingError(f"a round needs at least one table, got {tables}")
    seats = players * games_each
    if seats % (TABLE * tables) == 0:
        return seats // (TABLE * tables)
    shapes = nearest_shapes(players, tables, games_each)
    said = "; ".join(f"{s.players} players, {s.tables} table(s), {s.games_each} games "
                     f"each ({s.rounds} rounds)" for s in shapes) or "none"
    raise SeatingError(
        f"{players} players × {games_each} games = {seats} seats, not a multiple of "
        f"{TABLE * tables} ({tables} table(s) of ten): not everyone can play {games_each} "
        f"games; the nearest shapes where everyone plays the same number: {said}",
        rule="T-SHAPE-1", shapes=shapes)


__all__ = ["ApartReason", "SeatingError", "Shape", "nearest_shapes", "rounds_for",
           "sit_out_share", "unavoidable_apart"]
