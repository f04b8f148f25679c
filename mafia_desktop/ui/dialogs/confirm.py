"""One question before a step that is hard to take back: :func:`confirm`.

The box is plain text (players' names are never read as HTML), its "yes" button says
what it does ("Undo 3 actions", "Store"), and "No" is the default, so Enter never takes
the step by accident. Tests answer it by replacing ``QMessageBox.exec``.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from mafia_desktop.ui.plain import message_box


def confirm(parent: QWidget | None, title: str, text: str, yes: str, *,
            name: str = "confirm", details: str = "") -> bool:
    """Ask ``text`` with the buttons ``yes`` and No (the default); True when the host
    pressed ``yes``.

    Args:
        parent: the window the box belongs to.
        title: the box's title.
        text: the question (plain text).
        yes: the text of the button that takes the step.
        name: the box's object name (``confirmRewind``, ``confirmStore``, ...).
        details: more plain text under the question (e.g. the actions it undoes).
    """
    box = message_box(parent, QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, details)
    box.setObjectName(name)
    box.button(QMessageBox.StandardButton.Yes).setText(yes)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    box.setEscapeButton(QMessageBox.StandardButton.No)
    from mafia_desktop.ui.modal import run_modal
    run_modal(box)
    return box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
