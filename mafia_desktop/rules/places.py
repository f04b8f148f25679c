"""Places in a ranking, shared on a tie: the tournament's standings and the evening's
points table rank alike (issue 31.8: the evening gave tied players different places).

Pure: only the standard library.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence


def shared_places(keys: Sequence[Hashable]) -> list[int]:
    """The places of rows already in ranking order, by their ranking ``keys``: equal
    neighbours share a place and the next place skips as many (competition ranking).

    >>> shared_places([(3.0,), (2.0,), (2.0,), (1.0,)])
    [1, 2, 2, 4]
    >>> shared_places([])
    []
    """
    places: list[int] = []
    for i, key in enumerate(keys):
        places.append(places[-1] if i and keys[i - 1] == key else i + 1)
    return places


__all__ = ["shared_places"]
