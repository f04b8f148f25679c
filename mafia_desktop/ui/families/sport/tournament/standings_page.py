"""The Standings page of the Tournament window: the standings of a round (its own players
and games) or overall (the last round's players first, each round's points added or
separate as configured: ``rules.sport.tournament.stages``), as they were "before game N"
when asked, a line saying what they count, and "Show on the players' screen" (between
games, on the host's command only) (``tournament standings``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport import tournament as tn
from mafia_desktop.rules.sport.tournament.standings import StandingRow
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.language import Retranslating

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from mafia_desktop.storage.sport.tournament_rows import Round
    from mafia_desktop.ui.families.sport.tournament.desk import Desk

#: The tie-break orders offered: the ratings site's default, and the desk's order before
#: issue 34 (any other may be typed).
PRESETS: tuple[str, ...] = ("(epg)wsk",
                            "total, extra, wins, wins_sheriff, wins_don, first_killed")
#: The table's columns (``StandingRow`` fields), in order.
COLUMNS = words.COLUMNS
_Index = QModelIndex | QPersistentModelIndex


class StandingsModel(QAbstractTableModel):
    """Standings rows as a read-only table (names as plain text, as every item view
    draws them)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[StandingRow] = []

    def set_rows(self, rows: Sequence[StandingRow]) -> None:
        """Show ``rows`` in their order."""
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = getattr(self.rows[index.row()], column)
            if value is None:  # an exhibition player has no place
                return "–"
            return words.number(value) if isinstance(value, float) else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != "name":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return words.column(COLUMNS[section])
        return None

    def retranslate(self) -> None:
        """The headings in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)


class StandingsPage(Retranslating, QWidget):
    """The standings of the tournament shown."""

    def __init__(self, desk: Desk) -> None:
        super().__init__()
        self.desk = desk
        self.round_label = QLabel()
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("standingsRound")
        self.round_combo.currentIndexChanged.connect(lambda _: self._round_chosen())
        self._rounds: tuple[Round, ...] = ()  # the tournament's rounds, as last read
        self.before_label = QLabel()
        self.before = QSpinBox()
        self.before.setObjectName("beforeGame")
        self.before.setRange(0, 40)
        self.before.valueChanged.connect(lambda _: self.show_standings())
        self.project_button = QPushButton()
        self.project_button.setObjectName("showStandings")
        self.project_button.clicked.connect(lambda: self.show_on_projector())
        top = QHBoxLayout()
        for w in (self.round_label, self.round_combo, self.before_label, self.before):
            top.addWidget(w)
        top.addStretch(1)
        top.addWidget(self.project_button)
        self.model = StandingsModel(self)
        self.view = QTableView()
        self.view.setObjectName("standingsTable")
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COLUMNS.index("name"), QHeaderView.ResizeMode.Stretch)
        self.note = QLabel()
        self.note.setObjectName("standingsNote")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        self.tie_label = QLabel()
        self.tie_breaks = QComboBox()
        self.tie_breaks.setObjectName("tieBreaks")
        self.tie_breaks.setEditable(True)
        self.tie_breaks.setMinimumContentsLength(64)
        self.tie_breaks.addItems(list(PRESETS))
        self.tie_button = QPushButton()
        self.tie_button.setObjectName("setTieBreaks")
        self.tie_button.clicked.connect(lambda: self.set_tie_breaks())
        # Enter in the order sets it (and is not the dialog's default button's)
        self.tie_edit = self.tie_breaks.lineEdit()
        assert self.tie_edit is not None          # an editable combo box has one
        self.tie_edit.installEventFilter(self)
        order = QHBoxLayout()
        order.addWidget(self.tie_label)
        order.addWidget(self.tie_breaks)
        order.addWidget(self.tie_button)
        order.addStretch(1)
        self.tie_words = QLabel()
        self.tie_words.setObjectName("tieBreakWords")
        self.tie_words.setWordWrap(True)
        self.tie_words.setTextFormat(Qt.TextFormat.PlainText)
        self.awards = QLabel()
        self.awards.setObjectName("awards")
        self.awards.setWordWrap(True)
        self.awards.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.note)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.awards)
        layout.addLayout(order)
        layout.addWidget(self.tie_words)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.round_label.setText(self.tr("&Round:"))
        self.round_label.setBuddy(self.round_combo)
        self.before_label.setText(self.tr("&Before game:"))
        self.before_label.setBuddy(self.before)
        self.before.setSpecialValueText(self.tr("all games"))
        self.project_button.setText(self.tr("Show on the &players' screen"))
        self.tie_label.setText(self.tr("&Tie-breaks:"))
        self.tie_label.setBuddy(self.tie_breaks)
        self.tie_breaks.setToolTip(self.tr(
            "After the total: our keys separated by commas (total, points, main, extra, "
            "best_move, bonus, penalties, ci, wins, wins_sheriff, wins_don, first_killed; "
            "a+b sums them, -key prefers less), or the ratings site's letters: (epg)wsk is "
            "its default."))
        self.tie_button.setText(self.tr("&Set the tie-breaks"))
        self.show_awards()
        if self.round_combo.count():
            self.round_combo.setItemText(0, self.tr("Overall"))
        self.model.retranslate()

    def refresh(self, tid: int | None) -> None:
        """The rounds to choose from and the standings, as stored now."""
        rounds = self.desk.tours.get(tid).rounds if tid is not None else ()
        keep = self.round_combo.currentData()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        self.round_combo.addItem(self.tr("Overall"), None)
        for r in rounds:
            self.round_combo.addItem(fill(self.tr("Round %1 (%2)"), r.number,
                                          words.stage(r.stage)), r.number)
        self.round_combo.setCurrentIndex(max(0, self.round_combo.findData(keep)))
        self.round_combo.blockSignals(False)
        self._rounds = tuple(rounds)
        self._round_chosen()

    def _round_chosen(self) -> None:
        """"Before game" within the games of the round chosen (overall: of the last
        round, as the standings read it; T-STAND-1), then the standings."""
        r = self.round_combo.currentData()
        last = r if r is not None else max((x.number for x in self._rounds), default=None)
        games = next((x.games for x in self._rounds if x.number == last), 0)
        self.before.blockSignals(True)  # a value above it is cut to it: shown just below
        self.before.setMaximum(games)
        self.before.blockSignals(False)
        tid = self.desk.tournament_id()
        if tid is not None:
            self.tie_breaks.setEditText(", ".join(self.desk.tours.get(tid).options.tie_breaks))
        self.show_standings()

    def choice(self) -> tuple[int | None, int | None]:
        """(round or ``None`` overall, before game N or ``None``)."""
        r = self.round_combo.currentData()
        return (int(r) if r is not None else None), (self.before.value() or None)

    def title(self) -> str:
        """What the standings are of, in words: the tournament, the round, "before game N"."""
        r, before = self.choice()
        tid = self.desk.tournament_id()
        parts = [self.desk.tours.get(tid).name] if tid is not None else []
        parts.append(fill(self.tr("round %1"), r) if r is not None else self.tr("overall"))
        if before is not None:
            parts.append(fill(self.tr("before game %1"), before))
        return ", ".join(parts)

    def show_standings(self) -> list[StandingRow]:
        """Read and show the standings chosen."""
        tid = self.desk.tournament_id()
        rows: list[StandingRow] = []
        if tid is not None:
            r, before = self.choice()
            try:
                rows = list(self.desk.tours.standings(tid, round=r, before_game=before))
            except Exception as e:  # ValueError (no such round), StorageError
                self.desk.problem(e)
        self.model.set_rows(rows)
        self.project_button.setEnabled(bool(rows))
        self.note.setText(self.note_text(len(rows)))
        self.show_awards()
        return rows

    def note_text(self, count: int) -> str:
        """What the standings shown count, in words."""
        tid = self.desk.tournament_id()
        rounds = self.desk.tours.get(tid).rounds if tid is not None else ()
        r, _ = self.choice()
        info = next((x for x in rounds if x.number == r), None)
        if info is not None:
            how = (self.tr("in the overall standings its points are added to the round "
                           "before's") if info.totals == "added" else
                   self.tr("in the overall standings its points are counted separately"))
            return fill(self.tr("Round %1 alone: its %2 players and its own games; %3."),
                        info.number, count, how)
        if any(x.participants is not None for x in rounds):
            return self.tr("Overall: the last round's players first, then those who "
                           "reached each round before, each by the points of the rounds "
                           "counted up to theirs.")
        return self.tr("Overall: every game of every round counted.")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        """Enter or Return in the tie-break order stores it (:meth:`set_tie_breaks`)."""
        if watched is self.tie_edit and event.type() == QEvent.Type.KeyPress \
                and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.set_tie_breaks()
            return True
        return super().eventFilter(watched, event)

    def show_awards(self) -> str:
        """The awards of the standings chosen and the tie-break order, in words (the
        awards overall or of the round; not "before game N")."""
        tid = self.desk.tournament_id()
        if tid is None:
            self.awards.clear()
            self.tie_words.clear()
            return ""
        try:
            t = self.desk.tours.get(tid)
            given = self.desk.tours.awards(tid, round=self.choice()[0])
        except Exception:  # ValueError (no such round), StorageError: said by the table
            return ""
        names = {p.number: p.name for p in t.players}
        parts = [fill(self.tr("%1: %2 (%3)"), tn.award_name(a.key),
                      ", ".join(names.get(n, str(n)) for n in a.numbers),
                      words.number(a.points)) for a in given]
        text = fill(self.tr("Awards: %1."), "; ".join(parts)) if parts else \
            self.tr("Awards: none yet (no game counted).")
        self.awards.setText(text)
        self.tie_words.setText(fill(self.tr("Ties are broken by: %1."), ", ".join(
            tn.tie_break_name(k) for k in t.options.tie_breaks)))
        return text

    def set_tie_breaks(self, text: str | None = None) -> bool:
        """Store the tie-break order typed (or ``text``): our keys or the ratings site's
        letters (:func:`~mafia_desktop.rules.sport.tournament.tiebreaks.parse`); a
        refused one is said on the status line and nothing changes."""
        from mafia_desktop.rules.sport.tournament.tiebreaks import parse
        tid = self.desk.tournament_id()
        if tid is None:
            return False
        typed = text if text is not None else self.tie_breaks.currentText()
        try:
            options = self.desk.tours.set_tie_breaks(tid, parse(typed))
        except Exception as e:  # ValueError (a bad order), StorageError
            self.desk.problem(e)
            return False
        self.tie_breaks.setEditText(", ".join(options.tie_breaks))
        self.show_standings()
        self.desk.say(self.tie_words.text())
        return True

    def show_on_projector(self) -> bool:
        """Show these standings on the players' screen (between games only)."""
        host = self.desk.window_
        if host is None or not self.model.rows:  # no host window: no players' screen
            return False
        feed = host.feed
        if not feed.can_show_table():  # a game goes on: the room sees it, not these
            self.desk.problem(lambda: self.tr(
                "The standings are shown on the players' screen between games: end or "
                "close the game first."))
            return False
        host.menus.projector_action.setChecked(True)
        shown = bool(feed.show_table(list(self.model.rows), self.title(), "standings"))
        if shown:
            self.desk.say(lambda: self.tr("The standings are on the players' screen until a "
                                          "game is opened."))
        return shown


__all__ = ["COLUMNS", "StandingsModel", "StandingsPage"]
