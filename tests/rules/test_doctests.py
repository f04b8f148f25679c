"""The ``>>>`` examples in the rules package's docstrings run."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import mafia_desktop.rules

MODULES = [m.name for m in pkgutil.walk_packages(mafia_desktop.rules.__path__,
                                                "mafia_desktop.rules.")]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
