"""Issue 31.8: the save, export and open dialogs open in the folder used last (QSettings,
``paths.last_folder``), never the program's own folder, and offer a name that says which
game it is: ``mafia-<date>-<family>-game-<id>`` as the reports' export does, and for a game
started from a tournament schedule its round, table and game."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from mafia_desktop.ui.paths import last_folder
from tests.tournament.helpers import new_tournament, open_repo


@pytest.fixture()
def offered(monkeypatch) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """Every file dialog's (title, offered path); each is cancelled."""
    seen: list[tuple[str, str]] = []

    def save(parent: Any, title: str, path: str, *a: Any, **k: Any) -> tuple[str, str]:
        seen.append((title, path))
        return "", ""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames",
                        lambda *a, **k: (seen.append((a[1], a[2])), ([], ""))[1])
    return seen


def test_a_schedules_game_is_offered_by_its_round_table_and_game(
        qtbot, window, repo, tmp_path, monkeypatch, offered) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.ui.window import game_files
    games, tours = open_repo(tmp_path / "organiser.sqlite3")
    tid = new_tournament(tours, 30, 3, 4)
    path = tmp_path / "tables" / "round-1-table-2.schedule.json"
    path.parent.mkdir()
    path.write_text(json.dumps(tours.schedule(tid, 1, 2)), "utf-8")
    games.conn.close()

    class Accepting(game_files.NewGameDialog):  # the host deals and starts as usual
        def exec(self) -> int:
            return 1
    monkeypatch.setattr(game_files, "NewGameDialog", Accepting)
    dialog = window.commands.open_schedule(str(path))
    dialog.table.selectRow(2)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.session.controller is not None
    offered.clear()
    window.session.files.save_log()  # Game → Save game log as…
    window.session.files.print_role_cards()
    today = date.today().isoformat()
    stem = f"mafia-{today}-sport-round-1-table-2-game-3"  # the third game of table 2
    (_, log), (_, cards) = offered
    home = Path(last_folder(window.settings))
    assert Path(log) == home / f"{stem}.mafia.json", log
    assert Path(cards) == home / f"{stem}-role-cards.pdf", cards
    assert home != Path.cwd()
    # a log written into a folder: the next dialogs open there
    (tmp_path / "logs").mkdir()
    window.session.files.save_log(str(tmp_path / "logs" / "x.mafia.json"))
    offered.clear()
    window.session.files.save_log()
    window.commands.open_log()
    assert [Path(p).parent for _, p in offered[:1]] == [tmp_path / "logs"]
    assert Path(offered[1][1]) == tmp_path / "logs"


def test_a_game_of_the_club_is_named_by_its_id(qtbot, window, repo, offered) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.rules import Game, log_format
    from tests.conftest import SCENARIOS
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    window.session.files.save_log()
    name = Path(offered[-1][1]).name
    assert name == f"mafia-{date.today().isoformat()}-classic-game-{game_id}.mafia.json"
