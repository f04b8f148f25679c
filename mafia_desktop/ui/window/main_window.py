"""The host window: its menus, docks, shortcuts and language, and the wiring of its parts.

The parts, one job each:

- ``ui/window/start.py``: the start page (new game, resume, open a log);
- ``ui/window/game_page.py``: the page of the open game (seats, prompt, timer, phase panel or
  game-over page) and its redraw;
- ``ui/window/host_input.py``: the action being entered (keys, seat clicks, typed seat numbers,
  a seat's menu), refused while the players are looking;
- ``ui/window/game_files.py``: the Game menu's games and files (new, resume, open, save,
  report, role cards, players; a game log stored, a finished game opened for correction);
- ``ui/window/history.py``: the history dock (a jump back of more than one action asks first)
  and the host's corrections under it;
- ``ui/dialogs/read_only.py``: the strip above a game shown read-only (a game log, a finished
  game) with the button out of it;
- ``ui/players_screen/projector_feed.py``: the players' window, fed from the public view;
- ``ui/window/timer_policy.py``: what the timer shows at each stage;
- ``ui/sound/sound.py``: the bell and tones, night music and spoken announcements (made with
  the first game; settings in ``ui/sound/sound_dialog.py``).

Every game change goes through :class:`~mafia_desktop.ui.window.controller.GameController`
(one undo command per action, one ``changed`` signal); the window redraws from that
signal only. Actions are offered only when the engine says they are legal; one that
still reaches the engine is refused and the status bar shows its rule ID, the rule's
title and the engine's message (the game unchanged).

"Players are looking" (F9, the View menu) is the window's: it hides the docks and turns
undo off here, hides the roles on the page, and the host input refuses every action
until F9 is pressed again.

The start screen needs none of the game's modules (the engine, the page, the panels,
the dialogs): they are imported where first needed (a game opened, a Game menu
command), and by ``app.finish_start`` right after the first paint, so the cold start
stays close to a bare window's (``benchmarks/bench_ui.py``). ``ui/dialogs/help.py`` lists the
shortcuts (F1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, QSize, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut, QUndoGroup
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.i18n.language import LANGUAGES, current_language, save_language
from mafia_desktop.i18n.language import set_language as switch_language
from mafia_desktop.ui import plain
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
from mafia_desktop.ui.window.start import StartPage

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QDockWidget

    from mafia_desktop.rules import Game
    from mafia_desktop.ui.dialogs.read_only import ReadOnlyBar
    from mafia_desktop.ui.families import RoleCardView
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow
    from mafia_desktop.ui.sound.sound import TableSounds
    from mafia_desktop.ui.window.actions import Pick
    from mafia_desktop.ui.window.controller import Clock, GameController
    from mafia_desktop.ui.window.game_files import GameFiles
    from mafia_desktop.ui.window.game_page import GamePage
    from mafia_desktop.ui.window.history import HistoryPanel
    from mafia_desktop.ui.window.host_input import HostInput
    from mafia_desktop.ui.window.notes import NotesPanel
    from mafia_desktop.ui.window.timer_policy import Durations


def default_clock() -> Any:
    """The host's time of an action (``controller.wall_clock``)."""
    from mafia_desktop.ui.window.controller import wall_clock
    return wall_clock()


# Before the first paint the ``Qt`` namespace is not touched: its ~100 enums take ~15 ms
# to create (benchmarks/bench_ui.py), so ``Qt`` is imported with the first game. For the
# same reason shortcuts are set with ``setShortcuts([...])``: PySide's ``setShortcut``
# overload resolution creates those enums on its first call; the list form does not.


class MainWindow(Retranslating, QMainWindow):
    """The host's window.

    Args:
        repository: storage's ``GameRepository`` (games are stored action by action), or
            ``None`` (nothing is stored: Resume is disabled).
        settings: where the speech and night durations are kept (default ``QSettings()``).
        clock: gives each action its time (``None``: no times); the vote's timer counts
            the time left from the vote's opening to this clock's now.
        timer_clock: the phase timer's monotonic clock in milliseconds (``None``: a
            ``QElapsedTimer``; tests give a fake one).
    """

    def __init__(self, repository: Any = None, settings: QSettings | None = None,
                 clock: Clock | None = default_clock, parent: QWidget | None = None,
                 timer_clock: Callable[[], int] | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.settings = settings if settings is not None else QSettings()
        self.clock = clock
        self.timer_clock = timer_clock
        self.controller: GameController | None = None
        self.page: GamePage | None = None
        self.last_problem: Any = None  # the last refusal or file problem shown
        self.read_only = False
        self.undo_group = QUndoGroup(self)
        self.unsaved = False
        self.unsaved_label: QLabel | None = None
        self.read_only_database = False
        self.read_only_media = False  # read-only because the disk or file is (not in use)
        self.read_only_label: QLabel | None = None
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.feed = ProjectorFeed(self.settings, self)
        self._host_input: HostInput | None = None
        self._files: GameFiles | None = None
        self._sounds: TableSounds | None = None
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.start_page = StartPage()
        self.start_page.new_game.connect(self.new_game)
        self.start_page.resume.connect(self.resume)
        self.start_page.open_log.connect(self.open_log)
        self.pages.addWidget(self.start_page)
        self._docks_built = False
        self._docks_shown: list[QDockWidget] = []  # the docks F9 hid
        self.card: RoleCardView | None = None  # made with the first game
        self.notes: NotesPanel | None = None
        self.read_only_bar: ReadOnlyBar | None = None  # made with the first game
        self._undone: list[str] = []  # the actions undone by one step (a history jump)
        self._build_menus()
        self._shortcuts_built = False
        self.statusBar()
        self.update_start_page()
        self.resize(self.first_size())

    def first_size(self) -> QSize:
        """1440x900, or less on a smaller screen: the window never starts larger than the
        screen's available area (a 1366x768 laptop shows it whole)."""
        size = QSize(1440, 900)
        screen = self.screen() or QApplication.primaryScreen()
        if screen is not None:
            size = size.boundedTo(screen.availableSize())
        return size

    # -- the parts ------------------------------------------------------------------------

    @property
    def host_input(self) -> HostInput:
        """The host's input (``ui/window/host_input.py``), made on first use."""
        if self._host_input is None:
            from mafia_desktop.ui.window.host_input import HostInput
            host_input = HostInput(self, self.looking)
            host_input.message.connect(self.statusBar().showMessage)
            host_input.performed.connect(self._performed)
            host_input.selection_changed.connect(self._show_selected)
            host_input.note_requested.connect(self._focus_note)
            self._host_input = host_input
        return self._host_input

    @property
    def files(self) -> GameFiles:
        """The Game menu's games and files (``ui/window/game_files.py``), made on first use."""
        if self._files is None:
            from mafia_desktop.ui.window.game_files import GameFiles
            self._files = GameFiles(self)
        return self._files

    @property
    def sounds(self) -> TableSounds:
        """The sounds, music and voice (``ui/sound/sound.py``), made on first use."""
        if self._sounds is None:
            from mafia_desktop.ui.sound.sound import TableSounds
            self._sounds = TableSounds(self.settings, self)
        return self._sounds

    @property
    def projector(self) -> ProjectorWindow | None:
        """The players' window (``None`` until first opened)."""
        return self.feed.projector

    @property
    def pick(self) -> Pick | None:
        """The action being entered (``HostInput.pick``)."""
        return self.host_input.pick

    def durations(self) -> Durations:
        """The speech and night lengths from the settings (seconds)."""
        from mafia_desktop.ui.window.timer_policy import durations_from  # loaded with the game page
        return durations_from(self.settings.value)

    # -- construction -----------------------------------------------------------------

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
        self.history_dock.setWindowTitle(self.tr("History (click to go back)"))
        self.notes_dock.setWindowTitle(self.tr("Host notes"))
        self.card_dock.setWindowTitle(self.tr("Role card of the selected player"))

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
        self.evening_dialog: Any = None  # ui/club/evening_dialog.py, made when first asked
        self.tournament_menu = self.menuBar().addMenu("")
        self.tournament_action = self.tournament_menu.addAction("", self.show_tournament)
        self.tournament_action.setObjectName("tournamentAction")
        self.tournament_window: Any = None  # ui/families/sport/tournament/window.py, made when first asked
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
        self.feed.closed.connect(lambda: self.projector_action.setChecked(False))
        view.addAction(self.projector_action)
        self.tally_action = QAction(self)
        self.tally_action.setCheckable(True)
        self.tally_action.setChecked(self.feed.show_tally)
        self.tally_action.toggled.connect(self.feed.set_show_tally)
        view.addAction(self.tally_action)
        view.addActions(self.feed.view_actions())  # reveal the roles at the end
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
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("Undo"))
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z")])
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        for action in (self.undo_action, self.redo_action):
            plain.follow_action_text(action)  # "Undo Vote: <img …>" is not HTML

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.resume_action.setText(self.tr("&Saved games…"))
        self.open_action.setText(self.tr("&Open game log…"))
        self.store_action.setText(self.tr("S&tore this game…") if self.repository is not None
                                  else self.tr("&Go on without storing…"))
        self.correct_action.setText(self.tr("Open for co&rrection…"))
        self.save_action.setText(self.tr("&Save game log as…"))
        self.report_html_action.setText(self.tr("&Export report (HTML)…"))
        self.report_pdf_action.setText(self.tr("Export report (&PDF)…"))
        self.cards_action.setText(self.tr("Print role &cards (PDF)…"))
        self.players_action.setText(self.tr("Pl&ayers…"))
        self.schedule_action.setText(self.tr("Open a &tournament schedule…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.evening_menu.setTitle(self.tr("E&vening"))
        self.evening_action.setText(self.tr("&Evening: players, table, seating…"))
        self.tournament_menu.setTitle(self.tr("&Tournament"))
        self.tournament_action.setText(self.tr("&Tournament: players, rounds, games, "
                                               "standings…"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.looking_action.setText(self.tr("&Players are looking (hide roles)"))
        self.projector_action.setText(self.tr("P&rojector window (players' screen)"))
        self.tally_action.setText(self.tr("Show the live &tally on the projector"))
        self.feed.retranslate_ui()
        self.sound_action.setText(self.tr("&Sound, music and voice…"))
        self.mute_action.setText(self.tr("&Mute the night music"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.help_action.setText(self.tr("&Keyboard shortcuts"))

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
        shortcut("R", host_input.show_card)

    # -- language ---------------------------------------------------------------------

    @Slot(str)
    def set_language(self, lang: str) -> None:
        """Switch the program to ``lang`` ("ru" or "en") at once and remember it
        (QSettings ``ui/language``). Both windows retranslate (:meth:`retranslate_ui`, the
        projector's own ``changeEvent``); the game, undo stack and notes stay as they are."""
        switch_language(lang)
        save_language(lang, self.settings)
        self.language_actions[lang].setChecked(True)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language: menus, docks, the history,
        the start page's tooltips, the game page (panels, seats, caption, prompt, timer),
        the notes, and the projector. The game and the action being entered are kept."""
        c = self.controller
        if c is not None:  # the history's texts, before the undo action reads its own
            for i in range(c.stack.count()):
                command = c.stack.command(i)
                action = getattr(command, "action", None)
                if action is not None:
                    command.setText(c.describe(action))
        self._retranslate_menus()
        self._build_undo_actions()
        lang = current_language()
        if lang in getattr(self, "language_actions", {}):
            self.language_actions[lang].setChecked(True)
        if self._docks_built:
            self._retranslate_docks()
        self.update_start_page()
        if self.unsaved_label is not None:
            self.unsaved_label.setText(self.tr("Not saved: no database"))
        if self.read_only_label is not None:
            self.read_only_label.setText(self._read_only_text())
        if c is None:
            self._set_title(self.tr("Mafia Desktop"))
            return
        from mafia_desktop.ui.window.change import WORDS
        c.show_again(WORDS)  # every view in the new words; the action entered is kept
        if self.page is not None:
            self.page.timer.retranslate_ui()  # its caption, before the projector shows it
            self.page.update_prompt()
            self.feed.refresh_timer()

    # -- the database -----------------------------------------------------------------

    def set_repository(self, repository: Any) -> None:
        """Use this database from now on (``app.run`` opens it once the window is drawn)."""
        self.repository = repository
        for dialog in (self.evening_dialog, self.tournament_window):
            if dialog is not None:  # it reads the database it was made for
                dialog.close()
        self.evening_dialog = self.tournament_window = None
        self.update_start_page()
        self._retranslate_menus()  # "Store this game…" needs a database
        if self.read_only_bar is not None and self.read_only_bar.kind is not None:
            self.offer(self.read_only_bar.kind, self.read_only_bar.name)

    def _status_label(self, name: str, colour: str, background: str) -> QLabel:
        """A bold coloured label kept at the right of the status bar (a lasting warning)."""
        label = QLabel()
        label.setObjectName(name)
        label.setStyleSheet(f"color: {colour}; background: {background}; font-weight: bold;"
                            " padding: 2px 8px;")
        self.statusBar().addPermanentWidget(label)
        return label

    def set_unsaved(self, unsaved: bool) -> None:
        """Say (True) all the time that games are stored nowhere: a red label in the
        status bar and the window title read "Not saved: no database", and New game asks
        first. ``app.finish_start`` calls it when the host goes on without a database."""
        self.unsaved = unsaved
        if unsaved and self.unsaved_label is None:
            self.unsaved_label = self._status_label("unsavedLabel", "white", "#c62828")
        if self.unsaved_label is not None:
            self.unsaved_label.setText(self.tr("Not saved: no database"))
            self.unsaved_label.setVisible(unsaved)
        base = self.windowTitle().split(" — " + self.tr("Not saved: no database"))[0]
        self._set_title(base)

    def set_read_only_database(self, read_only: bool, media: bool = False) -> None:
        """Say (True) all the time that the database is open read-only because another
        window writes to it (one writer per database), or (``media``) because its disk,
        folder or file is read-only: a label in the status bar. Saved games open
        read-only; a new game cannot be stored."""
        self.read_only_database = read_only
        self.read_only_media = media
        if read_only and self.read_only_label is None:
            self.read_only_label = self._status_label("readOnlyLabel", "black", "#ffb300")
        if self.read_only_label is not None:
            self.read_only_label.setText(self._read_only_text())
            self.read_only_label.setVisible(read_only)

    def _read_only_text(self) -> str:
        if self.read_only_media:
            return self.tr("Read-only: the database's disk or file cannot be written")
        return self.tr("Read-only: another window writes to this database")

    def _set_title(self, title: str) -> None:
        """The window title, with "Not saved: no database" while nothing is stored."""
        if self.unsaved:
            title += " — " + self.tr("Not saved: no database")
        self.setWindowTitle(title)

    def update_start_page(self) -> None:
        """Enable Resume when the repository holds unfinished games."""
        repo = self.repository
        unfinished = []
        if repo is not None:
            try:
                unfinished = repo.list_games(finished=False)
            except Exception as e:  # a broken database must not stop the window
                self.statusBar().showMessage(str(e))
        self.start_page.set_can_resume(
            bool(unfinished), self.tr("No unfinished games are stored.") if repo is not None
            else self.tr("No database is open."))
        self.resume_action.setEnabled(repo is not None)

    # -- the open game ----------------------------------------------------------------

    def open_game(self, game: Game, game_id: Any = None, notes: dict[str, str] | None = None,
                  repository: Any = None, read_only: bool = False) -> GameController:
        """Show ``game`` (it may already hold actions: the undo stack is rebuilt from its
        log). ``repository``/``game_id``: where its actions are stored. ``read_only``: a
        stored game only looked at: no action, no undo (the history is shown)."""
        from PySide6.QtCore import Qt

        from mafia_desktop.ui.families import card_view
        from mafia_desktop.ui.window.controller import GameController
        from mafia_desktop.ui.window.game_page import GamePage
        from mafia_desktop.ui.window.notes import NotesPanel

        self._build_shortcuts()
        self._build_docks()
        if self.card is None:
            self.card = card_view()  # type: ignore[assignment]
            if self.card is not None:
                self.card.setMinimumSize(120, 168)
                self.card_dock.setWidget(self.card)  # type: ignore[arg-type]
        if self.controller is not None:
            self.close_game()
        c = GameController.from_game(game, repository, game_id, notes, clock=self.clock,
                                     parent=self)
        self.controller = c
        c.changed.connect(self._game_changed)  # the title; every view follows it itself
        c.refused.connect(self.show_problem)
        c.undone.connect(self._show_undone)
        c.redone.connect(lambda text: self.statusBar().showMessage(
            fill(self.tr("Redone: %1"), text), 8000))
        # the corrections of a stored game, also when it is only looked at
        self.history_panel.follow(c, repository if repository is not None else
                                  self.repository if game_id is not None else None)
        self.offer(None)
        c.stale.connect(lambda message, c=c: self._reload_stale(c, message))
        c.settled.connect(lambda found, changed, c=c: self._settled(c, found, changed))
        c.noticed.connect(lambda text: self.statusBar().showMessage(
            fill(self.tr("Note: %1"), text), 10000))
        self.undo_group.addStack(c.stack)
        self.read_only = read_only
        if read_only:
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]  # none active
            self.history.setStack(c.stack)
        else:
            active = None if self.looking() else c.stack
            self.undo_group.setActiveStack(active)  # type: ignore[arg-type]  # None: none
            self.history.setGroup(self.undo_group)
        self.history.setEnabled(not read_only)
        page = GamePage(c, self.host_input, self.durations, timer_clock=self.timer_clock)
        page.scene.roles_hidden = self.looking()
        page.panel.setEnabled(not read_only)
        self.page = page
        self.host_input.attach(c, page, read_only)
        self.feed.follow(c, page.timer)
        self.sounds.follow(c, page.timer)
        page.game_over.use_reveal_action(self.feed.reveal_action)
        page.game_over.exported.connect(
            lambda p: self.statusBar().showMessage(fill(self.tr("Written: %1"), p)))
        page.game_over.failed.connect(
            lambda m: self.statusBar().showMessage(fill(self.tr("Export failed: %1"), m)))
        self.notes = NotesPanel(c, read_only=read_only)
        self.notes_dock.setWidget(self.notes)
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        docks = [self.history_dock, self.notes_dock, self.card_dock]
        # the docks take a fifth of the window, not the width of their longest text
        self.resizeDocks([self.history_dock], [max(180, min(320, self.width() // 5))],
                         Qt.Orientation.Horizontal)
        if self.looking():  # shown again when F9 is pressed again
            self._docks_shown = docks
        else:
            for dock in docks:
                dock.show()
        for a in self._game_actions():
            a.setEnabled(True)
        page.scene.build(game.setup)
        c.opened()  # every view draws the game
        return c

    def offer(self, kind: str | None, name: str = "") -> None:
        """Say above the game what is shown read-only and offer the way out of it
        (``read_only.py``): ``"log"`` (the game log file ``name``: Store this game…),
        ``"finished"`` (a stored finished game: Open for correction…) or ``None``."""
        from mafia_desktop.ui.dialogs.read_only import FINISHED, LOG, ReadOnlyBar

        if self.read_only_bar is None:
            if kind is None:
                return
            self.read_only_bar = ReadOnlyBar(self.store_action, self.correct_action, self)
            self.addToolBar(self.read_only_bar)
        self.store_action.setVisible(kind == LOG)
        self.correct_action.setVisible(kind == FINISHED and self.repository is not None)
        self.read_only_bar.show_kind(kind, name, self.repository is not None)

    def close_game(self) -> None:
        """Leave the current game (its notes are saved first)."""
        if self.controller is None:
            return
        self.offer(None)
        self.history_panel.follow(None, None)
        self.statusBar().clearMessage()  # it spoke of this game
        if self.notes is not None:
            self.notes.save()
        self.undo_group.removeStack(self.controller.stack)
        self.feed.follow(None, None)
        if self._sounds is not None:
            self._sounds.follow(None, None)
        self.host_input.attach(None, None)
        if self.page is not None:
            self.pages.removeWidget(self.page)
            self.page.deleteLater()
        self.controller.deleteLater()
        self.controller = None
        self.page = None

    def _game_actions(self) -> tuple[QAction, ...]:
        """The menu actions that need an open game."""
        return (self.save_action, self.report_html_action, self.report_pdf_action,
                self.cards_action)

    @Slot(object)
    def _game_changed(self, change: Any = None) -> None:
        """The window's own part of a change of the game (every view follows the
        controller's ``changed`` itself: the page, the history, the notes, the players'
        screen, the sounds): the evening's window and the title."""
        page = self.page
        if self.controller is None or page is None:
            return
        if self.evening_dialog is not None and self.evening_dialog.isVisible():
            self.evening_dialog.refresh()  # a game of the evening ended or came back
        self._set_title(fill(self.tr("Mafia Desktop — %1"), page.phase_name()))

    @Slot(object)
    def show_problem(self, problem: Any) -> None:
        """Show a refusal in the status bar (until the next action)."""
        from mafia_desktop.ui.window.host_input import problem_text  # loaded with the first game
        self.last_problem = problem
        name_of = self.controller.game.setup.name if self.controller is not None else None
        self.statusBar().showMessage(problem_text(problem, name_of))

    @Slot(str)
    def _show_undone(self, text: str) -> None:
        """The status bar names what an undo took back ("Undone: Vote: Boris -> Anna");
        the actions of one jump back in the history are named together, the last first."""
        if not self._undone:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self._undone.clear)  # the jump is over
        self._undone.append(text)
        self.last_problem = None
        self.statusBar().showMessage(fill(self.tr("Undone: %1"), "; ".join(self._undone)),
                                     10000)
    def _reload_stale(self, controller: GameController, message: str) -> None:
        """The stored game was changed by another window or program: load it again from
        the database (or leave it, if it is gone) and say so in the status bar."""
        if controller is not self.controller:
            return  # already reloaded or closed
        if self.files.resume_game(controller.game_id, self.read_only) is None:
            self.close_game()
            self.update_start_page()
        self.statusBar().showMessage(fill(self.tr(
            "The game was changed in another window or program and has been loaded again "
            "from the database: %1"), message))

    def _settled(self, controller: GameController, found: str, changed: bool) -> None:
        """A write whose fate was unknown was checked in the file: a game that differs
        from the screen is loaded again from the database; the status bar says what the
        file holds."""
        if controller is not self.controller:
            return
        if changed and controller.game_id is not None:
            self.files.resume_game(controller.game_id, self.read_only)
        else:
            controller.show_again()  # every view draws the game again
        self.statusBar().showMessage(fill(self.tr("Checked in the database: %1"), found))

    @Slot(object)
    def _performed(self, action: Any) -> None:
        assert self.controller is not None
        self.last_problem = None
        stack = self.controller.stack  # the undo text, as the command built it once
        done = stack.text(stack.index() - 1) if stack.index() else \
            self.controller.describe(action)
        notice = self.controller.session.notice
        self.statusBar().showMessage(fill(self.tr("Done: %1 (%2)"), done, notice) if notice
                                     else fill(self.tr("Done: %1"), done), 8000)

    @Slot(object)
    def _show_selected(self, seat: int | None) -> None:
        """The selected player's note and role card."""
        if self.notes is not None:
            self.notes.show_player(seat)
        from mafia_desktop.ui.families import ui_family
        c = self.controller
        if seat is not None and self.card is not None and c is not None \
                and ui_family(c.state).cards is not None:  # the family's roles' cards
            self.card.set_role(c.role_of(seat))

    @Slot(int)
    def _focus_note(self, seat: int) -> None:
        """Select ``seat`` and put the cursor in its note."""
        self.host_input.select(seat)
        if self.notes is not None:
            self.notes_dock.show()
            self.notes.player_note.setFocus()

    # -- the host's input (``ui/window/host_input.py``) ---------------------------------------

    def perform(self, action: Any) -> Any:
        """Take an action; returns the refusal or ``None`` (``HostInput.perform``)."""
        return self.host_input.perform(action)

    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None:
        """Start entering an action (``HostInput.start_kind``)."""
        self.host_input.start_kind(action_type, picked)

    def seat_activated(self, seat: int) -> None:
        """A seat clicked or typed (``HostInput.seat_activated``)."""
        self.host_input.seat_activated(seat)

    def select(self, seat: int | None) -> None:
        """Select ``seat``: its note and role card are shown (``HostInput.select``)."""
        self.host_input.select(seat)

    def build_seat_menu(self, seat: int) -> QMenu:
        """The right-click menu of a seat (``HostInput.build_seat_menu``)."""
        return self.host_input.build_seat_menu(seat)

    def type_digit(self, digit: str) -> None:
        """A digit of a seat number typed (``HostInput.type_digit``)."""
        self.host_input.type_digit(digit)

    def confirm(self) -> None:
        """Enter: the typed seat number picks that seat (``HostInput.confirm``)."""
        self.host_input.confirm()

    def cancel(self) -> None:
        """Esc: the action being entered is cancelled (``HostInput.cancel``)."""
        self.host_input.cancel()

    # -- players are looking (F9) -----------------------------------------------------

    def looking(self) -> bool:
        """True while the players are looking (F9): action entry is suspended."""
        return self.looking_action.isChecked()

    @Slot(bool)
    def set_players_looking(self, looking: bool) -> None:
        """Hide (True) or show every role and secret on the host's screen.

        While hidden, action entry is suspended (an action being entered is cancelled;
        keys, seat clicks, the seat menu and the role card only show a note), undo and
        redo are off (their menu texts are plain "Undo"/"Redo", naming no action), the
        docks are hidden and the status bar is cleared. F9 again restores everything."""
        self.statusBar().clearMessage()
        if looking:
            if self._host_input is not None:
                self._host_input.clear()
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]  # none active
        elif self.controller is not None and not self.read_only:
            self.undo_group.setActiveStack(self.controller.stack)
        page = self.page
        if page is not None:
            page.scene.roles_hidden = looking
            page.redraw_seats()
            page.show_stack()
        if not self._docks_built:
            return
        if looking:
            self._docks_shown = [d for d in (self.notes_dock, self.card_dock, self.history_dock)
                                 if d.isVisible()]
            for d in self._docks_shown:
                d.hide()
        else:
            for d in self._docks_shown:
                d.show()

    def createPopupMenu(self) -> QMenu | None:  # Qt's name
        """The right-click menu of the menu bar and docks (show or hide a dock): none
        while the players are looking, so the notes and the card cannot be shown then."""
        if self.looking():
            return None
        return super().createPopupMenu()

    # -- the timer ----------------------------------------------------------------------

    def timer_toggle(self) -> None:
        """T: start, pause or resume the timer."""
        if self.page is not None:
            self.page.toggle_timer()

    def timer_more(self) -> None:
        """+: thirty more seconds."""
        if self.page is not None:
            self.page.add_time(30)

    def start_speeches(self) -> None:
        """S: time one speech per living player (the settings' speech length)."""
        if self.page is not None:
            self.page.start_speeches()

    # -- the Game menu (``ui/window/game_files.py``) and help -----------------------------------

    def new_game(self) -> None:
        """A new game: its players, seats, ruleset and deal (``GameFiles.new_game``)."""
        self.files.new_game()

    def resume(self) -> None:
        """The saved games (``GameFiles.resume``)."""
        self.files.resume()

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Open a stored game (``GameFiles.resume_game``)."""
        return self.files.resume_game(game_id, read_only)

    def store_game(self) -> GameController | None:
        """Store the game log shown read-only, after asking (``GameFiles.store_log``)."""
        return self.files.store_log()

    def open_for_correction(self) -> GameController | None:
        """Open the finished game shown read-only for correction, after asking
        (``GameFiles.open_for_correction``)."""
        return self.files.open_for_correction()

    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (``GameFiles.open_log``)."""
        return self.files.open_log(path)

    def save_log(self, path: str | None = None) -> None:
        """Save the game's log (``GameFiles.save_log``)."""
        self.files.save_log(path)

    def export_report(self, fmt: str, path: str | None = None) -> Any:
        """Export the game's report, ``html`` or ``pdf`` (``GameFiles.export_report``)."""
        return self.files.export_report(fmt, path)

    def print_role_cards(self, path: str | None = None) -> Any:
        """Print the role cards as a PDF (``GameFiles.print_role_cards``)."""
        return self.files.print_role_cards(path)

    def show_players(self) -> None:
        """The regular players and their results (``GameFiles.show_players``)."""
        self.files.show_players()

    def show_evening(self) -> Any:
        """The Evening window (``ui/club/evening_dialog.py``): the evening's players, its
        points table, the next game's seating, export. Needs a database."""
        if self.repository is None:
            plain.inform(self, self.tr("Evening"), self.tr(
                "No database is open, so no evening is kept."))
            return None
        if self.evening_dialog is None:
            from mafia_desktop.storage.evenings import EveningRepository
            from mafia_desktop.ui.club.evening_dialog import EveningDialog
            self.evening_dialog = EveningDialog(self, EveningRepository(self.repository))
        self.evening_dialog.reload()
        self.evening_dialog.show()
        self.evening_dialog.raise_()
        return self.evening_dialog

    def show_tournament(self) -> Any:
        """The Tournament window (``ui/families/sport/tournament/window.py``): players, rounds and their
        seating, the games brought back, the standings. Needs a database."""
        if self.repository is None:
            plain.inform(self, self.tr("Tournament"), self.tr(
                "No database is open, so no tournament is kept."))
            return None
        if self.tournament_window is None:
            from mafia_desktop.ui.families import tournament_family
            family = tournament_family()
            if family is None or family.tournament is None:
                return None
            self.tournament_window = family.tournament.window(self, self.repository)
        self.tournament_window.reload()
        self.tournament_window.show()
        self.tournament_window.raise_()
        return self.tournament_window

    def open_schedule(self, path: str | None = None) -> Any:
        """Game menu → "Open a tournament schedule…" (``ui/families/sport/tournament/schedule.py``): a
        table's games; "Start this game" opens the sport new-game dialog with its ten
        names in seat order."""
        from mafia_desktop.ui.families import tournament_family
        family = tournament_family()
        if family is None or family.tournament is None:
            return None
        name = family.name
        return family.tournament.open_schedule(
            self, lambda names: self.files.new_game(players=names, family=name), path)

    def show_sound_settings(self) -> None:
        """The sound, music and voice settings (``ui/sound/sound_dialog.py``)."""
        from mafia_desktop.ui.sound.sound_dialog import SoundDialog
        SoundDialog(self.sounds, self).exec()
        self._set_mute_key()

    def _set_mute_key(self) -> None:
        """The mute key as the settings have it (``music/mute_key``, Ctrl+M)."""
        key = str(self.settings.value("music/mute_key", "Ctrl+M"))
        self.mute_action.setShortcuts([QKeySequence(key)])

    def mute_music(self) -> None:
        """The mute key: the night music falls silent, or plays again."""
        muted = self.sounds.music.toggle_mute()
        self.statusBar().showMessage(self.tr("Night music muted") if muted
                                     else self.tr("Night music on"), 4000)

    def show_help(self) -> None:
        """F1: the shortcuts."""
        from mafia_desktop.ui.dialogs.help import (
            HelpDialog,  # the action kinds: loaded with the game's modules
        )
        from mafia_desktop.ui.families import kinds_for
        c = self.controller
        HelpDialog(self, kinds_for(c.state) if c is not None else None).exec()

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        if self.notes is not None:
            self.notes.save()
        self.feed.close_window()
        for dialog in (self.evening_dialog, self.tournament_window):
            if dialog is not None:
                dialog.close()
        super().closeEvent(event)
