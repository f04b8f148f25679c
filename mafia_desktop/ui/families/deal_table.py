"""THE deal table of a family's new-game part (issue 32 point 4): one row per seat
(the seat, the player, the role), the roles as dealt at random shown in their colour,
or, by hand, a combo box of the family's roles per seat. A family's part
(``ui/families/<family>/setup.py``) parametrises it with its roles in the order the
combo boxes list them, their names and colours, and asks it for what the host chose;
the deal itself and its check are the family's engine's (``deal_roles``,
``make_setup``: the rules decide)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

# What a seat with no role yet shows (and the combo boxes' empty choice).
NO_ROLE = "—"


class DealTable(QTableWidget):
    """Seat / player / role, one row per seat (see the module).

    Args:
        object_name: the table's object name (tests and style sheets find it by it).
        roles: the role ids in the order the by-hand combo boxes list them.
        role_name: a role id -> its name in the current language.
        colour_of: a role id -> the colour of its text (``#rrggbb``).

    Signals:
        hand_chosen(int): by hand, the role of the row (0-based) was chosen.
    """

    hand_chosen = Signal(int)

    def __init__(self, object_name: str, roles: Sequence[str],
                 role_name: Callable[[str], str], colour_of: Callable[[str], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(0, 3, parent)
        self.setObjectName(object_name)
        self._roles, self._role_name, self._colour_of = tuple(roles), role_name, colour_of
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The column titles in the current language."""
        self.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"), self.tr("Role")])

    def show_seats(self, names: Sequence[str], roles: Sequence[str | None],
                   hand: bool) -> None:
        """One row per name (seat 1 first): its role id from ``roles`` (``None``: none
        yet) as coloured text, and by ``hand`` a combo box set to it (made once per row
        and kept while dealing by hand, set without signalling :attr:`hand_chosen`)."""
        self.setRowCount(len(names))
        for row, name in enumerate(names):
            role = roles[row] if row < len(roles) else None
            seat = QTableWidgetItem(str(row + 1))
            seat.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(row, 0, seat)
            self.setItem(row, 1, QTableWidgetItem(name))
            shown = QTableWidgetItem(self._role_name(role) if role else NO_ROLE)
            if role is not None:
                shown.setForeground(QColor(self._colour_of(role)))
            self.setItem(row, 2, shown)
            cell = self.cellWidget(row, 2)
            combo = cell if isinstance(cell, QComboBox) else None  # while dealing by hand
            if not hand:
                if combo is not None:
                    self.removeCellWidget(row, 2)
                continue
            if combo is None:  # one combo box per row, kept while dealing by hand
                combo = QComboBox()
                combo.addItem(NO_ROLE, None)
                for r in self._roles:
                    combo.addItem(self._role_name(r), r)
                combo.currentIndexChanged.connect(lambda _, row=row: self.hand_chosen.emit(row))
                self.setCellWidget(row, 2, combo)
            with QSignalBlocker(combo):
                combo.setCurrentIndex(combo.findData(role))

    def hand_combo(self, row: int) -> QComboBox:
        """The role's combo box of ``row`` (0-based).

        Raises:
            RuntimeError: the roles are not being given by hand.
        """
        combo = self.cellWidget(row, 2)
        if not isinstance(combo, QComboBox):
            raise RuntimeError("roles are given by hand only when dealing by hand")
        return combo

    def hand_role(self, row: int) -> str | None:
        """The role id chosen by hand for ``row`` (``None``: none)."""
        value = self.hand_combo(row).currentData()
        return str(value) if value else None

    def set_hand_role(self, row: int, role: str | None) -> None:
        """By hand: choose ``role`` (an id, ``None``: none) for ``row`` (signals
        :attr:`hand_chosen` as the host's choice would)."""
        combo = self.hand_combo(row)
        combo.setCurrentIndex(combo.findData(role))


__all__ = ["NO_ROLE", "DealTable"]
