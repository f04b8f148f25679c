"""The regular players: each roster name with games, wins and wins by role
(storage's :meth:`~mafia_desktop.storage.GameRepository.player_stats`; finished games
count, a draw is no win).

:class:`PlayersModel` is a plain table model (sortable through a
``QSortFilterProxyModel``: ``Qt.UserRole`` gives numbers); :class:`PlayersView` shows it
with a name filter; :class:`PlayersDialog` puts the view in a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.rules import Role
from mafia_desktop.storage import PlayerStats, StorageError

from .games_view import RowsModel

_Index = QModelIndex | QPersistentModelIndex

#: The role columns, in RULES.md §1's order.
ROLES: tuple[Role, ...] = tuple(Role)


class PlayersModel(RowsModel):
    """One row per roster player: name, games, wins, win rate, then per role "wins / games".

    ``Qt.UserRole`` holds the number to sort by (the win rate as 0..1; per role the wins, then
    the games).
    """

    NAME, GAMES, WINS, RATE = range(4)
    FIXED = 4
    COLUMNS = FIXED + len(ROLES)

    def set_stats(self, stats: Sequence[PlayerStats]) -> None:
        """Show ``stats`` (as storage orders them: most games first)."""
        self.set_rows(stats)

    def player(self, row: int) -> PlayerStats:
        """The player in ``row``."""
        return self._rows[row]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        s: PlayerStats = self._rows[index.row()]
        col = index.column()
        rate = s.wins / s.games if s.games else 0.0
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            sort = role == Qt.ItemDataRole.UserRole
            if col == self.NAME:  # its own direction: an RTL name reorders nothing else
                return s.name.casefold() if sort else isolate(s.name)
            if col == self.GAMES:  # sorted by games, then by wins
                if sort:
                    return s.games + s.wins / 1_000_000
                if s.damaged:
                    return fill(self.tr("%1 (+%2 damaged)"), s.games, s.damaged)
                return s.games
            if col == self.WINS:
                return s.wins
            if col == self.RATE:
                return rate if sort else (f"{round(rate * 100)} %" if s.games else "—")
            r = ROLES[col - self.FIXED]
            wins, games = s.wins_by_role.get(r, 0), s.games_by_role.get(r, 0)
            if sort:  # by wins, then by games
                return wins + games / 1_000_000
            return f"{wins} / {games}" if games else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            if col >= self.FIXED:
                r = ROLES[col - self.FIXED]
                wins, games = s.wins_by_role.get(r, 0), s.games_by_role.get(r, 0)
                return fill(self.tr("%1 as %2: %3 %4"), isolate(s.name), names.role_name(r.value),
                            self.tr("%n win(s)", "", wins),
                            self.tr("in %n finished game(s)", "", games))
            tips = []
            if s.unfinished:
                tips.append(self.tr("%n game(s) in progress not counted", "", s.unfinished))
            if s.damaged:
                tips.append(names.english_plural(self.tr(
                    "%n game(s) whose record cannot be read not counted (greyed in Saved "
                    "games)", "", s.damaged), s.damaged))
            return "\n".join(tips) or None
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section < self.FIXED:
                return (self.tr("Player"), self.tr("Games"), self.tr("Wins"),
                        self.tr("Win rate"))[section]
            return names.role_name(ROLES[section - self.FIXED].value)
        if role == Qt.ItemDataRole.ToolTipRole and section >= self.FIXED:
            return fill(self.tr("Wins / finished games as %1"),
                        names.role_name(ROLES[section - self.FIXED].value))
        return None


class PlayersView(QWidget):
    """The roster table with a name filter, sortable by any column.

    Args:
        repository: storage's ``GameRepository``.
    """

    def __init__(self, repository: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.model = PlayersModel(parent=self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.proxy.setFilterKeyColumn(PlayersModel.NAME)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Find a player…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.table = QTableView(self)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel(self.tr("No players yet: the players of every game you "
                                          "start are remembered here."), self)
        self.empty_label.setWordWrap(True)
        self.problem_label = QLabel(self)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020")
        self.problem_label.hide()
        self.damaged_label = QLabel(self)
        self.damaged_label.setTextFormat(Qt.TextFormat.PlainText)
        self.damaged_label.setWordWrap(True)
        self.damaged_label.setStyleSheet("color: #8a5a00")
        self.damaged_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for w in (self.filter, self.table, self.empty_label, self.damaged_label,
                  self.problem_label):
            layout.addWidget(w)
        self.refresh()

    def refresh(self) -> None:
        """Read the statistics again (a storage error is shown, the table kept)."""
        try:
            stats = self.repository.player_stats()
        except StorageError as e:
            self.problem_label.setText(str(e))
            self.problem_label.show()
            return
        self.problem_label.hide()
        self.model.set_stats(stats)
        self.table.sortByColumn(PlayersModel.GAMES, Qt.SortOrder.DescendingOrder)
        self.empty_label.setVisible(not stats)
        damaged = [s for s in stats if s.damaged]
        self.damaged_label.setText(names.english_plural(self.tr(
            "Some games cannot be read (a damaged record) and are not counted for %n "
            "player(s): see Saved games, where they are greyed with what is wrong.", "",
            len(damaged)), len(damaged)) if damaged else "")
        self.damaged_label.setVisible(bool(damaged))


class PlayersDialog(QDialog):
    """:class:`PlayersView` in a window ("Players")."""

    def __init__(self, repository: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.resize(900, 480)
        self.view = PlayersView(repository, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
