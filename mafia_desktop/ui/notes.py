"""Host notes: a free-text note per player and per phase (host only, never projected).

Notes are kept with the game through the controller (``GameController.set_note``, which
stores them in the repository first). Keys: ``player:<seat>`` and
``phase:<kind>:<number>``. Typing is saved half a second after the last key, and at once
when the shown player or phase changes.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill

from .controller import GameController, phase_note_key, player_note_key
from .language import Retranslating

SAVE_DELAY_MS = 500


class NoteEdit(QPlainTextEdit):
    """One note's editor, bound to a key of the controller's notes."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.save)
        self.textChanged.connect(self._timer.start)

    def bind(self, key: str | None) -> None:
        """Show the note under ``key`` (saving the one shown before)."""
        if key == self.key:
            return
        self.save()
        self.key = key
        self.blockSignals(True)
        self.setPlainText(self.controller.note(key) if key else "")
        self.blockSignals(False)
        self.setEnabled(key is not None)

    def save(self) -> None:
        """Store the shown note now (if it changed)."""
        self._timer.stop()
        if self.key is not None:
            self.controller.set_note(self.key, self.toPlainText())


class NotesPanel(Retranslating, QWidget):
    """The note of the selected player and the note of the current phase."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        self.player_label = QLabel()
        self.player_note = NoteEdit(controller)
        self.player_note.setObjectName("playerNote")
        self.phase_label = QLabel()
        self.phase_note = NoteEdit(controller)
        self.phase_note.setObjectName("phaseNote")
        layout.addWidget(self.player_label)
        layout.addWidget(self.player_note, 1)
        layout.addWidget(self.phase_label)
        layout.addWidget(self.phase_note, 1)
        self._seat: int | None = None
        self.show_player(None)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set the labels in the current language."""
        self.player_note.setPlaceholderText(self.tr("Click a player to write about them"))
        self.show_player(self._seat)
        self.phase_label.setText(fill(self.tr("Phase note: %1"),
                                      names.phase_name(self.controller.state.phase)))

    def show_player(self, seat: int | None) -> None:
        """Show the note of the player in ``seat`` (``None``: nobody selected)."""
        self._seat = seat
        if seat is None:
            self.player_label.setText(self.tr("Player note: nobody selected"))
            self.player_note.bind(None)
        else:
            name = self.controller.game.setup.name(seat)
            self.player_label.setText(fill(self.tr("Player note: %1. %2"), seat, name))
            self.player_note.bind(player_note_key(seat))

    def refresh(self) -> None:
        """Follow the current phase."""
        phase = self.controller.state.phase
        self.phase_label.setText(fill(self.tr("Phase note: %1"), names.phase_name(phase)))
        self.phase_note.bind(phase_note_key(phase.kind, phase.number))

    def save(self) -> None:
        """Store both notes now."""
        self.player_note.save()
        self.phase_note.save()
