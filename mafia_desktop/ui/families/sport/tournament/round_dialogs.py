"""The Rounds page's small dialogs: a swap of two players by hand (a proposed round,
before it is stored) and a substitution in an unplayed game (a stored round)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.ui.families.sport.tournament.players_page import player_label
from mafia_desktop.ui.language import Retranslating


class FormDialog(Retranslating, QDialog):
    """Fields in a form (each with its label, set by :meth:`labels`), OK and Cancel."""

    def __init__(self, parent: QWidget | None, fields: Sequence[QWidget]) -> None:
        super().__init__(parent)
        self.fields = list(fields)
        self.form = QFormLayout()
        for w in self.fields:
            label = QLabel()
            label.setBuddy(w)
            self.form.addRow(label, w)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(buttons)

    def labels(self, *texts: str) -> None:
        """The fields' labels, in order."""
        for w, text in zip(self.fields, texts, strict=True):
            label = self.form.labelForField(w)
            if isinstance(label, QLabel):  # each field's label (made with the form)
                label.setText(text)


class _Form(FormDialog):
    """Combo boxes in a form."""

    def __init__(self, parent: QWidget | None, count: int) -> None:
        self.combos = [QComboBox() for _ in range(count)]
        super().__init__(parent, self.combos)

    def values(self) -> list[object]:
        """The data of each combo's choice."""
        return [c.currentData() for c in self.combos]


class SwapDialog(_Form):
    """Two players who take each other's places, in one game or in every game."""

    def __init__(self, names: Mapping[int, str], games: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, 3)
        self.games = games
        for combo in self.combos[:2]:
            for number, name in sorted(names.items()):
                combo.addItem(player_label(number, name), number)
        if self.combos[1].count() > 1:
            self.combos[1].setCurrentIndex(1)
        self.combos[2].addItem("", None)
        for g in range(1, games + 1):
            self.combos[2].addItem(str(g), g)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Swap two players"))
        self.labels(self.tr("&Player:"), self.tr("&With:"), self.tr("&In game:"))
        self.combos[2].setItemText(0, self.tr("every game (their whole schedules)"))


class SubstituteDialog(_Form):
    """Who leaves which seat of a game, and who takes it."""

    def __init__(self, seats: Sequence[tuple[int, str]], free: Mapping[int, str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, 2)
        for seat, (number, name) in enumerate(seats, start=1):
            self.combos[0].addItem(fill("%1: %2", seat, player_label(number, name)), seat)
        for number, name in sorted(free.items()):
            self.combos[1].addItem(player_label(number, name), number)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("Substitution"))
        self.labels(self.tr("&Seat:"), self.tr("&Taken by:"))


__all__ = ["FormDialog", "SubstituteDialog", "SwapDialog"]
