"""The host window: the seating circle, the phase panel, the timer, undo and notes.

Every game change goes through :class:`~mafia_desktop.ui.controller.GameController`
(one undo command per action, one ``changed`` signal); the window redraws from that
signal only. Actions are offered only when the engine says they are legal; one that
still reaches the engine is refused and the status bar shows its rule ID, the rule's
title and the engine's message (the game unchanged).

The keyboard drives the whole flow: an action's letter (``ui/panels.py`` ``KINDS``)
starts it; a seat number typed and Enter picks a seat (like a click); Esc cancels.
``ui/help.py`` lists the shortcuts (F1).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from .start import StartPage
from .language import Retranslating

if TYPE_CHECKING:  # pragma: no cover
    from .controller import Clock, GameController


def load_game_modules() -> None:
    """Import what a game needs (the engine, panels, seating, cards, timer, dialogs) into
    this module, once. The start screen needs none of it: the window is drawn first and
    these are loaded right after (``app.run``) or when a game is opened, so the cold
    start stays close to a bare window's (``benchmarks/bench_ui.py``)."""
    if "PhasePanel" in globals():
        return
    from PySide6.QtCore import Qt  # ~100 enums: loaded after the start screen is drawn
    from PySide6.QtGui import QShortcut
    from PySide6.QtWidgets import (QDockWidget, QFileDialog, QFrame, QHBoxLayout,
                                   QInputDialog, QLabel, QMenu, QMessageBox, QScrollArea,
                                   QSplitter, QUndoView, QVBoxLayout)

    from mafia_desktop.i18n import names as texts
    from mafia_desktop.rules import Game, LogFormatError, RuleViolation, Stage, log_format

    from .cards import CardDialog, RoleCard
    from .controller import GameController, StorageFailure, wall_clock
    from .game_over import GameOverPanel
    from .games_view import GamesDialog
    from .help import HelpDialog
    from .new_game import NewGameDialog
    from .notes import NotesPanel
    from .panels import KINDS, Pick, PhasePanel, _t
    from .seating import SeatingScene, SeatingView
    from .timer import PhaseTimer
    globals().update({k: v for k, v in locals().items() if k != "__class__"})


def default_clock() -> Any:
    """The host's time of an action (``controller.wall_clock``)."""
    from .controller import wall_clock
    return wall_clock()

#: QSettings keys and defaults (seconds) of the durations that are not in the ruleset.
SPEECH_KEY, SPEECH_DEFAULT = "timer/speech_s", 60
NIGHT_KEY, NIGHT_DEFAULT = "timer/night_s", 180
TALLY_KEY = "projector/show_tally"


def problem_text(problem: Any) -> str:
    """A refusal for the status bar: "R-VOTE-2 — <rule title>: <message>". The engine's
    message is English: in another language only the rule's ID and translated title
    are shown."""
    load_game_modules()
    if isinstance(problem, RuleViolation):
        from mafia_desktop.i18n.language import current_language
        head = f"{problem.rule} — {texts.rule_title(problem.rule)}"
        return f"{head}: {problem.message}" if current_language() == "en" else head
    if isinstance(problem, StorageFailure):
        from PySide6.QtCore import QCoreApplication
        return QCoreApplication.translate("MainWindow", "Not saved, so not done: %1").replace(
            "%1", problem.message)
    return getattr(problem, "message", str(problem))


def phase_caption(state: Any) -> str:
    """The text in the middle of the table: "Day 2\nvoting", "Night 1", "Game over"."""
    from PySide6.QtCore import QCoreApplication
    if state.ended:
        return QCoreApplication.translate("MainWindow", "Game over")
    if state.phase.is_day:
        return f"{texts.phase_name(state.phase)}\n{texts.stage_name(state.stage.value)}"
    return texts.phase_name(state.phase)


class GamePage(Retranslating, QWidget):
    """The seating circle beside the timer and the phase panel of one game."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = SeatingScene(self)
        self.view = SeatingView(self.scene)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("background: #fff3c4; padding: 6px; font-size: 12pt;")
        self.timer = PhaseTimer(self)
        self.timer.setMaximumHeight(210)
        self.timer_key: Any = None  # the stage the timer was last set for
        self.panel = PhasePanel(controller)
        self.privacy = QLabel()
        self.privacy.setWordWrap(True)
        self.privacy.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.privacy.setStyleSheet("font-size: 16pt; color: #555;")
        self.game_over = GameOverPanel(controller)
        self.stack = QStackedWidget()
        for w in (self.panel, self.privacy, self.game_over):
            self.stack.addWidget(w)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.prompt)
        rl.addWidget(self.timer)
        rl.addWidget(self.stack, 1)
        # the right side scrolls rather than being cut or growing the window (a vote of
        # 20 players at 800x600): its content is never smaller than it needs
        self.right_scroll = QScrollArea()
        self.right_scroll.setObjectName("rightPanel")
        self.right_scroll.setWidget(right)
        self.right_scroll.setWidgetResizable(True)
        self.right_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.right_scroll.setMinimumWidth(260)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.right_scroll)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([900, 520])
        self.splitter = splitter
        self._splitter_moved = False  # once the host drags it, the split is theirs
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_splitter_moved", True))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.retranslate_ui()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_split()

    def fit_split(self) -> None:
        """Give the right panel the width its content needs (its buttons uncut, no
        sideways scrolling) when the window is narrow, the table keeping the rest (at
        least its minimum); a split the host dragged is kept."""
        if self._splitter_moved:
            return
        total = sum(self.splitter.sizes())
        inner = self.right_scroll.widget()
        need = inner.minimumSizeHint().width() + self.right_scroll.verticalScrollBar(
            ).sizeHint().width()
        room = total - self.view.minimumWidth()
        if total <= 0 or not self.isVisible():
            return
        right = max(min(max(need, total * 2 // 5), room), 0)  # 3:2 when there is room
        if self.splitter.sizes()[1] != right:
            self.splitter.setSizes([total - right, right])

    def retranslate_ui(self) -> None:
        """Set the fixed texts in the current language (the window redraws the rest)."""
        self.privacy.setText(self.tr("Players are looking: roles and secrets are hidden.\n"
                                     "Press F9 to show them again."))


# Shortcuts are set with ``setShortcuts([...])``: PySide's ``setShortcut`` overload
# resolution creates the ~100 enums of the ``Qt`` namespace on its first call, which
# delays the start screen's first paint (benchmarks/bench_ui.py); the list form does not.


class MainWindow(Retranslating, QMainWindow):
    """The host's window.

    Args:
        repository: storage's ``GameRepository`` (games are stored action by action), or
            ``None`` (nothing is stored: Resume is disabled).
        settings: where the speech and night durations are kept (default ``QSettings()``).
        clock: gives each action its time (``None``: no times).
    """

    def __init__(self, repository: Any = None, settings: QSettings | None = None,
                 clock: Clock | None = default_clock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.settings = settings if settings is not None else QSettings()
        self.clock = clock
        self.controller: GameController | None = None
        self.page: GamePage | None = None
        self.pick: Pick | None = None
        self.seat_buffer = ""
        self.selected: int | None = None
        self.last_problem: Any = None
        self.read_only = False
        self.undo_group = QUndoGroup(self)
        self.unsaved = False
        self.unsaved_label: Any = None
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.language_actions: dict[str, QAction] = {}
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.start_page = StartPage()
        self.start_page.new_game.connect(self.new_game)
        self.start_page.resume.connect(self.resume)
        self.start_page.open_log.connect(self.open_log)
        self.pages.addWidget(self.start_page)
        self._docks_built = False
        self.card: Any = None  # a RoleCard once a game is open
        self.notes: NotesPanel | None = None
        self._build_menus()
        self._shortcuts_built = False
        self.statusBar()
        self.update_start_page()
        self.resize(1440, 900)

    # -- construction -----------------------------------------------------------------

    def _build_docks(self) -> None:
        """History, notes and the role card (built with the first game)."""
        if self._docks_built:
            return
        self._docks_built = True
        self.history = QUndoView(self.undo_group)
        self.history.setObjectName("history")
        self.history.setUniformItemSizes(True)  # a 300-action log relays out in O(1)
        self.history_dock = QDockWidget(self)
        self.history_dock.setObjectName("historyDock")
        self.history_dock.setWidget(self.history)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.history_dock)
        self.notes_dock = QDockWidget(self)
        self.notes_dock.setObjectName("notesDock")
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.notes_dock)
        self.card_dock = QDockWidget(self)
        self.card_dock.setObjectName("cardDock")
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.card_dock)
        self.tabifyDockWidget(self.notes_dock, self.card_dock)
        self.notes_dock.raise_()
        self.notes: NotesPanel | None = None
        for dock in (self.history_dock, self.notes_dock, self.card_dock):
            dock.hide()
        self._retranslate_docks()

    def _retranslate_docks(self) -> None:
        self.history.setEmptyLabel(self.tr("Start of the game"))
        self.history.viewport().update()  # the commands' texts were just retranslated
        self.history_dock.setWindowTitle(self.tr("History (click to go back)"))
        self.notes_dock.setWindowTitle(self.tr("Host notes"))
        self.card_dock.setWindowTitle(self.tr("Role card of the selected player"))

    def _build_menus(self) -> None:
        game = self.game_menu = self.menuBar().addMenu("")
        self.new_action = game.addAction("", QKeySequence("Ctrl+N"), self.new_game)
        self.resume_action = game.addAction("", self.resume)
        self.open_action = game.addAction("", QKeySequence("Ctrl+O"), self.open_log)
        self.save_action = game.addAction("", QKeySequence("Ctrl+S"), self.save_log)
        self.report_html_action = game.addAction("", QKeySequence("Ctrl+E"),
                                                 lambda: self.export_report("html"))
        self.report_pdf_action = game.addAction("", lambda: self.export_report("pdf"))
        self.cards_action = game.addAction("", self.print_role_cards)
        game.addSeparator()
        self.players_action = game.addAction("", self.show_players)
        game.addSeparator()
        self.quit_action = game.addAction("", QKeySequence("Ctrl+Q"), self.close)
        self.edit_menu = self.menuBar().addMenu("")
        self.undo_action = self.redo_action = None
        self._build_undo_actions()
        view = self.menuBar().addMenu("")
        self.looking_action = QAction(self)
        self.looking_action.setCheckable(True)
        self.looking_action.setShortcuts([QKeySequence("F9")])
        self.looking_action.toggled.connect(self.set_players_looking)
        view.addAction(self.looking_action)
        self.projector_action = QAction(self)
        self.projector_action.setCheckable(True)
        self.projector_action.setShortcuts([QKeySequence("Ctrl+P")])
        self.projector_action.toggled.connect(self.set_projector)
        view.addAction(self.projector_action)
        self.tally_action = QAction(self)
        self.tally_action.setCheckable(True)
        self.tally_action.setChecked(self.settings.value(TALLY_KEY, True, type=bool))
        self.tally_action.toggled.connect(self.set_projector_tally)
        view.addAction(self.tally_action)
        self.projector: Any = None
        self.view_menu = view
        # each language is named in its own language, so it can be found in either
        self.language_menu = self.menuBar().addMenu("")
        self.language_menu.setObjectName("languageMenu")
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        from mafia_desktop.i18n.language import LANGUAGES, current_language
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

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.resume_action.setText(self.tr("&Saved games…"))
        self.open_action.setText(self.tr("&Open game log…"))
        self.save_action.setText(self.tr("&Save game log as…"))
        self.report_html_action.setText(self.tr("&Export report (HTML)…"))
        self.report_pdf_action.setText(self.tr("Export report (&PDF)…"))
        self.cards_action.setText(self.tr("Print role &cards (PDF)…"))
        self.players_action.setText(self.tr("Pl&ayers…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.looking_action.setText(self.tr("&Players are looking (hide roles)"))
        self.projector_action.setText(self.tr("P&rojector window (players' screen)"))
        self.tally_action.setText(self.tr("Show the live &tally on the projector"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.help_action.setText(self.tr("&Keyboard shortcuts"))

    # -- language ---------------------------------------------------------------------

    @Slot(str)
    def set_language(self, lang: str) -> None:
        """Switch the program to ``lang`` ("ru" or "en") at once and remember it
        (QSettings ``ui/language``). Both windows retranslate (:meth:`retranslate_ui`, the
        projector's own ``changeEvent``); the game, undo stack and notes stay as they are."""
        from mafia_desktop.i18n.language import save_language, set_language
        set_language(lang)
        save_language(lang, self.settings)
        self.language_actions[lang].setChecked(True)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language: menus, docks, the history,
        the start page's tooltips, the game page (panels, seats, caption, prompt, timer),
        the notes, and the projector. The game and the action being entered are kept."""
        from mafia_desktop.i18n.language import current_language
        c = self.controller
        if c is not None:  # the history's texts, before the undo action reads its own
            from .actions import describe
            for i in range(c.stack.count()):
                command = c.stack.command(i)
                action = getattr(command, "action", None)
                if action is not None:
                    command.setText(describe(action, c.game.setup))
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
        if c is None:
            self._set_title(self.tr("Mafia Desktop"))
            return
        self._refresh_views()
        if self.page is not None:
            self.page.timer.retranslate_ui()  # its caption, before the projector shows it
            self._update_prompt()
            p = self.projector
            if p is not None and p.isVisible() and p.scene.has_timer():
                p.set_timer(self.page.timer.remaining(), self.page.timer.caption)

    def _build_shortcuts(self) -> None:
        """The keys of a game (built with the first game: they need the action kinds)."""
        if self._shortcuts_built:
            return
        self._shortcuts_built = True

        def shortcut(keys: str, slot) -> QShortcut:
            s = QShortcut(QKeySequence(keys), self)
            s.activated.connect(slot)
            return s

        for digit in "0123456789":
            shortcut(digit, lambda d=digit: self.type_digit(d))
        shortcut("Backspace", self.erase_digit)
        shortcut("Return", self.confirm)
        shortcut("Enter", self.confirm)
        shortcut("Escape", self.cancel)
        by_key: dict[str, list[str]] = {}
        for kind in KINDS.values():
            by_key.setdefault(kind.key, []).append(kind.type)
        for key, types in by_key.items():
            shortcut(key, lambda t=tuple(types): self.start_first(t))
        shortcut("T", self.timer_toggle)
        shortcut("+", self.timer_more)
        shortcut("S", self.start_speeches)
        shortcut("R", self.show_card)

    # -- games ------------------------------------------------------------------------

    def set_repository(self, repository: Any) -> None:
        """Use this database from now on (``app.run`` opens it once the window is drawn)."""
        self.repository = repository
        self.update_start_page()

    def set_unsaved(self, unsaved: bool) -> None:
        """Say (True) all the time that games are stored nowhere: a red label in the
        status bar and the window title read "Not saved: no database", and New game asks
        first. ``app.finish_start`` calls it when the host goes on without a database."""
        from PySide6.QtWidgets import QLabel
        self.unsaved = unsaved
        if unsaved and self.unsaved_label is None:
            self.unsaved_label = QLabel()
            self.unsaved_label.setObjectName("unsavedLabel")
            self.unsaved_label.setStyleSheet(
                "color: white; background: #c62828; font-weight: bold; padding: 2px 8px;")
            self.statusBar().addPermanentWidget(self.unsaved_label)
        if self.unsaved_label is not None:
            self.unsaved_label.setText(self.tr("Not saved: no database"))
            self.unsaved_label.setVisible(unsaved)
        base = self.windowTitle().split(" — " + self.tr("Not saved: no database"))[0]
        self._set_title(base)

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

    def open_game(self, game: Game, game_id: Any = None, notes: dict[str, str] | None = None,
                  repository: Any = None, read_only: bool = False) -> GameController:
        """Show ``game`` (it may already hold actions: the undo stack is rebuilt from its
        log). ``repository``/``game_id``: where its actions are stored. ``read_only``: a
        stored game only looked at: no action, no undo (the history is shown)."""
        load_game_modules()
        self._build_shortcuts()
        self._build_docks()
        if self.card is None:
            self.card = RoleCard()
            self.card.setMinimumSize(120, 168)
            self.card_dock.setWidget(self.card)
        if self.controller is not None:
            self.close_game()
        c = GameController.from_game(game, repository, game_id, notes, clock=self.clock,
                                     parent=self)
        self.controller = c
        c.changed.connect(self.redraw)
        c.refused.connect(self.show_problem)
        self.undo_group.addStack(c.stack)
        self.read_only = read_only
        if read_only:
            self.undo_group.setActiveStack(None)
            self.history.setStack(c.stack)
        else:
            self.undo_group.setActiveStack(None if self.looking() else c.stack)
            self.history.setGroup(self.undo_group)
        self.history.setEnabled(not read_only)
        page = GamePage(c)
        page.scene.roles_hidden = self.looking()
        page.panel.setEnabled(not read_only)
        self.page = page
        page.scene.seat_clicked.connect(self.seat_activated)
        page.scene.seat_menu.connect(self.seat_menu)
        page.panel.start.connect(self.start_kind)
        page.panel.perform.connect(self.perform)
        page.panel.last_word.connect(self.start_last_word)
        page.panel.speeches.connect(self.start_speeches)
        page.timer.tick.connect(self._timer_to_projector)
        page.game_over.exported.connect(
            lambda p: self.statusBar().showMessage(self.tr("Written: %1").replace("%1", p)))
        page.game_over.failed.connect(
            lambda m: self.statusBar().showMessage(self.tr("Export failed: %1").replace("%1", m)))
        self.notes = NotesPanel(c)
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
        self.selected = None
        page.scene.build(game.setup)
        self.redraw()
        return c

    def _game_actions(self) -> tuple[QAction, ...]:
        """The menu actions that need an open game."""
        return (self.save_action, self.report_html_action, self.report_pdf_action,
                self.cards_action)

    @Slot()
    def export_report(self, fmt: str, path: str | None = None) -> Any:
        """Game menu: export the current game's report (``html`` or ``pdf``) in the
        current language, with the host's corrections; the same as the game-over
        screen's export. Returns the path written or ``None``."""
        if self.page is None:
            return None
        return self.page.game_over.export(fmt, path)

    @Slot()
    def print_role_cards(self, path: str | None = None) -> Any:
        """Game menu: printable role cards of the current game, one per player (PDF)."""
        c = self.controller
        if c is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Print role cards"),
                                                  "role-cards.pdf", self.tr("PDF (*.pdf)"))
            if not path:
                return None
        from .print_cards import write_role_cards_pdf
        try:
            write_role_cards_pdf(c.game.setup, path)
        except OSError as e:
            self.statusBar().showMessage(self.tr("Export failed: %1").replace("%1", str(e)))
            return None
        self.statusBar().showMessage(self.tr("Written: %1").replace("%1", str(path)))
        return path

    @Slot()
    def show_players(self) -> None:
        """Game menu: the regular players with their games, wins and wins by role."""
        load_game_modules()
        if self.repository is None:
            QMessageBox.information(self, self.tr("Players"),
                                    self.tr("No database is open, so no players are kept."))
            return
        from .players_view import PlayersDialog
        dialog = PlayersDialog(self.repository, self)
        dialog.exec()

    def close_game(self) -> None:
        """Leave the current game (its notes are saved first)."""
        if self.controller is None:
            return
        if self.notes is not None:
            self.notes.save()
        self.undo_group.removeStack(self.controller.stack)
        if self.page is not None:
            self.pages.removeWidget(self.page)
            self.page.deleteLater()
        self.controller.deleteLater()
        self.controller = None
        self.page = None
        self.pick = None

    @Slot()
    def new_game(self) -> None:
        """Ask for the players, seats, ruleset and deal (``NewGameDialog``), store the
        game and open it."""
        load_game_modules()
        if self.unsaved and QMessageBox.question(
                self, self.tr("New game"),
                self.tr("No database is open: this game will not be stored anywhere, and a "
                        "crash would lose it. Start it anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return
        roster: list[str] = []
        if self.repository is not None:
            try:
                roster = self.repository.roster_names()
            except Exception:  # the roster only helps typing names
                roster = []
        dialog = NewGameDialog(self, roster=roster)
        if not dialog.exec():
            return
        setup = dialog.setup()
        deal, seed = dialog.deal()
        game_id = None
        if self.repository is not None:
            try:
                game_id = self.repository.create_game(setup, deal=deal, deal_seed=seed)
            except Exception as e:
                QMessageBox.critical(self, self.tr("New game"),
                                     self.tr("The game cannot be stored: %1").replace("%1", str(e)))
                return
        self.open_game(Game(setup), game_id, {}, self.repository)

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Load a stored game (its log replayed, its notes) and open it; undo works
        as before the restart (``read_only``: only looked at, nothing changes)."""
        load_game_modules()
        try:
            game = self.repository.load(game_id)
            notes = self.repository.notes(game_id)
        except Exception as e:
            QMessageBox.critical(self, self.tr("Resume a game"), str(e))
            return None
        return self.open_game(game, game_id, notes, None if read_only else self.repository,
                              read_only)

    @Slot()
    def resume(self) -> None:
        """The saved games (storage's games list): resume one in progress, or open a
        finished one read-only."""
        load_game_modules()
        if self.repository is None:
            return
        dialog = GamesDialog(self.repository, self)
        dialog.resumeRequested.connect(self.resume_game)
        dialog.openRequested.connect(lambda game_id: self.resume_game(game_id, True))
        dialog.exec()
        dialog.deleteLater()

    @Slot()
    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (GAME_LOG.md). A broken file gets a message
        box naming the problem (field, action, rule) and nothing changes. With a
        repository, the game is imported so that going on with it is stored."""
        load_game_modules()
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open game log"), "",
                                                  self.tr("Game logs (*.mafia.json *.json)"))
            if not path:
                return None
        try:
            data = Path(path).read_bytes()
            game = log_format.load_game(data)
        except OSError as e:
            return self._broken(path, e.strerror or str(e))
        except LogFormatError as e:
            where = []
            if e.field:
                where.append(self.tr("field %1").replace("%1", e.field))
            if e.index is not None:
                where.append(self.tr("action %1").replace("%1", str(e.index)))
            if e.rule:
                where.append(e.rule)
            return self._broken(path, e.message + (f" ({', '.join(where)})" if where else ""))
        except RuleViolation as e:
            return self._broken(path, self.tr("action %1 breaks %2 (%3): %4").replace(
                "%1", str(e.index)).replace("%2", e.rule).replace(
                "%3", texts.rule_title(e.rule)).replace("%4", e.message))
        game_id = None
        if self.repository is not None:
            try:
                game_id = self.repository.import_log(data)
            except Exception as e:
                return self._broken(path, str(e))
        return self.open_game(game, game_id, {}, self.repository if game_id is not None
                              else None)

    def _broken(self, path: str, problem: str) -> None:
        self.last_problem = problem
        QMessageBox.critical(self, self.tr("Open game log"),
                             self.tr("%1 cannot be opened:\n%2").replace(
                                 "%1", os.path.basename(path)).replace("%2", problem))
        return None

    @Slot()
    def save_log(self, path: str | None = None) -> None:
        """Write the game's log as a ``.mafia.json`` file (a temporary file renamed over
        the target, so a failed write never leaves half a file)."""
        c = self.controller
        if c is None:
            return
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game log"),
                                                  "game.mafia.json",
                                                  self.tr("Game logs (*.mafia.json)"))
            if not path:
                return
        text = log_format.dumps(c.game.setup, c.game.actions)
        tmp = Path(str(path) + ".tmp")
        try:
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, path)
        except OSError as e:
            self.statusBar().showMessage(self.tr("Not saved: %1").replace("%1", str(e)))
            return
        self.statusBar().showMessage(self.tr("Saved: %1").replace("%1", str(path)), 5000)

    # -- redraw -----------------------------------------------------------------------

    @Slot()
    def redraw(self) -> None:
        """Redraw everything from the game (the one "game changed" slot)."""
        c, page = self.controller, self.page
        if c is None or page is None:
            return
        self.pick = None
        self.seat_buffer = ""
        self._refresh_views()

    def _refresh_views(self) -> None:
        """Redraw the panel or game-over page, the seats, the caption, the notes, the
        projector and the title from the game (the action being entered is kept)."""
        c, page = self.controller, self.page
        if c is None or page is None:
            return
        state = c.state
        if state.ended:
            page.game_over.refresh()
        else:
            page.panel.refresh()
        self._show_stack()
        self._redraw_seats()
        page.fit_split()  # a vote grid or the night panel may need more width
        self._sync_timer()
        page.scene.set_caption(phase_caption(state))
        if self.notes is not None:
            self.notes.refresh()
        self._update_projector()
        self._set_title(self.tr("Mafia Desktop — %1").replace(
            "%1", texts.phase_name(state.phase)))

    def _show_stack(self) -> None:
        page, c = self.page, self.controller
        if page is None or c is None:
            return
        if self.looking_action.isChecked():
            page.stack.setCurrentWidget(page.privacy)
        elif c.state.ended:
            page.stack.setCurrentWidget(page.game_over)
        else:
            page.stack.setCurrentWidget(page.panel)

    def _redraw_seats(self) -> None:
        page, c = self.page, self.controller
        if page is None or c is None:
            return
        allowed = self.pick.allowed() if self.pick is not None else None
        picked = tuple(self.pick.picked) if self.pick is not None else ()
        page.scene.update_state(c.state, allowed, picked, self.selected)
        self._update_prompt()

    def _update_prompt(self) -> None:
        page = self.page
        if page is None:
            return
        parts = []
        if self.looking():
            parts.append(self.tr("Players are looking: press F9 to enter actions"))
        elif self.pick is not None:
            from html import escape  # not at start: ``html`` loads a big table of entities
            parts.append(f"<b>{escape(self.pick.prompt())}</b> " + self.tr(
                "Click a seat or type its number and press Enter; Esc cancels."))
        elif self.controller is not None and not self.controller.state.ended:
            stage = self.controller.state.stage
            if stage is Stage.VOTING:
                parts.append(self.tr("Enter a vote: the voter's seat, then the candidate's."))
            elif stage is Stage.DISCUSSION:
                parts.append(self.tr("Click a seat to nominate: the nominator, then the "
                                     "candidate. Press a letter for another action (F1)."))
            else:
                parts.append(self.tr("Press an action's button or key (F1 lists them)."))
        if self.seat_buffer and not self.looking():
            parts.append(self.tr("Seat: %1_").replace("%1", self.seat_buffer))
        page.prompt.setText("  ".join(parts))
        page.prompt.setVisible(bool(parts))

    # -- host input -------------------------------------------------------------------

    @Slot(object)
    def perform(self, action: Any) -> Any:
        """Take an action through the controller; returns the refusal or ``None``."""
        c = self.controller
        if c is None or self.read_only or self._refuse_while_looking():
            return None
        problem = c.perform(action)
        if problem is None:
            self.last_problem = None
            self.statusBar().showMessage(self.tr("Done: %1").replace(
                "%1", c.describe(action)), 8000)
            self._after_action(action)
        else:
            self._redraw_seats()
        return problem

    def _after_action(self, action: Any) -> None:
        """Opening the vote starts its timer (the timer already follows the state:
        :meth:`_sync_timer`)."""
        page = self.page
        if page is not None and action.TYPE == "open_vote":
            page.timer.start()

    def _timer_plan(self, state: Any) -> tuple[tuple, int, Any] | None:
        """What the timer shows in ``state``: (key, seconds, caption function). The key
        changes with the phase and stage (and the executed player): the discussion's
        speech, the vote window (R-VOTE-1), the last word (R-EXEC-2), the night."""
        if state.ended:
            return None
        ruleset = state.setup.ruleset
        phase = (state.phase.kind, state.phase.number)
        if state.stage is Stage.VOTING:
            return (phase, "vote"), int(ruleset.vote_window_s), lambda: self.tr("The vote")
        if state.stage is Stage.AFTER_EXECUTION and state.execution is not None:
            seat = state.execution.seat
            name = state.setup.name(seat)
            return ((phase, "last_word", seat), int(ruleset.last_word_s),
                    lambda: self.tr("Last word: %1").replace("%1", name))
        if not state.phase.is_day:
            return (phase, "night"), self._setting(NIGHT_KEY, NIGHT_DEFAULT), \
                lambda: self.tr("Night")
        return ((phase, "speech"), self._setting(SPEECH_KEY, SPEECH_DEFAULT),
                lambda: self.tr("Speech"))

    def _sync_timer(self) -> None:
        """Set the timer from the game's state whenever its phase or stage changed: after
        an action, an undo or redo, a click in the history, a resume (the timer itself
        is not part of the game and is never undone). A running timer of the same stage
        is left alone."""
        page, c = self.page, self.controller
        if page is None or c is None:
            return
        plan = self._timer_plan(c.state)
        if plan is None:
            if page.timer_key is not None:
                page.timer_key = None
                page.timer.pause()  # the game is over: the time stops
            return
        key, seconds, caption = plan
        if key != page.timer_key:
            page.timer_key = key
            page.timer.set_duration(seconds, caption)

    def _setting(self, key: str, default: int) -> int:
        try:
            return max(1, int(self.settings.value(key, default)))
        except (TypeError, ValueError):
            return default

    @Slot(object)
    def show_problem(self, problem: Any) -> None:
        """Show a refusal in the status bar (until the next action)."""
        self.last_problem = problem
        self.statusBar().showMessage(problem_text(problem))

    def start_first(self, types: tuple[str, ...]) -> None:
        """A letter key: start the first of these action kinds that is legal now."""
        if self.controller is None or self.controller.state.ended or self.read_only:
            return
        if self._refuse_while_looking():
            return
        for t in types:
            if self.controller.available(t):
                self.start_kind(t)
                return
        self.statusBar().showMessage(self.tr("Not possible now: %1").replace(
            "%1", " / ".join(_t(KINDS[t].label) for t in types)), 4000)

    @Slot(str)
    def start_kind(self, action_type: str, picked: tuple[int, ...] = ()) -> None:
        """Start entering an action; it is taken as soon as its seats are picked."""
        c = self.controller
        if c is None or self._refuse_while_looking() or not c.available(action_type):
            return
        pick = Pick(KINDS[action_type], c)
        for seat in picked:
            if not pick.pick(seat):
                return
        self.pick = pick
        self.seat_buffer = ""
        if pick.complete:
            self.finish_pick()
        else:
            self._redraw_seats()

    def finish_pick(self) -> None:
        """Take the picked action (a host removal is confirmed first)."""
        pick, c, page = self.pick, self.controller, self.page
        self.pick = None
        if pick is None or c is None or page is None:
            return
        extras = page.panel.extras(pick.kind.type)
        if pick.kind.type == "host_kill":
            name = c.game.setup.name(pick.picked[0])
            reason, ok = QInputDialog.getText(
                self, self.tr("Remove a player"),
                self.tr("Remove %1 from the game now (R-HOST-1)?\nReason (optional):")
                .replace("%1", name))
            if not ok:
                self._redraw_seats()
                return
            extras["reason"] = reason.strip() or None
        if self.perform(pick.action(**extras)) is None:
            if pick.kind.type in ("mafia_kill", "maniac_kill"):
                field = (page.panel.mafia_description if pick.kind.type == "mafia_kill"
                         else page.panel.maniac_description)
                field.clear()

    @Slot(int)
    def seat_activated(self, seat: int) -> None:
        """A seat was clicked (or its number typed and Enter pressed)."""
        c = self.controller
        if c is None or self._refuse_while_looking():
            return
        if self.read_only:
            self.select(seat)
            return
        if self.pick is not None:
            if self.pick.pick(seat):
                if self.pick.complete:
                    self.finish_pick()
                else:
                    self._redraw_seats()
            else:  # say which rule stops it, as the engine says
                problem = self.pick.why_not(seat)
                text = self.tr("%1 cannot be picked here.").replace("%1", c.game.setup.name(seat))
                if problem is not None:
                    text += " " + problem_text(problem)
                self.statusBar().showMessage(text, 6000)
            return
        self.select(seat)
        stage = c.state.stage
        default = {Stage.VOTING: "vote", Stage.DISCUSSION: "nominate"}.get(stage)
        if default and c.available(default) and seat in Pick(KINDS[default], c).allowed():
            self.start_kind(default, (seat,))

    def select(self, seat: int | None) -> None:
        """Show ``seat``'s note and role card."""
        c = self.controller
        if c is None:
            return
        self.selected = seat
        if self.notes is not None:
            self.notes.show_player(seat)
        if seat is not None:
            self.card.set_role(c.state.roles[seat - 1].value)
        self._redraw_seats()

    def seat_menu(self, seat: int, screen_pos: Any) -> None:
        """The right-click menu of a seat."""
        menu = self.build_seat_menu(seat)
        menu.exec(screen_pos)

    def build_seat_menu(self, seat: int) -> QMenu:
        """The legal actions for the player in ``seat`` (asked of the engine), then
        "show the role card" and "note"."""
        c = self.controller
        menu = QMenu(self)
        if c is None:
            return menu
        if self.looking():  # nothing that depends on the roles, not even the name's actions
            menu.addAction(self.tr("Players are looking: press F9 to enter actions")
                           ).setEnabled(False)
            return menu
        name = c.game.setup.name(seat)
        for kind in KINDS.values():
            if self.read_only or not c.available(kind.type):
                continue
            pick = Pick(kind, c)
            if not pick.fields or seat not in pick.allowed():
                continue
            label = _t(kind.label)
            text = f"{label}: {name}" if len(pick.fields) == 1 else f"{label}: {name} → …"
            action = menu.addAction(text)
            action.setObjectName(kind.type)
            action.triggered.connect(lambda _=False, t=kind.type: self.start_kind(t, (seat,)))
        menu.addSeparator()
        card = menu.addAction(self.tr("Show %1 their role card").replace("%1", name))
        card.setObjectName("show_card")
        card.triggered.connect(lambda: (self.select(seat), self.show_card()))
        note = menu.addAction(self.tr("Note about %1").replace("%1", name))
        note.setObjectName("note")
        note.triggered.connect(lambda: self._focus_note(seat))
        return menu

    def _focus_note(self, seat: int) -> None:
        self.select(seat)
        if self.notes is not None:
            self.notes_dock.show()
            self.notes.player_note.setFocus()

    def type_digit(self, digit: str) -> None:
        """A digit typed: part of a seat number."""
        if self.controller is None or len(self.seat_buffer) >= 3:
            return
        if self._refuse_while_looking():
            return
        self.seat_buffer += digit
        self._update_prompt()

    def erase_digit(self) -> None:
        """Backspace: drop the last digit typed."""
        self.seat_buffer = self.seat_buffer[:-1]
        self._update_prompt()

    def confirm(self) -> None:
        """Enter: the typed seat number picks that seat."""
        c = self.controller
        if c is None or not self.seat_buffer:
            return
        seat = int(self.seat_buffer)
        self.seat_buffer = ""
        if 1 <= seat <= c.game.setup.size:
            self.seat_activated(seat)
        else:
            self.statusBar().showMessage(self.tr("There is no seat %1.").replace(
                "%1", str(seat)), 4000)
        self._update_prompt()

    def cancel(self) -> None:
        """Esc: cancel the action being entered and the typed number."""
        self.pick = None
        self.seat_buffer = ""
        self._redraw_seats()

    def looking(self) -> bool:
        """True while the players are looking (F9): action entry is suspended."""
        return self.looking_action.isChecked()

    def _refuse_while_looking(self) -> bool:
        """While the players are looking, say how to enter actions and return True: no
        action is started, no seat is dimmed or marked by what the rules allow (that
        would show who is who)."""
        if not self.looking():
            return False
        self.statusBar().showMessage(
            self.tr("Players are looking: press F9 to enter actions"), 4000)
        return True

    @Slot(bool)
    def set_players_looking(self, looking: bool) -> None:
        """Hide (True) or show every role and secret on the host's screen.

        While hidden, action entry is suspended (an action being entered is cancelled;
        keys, seat clicks, the seat menu and the role card only show a note), undo and
        redo are off (their menu texts are plain "Undo"/"Redo", naming no action) and
        the status bar is cleared. F9 again restores everything."""
        self.statusBar().clearMessage()
        if looking:
            self.pick = None
            self.seat_buffer = ""
            self.undo_group.setActiveStack(None)
        elif self.controller is not None and not self.read_only:
            self.undo_group.setActiveStack(self.controller.stack)
        page = self.page
        if page is not None:
            page.scene.roles_hidden = looking
            self._redraw_seats()
            self._show_stack()
        if not self._docks_built:
            return
        if looking:
            self._docks_shown = [d for d in (self.notes_dock, self.card_dock, self.history_dock)
                                 if d.isVisible()]
            for d in self._docks_shown:
                d.hide()
        else:
            for d in getattr(self, "_docks_shown", []):
                d.show()

    # -- the projector ------------------------------------------------------------------

    @Slot(bool)
    def set_projector(self, on: bool) -> None:
        """Show (True) or close the players' window (``ui/projector.py``). It is drawn
        only from ``public_view(state)`` (DESIGN.md, the information boundary), on every
        change and undo, with the host's timer."""
        if on:
            if self.projector is None:
                from .projector import ProjectorWindow
                self.projector = ProjectorWindow()
                self.projector.scene.set_show_tally(self.tally_action.isChecked())
                self.projector.closed.connect(lambda: self.projector_action.setChecked(False))
            self.projector.place()
            self._update_projector()
        elif self.projector is not None:
            self.projector.hide()

    @Slot(bool)
    def set_projector_tally(self, show: bool) -> None:
        """Show or hide the live tally of votes on the projector (remembered)."""
        self.settings.setValue(TALLY_KEY, bool(show))
        if self.projector is not None:
            self.projector.scene.set_show_tally(show)

    def _update_projector(self) -> None:
        p, c = self.projector, self.controller
        if p is None or not p.isVisible() or c is None:
            return
        from mafia_desktop.rules.public_view import public_view
        p.show_view(public_view(c.state))

    def _timer_to_projector(self, seconds: int) -> None:
        if self.projector is not None and self.projector.isVisible() and self.page is not None:
            self.projector.set_timer(seconds, self.page.timer.caption)

    # -- timer and cards ---------------------------------------------------------------

    @Slot()
    def start_last_word(self) -> None:
        """Start the executed player's last word (R-EXEC-2: ``last_word_s``)."""
        c, page = self.controller, self.page
        if c is None or page is None or c.state.execution is None:
            return
        name = c.game.setup.name(c.state.execution.seat)
        page.timer.set_duration(int(c.game.setup.ruleset.last_word_s),
                                lambda: self.tr("Last word: %1").replace("%1", name))
        page.timer.start()

    @Slot()
    def start_speeches(self) -> None:
        """Time one speech per living player, seat by seat (settings: speech length)."""
        c, page = self.controller, self.page
        if c is None or page is None or not c.state.phase.is_day:
            return
        seats = [(s, c.game.setup.name(s)) for s in c.state.living()]
        page.timer.start_speeches(seats, self._setting(SPEECH_KEY, SPEECH_DEFAULT))

    def timer_toggle(self) -> None:
        """T: start, pause or resume the timer."""
        if self.page is None:
            return
        t = self.page.timer
        state = t.state.value if hasattr(t.state, "value") else str(t.state)
        {"running": t.pause, "paused": t.resume}.get(state, t.start)()

    def timer_more(self) -> None:
        """+: thirty more seconds."""
        if self.page is not None:
            self.page.timer.add_seconds(30)

    def show_card(self) -> None:
        """R: show the selected player their role card, full-screen, until they click."""
        c = self.controller
        if self._refuse_while_looking():
            return
        if c is None or self.selected is None:
            self.statusBar().showMessage(self.tr("Select a player first."), 4000)
            return
        seat = self.selected
        dialog = CardDialog(self)
        dialog.exec_for(c.game.setup.name(seat), seat, c.state.roles[seat - 1].value)
        dialog.deleteLater()

    def show_help(self) -> None:
        """F1: the shortcuts."""
        load_game_modules()
        HelpDialog(self).exec()

    def createPopupMenu(self):  # noqa: N802 (Qt's name)
        """The right-click menu of the menu bar and docks (show or hide a dock): none
        while the players are looking, so the notes and the card cannot be shown then."""
        if self.looking():
            return None
        return super().createPopupMenu()

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.notes is not None:
            self.notes.save()
        if self.projector is not None:
            self.projector.close()
        super().closeEvent(event)
