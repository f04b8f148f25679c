"""The points table of a club evening (issue 14): each player's games, wins and points.

Pure: it reads the final states of the evening's games, never the rules again. Each
game's points are its family's (``Family.points``): a sport game's are RULES_SPORT.md
§7's (S-SCORE-1: the win, best moves, penalties, bonuses); a classic game counts 1 point
for a win (the player's role's faction among the winners, R-WIN-*). Only finished games
count. Players are matched by name key (R-SETUP-1: trimmed, casefolded),
so the same person in two games is one row.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from .family import AnyState, family_of
from .json_types import JsonObject
from .places import shared_places
from .state import name_key

#: The table's columns that can sort it, in the table's order after the name.
COLUMNS: tuple[str, ...] = ("games", "wins", "points", "best_move", "fouls", "bonuses")


@dataclass(frozen=True, slots=True)
class TableRow:
    """One player's line of the evening's table.

    Attributes:
        name: as the player was last seated (or as the evening lists them).
        games / wins: finished games played, and those their side won (a draw is no win).
        points: the sum of their points (sport S-SCORE-1; classic: 1 per win), 2 decimals.
        best_move: the points their best moves earned (S-BEST-1, S-SCORE-1).
        fouls: fouls at the end of their sport games (S-FOUL-*).
        bonuses: the host's extra points (S-SCORE-1), 2 decimals.
        seats: the seat of each game they played this evening, in the evening's order.
        roles: the role id dealt in each of those games.
    """

    name: str
    games: int = 0
    wins: int = 0
    points: float = 0.0
    best_move: float = 0.0
    fouls: int = 0
    bonuses: float = 0.0
    seats: tuple[int, ...] = ()
    roles: tuple[str, ...] = ()

    def to_json(self) -> JsonObject:
        """The row as JSON (the CLI's ``evening show`` and the CSV export)."""
        return {"name": self.name, "games": self.games, "wins": self.wins,
                "points": self.points, "best_move": self.best_move, "fouls": self.fouls,
                "bonuses": self.bonuses, "seats": list(self.seats), "roles": list(self.roles)}


@dataclass(slots=True)
class _Tally:
    name: str
    games: int = 0
    wins: int = 0
    points: float = 0.0
    best_move: float = 0.0
    fouls: int = 0
    bonuses: float = 0.0
    seats: list[int] = field(default_factory=list)
    roles: list[str] = field(default_factory=list)

    def row(self) -> TableRow:
        return TableRow(self.name, self.games, self.wins, round(self.points, 2) + 0.0,
                        round(self.best_move, 2) + 0.0, self.fouls,
                        round(self.bonuses, 2) + 0.0, tuple(self.seats), tuple(self.roles))


def points_table(states: Iterable[AnyState],
                 participants: Sequence[str] = ()) -> list[TableRow]:
    """The evening's table from its games' final states (in the evening's order).

    Args:
        states: each game's state after its whole log; an unfinished game is left out.
        participants: the evening's players: each gets a row even with no game yet.
    Returns:
        one :class:`TableRow` per player, most points first, then most wins, fewest
        games, then by name (:func:`sort_rows` sorts by another column).
    """
    tallies: dict[str, _Tally] = {}
    for name in participants:
        tallies.setdefault(name_key(name), _Tally(name))
    for state in states:
        if state.outcome is None:
            continue
        for p in state.setup.players:
            t = tallies.setdefault(name_key(p.name), _Tally(p.name))
            t.name = p.name
            t.games += 1
            t.seats.append(p.seat)
            t.roles.append(p.role.value)
        for seat, part in family_of(state.setup).points(state).items():
            t = tallies[name_key(state.setup.name(seat))]
            t.points += part.points
            t.wins += part.won
            t.best_move += part.best_move
            t.fouls += part.fouls
            t.bonuses += part.bonuses
    return sort_rows([t.row() for t in tallies.values()], "points")


def _merit(row: TableRow) -> tuple[float, int, int]:
    """What ranks a row: more points, then more wins, then fewer games (the name only
    orders the rows of one place)."""
    return (-row.points, -row.wins, row.games)


def places(rows: Iterable[TableRow]) -> dict[str, int]:
    """Each player's place in the evening (by name key), most points first: players
    equal in points, wins and games share a place (1, 2, 2, 4), as a tournament's
    standings do (:func:`~mafia_desktop.rules.places.shared_places`); whatever order the
    table is shown in."""
    ranked = sorted(rows, key=lambda r: (*_merit(r), name_key(r.name)))
    return {name_key(r.name): place for r, place in
            zip(ranked, shared_places([_merit(r) for r in ranked]), strict=True)}


@dataclass(frozen=True, slots=True)
class PublicRow:
    """What the players' screen may show of a :class:`TableRow`: the totals of finished
    games only (public once each game has ended), no seat or role; ``place``: the
    player's place (:func:`places`), ``None`` when not given."""

    name: str
    games: int
    wins: int
    points: float
    best_move: float
    fouls: int
    bonuses: float
    place: int | None = None


def public_table(rows: Iterable[TableRow]) -> tuple[PublicRow, ...]:
    """The table for the projector, in the order given, each row with its place."""
    rows = list(rows)
    place_of = places(rows)
    return tuple(PublicRow(r.name, r.games, r.wins, r.points, r.best_move, r.fouls,
                           r.bonuses, place_of[name_key(r.name)]) for r in rows)


def sort_rows(rows: Iterable[TableRow], column: str, descending: bool = True) -> list[TableRow]:
    """``rows`` sorted by ``column`` (one of :data:`COLUMNS`, or ``"name"``).

    A number column sorts largest first when ``descending`` (ties: more points, more
    wins, fewer games, then the name); ``"name"`` sorts A to Z when not ``descending``.

    Raises:
        ValueError: an unknown column.
    """
    if column != "name" and column not in COLUMNS:
        raise ValueError(f"no column {column!r} in the evening's table")
    rows = sorted(rows, key=lambda r: (*_merit(r), name_key(r.name)))
    if column == "name":
        return sorted(rows, key=lambda r: name_key(r.name), reverse=descending)
    return sorted(rows, key=lambda r: getattr(r, column), reverse=descending)


__all__ = ["COLUMNS", "PublicRow", "TableRow", "places", "points_table", "public_table",
           "sort_rows"]
