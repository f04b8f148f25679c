"""Issue 23.5: the new-game dialog shows a host's words for every option of every rules
family, never the raw option name (``vote_window_enforced`` showed as it is)."""
from __future__ import annotations

import pytest

from mafia_desktop.i18n import names
from mafia_desktop.rules import find_family
from mafia_desktop.rules.families import FAMILY_NAMES


@pytest.fixture()
def family(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """The listed family named by the parameter."""
    return find_family(request.param)


@pytest.mark.parametrize("family", FAMILY_NAMES, indirect=True)
def test_every_option_has_a_label(family) -> None:
    raw = [name for name in family.options if names.option_label(name, family.name) == name]
    assert raw == []


@pytest.mark.parametrize("family", FAMILY_NAMES, indirect=True)
def test_every_option_label_is_translated(family, russian) -> None:
    english = [name for name in family.options
               if names.option_label(name, family.name).isascii()]
    assert english == []
