"""The open game of the host window: :class:`WindowSession`, a part of
:class:`~.main_window.MainWindow` (issue 32.5).

It opens a game (:meth:`WindowSession.open_game`: its controller, its page, the history,
the notes, the role card, the players' screen and the sounds following it) and closes it,
says in the status bar what the game did ("Done: …", "Undone: …", a refusal with its
rule ID), reloads a game changed elsewhere, and hides the host's secrets while the players
are looking (F9). It owns the parts made on first use: the host's input, the Game menu's
files, the sounds and the phones' hub.

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal, Slot
from PySide6.QtGui import QUndoCommand, QUndoGroup
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
from mafia_desktop.ui.window.menus import WindowMenus
from mafia_desktop.ui.window.status import WindowStatus, say, step_words

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QDockWidget

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.family import AnyAction
    from mafia_desktop.storage.session import Repository
    from mafia_desktop.ui.dialogs.read_only import ReadOnlyBar
    from mafia_desktop.ui.families import RoleCardView
    from mafia_desktop.ui.phones.hub import PhonesHub
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow
    from mafia_desktop.ui.sound.sound import TableSounds
    from mafia_desktop.ui.window.actions import Pick
    from mafia_desktop.ui.window.change import GameChange
    from mafia_desktop.ui.window.controller import Clock, GameController
    from mafia_desktop.ui.window.game_files import GameFiles
    from mafia_desktop.ui.window.game_page import GamePage
    from mafia_desktop.ui.window.host_input import HostInput
    from mafia_desktop.ui.window.notes import NotesPanel
    from mafia_desktop.ui.window.start import StartPage
    from mafia_desktop.ui.window.timer_policy import Durations
    from mafia_desktop.ui.window.typing import KeyWatch

translate = QCoreApplication.translate

# The docks' narrowest (pixels): what their words need is not asked (issue 31.3).
DOCK_MIN_PX = 150


class WindowSession(QObject):
    """The game open in the window and what follows it.

    Args:
        window: the host window (its status bar, docks' area, the read-only bar's place
            and the dialogs' parent).
        pages: the window's pages (the start page, the game's page, the evening's page).
        start_page: the start page, shown when no game is open.
        menus: the menus and docks (the history, notes and card docks; the game's keys;
            F9's action).
        status: the window's database and title.
        feed: the players' screen, fed from the game's public view.
        settings: the speech and night durations, the sounds' settings.
        undo_group: the games' undo stacks (the Edit menu's undo follows the active one).
        clock: gives each action its time (``None``: no times).
        timer_clock: the phase timer's monotonic clock in milliseconds (``None``: a
            ``QElapsedTimer``; tests give a fake one).
    """

    # The game changed (after the window's title followed it): the evening's page
    # refreshes.
    game_changed = Signal()

    def __init__(self, window: QMainWindow, pages: QStackedWidget, start_page: StartPage,
                 menus: WindowMenus, status: WindowStatus, feed: ProjectorFeed,
                 settings: QSettings, undo_group: QUndoGroup, clock: Clock | None,
                 timer_clock: Callable[[], int] | None) -> None:
        super().__init__(window)
        self.window, self.pages, self.start_page = window, pages, start_page
        self.menus, self.status, self.feed = menus, status, feed
        self.settings, self.undo_group = settings, undo_group
        self.clock, self.timer_clock = clock, timer_clock
        self.controller: GameController | None = None
        self.page: GamePage | None = None
        self.notes: NotesPanel | None = None
        self.card: RoleCardView | None = None  # the game's family's card (card_dock.py)
        self._card_views: dict[str, QWidget] = {}  # each family's dock widget, made once
        self.read_only = False
        self.last_problem: object = None  # the last refusal or file problem shown
        self.read_only_bar: ReadOnlyBar | None = None  # made with the first read-only game
        self._undone: list[tuple[QUndoCommand | None, str]] = []  # one step's (a history jump)
        self._docks_shown: list[QDockWidget] = []  # the docks F9 hid
        self._host_input: HostInput | None = None
        self._key_watch: KeyWatch | None = None
        self._files: GameFiles | None = None
        self._sounds: TableSounds | None = None
        self._phones: PhonesHub | None = None

    def _say(self, words: Callable[[], str], ms: int = 0) -> None:
        """Say ``words()`` in the status bar, worded again in a new language (``say``)."""
        say(self.window, words, ms)

    # -- the parts made on first use ------------------------------------------------------

    @property
    def host_input(self) -> HostInput:
        """The host's input (``ui/window/host_input.py``), made on first use."""
        if self._host_input is None:
            from mafia_desktop.ui.window.host_input import HostInput
            from mafia_desktop.ui.window.typing import KeyWatch
            host_input = HostInput(self.window, self.looking)
            host_input.message.connect(self._say)  # worded again on a language switch
            host_input.performed.connect(self._performed)
            host_input.selection_changed.connect(self._show_selected)
            host_input.note_requested.connect(self._focus_note)
            # every key and click, before any shortcut (kept: its Python side filters)
            self._key_watch = KeyWatch(self.window, host_input)
            self._host_input = host_input
        return self._host_input

    @property
    def files(self) -> GameFiles:
        """The Game menu's games and files (``ui/window/game_files.py``), made on first use."""
        if self._files is None:
            from mafia_desktop.ui.window.game_files import GameFiles
            self._files = GameFiles(self.window, self, self.status, self.menus.projector_action)
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
            self._phones = PhonesHub(self.feed, self.window)
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
        from mafia_desktop.ui.window.timer_policy import durations_from  # with the game page
        return durations_from(self.settings.value)

    # -- the open game --------------------------------------------------------------------

    def open_game(self, game: Game, game_id: int | None = None,
                  notes: dict[str, str] | None = None, repository: Repository | None = None,
                  read_only: bool = False) -> GameController:
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

        m, w = self.menus, self.window
        m.build_shortcuts(self.host_input, self.timer_toggle, self.timer_more,
                          self.start_speeches)
        m.build_docks()
        # the role cards of the game's own family, or the dock says it has none
        self.card = card_for_game(m.card_dock, self._card_views, ui_family(game.state))
        if self.controller is not None:
            self.close_game()
        c = GameController.from_game(game, repository, game_id, notes, clock=self.clock,
                                     parent=self)
        self.controller = c
        c.changed.connect(self._game_changed)  # the title; every view follows it itself
        c.refused.connect(self.show_problem)
        c.undone.connect(self._show_undone)
        c.redone.connect(self._show_redone)
        # the corrections of a stored game, also when it is only looked at
        m.history_panel.follow(c, repository if repository is not None else
                               self.status.repository if game_id is not None else None)
        self.offer(None)
        c.stale.connect(lambda message, c=c: self._reload_stale(c, message))
        c.settled.connect(lambda found, changed, c=c: self._settled(c, found, changed))
        c.noticed.connect(lambda text: self._say(
            lambda: fill(translate("MainWindow", "Note: %1"), text), 10000))
        self.undo_group.addStack(c.stack)
        self.read_only = read_only
        if read_only:
            # Qt's stub wants a stack; None (no active stack) is Qt's own way
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
            m.history.setStack(c.stack)
        else:
            active = None if self.looking() else c.stack
            # None: no active stack (Qt's stub wants a stack)
            self.undo_group.setActiveStack(active)  # type: ignore[arg-type]
            m.history.setGroup(self.undo_group)
        m.history.setEnabled(not read_only)
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
            lambda p: say(w, lambda: fill(translate("MainWindow", "Written: %1"), p)))
        page.game_over.failed.connect(
            lambda e: say(w, lambda: fill(translate("MainWindow", "Export failed: %1"), e)))
        self.notes = NotesPanel(c, read_only=read_only)
        m.notes_dock.setWidget(self.notes)
        self.pages.addWidget(page)
        self.pages.setCurrentWidget(page)
        docks = [m.history_dock, m.notes_dock, m.card_dock]
        for dock in docks:  # a selected player's long name never widens the docks (and
            part = dock.widget()  # narrows the table, issue 31.3): their own minimum
            if part is not None:
                part.setMinimumWidth(DOCK_MIN_PX)
        # the docks take a fifth of the window, not the width of their longest text
        w.resizeDocks([m.history_dock], [max(180, min(320, w.width() // 5))],
                      Qt.Orientation.Horizontal)
        if self.looking():  # shown again when F9 is pressed again
            self._docks_shown = docks
        else:
            for dock in docks:
                dock.show()
        for a in m.game_actions():
            a.setEnabled(True)
        page.scene.build(game.setup)
        c.opened()  # every view draws the game
        m.history.show_current()  # a resumed game's last action in view
        return c

    def offer(self, kind: str | None, name: str = "") -> None:
        """Say above the game what is shown read-only and offer the way out of it
        (``read_only.py``): ``"log"`` (the game log file ``name``: Store this game…),
        ``"finished"`` (a stored finished game: Open for correction…) or ``None``."""
        from mafia_desktop.ui.dialogs.read_only import FINISHED, LOG, ReadOnlyBar

        m, repository = self.menus, self.status.repository
        if self.read_only_bar is None:
            if kind is None:
                return
            self.read_only_bar = ReadOnlyBar(m.store_action, m.correct_action, self.window)
            self.window.addToolBar(self.read_only_bar)
        m.store_action.setVisible(kind == LOG)
        m.correct_action.setVisible(kind == FINISHED and repository is not None
                                    and not getattr(repository, "read_only", False))
        self.read_only_bar.show_kind(kind, name, repository is not None)

    @Slot()
    def offer_again(self) -> None:
        """The read-only bar's offer again (another database: "Store this game…" or
        "Open for correction…" may now be possible or not)."""
        if self.read_only_bar is not None and self.read_only_bar.kind is not None:
            self.offer(self.read_only_bar.kind, self.read_only_bar.name)

    def close_game(self) -> None:
        """Leave the current game (its notes are saved first)."""
        if self.controller is None:
            return
        self.offer(None)
        self.menus.history_panel.follow(None, None)
        self.window.statusBar().clearMessage()  # it spoke of this game
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

    @Slot()
    def page_shown(self) -> None:
        """Another page of the window shown: the game's keys work only on the game's."""
        on = self.page is not None and self.pages.currentWidget() is self.page
        self.menus.enable_game_keys(on)

    # -- what the status bar says ---------------------------------------------------------

    @Slot(object)
    def _game_changed(self, change: GameChange | None = None) -> None:
        """The window's own part of a change of the game (every view follows the
        controller's ``changed`` itself: the page, the history, the notes, the players'
        screen, the sounds): the title; ``game_changed`` for the evening's page."""
        if self.controller is None or self.page is None:
            return
        self.game_changed.emit()
        self.status.set_title(fill(translate("MainWindow", "Mafia Desktop — %1"),
                                   self.page.phase_name()))

    @Slot(object)
    def show_problem(self, problem: object) -> None:
        """Show a refusal in the status bar (until the next action)."""
        from mafia_desktop.ui.window.refusal import problem_text  # with the first game
        self.last_problem = problem
        name_of = self.controller.game.setup.name if self.controller is not None else None
        self._say(lambda: problem_text(problem, name_of))

    @Slot(object)
    def _show_redone(self, command: QUndoCommand) -> None:
        """"Redone: <the action>" in the status bar."""
        self._say(step_words("redone", [(command, command.text())]), 8000)

    @Slot(object)
    def _show_undone(self, command: QUndoCommand) -> None:
        """The status bar names what an undo took back ("Undone: Vote: Boris -> Anna");
        the actions of one jump back in the history are named together, the last first."""
        if not self._undone:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self._undone.clear)  # the jump is over
        self._undone.append((command, command.text()))
        self.last_problem = None
        self._say(step_words("undone", list(self._undone)), 10000)

    def _reload_stale(self, controller: GameController, message: str) -> None:
        """The stored game was changed by another window or program: load it again from
        the database (or leave it, if it is gone) and say so in the status bar."""
        if controller is not self.controller or controller.game_id is None:
            return  # already reloaded or closed (a game kept nowhere is never stale)
        if self.files.resume_game(controller.game_id, self.read_only) is None:
            self.close_game()
            self.status.update_start_page()
        self._say(lambda: fill(translate(
            "MainWindow",
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
        self._say(lambda: fill(translate("MainWindow", "Checked in the database: %1"), found))

    @Slot(object)
    def _performed(self, action: AnyAction) -> None:
        """"Done: <the action>" (and the engine's notice) in the status bar."""
        assert self.controller is not None
        self.last_problem = None
        stack = self.controller.stack  # the undo text, as the command built it once
        command = stack.command(stack.index() - 1) if stack.index() else None
        said = command.text() if command is not None else self.controller.describe(action)
        self._say(step_words("done", [(command, said)], self.controller.session.notice), 8000)

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
            self.menus.notes_dock.show()
            self.notes.player_note.setFocus()

    # -- the timer's keys ---------------------------------------------------------------

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

    # -- the players looking (F9) ---------------------------------------------------------

    def looking(self) -> bool:
        """True while the players are looking (F9): action entry is suspended."""
        return self.menus.looking_action.isChecked()

    @Slot(bool)
    def set_players_looking(self, looking: bool) -> None:
        """Hide (True) or show every role and secret on the host's screen.

        While hidden, action entry is suspended (an action being entered is cancelled;
        keys, seat clicks, the seat menu and the role card only show a note), undo and
        redo are off (their menu texts are plain "Undo"/"Redo", naming no action), the
        docks are hidden and the status bar is cleared. F9 again restores everything."""
        self.window.statusBar().clearMessage()
        if looking:
            if self._host_input is not None:
                self._host_input.clear()
            # Qt's stub wants a stack; None (no active stack) is Qt's own way
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
        elif self.controller is not None and not self.read_only:
            self.undo_group.setActiveStack(self.controller.stack)
        page = self.page
        if page is not None:
            page.scene.roles_hidden = looking
            page.redraw_seats()
            page.show_stack()
        if not self.menus.docks_built:
            return
        if looking:
            m = self.menus
            self._docks_shown = [d for d in (m.notes_dock, m.card_dock, m.history_dock)
                                 if d.isVisible()]
            for d in self._docks_shown:
                d.hide()
        else:
            for d in self._docks_shown:
                d.show()

    # -- the window's own events ----------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language: menus, docks, the history,
        the start page's tooltips, the game page (panels, seats, caption, prompt, timer),
        the notes, and the projector. The game and the action being entered are kept."""
        c = self.controller
        if c is not None:  # the history's texts, before the undo action reads its own
            for i in range(c.stack.count()):  # in the words they were made in (the speaker)
                getattr(c.stack.command(i), "retranslate", lambda: None)()
        self.menus.retranslate_ui()
        self.menus.build_undo_actions()
        self.status.retranslate_ui()
        if c is None:
            self.status.set_title(translate("MainWindow", "Mafia Desktop"))
            return
        from mafia_desktop.ui.window.change import WORDS
        c.show_again(WORDS)  # every view in the new words; the action entered is kept
        if self.page is not None:
            self.page.timer.retranslate_ui()  # its caption, before the projector shows it
            self.page.update_prompt()
            self.feed.refresh_timer()

    def window_activated(self) -> None:
        """Back in front (a dialog closed): a word still being typed does nothing in
        the game for a moment (``HostInput.quiet``)."""
        if self._host_input is not None:  # none before the first game
            self._host_input.quiet()

    def close_window(self) -> None:
        """The window closes: the notes are saved, the players' window closes and the
        phones' server stops."""
        if self.notes is not None:
            self.notes.save()
        self.feed.close_window()
        if self._phones is not None:
            self._phones.stop()
