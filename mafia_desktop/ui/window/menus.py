"""The host window's menus, docks and keys: :class:`WindowMenus`, a part of
:class:`~.main_window.MainWindow` (issue 32.5: a part, not a mixin).

It makes the menu bar's menus and actions, the three docks (with the first game), the
game's keys (with the first game) and the Edit menu's undo and redo; it carries out
nothing itself: the window connects the actions to the parts that do the work (the Game
menu's to :class:`~.commands.WindowCommands`, F9 to :class:`~.session.GameSession`),
the players' screen's actions go to the feed it is given.

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QMenu

from mafia_desktop.i18n.language import LANGUAGES, current_language
from mafia_desktop.ui import plain
from mafia_desktop.ui.phones.button import phones_button

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QDockWidget

    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
    from mafia_desktop.ui.window.history import HistoryPanel, HistoryView
    from mafia_desktop.ui.window.host_input import HostInput

translate = QCoreApplication.translate


def run_on(action: QAction, slot: Callable[[], object]) -> None:
    """``slot()`` each time ``action`` is triggered (its ``checked`` is not passed on:
    PySide would give it to a slot's first optional argument, ``open_log(path)``)."""
    action.triggered.connect(lambda: slot())


def _action(menu: QMenu, name: str = "", keys: str = "") -> QAction:
    """A new action of ``menu`` (its text set by :meth:`WindowMenus.retranslate_ui`).

    Keys are set with ``setShortcuts([...])``: PySide's ``setShortcut`` overload
    resolution creates the ``Qt`` namespace's ~100 enums on its first call (~15 ms before
    the first paint, ``benchmarks/bench_start.py``); the list form does not."""
    action = menu.addAction("")
    if name:
        action.setObjectName(name)
    if keys:
        action.setShortcuts([QKeySequence(keys)])
    return action


class WindowMenus(QObject):
    """The window's menus, their actions, the docks and the game's keys.

    Args:
        window: the host window (its menu bar, its docks' area, the actions' parent).
        feed: the players' screen: the View menu's projector, tally and reveal actions.
        undo_group: the games' undo stacks (the Edit menu's undo and redo follow it).
        settings: the mute key (``music/mute_key``).
    """

    # A language chosen in the Language menu ("en", "ru").
    language_chosen = Signal(str)

    def __init__(self, window: QMainWindow, feed: ProjectorFeed, undo_group: QUndoGroup,
                 settings: QSettings) -> None:
        super().__init__(window)
        self.window = window
        self.feed = feed
        self.undo_group = undo_group
        self.settings = settings
        self.docks_built = False
        self.game_keys: list[QShortcut] = []  # the game's keys (build_shortcuts)
        self._build_menus()

    # -- the menus ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        bar = self.window.menuBar()
        game = self.game_menu = bar.addMenu("")
        self.new_action = _action(game, keys="Ctrl+N")
        self.resume_action = _action(game)
        self.open_action = _action(game, keys="Ctrl+O")
        # shown while a game log or a finished game is open read-only (``read_only.py``)
        self.store_action = _action(game, "storeGame")
        self.correct_action = _action(game, "openForCorrection")
        for a in (self.store_action, self.correct_action):
            a.setVisible(False)
        self.save_action = _action(game, keys="Ctrl+S")
        self.report_html_action = _action(game, keys="Ctrl+E")
        self.report_pdf_action = _action(game)
        self.cards_action = _action(game)
        game.addSeparator()
        self.players_action = _action(game)
        self.schedule_action = _action(game, "openSchedule")
        game.addSeparator()
        self.quit_action = _action(game, keys="Ctrl+Q")
        self.quit_action.triggered.connect(self.window.close)
        self.evening_menu = bar.addMenu("")
        self.evening_action = _action(self.evening_menu, "eveningAction")
        self.tournament_menu = bar.addMenu("")
        self.tournament_action = _action(self.tournament_menu, "tournamentAction")
        self.edit_menu = bar.addMenu("")
        self.undo_action: QAction | None = None
        self.redo_action: QAction | None = None
        self.build_undo_actions()
        view = self.view_menu = bar.addMenu("")
        self.looking_action = QAction(self.window)
        self.looking_action.setCheckable(True)
        self.looking_action.setShortcuts([QKeySequence("F9")])
        view.addAction(self.looking_action)
        self.projector_action = QAction(self.window)
        self.projector_action.setCheckable(True)
        self.projector_action.setShortcuts([QKeySequence("Ctrl+P")])
        self.projector_action.toggled.connect(self.feed.set_open)
        self.feed.watch_shortcut(self.projector_action)  # Ctrl+P behind: brought forward
        self.feed.closed.connect(lambda: self.projector_action.setChecked(False))
        view.addAction(self.projector_action)
        self.tally_action = QAction(self.window)
        self.tally_action.setCheckable(True)
        self.tally_action.setChecked(self.feed.show_tally)
        self.tally_action.toggled.connect(self.feed.set_show_tally)
        view.addAction(self.tally_action)
        view.addActions(self.feed.view_actions())  # reveal the roles at the end
        self.phones_action = _action(view, "phonesAction")  # ui/phones/dialog.py
        self.phones_button = phones_button(bar, self.phones_action)
        view.addSeparator()
        self.sound_action = _action(view)
        self.mute_action = _action(view)
        self.set_mute_key()
        # each language is named in its own language, so it can be found in either
        self.language_menu = bar.addMenu("")
        self.language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self.window)
        self.language_actions: dict[str, QAction] = {}
        for lang, name in LANGUAGES.items():
            a = self.language_menu.addAction(name)
            a.setObjectName(f"language_{lang}")
            a.setCheckable(True)
            a.setChecked(lang == current_language())
            a.triggered.connect(lambda _=False, code=lang: self.language_chosen.emit(code))
            self.language_group.addAction(a)
            self.language_actions[lang] = a
        self.help_menu = bar.addMenu("")
        self.help_action = _action(self.help_menu, keys="F1")
        for a in self.game_actions():
            a.setEnabled(False)
        self.retranslate_ui()

    def game_actions(self) -> tuple[QAction, ...]:
        """The menu actions that need an open game."""
        return (self.save_action, self.report_html_action, self.report_pdf_action,
                self.cards_action)

    def build_undo_actions(self) -> None:
        """Undo and redo in the Edit menu. Their prefix ("Undo", "Redo") is fixed when
        they are made, so a change of language makes them again."""
        for old in (self.undo_action, self.redo_action):
            if old is not None:
                self.edit_menu.removeAction(old)
                old.deleteLater()
        self.undo_action = self.undo_group.createUndoAction(
            self.window, translate("MainWindow", "Undo"))
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = self.undo_group.createRedoAction(
            self.window, translate("MainWindow", "Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z")])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        for action in (self.undo_action, self.redo_action):
            plain.follow_action_text(action)  # "Undo Vote: <img …>" is not HTML

    def retranslate_ui(self) -> None:
        """The menus' and actions' texts in the current language (the Edit menu's undo
        and redo are made again by :meth:`build_undo_actions`; "Store this game…" depends
        on the database: ``WindowStatus.update_start_page``)."""
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.resume_action.setText(translate("MainWindow", "&Saved games…"))
        self.open_action.setText(translate("MainWindow", "&Open game log…"))
        self.correct_action.setText(translate("MainWindow", "Open for co&rrection…"))
        self.save_action.setText(translate("MainWindow", "&Save game log as…"))
        self.report_html_action.setText(translate("MainWindow", "&Export report (HTML)…"))
        self.report_pdf_action.setText(translate("MainWindow", "Export report (&PDF)…"))
        self.cards_action.setText(translate("MainWindow", "Print role &cards (PDF)…"))
        self.players_action.setText(translate("MainWindow", "Pl&ayers…"))
        self.schedule_action.setText(translate("MainWindow", "Open a &tournament schedule…"))
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.evening_menu.setTitle(translate("MainWindow", "E&vening"))
        self.evening_action.setText(translate("MainWindow", "&Evening: players, table, seating…"))
        self.tournament_menu.setTitle(translate("MainWindow", "&Tournament"))
        self.tournament_action.setText(translate("MainWindow", "&Tournament: players, rounds, games, "
                                                       "standings…"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.looking_action.setText(translate("MainWindow", "&Players are looking (hide roles)"))
        self.projector_action.setText(translate("MainWindow", "P&rojector window (players' screen)"))
        self.tally_action.setText(translate("MainWindow", "Show the live &tally on the projector"))
        self.phones_action.setText(translate("MainWindow", "Players' p&hones and screens…"))
        self.phones_action.setIconText(translate("MainWindow", "Phones"))
        self.feed.retranslate_ui()
        self.sound_action.setText(translate("MainWindow", "&Sound, music and voice…"))
        self.mute_action.setText(translate("MainWindow", "&Mute the night music"))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.help_action.setText(translate("MainWindow", "&Keyboard shortcuts"))
        lang = current_language()
        if lang in self.language_actions:
            self.language_actions[lang].setChecked(True)
        if self.docks_built:
            self.retranslate_docks()

    def set_mute_key(self) -> None:
        """The mute key as the settings have it (``music/mute_key``, Ctrl+M)."""
        key = str(self.settings.value("music/mute_key", "Ctrl+M"))
        self.mute_action.setShortcuts([QKeySequence(key)])

    # -- the docks ----------------------------------------------------------------------

    def build_docks(self) -> None:
        """History, notes and the role card (built with the first game), hidden."""
        if self.docks_built:
            return
        self.docks_built = True
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget

        from mafia_desktop.ui.window.history import HistoryPanel

        w = self.window
        self.history_panel: HistoryPanel = HistoryPanel(self.undo_group)
        self.history: HistoryView = self.history_panel.view  # the QUndoView
        self.history_dock: QDockWidget = QDockWidget(w)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history_panel)
        w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.history_dock)
        self.notes_dock: QDockWidget = QDockWidget(w)
        self.notes_dock.setObjectName("notesDock")
        w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.notes_dock)
        self.card_dock: QDockWidget = QDockWidget(w)
        self.card_dock.setObjectName("cardDock")
        w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.card_dock)
        w.tabifyDockWidget(self.notes_dock, self.card_dock)
        self.notes_dock.raise_()
        for dock in self.docks():
            dock.hide()
        self.retranslate_docks()

    def docks(self) -> tuple[QDockWidget, ...]:
        """The history, notes and card docks (after :meth:`build_docks`)."""
        return (self.history_dock, self.notes_dock, self.card_dock)

    def retranslate_docks(self) -> None:
        """The docks' titles and the history's texts in the current language."""
        self.history_panel.retranslate_ui()  # the commands' texts were just retranslated
        self.history_dock.setWindowTitle(translate("MainWindow", "History (click to go back)"))
        self.notes_dock.setWindowTitle(translate("MainWindow", "Host notes"))
        self.card_dock.setWindowTitle(translate("MainWindow", "Role card of the selected player"))

    # -- the game's keys ------------------------------------------------------------------

    def build_shortcuts(self, host_input: HostInput, timer_toggle: Callable[[], None],
                        timer_more: Callable[[], None],
                        start_speeches: Callable[[], None]) -> None:
        """The keys of a game (built with the first game: they need the action kinds):
        digits, Backspace, Enter and Esc to ``host_input``, each family's action keys,
        T (``timer_toggle``), + and = (``timer_more``), S (``start_speeches``)."""
        if self.game_keys:
            return
        from mafia_desktop.ui.families import all_ui_families

        def shortcut(keys: str, slot: Callable[[], object]) -> None:
            s = QShortcut(QKeySequence(keys), self.window)
            s.activated.connect(slot)
            self.game_keys.append(s)

        for digit in "0123456789":
            shortcut(digit, partial(host_input.type_digit, digit))
        shortcut("Backspace", host_input.erase_digit)
        shortcut("Return", host_input.confirm)
        shortcut("Enter", host_input.confirm)
        shortcut("Escape", host_input.cancel)
        by_key: dict[str, list[str]] = {}  # every family's rows: the game's are taken
        for kind in (k for f in all_ui_families() for k in f.kinds.values()):
            if kind.name not in by_key.setdefault(kind.key, []):
                by_key[kind.key].append(kind.name)
        for key, types in by_key.items():
            shortcut(key, partial(host_input.start_first, tuple(types)))
        shortcut("T", timer_toggle)
        shortcut("+", timer_more)  # Shift+= and the keypad's + too
        shortcut("=", timer_more)  # the same key without Shift
        shortcut("S", start_speeches)
        # no key shows a role card (issue 31.6): a stray R of a word typed would put a
        # player's role on the host's screen, which a mirrored table shows the room; the
        # seat's right-click menu does it, as a deliberate choice

    def enable_game_keys(self, on: bool) -> None:
        """The game's keys work (``on``) only while the game's page is shown: a key
        pressed on the Evening page never reaches the game behind it."""
        for key in self.game_keys:
            key.setEnabled(on)
