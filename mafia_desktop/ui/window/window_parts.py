"""What the host window's parts see of the whole window: for the type checker only.

:class:`~.main_window.MainWindow` is one class written in four modules: its wiring
(``main_window.py``) and three mixins whose methods run on the window, ``menus.py``
(:class:`~.menus.MenusAndDocks`), ``commands.py`` (:class:`~.commands.WindowCommands`)
and ``status.py`` (:class:`~.status.WindowStatus`). Each part uses the window's state
and the other parts' methods; :class:`WindowParts` declares them, so that mypy reads
every part as a ``QMainWindow`` with the window's attributes. Only the type checker sees
it: the parts import it under ``TYPE_CHECKING`` and derive from ``object`` at run time
(this module is never imported by the program), so nothing here runs.

A part's own attributes (made by its methods) are declared here only when another part
reads them; a method here is the signature of the one ``MainWindow`` (or a part) defines,
and mypy checks that they agree.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtGui import QAction, QShortcut, QUndoGroup
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QStackedWidget

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings

    from mafia_desktop.rules import Game
    from mafia_desktop.ui.club.evening_page import EveningPage
    from mafia_desktop.ui.dialogs.read_only import ReadOnlyBar
    from mafia_desktop.ui.families import TournamentView
    from mafia_desktop.ui.phones.dialog import PhonesDialog
    from mafia_desktop.ui.phones.hub import PhonesHub
    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
    from mafia_desktop.ui.sound.sound import TableSounds
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.game_page import GamePage
    from mafia_desktop.ui.window.host_input import HostInput
    from mafia_desktop.ui.window.start import StartPage


class FileCommands(Protocol):
    """What the parts use of the window's games and files (``game_files.GameFiles``,
    declared here so that this module imports nothing that imports it back)."""

    def new_game(self, players: Sequence[str] = (), evening_id: int | None = None,
                 family: str | None = None,
                 slot: tuple[int, int, int] | None = None) -> int | None: ...
    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None: ...
    def open_for_correction(self) -> GameController | None: ...
    def resume(self) -> None: ...
    def show_players(self) -> None: ...
    def open_log(self, path: str | None = None) -> GameController | None: ...
    def store_log(self) -> GameController | None: ...
    def save_log(self, path: str | None = None) -> None: ...
    def export_report(self, fmt: str, path: str | None = None) -> Any: ...
    def print_role_cards(self, path: str | None = None) -> Any: ...


class WindowParts(QMainWindow):
    """The host window as its parts (menus, commands, status) use it."""

    # -- the window's state (``MainWindow.__init__``) ------------------------------------
    repository: Any  # storage's GameRepository, or None (nothing is stored)
    settings: QSettings
    controller: GameController | None
    page: GamePage | None
    read_only: bool
    undo_group: QUndoGroup
    unsaved: bool
    unsaved_label: QLabel | None
    read_only_database: bool
    read_only_media: bool
    read_only_label: QLabel | None
    read_only_bar: ReadOnlyBar | None
    last_problem: Any  # the last refusal or file problem shown
    feed: ProjectorFeed
    start_page: StartPage
    _host_input: HostInput | None
    _docks_built: bool
    _docks_shown: list[QDockWidget]
    _shortcuts_built: bool

    # -- made by the menus (``menus.py``), read by the other parts -------------------------
    evening_page: EveningPage | None  # ui/club/evening_page.py, made when first asked
    game_keys: list[QShortcut]  # the game's keys, off while another page is shown
    pages: QStackedWidget  # the start page, the game's page, the evening's page
    tournament_window: TournamentView | None  # the family's Tournament window, likewise
    resume_action: QAction
    new_action: QAction
    looking_action: QAction
    projector_action: QAction  # the players' screen, opened and closed (Ctrl+P)
    history_dock: QDockWidget
    notes_dock: QDockWidget
    card_dock: QDockWidget

    # -- the window's parts, made on first use (``MainWindow``) ----------------------------
    @property
    @abstractmethod
    def host_input(self) -> HostInput: ...

    @property
    @abstractmethod
    def files(self) -> FileCommands: ...

    @property
    @abstractmethod
    def sounds(self) -> TableSounds: ...

    @property
    @abstractmethod
    def phones(self) -> PhonesHub: ...

    @abstractmethod
    def open_game(self, game: Game, game_id: Any = None,
                  notes: dict[str, str] | None = None, repository: Any = None,
                  read_only: bool = False) -> GameController: ...

    @abstractmethod
    def offer(self, kind: str | None, name: str = "") -> None: ...

    @abstractmethod
    def _game_actions(self) -> tuple[QAction, ...]: ...

    # -- the menus' (``menus.py``) ----------------------------------------------------------
    @abstractmethod
    def _retranslate_menus(self) -> None: ...

    @abstractmethod
    def _set_mute_key(self) -> None: ...

    # -- the commands' (``commands.py``) ----------------------------------------------------
    @abstractmethod
    def new_game(self) -> None: ...

    @abstractmethod
    def resume(self) -> None: ...

    @abstractmethod
    def store_game(self) -> GameController | None: ...

    @abstractmethod
    def open_for_correction(self) -> GameController | None: ...

    @abstractmethod
    def open_log(self, path: str | None = None) -> GameController | None: ...

    @abstractmethod
    def save_log(self, path: str | None = None) -> None: ...

    @abstractmethod
    def export_report(self, fmt: str, path: str | None = None) -> Any: ...

    @abstractmethod
    def print_role_cards(self, path: str | None = None) -> Any: ...

    @abstractmethod
    def show_players(self) -> None: ...

    @abstractmethod
    def show_phones(self) -> PhonesDialog: ...

    @abstractmethod
    def show_evening(self) -> EveningPage | None: ...

    @abstractmethod
    def leave_evening(self) -> None: ...

    @abstractmethod
    def _page_shown(self) -> None: ...

    @abstractmethod
    def show_tournament(self) -> TournamentView | None: ...

    @abstractmethod
    def open_schedule(self, path: str | None = None) -> object: ...

    @abstractmethod
    def show_sound_settings(self) -> None: ...

    @abstractmethod
    def timer_toggle(self) -> None: ...

    @abstractmethod
    def timer_more(self) -> None: ...

    @abstractmethod
    def start_speeches(self) -> None: ...

    # -- the status's (``status.py``) -------------------------------------------------------
    @abstractmethod
    def update_start_page(self) -> None: ...

    @abstractmethod
    def looking(self) -> bool: ...

    @abstractmethod
    def set_players_looking(self, looking: bool) -> None: ...

    @abstractmethod
    def _set_title(self, title: str) -> None: ...

    @abstractmethod
    def _read_only_text(self) -> str: ...
