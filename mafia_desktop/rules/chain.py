"""An immutable sequence that grows at its end in constant time and memory.

A state keeps what can grow without bound in a game (RULES_SPORT.md S-SCORE-1: any number
of bonuses, also after the end) in a :class:`Chain`: each new state shares every earlier
item with the state before it, so a log of ``n`` actions keeps ``n`` states in memory
linear in ``n`` (a tuple copied into each new state would be quadratic).

>>> a = Chain().add(1).add(2)
>>> b = a.add(3)
>>> tuple(a), tuple(b), len(b), b.since(1), b[-1]
((1, 2), (1, 2, 3), 3, (2, 3), 3)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Generic, TypeVar, overload

T = TypeVar("T")


class Chain(Generic[T]):
    """An immutable sequence of items in the order they were added.

    ``add`` is O(1) and shares the old chain; ``since(k)`` (the items after the first
    ``k``) costs O(len - k); iterating, indexing from the start and ``==`` cost O(len).
    Compares equal to another chain or to a tuple with the same items.
    """

    __slots__ = ("_item", "_rest", "_size")

    _item: T | None
    _rest: Chain[T] | None
    _size: int

    def __init__(self) -> None:
        self._item = None
        self._rest = None
        self._size = 0

    def add(self, item: T) -> Chain[T]:
        """A new chain: this one with ``item`` at its end (this one is left as it was)."""
        new: Chain[T] = Chain.__new__(Chain)
        new._item = item
        new._rest = self
        new._size = self._size + 1
        return new

    def __len__(self) -> int:
        return self._size

    def __bool__(self) -> bool:
        return self._size > 0

    def _backwards(self) -> Iterator[T]:
        node: Chain[T] | None = self
        while node is not None and node._size:
            yield node._item  # type: ignore[misc]
            node = node._rest

    def since(self, count: int) -> tuple[T, ...]:
        """The items added after the first ``count`` (``()`` when there are none)."""
        out: list[T] = []
        for item in self._backwards():
            if len(out) >= self._size - max(count, 0):
                break
            out.append(item)
        out.reverse()
        return tuple(out)

    def __iter__(self) -> Iterator[T]:
        return iter(self.since(0))

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return self.since(0)[index]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("chain index out of range")
        for k, item in enumerate(self._backwards()):
            if k == self._size - 1 - index:
                return item
        raise IndexError("chain index out of range")  # pragma: no cover

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain):
            return len(self) == len(other) and self.since(0) == other.since(0)
        if isinstance(other, tuple):
            return self.since(0) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.since(0))

    def __repr__(self) -> str:
        return f"Chain({list(self.since(0))!r})"
