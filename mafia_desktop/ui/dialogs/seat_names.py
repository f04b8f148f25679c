"""A player's name and seat in the "New game" dialog (``new_game.py``): the names checked
by the engine (R-SETUP-1) and worded for the host, the seat numbers shown beside them.

The words keep the dialog's translation context (``NewGameDialog``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.refusals import beside_rule, refusal_text
from mafia_desktop.rules import MAX_NAME_LENGTH, RuleViolation, check_name, name_key

translate = QCoreApplication.translate


#: Item data: the name the player was last accepted under (to undo a refused rename).
NAME_ROLE = Qt.ItemDataRole.UserRole
#: Item data: the role id the host gave this player by hand (a str or None).
HAND_ROLE = Qt.ItemDataRole.UserRole + 1

ERROR_STYLE = "color: #b3202f;"
OK_STYLE = "color: #2e7d32;"


class SeatDelegate(QStyledItemDelegate):
    """Shows each player with their seat number ("3.  Vera"); the editor gets the name."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = f"{index.row() + 1}.  {option.text}"


def name_problem(name: str, taken: Sequence[str]) -> str | None:
    """Why ``name`` cannot join the names ``taken`` (R-SETUP-1, asked of the engine's
    ``check_name``), worded for the host with the rule's ID beside it; None when it can."""
    try:
        check_name(name, taken)
    except RuleViolation as e:
        trimmed = name.strip()
        if not trimmed:
            detail = translate("NewGameDialog", "A name cannot be empty.")
        elif len(trimmed) > MAX_NAME_LENGTH:
            detail = fill(translate("NewGameDialog", "A name has at most %1 characters; this one has %2."),
                          MAX_NAME_LENGTH, len(trimmed))
        elif e.code == "setup.name_taken":
            other = next((t for t in taken if name_key(t) == name_key(trimmed)), trimmed)
            detail = fill(translate("NewGameDialog", "“%1” is already at the table."), other.strip())
        else:  # a control character or a line separator: the engine's own reason
            detail = refusal_text(e, str)
        return beside_rule(detail, e.rule)
    return None


__all__ = ["ERROR_STYLE", "HAND_ROLE", "NAME_ROLE", "OK_STYLE", "SeatDelegate", "name_problem"]
