"""The Games page's "Assign to game…" (issue 34.3): the organiser points a log at the
tournament's game it was played as, when its seating names no game or several (or it
came back as a conflict and belongs to another game). The window's form of the command
line's ``tournament import --slot ROUND/TABLE/GAME``: the page then calls the same
``TournamentRepository.import_file(tournament_id, text, slot)``.

The dialog offers the round, the table and the game (each within the round's tables and
games) and shows, seat by seat, the chosen game's seating beside the log's players, the
seats that differ marked: the storage takes a log only for a game whose seating it is
(a seat that differs is first changed by a substitution on the Rounds page).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules import name_key
from mafia_desktop.storage.sport.tournament_rows import Round
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.families.sport.tournament.round_dialogs import FormDialog

#: A game of the tournament: (round, table, game).
SlotKey = tuple[int, int, int]


def log_players(text: bytes | str) -> list[str] | None:
    """The players' names of a game log or a result record, in seat order (``None``:
    the file is neither, or holds several games)."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.sport.tournament.exchange import loads_record

    try:
        setup, _ = log_format.read_log(text)
        return [p.name for p in setup.players]
    except Exception:  # not a log: a result record perhaps
        pass
    try:
        return [p.name for p in loads_record(text).players]
    except Exception:  # neither: no names to show
        return None


def best_slot(seatings: Mapping[SlotKey, Sequence[str]], names: Sequence[str] | None
              ) -> SlotKey | None:
    """The game whose seating has most of ``names`` in their seats (the first such in
    round, table, game order; ``None`` when there are no games)."""
    if not seatings:
        return None
    keys = [name_key(n) for n in names or ()]

    def same(slot: SlotKey) -> int:
        return sum(1 for a, b in zip(seatings[slot], keys) if name_key(a) == b)
    return max(sorted(seatings), key=same)


class AssignDialog(FormDialog):
    """Round, table and game for a log, with the seat-by-seat comparison.

    Args:
        rounds: the tournament's rounds (their tables and games bound the choice).
        seatings: each game's seating as names, seat 1 first.
        names: the log's players in seat order (``None``: unknown).
        first: the game chosen at first (default: :func:`best_slot`).
    """

    def __init__(self, rounds: Sequence[Round], seatings: Mapping[SlotKey, Sequence[str]],
                 names: Sequence[str] | None, parent: QWidget | None = None,
                 first: SlotKey | None = None) -> None:
        self.rounds = {r.number: r for r in rounds}
        self.seatings = seatings
        self.names = list(names or ())
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("assignRound")
        self.table_spin = QSpinBox()
        self.table_spin.setObjectName("assignTable")
        self.game_spin = QSpinBox()
        self.game_spin.setObjectName("assignGame")
        super().__init__(parent, [self.round_combo, self.table_spin, self.game_spin])
        self.setObjectName("assignDialog")
        self.compare = QTableWidget(0, 2)
        self.compare.setObjectName("assignCompare")
        self.compare.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.compare.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.compare.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.compare.setMinimumSize(460, 330)
        self.verdict = QLabel()
        self.verdict.setObjectName("assignVerdict")
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        self.form.addRow(self.compare)
        self.form.addRow(self.verdict)
        for r in rounds:
            self.round_combo.addItem("", r.number)
        self.round_combo.currentIndexChanged.connect(lambda _: self._round_chosen())
        self.table_spin.valueChanged.connect(lambda _: self._show())
        self.game_spin.valueChanged.connect(lambda _: self._show())
        start = first or best_slot(seatings, names)
        if start is not None:
            self.set_slot(start)
        self._round_chosen()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Assign the log to a game"))
        self.labels(self.tr("&Round:"), self.tr("&Table:"), self.tr("&Game:"))
        for i in range(self.round_combo.count()):
            r = self.rounds[int(self.round_combo.itemData(i))]
            self.round_combo.setItemText(i, fill(self.tr("Round %1 (%2)"), r.number,
                                                 words.stage(r.stage)))
        self.compare.setHorizontalHeaderLabels([self.tr("This game's seating"),
                                                self.tr("The log's players")])
        self._show()

    def set_slot(self, slot: SlotKey) -> None:
        """Choose ``slot`` (round, table, game)."""
        index = self.round_combo.findData(slot[0])
        if index >= 0:
            self.round_combo.setCurrentIndex(index)
            self._round_chosen()
        self.table_spin.setValue(slot[1])
        self.game_spin.setValue(slot[2])

    def slot(self) -> SlotKey:
        """The game chosen: (round, table, game)."""
        return (int(self.round_combo.currentData() or 0), self.table_spin.value(),
                self.game_spin.value())

    def _round_chosen(self) -> None:
        r = self.rounds.get(int(self.round_combo.currentData() or 0))
        self.table_spin.setRange(1, r.tables if r else 1)
        self.game_spin.setRange(1, r.games if r else 1)
        self._show()

    def differing(self) -> list[int]:
        """The seats where the chosen game's seating and the log's players differ."""
        seating = list(self.seatings.get(self.slot(), ()))
        size = max(len(seating), len(self.names))
        return [k + 1 for k in range(size)
                if k >= len(seating) or k >= len(self.names)
                or name_key(seating[k]) != name_key(self.names[k])]

    def _show(self) -> None:
        if not hasattr(self, "verdict"):  # still being made
            return
        seating = list(self.seatings.get(self.slot(), ()))
        size = max(len(seating), len(self.names))
        bad = set(self.differing())
        self.compare.setRowCount(size)
        self.compare.setVerticalHeaderLabels([str(k) for k in range(1, size + 1)])
        for k in range(size):
            for c, column in enumerate((seating, self.names)):
                item = QTableWidgetItem(column[k] if k < len(column) else "")
                if k + 1 in bad:
                    item.setForeground(Qt.GlobalColor.darkRed)
                self.compare.setItem(k, c, item)
        if not self.names:
            self.verdict.setText(self.tr("The file names no players to compare."))
        elif bad:
            self.verdict.setText(fill(self.tr(
                "Seats that differ: %1. The log is taken only for a game with its seating: "
                "change the seating first (Rounds: Substitute in this game…)."),
                ", ".join(map(str, sorted(bad)))))
        else:
            self.verdict.setText(self.tr("The log's players are this game's seating."))


__all__ = ["AssignDialog", "SlotKey", "best_slot", "log_players"]
