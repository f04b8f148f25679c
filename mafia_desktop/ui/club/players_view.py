"""The regular players: each roster name with games, wins, wins by role and rating, per
rules family (storage's :meth:`~mafia_desktop.storage.GameRepository.player_stats`;
finished games count, a draw is no win; the rating is ``reports.ratings``' ordinal
μ − 3σ, issue 14).

:class:`PlayersModel` (classic: wins by role) and :class:`SportPlayersModel` (sport:
points, wins as red/black, as sheriff, as don) are plain table models (sortable through a
``QSortFilterProxyModel``: ``Qt.UserRole`` gives numbers); :class:`PlayersView` shows
them in two tabs with one name filter, and a selected player's ratings, rating chart and
games in a :class:`~.rating_panel.RatingPanel` beside them; :class:`PlayersDialog` puts
the view in a window.
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
from mafia_desktop.rules.family import find_family
from mafia_desktop.storage import PlayerStats, StorageError
from mafia_desktop.storage.sport.stats import SPORT_KEYS  # the sport tab (a debt: the fence)
from mafia_desktop.ui import plain
from mafia_desktop.ui.club.games_view import RowsModel
from mafia_desktop.ui.club.rating_panel import RatingPanel, rating_text

_Index = QModelIndex | QPersistentModelIndex

def _role_ids(family: str) -> tuple[str, ...]:
    known = find_family(family)
    return known.role_ids if known is not None else ()


#: The role columns of the classic table (its family's role ids, in RULES.md §1's order).
ROLES: tuple[str, ...] = _role_ids("classic")


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
    """One row per roster player: name, games, wins, win rate, rating, then per role
    "wins / games".

    ``Qt.UserRole`` holds the number to sort by (the win rate as 0..1; the rating's
    ordinal, no rating lowest; per role the wins, then the games).
    """

    NAME, GAMES, WINS, RATE, RATING = range(5)
    FIXED = 5
    COLUMNS = FIXED + len(ROLES)
    #: The rules family of the model's figures and ratings.
    FAMILY = "classic"
    ratings: Ratings | None = None

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

    def games_wins(self, s: PlayerStats) -> tuple[int, int]:
        """The player's finished games and wins of this model's family."""
        return s.games, s.wins

    def by_key(self, s: PlayerStats, col: int) -> tuple[str, int, int]:
        """For a column after :attr:`FIXED`: its name, the player's wins and games."""
        r = ROLES[col - self.FIXED]
        return names.role_name(r), s.wins_by_role.get(r, 0), s.games_by_role.get(r, 0)

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
                        self.tr("Win rate"), self.tr("Rating"))[section]
            return names.role_name(ROLES[section - self.FIXED])
        if role == Qt.ItemDataRole.ToolTipRole and section == self.RATING:
            return self.tr("The rating over the finished games (openskill): μ − 3σ, the "
                           "skill shown less three times the doubt; select a player for "
                           "the chart")
        if role == Qt.ItemDataRole.ToolTipRole and section >= self.FIXED:
            return fill(self.tr("Wins / finished games as %1"),
                        names.role_name(ROLES[section - self.FIXED]))
        return None


class SportPlayersModel(PlayersModel):
    """One row per roster player's sport games (RULES_SPORT.md): name, games, wins, win
    rate, rating, points (the sum of each game's points, S-SCORE-1), then "wins / games"
    as red, as black, as sheriff, as don. ``Qt.UserRole`` holds the number to sort by."""

    POINTS = 5
    FIXED = 6
    FAMILY = "sport"
    COLUMNS = FIXED + len(SPORT_KEYS)

    def games_wins(self, s: PlayerStats) -> tuple[int, int]:
        return s.sport.games, s.sport.wins

    def by_key(self, s: PlayerStats, col: int) -> tuple[str, int, int]:
        if col < self.FIXED:
            return "", 0, 0
        key = SPORT_KEYS[col - self.FIXED]
        label = names.side_name(key, "sport") if key in ("red", "black") else \
            names.role_name(key, "sport")
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
            return (fill(self.tr("Wins / finished games in the %1 team"), names.side_name(key, "sport"))
                    if key in ("red", "black") else
                    fill(self.tr("Wins / finished games as %1"), names.role_name(key, "sport")))
        return None


class PlayersView(QWidget):
    """The roster in two tabs, classic and sport, with one name filter, each sortable by
    any column; selecting a player shows their ratings of the tab's family, its chart and
    their games in :attr:`panel` (hidden while no one is selected).

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
        self.tabs.addTab(self.table, names.family_title("classic"))
        self.tabs.addTab(self.sport_table, names.family_title("sport"))
        self.ratings: Ratings | None = None
        self.panel = RatingPanel(self)
        self.panel.hide()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.tabs)
        self.splitter.addWidget(self.panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        for table in (self.table, self.sport_table):
            table.selectionModel().currentRowChanged.connect(self._show_selected)
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
        self.model.set_stats(stats)
        self.sport_model.set_stats(stats)
        for model in (self.model, self.sport_model):
            model.set_ratings(self.ratings)
        self._show_selected()
        for table in (self.table, self.sport_table):
            table.sortByColumn(PlayersModel.GAMES, Qt.SortOrder.DescendingOrder)
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

        def work() -> Any:
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

    def current_table(self) -> tuple[QTableView, QSortFilterProxyModel, PlayersModel]:
        """The table, proxy and model of the tab shown."""
        if self.tabs.currentIndex() == 1:
            return self.sport_table, self.sport_proxy, self.sport_model
        return self.table, self.proxy, self.model

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

    def _show_selected(self, *_: Any) -> None:
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

    def __init__(self, repository: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.resize(1200, 640)
        self.view = PlayersView(repository, self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
