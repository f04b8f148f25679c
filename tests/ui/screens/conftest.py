"""Tests on a screen of a given size (issue 23.2): they need the offscreen platform set
up with that screen before Qt starts, so ``tests/ui/test_screens.py`` runs them in a
process of their own (``MAFIA_TEST_SCREENS``: ``laptop``, one 1366x768 screen;
``projector``, that laptop and a 1920x1080 screen beside it). Run alone they skip."""

from __future__ import annotations

import os

import pytest

#: The screens of each layout: (name, x, y, width, height).
LAYOUTS = {
    "laptop": [("laptop", 0, 0, 1366, 768)],
    "projector": [("laptop", 0, 0, 1366, 768), ("projector", 1366, 0, 1920, 1080)],
}


def layout() -> str | None:
    """The layout this process runs on, or ``None`` (not started by test_screens.py)."""
    return os.environ.get("MAFIA_TEST_SCREENS")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.fspath).startswith(here):
            wanted = item.get_closest_marker("screens")
            if layout() is None:
                item.add_marker(pytest.mark.skip(reason="run by tests/ui/test_screens.py"))
            elif wanted is not None and layout() not in wanted.args:
                item.add_marker(pytest.mark.skip(reason=f"for {wanted.args} only"))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "screens(*layouts): the screen layouts a test is for")
