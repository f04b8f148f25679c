"""The Games page of the Tournament window: the finished games' logs brought back from
the tables (several files at once, each file's outcome listed), the conflicts (another
log for a game already counted) with the organiser's choice, and every game counted
(``tournament import``, ``conflicts``, ``resolve``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.evening_names import word as evening_word
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport.names import team_name
from mafia_desktop.reports.evening import game_result
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.language import Retranslating


def _table(name: str, columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _set_row(table: QTableWidget, row: int, values: list[str]) -> None:
    for c, text in enumerate(values):
        table.setItem(row, c, QTableWidgetItem(text))


class GamesPage(Retranslating, QWidget):
    """The games of the tournament shown."""

    def __init__(self, desk: Any) -> None:
        super().__init__()
        self.desk = desk
        self.conflict_ids: list[int] = []
        self.import_button = QPushButton()
        self.import_button.setObjectName("importLogs")
        self.import_button.clicked.connect(lambda: self.import_logs())
        self.outcomes_label = QLabel()
        self.outcomes = QListWidget()
        self.outcomes.setObjectName("importOutcomes")
        self.outcomes.setWordWrap(True)
        self.conflicts_label = QLabel()
        self.conflicts_label.setWordWrap(True)
        self.conflicts = _table("tournamentConflicts", 5)
        self.keep_button = QPushButton()
        self.keep_button.setObjectName("keepCounted")
        self.keep_button.clicked.connect(lambda: self.resolve("counted"))
        self.use_button = QPushButton()
        self.use_button.setObjectName("useImported")
        self.use_button.clicked.connect(lambda: self.resolve("imported"))
        choice = QHBoxLayout()
        choice.addWidget(self.keep_button)
        choice.addWidget(self.use_button)
        choice.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.import_button)
        left.addWidget(self.outcomes_label)
        left.addWidget(self.outcomes, 1)
        left.addWidget(self.conflicts_label)
        left.addWidget(self.conflicts, 1)
        left.addLayout(choice)
        self.counted_label = QLabel()
        self.counted = _table("countedGames", 5)
        right = QVBoxLayout()
        right.addWidget(self.counted_label)
        right.addWidget(self.counted, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.import_button.setText(self.tr("&Import logs…"))
        self.outcomes_label.setText(self.tr("What became of each file:"))
        self.conflicts_label.setText(self.tr("Conflicts: another log came back for a game "
                                             "already counted. Choose which counts:"))
        self.conflicts.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Game"), self.tr("Counted now"),
             self.tr("Imported")])
        self.keep_button.setText(self.tr("&Keep counted"))
        self.use_button.setText(self.tr("&Use imported"))
        self.counted_label.setText(self.tr("Games of the tournament:"))
        self.counted.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Game"), self.tr("Stored game"),
             self.tr("Result")])

    def _result(self, game_id: int | None) -> str:
        """Who won a stored game, or "not played yet"."""
        if game_id is None:
            return self.tr("not played yet")
        try:
            state = self.desk.tours.games.load(game_id).state
        except Exception:  # a damaged stored game: said, not raised
            state = None
        return game_result(state)

    def _record_result(self, tid: int | None, slot: Any) -> str:
        """Who won by a result record, said to be one (it is not replayable)."""
        from mafia_desktop.rules.sport.tournament.exchange import loads_record
        try:
            text = self.desk.tours.record_text(tid, slot) if tid is not None else None
            if text is None:
                raise ValueError("no record")
            winners = loads_record(text).winners
            won = ", ".join(team_name(w) for w in winners) or evening_word("draw")
        except Exception:  # a damaged record: said, not raised
            won = game_result(None)
        return fill(self.tr("%1 (a result record from a file: not replayable)"), won)

    def _game(self, game_id: int) -> str:
        """"no. 12: Red" (a stored game and who won)."""
        return fill(self.tr("no. %1: %2"), game_id, self._result(game_id))

    def refresh(self, tid: int | None) -> None:
        """The conflicts and games of tournament ``tid`` as stored."""
        rows = self.desk.tours.conflicts(tid) if tid is not None else []
        self.conflict_ids = [int(c["id"]) for c in rows]
        self.conflicts.setRowCount(len(rows))
        for r, c in enumerate(rows):
            _set_row(self.conflicts, r, [str(c["round"]), str(c["table"]), str(c["game"]),
                                         self._game(c["counted"]), self._game(c["imported"])])
        self.keep_button.setEnabled(bool(rows))
        self.use_button.setEnabled(bool(rows))
        if rows and self.conflicts.currentRow() < 0:
            self.conflicts.selectRow(0)
        slots = self.desk.tours.slots(tid) if tid is not None else []
        self.counted.setRowCount(len(slots))
        for r, s in enumerate(slots):
            _set_row(self.counted, r, [str(s.round), str(s.table), str(s.game),
                                       "" if s.game_id is None else str(s.game_id),
                                       self._record_result(tid, s) if s.record
                                       else self._result(s.game_id)])

    def import_logs(self, paths: list[str] | None = None) -> list[str]:
        """Import finished games' logs (asks for the files unless given); each file's
        outcome is listed; returns the outcomes (``imported``, ``duplicate``,
        ``conflict``, ``refused``) in the files' order."""
        from mafia_desktop.rules.log_format import read_log_file

        tid = self.desk.tournament_id()
        if tid is None:
            return []
        if paths is None:
            from mafia_desktop.ui.paths import last_folder, remember_folder
            settings = getattr(self.desk.window_, "settings", None)
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Import the tables' game logs"), last_folder(settings),
                self.tr("Game logs (*.mafia.json *.json);;Any file (*)"))
            if not paths:
                return []
            if settings is not None:
                remember_folder(settings, paths[0])
        self.outcomes.clear()
        statuses = []
        for path in paths:
            try:
                taken = self.desk.tours.import_file(tid, read_log_file(path))
                status = taken[-1].status if len(taken) == 1 else "imported"
                text = "; ".join(fill(words.tr(words.OUTCOMES[r.status]), *r.slot)
                                 for r in taken)
            except Exception as e:  # ValueError (LogFormatError too), StorageError
                status = "refused"
                text = fill(words.tr(words.OUTCOMES["refused"]), words.problem_text(e))
            statuses.append(status)
            self.outcomes.addItem(fill("%1: %2", Path(path).name, text))
            item = self.outcomes.item(self.outcomes.count() - 1)
            if status in ("conflict", "refused"):
                item.setForeground(Qt.GlobalColor.darkRed)
        counts = {s: statuses.count(s) for s in ("imported", "duplicate", "conflict",
                                                 "refused")}
        self.desk.say(fill(self.tr("%1 files: %2 counted, %3 duplicates, %4 conflicts, "
                                   "%5 refused."), len(paths), *counts.values()))
        self.refresh(tid)
        return statuses

    def resolve(self, keep: str) -> bool:
        """The organiser's choice for the conflict chosen: ``counted`` (the imported log
        is set aside; it stays in Saved games) or ``imported`` (it counts instead)."""
        tid, row = self.desk.tournament_id(), self.conflicts.currentRow()
        if tid is None or not 0 <= row < len(self.conflict_ids):
            return False
        try:
            self.desk.tours.resolve(tid, self.conflict_ids[row], keep)
        except Exception as e:  # ValueError, StorageError
            self.desk.problem(e)
            return False
        self.desk.say(self.tr("The counted log is kept.") if keep == "counted"
                      else self.tr("The imported log counts now."))
        self.refresh(tid)
        return True


__all__ = ["GamesPage"]
