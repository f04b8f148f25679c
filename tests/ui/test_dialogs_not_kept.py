"""A dialog asked once is deleted after it (``ui/modal.py`` ``run_modal``): the host
window keeps no hidden Help, Players, Sound or New game dialog. Each kept one stayed a
hidden child of the window for the whole evening, retranslated and holding its tables
on every language switch (a dozen New game dialogs after a dozen games)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from mafia_desktop.ui.phones.dialog import PhonesDialog
from mafia_desktop.ui.window import game_files
from tests.ui.host_driver import new_window

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya"]


def close_the_next_modal(seen: list[str]) -> None:
    """Once a modal dialog is up (the loop turned until it is), press Esc on it and note
    its class."""
    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(0, look)
            return
        seen.append(type(dialog).__name__)
        dialog.close()

    QTimer.singleShot(0, look)


def kept_dialogs(window: Any) -> list[str]:
    """The dialogs still under the window once Qt's deferred deletes are done (the
    phones' dialog is kept on purpose: it is opened again as it was)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    return [type(d).__name__ for d in window.findChildren(QDialog)
            if not isinstance(d, PhonesDialog)]


@pytest.mark.parametrize("command", ["show_help", "show_players", "show_sound_settings"])
def test_a_menu_dialog_is_gone_once_closed(qtbot: Any, repo: Any, command: str) -> None:
    window = new_window(qtbot, repo)
    seen: list[str] = []
    for _ in range(3):  # the host opens it three times in an evening
        close_the_next_modal(seen)
        getattr(window.commands, command)()
    assert len(seen) == 3 and seen[0].endswith("Dialog"), seen
    assert kept_dialogs(window) == []


def test_the_new_game_dialog_is_gone_once_the_game_starts(
        qtbot: Any, repo: Any, monkeypatch: Any) -> None:
    class Accepting(game_files.NewGameDialog):  # the host typed the names and pressed OK
        def __init__(self, parent: Any = None, **kwargs: Any) -> None:
            kwargs["players"] = NAMES
            kwargs["seed"] = 3
            super().__init__(parent, **kwargs)

        def exec(self) -> int:
            return 1

    monkeypatch.setattr(game_files, "NewGameDialog", Accepting)
    window = new_window(qtbot, repo)
    for _ in range(3):  # three games of an evening
        window.menus.new_action.trigger()  # Game → New game…
        assert [p.name for p in window.session.controller.game.setup.players] == NAMES
    assert len(repo.list_games()) == 3
    assert kept_dialogs(window) == []
