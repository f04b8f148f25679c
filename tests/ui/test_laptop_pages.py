"""The host window's pages on a laptop (issue 23.2): the club evening is a page of the
window, never a window over the seating circle; the game-over page's foul and bonus row
in sight at 1366x768 in Russian; a game only looked at offers no entry hint."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.ui.families import ui_family
from tests.conftest import SCENARIOS
from tests.evening.helpers import NAMES, three_game_evening


def sport_log() -> tuple[Any, list[Any]]:
    return log_format.read_log((SCENARIOS / "sport_red_wins.mafia.json").read_bytes())


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def shown_windows() -> list[Any]:
    """The program's top-level windows on the screen."""
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()]


def test_the_evening_is_a_page_of_the_host_window(window, repo, monkeypatch) -> None:
    from mafia_desktop.ui.window import game_files

    evenings = EveningRepository(repo)
    evening = evenings.create("Friday", NAMES)

    class Accepting(game_files.NewGameDialog):  # the host accepts the proposed seating
        def exec(self) -> int:
            return 1
    monkeypatch.setattr(game_files, "NewGameDialog", Accepting)
    window.menus.evening_action.trigger()  # Evening → Evening: players, table, seating…
    page = window.commands.evening_page
    assert page is not None and not page.isWindow() and page.window() is window
    assert window.pages.currentWidget() is page and page.isVisible()
    assert shown_windows() == [window]  # nothing above the host window
    assert page.back_button.text().endswith("start page")
    QTest.mouseClick(page.next_button, Qt.MouseButton.LeftButton)  # Start the next game…
    settle()
    game_id = evenings.get(evening).games[0]
    assert window.session.controller is not None and window.session.controller.game_id == game_id
    # the seating circle is shown, whole, and the evening is not
    assert window.pages.currentWidget() is window.session.page and not page.isVisible()
    view = window.session.page.view
    assert view.isVisible() and view.visibleRegion().boundingRect() == view.rect()
    assert shown_windows() == [window]
    # back to the evening and to the game again; the button names the game
    window.menus.evening_action.trigger()
    assert page.isVisible() and page.back_button.text().endswith("game")
    QTest.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.session.page


def test_the_games_keys_are_off_on_the_evening_page(window, repo) -> None:
    three_game_evening(repo)
    setup, actions = sport_log()
    c = window.session.open_game(Game.replay(setup, actions[:1]))  # day 1: Space ends a speech
    settle()
    window.commands.show_evening()
    before = len(c.game.actions)
    for key in (Qt.Key.Key_E, Qt.Key.Key_Space, Qt.Key.Key_1, Qt.Key.Key_Return):
        QTest.keyClick(window, key)
    assert len(c.game.actions) == before  # nothing typed on the evening reached the game
    window.commands.leave_evening()
    QTest.keyClick(window, Qt.Key.Key_Space)  # on the game's page the key works again
    settle()
    assert len(c.game.actions) == before + 1


def test_a_new_database_drops_the_evening_page(window, repo) -> None:
    three_game_evening(repo)
    page = window.commands.show_evening()
    window.status.set_repository(None)
    assert window.commands.evening_page is None and window.pages.indexOf(page) == -1
    assert window.pages.currentWidget() is window.start_page


def test_the_bonus_and_foul_row_is_in_sight_at_the_end_on_a_laptop(qtbot, window) -> None:
    window.commands.set_language("ru")
    try:
        window.resize(1366, 768)
        setup, actions = sport_log()
        window.session.open_game(Game.replay(setup, actions))
        settle()
        over = window.session.page.game_over
        assert window.session.page.stack.currentWidget() is over
        viewport = window.session.page.right_scroll.viewport()
        for widget in (over.foul_button, over.disqualify_button, over.bonus_button,
                       over.bonus_reason, *over.export_buttons.values()):
            assert widget.isVisible()
            box = widget.rect().translated(widget.mapTo(viewport, widget.rect().topLeft()))
            assert viewport.rect().contains(box), (widget.objectName(), box)
        assert over.bonus_reason.width() >= 150  # room to type a reason
    finally:
        window.commands.set_language("en")
        remove_translators()  # the application as it was found: no translator


@pytest.mark.parametrize("read_only", [False, True])
def test_a_game_only_looked_at_offers_no_entry_hint(window, repo, read_only: bool) -> None:
    setup, actions = sport_log()
    game_id = repo.import_log(log_format.dumps(setup, actions[:6]))  # a speech goes on
    c = window.commands.resume_game(game_id, read_only=read_only)
    settle()
    hint = ui_family(c.state).hint(c.state)
    assert hint
    assert (hint in window.session.page.prompt.text()) is not read_only
