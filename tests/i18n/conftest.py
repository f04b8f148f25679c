"""Fixtures of the translation tests: the Russian language installed for one test."""

from __future__ import annotations

import pytest

from mafia_desktop.i18n.language import remove_translators, set_language
from mafia_desktop.rules import log_format
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


@pytest.fixture()
def russian(qapp):
    """The program speaks Russian during the test; English source again afterwards."""
    set_language("ru", qapp)
    yield
    remove_translators(qapp)


@pytest.fixture()
def no_translators(qapp):
    """Whatever a test installs is removed afterwards."""
    yield
    remove_translators(qapp)


@pytest.fixture()
def scenario():
    """(setup, actions) of the town-wins-on-day-2 game."""
    return log_format.read_log(SCENARIO.read_bytes())
