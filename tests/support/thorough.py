"""A property test twice: the suite's run, with few examples, and its thorough twin
marked ``slow`` (``pytest -m slow``), with the many examples it had before issue 32.5
(docs/development.md, "The full suite: before a merge").

    def _round_trip(obj): ...            # the property, once
    test_round_trip, test_round_trip_thorough = twins(_round_trip, JSON,
                                                      suite=60, thorough=300)

Both twins check the same property with the same strategies; only the number of
examples differs. ``heavy=True`` marks the suite's twin ``heavy`` too (out of the fast
lane, in the full suite).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis.strategies import SearchStrategy

#: What every twin shares: no deadline (a loaded machine), slow generation allowed.
COMMON: dict[str, Any] = {"deadline": None, "suppress_health_check": [
    HealthCheck.too_slow, HealthCheck.function_scoped_fixture]}


def twins(body: Callable[..., None], *strategies: SearchStrategy[Any], suite: int,
          thorough: int, heavy: bool = False,
          **named: SearchStrategy[Any]) -> tuple[Callable[..., None], Callable[..., None]]:
    """The suite's test (``suite`` examples; marked ``heavy`` if asked) and its ``slow``
    twin (``thorough`` examples) of the property ``body`` over ``strategies``."""
    fast = settings(max_examples=suite, **COMMON)(given(*strategies, **named)(body))
    if heavy:
        fast = pytest.mark.heavy(fast)
    slow = settings(max_examples=thorough, **COMMON)(given(*strategies, **named)(body))
    return fast, pytest.mark.slow(slow)
