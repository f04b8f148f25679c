"""The phones' button of the host window (issue 33): a tool button at the right end of
the menu bar (``QMenuBar.setCornerWidget``) carrying the View menu's "Players' phones and
screens…" action, so the host finds it at a glance without a toolbar taking a row of the
table's height.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenuBar, QToolButton


def phones_button(bar: QMenuBar, action: QAction) -> QToolButton:
    """Put a button for ``action`` (its icon text: "Phones") at the top right of ``bar``
    and return it."""
    button = QToolButton(bar)
    button.setObjectName("phonesButton")
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setAutoRaise(True)
    bar.setCornerWidget(button, Qt.Corner.TopRightCorner)
    return button


__all__ = ["phones_button"]
