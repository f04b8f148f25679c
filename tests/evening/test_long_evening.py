"""Issue 35.3: a long evening keeps no game's widgets alive. Opening the next game left
the last game's notes panel (18 widgets) in the notes dock: +18 widgets a game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from tests.conftest import CLASSIC_SCENARIOS, SPORT_SCENARIOS


def widgets_after_deletes() -> int:
    """The application's widgets once every deferred deletion has run."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
    return len(QApplication.allWidgets())


def open_stored(window: Any, repo: Any, log: Any) -> None:
    """Store ``log``'s game and open it in ``window`` as the evening's next game does."""
    setup, actions = log_format.read_log(log.read_bytes())
    game_id = repo.create_game(setup)
    window.session.open_game(Game(setup), game_id, {}, repo)
    window.session.notes.show_player(1)


def test_twelve_games_in_one_window_leave_no_widgets_behind(window, repo) -> None:  # type: ignore[no-untyped-def]
    logs = [SPORT_SCENARIOS[0], CLASSIC_SCENARIOS[0]]
    counts = []
    for k in range(12):
        open_stored(window, repo, logs[k % 2])
        counts.append(widgets_after_deletes())
    # games 1 and 3 open the same family as game 11; 2 as 12 (the first of each family
    # builds that family's shared parts once)
    assert counts[10] == counts[2] and counts[11] == counts[3], counts
    window.session.close_game()
    assert window.session.notes is None or window.session.notes.parent() is not None
