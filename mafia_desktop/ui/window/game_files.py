"""The Game menu's games and files: a new game, the saved games (resume one, look at a
finished one or open it for correction), a game log opened (read-only until the host
stores it) or saved, the report exported, the role cards printed, the regular players.

A game log that cannot be opened gets a message box naming the problem (the field, the
action, the rule) and nothing changes. A game opened here is shown by the window
(``WindowSession.open_game``); one shown read-only says so above it, with the way out
(``ui/dialogs/read_only.py``): Store this game… or Open for correction…, each after a question.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMainWindow

from mafia_desktop.i18n import fill
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules import Game, LogFormatError, RuleViolation, log_format
from mafia_desktop.storage.files import write_atomic, write_atomic_with
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_view import GamesDialog, local_time
from mafia_desktop.ui.dialogs.read_only import (
    DATABASE,
    FINISHED,
    LOG,
    confirm_correction,
    confirm_store,
    confirm_unstored,
)
from mafia_desktop.ui.paths import (
    export_path,
    game_file_stem,
    last_folder,
    remember_folder,
    remember_slot,
)
from mafia_desktop.ui.window.status import say

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path

    from mafia_desktop.storage.session import Repository
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    from mafia_desktop.ui.players_screen.projector_feed import ProjectorFeed
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.game_page import GamePage
    from mafia_desktop.ui.window.status import WindowStatus

translate = QCoreApplication.translate


def __getattr__(name: str) -> type[NewGameDialog]:
    """``NewGameDialog``, imported when a new game is first asked for (a game in
    progress does not need it)."""
    if name == "NewGameDialog":
        from mafia_desktop.ui.dialogs.new_game import NewGameDialog
        return NewGameDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class OpenGames(Protocol):
    """What :class:`GameFiles` uses of the window's open game (``session.WindowSession``,
    declared here: the session makes its files, so this module does not import it)."""

    controller: GameController | None
    page: GamePage | None
    read_only: bool
    last_problem: object
    feed: ProjectorFeed
    settings: QSettings

    def open_game(self, game: Game, game_id: int | None = None,
                  notes: dict[str, str] | None = None, repository: Repository | None = None,
                  read_only: bool = False) -> GameController: ...

    def offer(self, kind: str | None, name: str = "") -> None: ...


# The most seats the host window draws (and the players' screen): a table for a room
# (the largest in-person games seat a few dozen). A game log or stored game of more
# (a hostile or generated file: 20,000 seats took minutes to draw) is said and not
# opened; ``mafia-desktop replay`` reads any game log whatever its size.
MAX_SEATS_DRAWN = 200


def too_many_seats(count: int) -> str | None:
    """Why a game of ``count`` seats is not opened in the window, or ``None``."""
    if count <= MAX_SEATS_DRAWN:
        return None
    return fill(translate("MainWindow", "The game has %1 players: the host window draws a "
                          "table of at most %2 seats (mafia-desktop replay reads it)."),
                str(count), str(MAX_SEATS_DRAWN))


class GameFiles(QObject):
    """The Game menu's commands on the window's database and open game.

    Args:
        window: the host window (the dialogs' parent; raised when a game starts).
        session: the open game (:class:`OpenGames`).
        status: the window's database (``repository``, ``unsaved``).
        projector_action: the View menu's players' screen (reopened with a game resumed).
    """

    def __init__(self, window: QMainWindow, session: OpenGames, status: WindowStatus,
                 projector_action: QAction) -> None:
        super().__init__(window)
        self.window, self.session, self.status = window, session, status
        self.projector_action = projector_action
        # the game log shown read-only: its path and its bytes (None: none is shown)
        self.opened_log: tuple[str, bytes] | None = None
        self._players_screen_due = False  # a resumed game's players' screen, to reopen

    def _status(self, text: str, ms: int = 0) -> None:
        self.window.statusBar().showMessage(text, ms)

    # -- games --------------------------------------------------------------------------

    @Slot()
    def new_game(self, players: Sequence[str] = (), evening_id: int | None = None,
                 family: str | None = None,
                 slot: tuple[int, int, int] | None = None) -> int | None:
        """Ask for the players, seats, ruleset and deal (``NewGameDialog``), store the
        game and open it. Without a database the host is asked first: nothing would be
        stored.

        Args:
            players: a proposed seating, seat 1 first (an evening's, ``rules/seating.py``);
                the host may change it in the dialog before the deal.
            evening_id: the stored game joins this evening (``storage/evenings.py``).
            family: the rules family chosen at first (``None``: the dialog's default).
            slot: the round, table and game of a tournament schedule this game is (its
                files are named by them, ``paths.game_file_stem``).
        Returns:
            the stored game's id, or ``None``. The started game's host window is raised
            and activated (a game started from the Tournament window comes to the front).
        """
        w, repository = self.window, self.status.repository
        if getattr(repository, "read_only", False):  # said before any name is typed
            from mafia_desktop.ui.window.status import read_only_no_new_game
            w.statusBar().showMessage(read_only_no_new_game())
            return None
        if self.status.unsaved and not plain.ask(
                w, translate("MainWindow", "New game"),
                translate("MainWindow", "No database is open: this game will not be stored "
                          "anywhere, and a crash would lose it. Start it anyway?")):
            return None
        roster: list[str] = []
        results = None
        if repository is not None:
            try:
                roster = repository.roster_names()
                results = repository.results()
            except Exception:  # the roster only helps typing names, the results the
                pass           # balance line's record
        dialog_class = sys.modules[__name__].NewGameDialog  # imported now (a test's own)
        if players:  # an evening's seating
            dialog = dialog_class(w, roster=roster, club_results=results,
                                  players=list(players))
        else:
            dialog = dialog_class(w, roster=roster, club_results=results)
        if family is not None:
            dialog.set_family(family)
        from mafia_desktop.ui.modal import run_modal
        if not run_modal(dialog):  # deleted when control is back in the event loop
            return None
        setup = dialog.setup()
        deal, seed = dialog.deal()
        game_id = None
        if repository is not None:
            try:
                game_id = repository.create_game(setup, deal=deal, deal_seed=seed)
            except Exception as e:
                plain.critical(w, translate("MainWindow", "New game"),
                                     fill(translate("MainWindow", "The game cannot be stored: %1"), str(e)))
                return None
            if evening_id is not None:
                from mafia_desktop.storage.evenings import EveningRepository
                try:
                    EveningRepository(repository).add_game(evening_id, game_id)
                except Exception as e:  # the game is stored; only the evening lacks it
                    plain.warn(w, translate("MainWindow", "New game"), str(e))
        if slot is not None:
            remember_slot(self.session.settings, game_id, slot)
        self.session.open_game(Game(setup), game_id, {}, repository)
        if w.isVisible():  # started from the Tournament window or a schedule: the game is
            w.raise_()     # the host's now, in front of them and with the keyboard
            w.activateWindow()
        return game_id

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Load a stored game (its log replayed, its notes) and open it; undo works
        as before the restart (``read_only``: only looked at, nothing changes). A game
        resumed reopens the players' screen when the host had it open (a crash restart
        shows the room what it saw); its history shows its last action."""
        w, repository = self.window, self.status.repository
        if repository is None:  # nothing is stored: no game to resume
            return None
        read_only = read_only or bool(getattr(repository, "read_only", False))
        try:
            game = repository.load(game_id)
            notes = repository.notes(game_id)
        except Exception as e:
            plain.critical(w, translate("MainWindow", "Resume a game"), str(e))
            return None
        too_big = too_many_seats(len(game.setup.players))
        if too_big is not None:  # a hostile database's game: said, not drawn
            plain.critical(w, translate("MainWindow", "Resume a game"), too_big + " " + translate(
                "MainWindow", "It stays stored: Game → Saved games… can delete it."))
            return None
        self.opened_log = None
        c = self.session.open_game(game, game_id, notes, None if read_only else repository, read_only)
        if not read_only and self.session.feed.was_open():  # open before the restart (or the crash)
            self._players_screen_due = True
            if QApplication.activeModalWidget() is None:  # else once the saved games close
                self.reopen_players_screen()
        if getattr(repository, "read_only", False):
            self.session.offer(DATABASE)    # nothing of this database can be changed here
        elif read_only:
            self.session.offer(FINISHED)
        return c

    def open_for_correction(self) -> GameController | None:
        """The finished game shown read-only opens for correction (undo works again)
        once the host confirms; ``None`` when not (nothing changes)."""
        w, c = self.window, self.session.controller
        if c is None or not self.session.read_only or c.game_id is None or self.status.repository is None:
            return None
        try:
            info = self.status.repository.info(c.game_id)
        except Exception as e:
            plain.critical(w, translate("MainWindow", "Resume a game"), str(e))
            return None
        if not confirm_correction(w, local_time(info.started_at), ", ".join(info.players)):
            return None
        return self.resume_game(c.game_id)

    @Slot()
    def resume(self) -> None:
        """The saved games (storage's games list): resume one in progress, open a
        finished one read-only or, after a question, for correction."""
        if self.status.repository is None:
            return
        c = self.session.controller
        dialog = GamesDialog(self.status.repository, self.window,
                             open_game=c.game_id if c is not None else None)
        dialog.resumeRequested.connect(self.resume_game)
        dialog.openRequested.connect(lambda game_id: self.resume_game(game_id, True))
        dialog.correctRequested.connect(self.resume_game)  # the dialog asked already
        from mafia_desktop.ui.modal import run_modal
        run_modal(dialog)
        self.reopen_players_screen()

    def reopen_players_screen(self) -> None:
        """The players' screen of a game just resumed, reopened when the host had it open
        (:meth:`resume_game`); the host window keeps the keyboard. Waits for the saved
        games dialog to close (the players' screen opens in front of the host window)."""
        due, self._players_screen_due = self._players_screen_due, False
        if due and self.session.controller is not None and not self.projector_action.isChecked():
            self.projector_action.setChecked(True)

    @Slot()
    def show_players(self) -> None:
        """The regular players with their games, wins and wins by role."""
        w = self.window
        if self.status.repository is None:
            plain.inform(w, translate("MainWindow", "Players"),
                                    translate("MainWindow",
                                              "No database is open, so no players are kept."))
            return
        from mafia_desktop.ui.club.players_view import (
            PlayersDialog,  # storage's statistics: only when asked
        )
        from mafia_desktop.ui.modal import run_modal
        run_modal(PlayersDialog(self.status.repository, w))

    # -- game logs ------------------------------------------------------------------------

    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (GAME_LOG.md) read-only: nothing is stored
        until the host stores it (:meth:`store_log`). A broken file gets a message box
        naming the problem (field, action, rule) and nothing changes."""
        w = self.window
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                w, translate("MainWindow", "Open game log"), last_folder(self.session.settings),
                translate("MainWindow", "Game logs (*.mafia.json *.json)"))
            if not path:
                return None
            remember_folder(self.session.settings, path)  # the next dialog opens there
        try:
            data = log_format.read_log_file(path)  # a regular file, 64 MiB at most
            game = log_format.load_game(data)
        except OSError as e:
            self.broken(path, e.strerror or str(e))
            return None
        except LogFormatError as e:
            where = []
            if e.field:
                where.append(fill(translate("MainWindow", "field %1"), e.field))
            if e.index is not None:
                where.append(fill(translate("MainWindow", "action %1"), str(e.index)))
            if e.rule:
                where.append(e.rule)
            self.broken(path, e.message + (f" ({', '.join(where)})" if where else ""))
            return None
        except RuleViolation as e:
            self.broken(path, fill(translate("MainWindow", "action %1 breaks %2 (%3): %4"), str(e.index), e.rule, texts.rule_title(e.rule), e.message))
            return None
        too_big = too_many_seats(len(game.setup.players))
        if too_big is not None:
            self.broken(path, too_big)
            return None
        c = self.session.open_game(game, None, {}, None, read_only=True)
        self.opened_log = (path, data)
        self.session.offer(LOG, os.path.basename(path))
        return c

    def store_log(self) -> GameController | None:
        """Store the game log shown read-only once the host confirms, and open it to go
        on with or to correct (undo works). A game already stored with the same setup
        and actions (``GameRepository.find_log``) is opened instead: a log opened twice
        is stored once. Without a database the host may go on with it unstored (after a
        question). Returns the new controller, or ``None`` (nothing changed)."""
        w, c, opened = self.window, self.session.controller, self.opened_log
        if c is None or opened is None or not self.session.read_only:
            return None
        path, data = opened
        repository = self.status.repository
        if repository is None:
            if not confirm_unstored(w):
                return None
            self.opened_log = None
            return self.session.open_game(c.game, None, {}, None)
        if not confirm_store(w, os.path.basename(path)):
            return None
        game = c.game
        try:
            game_id = repository.find_log(game.setup, game.actions)
            found = game_id is not None
            if game_id is None:
                game_id = repository.import_log(data)
        except Exception as e:
            plain.critical(w, translate("MainWindow", "Store this game"),
                                 fill(translate("MainWindow", "The game cannot be stored: %1"),
                                      str(e)))
            return None
        stored = self.resume_game(game_id)
        if stored is not None:
            self._status(fill(translate("MainWindow", "This game was stored already (game "
                                        "#%1): that one is open, nothing was stored twice.")
                              if found else translate("MainWindow", "Stored as game #%1."),
                              str(game_id)), 10000)
        return stored

    def broken(self, path: str, problem: str) -> None:
        """The message box of a game log that cannot be opened: its file name and the
        problem (also kept as the window's ``last_problem``)."""
        self.session.last_problem = problem
        plain.critical(self.window, translate("MainWindow", "Open game log"),
                             fill(translate("MainWindow", "%1 cannot be opened:\n%2"), os.path.basename(path), problem))

    def save_log(self, path: str | None = None) -> None:
        """Write the game's log as a ``.mafia.json`` file (a temporary file renamed over
        the target, so a failed write never leaves half a file)."""
        c = self.session.controller
        if c is None:
            return
        if path is None:
            path, _ = QFileDialog.getSaveFileName(  # the folder used last, a name that
                self.window, translate("MainWindow", "Save game log"),  # says which game
                export_path(self.session.settings, game_file_stem(c, self.session.settings),
                            ".mafia.json"),
                translate("MainWindow", "Game logs (*.mafia.json)"))
            if not path:
                return
        remember_folder(self.session.settings, path)
        try:
            write_atomic(path, log_format.dumps(c.game.setup, c.game.actions))
        except OSError as e:
            why = str(e)
            say(self.window, lambda: fill(translate("MainWindow", "Not saved: %1"), why))
            return
        say(self.window, lambda: fill(translate("MainWindow", "Saved: %1"), str(path)), 5000)

    # -- reports and cards ----------------------------------------------------------------

    def export_report(self, fmt: str, path: str | None = None) -> Path | None:
        """Export the current game's report (``html`` or ``pdf``) in the current
        language, with the host's corrections; the same as the game-over screen's
        export. Returns the path written or ``None``."""
        page = self.session.page
        if page is None:
            return None
        return page.game_over.export(fmt, path)

    def print_role_cards(self, path: str | None = None) -> str | None:
        """Printable role cards of the current game, one per player (PDF). Returns the
        path written or ``None``."""
        c = self.session.controller
        if c is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, translate("MainWindow", "Print role cards"),
                export_path(self.session.settings,
                            game_file_stem(c, self.session.settings) + "-role-cards", ".pdf"),
                translate("MainWindow", "PDF (*.pdf)"))
            if not path:
                return None
        from mafia_desktop.ui.dialogs.print_cards import (
            write_role_cards_pdf,  # PDF painting: only when asked
        )
        remember_folder(self.session.settings, path)
        try:  # a temporary file renamed over the target: never half a PDF
            write_atomic_with(path, lambda tmp: write_role_cards_pdf(c.game.setup, tmp))
        except OSError as e:
            self._status(fill(translate("MainWindow", "Export failed: %1"), str(e)))
            return None
        say(self.window, lambda: fill(translate("MainWindow", "Written: %1"), str(path)))
        return path
