"""Issue 23.5: an export is offered as the game's own file in the user's documents
folder (or the folder written to last), not "game.html" in the current folder."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.paths import export_path, remember_folder
from tests.conftest import SCENARIOS


def test_an_export_is_offered_as_the_games_own_file(window, settings, tmp_path) -> None:
    setup, actions = log_format.read_log(
        (SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    game = Game(setup)
    for action in actions:
        game.push(action)
    window.session.open_game(game)
    QApplication.processEvents()
    panel = window.session.page.game_over
    stem = panel.file_stem()
    assert stem.startswith("mafia-") and "-sport" in stem
    first = Path(export_path(settings, stem, ".pdf"))
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert first.name == stem + ".pdf"
    assert str(first.parent) in (documents, str(Path.home()))
    remember_folder(settings, tmp_path / "reports" / "x.pdf")
    (tmp_path / "reports").mkdir()
    assert Path(export_path(settings, stem, ".html")).parent == tmp_path / "reports"
