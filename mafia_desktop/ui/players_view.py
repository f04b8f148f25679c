"""The regular players: each roster name with games, wins and wins by role, per rules
family (storage's :meth:`~mafia_desktop.storage.GameRepository.player_stats`; finished
games count, a draw is no win).

:class:`PlayersModel` (classic: wins by role) and :class:`SportPlayersModel` (sport:
points, wins as red/black, as sheriff, as don) are plain table models (sortable through a
``QSortFilterProxyModel``: ``Qt.UserRole`` gives numbers); :class:`PlayersView` shows
them in two tabs with one name filter; :class:`PlayersDialog` puts the view in a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import names, sport_names
from mafia_desktop.i18n.fill import english_plural, fill, isolate
from mafia_desktop.rules import Role
from mafia_desktop.storage import PlayerStats, StorageError
from mafia_desktop.storage.sport_stats import SPORT_KEYS

from .games_view import RowsModel

_Index = QModelIndex | QPersistentModelIndex

#: The role columns, in RULES.md §1's order.
ROLES: tuple[Role, ...] = tuple(Role)


class PlayerCounts(QObject):
    """The views' ``%n`` plural messages in one class (context "PlayerCounts"): Qt finds
    a plural translation by the context of the class that calls ``tr``, which would be
    each subclass's own name for an inherited method."""

    def wins(self, n: int) -> str:
        """"2 wins"."""
        return self.tr("%n win(s)", "", n)

    def finished(self, n: int) -> str:
        """"in 3 finished games"."""
        return self.tr("in %n finished game(s)", "", n)

    def unfinished(self, n: int) -> str:
        """"1 game in progress not counted"."""
        return self.tr("%n game(s) in progress not counted", "", n)

    def damaged(self, n: int) -> str:
        """"2 damaged games not counted"."""
        return self.tr("%n damaged game(s) not counted", "", n)


_COUNTS = PlayerCounts()


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

    def games_wins(self, s: PlayerStats) -> tuple[int, int]:
        """The player's finished games and wins of this model's family."""
        return s.games, s.wins

    def by_key(self, s: PlayerStats, col: int) -> tuple[str, int, int]:
        """For a column after :attr:`FIXED`: its name, the player's wins and games."""
        r = ROLES[col - self.FIXED]
        return names.role_name(r.value), s.wins_by_role.get(r, 0), s.games_by_role.get(r, 0)

    def extra(self, s: PlayerStats, col: int, sort: bool) -> Any:
        """A column after :attr:`FIXED`: "wins / games" (sorted by wins, then games)."""
        _, wins, games = self.by_key(s, col)
        if sort:
            return wins + games / 1_000_000
        return f"{wins} / {games}" if games else ""

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        s: PlayerStats = self._rows[index.row()]
        col = index.column()
        played, won = self.games_wins(s)
        rate = won / played if played else 0.0
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole):
            sort = role == Qt.ItemDataRole.UserRole
            if col == self.NAME:  # its own direction: an RTL name reorders nothing else
                return s.name.casefold() if sort else isolate(s.name)
            if col == self.GAMES:  # sorted by games, then by wins
                if sort:
                    return played + won / 1_000_000
                if s.damaged:
                    return fill(self.tr("%1 (+%2 damaged)"), played, s.damaged)
                return played
            if col == self.WINS:
                return won
            if col == self.RATE:
                return rate if sort else (f"{round(rate * 100)} %" if played else "—")
            return self.extra(s, col, sort)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip(s, col)
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def tooltip(self, s: PlayerStats, col: int) -> str | None:
        """A cell's tooltip: a by-role column's wins and games; else the games not
        counted (in progress, damaged)."""
        if col >= self.FIXED:
            label, wins, games = self.by_key(s, col)
            if not label:
                return None
            return fill(self.tr("%1 as %2: %3 %4"), isolate(s.name), label,
                        english_plural(_COUNTS.wins(wins), wins),
                        english_plural(_COUNTS.finished(games), games))
        lines = []
        if s.unfinished:
            lines.append(english_plural(_COUNTS.unfinished(s.unfinished), s.unfinished))
        if s.damaged:
            lines.append(english_plural(_COUNTS.damaged(s.damaged), s.damaged))
        return "\n".join(lines) or None

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


class SportPlayersModel(PlayersModel):
    """One row per roster player's sport games (RULES_SPORT.md): name, games, wins, win
    rate, points (the sum of each game's points, S-SCORE-1), then "wins / games" as red,
    as black, as sheriff, as don. ``Qt.UserRole`` holds the number to sort by."""

    POINTS = 4
    FIXED = 5
    COLUMNS = FIXED + len(SPORT_KEYS)

    def games_wins(self, s: PlayerStats) -> tuple[int, int]:
        return s.sport.games, s.sport.wins

    def by_key(self, s: PlayerStats, col: int) -> tuple[str, int, int]:
        if col < self.FIXED:
            return "", 0, 0
        key = SPORT_KEYS[col - self.FIXED]
        label = sport_names.team_name(key) if key in ("red", "black") else \
            sport_names.role_name(key)
        return label, s.sport.wins_by.get(key, 0), s.sport.games_by.get(key, 0)

    def extra(self, s: PlayerStats, col: int, sort: bool) -> Any:
        if col == self.POINTS:
            if sort:
                return s.sport.points
            return f"{s.sport.points:g}" if s.sport.games else ""
        return super().extra(s, col, sort)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if section == self.POINTS:
            if role == Qt.ItemDataRole.DisplayRole:
                return self.tr("Points")
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.tr("The sum of the player's points over their finished sport games")
            return None
        if section < self.FIXED:
            return super().headerData(section, orientation, role)
        key = SPORT_KEYS[section - self.FIXED]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.by_key(PlayerStats("", 0, 0), section)[0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return (fill(self.tr("Wins / finished games in the %1 team"), sport_names.team_name(key))
                    if key in ("red", "black") else
                    fill(self.tr("Wins / finished games as %1"), sport_names.role_name(key)))
        return None


class PlayersView(QWidget):
    """The roster in two tabs, classic and sport, with one name filter, each sortable by
    any column.

    Args:
        repository: storage's ``GameRepository``.
    """

    def __init__(self, repository: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Find a player…"))
        self.filter.setClearButtonEnabled(True)
        self.model = PlayersModel(parent=self)
        self.proxy, self.table = self._table(self.model)
        self.sport_model = SportPlayersModel(parent=self)
        self.sport_proxy, self.sport_table = self._table(self.sport_model)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.table, sport_names.family_name("classic"))
        self.tabs.addTab(self.sport_table, sport_names.family_name("sport"))
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
        for w in (self.filter, self.tabs, self.empty_label, self.damaged_label,
                  self.problem_label):
            layout.addWidget(w)
        self.refresh()

    def _table(self, model: PlayersModel) -> tuple[QSortFilterProxyModel, QTableView]:
        """A sortable table of ``model``, filtered by the name filter."""
        proxy = QSortFilterProxyModel(self)
        proxy.setSourceModel(model)
        proxy.setSortRole(Qt.ItemDataRole.UserRole)
        proxy.setFilterKeyColumn(PlayersModel.NAME)
        proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.filter.textChanged.connect(proxy.setFilterFixedString)
        table = QTableView(self)
        table.setModel(proxy)
        table.setSortingEnabled(True)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        return proxy, table

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
        self.sport_model.set_stats(stats)
        for table in (self.table, self.sport_table):
            table.sortByColumn(PlayersModel.GAMES, Qt.SortOrder.DescendingOrder)
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
