"""Issue 23.5: the new-game dialog shows a host's words for every option of every rules
family, never the raw option name (``vote_window_enforced`` showed as it is)."""
from __future__ import annotations

import pytest

from mafia_desktop.i18n import names
from mafia_desktop.rules.families import CLASSIC, SPORT


@pytest.mark.parametrize("family", [CLASSIC, SPORT], ids=lambda f: f.name)
def test_every_option_has_a_label(family) -> None:
    raw = [name for name in family.options if names.option_label(name, family.name) == name]
    assert raw == []


@pytest.mark.parametrize("family", [CLASSIC, SPORT], ids=lambda f: f.name)
def test_every_option_label_is_translated(family, russian) -> None:
    english = [name for name in family.options
               if names.option_label(name, family.name).isascii()]
    assert english == []
