"""The Players page of the Tournament window: the players by number and the pairs the
seating keeps apart (``tournament players add``, ``tournament apart``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.ui.dialogs.keep_typed import KeepsTyped
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal

if TYPE_CHECKING:
    from mafia_desktop.storage.sport.tournament_rows import TournamentPlayer
    from mafia_desktop.ui.families.sport.tournament.desk import Desk


def player_label(number: int, name: str) -> str:
    """"7 · Anna": a player as the lists and choosers show them (the name isolated:
    a right-to-left name keeps its own direction)."""
    return f"{number} · {isolate(name)}"


class AddPlayersDialog(KeepsTyped, Retranslating, QDialog):
    """Players to add: ticked regular players of the roster and new names (one a line),
    with the exhibition and consent flags for all of them."""

    def __init__(self, roster: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roster_label = QLabel()
        self.filter_edit = QLineEdit()
        self.filter_edit.textChanged.connect(self._filter)
        self.roster = QListWidget()
        self.roster.setObjectName("rosterList")
        for name in roster:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.roster.addItem(item)
        self.new_label = QLabel()
        self.new_names = QPlainTextEdit()
        self.new_names.setObjectName("newNames")
        self.exhibition = QCheckBox()
        self.consent = QCheckBox()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (self.roster_label, self.filter_edit, self.roster, self.new_label,
                  self.new_names, self.exhibition, self.consent, buttons):
            layout.addWidget(w)
        self.retranslate_ui()
        self.resize(460, 560)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Add players"))
        self.roster_label.setText(self.tr("Regular players (tick those who play):"))
        self.filter_edit.setPlaceholderText(self.tr("Find a name"))
        self.new_label.setText(self.tr("New players, one name a line:"))
        self.exhibition.setText(self.tr("&Exhibition (they play, they are not ranked)"))
        self.consent.setText(self.tr("&Consent to be published"))

    def typed(self) -> int:
        """The new names typed (:class:`KeepsTyped`: Esc asks before throwing them
        away)."""
        return sum(1 for line in self.new_names.toPlainText().splitlines() if line.strip())

    def _filter(self, text: str) -> None:
        key = text.strip().casefold()
        for i in range(self.roster.count()):
            item = self.roster.item(i)
            item.setHidden(bool(key) and key not in item.text().casefold())

    def names(self) -> list[str]:
        """The ticked roster names, then the new names (blank lines left out)."""
        ticked = [self.roster.item(i).text() for i in range(self.roster.count())
                  if self.roster.item(i).checkState() == Qt.CheckState.Checked]
        typed = [n.strip() for n in self.new_names.toPlainText().splitlines()]
        return ticked + [n for n in typed if n]


class PlayersPage(Retranslating, QWidget):
    """The players of the tournament shown and its apart pairs."""

    def __init__(self, desk: Desk) -> None:
        super().__init__()
        self.desk = desk
        self.players: list[TournamentPlayer] = []
        self.heading = QLabel()
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("tournamentPlayers")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addPlayers")
        self.add_button.clicked.connect(lambda: self.add_players())
        left = QVBoxLayout()
        left.addWidget(self.heading)
        left.addWidget(self.table, 1)
        left.addWidget(self.add_button)

        self.apart_heading = QLabel()
        self.apart_heading.setWordWrap(True)
        self.apart_list = QListWidget()
        self.apart_list.setObjectName("apartPairs")
        self.first = QComboBox()
        self.second = QComboBox()
        self.apart_button = QPushButton()
        self.apart_button.setObjectName("keepApart")
        self.apart_button.clicked.connect(lambda: self.keep_apart())
        self.remove_button = QPushButton()
        self.remove_button.clicked.connect(lambda: self.remove_pair())
        right = QVBoxLayout()
        right.addWidget(self.apart_heading)
        right.addWidget(self.apart_list, 1)
        right.addWidget(self.first)
        right.addWidget(self.second)
        row = QHBoxLayout()
        row.addWidget(self.apart_button)
        row.addWidget(self.remove_button)
        right.addLayout(row)
        side = QWidget()
        side.setLayout(right)
        side.setMaximumWidth(360)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(side)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.heading.setText(self.tr("Players (the number is the one the seating uses)"))
        self.table.setHorizontalHeaderLabels([self.tr("No."), self.tr("Name"),
                                              self.tr("Exhibition"), self.tr("Consent")])
        self.add_button.setText(self.tr("&Add players…"))
        self.apart_heading.setText(self.tr("Kept apart (never at one table where that can "
                                           "be had: same club, relatives):"))
        self.apart_button.setText(self.tr("&Keep apart"))
        self.remove_button.setText(self.tr("Re&move pair"))

    def refresh(self, tid: int | None) -> None:
        """The players and pairs of tournament ``tid`` as stored."""
        self.players = list(self.desk.tours.get(tid).players) if tid is not None else []
        self.table.setRowCount(len(self.players))
        for r, p in enumerate(self.players):
            for c, text in enumerate((str(p.number), p.name, "✓" if p.exhibition else "",
                                      "✓" if p.consent else "")):
                item = QTableWidgetItem(text)
                if c != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        for combo in (self.first, self.second):
            keep = combo.currentData()
            combo.clear()
            for p in self.players:
                combo.addItem(player_label(p.number, p.name), p.number)
            if keep is not None and combo.findData(keep) >= 0:
                combo.setCurrentIndex(combo.findData(keep))
        if self.second.currentIndex() == self.first.currentIndex() and self.second.count() > 1:
            self.second.setCurrentIndex(1)
        names = {p.number: p.name for p in self.players}
        self.apart_list.clear()
        for a, b in (self.desk.tours.apart(tid) if tid is not None else []):
            pair = QListWidgetItem(fill(self.tr("%1 and %2"), player_label(a, names.get(a, "?")),
                                        player_label(b, names.get(b, "?"))))
            pair.setData(Qt.ItemDataRole.UserRole, (a, b))
            self.apart_list.addItem(pair)
        self.heading.setText(fill(self.tr("Players: %1 (the number is the one the seating "
                                          "uses)"), len(self.players)))

    def add_players(self, names: list[str] | None = None, *, exhibition: bool = False,
                    consent: bool = False) -> list[int]:
        """Add players (asks, from the roster or new, unless ``names`` is given); returns
        their numbers."""
        tid = self.desk.tournament_id()
        if tid is None:
            return []
        if names is None:
            try:
                roster = self.desk.tours.games.roster_names()
            except Exception:  # the roster only helps; new names can still be typed
                roster = []
            present = {p.name for p in self.players}
            dialog = AddPlayersDialog([n for n in roster if n not in present], self)
            if not run_modal(dialog):
                return []
            names, exhibition = dialog.names(), dialog.exhibition.isChecked()
            consent = dialog.consent.isChecked()
        try:
            numbers = list(self.desk.tours.add_players(tid, names, exhibition=exhibition,
                                                       consent=consent))
        except Exception as e:  # ValueError (a blank or repeated name), StorageError
            self.desk.problem(e)
            return []
        added = len(numbers)
        self.desk.say(lambda: self.tr("%n player(s) added.", "", added))
        self.refresh(tid)
        return numbers

    def _pairs(self) -> list[tuple[int, int]]:
        pairs: list[tuple[int, int]] = []
        for i in range(self.apart_list.count()):
            item = self.apart_list.item(i)
            if item is not None:  # every row is a pair (its data: the two numbers)
                a, b = item.data(Qt.ItemDataRole.UserRole)
                pairs.append((a, b))
        return pairs

    def _store_pairs(self, pairs: list[tuple[int, int]]) -> bool:
        tid = self.desk.tournament_id()
        if tid is None:
            return False
        try:
            self.desk.tours.set_apart(tid, pairs)
        except Exception as e:  # ValueError (a player twice), StorageError
            self.desk.problem(e)
            return False
        self.refresh(tid)
        return True

    def keep_apart(self) -> bool:
        """Keep the two chosen players apart."""
        a, b = self.first.currentData(), self.second.currentData()
        if a is None or b is None:
            return False
        if self._store_pairs([*self._pairs(), (int(a), int(b))]):
            pair = (self.first.currentText(), self.second.currentText())
            self.desk.say(lambda: fill(self.tr("Kept apart: %1 and %2."), *pair))
            return True
        return False

    def remove_pair(self) -> bool:
        """No longer keep the chosen pair apart."""
        row = self.apart_list.currentRow()
        if row < 0:
            return False
        pairs = self._pairs()
        del pairs[row]
        return self._store_pairs(pairs)


__all__ = ["AddPlayersDialog", "PlayersPage", "player_label"]
