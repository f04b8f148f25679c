"""Every text of both windows and the dialogs is Russian when Russian is chosen: a walk
over the real widgets at every stage of a real game finds no English message left."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from mafia_desktop.rules import Game
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.dialogs.help import HelpDialog
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import unisolated
from tests.i18n.conftest import SCENARIO
from tests.i18n.walk import english_left, widget_texts

#: How many actions of town_wins_day2 are taken at each stage looked at.
STAGES = {"day 1 discussion": 3, "voting": 7, "last word": 11, "night": 13,
          "day 2 discussion": 16, "day 2 voting": 20, "game over": 23}


def test_the_walk_finds_english_when_nothing_is_translated(qtbot, settings, scenario):
    """The check can fail: without a translator the same walk finds the English."""
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.session.open_game(Game.replay(setup, actions[:7]))
    left = english_left(widget_texts(window), [p.name for p in setup.players])
    assert len(left) > 30
    assert any("'Open the vote'" in line for line in left)


@pytest.mark.parametrize("stage", list(STAGES))
def test_host_window_and_projector_are_russian_at_every_stage(qtbot, russian, settings,
                                                              scenario, stage):
    setup, actions = scenario
    k = STAGES[stage]
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    window.session.open_game(Game.replay(setup, actions[:k - 1]))
    assert window.commands.perform(actions[k - 1]) is None  # through the window: timer, status bar
    window.commands.select(3)
    window.menus.projector_action.setChecked(True)
    window.session.page.timer.start()  # the projector shows the timer from its first tick
    window.session.page.timer.poll()
    window.feed.show_timer(window.session.page.timer.remaining())
    QApplication.processEvents()
    names = [p.name for p in setup.players]
    texts = list(widget_texts(window))
    texts += widget_texts(window.session.projector)
    for seat in (1, 2, 7):
        texts += widget_texts(window.commands.build_seat_menu(seat))
    assert len(texts) > 80
    left = english_left(texts, names)
    assert not left, "\n".join(left)
    assert window.session.controller.state.ended == (stage == "game over")
    window.session.projector.close()


def test_start_page_help_and_dialogs_are_russian(qtbot, russian, settings, tmp_path):
    from mafia_desktop.ui.club.games_view import GamesDialog
    from mafia_desktop.ui.club.players_view import PlayersDialog
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog

    repository = GameRepository(open_database(tmp_path / "games.sqlite3"))
    repository.import_log(SCENARIO.read_bytes())
    window = MainWindow(repository=repository, settings=settings, clock=None)
    qtbot.addWidget(window)
    texts = list(widget_texts(window))
    help_dialog = HelpDialog(window)
    texts += widget_texts(help_dialog)
    dialog = NewGameDialog(window, roster=[])
    for name in ("Anna", "Boris", "Vera"):
        dialog.add_player(name)
    texts += widget_texts(dialog)
    dialog.suggest_composition()
    dialog.hand_radio.setChecked(True)
    texts += widget_texts(dialog)
    for d in (GamesDialog(repository, window), PlayersDialog(repository, window)):
        texts += widget_texts(d)
    from mafia_desktop.ui.families.classic.cards import CardDialog, RoleCard
    card = CardDialog(window)
    card.show_for("Anna", 1, "godfather")
    texts += widget_texts(card)
    card.hide()
    role_card = RoleCard("doctor")
    texts += [("RoleCard.accessibleName", role_card.accessibleName()),
              ("RoleCard.accessibleDescription", role_card.accessibleDescription())]
    assert role_card.title() == "Врач" and role_card.day_text().startswith("Говорит ведущему")
    left = english_left(texts, ["Anna", "Boris", "Vera"])
    assert not left, "\n".join(left)
    # Qt's own buttons come from qtbase_ru.qm (PySide6 ships it)
    close = help_dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text() == "&Закрыть" or close.text() == "Закрыть"
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text().replace("&", "") == "Отмена"
    box = QMessageBox(QMessageBox.Icon.Question, "", "",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    assert box.button(QMessageBox.StandardButton.Yes).text().replace("&", "") == "Да"
    assert box.button(QMessageBox.StandardButton.No).text().replace("&", "") == "Нет"


def test_a_refusal_names_its_rule_in_russian(qtbot, russian, settings, scenario):
    from mafia_desktop.rules.classic import Nominate
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.session.open_game(Game.replay(setup, actions[:1]))  # Dasha has nominated already
    by, target = actions[0].by, actions[0].target
    problem = window.session.controller.perform(Nominate(by, 1 if target != 1 else 3))
    assert problem is not None and problem.rule == "R-NOM-1"
    message = unisolated(window.statusBar().currentMessage())
    # the rule's title and the whole refusal, worded in Russian (issue 11)
    assert message == ("R-NOM-1 — Каждый живой игрок выдвигает не больше одного кандидата в "
                       "день: Dasha сегодня уже выдвинул(а) игрока Boris (одно выдвижение в день)")


def test_safe_corrections_are_russian(qtbot, russian, settings, tmp_path, monkeypatch):
    """The read-only strip, its questions, the history's question, the corrections and
    the status bar's "Undone" speak Russian (issue 12, item 4)."""
    from PySide6.QtCore import Qt

    from mafia_desktop.ui.club.games_view import GamesDialog

    boxes: list[tuple[str, str]] = []

    def answer_yes(box: QMessageBox) -> int:
        boxes.extend(widget_texts(box))
        box.button(QMessageBox.StandardButton.Yes).click()
        return int(QMessageBox.StandardButton.Yes.value)

    monkeypatch.setattr(QMessageBox, "exec", answer_yes)
    repository = GameRepository(open_database(tmp_path / "games.sqlite3"))
    window = MainWindow(repository=repository, settings=settings, clock=None)
    qtbot.addWidget(window)
    window.show()
    window.commands.open_log(str(SCENARIO))
    assert window.session.read_only_bar.label.text().startswith("Только просмотр: журнал игры")
    texts = list(widget_texts(window))
    texts += widget_texts(window.menus.game_menu)
    c = window.commands.store_game()  # asks (in Russian), stores, opens it with undo
    window.menus.undo_action.trigger()
    assert window.statusBar().currentMessage().startswith("Отменено: ")
    view = window.menus.history
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.visualRect(view.model().index(len(c.game) - 2, 0)).center())
    assert len(boxes) > 2 and any("Отменить 2 действия" == t for _, t in boxes)
    texts += widget_texts(window)
    texts += [("status", window.statusBar().currentMessage())]
    assert window.menus.history_panel.corrections.count() == 3
    # a finished game shown read-only, and Saved games with it selected
    finished = repository.import_log(SCENARIO.read_bytes().replace(b'"Anna"', b'"Anya"'))
    window.commands.resume_game(finished, read_only=True)
    assert window.session.read_only_bar.label.text().startswith("Только просмотр: законченная игра")
    texts += widget_texts(window)
    texts += widget_texts(window.menus.game_menu)
    dialog = GamesDialog(repository, window)
    dialog.finished_view.selectRow(0)
    assert dialog.correct_button.isEnabled()
    texts += widget_texts(dialog)
    window.commands.open_for_correction()  # asks in Russian
    texts += boxes
    names = [p.name for p in c.game.setup.players] + ["Anya"]
    left = english_left(texts, names)
    assert not left, "\n".join(left)
