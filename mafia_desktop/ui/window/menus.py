"""The host window's menus, docks and keys (a part of :class:`~.main_window.MainWindow`).

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QMenu,
)

from mafia_desktop.i18n.language import LANGUAGES, current_language, save_language
from mafia_desktop.i18n.language import set_language as switch_language
from mafia_desktop.ui import plain
from mafia_desktop.ui.phones.button import phones_button

if TYPE_CHECKING:  # pragma: no cover

    from mafia_desktop.ui.window.history import HistoryPanel


from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


if TYPE_CHECKING:  # pragma: no cover - the window as its parts see it (window_parts.py)
    from mafia_desktop.ui.window.window_parts import WindowParts
else:
    WindowParts = object


class MenusAndDocks(WindowParts):
    """The host window's menus, docks and keys: a part of :class:`~.main_window.MainWindow` (its methods run on the window)."""

    def _build_docks(self) -> None:
        """History, notes and the role card (built with the first game)."""
        if self._docks_built:
            return
        self._docks_built = True
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QDockWidget

        from mafia_desktop.ui.window.history import HistoryPanel

        self.history_panel: HistoryPanel = HistoryPanel(self.undo_group)
        self.history = self.history_panel.view  # the QUndoView
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history_panel)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.history_dock)
        self.notes_dock = QDockWidget(self)
        self.notes_dock.setObjectName("notesDock")
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.notes_dock)
        self.card_dock = QDockWidget(self)
        self.card_dock.setObjectName("cardDock")
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.card_dock)
        self.tabifyDockWidget(self.notes_dock, self.card_dock)
        self.notes_dock.raise_()
        for dock in (self.history_dock, self.notes_dock, self.card_dock):
            dock.hide()
        self._retranslate_docks()

    def _retranslate_docks(self) -> None:
        self.history_panel.retranslate_ui()  # the commands' texts were just retranslated
        self.history_dock.setWindowTitle(translate("MainWindow", "History (click to go back)"))
        self.notes_dock.setWindowTitle(translate("MainWindow", "Host notes"))
        self.card_dock.setWindowTitle(translate("MainWindow", "Role card of the selected player"))

    def _build_menus(self) -> None:
        game = self.game_menu = self.menuBar().addMenu("")
        self.new_action = game.addAction("", QKeySequence("Ctrl+N"), self.new_game)
        self.resume_action = game.addAction("", self.resume)
        self.open_action = game.addAction("", QKeySequence("Ctrl+O"), self.open_log)
        # shown while a game log or a finished game is open read-only (``read_only.py``)
        self.store_action = game.addAction("", self.store_game)
        self.store_action.setObjectName("storeGame")
        self.correct_action = game.addAction("", self.open_for_correction)
        self.correct_action.setObjectName("openForCorrection")
        for a in (self.store_action, self.correct_action):
            a.setVisible(False)
        self.save_action = game.addAction("", QKeySequence("Ctrl+S"), self.save_log)
        self.report_html_action = game.addAction("", QKeySequence("Ctrl+E"),
                                                 lambda: self.export_report("html"))
        self.report_pdf_action = game.addAction("", lambda: self.export_report("pdf"))
        self.cards_action = game.addAction("", self.print_role_cards)
        game.addSeparator()
        self.players_action = game.addAction("", self.show_players)
        self.schedule_action = game.addAction("", self.open_schedule)
        self.schedule_action.setObjectName("openSchedule")
        game.addSeparator()
        self.quit_action = game.addAction("", QKeySequence("Ctrl+Q"), self.close)
        self.evening_menu = self.menuBar().addMenu("")
        self.evening_action = self.evening_menu.addAction("", self.show_evening)
        self.evening_action.setObjectName("eveningAction")
        self.evening_page = None  # ui/club/evening_page.py, made when first asked
        self.game_keys: list[QShortcut] = []  # the game's keys (_build_shortcuts)
        self.pages.currentChanged.connect(lambda _: self._page_shown())
        self.tournament_menu = self.menuBar().addMenu("")
        self.tournament_action = self.tournament_menu.addAction("", self.show_tournament)
        self.tournament_action.setObjectName("tournamentAction")
        self.tournament_window = None  # ui/families/sport/tournament/window.py, made when first asked
        self.edit_menu = self.menuBar().addMenu("")
        self.undo_action: QAction | None = None
        self.redo_action: QAction | None = None
        self._build_undo_actions()
        view = self.view_menu = self.menuBar().addMenu("")
        self.looking_action = QAction(self)
        self.looking_action.setCheckable(True)
        self.looking_action.setShortcuts([QKeySequence("F9")])
        self.looking_action.toggled.connect(self.set_players_looking)
        view.addAction(self.looking_action)
        self.projector_action = QAction(self)
        self.projector_action.setCheckable(True)
        self.projector_action.setShortcuts([QKeySequence("Ctrl+P")])
        self.projector_action.toggled.connect(self.feed.set_open)
        self.feed.watch_shortcut(self.projector_action)  # Ctrl+P behind: brought forward
        self.feed.closed.connect(lambda: self.projector_action.setChecked(False))
        view.addAction(self.projector_action)
        self.tally_action = QAction(self)
        self.tally_action.setCheckable(True)
        self.tally_action.setChecked(self.feed.show_tally)
        self.tally_action.toggled.connect(self.feed.set_show_tally)
        view.addAction(self.tally_action)
        view.addActions(self.feed.view_actions())  # reveal the roles at the end
        self.phones_action = view.addAction("", self.show_phones)  # ui/phones/dialog.py
        self.phones_action.setObjectName("phonesAction")
        self.phones_button = phones_button(self.menuBar(), self.phones_action)
        view.addSeparator()
        self.sound_action = view.addAction("", self.show_sound_settings)
        self.mute_action = view.addAction("", self.mute_music)
        self._set_mute_key()
        # each language is named in its own language, so it can be found in either
        self.language_menu = self.menuBar().addMenu("")
        self.language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, name in LANGUAGES.items():
            a = self.language_menu.addAction(name)
            a.setObjectName(f"language_{lang}")
            a.setCheckable(True)
            a.setChecked(lang == current_language())
            a.triggered.connect(lambda _=False, code=lang: self.set_language(code))
            self.language_group.addAction(a)
            self.language_actions[lang] = a
        self.help_menu = self.menuBar().addMenu("")
        self.help_action = self.help_menu.addAction("", QKeySequence("F1"), self.show_help)
        for a in self._game_actions():
            a.setEnabled(False)
        self._retranslate_menus()

    def _build_undo_actions(self) -> None:
        """Undo and redo in the Edit menu. Their prefix ("Undo", "Redo") is fixed when
        they are made, so a change of language makes them again."""
        for old in (self.undo_action, self.redo_action):
            if old is not None:
                self.edit_menu.removeAction(old)
                old.deleteLater()
        self.undo_action = self.undo_group.createUndoAction(self, translate("MainWindow", "Undo"))
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = self.undo_group.createRedoAction(self, translate("MainWindow", "Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z")])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        for action in (self.undo_action, self.redo_action):
            plain.follow_action_text(action)  # "Undo Vote: <img …>" is not HTML

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_action.setText(translate("MainWindow", "&New game…"))
        self.resume_action.setText(translate("MainWindow", "&Saved games…"))
        self.open_action.setText(translate("MainWindow", "&Open game log…"))
        self.store_action.setText(translate("MainWindow", "S&tore this game…") if self.repository is not None
                                  else translate("MainWindow", "&Go on without storing…"))
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

    def _build_shortcuts(self) -> None:
        """The keys of a game (built with the first game: they need the action kinds)."""
        if self._shortcuts_built:
            return
        self._shortcuts_built = True
        from mafia_desktop.ui.families import all_ui_families

        host_input = self.host_input

        def shortcut(keys: str, slot: Any) -> QShortcut:
            s = QShortcut(QKeySequence(keys), self)
            s.activated.connect(slot)
            self.game_keys.append(s)
            return s

        for digit in "0123456789":
            shortcut(digit, lambda d=digit: host_input.type_digit(d))
        shortcut("Backspace", host_input.erase_digit)
        shortcut("Return", host_input.confirm)
        shortcut("Enter", host_input.confirm)
        shortcut("Escape", host_input.cancel)
        by_key: dict[str, list[str]] = {}  # every family's rows: the game's are taken
        for kind in (k for f in all_ui_families() for k in f.kinds.values()):
            if kind.name not in by_key.setdefault(kind.key, []):
                by_key[kind.key].append(kind.name)
        for key, types in by_key.items():
            shortcut(key, lambda t=tuple(types): host_input.start_first(t))
        shortcut("T", self.timer_toggle)
        shortcut("+", self.timer_more)  # Shift+= and the keypad's + too
        shortcut("=", self.timer_more)  # the same key without Shift
        shortcut("S", self.start_speeches)
        # no key shows a role card (issue 31.6): a stray R of a word typed would put a
        # player's role on the host's screen, which a mirrored table shows the room; the
        # seat's right-click menu does it, as a deliberate choice

    def createPopupMenu(self) -> QMenu | None:  # Qt's name
        """The right-click menu of the menu bar and docks (show or hide a dock): none
        while the players are looking, so the notes and the card cannot be shown then."""
        if self.looking():
            return None
        return super().createPopupMenu()

    def _set_mute_key(self) -> None:
        """The mute key as the settings have it (``music/mute_key``, Ctrl+M)."""
        key = str(self.settings.value("music/mute_key", "Ctrl+M"))
        self.mute_action.setShortcuts([QKeySequence(key)])

    def mute_music(self) -> None:
        """The mute key: the night music falls silent, or plays again."""
        muted = self.sounds.music.toggle_mute()
        self.statusBar().showMessage(translate("MainWindow", "Night music muted") if muted
                                     else translate("MainWindow", "Night music on"), 4000)

    def show_help(self) -> None:
        """F1: the shortcuts."""
        from mafia_desktop.ui.dialogs.help import (
            HelpDialog,  # the action kinds: loaded with the game's modules
        )
        from mafia_desktop.ui.families import kinds_for
        c = self.controller
        HelpDialog(self, kinds_for(c.state) if c is not None else None).exec()

    @Slot(str)
    def set_language(self, lang: str) -> None:
        """Switch the program to ``lang`` ("ru" or "en") at once and remember it
        (QSettings ``ui/language``). Both windows retranslate (:meth:`retranslate_ui`, the
        projector's own ``changeEvent``); the game, undo stack and notes stay as they are."""
        switch_language(lang)
        save_language(lang, self.settings)
        self.language_actions[lang].setChecked(True)

