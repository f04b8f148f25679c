"""The Game menu's games and files: a new game, the saved games (resume one, or look at a
finished one), a game log opened (and imported into the database) or saved, the
report exported, the role cards printed, the regular players.

A game log that cannot be opened gets a message box naming the problem (the field, the
action, the rule) and nothing changes. A game opened here is shown by the window
(``MainWindow.open_game``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mafia_desktop.i18n import fill
from mafia_desktop.i18n import names as texts
from mafia_desktop.rules import Game, LogFormatError, RuleViolation, log_format
from mafia_desktop.storage.files import write_atomic, write_atomic_with

from .games_view import GamesDialog
from .new_game import NewGameDialog

if TYPE_CHECKING:  # pragma: no cover
    from .controller import GameController
    from .main_window import MainWindow

translate = QCoreApplication.translate


class GameFiles(QObject):
    """The Game menu's commands of ``window`` (its repository, its open game)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def _status(self, text: str, ms: int = 0) -> None:
        self.window.statusBar().showMessage(text, ms)

    # -- games --------------------------------------------------------------------------

    @Slot()
    def new_game(self) -> None:
        """Ask for the players, seats, ruleset and deal (``NewGameDialog``), store the
        game and open it. Without a database the host is asked first: nothing would be
        stored."""
        w, repository = self.window, self.window.repository
        if w.unsaved and QMessageBox.question(
                w, translate("MainWindow", "New game"),
                translate("MainWindow", "No database is open: this game will not be stored "
                          "anywhere, and a crash would lose it. Start it anyway?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return
        roster: list[str] = []
        if repository is not None:
            try:
                roster = repository.roster_names()
            except Exception:  # the roster only helps typing names
                roster = []
        dialog = NewGameDialog(w, roster=roster)
        if not dialog.exec():
            return
        setup = dialog.setup()
        deal, seed = dialog.deal()
        game_id = None
        if repository is not None:
            try:
                game_id = repository.create_game(setup, deal=deal, deal_seed=seed)
            except Exception as e:
                QMessageBox.critical(w, translate("MainWindow", "New game"),
                                     fill(translate("MainWindow", "The game cannot be stored: %1"), str(e)))
                return
        w.open_game(Game(setup), game_id, {}, repository)

    def resume_game(self, game_id: int, read_only: bool = False) -> GameController | None:
        """Load a stored game (its log replayed, its notes) and open it; undo works
        as before the restart (``read_only``: only looked at, nothing changes)."""
        w, repository = self.window, self.window.repository
        read_only = read_only or bool(getattr(repository, "read_only", False))
        try:
            game = repository.load(game_id)
            notes = repository.notes(game_id)
        except Exception as e:
            QMessageBox.critical(w, translate("MainWindow", "Resume a game"), str(e))
            return None
        return w.open_game(game, game_id, notes, None if read_only else repository, read_only)

    @Slot()
    def resume(self) -> None:
        """The saved games (storage's games list): resume one in progress, or open a
        finished one read-only."""
        if self.window.repository is None:
            return
        dialog = GamesDialog(self.window.repository, self.window)
        dialog.resumeRequested.connect(self.resume_game)
        dialog.openRequested.connect(lambda game_id: self.resume_game(game_id, True))
        dialog.exec()
        dialog.deleteLater()

    @Slot()
    def show_players(self) -> None:
        """The regular players with their games, wins and wins by role."""
        w = self.window
        if w.repository is None:
            QMessageBox.information(w, translate("MainWindow", "Players"),
                                    translate("MainWindow",
                                              "No database is open, so no players are kept."))
            return
        from .players_view import PlayersDialog  # storage's statistics: only when asked
        PlayersDialog(w.repository, w).exec()

    # -- game logs ------------------------------------------------------------------------

    def open_log(self, path: str | None = None) -> GameController | None:
        """Open a ``.mafia.json`` game log (GAME_LOG.md). A broken file gets a message
        box naming the problem (field, action, rule) and nothing changes. With a
        repository, the game is imported so that going on with it is stored."""
        w = self.window
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                w, translate("MainWindow", "Open game log"), "",
                translate("MainWindow", "Game logs (*.mafia.json *.json)"))
            if not path:
                return None
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
        game_id = None
        if w.repository is not None:
            try:
                game_id = w.repository.import_log(data)
            except Exception as e:
                self.broken(path, str(e))
                return None
        return w.open_game(game, game_id, {}, w.repository if game_id is not None else None)

    def broken(self, path: str, problem: str) -> None:
        """The message box of a game log that cannot be opened: its file name and the
        problem (also kept as the window's ``last_problem``)."""
        self.window.last_problem = problem
        QMessageBox.critical(self.window, translate("MainWindow", "Open game log"),
                             fill(translate("MainWindow", "%1 cannot be opened:\n%2"), os.path.basename(path), problem))

    def save_log(self, path: str | None = None) -> None:
        """Write the game's log as a ``.mafia.json`` file (a temporary file renamed over
        the target, so a failed write never leaves half a file)."""
        c = self.window.controller
        if c is None:
            return
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, translate("MainWindow", "Save game log"), "game.mafia.json",
                translate("MainWindow", "Game logs (*.mafia.json)"))
            if not path:
                return
        try:
            write_atomic(path, log_format.dumps(c.game.setup, c.game.actions))
        except OSError as e:
            self._status(fill(translate("MainWindow", "Not saved: %1"), str(e)))
            return
        self._status(fill(translate("MainWindow", "Saved: %1"), str(path)), 5000)

    # -- reports and cards ----------------------------------------------------------------

    def export_report(self, fmt: str, path: str | None = None) -> Any:
        """Export the current game's report (``html`` or ``pdf``) in the current
        language, with the host's corrections; the same as the game-over screen's
        export. Returns the path written or ``None``."""
        page = self.window.page
        if page is None:
            return None
        return page.game_over.export(fmt, path)

    def print_role_cards(self, path: str | None = None) -> Any:
        """Printable role cards of the current game, one per player (PDF). Returns the
        path written or ``None``."""
        c = self.window.controller
        if c is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self.window, translate("MainWindow", "Print role cards"), "role-cards.pdf",
                translate("MainWindow", "PDF (*.pdf)"))
            if not path:
                return None
        from .print_cards import write_role_cards_pdf  # PDF painting: only when asked
        try:  # a temporary file renamed over the target: never half a PDF
            write_atomic_with(path, lambda tmp: write_role_cards_pdf(c.game.setup, tmp))
        except OSError as e:
            self._status(fill(translate("MainWindow", "Export failed: %1"), str(e)))
            return None
        self._status(fill(translate("MainWindow", "Written: %1"), str(path)))
        return path
