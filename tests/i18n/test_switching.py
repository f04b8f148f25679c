"""The Language menu: both windows switch at once and back; the game survives; the choice
is remembered; the first start follows the system."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QEvent, QLocale, QSettings
from PySide6.QtWidgets import QApplication

from mafia_desktop.i18n.language import (
    SETTINGS_KEY,
    current_language,
    saved_language,
    set_language,
    system_language,
)
from mafia_desktop.rules import Game
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import unisolated
from tests.i18n.walk import widget_texts


def _texts(window: MainWindow) -> Counter:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    found = [t for _, t in widget_texts(window)] + [t for _, t in widget_texts(window.session.projector)]
    return Counter(unisolated(t) for t in found if t)


def _voting_window(qtbot, settings, scenario) -> MainWindow:
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.resize(1600, 900)
    window.show()
    window.session.open_game(Game.replay(setup, actions[:6]))
    assert window.commands.perform(actions[6]) is None  # a vote: Gleb -> Boris
    window.statusBar().clearMessage()  # "Done: ...": a passing message, in its moment's language
    window.session.page.timer.set_duration(60, lambda: window.tr("The vote"))
    window.commands.select(2)
    window.session.notes.player_note.setPlainText("talks too much")
    window.session.notes.save()
    window.menus.projector_action.setChecked(True)
    window.feed.show_timer(60)
    return window


def test_language_menu_switches_both_windows_and_back(qtbot, no_translators, settings,
                                                      scenario):
    set_language("en")
    window = _voting_window(qtbot, settings, scenario)
    c = window.session.controller
    game, stack_count, notes = c.game, c.stack.count(), dict(c.notes)
    english = _texts(window)
    projector_en = set(window.session.projector.scene.texts())
    assert "Day 1 — voting" in english and "2 votes" in projector_en

    menu = window.menus.language_menu
    assert [a.text() for a in menu.actions()] == ["Русский", "English"]
    window.menus.language_actions["ru"].trigger()
    assert current_language() == "ru"
    assert settings.value(SETTINGS_KEY) == "ru"
    russian = _texts(window)
    # the host window: menus, the phase panel, the timer, the seats, the history, notes
    for text in ("&Игра", "&Язык", "День 1 — голосование", "Открыть голосование  [O]",
                 "Голосование: один щелчок на голосующего", "Голосование", "Старт",
                 "Заметки ведущего", "Голос: Gleb → Boris", "Заметка об игроке: 2. Boris",
                 "Заметка о фазе: День 1"):
        assert text in russian, text
    assert window.windowTitle() == "Мафия: стол ведущего — День 1"
    assert unisolated(window.menus.undo_action.text()) == "Отменить Голос: Gleb → Boris"
    assert "Мафиози" in window.session.page.scene.seats[1].role.toPlainText()
    # the projector, with the Russian plural of the tally
    projector_ru = set(window.session.projector.scene.texts())
    assert {"День 1", "Голосование", "Кандидаты", "2 голоса"} <= projector_ru
    assert window.session.projector.windowTitle() == "Мафия — экран игроков"
    assert not projector_ru & {"Day 1", "Voting", "Candidates", "2 votes"}
    assert len(russian) > 60 and not set(russian) & {"&Game", "Day 1 — voting", "Start"}

    # the game, its undo stack and notes are the same objects and values
    assert c is window.session.controller and c.game is game and c.stack.count() == stack_count
    assert c.notes == notes and window.session.notes.player_note.toPlainText() == "talks too much"
    window.menus.undo_action.trigger()  # undo still works, in Russian
    assert c.stack.count() == stack_count and c.stack.index() == stack_count - 1
    window.menus.redo_action.trigger()
    assert unisolated(window.statusBar().currentMessage()) == "Повторено: Голос: Gleb → Boris"
    window.statusBar().clearMessage()

    window.menus.language_actions["en"].trigger()
    assert settings.value(SETTINGS_KEY) == "en"
    assert _texts(window) == english
    assert set(window.session.projector.scene.texts()) == projector_en
    window.session.projector.close()


def test_switch_keeps_the_timer_running_and_its_caption_follows(qtbot, no_translators,
                                                                settings, scenario):
    set_language("en")
    window = _voting_window(qtbot, settings, scenario)
    timer = window.session.page.timer
    timer.start()
    window.commands.set_language("ru")
    assert timer.state.value == "running" and timer.caption == "Голосование"
    assert "Голосование" in window.session.projector.scene.texts()
    window.commands.set_language("en")
    assert timer.state.value == "running" and timer.caption == "The vote"
    window.session.projector.close()


def test_a_new_window_starts_in_the_remembered_language(qtbot, no_translators, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert saved_language(settings) == system_language()
    settings.setValue(SETTINGS_KEY, "ru")
    assert saved_language(settings) == "ru"
    settings.setValue(SETTINGS_KEY, "klingon")
    assert saved_language(settings) == system_language()
    set_language("ru")
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    assert window.menus.language_actions["ru"].isChecked()
    assert window.start_page.new_button.text() == "Новая игра"
    assert window.menuBar().actions()[0].text() == "&Игра"


def test_first_start_follows_the_system_language():
    assert system_language(QLocale("ru_RU")) == "ru"
    assert system_language(QLocale("ru_UA")) == "ru"
    assert system_language(QLocale("en_GB")) == "en"
    assert system_language(QLocale("de_DE")) == "en"


def test_the_status_bar_says_the_last_step_again_in_the_new_language(qtbot, no_translators,
                                                                     settings, scenario):
    """"Done: …", "Undone: …", "Redone: …" and a refusal stay in the status bar until the
    next step: a language switch words them again (they stayed English in a Russian
    window: the host's view was stale)."""
    set_language("en")
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.show()
    window.session.open_game(Game.replay(setup, actions[:6]))
    bar = window.statusBar()

    def switched(language: str) -> str:
        window.menus.language_actions[language].trigger()
        return unisolated(bar.currentMessage())

    assert window.commands.perform(actions[6]) is None  # a vote: Gleb -> Boris
    assert unisolated(bar.currentMessage()) == "Done: Vote: Gleb -> Boris"
    assert switched("ru") == "Сделано: Голос: Gleb → Boris"
    assert switched("en") == "Done: Vote: Gleb -> Boris"
    window.menus.undo_action.trigger()
    assert switched("ru") == "Отменено: Голос: Gleb → Boris"
    window.menus.redo_action.trigger()
    assert switched("en") == "Redone: Vote: Gleb -> Boris"
    assert window.commands.perform(actions[6]) is not None  # Gleb has voted: refused
    english = unisolated(bar.currentMessage())
    russian = switched("ru")
    assert english.startswith("R-VOTE-3") and russian.startswith("R-VOTE-3")
    assert "уже голосует" in russian and "уже" not in english
    assert switched("en") == english


def test_a_refusal_of_a_key_or_a_seat_is_said_again_in_the_new_language(qtbot, no_translators,
                                                                        settings, scenario):
    """The host input's own notes (a key whose action is not possible now, a seat that
    cannot be picked, "Players are looking") follow a language switch too (a newcomer's
    try found them left in the old language)."""
    from PySide6.QtCore import Qt
    set_language("en")
    setup, actions = scenario
    window = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    QApplication.processEvents()  # activated before the first game: no quiet moment after it
    window.session.open_game(Game.replay(setup, actions[:2]))  # the discussion of day 1
    QApplication.processEvents()
    bar = window.statusBar()
    assert not window.session.host_input.quieted()  # the key counts, whatever the clock
    qtbot.keyClick(window, Qt.Key.Key_V)  # no vote is open: refused with its rule
    english = unisolated(bar.currentMessage())
    assert english.startswith("Not possible now: Vote") and "R-VOTE" in english
    window.menus.language_actions["ru"].trigger()
    russian = unisolated(bar.currentMessage())
    assert russian != english and "Vote" not in russian and "R-VOTE" in russian, russian
    window.menus.looking_action.setChecked(True)
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert unisolated(bar.currentMessage()).startswith("Игроки смотрят")
    window.menus.language_actions["en"].trigger()
    assert unisolated(bar.currentMessage()).startswith("Players are looking")
    window.menus.looking_action.setChecked(False)
