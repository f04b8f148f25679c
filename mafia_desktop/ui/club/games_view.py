"""The saved games: games in progress to resume, finished games to open read-only or
(after a question) for correction, export a finished game for other sites (a menu of
its family's formats, :mod:`.games_exchange`), and delete with confirmation, except the
game open in the window (storage's :class:`~mafia_desktop.storage.GameRepository`). A game whose
record cannot be read is listed greyed with its problem and cannot be opened; the others
are unaffected.

The dialog only asks: it emits :attr:`GamesDialog.resumeRequested`,
:attr:`GamesDialog.openRequested` or :attr:`GamesDialog.correctRequested` with a game
id, and the host window loads the game (``repository.load(game_id)``).
:func:`choose_game` runs it modally and returns the id.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.names import family_title
from mafia_desktop.i18n.storage_words import storage_message
from mafia_desktop.storage import GameInfo, StorageError
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_exchange import ExchangeButton
from mafia_desktop.ui.dialogs.read_only import confirm_correction
from mafia_desktop.ui.families import ui_family

_Index = QModelIndex | QPersistentModelIndex

if TYPE_CHECKING:
    from datetime import datetime

    from mafia_desktop.storage import GameRepository


def local_time(at: datetime | None) -> str:
    """An aware datetime as the user's locale writes a short date and time (local zone)."""
    if at is None:
        return ""
    stamp = QDateTime.fromMSecsSinceEpoch(int(at.timestamp() * 1000))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


# The value a row of a :class:`RowsModel` shows.
RowT = TypeVar("RowT")


class RowsModel(QAbstractTableModel, Generic[RowT]):
    """A read-only table of value rows (one object per row, ``COLUMNS`` columns)."""

    COLUMNS = 0

    def __init__(self, rows: Sequence[RowT] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[RowT] = list(rows)

    def set_rows(self, rows: Sequence[RowT]) -> None:
        """Show ``rows`` in this order."""
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else self.COLUMNS


class GamesModel(RowsModel[GameInfo]):
    """Games as rows: started, rules family, players, actions, result. ``Qt.UserRole``
    gives the id."""

    STARTED, FAMILY, PLAYERS, ACTIONS, RESULT = range(5)
    COLUMNS = 5

    def set_games(self, games: Sequence[GameInfo]) -> None:
        """Show ``games`` (most recent first, as storage lists them)."""
        self.set_rows(games)

    def game(self, row: int) -> GameInfo:
        """The game in ``row``."""
        return self._rows[row]

    def result_text(self, g: GameInfo) -> str:
        """Who won ("Town", "Mafia, Maniac"; a sport game's team: "Red"), "Draw", "In
        progress", or "Damaged" (a record that cannot be read)."""
        if g.problem is not None:
            return self.tr("Damaged")
        if g.winners is None:
            return self.tr("In progress")
        if not g.winners:
            return self.tr("Draw")
        side = ui_family(g.family).side_name
        return ", ".join(side(str(getattr(w, "value", w))) for w in g.winners)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        g: GameInfo = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.UserRole:
            return g.id
        if role == Qt.ItemDataRole.DisplayRole:
            if col == self.STARTED:
                return local_time(g.started_at)
            if col == self.FAMILY:
                return family_title(g.family)
            if col == self.PLAYERS:
                return ", ".join(g.players)
            if col == self.ACTIONS:
                return g.actions
            return self.result_text(g)
        if g.problem is not None and role == Qt.ItemDataRole.ForegroundRole:
            return QColor("#9e9e9e")  # greyed: it cannot be resumed or opened
        if g.problem is not None and role == Qt.ItemDataRole.ToolTipRole:
            return plain.tooltip(fill(self.tr("Game #%1 cannot be opened: %2"), g.id, g.problem))
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [fill(self.tr("Game #%1"), g.id),
                     fill(self.tr("Started: %1"), local_time(g.started_at))]
            if g.ended_at is not None:
                lines.append(fill(self.tr("Ended: %1"), local_time(g.ended_at)))
                if g.outcome_rule:
                    title = ui_family(g.family).rule_title(g.outcome_rule)
                    lines.append(f"{g.outcome_rule} — {title}")
            lines.append(self.tr("%n player(s): ", "", len(g.players)) + ", ".join(g.players))
            return plain.tooltip("\n".join(lines))
        if role == Qt.ItemDataRole.TextAlignmentRole and col == self.ACTIONS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (self.tr("Started"), self.tr("Rules"), self.tr("Players"),
                    self.tr("Actions"), self.tr("Result"))[section]
        return None


def _table(model: GamesModel, parent: QWidget) -> QTableView:
    view = QTableView(parent)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(GamesModel.PLAYERS, QHeaderView.ResizeMode.Stretch)
    return view


class GamesDialog(QDialog):
    """The saved games of a repository.

    Args:
        repository: storage's ``GameRepository``.
        finished: ``None`` shows both lists; ``False`` only games in progress; ``True``
            only finished games.
        open_game: the id of the game open in the window (``None``: none): it cannot be
            deleted (its Delete button is disabled and says why).
    Signals:
        resumeRequested(int): Resume (or a double click) on a game in progress; in a
            window that only reads the database, Open read-only on one (shown read-only).
        openRequested(int): Open on a finished game (to look at, read-only).
        correctRequested(int): Open for correction on a finished game, confirmed (undo
            works again).
    """

    resumeRequested = Signal(int)
    openRequested = Signal(int)
    correctRequested = Signal(int)

    def __init__(self, repository: GameRepository, parent: QWidget | None = None, *,
                 finished: bool | None = None, open_game: int | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.open_game = open_game
        self.chosen: int | None = None
        self.setWindowTitle(self.tr("Saved games"))
        self.resize(760, 520)
        layout = QVBoxLayout(self)

        self.unfinished_model = GamesModel(parent=self)
        self.finished_model = GamesModel(parent=self)
        self.unfinished_label = QLabel(self.tr("Games in progress"), self)
        self.unfinished_view = _table(self.unfinished_model, self)
        self.finished_label = QLabel(self.tr("Finished games"), self)
        self.finished_view = _table(self.finished_model, self)
        for label in (self.unfinished_label, self.finished_label):
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self.empty_label = QLabel(self.tr("No saved games yet."), self)
        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020")
        self.problem_label.hide()
        for widget in (self.unfinished_label, self.unfinished_view, self.finished_label,
                       self.finished_view, self.empty_label, self.problem_label):
            layout.addWidget(widget)
        self._sections = {False: (self.unfinished_label, self.unfinished_view),
                          True: (self.finished_label, self.finished_view)}
        self._shown = [False, True] if finished is None else [finished]
        for which, widgets in self._sections.items():
            for w in widgets:
                w.setVisible(which in self._shown)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.resume_button = QPushButton(self.tr("&Resume"), self)
        self.open_button = QPushButton(self.tr("&Open read-only"), self)
        self.correct_button = QPushButton(self.tr("Open for &correction…"), self)
        self.correct_button.setObjectName("openForCorrection")
        self.delete_button = QPushButton(self.tr("&Delete…"), self)
        buttons.addButton(self.resume_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.correct_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.exchange_button = ExchangeButton(self.repository, self)
        buttons.addButton(self.exchange_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resume_button.clicked.connect(self.resume_selected)
        self.open_button.clicked.connect(self.open_selected)
        self.correct_button.clicked.connect(self.correct_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        # a database this window only reads: a game in progress is not resumed (nothing
        # could be stored) but opened read-only, as a finished one
        self.writable = not getattr(self.repository, "read_only", False)
        self.resume_button.setVisible(self.writable and False in self._shown)
        self.open_button.setVisible(True in self._shown or not self.writable)
        self.correct_button.setVisible(True in self._shown)
        self.exchange_button.setVisible(True in self._shown)
        # Enter resumes (or opens); Delete and correction are never the default button.
        self.delete_button.setAutoDefault(False)
        self.correct_button.setAutoDefault(False)
        (self.resume_button if self.resume_button.isVisibleTo(self)
         else self.open_button).setDefault(True)

        for view, other in ((self.unfinished_view, self.finished_view),
                            (self.finished_view, self.unfinished_view)):
            view.selectionModel().selectionChanged.connect(
                lambda *_, o=other, v=view: self._selected_in(v, o))
            view.doubleClicked.connect(self._activated)
        self.refresh()

    # ------------------------------------------------------------------ state

    def refresh(self) -> None:
        """Read the games again from the repository (a storage error is shown).

        A large club's list is read in a worker thread (:func:`read_games`): the window
        keeps answering, and after a moment a progress dialog offers Cancel; a cancelled
        reading leaves the lists empty and says so."""
        from mafia_desktop.reports.jobs import Cancelled

        self.problem_label.hide()
        try:
            games = read_games(self.repository, self.parentWidget() or self)
        except StorageError as e:
            games = []
            self.problem_label.setText(storage_message(e))
            self.problem_label.show()
        except Cancelled:
            games = []
            self.problem_label.setText(self.tr(
                "Reading the saved games was cancelled: close and open Saved games to "
                "read them again."))
            self.problem_label.show()
        unfinished = [g for g in games if g.ended_at is None]
        finished = [g for g in games if g.ended_at is not None]
        self.unfinished_model.set_games(unfinished if False in self._shown else [])
        self.finished_model.set_games(finished if True in self._shown else [])
        self.empty_label.setVisible(   # not "no games" when they could not be read
            not self.unfinished_model.rowCount() and not self.finished_model.rowCount()
            and self.problem_label.isHidden())
        for view in (self.unfinished_view, self.finished_view):
            if view.isVisibleTo(self) and view.model().rowCount():
                view.selectRow(0)
                break
        self._update_buttons()

    def selected(self) -> GameInfo | None:
        """The selected game (in either list), or ``None``."""
        for view in (self.unfinished_view, self.finished_view):
            rows = view.selectionModel().selectedRows()
            if rows:
                model = view.model()
                if isinstance(model, GamesModel):  # both lists show a GamesModel
                    return model.game(rows[0].row())
        return None

    def _selected_in(self, view: QTableView, other: QTableView) -> None:
        if view.selectionModel().hasSelection():
            other.clearSelection()
        self._update_buttons()

    def _update_buttons(self) -> None:
        g = self.selected()
        usable = g is not None and g.problem is None  # a damaged record opens not
        self.resume_button.setEnabled(usable and g is not None and not g.finished)
        # a database this window only reads (in use by another window, read-only
        # media): nothing that writes is offered, every game opens read-only
        writable = self.writable
        self.open_button.setEnabled(usable and g is not None and (g.finished or not writable))
        self.correct_button.setEnabled(writable and usable and g is not None and g.finished)
        is_open = g is not None and g.id == self.open_game
        self.delete_button.setEnabled(writable and g is not None and not is_open)
        why = (self.tr("This game is open in the window: it cannot be deleted.") if is_open
               else "" if writable else
               self.tr("This window only reads the database: nothing can be changed here."))
        self.delete_button.setToolTip(why)
        self.exchange_button.show_game(g)     # a finished game's formats for other sites
        self.correct_button.setToolTip("" if writable else why)

    # ------------------------------------------------------------------ actions

    @Slot()
    def resume_selected(self) -> None:
        """Emit :attr:`resumeRequested` for the selected game in progress and close."""
        g = self.selected()
        if g is not None and not g.finished and g.problem is None:
            self.chosen = g.id
            self.resumeRequested.emit(g.id)
            self.accept()

    @Slot()
    def open_selected(self) -> None:
        """Emit :attr:`openRequested` for the selected finished game and close."""
        g = self.selected()
        if g is not None and g.problem is None and (g.finished or not self.writable):
            self.chosen = g.id
            if g.finished:
                self.openRequested.emit(g.id)
            else:  # the window shows a game in progress of a read-only database read-only
                self.resumeRequested.emit(g.id)
            self.accept()

    @Slot()
    def correct_selected(self) -> None:
        """Ask, then emit :attr:`correctRequested` for the selected finished game and
        close (``read_only.confirm_correction``)."""
        g = self.selected()
        if g is None or not g.finished or not confirm_correction(
                self, local_time(g.started_at), ", ".join(g.players)):
            return
        self.chosen = g.id
        self.correctRequested.emit(g.id)
        self.accept()

    def _activated(self, index: QModelIndex) -> None:
        model = index.model()
        if isinstance(model, GamesModel) and model.game(index.row()).finished:
            self.open_selected()
        else:
            self.resume_selected()

    def confirm_delete(self, g: GameInfo) -> bool:
        """Ask before deleting ``g``; True when the host confirms."""
        text = self.tr("Delete the game started %1 (%2)? Its log, corrections and notes "
                       "are deleted; this cannot be undone.")
        text = fill(text, local_time(g.started_at), ", ".join(g.players))
        box = plain.message_box(self, QMessageBox.Icon.Question, self.tr("Delete game"), text,
                                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setObjectName("confirmDelete")
        box.setDefaultButton(QMessageBox.StandardButton.No)
        from mafia_desktop.ui.modal import run_modal
        run_modal(box)
        return box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes

    @Slot()
    def delete_selected(self) -> None:
        """Delete the selected game after confirmation (never the game open in the
        window); a storage error is shown and the list keeps what the database holds."""
        g = self.selected()
        if g is None or g.id == self.open_game or not self.confirm_delete(g):
            return
        try:  # not if it changed since it was listed (another window plays it)
            self.repository.delete_game(g.id, expect=g.revision)
        except StorageError as e:
            plain.warn(self, self.tr("Delete game"), str(e))
        self.refresh()


# From this many stored games the list is read in a worker (about 0.3 ms a game on a
# slow laptop: a smaller club's list takes under a tenth of a second, read at once).
WORKER_FROM_GAMES = 300


def read_games(repository: GameRepository, parent: QWidget | None) -> list[GameInfo]:
    """Every saved game of ``repository`` (``list_games()``), read in a worker thread
    with its own read-only connection (``ui.jobs.run_job``: the window answers, a
    progress dialog with Cancel after a moment) once the club has
    :data:`WORKER_FROM_GAMES` games; read here for a smaller one, when the database has
    no file, or when another job runs.

    Raises:
        StorageError: the database cannot be read.
        Cancelled: the host cancelled the reading.
    """
    from mafia_desktop.reports.jobs import step
    from mafia_desktop.ui.jobs import JobRunning, run_job, worker_repository

    if not getattr(repository, "path", None) or \
            repository.count_games() < WORKER_FROM_GAMES:
        return list(repository.list_games())

    def work() -> list[GameInfo]:
        own = worker_repository(repository)
        try:
            return list(own.list_games(each=step))
        finally:
            own.conn.close()

    try:
        return run_job(parent, work, lambda n: fill(
            QCoreApplication.translate("GamesDialog", "Reading the saved games… %1 read"),
            f"{n:,}"), title=QCoreApplication.translate("GamesDialog", "Saved games"))
    except JobRunning:
        return list(repository.list_games())


def choose_game(repository: GameRepository, parent: QWidget | None = None, *,
                finished: bool | None = None) -> int | None:
    """Show :class:`GamesDialog` modally; the id of the game to resume or open, or
    ``None`` when the host closed it."""
    from mafia_desktop.ui.modal import run_modal
    dialog = GamesDialog(repository, parent, finished=finished)
    run_modal(dialog)
    return dialog.chosen
