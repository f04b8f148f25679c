"""Saved games: "Export for other sites" (issue 34, point 4): a finished sport game
written for the ratings site or the FIIM site through the real dialog (the button's menu
opened by a click, a format chosen with the keyboard, the file dialog answered); a classic
game, a game in progress and a damaged one are not offered."""
from __future__ import annotations

import json
import random
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport.tournament.exchange import game_to_mafiaratings, game_to_mwt
from mafia_desktop.storage import GameRepository
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_view import GamesDialog
from tests.rules.tournament_games import finish
from tests.storage.conftest import random_game, store


def _sport(seed: int) -> Game:
    from mafia_desktop.rules.sport.random_player import random_sport_setup
    rng = random.Random(seed)
    return finish(Game(random_sport_setup(rng)), rng, 0.05)


def _select(dialog: GamesDialog, game_id: int) -> None:
    model = dialog.finished_model
    row = next(r for r in range(model.rowCount()) if model.game(r).id == game_id)
    dialog.finished_view.selectRow(row)


def _choose(qtbot, button, downs: int) -> list[str]:
    """Click ``button``; in the menu it opens, go down ``downs`` times and press Enter.
    Returns the menu's entries as shown."""
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):        # not open yet: look again
            QTimer.singleShot(50, pick)
            return
        seen.extend(a.text() for a in menu.actions())
        for _ in range(downs + 1):
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(50, pick)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)   # the menu pops up queued
    qtbot.waitUntil(lambda: bool(seen))
    return seen


def test_a_finished_sport_game_is_exported_for_both_sites(qtbot, monkeypatch, repo:
                                                          GameRepository,
                                                          tmp_path: Path) -> None:
    game = _sport(5)
    gid = store(repo, game)
    classic = store(repo, random_game(1, 8))
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.show()
    button = dialog.exchange_button
    _select(dialog, classic)
    assert not button.isEnabled() and "sport" in button.toolTip()
    _select(dialog, gid)
    assert button.isEnabled() and button.isVisible()
    asked: list[str] = []

    def save(parent, caption, path, filters):
        asked.append(path)
        return str(tmp_path / Path(path).name), filters
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    warned: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda *a, **k: warned.append(a[2]))
    entries = _choose(qtbot, button, 0)
    assert entries == ["For the ratings site (mafiaratings)…", "For the FIIM site (mwt)…"]
    qtbot.waitUntil(lambda: (tmp_path / f"game-{gid}-mafiaratings.json").exists())
    loaded = repo.load(gid)
    assert json.loads((tmp_path / f"game-{gid}-mafiaratings.json").read_text("utf-8")) == \
        game_to_mafiaratings(loaded)
    _choose(qtbot, button, 1)
    qtbot.waitUntil(lambda: (tmp_path / f"game-{gid}-mwt.json").exists())
    assert json.loads((tmp_path / f"game-{gid}-mwt.json").read_text("utf-8")) == \
        game_to_mwt(loaded)
    assert [Path(p).name for p in asked] == [f"game-{gid}-mafiaratings.json",
                                             f"game-{gid}-mwt.json"]
    assert not warned


def test_a_game_in_progress_is_not_offered(qtbot, repo: GameRepository) -> None:
    store(repo, random_game(3, 9, max_actions=10))
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.unfinished_view.selectRow(0)
    assert not dialog.exchange_button.isEnabled()


def test_a_failed_write_is_said_and_leaves_no_file(qtbot, monkeypatch, repo: GameRepository,
                                                   tmp_path: Path) -> None:
    gid = store(repo, _sport(6))
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    _select(dialog, gid)
    warned: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda *a, **k: warned.append(a[2]))
    target = tmp_path / "missing-folder" / "x.json"
    assert dialog.exchange_button.export("mwt", str(target)) is None
    assert warned and "Export failed" in warned[0] and not target.exists()


def test_a_game_of_a_schedule_carries_its_table_and_game(qtbot, monkeypatch, repo:
                                                          GameRepository, settings,
                                                          tmp_path: Path) -> None:
    from PySide6.QtWidgets import QWidget

    from mafia_desktop.ui.paths import remember_slot
    gid = store(repo, _sport(7))
    remember_slot(settings, gid, (2, 3, 4))
    host = QWidget()
    host.settings = settings                 # the window's settings, as the host has them
    qtbot.addWidget(host)
    dialog = GamesDialog(repo, host)
    _select(dialog, gid)
    path = dialog.exchange_button.export("mafiaratings", str(tmp_path / "g.json"))
    out = json.loads(Path(str(path)).read_text("utf-8"))
    assert (out["tableNum"], out["gameNum"]) == (3, 4)
