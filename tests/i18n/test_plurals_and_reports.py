"""Russian plural forms where counts are shown, and reports in the chosen language."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mafia_desktop.reports import export_game
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window.main_window import MainWindow
from tests.i18n.conftest import SCENARIO
from tests.i18n.walk import ROOT

RUSSIAN_VOTES = {1: "1 голос", 2: "2 голоса", 4: "4 голоса", 5: "5 голосов", 11: "11 голосов",
                 21: "21 голос", 22: "22 голоса", 25: "25 голосов", 111: "111 голосов"}


@pytest.mark.parametrize("n", list(RUSSIAN_VOTES))
def test_russian_plural_forms_of_votes(russian, n):
    assert QCoreApplication.translate("ClassicScreen", "%n vote(s)", "", n) == RUSSIAN_VOTES[n]
    assert QCoreApplication.translate("ClassicSeats", "%n vote(s)", "", n) == RUSSIAN_VOTES[n]


def test_english_plural_forms(no_translators):
    from mafia_desktop.i18n.language import set_language
    set_language("en")
    assert QCoreApplication.translate("ClassicScreen", "%n vote(s)", "", 1) == "1 vote"
    assert QCoreApplication.translate("ClassicScreen", "%n vote(s)", "", 5) == "5 votes"


def test_counts_on_the_screens_are_russian_plurals(qtbot, russian, settings, scenario):
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.session.open_game(Game.replay(setup, actions[:10]))  # day 1: 4 votes for Boris, 1 for Anna
    window.menus.projector_action.setChecked(True)
    QApplication.processEvents()
    shown = window.session.projector.scene.texts()
    assert "4 голоса" in shown and "1 голос" in shown
    marks = {s.seat: s.marks.toPlainText() for s in window.session.page.scene.seats}
    assert "4 голоса" in marks[2] and "1 голос" in marks[1]
    window.session.projector.close()
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(window, roster=[])
    for name in ("Anna", "Boris", "Vera", "Gleb", "Dasha"):
        dialog.add_player(name)
    assert dialog.count_label.text() == "5 игроков"
    dialog.remove_current() if dialog.seat_list.currentRow() >= 0 else None
    dialog.suggest_composition()
    assert "на" in dialog.composition_label.text() and "игрок" in dialog.composition_label.text()


def test_russian_html_report_has_russian_role_names(tmp_path, no_translators):
    game = log_format.load_game(SCENARIO.read_bytes())
    path = export_game(game, "html", tmp_path / "ru.html", lang="ru")
    html = path.read_text(encoding="utf-8")
    for word in ("Крёстный отец", "Мафиози", "Мирный житель", "Комиссар", "Врач", "Журналист",
                 "Мирные", "День 1", "Ночь 1", "Игроки", "голос"):
        assert word in html, word
    for english in ("Godfather", "Civilian", "Commissar", "Day 1", "Players"):
        assert english not in html, english
    path = export_game(game, "html", tmp_path / "en.html", lang="en")
    assert "Godfather" in path.read_text(encoding="utf-8")


def test_window_export_follows_the_chosen_language(qtbot, russian, settings, scenario, tmp_path):
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.session.open_game(Game.replay(setup, actions))
    written = window.session.page.game_over.export("html", str(tmp_path / "game.html"))
    html = written.read_text(encoding="utf-8")
    assert "Крёстный отец" in html and "Мафия: отчёт об игре" in html
    assert 'lang="ru"' in html


def test_cli_export_lang_ru_gives_russian(tmp_path):
    out = tmp_path / "report.html"
    result = subprocess.run([sys.executable, "-m", "mafia_desktop", "export", str(SCENARIO),
                             "--format", "html", "-o", str(out), "--lang", "ru"],
                            capture_output=True, text=True, cwd=ROOT,
                            env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["lang"] == "ru"
    html = out.read_text(encoding="utf-8")
    assert "Крёстный отец" in html and "Мирный житель" in html and "Победа: Мирные" in html


def test_report_plurals_are_russian(russian):
    from mafia_desktop.reports.classic.wording import Report
    assert Report().players(7) == "%n игроков; %1".replace("%n", "7")
    assert Report().players(21) == "21 игрок; %1"
    assert Report().tie(2) == "Поровну: у %1 по 2 голоса."
    assert Report().tie(1) == "Поровну: у %1 по 1 голосу."
