"""How a replay's output is compared with a scenario's ``.expected.json``.

The expected file lists what the summary must hold "at least" (GAME_LOG.md): every key
of an expected object must be in the output with a matching value; a list of strings
(``winners``) is compared as a set; other lists (``deaths``, ``checks``) must have the
same length and match item for item in some order.
"""

from __future__ import annotations

from typing import Any


def matches(expected: Any, got: Any) -> bool:
    """True when ``got`` satisfies ``expected`` as described above."""
    if isinstance(expected, dict):
        return isinstance(got, dict) and all(
            key in got and matches(value, got[key]) for key, value in expected.items())
    if isinstance(expected, list) and all(isinstance(x, str) for x in expected):
        return isinstance(got, list) and sorted(expected) == sorted(got)
    if isinstance(expected, list):
        if not isinstance(got, list) or len(expected) != len(got):
            return False
        rest = list(got)
        for item in expected:
            hit = next((i for i, g in enumerate(rest) if matches(item, g)), None)
            if hit is None:
                return False
            rest.pop(hit)
        return True
    return type(expected) is type(got) and expected == got
