"""Issue 31.6: a role card is shown only when the host means it, and only a family's own.

* No key shows a player's card: a seat selected, then R and words with an r typed (with
  Enter, Space, Backspace) never put a card on the host's screen (a one-screen mirrored
  table shows the room the host's screen); the seat's right-click menu does.
* The dock "Role card of the selected player" asks the game's family for its cards: a
  classic game shows the selected player's own card, a sport game (no role cards) says
  it has none (never a classic Civilian card for the don), and the sport seat menu does
  not offer to show a card."""

from __future__ import annotations

from typing import Any

from host_driver import click_seat
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMenu

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.families.classic import cards as classic_cards
from mafia_desktop.ui.window.card_dock import NoCards
from tests.conftest import SCENARIOS

CLASSIC = SCENARIOS / "town_wins_day2.mafia.json"
SPORT = SCENARIOS / "sport_red_wins.mafia.json"
WORDS = ["Richard", "Harry", "Arina", "Pierre", "r", "R"]


def open_scenario(window: Any, path: Any, count: int = 0) -> Game:
    setup, actions = log_format.read_log(path.read_bytes())
    game = Game.replay(setup, actions[:count])
    window.session.open_game(game)
    window.activateWindow()
    QApplication.processEvents()
    return game


def seat_menu_by_right_click(qtbot: Any, window: Any, seat: int, then: Any) -> None:
    """Right-click the seat's card; ``then(menu)`` runs while the menu is open."""
    view = window.session.page.view
    item = window.session.page.scene.seats[seat - 1]
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    seen: list[Any] = []

    def in_the_menu(turns: int = 100) -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu):
            seen.append(menu)
            then(menu)
        elif turns:
            QTimer.singleShot(10, lambda: in_the_menu(turns - 1))

    QTimer.singleShot(0, in_the_menu)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                              view.viewport().mapToGlobal(pos))
    QApplication.sendEvent(view.viewport(), event)
    assert seen, "no menu"


def type_word(qtbot: Any, window: Any, word: str) -> None:
    qtbot.keyClicks(window, word)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Backspace):
        qtbot.keyClick(window, key)


def test_no_key_shows_a_role_card_the_seat_menu_does(qtbot, window, monkeypatch) -> None:
    shown: list[tuple[str, int, str]] = []

    def exec_for(self: Any, name: str, seat: int, role: str) -> int:
        shown.append((name, seat, role))
        return 0
    monkeypatch.setattr(classic_cards.CardDialog, "exec_for", exec_for)
    game = open_scenario(window, CLASSIC, 2)  # the discussion of day 1
    click_seat(qtbot, window, 1)  # Anna, the godfather, selected (nominating)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    window.commands.select(1)
    for word in WORDS:
        type_word(qtbot, window, word)
        window.commands.select(1)  # whatever the words did, a seat is selected again
    assert shown == []
    menu_names: list[str] = []

    def choose(menu: QMenu) -> None:
        menu_names.extend(a.objectName() for a in menu.actions())
        action = next(a for a in menu.actions() if a.objectName() == "show_card")
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton,
                         pos=menu.actionGeometry(action).center())

    seat_menu_by_right_click(qtbot, window, 2, choose)
    assert "show_card" in menu_names
    assert shown == [(game.setup.name(2), 2, game.setup.player(2).role.value)]


def test_the_help_lists_no_card_key(qtbot) -> None:
    from mafia_desktop.ui.dialogs.help import shortcut_rows
    assert not any(keys == "R" for keys, _ in shortcut_rows())


def test_the_card_dock_shows_the_games_own_familys_cards(qtbot, window) -> None:
    open_scenario(window, SPORT)
    assert isinstance(window.menus.card_dock.widget(), NoCards) and window.session.card is None
    assert "no role cards" in window.menus.card_dock.widget().text()
    click_seat(qtbot, window, 1)
    window.commands.select(1)
    assert isinstance(window.menus.card_dock.widget(), NoCards)
    menu_names: list[str] = []
    seat_menu_by_right_click(qtbot, window, 1, lambda menu: (
        menu_names.extend(a.objectName() for a in menu.actions()), menu.close()))
    assert "note" in menu_names and "show_card" not in menu_names
    window.commands.set_language("ru")
    try:
        assert window.menus.card_dock.widget().text().startswith("В этой игре нет карт ролей")
        window.session.host_input.show_card()
        assert window.statusBar().currentMessage() == "В этой игре нет карт ролей."
    finally:
        window.commands.set_language("en")
    window.session.host_input.show_card()  # no card to show: said, nothing shown
    assert window.statusBar().currentMessage() == "This game has no role cards."
    # a classic game after it: the classic cards, the selected player's own
    game = open_scenario(window, CLASSIC)
    card = window.menus.card_dock.widget()
    assert isinstance(card, classic_cards.RoleCard) and window.session.card is card
    for seat in (1, 3):
        click_seat(qtbot, window, seat)
        qtbot.keyClick(window, Qt.Key.Key_Escape)
        window.commands.select(seat)
        assert card.role_id == game.setup.player(seat).role.value
