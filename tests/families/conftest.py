"""The families' tests: the tiny test-only family registered in every layer for each
test that asks for it (``tiny``), unregistered after."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.families.tiny.family import registered


@pytest.fixture()
def tiny(qapp: Any) -> Iterator[str]:
    """The tiny family registered in every layer; its name."""
    with registered():
        yield "tiny"
