"""A dialog that holds typed work asks before it is thrown away (issue 23.1): Esc,
Cancel or the window manager's close button with something typed asks first ("No", the
default, keeps the dialog open with every word); a close by the program does not ask.

:class:`KeepsTyped` is mixed into a ``QDialog`` (before it in the bases): the dialog
says how much is typed (:meth:`KeepsTyped.typed`) and what the question says
(:meth:`KeepsTyped.discard_question`). Used by the New game dialog, the one-line text
question (``ui/plain.py`` ``ask_text``: a removal's reason, an evening's name) and the
tournament's Add players dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QWidget

from mafia_desktop.ui.dialogs.confirm import confirm


class KeepsTyped:
    """The mixin: :meth:`reject` asks while :meth:`typed` is not 0."""

    _ask_before_close = True

    def typed(self) -> int:
        """How many things are typed (names, lines; 0: nothing to lose)."""
        raise NotImplementedError

    def discard_question(self, typed: int) -> tuple[str, str, str]:
        """``(question, yes button, object name)`` of the box asked with ``typed``
        things typed."""
        return (QCoreApplication.translate("Dialogs", "Throw away the text typed?"),
                QCoreApplication.translate("Dialogs", "Throw it away"), "confirmDiscardText")

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        """The window's close button asks as Esc does (:meth:`reject`); a close by the
        program (its own end) does not."""
        self._ask_before_close = event.spontaneous()
        try:
            super().closeEvent(event)  # type: ignore[misc]
        finally:
            self._ask_before_close = True

    def reject(self) -> None:
        """Esc, Cancel or the window's close: with something typed the host is asked
        first ("No", the default, keeps the dialog open with what was typed)."""
        typed = self.typed()
        asked = bool(typed and self._ask_before_close)
        owner: Any = self
        if asked:
            text, yes, name = self.discard_question(typed)
            if not confirm(owner, owner.windowTitle(), text, yes, name=name):
                return
        super().reject()  # type: ignore[misc]
        if asked:
            give_back_the_keys(owner)


def give_back_the_keys(dialog: QWidget) -> None:
    """The window ``dialog`` was opened from gets the keyboard back once it has closed
    (issue 31.6): after a question asked over a dialog, both close at once and the
    window manager may hand the focus to neither of them, nor to the window below, so
    the next keys would be lost. Its parent's window (or else the application's main
    window) is raised and activated now and once more after the closes are done."""
    parent = dialog.parentWidget()
    target = parent.window() if parent is not None else None
    if target is None:
        target = next((w for w in QApplication.topLevelWidgets()
                       if w.isVisible() and w.objectName() == "mainWindow"), None)
    if target is None or not target.isVisible():
        return

    def activate() -> None:
        if target.isVisible() and QApplication.activeModalWidget() is None:
            target.raise_()
            target.activateWindow()

    activate()
    QTimer.singleShot(0, target, activate)


class TextQuestion(KeepsTyped, QInputDialog):
    """A one-line text question (``ui/plain.py`` ``ask_text``) that asks before Esc
    throws away a text typed into it (the text it opened with is not the host's work).

    ``check(text)``: why OK refuses the text (a name the names' rule refuses, in the
    window's language), said under the question while the dialog stays open with the
    text; ``None`` accepts it."""

    def __init__(self, parent: QWidget | None, text: str = "",
                 check: Callable[[str], str | None] | None = None) -> None:
        super().__init__(parent)
        self.setInputMode(QInputDialog.InputMode.TextInput)
        self.setTextValue(text)
        self._opened_with = text
        self._check = check
        self._question: str | None = None  # the label before a refusal was added

    def refusal(self) -> str | None:
        """Why the text typed is refused (``check``), or ``None``."""
        return self._check(self.textValue()) if self._check is not None else None

    def accept(self) -> None:  # Qt's name: OK, Enter
        """Take the text, or say why not under the question and stay open."""
        why = self.refusal()
        if why is None:
            super().accept()
            return
        if self._question is None:
            self._question = self.labelText()
            label = self.findChild(QLabel)
            if label is not None:  # a long reason wraps instead of widening the dialog
                label.setWordWrap(True)
        self.setLabelText(f"{self._question}\n\n{why}")

    def typed(self) -> int:
        """1 when a text other than the one it opened with is typed, else 0."""
        value = self.textValue()
        return int(bool(value.strip()) and value != self._opened_with)


__all__ = ["KeepsTyped", "TextQuestion", "give_back_the_keys"]
