"""Which table each group of a game sits at: the tables' half of the balance (T-TABLE-1).

Pure Python. The annealing (:mod:`.tables`) chooses who plays together in each game; which
physical table a group takes changes no meeting and no sit-out, so it is chosen here,
afterwards: each player should play ⌊P/T⌋ or ⌈P/T⌉ of their ``P`` games at each of the
``T`` tables (:func:`table_share`), not 7 of 10 at one. Each table keeps its referee
through a round (the desk's usual way), so a player who is spread over the tables is
spread over the referees too.

The annealing already weighs each player's games at one table beyond ⌈P/T⌉
(:data:`.tables.TABLE_WEIGHT`); this search then polishes: a game's groups are given the
order of tables that lowers, first, the same table cost (:func:`.tables.table_cost`),
then Σ ``count²``, the most (every order when ``T ≤`` :data:`EXACT_TABLES`, else the
best exchange of two tables), game after game, until a pass over the games changes
nothing. Deterministic: the same groups give the same tables.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from .tables import table_cost

#: Up to this many tables every order of a game's tables is tried (6! = 720).
EXACT_TABLES = 6
#: How much more the table cost weighs than the spread below the share.
EXCESS_WEIGHT = 10_000
#: The passes over the games at most (it stops as soon as one changes nothing).
MAX_PASSES = 60


def table_share(played: int, tables: int) -> tuple[int, int]:
    """The fewest and most games a player who plays ``played`` games should have at one
    of ``tables`` tables: ⌊P/T⌋ and ⌈P/T⌉.

    >>> table_share(10, 3), table_share(8, 2)
    ((3, 4), (4, 4))
    """
    low, rest = divmod(played, tables)
    return low, low + (1 if rest else 0)


def balance_tables(groups: Sequence[Sequence[Sequence[int]]], players: int
                   ) -> list[list[list[int]]]:
    """``groups[g][t]``: the players (``0 .. players-1``) of each table of each game (the
    tables only, not who sits out). Returns the same groups, each game's in the order of
    tables that spreads every player over the tables (module doc)."""
    result = [[list(group) for group in game] for game in groups]
    tables = len(result[0]) if result else 0
    if tables < 2:
        return result
    count = [[0] * tables for _ in range(players)]
    for game in result:
        for t, group in enumerate(game):
            for p in group:
                count[p][t] += 1
    high = [table_share(sum(row), tables)[1] for row in count]
    orders = (list(itertools.permutations(range(tables))) if tables <= EXACT_TABLES
              else None)
    for _ in range(MAX_PASSES):
        changed = False
        for game in result:
            for t, group in enumerate(game):  # the game's own sittings taken out
                for p in group:
                    count[p][t] -= 1
            order = _best_order(game, count, high, orders)
            if order != tuple(range(tables)):
                changed = True
                game[:] = [game[k] for k in order]
            for t, group in enumerate(game):
                for p in group:
                    count[p][t] += 1
        if not changed:
            break
    return result


def _added(c: int, high: int) -> float:
    """What one more game at a table where a player has ``c`` adds: the annealing's
    table cost (:func:`.tables.table_cost`) first (weighed far above), then ``count²``."""
    return EXCESS_WEIGHT * (table_cost(c + 1, high) - table_cost(c, high)) + 2 * c + 1


def _best_order(game: list[list[int]], count: list[list[int]], high: list[int],
                orders: list[tuple[int, ...]] | None) -> tuple[int, ...]:
    """The order of ``game``'s groups (``order[t]``: the group at table ``t``) that adds
    the least (:func:`_added`; the game's own sittings are not in ``count``); the order
    as it is unless another is strictly better."""
    tables = len(game)
    cost = [[sum(_added(count[p][t], high[p]) for p in group) for t in range(tables)]
            for group in game]
    keep = tuple(range(tables))
    if orders is not None:
        best = min(orders, key=lambda o: (sum(cost[k][t] for t, k in enumerate(o)), o != keep))
        return best
    order = list(keep)
    improved = True
    while improved:
        improved = False
        for t1 in range(tables):
            for t2 in range(t1 + 1, tables):
                k1, k2 = order[t1], order[t2]
                if cost[k1][t2] + cost[k2][t1] < cost[k1][t1] + cost[k2][t2]:
                    order[t1], order[t2] = k2, k1
                    improved = True
    return tuple(order)


__all__ = ["EXACT_TABLES", "balance_tables", "table_share"]
