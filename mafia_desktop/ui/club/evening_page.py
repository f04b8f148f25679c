"""The Evening page of the host window (issue 14): a club evening's players, games and table.

A page of the host window, in the game's place (issue 23.2: a separate Evening window
stayed above the host window and covered the seating circle after "Start the next
game…"): the Evening menu shows it, **Back to the game** (or to the start page) leaves
it, and starting or opening a game from it shows that game's page. While it is shown the
game's keys are off (``WindowSession.page_shown``), so nothing typed here reaches the
game; the game's timer runs on. It shows the evening chosen (the latest open one first),
its participants (ticked: they play the next game), its points table (sortable by any
column: click a heading), and its games in order. From here the host starts an evening,
adds players (new names join the roster), starts the next game with a proposed seating
(``rules/seating.py``: balanced or random; the new-game dialog shows it and the host may
change it before the deal), takes a game out of the evening (after a confirmation; the
table follows at once), closes or reopens it, shows the table on the players' screen
between games, and exports it (HTML, PDF, CSV).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import evening_names as en
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import name_refusal, names_refusal, said
from mafia_desktop.reports.evening import game_result
from mafia_desktop.rules import split_names
from mafia_desktop.rules.evening import COLUMNS, TableRow, places, public_table
from mafia_desktop.rules.seating import propose_seating
from mafia_desktop.rules.state import name_key
from mafia_desktop.ui import plain
from mafia_desktop.ui.dialogs import keep_typed

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent

    from mafia_desktop.storage.evenings import EveningRepository
    from mafia_desktop.ui.club.evening_host import EveningHost


#: The table's columns, in order.
TABLE_COLUMNS = ("place", "name", *COLUMNS)


class EveningPage(QWidget):
    """The evening page (a page of the host window's stack, never a window of its own).

    Args:
        window: the host window (its ``session``'s page and files, its ``commands``'
            ``resume_game``, its ``feed``, ``settings`` and ``menus.projector_action``).
        evenings: the database's :class:`~mafia_desktop.storage.evenings.EveningRepository`.

    Signals:
        back: the host asked for the game (or the start page) again.
    """

    back = Signal()

    def __init__(self, window: EveningHost, evenings: EveningRepository) -> None:
        super().__init__(window if isinstance(window, QWidget) else None)  # the window: a QWidget
        self.window_ = window
        self.evenings = evenings
        self.setObjectName("eveningPage")
        self.back_button = QPushButton()
        self.back_button.setObjectName("eveningBack")
        self.back_button.clicked.connect(lambda: self.back.emit())
        # a name never widens the window: the list of evenings takes the width it is
        # given and elides a long name (each item's tooltip is the whole name)
        self.evening_combo = plain.BoundedCombo()
        self.evening_combo.setObjectName("eveningCombo")
        self.evening_combo.currentIndexChanged.connect(lambda _: self.refresh())
        self.new_button = QPushButton()
        # clicked(bool) would pass checked=False as the first argument: drop it
        self.new_button.clicked.connect(lambda: self.new_evening())
        # it may quote a damaged record or the database's error: elided, never wider
        self.status_label = plain.ElidedLabel(least_chars=4, most_chars=50)
        self.status_label.setObjectName("eveningStatus")
        self.close_button = QPushButton()
        self.close_button.clicked.connect(lambda: self.toggle_status())
        top = QHBoxLayout()
        top.addWidget(self.back_button)
        top.addWidget(self.evening_combo, 1)
        top.addWidget(self.status_label)
        top.addWidget(self.close_button)
        top.addWidget(self.new_button)

        self.players_label = QLabel()
        self.players_label.setWordWrap(True)
        self.players = QListWidget()
        self.players.setObjectName("eveningPlayers")
        self.add_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.add_players())
        self.mode_combo = QComboBox()
        self.next_button = QPushButton()
        self.next_button.clicked.connect(lambda: self.start_next_game())
        left = QVBoxLayout()
        left.addWidget(self.players_label)
        left.addWidget(self.players, 1)
        left.addWidget(self.add_button)
        left.addWidget(self.mode_combo)
        left.addWidget(self.next_button)

        self.table_label = QLabel()
        self.table = QTableWidget(0, len(TABLE_COLUMNS))
        self.table.setObjectName("eveningTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # until the host clicks a heading: the table's own order (most points first)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.games_label = QLabel()
        self.games = QListWidget()
        self.games.setObjectName("eveningGames")
        self.games.itemDoubleClicked.connect(lambda _: self.open_game())
        self.games.currentRowChanged.connect(lambda _: self._game_buttons())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda: self.open_game())
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(lambda: self.remove_game())
        self.project_button = QPushButton()
        self.project_button.clicked.connect(lambda: self.show_on_projector())
        self.export_button = QPushButton()
        self.export_button.clicked.connect(lambda: self.export())
        game_buttons = QHBoxLayout()
        for b in (self.open_button, self.remove_button):
            game_buttons.addWidget(b)
        game_buttons.addStretch(1)
        for b in (self.project_button, self.export_button):
            game_buttons.addWidget(b)
        right = QVBoxLayout()
        right.addWidget(self.table_label)
        right.addWidget(self.table, 3)
        right.addWidget(self.games_label)
        right.addWidget(self.games, 1)
        right.addLayout(game_buttons)

        middle = QHBoxLayout()
        side = QWidget()
        side.setLayout(left)
        side.setMaximumWidth(280)
        middle.addWidget(side)
        middle.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)
        self.retranslate_ui()
        self.reload()

    # -- words -------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Evening"))
        self._name_back()
        self.new_button.setText(self.tr("&New evening…"))
        self.evening_combo.empty_text = self.tr("No evening yet: start one with "
                                                "“New evening…”")
        self.evening_combo.update()
        self.players_label.setText(self.tr("Participants (ticked: play the next game)"))
        self.add_button.setText(self.tr("&Add players…"))
        self.mode_combo.clear()
        self.mode_combo.addItem(self.tr("Balanced seating"), "balanced")
        self.mode_combo.addItem(self.tr("Random seating"), "random")
        self.next_button.setText(self.tr("&Start the next game…"))
        self.table_label.setText(en.word("table"))
        self.table.setHorizontalHeaderLabels([en.column_name(c) for c in TABLE_COLUMNS])
        self.games_label.setText(en.word("games_heading"))
        self.open_button.setText(self.tr("&Open"))
        self.remove_button.setText(self.tr("&Remove from the evening…"))
        self.project_button.setText(self.tr("Show on the &players' screen"))
        self.export_button.setText(self.tr("E&xport…"))  # Alt+E is the Edit menu
        if self.isVisible():  # a hidden window reads the database when shown again
            self.refresh()

    def _name_back(self) -> None:
        """The way back: to the game when one is open, else to the start page."""
        self.back_button.setText(self.tr("← &Back to the game")
                                 if self.window_.session.page is not None
                                 else self.tr("← &Back to the start page"))

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        """Shown again: the games played meanwhile are in the table."""
        self._name_back()
        self.refresh()
        super().showEvent(event)

    # -- reading -------------------------------------------------------------------

    def evening_id(self) -> int | None:
        """The evening shown, or ``None``."""
        data = self.evening_combo.currentData()
        return int(data) if data is not None else None

    def reload(self, select: int | None = None) -> None:
        """Read the evenings again; show ``select`` (default: the one shown, else the
        latest open one)."""
        keep = select if select is not None else self.evening_id()
        try:
            if keep is None:
                current = self.evenings.current()
                keep = current.id if current is not None and not current.damaged else None
            evenings = self.evenings.list_evenings()
        except Exception as e:  # StorageError: the database is gone or unreadable
            self.status_label.setText(str(e))
            return
        self.evening_combo.blockSignals(True)
        self.evening_combo.clear()
        for evening in evenings:  # a damaged record is listed, greyed, and says what is wrong
            if evening.problem is not None or evening.started_at is None:
                plain.add_named_item(self.evening_combo, fill(
                    self.tr("%1 (damaged: %2)"), evening.name, evening.problem or ""),
                    evening.id)
                self.evening_combo.setItemData(self.evening_combo.count() - 1,
                                               QColor("#9e9e9e"),
                                               Qt.ItemDataRole.ForegroundRole)
                continue
            started = evening.started_at.astimezone()
            plain.add_named_item(self.evening_combo, f"{evening.name} ({started:%Y-%m-%d})",
                                 evening.id)
        if keep is not None:
            self.evening_combo.setCurrentIndex(max(0, self.evening_combo.findData(keep)))
        self.evening_combo.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """Show the evening's participants, table and games as stored now (a database
        that cannot be read is said in the status's place)."""
        if not hasattr(self, "games"):
            return
        try:
            self._refresh()
        except Exception as e:  # StorageError: the database is gone or unreadable
            self.status_label.setText(str(e))

    def _refresh(self) -> None:
        evening_id = self.evening_id()
        has = evening_id is not None
        for w in (self.add_button, self.next_button, self.close_button, self.project_button,
                  self.export_button, self.open_button, self.remove_button):
            w.setEnabled(has)
        self.rows: list[TableRow] = []
        if evening_id is None:  # the buttons off, each still saying what it would do
            self.close_button.setText(self.tr("&Close the evening"))
            self.status_label.setText("")
            self.players.clear()
            self.games.clear()
            self.table.setRowCount(0)
            return
        evening = self.evenings.get(evening_id)
        if evening.problem is not None:  # listed, but nothing can be read or changed
            for w in (self.add_button, self.next_button, self.close_button,
                      self.project_button, self.export_button, self.open_button,
                      self.remove_button):
                w.setEnabled(False)
            self.close_button.setText(self.tr("&Close the evening"))
            self.status_label.setText(fill(self.tr("This evening's record is damaged and "
                                                   "cannot be opened: %1"), evening.problem))
            self.players.clear()
            self.games.clear()
            self.table.setRowCount(0)
            return
        self.status_label.setText(en.word(evening.status))
        self.close_button.setText(self.tr("&Close the evening") if evening.status == "open"
                                  else self.tr("Re&open the evening"))
        self.next_button.setEnabled(evening.status == "open")
        ticked = {self.players.item(i).text() for i in range(self.players.count())
                  if self.players.item(i).checkState() == Qt.CheckState.Checked}
        known = {self.players.item(i).text() for i in range(self.players.count())}
        self.players.clear()
        for name in evening.players:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = name in ticked or name not in known
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.players.addItem(item)
        self.rows = self.evenings.table(evening_id)
        self._fill_table(self.rows)
        chosen = self._selected_game()
        self.games.clear()
        for number, game_id in enumerate(evening.games, start=1):
            game = self.evenings.game(game_id)
            text = fill(self.tr("Game %1 (no. %2): %3"), str(number), str(game_id),
                        game_result(game.state if game is not None else None))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, game_id)
            self.games.addItem(item)
        # the game chosen before, else the latest: Open and Remove always name a game
        games = list(evening.games)
        self.games.setCurrentRow(games.index(chosen) if chosen in games else len(games) - 1)
        self._game_buttons()

    def _game_buttons(self) -> None:
        """Open and Remove only while a game is chosen (they did nothing without one)."""
        on = self.games.currentItem() is not None and self.evening_id() is not None
        self.open_button.setEnabled(on)
        self.remove_button.setEnabled(on)

    def _fill_table(self, rows: list[TableRow]) -> None:
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        place_of = places(rows)  # tied players share a place, as in a tournament
        for r, row in enumerate(rows):
            values: list[object] = [place_of[name_key(row.name)], row.name,
                                    *(getattr(row, c) for c in COLUMNS)]
            for c, value in enumerate(values):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.DisplayRole, value)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setSortingEnabled(True)

    def shown_rows(self) -> list[TableRow]:
        """The table's rows in the order shown (as the host sorted it)."""
        by_name = {r.name: r for r in self.rows}
        shown = (self.table.item(i, 1) for i in range(self.table.rowCount()))
        return [by_name[item.text()] for item in shown if item is not None]  # every row named

    def ticked(self) -> list[str]:
        """The participants ticked to play the next game, in the list's order."""
        return [self.players.item(i).text() for i in range(self.players.count())
                if self.players.item(i).checkState() == Qt.CheckState.Checked]

    # -- changing -------------------------------------------------------------------

    def _problem(self, e: Exception) -> None:
        plain.critical(self, self.tr("Evening"), said(e))  # a rule's refusal translated

    def new_evening(self, name: str | None = None) -> int | None:
        """Start an evening (asks its name unless given: a name the names' rule refuses,
        R-NAME-1, is said under the question, which stays open); returns its id."""
        if name is None:
            name, ok = keep_typed.ask_text(self, self.tr("New evening"), self.tr("Name:"),
                                      check=lambda text: name_refusal(text, "evening"))
            if not ok:
                return None
        try:
            evening_id = int(self.evenings.create(name))
        except (ValueError, OSError, RuntimeError) as e:
            self._problem(e)
            return None
        except Exception as e:  # StorageError
            self._problem(e)
            return None
        self.reload(evening_id)
        return evening_id

    def add_players(self, names: list[str] | None = None) -> bool:
        """Add participants (asks for names, separated by commas or lines, unless given:
        ``rules.split_names``; a name R-SETUP-1 refuses is said under the question, which
        stays open with every name typed)."""
        evening_id = self.evening_id()
        if evening_id is None:
            return False
        if names is None:
            text, ok = keep_typed.ask_text(self, self.tr("Add players"),
                                           self.tr("Names, separated by commas:"),
                                           check=lambda typed: names_refusal(split_names(typed)))
            if not ok:
                return False
            names = split_names(text)  # commas or lines, as the New game dialog reads them
        try:
            self.evenings.add_players(evening_id, names)
        except Exception as e:
            self._problem(e)
            return False
        self.refresh()
        return True

    def toggle_status(self) -> None:
        """Close an open evening, reopen a closed one."""
        evening_id = self.evening_id()
        if evening_id is None:
            return
        status = self.evenings.get(evening_id).status
        self.evenings.set_status(evening_id, "closed" if status == "open" else "open")
        self.refresh()

    def proposed_seating(self) -> list[str]:
        """The seating proposed for the next game (``rules/seating.py``): the ticked
        participants, balanced or at random; the seed is the evening's id and its number
        of games, so the same evening proposes the same seating again."""
        evening_id = self.evening_id()
        assert evening_id is not None
        history = self.evenings.seatings(evening_id)
        seed = evening_id * 1000 + len(history)
        return propose_seating(self.ticked(), history, seed, str(self.mode_combo.currentData()))

    def start_next_game(self) -> None:
        """The new-game dialog with the proposed seating (the host may change it); the
        game started is added to the evening."""
        evening_id = self.evening_id()
        if evening_id is None:
            return
        try:
            order = self.proposed_seating()
        except ValueError as e:
            self._problem(e)
            return
        self.window_.session.files.new_game(players=order, evening_id=evening_id,
                                    family=self._last_family(evening_id))
        self.refresh()

    def _last_family(self, evening_id: int) -> str | None:
        games = self.evenings.get(evening_id).games
        if not games:
            return None
        return str(self.evenings.games.setup(games[-1]).ruleset.family)

    def _selected_game(self) -> int | None:
        item = self.games.currentItem()
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def open_game(self) -> None:
        """Open the selected game in the host window (Saved games' way)."""
        game_id = self._selected_game()
        if game_id is not None:
            self.window_.commands.resume_game(game_id, read_only=self.evenings.games.info(
                game_id).ended_at is not None)

    def remove_game(self, confirm: bool = True) -> bool:
        """Take the selected game out of the evening after the host confirms (it stays
        in Saved games); the table follows at once."""
        evening_id, game_id = self.evening_id(), self._selected_game()
        if evening_id is None or game_id is None:
            return False
        if confirm and not plain.ask(
                self, self.tr("Remove the game"),
                fill(self.tr("Take game no. %1 out of this evening? Its points leave the "
                             "table; the game itself stays in Saved games."), str(game_id))):
            return False
        try:
            self.evenings.remove_game(evening_id, game_id)
        except Exception as e:
            self._problem(e)
            return False
        self.refresh()
        self._reproject()
        return True

    def show_on_projector(self) -> bool:
        """Show the table (as sorted here) on the players' screen, between games."""
        evening_id = self.evening_id()
        if evening_id is None:
            return False
        feed = self.window_.feed
        if not feed.can_show_table():
            plain.inform(self, self.tr("Evening"), self.tr(
                "The table is shown on the players' screen between games: end or close "
                "the game first."))
            return False
        self.window_.menus.projector_action.setChecked(True)
        return bool(feed.show_table(public_table(self.shown_rows()),
                                    self.evenings.get(evening_id).name))

    def _reproject(self) -> None:
        if self.window_.feed.table_shown:
            self.show_on_projector()

    def export(self, path: str | None = None) -> str | None:
        """Export the table and games (HTML, PDF or CSV by the file's suffix; ``None``:
        asked with a file dialog). The file's path, or ``None`` (no evening, cancelled,
        or the problem shown): ``evening_export.export_evening_file``."""
        from mafia_desktop.ui.club.evening_export import export_evening_file

        evening_id = self.evening_id()
        if evening_id is None:
            return None
        return export_evening_file(self, getattr(self.window_, "settings", None),
                                   self.evenings, evening_id, path, self._problem)

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        from PySide6.QtCore import QEvent
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["TABLE_COLUMNS", "EveningPage"]
