"""Who plays at which table in each game of a round: the opponents' half of the seating.

Pure Python. Players are ``0 .. players - 1`` here (the caller numbers them from 1). The
result is ``groups[game][table]``: the ten players of that table in that game (in no
particular order; :mod:`.seats` gives them their seat numbers), for ``games`` games of
``tables`` tables each. The ``players - 10 * tables`` players left over in a game sit it
out.

**Sit-outs** go in turn (rule T-SIT-1): the players are shuffled once and each game the
next ones in that order sit out, so every player sits out ⌊G·S/N⌋ or ⌈G·S/N⌉ of the ``G``
games (``S`` players out per game, ``N`` players). The sit-out places, in game order, form
*cycles* of ``N``: everyone sits out once in a cycle before anyone sits out again. The
search below may change who sits out when, but only by exchanging two players' places of
one cycle (or, in the last cycle when it is not complete, giving a place to a player who
has none in it), and only where both players' sit-outs stay at least :func:`sit_out_gap`
games apart (no back-to-back sit-out while others wait for their turn).

**The search** is simulated annealing on moves that keep every table at ten players:
swap two players at different tables of the same game, or a sitting-out player with a
playing one (in two games at once, the two places of one cycle exchanged). The cost is
a sum over the pairs of players of ``(meetings - ideal)²`` (``ideal = G·T·45 / (N(N-1)/2)``,
the average), plus :data:`BAND_WEIGHT` per meeting outside the goal band of
:func:`goal_band`, squared; a pair kept apart (rule T-APART-1) costs :data:`APART_WEIGHT`
times its meetings squared instead: so much more than any other cost that the search never
accepts a move that adds a meeting of such a pair, and squared so that meetings no seating
can avoid are spread over the pairs rather than heaped on one. Each player's games at one
table beyond their even share ⌈P/T⌉ cost :data:`TABLE_WEIGHT` times the excess squared,
and beyond ⌈P/T⌉ + 1 :data:`TABLE_FAR_WEIGHT` more (T-TABLE-1; the tables keep their
referees, so this spreads the referees too). The length of the search is counted in
moves, never on the clock, so the same seed and the same number of moves give the same
groups on any machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence

#: The players at a table.
TABLE_SIZE = 10
#: The cost of one meeting outside the goal band (squared distance), beside the
#: quadratic cost of a meeting: large enough that the search gives up any spread to stay
#: in the band.
BAND_WEIGHT = 20.0
#: The cost of a pair kept apart (the organiser's same club, relatives), times its
#: meetings squared: beyond anything the other costs can add up to (the annealing's
#: temperature is a few units), so the apart pairs come first (T-APART-1).
APART_WEIGHT = 10_000.0
#: The cost of a player's games at one table beyond their even share ⌈P/T⌉, times the
#: excess squared, and of those beyond ⌈P/T⌉ + 1 on top (T-TABLE-1: nobody plays 7 of
#: 10 games at one of three tables).
TABLE_WEIGHT = 1.0
TABLE_FAR_WEIGHT = 200.0
#: The annealing's temperature, first and last (the cost's units: one pair one meeting
#: away from the ideal costs about 1).
START_TEMPERATURE = 3.0
END_TEMPERATURE = 0.05
#: What a move of a sitting-out player costs, in swaps of two seated players (it takes
#: about three times as long): the search's length is counted in such swaps.
SIT_OUT_WORK = 3

Groups = list[list[list[int]]]


def ideal_meetings(players: int, tables: int, games: int) -> float:
    """The average meetings of a pair: ``games·tables·45`` table-pairs over the
    ``players·(players-1)/2`` pairs (``G·9/(N-1)`` when nobody sits out).

    >>> round(ideal_meetings(30, 3, 10), 3)
    3.103
    """
    return games * tables * TABLE_SIZE * (TABLE_SIZE - 1) / (players * (players - 1))


def goal_band(players: int, tables: int, games: int) -> tuple[int, int]:
    """The meetings every pair should have, ``(low, high)``: the nearest whole number to
    the ideal, two either way, and at least 1 when the ideal is 1 or more (a pair that
    never meets is the first thing an organiser looks for).

    >>> goal_band(30, 3, 10)
    (1, 5)
    >>> goal_band(40, 4, 10)
    (1, 4)
    """
    ideal = ideal_meetings(players, tables, games)
    near = math.floor(ideal + 0.5)
    return (max(1 if ideal >= 1 else 0, near - 2), near + 2)


def sit_out_gap(players: int, tables: int) -> int:
    """The fewest games between two sit-outs of one player the search keeps (T-SIT-1):
    a cycle less one game (a cycle is ``⌊N/S⌋`` games, ``S`` players out per game), at
    least 1 (back to back only where a cycle is shorter than two games).

    >>> sit_out_gap(25, 2), sit_out_gap(22, 2), sit_out_gap(19, 1)
    (4, 10, 1)
    """
    out_per_game = players - TABLE_SIZE * tables
    if out_per_game <= 0:
        return 1
    return max(1, players // out_per_game - 1)


def sit_out_rotation(players: int, tables: int, games: int, rng: random.Random
                     ) -> list[list[int]]:
    """Who sits out each game: the players shuffled once, then each game the next
    ``players - 10·tables`` of them round the circle (so nobody sits out twice before
    everyone has once). ``result[game]`` lists them in the order of their places (place
    ``i`` of game ``g`` is the ``g·S + i``-th of the round, in cycle ``(g·S + i) // N``)."""
    out_per_game = players - TABLE_SIZE * tables
    order = list(range(players))
    rng.shuffle(order)
    return [[order[(g * out_per_game + i) % players] for i in range(out_per_game)]
            for g in range(games)]


def table_cost(count: int, high: int) -> float:
    """The cost of ``count`` games of one player at one table whose even share is
    ``high`` (T-TABLE-1): :data:`TABLE_WEIGHT` times the excess squared, plus
    :data:`TABLE_FAR_WEIGHT` times the excess beyond ``high + 1`` squared.

    >>> table_cost(4, 4), table_cost(5, 4), table_cost(7, 4)
    (0.0, 1.0, 809.0)
    """
    return (TABLE_WEIGHT * max(0, count - high) ** 2
            + TABLE_FAR_WEIGHT * max(0, count - high - 1) ** 2)


class _Search:
    """The annealing's state: ``tab[g][t]`` the players of table ``t`` in game ``g``
    (``t == tables``: those sitting out), ``level[a][b]`` the pair's meetings (plus
    ``offset`` for a pair kept apart, so one cost table serves both kinds of pair)."""

    def __init__(self, players: int, tables: int, groups: Sequence[Sequence[Sequence[int]]],
                 apart: Iterable[tuple[int, int]]) -> None:
        self.n, self.t, self.g = players, tables, len(groups)
        self.tab = [[list(table) for table in game] for game in groups]
        self.offset = self.g + 2
        self.level = [[0] * players for _ in range(players)]
        for a, b in apart:
            self.level[a][b] = self.level[b][a] = self.offset
        for game in self.tab:
            for table in game[:tables]:
                for a in table:
                    row = self.level[a]
                    for b in table:
                        if a != b:
                            row[b] += 1
        ideal = ideal_meetings(players, tables, self.g)
        low, high = goal_band(players, tables, self.g)
        size = 2 * self.offset + 1
        cost = [0.0] * (size + 1)
        for k in range(size + 1):
            if k < self.offset:
                cost[k] = (k - ideal) ** 2 + BAND_WEIGHT * max(0, low - k, k - high) ** 2
            else:
                cost[k] = APART_WEIGHT * (k - self.offset) ** 2
        self.cost = cost
        self.up = [cost[k + 1] - cost[k] if k < size else 0.0 for k in range(size + 1)]
        self.down = [cost[k - 1] - cost[k] if k > 0 else 0.0 for k in range(size + 1)]
        # the cycle of each sit-out place (module doc), and the players' least gap
        out_per_game = len(self.tab[0][tables]) if self.tab else 0
        self.cycle = [[(g * out_per_game + i) // players for i in range(out_per_game)]
                      for g in range(self.g)]
        self.min_gap = sit_out_gap(players, tables)
        # tc[p][t]: player p's games at table t; high[p]: their even share (T-TABLE-1)
        self.tc = [[0] * tables for _ in range(players)]
        for game in self.tab:
            for t, table in enumerate(game[:tables]):
                for p in table:
                    self.tc[p][t] += 1
        # xc[p][c]: the table cost of player p with c games at one table, by the games
        # they play (which a move in the last, incomplete sit-out cycle changes)
        self.played = [sum(row) for row in self.tc]
        self.rows = [[table_cost(c, -(-n // tables)) for c in range(self.g + 2)]
                     for n in range(self.g + 1)]
        self.xc = [self.rows[n] for n in self.played]
        # at[g][p]: the table of player p in game g (tables: sitting out)
        self.at = [[0] * players for _ in self.tab]
        for at, game in zip(self.at, self.tab, strict=True):
            for t, table in enumerate(game):
                for p in table:
                    at[p] = t


    def total(self) -> float:
        """The cost of the current groups."""
        level, cost = self.level, self.cost
        tables = sum(self.xc[p][c] for p, row in enumerate(self.tc) for c in row)
        return tables + sum(cost[level[a][b]] for a in range(self.n)
                            for b in range(a + 1, self.n))

    def delta(self, g: int, ta: int, ia: int, tb: int, ib: int) -> float:
        """The change of cost if ``tab[g][ta][ia]`` and ``tab[g][tb][ib]`` changed places
        (``ta`` or ``tb`` may be the sitting-out list, whose players meet nobody)."""
        game = self.tab[g]
        a, b = game[ta][ia], game[tb][ib]
        up, down, la, lb = self.up, self.down, self.level[a], self.level[b]
        d = 0.0
        xa, xb, ca, cb = self.xc[a], self.xc[b], self.tc[a], self.tc[b]
        if ta < self.t:
            k, m = ca[ta], cb[ta]
            d += xa[k - 1] - xa[k] + xb[m + 1] - xb[m]
            for x in game[ta]:
                if x != a:
                    d += down[la[x]] + up[lb[x]]
        if tb < self.t:
            k, m = cb[tb], ca[tb]
            d += xb[k - 1] - xb[k] + xa[m + 1] - xa[m]
            for y in game[tb]:
                if y != b:
                    d += down[lb[y]] + up[la[y]]
        return d

    def move(self, g: int, ta: int, ia: int, tb: int, ib: int) -> None:
        """Put ``tab[g][ta][ia]`` and ``tab[g][tb][ib]`` in each other's places."""
        game = self.tab[g]
        table_a, table_b = game[ta], game[tb]
        a, b = table_a[ia], table_b[ib]
        level, la, lb = self.level, self.level[a], self.level[b]
        if ta < self.t:
            for x in table_a:
                if x != a:
                    la[x] -= 1
                    level[x][a] -= 1
                    lb[x] += 1
                    level[x][b] += 1
        if tb < self.t:
            for y in table_b:
                if y != b:
                    lb[y] -= 1
                    level[y][b] -= 1
                    la[y] += 1
                    level[y][a] += 1
        table_a[ia], table_b[ib] = b, a
        self.at[g][a], self.at[g][b] = tb, ta
        tc = self.tc
        if ta < self.t:
            tc[a][ta] -= 1
            tc[b][ta] += 1
        if tb < self.t:
            tc[b][tb] -= 1
            tc[a][tb] += 1
        if ta == self.t or tb == self.t:  # one of them now plays, the other sits out
            comes, goes = (a, b) if ta == self.t else (b, a)
            self.played[comes] += 1
            self.played[goes] -= 1
            self.xc[comes] = self.rows[self.played[comes]]
            self.xc[goes] = self.rows[self.played[goes]]

    def step(self, g: int, ta: int, ia: int, tb: int, ib: int) -> float:
        """:meth:`move`, returning the change of cost: :meth:`delta`, and for a player who
        now plays one game more or fewer, their table cost by their new share."""
        a, b = self.tab[g][ta][ia], self.tab[g][tb][ib]
        before = (self.xc[a], self.xc[b])
        d = self.delta(g, ta, ia, tb, ib)
        self.move(g, ta, ia, tb, ib)
        for p, old in zip((a, b), before, strict=True):
            new = self.xc[p]
            if new is not old:
                d += sum(new[c] - old[c] for c in self.tc[p])
        return d

    def spaced(self, p: int) -> bool:
        """Player ``p``'s sit-outs are at least ``min_gap`` games apart."""
        out, last = self.t, -self.min_gap
        for g, at in enumerate(self.at):
            if at[p] == out:
                if g - last < self.min_gap:
                    return False
                last = g
        return True


def anneal(players: int, tables: int, groups: Sequence[Sequence[Sequence[int]]],
           apart: Iterable[tuple[int, int]], moves: int, rng: random.Random
           ) -> tuple[Groups, float]:
    """Improve ``groups`` (``groups[g][t]`` the players of table ``t`` in game ``g``,
    ``groups[g][tables]`` those sitting out, in the order of their places as
    :func:`sit_out_rotation` gives them) by annealing for ``moves`` swaps of two seated
    players (a move of a sitting-out player counts :data:`SIT_OUT_WORK`); returns the
    best groups met and their cost."""
    s = _Search(players, tables, groups, apart)
    cost = best = s.total()
    best_tab = [[list(t) for t in game] for game in s.tab]
    out_per_game = len(s.tab[0][tables]) if s.tab else 0
    if moves <= 0 or not s.tab or (tables < 2 and out_per_game == 0):
        return best_tab, best
    p_out = 0.0 if out_per_game == 0 else max(0.15, out_per_game / players)
    if tables < 2:
        p_out = 1.0
    rand, randrange, exp = rng.random, rng.randrange, math.exp
    ratio = END_TEMPERATURE / START_TEMPERATURE
    games = len(s.tab)
    work = 0
    while work < moves:
        temp = START_TEMPERATURE * ratio ** (work / moves)
        g = randrange(games)
        if p_out and rand() < p_out:
            work += SIT_OUT_WORK
            d = _sit_out_move(s, g, rng)
            if d is None:
                continue
            delta, undo = d
            if delta <= 0 or rand() < exp(-delta / temp):
                cost += delta
            else:
                for step in reversed(undo):
                    s.move(*step)
                continue
        else:
            work += 1
            ta = randrange(tables)
            tb = randrange(tables - 1)
            tb += tb >= ta
            ia, ib = randrange(TABLE_SIZE), randrange(TABLE_SIZE)
            delta = s.delta(g, ta, ia, tb, ib)
            if delta <= 0 or rand() < exp(-delta / temp):
                s.move(g, ta, ia, tb, ib)
                cost += delta
            else:
                continue
        if cost < best - 1e-9:
            best = cost
            best_tab = [[list(t) for t in game] for game in s.tab]
    return best_tab, best


def _sit_out_move(s: _Search, g: int, rng: random.Random
                  ) -> tuple[float, list[tuple[int, int, int, int, int]]] | None:
    """Apply a random exchange of two players' sit-out places of one cycle: the
    sitting-out player ``a`` of game ``g`` plays instead of ``b``, and ``b`` sits out
    here instead of sitting out in the game ``h`` where ``b`` has this cycle's place (``a``
    sits out there). When ``b`` has no place in the cycle (the last one, not complete),
    ``b`` simply takes ``a``'s. Returns the change of cost and the moves that undo it, or
    None when ``a`` is out in ``h`` already or either player's sit-outs would come closer
    than ``min_gap`` games (T-SIT-1)."""
    t = s.t
    game = s.tab[g]
    io, tb, ib = rng.randrange(len(game[t])), rng.randrange(t), rng.randrange(TABLE_SIZE)
    a, b, cycle = game[t][io], game[tb][ib], s.cycle[g][io]
    found = next(((h, j) for h, at in enumerate(s.at) if at[b] == t
                  for j, x in enumerate(s.tab[h][t]) if x == b and s.cycle[h][j] == cycle),
                 None)
    if found is not None and s.at[found[0]][a] == t:
        return None
    delta = s.step(g, t, io, tb, ib)
    undo = [(g, t, io, tb, ib)]
    if found is not None:
        h, jo = found
        ta = s.at[h][a]
        ia = s.tab[h][ta].index(a)
        delta += s.step(h, t, jo, ta, ia)
        undo.append((h, t, jo, ta, ia))
    if not (s.spaced(a) and s.spaced(b)):
        for step in reversed(undo):
            s.move(*step)
        return None
    return delta, undo
