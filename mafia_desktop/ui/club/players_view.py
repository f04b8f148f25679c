"""The regular players: each roster name with games, wins, wins by role and rating, per
rules family (storage's :meth:`~mafia_desktop.storage.GameRepository.player_stats`;
finished games count, a draw is no win; the rating is ``reports.ratings``' ordinal
μ − 3σ, issue 14).

:class:`PlayersModel` is one family's table (sortable through a
``QSortFilterProxyModel``: ``Qt.UserRole`` gives numbers): its columns come from the
family's storage part (``record_keys``: classic's roles; sport's teams and checking
roles, with its points; werewolf's roles) and its words, never from a family named
here. :class:`PlayersView` shows one tab per listed family (``rules.families``, in the
list's order) with one name filter, and a selected player's ratings, rating chart and
games in a :class:`~.rating_panel.RatingPanel` beside them; :class:`PlayersDialog` puts
the view in a window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import english_plural, fill, isolate
from mafia_desktop.reports.jobs import Cancelled
from mafia_desktop.reports.ratings import Ratings, ratings_of
from mafia_desktop.rules import DEFAULT_FAMILY
from mafia_desktop.rules.family import find_family
from mafia_desktop.storage import GameRepository, PlayerStats, StorageError
from mafia_desktop.storage.family import STORAGE_FAMILIES, storage_families
from mafia_desktop.storage.results import FamilyStats
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_view import RowsModel
from mafia_desktop.ui.club.rating_panel import RatingPanel, rating_text

_Index = QModelIndex | QPersistentModelIndex

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


class PlayersModel(RowsModel[PlayerStats]):
    """One row per roster player's games of one rules family (``family``): name, games,
    wins, win rate, rating, points (a family that keeps them: its storage part
    ``replays``), then "wins / games" by each of the family's ``record_keys`` (its
    roles, its sides: the family's words name them). Every figure is the player's
    record of that family (``PlayerStats.records``, storage's ``record``).

    ``Qt.UserRole`` holds the number to sort by (the win rate as 0..1; the rating's
    ordinal, no rating lowest; per key the wins, then the games).

    Args:
        stats: the rows (as storage orders them).
        family: the listed family whose figures and ratings the model shows.
    """

    NAME, GAMES, WINS, RATE, RATING = range(5)
    #: The column of the points, where the family keeps them.
    POINTS = 5
    ratings: Ratings | None = None

    def __init__(self, stats: Sequence[PlayerStats] = (), parent: QWidget | None = None, *,
                 family: str = DEFAULT_FAMILY) -> None:
        super().__init__(stats, parent)
        kind = STORAGE_FAMILIES.get(family)
        rules = find_family(family)
        #: The rules family of the model's figures and ratings.
        self.FAMILY = family
        #: The record's keys shown as columns, in the family's order.
        self.keys: tuple[str, ...] = tuple(kind.record_keys)
        self._roles = frozenset(rules.role_ids if rules is not None else ())
        self.has_points = kind.replays
        #: The first column of the keys.
        self.FIXED = 6 if self.has_points else 5
        self.COLUMNS = self.FIXED + len(self.keys)

    def set_ratings(self, ratings: Ratings | None) -> None:
        """Show the ratings of ``ratings`` (``None``: none computed)."""
        self.beginResetModel()
        self.ratings = ratings
        self.endResetModel()

    def set_stats(self, stats: Sequence[PlayerStats]) -> None:
        """Show ``stats`` (as storage orders them: most games first)."""
        self.set_rows(stats)

    def player(self, row: int) -> PlayerStats:
        """The player in ``row``."""
        return self._rows[row]

    def record(self, s: PlayerStats) -> FamilyStats:
        """The player's record in this model's family (an empty one if none)."""
        return s.records.get(self.FAMILY) or FamilyStats()

    def key_name(self, key: str) -> str:
        """A key's column title: a role's name, else a side's (the family's words)."""
        return (names.role_name(key, self.FAMILY) if key in self._roles
                else names.side_name(key, self.FAMILY))

    def by_key(self, s: PlayerStats, col: int) -> tuple[str, int, int]:
        """For a column after :attr:`FIXED`: its name, the player's wins and games."""
        key = self.keys[col - self.FIXED]
        r = self.record(s)
        return self.key_name(key), r.wins_by.get(key, 0), r.games_by.get(key, 0)

    def extra(self, s: PlayerStats, col: int, sort: bool) -> str | float:
        """A column after :attr:`RATING`: the points, or "wins / games" (sorted by
        wins, then games)."""
        if self.has_points and col == self.POINTS:
            r = self.record(s)
            if sort:
                return r.points
            return f"{r.points:g}" if r.games else ""
        _, wins, games = self.by_key(s, col)
        if sort:
            return wins + games / 1_000_000
        return f"{wins} / {games}" if games else ""

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        s: PlayerStats = self._rows[index.row()]
        col = index.column()
        record = self.record(s)
        played, won = record.games, record.wins
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
            if col == self.RATING:
                rated = self.ratings.of(self.FAMILY, s.name) if self.ratings else None
                if rated is None:
                    return float("-inf") if sort else ""
                ordinal = rated.overall.ordinal
                return ordinal if sort else f"{round(ordinal, 1) + 0.0:.1f}"  # never "-0.0"
            return self.extra(s, col, sort)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == self.RATING:
                rated = self.ratings.of(self.FAMILY, s.name) if self.ratings else None
                return rating_text(rated.overall) if rated else None
            tip = self.tooltip(s, col)
            return None if tip is None else plain.tooltip(tip)
        if role == Qt.ItemDataRole.TextAlignmentRole and col != self.NAME:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def tooltip(self, s: PlayerStats, col: int) -> str | None:
        """A cell's tooltip: a by-key column's wins and games; else the games not
        counted (in progress, damaged)."""
        if col >= self.FIXED:
            label, wins, games = self.by_key(s, col)
            return fill(self.tr("%1 as %2: %3 %4"), isolate(s.name), label,
                        english_plural(_COUNTS.wins(wins), wins),
                        english_plural(_COUNTS.finished(games), games))
        if self.has_points and col == self.POINTS:
            return None
        lines = []
        if s.unfinished:
            lines.append(english_plural(_COUNTS.unfinished(s.unfinished), s.unfinished))
        if s.damaged:
            lines.append(english_plural(_COUNTS.damaged(s.damaged), s.damaged))
        return "\n".join(lines) or None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        key = self.keys[section - self.FIXED] if section >= self.FIXED else None
        if role == Qt.ItemDataRole.DisplayRole:
            if key is not None:
                return self.key_name(key)
            if self.has_points and section == self.POINTS:
                return self.tr("Points")
            return (self.tr("Player"), self.tr("Games"), self.tr("Wins"),
                    self.tr("Win rate"), self.tr("Rating"))[section]
        if role != Qt.ItemDataRole.ToolTipRole:
            return None
        if section == self.RATING:
            return self.tr("The rating over the finished games (openskill): μ − 3σ, the "
                           "skill shown less three times the doubt; select a player for "
                           "the chart")
        if self.has_points and section == self.POINTS:
            return fill(self.tr("The sum of the player's points over their finished %1 "
                                "games"), names.family_title(self.FAMILY))
        if key is not None:
            return (fill(self.tr("Wins / finished games as %1"), self.key_name(key))
                    if key in self._roles else
                    fill(self.tr("Wins / finished games in the %1 team"), self.key_name(key)))
        return None


class Tab(NamedTuple):
    """One family's tab of :class:`PlayersView`: its table, proxy and model."""

    table: QTableView
    proxy: QSortFilterProxyModel
    model: PlayersModel


class PlayersView(QWidget):
    """The roster in one tab per family (every family's storage part, the listed ones
    in the list's order), with one name filter, each sortable by any column; selecting
    a player shows their ratings of the tab's family, its chart and their games in
    :attr:`panel` (hidden while no one is selected).

    Attributes:
        tabs_by: each family's :class:`Tab`, by the family's name (in the tabs' order).
        model, proxy, table: the first tab's (the default family's).

    Args:
        repository: storage's ``GameRepository``.
    """

    def __init__(self, repository: GameRepository, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.repository = repository
        self.filter = QLineEdit(self)
        self.filter.setPlaceholderText(self.tr("Find a player…"))
        self.filter.setClearButtonEnabled(True)
        self.tabs = QTabWidget(self)
        self.tabs_by: dict[str, Tab] = {}
        for kind in storage_families():
            model = PlayersModel(parent=self, family=kind.name)
            proxy, table = self._table(model)
            self.tabs_by[kind.name] = Tab(table, proxy, model)
            self.tabs.addTab(table, names.family_title(kind.name))
        self.table, self.proxy, self.model = next(iter(self.tabs_by.values()))
        self.ratings: Ratings | None = None
        self.panel = RatingPanel(self)
        self.panel.hide()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.tabs)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        for tab in self.tabs_by.values():
            tab.table.selectionModel().currentRowChanged.connect(self._show_selected)
        self.tabs.currentChanged.connect(self._show_selected)
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
        for w in (self.filter, self.splitter, self.empty_label, self.damaged_label,
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
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        # every column as wide as its contents, the names too: a stretched name column
        # was squeezed to "…" when the other headings (wider in Russian) and the rating
        # panel left it no room; now the table scrolls and the last column takes any rest
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        return proxy, table

    def refresh(self) -> None:
        """Read the statistics again (a storage error is shown, the table kept)."""
        try:
            self.ratings, stats = self._read()
        except Cancelled:
            self.problem_label.setText(self.tr(
                "The ratings were not read (cancelled): open the view again to read them."))
            self.problem_label.show()
            return
        except StorageError as e:
            self.problem_label.setText(str(e))
            self.problem_label.show()
            return
        self.problem_label.hide()
        for tab in self.tabs_by.values():
            tab.model.set_stats(stats)
            tab.model.set_ratings(self.ratings)
        self._show_selected()
        for tab in self.tabs_by.values():
            tab.table.sortByColumn(PlayersModel.GAMES, Qt.SortOrder.DescendingOrder)
        self.empty_label.setVisible(not stats)
        damaged = [s for s in stats if s.damaged]
        self.damaged_label.setText(names.english_plural(self.tr(
            "Some games cannot be read (a damaged record) and are not counted for %n "
            "player(s): see Saved games, where they are greyed with what is wrong.", "",
            len(damaged)), len(damaged)) if damaged else "")
        self.damaged_label.setVisible(bool(damaged))

    def _read(self) -> tuple[Ratings, Sequence[PlayerStats]]:
        """The ratings and the players' statistics. While the kept ratings are up to date
        they are read here; else a worker thread reads the database on a read-only
        connection of its own and rates what is new (a large club's first view took
        seconds: ``ui.jobs``, with progress and Cancel), and the window's connection
        then keeps what was rated.

        Raises:
            StorageError: the database cannot be read.
            Cancelled: the host cancelled.
        """
        from mafia_desktop.reports.ratings_kept import (
            Keep,
            cached_ratings,
            keep_planned,
            planned_ratings,
        )
        from mafia_desktop.ui.jobs import JobRunning, run_job, worker_repository

        repo = self.repository
        ratings = cached_ratings(repo) if hasattr(repo, "data_mark") else None
        own_file = bool(getattr(repo, "path", None))
        if ratings is not None or not own_file or not hasattr(repo, "data_mark"):
            # the ratings first: bringing the kept ones up to date may write, and the
            # statistics are kept in memory against the database as it is after that
            ratings = ratings if ratings is not None else ratings_of(repo)
            return ratings, repo.player_stats()
        mark = repo.data_mark()

        def work() -> tuple[tuple[Ratings, Keep | None], Sequence[PlayerStats]]:
            own = worker_repository(repo)
            try:
                return planned_ratings(own), own.player_stats()
            finally:
                own.conn.close()

        try:
            (ratings, keep), stats = run_job(
                self.window(), work,
                lambda n: fill(self.tr("Rating the games… %1 rated"), f"{n:,}") if n
                else self.tr("Reading the games…"), title=self.tr("Players"))
        except JobRunning:
            return ratings_of(repo), repo.player_stats()
        keep_planned(repo, ratings, keep, mark)
        return ratings, stats

    def tab(self, family: str) -> Tab:
        """The tab of ``family``. Raises KeyError for a family with no tab."""
        return self.tabs_by[family]

    def current_table(self) -> Tab:
        """The table, proxy and model of the tab shown."""
        shown = self.tabs.currentWidget()
        return next((t for t in self.tabs_by.values() if t.table is shown),
                    Tab(self.table, self.proxy, self.model))

    def select(self, name: str) -> bool:
        """Select ``name``'s row in the tab shown (its ratings appear in the panel);
        False when the name is not listed there."""
        table, proxy, model = self.current_table()
        for row in range(proxy.rowCount()):
            source = proxy.mapToSource(proxy.index(row, 0)).row()
            if model.player(source).name == name:
                table.selectRow(row)
                table.setCurrentIndex(proxy.index(row, 0))
                return True
        return False

    def _show_selected(self, *_: object) -> None:
        """Show the selected player of the tab shown in :attr:`panel`, or hide it."""
        table, proxy, model = self.current_table()
        current = table.currentIndex()
        if not current.isValid() or self.ratings is None:
            self.panel.hide()
            return
        stats = model.player(proxy.mapToSource(current).row())
        self.panel.show_player(stats.name, model.FAMILY, self.ratings)
        if self.panel.isHidden():  # the table keeps the width its columns need
            self.panel.show()
            header = table.horizontalHeader()
            columns = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c))
                          for c in range(model.COLUMNS) if c != model.NAME)
            name = max(header.sectionSizeHint(model.NAME), table.sizeHintForColumn(model.NAME))
            frame = 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()
            total = sum(self.splitter.sizes())
            # up to 2/3 for the table (3/5 squeezed the stretched names to "…" beside the
            # longer Russian headers of the sport tab); the panel keeps a third
            left = min(columns + name + frame + 8, total * 2 // 3)
            self.splitter.setSizes([left, total - left])


class PlayersDialog(QDialog):
    """:class:`PlayersView` in a window ("Players")."""

    def __init__(self, repository: GameRepository, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.resize(1200, 640)
        self.view = PlayersView(repository, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
