"""Seat numbers for table groups already chosen: the seats' half of the seating.

Pure Python. Input: ``groups[game][table]``, the ten players (``0 .. N-1``) of each table
in each game, any order. Output: the same with each table's players in seat order (seat
1 first).

**Every player sits in each seat ⌊P/10⌋ or ⌈P/10⌉ times** (``P``: the games they play).
The players and the table-games form a bipartite graph, one edge a sitting; a seat
number is a colour, and a table-game has ten edges that need ten different colours.
Each player's games are cut into runs of ten (in game order) and a rest: a run needs
all ten colours once, the rest different colours. Every vertex then has at most ten
edges, so a proper edge colouring with ten colours exists (König's theorem); it is found
edge by edge, flipping a two-coloured alternating path when the two ends have no free
colour in common (the textbook proof made an algorithm, O(E·V)).

**Seats 1, 2 and 10, and the first and last seat, are shared out evenly** where the
counts leave a choice (a player who plays 8 or 12 games, or sits some out): each player
gets ⌊3P/10⌋ or ⌈3P/10⌉ sittings in seats 1, 2 and 10 (:data:`FIIM_SEATS`) and ⌊2P/10⌋
or ⌈2P/10⌉ in seats 1 and 10, as far as a local search can reach: it swaps two seat
numbers along an alternating path (a Kempe chain), which keeps the colouring proper and
every count ⌊⌋/⌈⌉.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .tables import TABLE_SIZE

#: The seats FIIM organisers weigh (they speak first, or last, in a game).
FIIM_SEATS = (1, 2, 10)
#: The first and the last seat.
END_SEATS = (1, 10)
#: The Kempe-chain moves the search tries at most (it stops once nobody is off).
KEMPE_MOVES = 20_000


def seat_range(played: int, seats: int) -> tuple[int, int]:
    """The fewest and most sittings a player who plays ``played`` games should have in
    a set of ``seats`` seat numbers: ⌊played·seats/10⌋ and ⌈played·seats/10⌉.

    >>> seat_range(12, 3), seat_range(10, 3), seat_range(8, 2)
    ((3, 4), (3, 3), (1, 2))
    """
    low, rest = divmod(played * seats, TABLE_SIZE)
    return low, low + (1 if rest else 0)


class _Colouring:
    """A proper edge colouring of player runs (left) × table-games (right) with ten
    colours (colour ``c`` is seat ``c + 1``): ``left[u][c]`` / ``right[r][c]`` is the
    vertex at the other end of the edge of colour ``c``, or -1."""

    def __init__(self, lefts: int, rights: int) -> None:
        self.left = [[-1] * TABLE_SIZE for _ in range(lefts)]
        self.right = [[-1] * TABLE_SIZE for _ in range(rights)]

    def colour(self, u: int, r: int, rng: random.Random) -> None:
        """Give the edge ``u``–``r`` a colour free at both ends (flipping a path first
        if need be)."""
        free_u = [c for c in range(TABLE_SIZE) if self.left[u][c] < 0]
        free_r = [c for c in range(TABLE_SIZE) if self.right[r][c] < 0]
        if not free_u or not free_r:
            raise ValueError("a player or a table has more than ten sittings to colour")
        both = [c for c in free_u if self.right[r][c] < 0]
        if both:
            c1 = both[rng.randrange(len(both))]
        else:
            c1 = free_u[rng.randrange(len(free_u))]
            c2 = free_r[rng.randrange(len(free_r))]
            self.flip_from_right(r, c1, c2)
        self.left[u][c1], self.right[r][c1] = r, u

    def flip_from_right(self, r: int, c1: int, c2: int) -> None:
        """Swap colours ``c1`` and ``c2`` along the path that leaves ``r`` by ``c1``."""
        edges: list[tuple[int, int, int]] = []  # (left, right, colour)
        side_right, v, c, other = True, r, c1, c2
        while True:
            w = self.right[v][c] if side_right else self.left[v][c]
            if w < 0:
                break
            edges.append((w, v, c) if side_right else (v, w, c))
            side_right, v, c, other = not side_right, w, other, c
        self.swap(edges, c1, c2)

    def path_from_left(self, u: int, c1: int, c2: int) -> list[tuple[int, int, int]]:
        """The path that leaves the left vertex ``u`` by ``c1`` (then ``c2``, ``c1``...)."""
        edges: list[tuple[int, int, int]] = []
        side_left, v, c, other = True, u, c1, c2
        while True:
            w = self.left[v][c] if side_left else self.right[v][c]
            if w < 0:
                break
            edges.append((v, w, c) if side_left else (w, v, c))
            side_left, v, c, other = not side_left, w, other, c
        return edges

    def swap(self, edges: list[tuple[int, int, int]], c1: int, c2: int) -> None:
        """Give the ``edges`` (left, right, colour) of colour ``c1`` colour ``c2`` and the
        other way round."""
        for u, r, c in edges:
            self.left[u][c] = self.right[r][c] = -1
        for u, r, c in edges:
            d = c2 if c == c1 else c1
            self.left[u][d], self.right[r][d] = r, u


def assign_seats(groups: Sequence[Sequence[Sequence[int]]], players: int,
                 rng: random.Random) -> list[list[list[int]]]:
    """``groups[g][t]``: the ten players (``0 .. players-1``) of table ``t`` in game
    ``g``, any order (the tables only, not who sits out). Returns ``seats[g][t]``: the
    same players in seat order, seat 1 first.

    Raises:
        ValueError: a table without exactly ten different players.
    """
    table_games = [(g, t) for g, game in enumerate(groups) for t in range(len(game))]
    for g, t in table_games:
        table = groups[g][t]
        if len(table) != TABLE_SIZE or len(set(table)) != TABLE_SIZE:
            raise ValueError(f"game {g + 1}, table {t + 1}: a table needs ten different "
                             f"players, got {sorted(table)}")
    index = {tg: i for i, tg in enumerate(table_games)}
    runs: list[int] = []          # run -> player
    played = [0] * players
    for g, t in table_games:
        for p in groups[g][t]:
            played[p] += 1
    run_of: dict[tuple[int, int], int] = {}
    for p in range(players):
        seen = 0
        for g, t in table_games:
            if p in groups[g][t]:
                if seen % TABLE_SIZE == 0:
                    runs.append(p)
                run_of[(p, index[(g, t)])] = len(runs) - 1
                seen += 1
    col = _Colouring(len(runs), len(table_games))
    order = list(run_of.items())
    rng.shuffle(order)
    for (_, r), u in order:
        col.colour(u, r, rng)
    _share_fiim_seats(col, runs, played, rng)
    return [[[runs[col.right[index[(g, t)]][c]] for c in range(TABLE_SIZE)]
             for t in range(len(groups[g]))] for g in range(len(groups))]


def _off(count: int, bounds: tuple[int, int]) -> int:
    low, high = bounds
    return max(0, low - count, count - high) ** 2


def _share_fiim_seats(col: _Colouring, runs: list[int], played: list[int],
                      rng: random.Random) -> None:
    """The Kempe-chain search of the module's doc: fewer players off their share of
    seats 1, 2, 10 and of the first and last seat."""
    players = len(played)
    fiim = [c - 1 for c in FIIM_SEATS]
    ends = [c - 1 for c in END_SEATS]
    fiim_bounds = [seat_range(p, len(fiim)) for p in played]
    end_bounds = [seat_range(p, len(ends)) for p in played]
    has = [[0] * TABLE_SIZE for _ in range(players)]
    for u, row in enumerate(col.left):
        for c in range(TABLE_SIZE):
            if row[c] >= 0:
                has[runs[u]][c] += 1

    def off(p: int) -> int:
        return (_off(sum(has[p][c] for c in fiim), fiim_bounds[p])
                + _off(sum(has[p][c] for c in ends), end_bounds[p]))

    # the path ends: runs with fewer than ten sittings
    partial = [u for u, row in enumerate(col.left) if min(row) < 0]
    if not partial or sum(off(p) for p in range(players)) == 0:
        return
    total = sum(off(p) for p in range(players))
    for _ in range(KEMPE_MOVES):
        u = partial[rng.randrange(len(partial))]
        c1 = fiim[rng.randrange(len(fiim))]
        c2 = rng.randrange(TABLE_SIZE - 1)
        c2 += c2 >= c1
        if (col.left[u][c1] < 0) == (col.left[u][c2] < 0):
            continue  # u is no end of a c1/c2 path
        if col.left[u][c1] < 0:
            c1, c2 = c2, c1
        # u has c1, not c2: the path leaves by c1, comes back to a run by c2 each time
        # (a table-game has every colour) and ends at a run without c1
        path = col.path_from_left(u, c1, c2)
        first, last = runs[u], runs[path[-1][0]]
        before = off(first) + (off(last) if last != first else 0)
        _move_seat(has, first, c1, c2)
        _move_seat(has, last, c2, c1)
        after = off(first) + (off(last) if last != first else 0)
        if after > before:
            _move_seat(has, first, c2, c1)
            _move_seat(has, last, c1, c2)
            continue
        col.swap(path, c1, c2)
        total += after - before
        if total == 0:
            return


def _move_seat(has: list[list[int]], player: int, old: int, new: int) -> None:
    has[player][old] -= 1
    has[player][new] += 1
