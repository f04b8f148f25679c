"""Host notes: a free-text note per player and per phase (host only, never projected).

Notes are kept with the game through the controller (``GameController.set_note``, which
stores them in the repository first). Keys: ``player:<seat>`` and
``phase:<kind>:<number>``. Typing is saved at the next turn of the event loop after a key
(:data:`SAVE_DELAY_MS`: the keys already waiting first, so a burst is one write), and at
once when the editor loses focus, when the shown player or phase changes and when
the game is left. A game opened read-only takes no note: the editors are read-only and say
so (a note typed there would be stored nowhere). A note the repository refused is marked
"Not saved" in its editor (red border, tinted background, tooltip and a label under it)
and kept there; it is tried again on the next key or focus loss, and the mark goes once
it is stored.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from mafia_desktop.i18n import names
from mafia_desktop.i18n.fill import fill
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.plain import plain, tooltip
from mafia_desktop.ui.window.controller import GameController, phase_note_key, player_note_key

SAVE_DELAY_MS = 0
"""Milliseconds from the first key not yet saved to the note's save: 0, the next turn of
the event loop (keys already waiting are taken first, so a burst is one write). It was
250 ms, and a crash (``kill -9``) while typing lost the last quarter second of a note,
more when the machine was busy (issue 35.6: 31 of 112 notes typed at a kill lost)."""

UNSAVED_STYLE = ("QPlainTextEdit { border: 2px solid #c62828; "
                 "background-color: #fdecea; }")
"""How an editor whose note could not be stored looks."""


class NoteEdit(Retranslating, QPlainTextEdit):
    """One note's editor, bound to a key of the controller's notes.

    Signals:
        save_state_changed(str): the save state changed: ``""`` when the shown note is
            stored, else why it is not (the storage's message).

    Attributes:
        failure: why the shown note could not be stored (``None``: it is stored).
    """

    save_state_changed = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.key: str | None = None
        self.failure: str | None = None
        self._unsaved: dict[str, str] = {}  # key -> text the repository refused
        self._failures: dict[str, str] = {}  # key -> why it was refused
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.save)
        self.textChanged.connect(self._typed)

    def _typed(self) -> None:
        """A key: the save comes :data:`SAVE_DELAY_MS` after the first key not yet saved,
        not after the last one (typing on does not put it off)."""
        if not self._timer.isActive():
            self._timer.start()

    def bind(self, key: str | None) -> None:
        """Show the note under ``key`` (saving the one shown before). A note of ``key``
        that could not be stored earlier is shown as typed, still marked unsaved."""
        if key == self.key:
            return
        self.save()
        self.key = key
        self.blockSignals(True)
        if key is not None and key in self._unsaved:
            self.setPlainText(self._unsaved[key])
        else:
            self.setPlainText(self.controller.note(key) if key else "")
        self.blockSignals(False)
        self.setEnabled(key is not None)
        self._mark(self._failures.get(key) if key is not None else None)

    def save(self) -> bool:
        """Store the shown note now (if it changed). Returns ``True`` when it is stored;
        ``False`` when the repository refused it (the editor is then marked unsaved)."""
        self._timer.stop()
        if self.key is None or self.isReadOnly():
            return True
        text = self.toPlainText()
        failure = self.controller.set_note(self.key, text)
        if failure is None:
            self._unsaved.pop(self.key, None)
            self._failures.pop(self.key, None)
            self._mark(None)
            return True
        self._unsaved[self.key] = text
        self._failures[self.key] = failure.message
        self._mark(failure.message)
        return False

    def focusOutEvent(self, event: QFocusEvent) -> None:  # Qt's name
        """Leaving the editor stores the note at once."""
        self.save()
        super().focusOutEvent(event)

    def _mark(self, failure: str | None) -> None:
        if failure == self.failure:
            return
        if (failure is None) != (self.failure is None):
            self.setStyleSheet(UNSAVED_STYLE if failure is not None else "")
        self.failure = failure
        self.retranslate_ui()
        self.save_state_changed.emit(failure or "")

    def unsaved_text(self) -> str:
        """The mark's text in the current language ("" when the note is stored)."""
        if self.failure is None:
            return ""
        return fill(self.tr("Not saved: %1"), self.failure)

    def retranslate_ui(self) -> None:
        """Set the tooltip in the current language."""
        self.setToolTip(tooltip(self.unsaved_text()))


class NotesPanel(Retranslating, QWidget):
    """The note of the selected player and the note of the current phase."""

    def __init__(self, controller: GameController, parent: QWidget | None = None, *,
                 read_only: bool = False) -> None:
        super().__init__(parent)
        self.controller = controller
        self.read_only = read_only
        layout = QVBoxLayout(self)
        self.player_label = plain(QLabel())  # "Player note: 3. <name>"
        self.player_note = NoteEdit(controller)
        self.player_note.setObjectName("playerNote")
        self.phase_label = plain(QLabel())
        self.phase_note = NoteEdit(controller)
        self.phase_note.setObjectName("phaseNote")
        self.player_unsaved = self._unsaved_label(self.player_note)
        self.phase_unsaved = self._unsaved_label(self.phase_note)
        layout.addWidget(self.player_label)
        layout.addWidget(self.player_note, 1)
        layout.addWidget(self.player_unsaved)
        layout.addWidget(self.phase_label)
        layout.addWidget(self.phase_note, 1)
        layout.addWidget(self.phase_unsaved)
        self.read_only_label = plain(QLabel())  # notes are refused, visibly
        self.read_only_label.setObjectName("notesReadOnly")
        self.read_only_label.setStyleSheet("color: #8a6d00;")
        self.read_only_label.setWordWrap(True)
        self.read_only_label.setVisible(read_only)
        layout.insertWidget(0, self.read_only_label)
        for editor in (self.player_note, self.phase_note):
            editor.setReadOnly(read_only)
        self._seat: int | None = None
        self.show_player(None)
        self.retranslate_ui()
        controller.changed.connect(self.refresh)  # the phase's note follows the game

    @staticmethod
    def _unsaved_label(editor: NoteEdit) -> QLabel:
        """A red label under ``editor`` that shows "Not saved: <why>" while its note is
        not stored (hidden otherwise)."""
        label = plain(QLabel())  # the storage's message
        label.setStyleSheet("color: #c62828;")
        label.setWordWrap(True)
        label.hide()

        def follow(_failure: str) -> None:
            label.setText(editor.unsaved_text())
            label.setVisible(editor.failure is not None)

        editor.save_state_changed.connect(follow)
        return label

    def retranslate_ui(self) -> None:
        """Set the labels in the current language."""
        self.read_only_label.setText(self.tr(
            "This game is open read-only: notes cannot be written or changed here."))
        self.player_note.setPlaceholderText(
            self.tr("Read-only: no note can be written") if self.read_only else
            self.tr("Click a player to write about them"))
        self.show_player(self._seat)
        for editor, label in ((self.player_note, self.player_unsaved),
                              (self.phase_note, self.phase_unsaved)):
            label.setText(editor.unsaved_text())
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

    def save(self) -> bool:
        """Store both notes now. Returns ``False`` when either was refused (it stays
        marked unsaved)."""
        player = self.player_note.save()
        phase = self.phase_note.save()
        return player and phase
