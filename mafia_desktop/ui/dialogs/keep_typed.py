"""A dialog that holds typed work asks before it is thrown away (issue 23.1): Esc,
Cancel or the window manager's close button with something typed asks first ("No", the
default, keeps the dialog open with every word); a close by the program does not ask.

:class:`KeepsTyped` is mixed into a ``QDialog`` (before it in the bases): the dialog
says how much is typed (:meth:`KeepsTyped.typed`) and what the question says
(:meth:`KeepsTyped.discard_question`). Used by the New game dialog, the one-line text
question (:func:`ask_text`: a removal's reason, an evening's name) and the
tournament's Add players dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QCloseEvent, QFontMetrics
from PySide6.QtWidgets import QApplication, QInputDialog, QLabel, QLineEdit, QWidget

from mafia_desktop.ui.dialogs.confirm import confirm
from mafia_desktop.ui.plain import plain


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
        owner = cast(QWidget, self)  # a mixin of a QDialog (the class's doc)
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
    """A one-line text question (:func:`ask_text`) that asks before Esc
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


#: The width a window manager's title bar takes besides the title (icon, buttons), px.
TITLE_BAR_EXTRA = 170
#: The least width of a question with a line to type in (names separated by commas), px.
MIN_QUESTION_WIDTH = 380


def title_room(dialog: QWidget, title: str) -> int:
    """A width for ``dialog`` at which a window manager shows ``title`` whole (title bars
    are drawn in a bold font; "Add players" in Russian was cut to "Доба… роков")."""
    font = dialog.font()
    font.setBold(True)
    return max(MIN_QUESTION_WIDTH,
               QFontMetrics(font).horizontalAdvance(title) * 5 // 4 + TITLE_BAR_EXTRA)


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "",
             check: Callable[[str], str | None] | None = None) -> tuple[str, bool]:
    """``QInputDialog.getText`` whose label (it may name a player) is plain text; Esc
    with a text typed asks before throwing it away (:class:`TextQuestion`).
    ``check(text)``: why OK refuses the text typed (said under the label; the dialog
    stays open with the text), or ``None`` to accept it."""
    dialog = TextQuestion(parent, text, check)
    dialog.setWindowTitle(title)
    dialog.setLabelText(label)
    dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
    plain(dialog)
    line = dialog.findChild(QLineEdit)  # the dialog's layout fixes its
    if line is not None:                          # width from its contents
        layout = dialog.layout()
        margins = layout.contentsMargins() if layout is not None else None
        line.setMinimumWidth(title_room(dialog, title)
                             - (margins.left() + margins.right() if margins else 0))
    from mafia_desktop.ui.modal import run_modal
    ok = run_modal(dialog) == QInputDialog.DialogCode.Accepted
    return (dialog.textValue(), ok)


__all__ = ["MIN_QUESTION_WIDTH", "KeepsTyped", "TextQuestion", "ask_text", "give_back_the_keys",
           "title_room"]
