"""Who plays a new round, on the Rounds page (issue 34 point 1): every player of the
tournament, the top N after a round (``tournament round add --top N --after R``), or
players chosen by hand (``--players``). When players share the place at the cut the
organiser ticks who goes through (:class:`TieDialog`): the window never picks (T-CUT-1).
The tournament's plan (one of FIIM's usual shapes) fills in the next round's choice."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.rules.sport.tournament.stages import Cut, PlannedRound
from mafia_desktop.ui.families.sport.tournament.players_page import player_label
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal

if TYPE_CHECKING:
    from mafia_desktop.ui.families.sport.tournament.desk import RoundsView

translate = QCoreApplication.translate

#: The ways a round's players are chosen (the combo's data).
MODES = ("all", "top", "hand")


class _Ticks(Retranslating, QDialog):
    """Players to tick (a checkable list), OK only when ``need`` are ticked (``None``:
    at least ten, a table)."""

    def __init__(self, players: Mapping[int, str], ticked: Sequence[int],
                 need: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.need = need
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.list = QListWidget()
        self.list.setObjectName("tickPlayers")
        for number, name in sorted(players.items()):
            item = QListWidgetItem(player_label(number, name))
            item.setData(Qt.ItemDataRole.UserRole, number)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if number in ticked
                               else Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.count = QLabel()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for w in (self.label, self.list, self.count, self.buttons):
            layout.addWidget(w)
        self.list.itemChanged.connect(lambda _: self._count())

    def ticked(self) -> list[int]:
        """The numbers ticked, in number order."""
        return [int(self.list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.list.count())
                if self.list.item(i).checkState() == Qt.CheckState.Checked]

    def _count(self) -> None:
        n = len(self.ticked())
        ok = n == self.need if self.need is not None else n >= 10
        self.count.setText(fill(translate("RoundPlayers", "Ticked: %1"), n))
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if button is not None:
            button.setEnabled(ok)

    def retranslate_ui(self) -> None:  # each dialog words its own
        self._count()


class ChoosePlayersDialog(_Ticks):
    """The round's players chosen by hand (at least ten)."""

    def __init__(self, players: Mapping[int, str], ticked: Sequence[int],
                 parent: QWidget | None = None) -> None:
        super().__init__(players, ticked, None, parent)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("The round's players"))
        self.label.setText(self.tr("Tick the players of the round (ten a table at least)."))
        super().retranslate_ui()


class TieDialog(_Ticks):
    """Players tied at the cut: the organiser ticks who goes through (T-CUT-1)."""

    def __init__(self, cut: Cut, names: Mapping[int, str],
                 parent: QWidget | None = None) -> None:
        super().__init__({n: names.get(n, "?") for n in cut.tied}, (), cut.seats, parent)
        self.cut = cut
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        c = self.cut
        self.setWindowTitle(self.tr("A tie at the cut"))
        self.label.setText(fill(self.tr(
            "%1 players go through as the top %2 after round %3. These %4 share place %5 "
            "on every tie-break: tick the %6 who go through (T-CUT-1: the desk never "
            "picks)."), len(c.through), c.top, c.after, len(c.tied), c.place, c.seats))
        super().retranslate_ui()


class RoundPlayers(Retranslating, QWidget):
    """The new round's players: the mode, the top N and the round after, the players
    chosen by hand, and a line saying who plays."""

    def __init__(self, page: RoundsView) -> None:
        super().__init__()
        self.page = page
        self.hand: list[int] = []
        self.mode = QComboBox()
        self.mode.setObjectName("roundPlayersMode")
        self.top = QSpinBox()
        self.top.setObjectName("roundTop")
        self.top.setRange(10, 200)
        self.top.setValue(10)
        self.after = QComboBox()
        self.after.setObjectName("roundAfter")
        self.choose_button = QPushButton()
        self.choose_button.setObjectName("chooseRoundPlayers")
        self.choose_button.clicked.connect(lambda: self.choose())
        self.summary = QLabel()
        self.summary.setObjectName("roundPlayersSummary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        for w in (self.mode, self.top, self.after):
            label = QLabel()
            label.setBuddy(w)
            self.form.addRow(label, w)
        self.form.addRow(self.choose_button)
        self.form.addRow(self.summary)
        self.mode.currentIndexChanged.connect(lambda _: self._update())
        self.top.valueChanged.connect(lambda _: self._update())

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        keep = self.mode.currentData()
        self.mode.blockSignals(True)
        self.mode.clear()
        for key, text in zip(MODES, (self.tr("every player"), self.tr("the top N after a round"),
                                     self.tr("chosen by hand")), strict=True):
            self.mode.addItem(text, key)
        self.mode.setCurrentIndex(max(0, self.mode.findData(keep)))
        self.mode.blockSignals(False)
        for w, text in ((self.mode, self.tr("Pla&yers:")), (self.top, self.tr("To&p:")),
                        (self.after, self.tr("&After round:"))):
            label = self.form.labelForField(w)
            if isinstance(label, QLabel):  # each field's label (made with the form)
                label.setText(text)
        self.choose_button.setText(self.tr("C&hoose the players…"))
        for i in range(self.after.count()):
            self.after.setItemText(i, fill(self.tr("round %1"), self.after.itemData(i)))
        self._update()

    def refresh(self, rounds: Sequence[int], planned: PlannedRound | None,
                new_step: bool) -> None:
        """The rounds stored (to cut after); on a ``new_step`` (another tournament, or a
        round just stored) the plan's next round fills the choice in."""
        keep = self.after.currentData()
        self.after.clear()
        for r in rounds:
            self.after.addItem(fill(self.tr("round %1"), r), r)
        index = self.after.findData(keep)
        self.after.setCurrentIndex(index if index >= 0 and not new_step
                                   else self.after.count() - 1)
        if new_step:
            self.hand = []
            top = planned.top if planned is not None else None
            self.mode.setCurrentIndex(self.mode.findData("top" if top and rounds else "all"))
            if top:
                self.top.setValue(top)
        self._update()

    def choice(self) -> str:
        """The mode chosen: one of :data:`MODES`."""
        return str(self.mode.currentData() or "all")

    def _update(self) -> None:
        mode = self.choice()
        self.top.setEnabled(mode == "top")
        self.after.setEnabled(mode == "top" and self.after.count() > 0)
        self.choose_button.setEnabled(mode == "hand")
        if mode == "top":
            text = fill(self.tr("The top %1 after round %2 play; a tie at the cut is yours "
                                "to decide."), self.top.value(), self.after.currentData() or "–")
        elif mode == "hand":
            text = fill(self.tr("%1 players chosen by hand."), len(self.hand))
        else:
            text = fill(self.tr("Every player of the tournament plays (%1)."),
                        len(self.page.names))
        self.summary.setText(text)

    def choose(self, numbers: Sequence[int] | None = None) -> bool:
        """The round's players by hand (asks unless ``numbers`` are given)."""
        if numbers is None:
            dialog = ChoosePlayersDialog(self.page.names, self.hand or list(self.page.names),
                                         self)
            if not run_modal(dialog):
                return False
            numbers = dialog.ticked()
        self.hand = sorted(numbers)
        self.mode.setCurrentIndex(self.mode.findData("hand"))
        self._update()
        return True

    def resolve(self, tid: int) -> tuple[tuple[int, ...] | None, Cut | None, list[int]] | None:
        """The participants (``None``: every player), the cut they came from and the tied
        players the organiser took; ``None`` when they cannot be had (said on the status
        line) or the organiser cancelled the tie's choice.

        Raises:
            ValueError, StorageError: the cut is refused (T-CUT-2, T-CUT-3).
        """
        mode = self.choice()
        if mode == "all":
            return None, None, []
        if mode == "hand":
            if len(self.hand) < 10:
                self.page.desk.problem(self.tr("choose the round's players first (ten a "
                                               "table at least)"))
                return None
            return tuple(self.hand), None, []
        after = self.after.currentData()
        if after is None:
            self.page.desk.problem(self.tr("a cut is taken after a stored round"))
            return None
        c = self.page.desk.tours.cut(tid, self.top.value(), int(after))
        took: list[int] = []
        if c.tied:
            dialog = TieDialog(c, self.page.names, self)
            if not run_modal(dialog):
                self.page.desk.say(self.tr("Nothing was seated: the tie at the cut waits "
                                           "for your choice."))
                return None
            took = dialog.ticked()
        return c.participants(took), c, took


__all__ = ["MODES", "ChoosePlayersDialog", "RoundPlayers", "TieDialog"]
