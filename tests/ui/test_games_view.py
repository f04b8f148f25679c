"""The saved-games dialog: lists, Resume / Open signals, Delete with confirmation."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from mafia_desktop.storage import GameRepository, StorageError, open_database
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_view import GamesDialog, GamesModel, choose_game
from tests.storage.conftest import random_game, store


@pytest.fixture()
def filled(repo: GameRepository) -> tuple[GameRepository, list[int], list[int]]:
    finished = [store(repo, random_game(seed, 8)) for seed in (1, 2)]
    going = [store(repo, random_game(seed, 9, max_actions=10)) for seed in (3, 4, 5)]
    return repo, finished, going


def ids(model: GamesModel) -> list[int]:
    return [model.data(model.index(r, 0), Qt.ItemDataRole.UserRole)
            for r in range(model.rowCount())]


def test_lists_games_in_progress_and_finished(qtbot, filled) -> None:
    repo, finished, going = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    assert sorted(ids(dialog.unfinished_model)) == sorted(going)
    assert sorted(ids(dialog.finished_model)) == sorted(finished)
    m = dialog.finished_model
    row = ids(m).index(finished[0])
    info = repo.info(finished[0])
    assert m.data(m.index(row, GamesModel.PLAYERS)) == ", ".join(info.players)
    assert m.data(m.index(row, GamesModel.ACTIONS)) == info.actions
    assert m.data(m.index(row, GamesModel.RESULT)) in ("Town", "Mafia", "Town, Maniac",
                                                       "Mafia, Maniac", "Maniac", "Draw")
    assert dialog.unfinished_model.data(dialog.unfinished_model.index(0, GamesModel.RESULT)) == "In progress"
    assert not dialog.empty_label.isVisibleTo(dialog)


def test_resume_and_open_emit_the_game_id(qtbot, filled) -> None:
    repo, finished, going = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.unfinished_view.selectRow(1)
    want = ids(dialog.unfinished_model)[1]
    assert dialog.resume_button.isEnabled() and not dialog.open_button.isEnabled()
    with qtbot.waitSignal(dialog.resumeRequested) as blocker:
        qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [want] and dialog.chosen == want

    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.finished_view.selectRow(0)
    assert not dialog.unfinished_view.selectionModel().hasSelection()
    assert dialog.open_button.isEnabled() and not dialog.resume_button.isEnabled()
    with qtbot.waitSignal(dialog.openRequested) as blocker:
        qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [ids(dialog.finished_model)[0]]


def test_double_click_resumes(qtbot, filled) -> None:
    repo, _, going = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.resumeRequested) as blocker:
        dialog._activated(dialog.unfinished_model.index(0, 1))
    assert blocker.args == [ids(dialog.unfinished_model)[0]]


def answer(monkeypatch, button) -> list:
    """Patch the confirmation box: record (its text, its text format), click ``button``."""
    asked = []

    def exec_(box):
        asked.append((box.text(), box.textFormat()))
        box.button(button).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def test_delete_asks_first(qtbot, monkeypatch, filled) -> None:
    repo, finished, going = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.finished_view.selectRow(0)
    victim = ids(dialog.finished_model)[0]
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    dialog.delete_button.click()
    assert asked and victim in [g.id for g in repo.list_games()]
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    dialog.delete_button.click()
    assert victim not in [g.id for g in repo.list_games()]
    assert victim not in ids(dialog.finished_model)
    assert len(ids(dialog.finished_model)) == len(finished) - 1


def test_a_failed_delete_keeps_the_list(qtbot, monkeypatch, filled) -> None:
    repo, finished, _ = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.finished_view.selectRow(0)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    warned = []
    monkeypatch.setattr(plain, "warn", lambda *a, **k: warned.append(a[2]))

    def refuse(game_id: int, **kw) -> None:
        raise StorageError("attempt to write a readonly database", path="x.sqlite3")
    monkeypatch.setattr(repo, "delete_game", refuse)
    dialog.delete_button.click()
    assert warned and "readonly" in warned[0]
    assert sorted(ids(dialog.finished_model)) == sorted(finished)


def test_only_games_in_progress(qtbot, filled) -> None:
    repo, _, going = filled
    dialog = GamesDialog(repo, finished=False)
    qtbot.addWidget(dialog)
    assert not dialog.finished_view.isVisibleTo(dialog)
    assert not dialog.open_button.isVisibleTo(dialog)
    assert dialog.finished_model.rowCount() == 0
    assert sorted(ids(dialog.unfinished_model)) == sorted(going)


def test_empty(qtbot, repo) -> None:
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    assert dialog.empty_label.isVisibleTo(dialog)
    assert not dialog.resume_button.isEnabled() and not dialog.delete_button.isEnabled()


def test_choose_game_returns_the_choice(qtbot, monkeypatch, filled) -> None:
    repo, _, going = filled

    def exec_(self) -> int:
        self.resume_selected()
        return 1
    monkeypatch.setattr(GamesDialog, "exec", exec_)
    assert choose_game(repo, finished=False) == ids(GamesModel(repo.list_games(False)))[0]

    monkeypatch.setattr(GamesDialog, "exec", lambda self: 0)
    assert choose_game(repo) is None


def test_screenshot(qtbot, filled, tmp_path) -> None:
    dialog = GamesDialog(filled[0])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    image = dialog.grab().toImage()
    assert image.width() > 600 and image.height() > 400
    assert image.save(str(tmp_path / "games.png"))


def test_delete_is_never_the_default_button(qtbot, tmp_path):
    from mafia_desktop.storage import GameRepository
    from mafia_desktop.ui.club.games_view import GamesDialog

    repo = GameRepository(open_database(tmp_path / "d.sqlite3"))
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    assert not dialog.delete_button.autoDefault() and not dialog.delete_button.isDefault()
    assert dialog.resume_button.isDefault()


def test_the_game_open_in_the_window_cannot_be_deleted(qtbot, monkeypatch, filled) -> None:
    repo, finished, going = filled
    dialog = GamesDialog(repo, open_game=going[1])
    qtbot.addWidget(dialog)
    row = ids(dialog.unfinished_model).index(going[1])
    dialog.unfinished_view.selectRow(row)
    assert not dialog.delete_button.isEnabled()
    assert "open in the window" in dialog.delete_button.toolTip()
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    dialog.delete_selected()  # even if asked to: nothing is asked, nothing deleted
    assert not asked and going[1] in [g.id for g in repo.list_games()]
    dialog.unfinished_view.selectRow(1 - row if row < 2 else 0)  # another game: deletable
    assert dialog.delete_button.isEnabled() and dialog.delete_button.toolTip() == ""


def test_the_window_names_its_open_game_to_the_saved_games(qtbot, monkeypatch, repo,
                                                           tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from mafia_desktop.rules import Game
    from mafia_desktop.ui.window.main_window import MainWindow

    game = random_game(3, 9, max_actions=10)
    game_id = store(repo, game)
    w = MainWindow(repo, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.commands.resume_game(game_id)
    seen = []
    monkeypatch.setattr(GamesDialog, "exec", lambda d: seen.append(
        (d.open_game, d.delete_button.isEnabled())) or 0)
    w.session.files.resume()
    assert seen == [(game_id, False)]  # the only game, selected first: not deletable
    assert isinstance(w.session.controller.game, Game) and w.session.controller.game_id == game_id


def test_saved_games_show_local_times(qtbot, time_zone, filled) -> None:
    from datetime import UTC, datetime

    from mafia_desktop.ui.club.games_view import local_time

    at = datetime(2026, 11, 20, 16, 43, tzinfo=UTC)  # the database keeps UTC
    time_zone("MSK-3")
    assert "19:43" in local_time(at) and "16:43" not in local_time(at)
    time_zone("EST+5")
    assert "11:43" in local_time(at)
    repo, _, going = filled
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    m = dialog.unfinished_model
    row = ids(m).index(going[0])
    started = repo.info(going[0]).started_at
    assert started.utcoffset().total_seconds() == 0
    assert m.data(m.index(row, GamesModel.STARTED)) == local_time(started)
    assert f"{started.astimezone():%H:%M}" in m.data(m.index(row, GamesModel.STARTED))
