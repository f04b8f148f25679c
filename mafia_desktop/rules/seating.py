"""Seating for the next game of an evening (issue 14): random, or balanced.

Pure Python. **The balanced rule**: the players of the next game are given seats so that
the total number of times each of them has already sat in the seat they get (earlier
games of this evening) is the smallest possible; among the seatings with that smallest
total, one is picked at random from the recorded seed. So no one gets a seat for a second
time while a seating exists in which nobody does; with the same players every game, a
player sits in every seat once before any seat comes round again (a Latin rectangle can
always be extended by a row: Hall's theorem). It is solved as an assignment problem
(the Hungarian method, O(n³), n ≤ 24 seats). Roles stay the deal's (random with its own
seed, or by hand): the seating never looks at them.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from .state import name_key

#: The two ways of proposing a seating.
MODES: tuple[str, ...] = ("balanced", "random")


def seat_counts(history: Iterable[Sequence[str]]) -> dict[str, dict[int, int]]:
    """How often each player sat in each seat: ``history`` is each earlier game's names
    in seat order (seat 1 first). Returns ``name key -> {seat: times}``."""
    counts: dict[str, dict[int, int]] = {}
    for names in history:
        for seat, name in enumerate(names, start=1):
            per = counts.setdefault(name_key(name), {})
            per[seat] = per.get(seat, 0) + 1
    return counts


def _assign(cost: Sequence[Sequence[float]]) -> list[int]:
    """The Hungarian method for a square ``cost`` matrix: ``result[row] = column`` with
    the least total cost (potentials form, O(n³))."""
    n = len(cost)
    inf = float("inf")
    u = [0.0] * (n + 1)
    v = [0.0] * (n + 1)
    match = [0] * (n + 1)  # match[column] = row (1-based; 0: free)
    way = [0] * (n + 1)
    for row in range(1, n + 1):
        match[0] = row
        col0 = 0
        minv = [inf] * (n + 1)
        used = [False] * (n + 1)
        while True:
            used[col0] = True
            r0, delta, col1 = match[col0], inf, 0
            for j in range(1, n + 1):
                if not used[j]:
                    cur = cost[r0 - 1][j - 1] - u[r0] - v[j]
                    if cur < minv[j]:
                        minv[j], way[j] = cur, col0
                    if minv[j] < delta:
                        delta, col1 = minv[j], j
            for j in range(n + 1):
                if used[j]:
                    u[match[j]] += delta
                    v[j] -= delta
                else:
                    minv[j] -= delta
            col0 = col1
            if match[col0] == 0:
                break
        while col0:
            col1 = way[col0]
            match[col0] = match[col1]
            col0 = col1
    result = [0] * n
    for col in range(1, n + 1):
        result[match[col] - 1] = col - 1
    return result


def repeats(order: Sequence[str], counts: Mapping[str, Mapping[int, int]]) -> int:
    """The seating's cost under the balanced rule: for each player, the times they
    already sat in the seat ``order`` gives them (seat i is ``order[i - 1]``)."""
    return sum(counts.get(name_key(n), {}).get(seat, 0) for seat, n in enumerate(order, 1))


def propose_seating(players: Sequence[str], history: Iterable[Sequence[str]] = (),
                    seed: int = 0, mode: str = "balanced") -> list[str]:
    """The names of the next game in seat order (seat 1 first).

    Args:
        players: who plays the next game (any order; one seat each).
        history: the evening's earlier games, each its names in seat order.
        seed: the random seed (recorded by the caller: the same seed and history give
            the same seating).
        mode: ``"balanced"`` (the rule above) or ``"random"`` (a shuffle).
    Raises:
        ValueError: an unknown mode, or the same name twice (R-SETUP-1).
    """
    if mode not in MODES:
        raise ValueError(f"unknown seating mode {mode!r} (one of {', '.join(MODES)})")
    keys = [name_key(p) for p in players]
    if len(set(keys)) != len(keys):
        raise ValueError("R-SETUP-1: the same name is listed twice")
    rng = random.Random(seed)
    order = list(players)
    rng.shuffle(order)
    if mode == "random" or not order:
        return order
    counts = seat_counts(history)
    n = len(order)
    # a random tie-break below 1 in total: it never outweighs one earlier sitting
    cost = [[counts.get(name_key(name), {}).get(seat, 0) + rng.random() / (n + 1)
             for seat in range(1, n + 1)] for name in order]
    seat_of = _assign(cost)
    seated = [""] * n
    for i, name in enumerate(order):
        seated[seat_of[i]] = name
    return seated


__all__ = ["MODES", "propose_seating", "repeats", "seat_counts"]
