"""The host window: it makes its parts and wires them (issue 32.5: as Vorta's
``MainWindow``, a window that only wires; each part owns its logic).

The window's parts, one job each, each given the few collaborators it needs:

- ``ui/window/menus.py`` (:class:`~.menus.WindowMenus`, ``window.menus``): the menus and
  their actions, the docks, the game's keys, undo and redo;
- ``ui/window/status.py`` (:class:`~.status.WindowStatus`, ``window.status``): the
  database (which, unsaved, read-only), the title, what the start page offers;
- ``ui/window/session.py`` (:class:`~.session.WindowSession`, ``window.session``): the
  open game (opened, closed, reloaded), what the status bar says of it, the players
  looking (F9), the language switch; it makes on first use the host's input
  (``host_input.py``: keys, seat clicks, typed seat numbers, refused while the players
  are looking), the Game menu's files (``game_files.py``), the sounds
  (``ui/sound/sound.py``) and the phones' hub (``ui/phones/hub.py``);
- ``ui/window/commands.py`` (:class:`~.commands.WindowCommands`, ``window.commands``):
  what the menus ask for (new game, resume, logs, reports, the Evening page, the
  Tournament window, phones, sound, Help, Language) and the host's input as a script or
  a test gives it (``perform``);
- ``ui/window/start.py``: the start page; ``ui/window/game_page.py``: the page of the
  open game; ``ui/players_screen/projector_feed.py`` (``window.feed``): the players'
  window, fed from the public view.

The window keeps what all of them share (``settings``, ``feed``, ``pages``,
``start_page``, ``undo_group``) and Qt's overrides it must have (``changeEvent``,
``closeEvent``, ``createPopupMenu``), each handing over to a part; ``__init__`` connects
the menus' actions to the parts (``tests/ui/test_wiring_window.py`` holds it).

Every game change goes through :class:`~mafia_desktop.ui.window.controller.GameController`
(one undo command per action, one ``changed(GameChange)`` signal that each view
subscribes to itself: the page, the history, the notes, the players' screen, the
sounds; the session keeps only the title in step). Actions are offered only when the
engine says they are legal; one that still reaches the engine is refused and the status
bar shows its rule ID, the rule's title and the engine's message (the game unchanged).

The start screen needs none of the game's modules (the engine, the page, the panels,
the dialogs): they are imported where first needed (a game opened, a Game menu
command), and by ``app.finish_start`` right after the first paint, so the cold start
stays close to a bare window's (``benchmarks/bench_start.py``). ``ui/dialogs/help.py``
lists the shortcuts (F1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QStackedWidget, QWidget

from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
from mafia_desktop.ui.window import placement
from mafia_desktop.ui.window.commands import WindowCommands
from mafia_desktop.ui.window.menus import WindowMenus, run_on
from mafia_desktop.ui.window.session import WindowSession
from mafia_desktop.ui.window.start import StartPage
from mafia_desktop.ui.window.status import StatusLine, WindowStatus

if TYPE_CHECKING:  # pragma: no cover
    from datetime import datetime

    from PySide6.QtGui import QCloseEvent

    from mafia_desktop.storage.repository import GameRepository
    from mafia_desktop.ui.window.controller import Clock


def default_clock() -> datetime:
    """The host's time of an action (``controller.wall_clock``)."""
    from mafia_desktop.ui.window.controller import wall_clock
    return wall_clock()


class MainWindow(QMainWindow):
    """The host's window: its parts, wired.

    Args:
        repository: storage's ``GameRepository`` (games are stored action by action), or
            ``None`` (nothing is stored: Resume is disabled).
        settings: where the speech and night durations are kept (default ``QSettings()``).
        clock: gives each action its time (``None``: no times); the vote's timer counts
            the time left from the vote's opening to this clock's now.
        timer_clock: the phase timer's monotonic clock in milliseconds (``None``: a
            ``QElapsedTimer``; tests give a fake one).
    """

    def __init__(self, repository: GameRepository | None = None,
                 settings: QSettings | None = None, clock: Clock | None = default_clock,
                 parent: QWidget | None = None,
                 timer_clock: Callable[[], int] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.undo_group = QUndoGroup(self)
        self.feed = ProjectorFeed(self.settings, self)
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)
        self.start_page = StartPage()
        self.pages.addWidget(self.start_page)
        self.menus = menus = WindowMenus(self, self.feed, self.undo_group, self.settings)
        self.status = status = WindowStatus(self, menus, self.start_page)
        status.repository = repository
        self.session = session = WindowSession(
            self, self.pages, self.start_page, menus, status, self.feed, self.settings,
            self.undo_group, clock, timer_clock)
        self.commands = commands = WindowCommands(
            self, self, session, status, menus, self.pages, self.start_page, self.settings)
        self._after_first_paint: QObject | None = None  # kept referenced (app.show_window)
        # its messages painted with the rest of a change, not at once (status.py)
        self.setStatusBar(StatusLine(self))
        for action, slot in (
                (menus.new_action, commands.new_game), (menus.resume_action, commands.resume),
                (menus.open_action, commands.open_log), (menus.store_action, commands.store_game),
                (menus.correct_action, commands.open_for_correction),
                (menus.save_action, commands.save_log),
                (menus.report_html_action, lambda: commands.export_report("html")),
                (menus.report_pdf_action, lambda: commands.export_report("pdf")),
                (menus.cards_action, commands.print_role_cards),
                (menus.players_action, commands.show_players),
                (menus.schedule_action, commands.open_schedule),
                (menus.evening_action, commands.show_evening),
                (menus.tournament_action, commands.show_tournament),
                (menus.phones_action, commands.show_phones),
                (menus.sound_action, commands.show_sound_settings),
                (menus.mute_action, commands.mute_music), (menus.help_action, commands.show_help)):
            run_on(action, slot)
        menus.language_chosen.connect(commands.set_language)
        menus.looking_action.toggled.connect(session.set_players_looking)
        self.start_page.new_game.connect(commands.new_game)
        self.start_page.resume.connect(commands.resume)
        self.start_page.open_log.connect(commands.open_log)
        self.pages.currentChanged.connect(session.page_shown)
        session.game_changed.connect(commands.refresh_evening)
        status.repository_changed.connect(commands.forget_database)
        status.repository_changed.connect(session.offer_again)
        status.update_start_page()
        self.resize(placement.first_size(self))

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        """A language switch words the window again (``WindowSession.retranslate_ui``);
        back in front (a dialog closed), a word still being typed does nothing in the game
        for a moment (``WindowSession.window_activated``)."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange:
            self.session.retranslate_ui()
        elif kind == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.session.window_activated()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        """Its placement kept for the next start; the parts close what they opened."""
        placement.save_placement(self, self.settings)  # shown so at the next start
        self.session.close_window()
        self.commands.close_window()
        super().closeEvent(event)

    def createPopupMenu(self) -> QMenu | None:  # Qt's name
        """The right-click menu of the menu bar and docks (show or hide a dock): none
        while the players are looking, so the notes and the card cannot be shown then."""
        return None if self.session.looking() else super().createPopupMenu()
