"""The host window: its menus, docks, shortcuts and language, and the wiring of its parts.

Its own code is the wiring (the parts, the open game); its methods are in three more
modules: ``menus.py`` (menus, docks, keys, language), ``commands.py`` (what the Game
menu, the host's input and the timer do) and ``status.py`` (the database's state, the
title, the start page, the players looking). The parts, one job each:

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
(one undo command per action, one ``changed(GameChange)`` signal that each view
subscribes to itself: the page, the history, the notes, the players' screen, the
sounds; the window keeps only its title in step). Actions are offered only when the engine says they are legal; one that
still reaches the engine is refused and the status bar shows its rule ID, the rule's
title and the engine's message (the game unchanged).

"Players are looking" (F9, the View menu) is the window's: it hides the docks and turns
undo off here, hides the roles on the page, and the host input refuses every action
until F9 is pressed again.

The start screen needs none of the game's modules (the engine, the page, the panels,
the dialogs): they are imported where first needed (a game opened, a Game menu
command), and by ``app.finish_start`` right after the first paint, so the cold start
stays close to a bare window's (``benchmarks/bench_start.py``). ``ui/dialogs/help.py`` lists the
shortcuts (F1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Slot
from PySide6.QtGui import QAction, QUndoGroup
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QStackedWidget,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.i18n.language import current_language
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
from mafia_desktop.ui.window import placement
from mafia_desktop.ui.window.commands import WindowCommands
from mafia_desktop.ui.window.menus import MenusAndDocks
from mafia_desktop.ui.window.start import StartPage
from mafia_desktop.ui.window.status import StatusLine, WindowStatus

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QDockWidget

    from mafia_desktop.rules import Game
    from mafia_desktop.ui.dialogs.read_only import ReadOnlyBar
    from mafia_desktop.ui.families import RoleCardView
    from mafia_desktop.ui.phones.hub import PhonesHub
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow
    from mafia_desktop.ui.sound.sound import TableSounds
    from mafia_desktop.ui.window.actions import Pick
    from mafia_desktop.ui.window.controller import Clock, GameController
    from mafia_desktop.ui.window.game_files import GameFiles
    from mafia_desktop.ui.window.game_page import GamePage
    from mafia_desktop.ui.window.host_input import HostInput
    from mafia_desktop.ui.window.notes import NotesPanel
    from mafia_desktop.ui.window.timer_policy import Durations


#: The docks' narrowest (pixels): what their words need is not asked (issue 31.3).
DOCK_MIN_PX = 150


def default_clock() -> Any:
    """The host's time of an action (``controller.wall_clock``)."""
    from mafia_desktop.ui.window.controller import wall_clock
    return wall_clock()


# Before the first paint the ``Qt`` namespace is not touched: its ~100 enums take ~15 ms
# to create (benchmarks/bench_start.py), so ``Qt`` is imported with the first game. For the
# same reason shortcuts are set with ``setShortcuts([...])``: PySide's ``setShortcut``
# overload resolution creates those enums on its first call; the list form does not.


class MainWindow(MenusAndDocks, WindowCommands, WindowStatus, Retranslating, QMainWindow):
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
        self._phones: PhonesHub | None = None
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.start_page = StartPage()
        self.start_page.new_game.connect(self.new_game)
        self.start_page.resume.connect(self.resume)
        self.start_page.open_log.connect(self.open_log)
        self.pages.addWidget(self.start_page)
        self._docks_built = False
        self._docks_shown: list[QDockWidget] = []  # the docks F9 hid
        self.card: RoleCardView | None = None  # the game's family's card (card_dock.py)
        self._card_views: dict[str, Any] = {}  # each family's dock widget, made once
        self.notes: NotesPanel | None = None
        self.read_only_bar: ReadOnlyBar | None = None  # made with the first game
        self._undone: list[str] = []  # the actions undone by one step (a history jump)
        self._build_menus()
        self._shortcuts_built = False
        self._after_first_paint: QObject | None = None  # kept referenced (app.show_window)
        # its messages painted with the rest of a change, not at once (status.py)
        self.setStatusBar(StatusLine(self))
        self.update_start_page()
        self.resize(self.first_size())

    def first_size(self) -> QSize:
        """1440x900, or less on a smaller screen: the window and its title bar never start
        larger than the screen's available area (``placement.first_size``)."""
        return placement.first_size(self)

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
            from mafia_desktop.ui.window.typing import KeyWatch
            # every key and click, before any shortcut (kept: its Python side filters)
            self._key_watch = KeyWatch(self, host_input)
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
    def phones(self) -> PhonesHub:
        """The players' phones and web screens' server (``ui/phones/hub.py``), made on
        first use; stopped when the window closes."""
        if self._phones is None:
            from mafia_desktop.ui.phones.hub import PhonesHub
            self._phones = PhonesHub(self.feed, self)
        return self._phones

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

    # -- language ---------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language: menus, docks, the history,
        the start page's tooltips, the game page (panels, seats, caption, prompt, timer),
        the notes, and the projector. The game and the action being entered are kept."""
        c = self.controller
        if c is not None:  # the history's texts, before the undo action reads its own
            for i in range(c.stack.count()):  # in the words they were made in (the speaker)
                getattr(c.stack.command(i), "retranslate", lambda: None)()
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

    # -- the open game ----------------------------------------------------------------

    def open_game(self, game: Game, game_id: Any = None, notes: dict[str, str] | None = None,
                  repository: Any = None, read_only: bool = False) -> GameController:
        """Show ``game`` (it may already hold actions: the undo stack is rebuilt from its
        log). ``repository``/``game_id``: where its actions are stored. ``read_only``: a
        stored game only looked at: no action, no undo (the history is shown)."""
        from PySide6.QtCore import Qt

        from mafia_desktop.ui.families import ui_family
        from mafia_desktop.ui.window.card_dock import card_for_game
        from mafia_desktop.ui.window.controller import GameController
        from mafia_desktop.ui.window.game_page import GamePage
        from mafia_desktop.ui.window.notes import NotesPanel
        from mafia_desktop.ui.window.status import say

        self._build_shortcuts()
        self._build_docks()
        # the role cards of the game's own family, or the dock says it has none
        self.card = card_for_game(self.card_dock, self._card_views, ui_family(game.state))
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
            # Qt's stub wants a stack; None (no active stack) is Qt's own way
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
            self.history.setStack(c.stack)
        else:
            active = None if self.looking() else c.stack
            # None: no active stack (Qt's stub wants a stack)
            self.undo_group.setActiveStack(active)  # type: ignore[arg-type]
            self.history.setGroup(self.undo_group)
        self.history.setEnabled(not read_only)
        page = GamePage(c, self.host_input, self.durations, timer_clock=self.timer_clock)
        page.scene.roles_hidden = self.looking()
        page.panel.setEnabled(not read_only)
        page.game_over.set_read_only(read_only)
        self.page = page
        self.host_input.attach(c, page, read_only)
        self.feed.follow(c, page.timer)
        self.sounds.follow(c, page.timer)
        page.game_over.use_reveal_action(self.feed.reveal_action)
        page.game_over.exported.connect(  # said again in a new language (StatusLine.say)
            lambda p: say(self, lambda: fill(self.tr("Written: %1"), p)))
        page.game_over.failed.connect(
            lambda m: say(self, lambda: fill(self.tr("Export failed: %1"), m)))
        self.notes = NotesPanel(c, read_only=read_only)
        self.notes_dock.setWidget(self.notes)
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        docks = [self.history_dock, self.notes_dock, self.card_dock]
        for dock in docks:  # a selected player's long name never widens the docks (and
            part = dock.widget()  # narrows the table, issue 31.3): their own minimum
            if part is not None:
                part.setMinimumWidth(DOCK_MIN_PX)
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
        self.history.show_current()  # a resumed game's last action in view
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
        self.correct_action.setVisible(kind == FINISHED and self.repository is not None
                                       and not getattr(self.repository, "read_only", False))
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
            # the dock keeps a widget it no longer shows (QDockWidget.setWidget deletes
            # nothing): the game's notes panel goes with its game (issue 35.3)
            self.notes.hide()
            self.notes.deleteLater()
            self.notes = None
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
        if self.evening_page is not None and self.evening_page.isVisible():
            self.evening_page.refresh()  # a game of the evening ended or came back
        self._set_title(fill(self.tr("Mafia Desktop — %1"), page.phase_name()))

    @Slot(object)
    def show_problem(self, problem: Any) -> None:
        """Show a refusal in the status bar (until the next action)."""
        from mafia_desktop.ui.window.refusal import problem_text  # loaded with the first game
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
        if controller is not self.controller or controller.game_id is None:
            return  # already reloaded or closed (a game kept nowhere is never stale)
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

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        """Back in front (a dialog closed): a word still being typed does nothing in
        the game for a moment (``HostInput.quiet``)."""
        host_input = getattr(self, "_host_input", None)  # none before the first game
        if (host_input is not None and event.type() == QEvent.Type.ActivationChange
                and self.isActiveWindow()):
            host_input.quiet()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        placement.save_placement(self, self.settings)  # shown so at the next start
        if self.notes is not None:
            self.notes.save()
        self.feed.close_window()
        if self._phones is not None:
            self._phones.stop()
        if self.tournament_window is not None:
            self.tournament_window.close()
        super().closeEvent(event)
