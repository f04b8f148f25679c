"""A report asked for in one language speaks it whatever the window speaks, and the
window keeps its own language afterwards."""

from __future__ import annotations

from pathlib import Path

from mafia_desktop.i18n import names
from mafia_desktop.i18n.language import set_language
from mafia_desktop.reports import export_game
from mafia_desktop.rules.log_format import load_game
from tests.conftest import SCENARIOS


def test_report_language_is_independent_of_the_window(qapp, tmp_path: Path) -> None:
    game = load_game((SCENARIOS / "town_wins_day2.mafia.json").read_text())
    try:
        set_language("ru", qapp)
        english = export_game(game, "html", tmp_path / "en.html", lang="en").read_text()
        assert "Godfather" in english and "Крёстный" not in english
        assert names.role_name("godfather") == "Крёстный отец"  # the window stays Russian
        set_language("en", qapp)
        russian = export_game(game, "html", tmp_path / "ru.html", lang="ru").read_text()
        assert "Крёстный отец" in russian and "Godfather" not in russian
        assert names.role_name("godfather") == "Godfather"
    finally:
        set_language("en", qapp)
