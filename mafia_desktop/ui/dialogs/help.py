"""The Help window: every keyboard shortcut of the host window."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.ui.families import all_ui_families
from mafia_desktop.ui.window.actions import Kind, label

#: Shortcuts that are not host actions: (keys, what they do).
GENERAL: tuple[tuple[str, str], ...] = (
    ("1 … 99, Enter", QT_TRANSLATE_NOOP("HelpDialog", "Type a seat number and press Enter: picks that seat (like a click)")),
    ("Backspace", QT_TRANSLATE_NOOP("HelpDialog", "Erase the last typed digit")),
    ("Esc", QT_TRANSLATE_NOOP("HelpDialog", "Cancel the action being entered")),
    ("Ctrl+Z", QT_TRANSLATE_NOOP("HelpDialog", "Undo the last action (the Edit menu says "
                                               "which); in a note, undo the typing")),
    ("Ctrl+Shift+Z", QT_TRANSLATE_NOOP("HelpDialog", "Redo")),
    ("F9", QT_TRANSLATE_NOOP("HelpDialog", "Players are looking: hide every role and secret")),
    ("T", QT_TRANSLATE_NOOP("HelpDialog", "Timer: start, pause or resume")),
    ("+ (=, keypad +)", QT_TRANSLATE_NOOP("HelpDialog", "Timer: 30 more seconds")),
    ("S", QT_TRANSLATE_NOOP("HelpDialog", "Speeches: time each living player in turn")),
    ("Ctrl+N", QT_TRANSLATE_NOOP("HelpDialog", "New game")),
    ("Ctrl+O", QT_TRANSLATE_NOOP("HelpDialog", "Open a game log (.mafia.json)")),
    ("Ctrl+S", QT_TRANSLATE_NOOP("HelpDialog", "Save the game log (.mafia.json)")),
    ("F1", QT_TRANSLATE_NOOP("HelpDialog", "This help")),
)


def shortcut_rows(table: Mapping[str, Kind] | None = None) -> list[tuple[str, str]]:
    """(keys, translated description) for every shortcut: host actions first, from the
    action table of the game's family (``table``; by default the first registered
    family's, the classic one)."""
    if table is None:
        table = all_ui_families()[0].kinds
    rows = [(k.key, label(k)) for k in table.values() if k.key]
    rows += [(keys, QCoreApplication.translate("HelpDialog", text)) for keys, text in GENERAL]
    return rows


class HelpDialog(QDialog):
    """Lists the shortcuts (:func:`shortcut_rows`) and how an action is entered."""

    def __init__(self, parent: QWidget | None = None,
                 table: Mapping[str, Kind] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "Press an action's key (or its button), then pick its players: click their "
            "seats or type a seat number and press Enter. Only legal actions and seats are "
            "offered. In the vote, type the voter's seat, Enter, then the candidate's seat, "
            "Enter. Esc cancels."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        rows = shortcut_rows(table)
        self.table = QTableWidget(len(rows), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Does")])
        for i, (keys, text) in enumerate(rows):
            self.table.setItem(i, 0, QTableWidgetItem(keys))
            self.table.setItem(i, 1, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.resizeRowsToContents()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 640)
