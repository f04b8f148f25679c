"""A game shown read-only, and the way out of it that asks first.

Two kinds of game open read-only (no action, no undo; the history is shown):

- a **game log** opened from a file: nothing is stored until the host presses **Store
  this game…** and confirms (a log already stored is recognised and that game opens
  instead: ``GameRepository.find_log``);
- a **finished game** from Saved games: **Open for correction…** (after a confirmation,
  :func:`confirm_correction`) opens it with undo working again; undoing its last action
  makes it unfinished.

:class:`ReadOnlyBar` is the strip above the game that says which of the two is shown and
holds the button; the buttons are the Game menu's actions (``WindowMenus.store_action``,
``WindowMenus.correct_action``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolBar, QToolButton, QWidget

from mafia_desktop.i18n import fill
from mafia_desktop.ui.dialogs.confirm import confirm
from mafia_desktop.ui.language import Retranslating

translate = QCoreApplication.translate

#: What is shown read-only: a game log from a file, a stored finished game, or any game
#: of a database this window may only read (in use by another window, read-only media).
LOG, FINISHED, DATABASE = "log", "finished", "database"


def confirm_correction(parent: QWidget | None, started: str, players: str) -> bool:
    """Ask before a finished game (started at ``started``, with ``players``) opens for
    correction; True when the host confirms."""
    return confirm(
        parent, translate("ReadOnlyBar", "Open for correction"),
        fill(translate("ReadOnlyBar", "Open the finished game started %1 (%2) for "
                       "correction?"), started, players),
        translate("ReadOnlyBar", "Open for correction"), name="confirmCorrection",
        details=translate("ReadOnlyBar",
                          "Undo works again. Undoing its last action makes the game "
                          "unfinished (it moves back to the games in progress) until it "
                          "ends again; every undone action is kept as a correction."))


def confirm_store(parent: QWidget | None, name: str) -> bool:
    """Ask before the game log ``name`` (its file name) is stored; True when the host
    confirms."""
    return confirm(
        parent, translate("ReadOnlyBar", "Store this game"),
        fill(translate("ReadOnlyBar", "Store the game from “%1” in the database?"), name),
        translate("ReadOnlyBar", "Store"), name="confirmStore",
        details=translate("ReadOnlyBar",
                          "It joins the saved games and counts in the Players view, and it "
                          "opens to go on with or to correct (undo works). A game already "
                          "stored with the same players and actions is opened instead, "
                          "never stored twice."))


def confirm_unstored(parent: QWidget | None) -> bool:
    """Ask before going on with a game log while no database is open; True when the
    host confirms."""
    return confirm(
        parent, translate("ReadOnlyBar", "Go on without storing"),
        translate("ReadOnlyBar", "No database is open: this game cannot be stored, and what "
                  "you change in it is lost when the program closes. Go on with it anyway?"),
        translate("ReadOnlyBar", "Go on"), name="confirmUnstored")


class ReadOnlyBar(Retranslating, QToolBar):
    """The strip above a game shown read-only: what it is, and the button out of it.

    Args:
        store_action: "Store this game…" (shown for a game log).
        correct_action: "Open for correction…" (shown for a finished game).
    """

    def __init__(self, store_action: QAction, correct_action: QAction,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readOnlyBar")
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not in the docks' menu
        self.setStyleSheet("QToolBar#readOnlyBar { background: #e3f2fd; "
                           "border-bottom: 1px solid #90caf9; padding: 2px; }")
        self.label = QLabel()
        self.label.setObjectName("readOnlyText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a file name is not HTML
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.label.setContentsMargins(6, 0, 6, 0)
        self.addWidget(self.label)
        self.store_action = store_action
        self.correct_action = correct_action
        self.addAction(store_action)
        self.addAction(correct_action)
        for action in (store_action, correct_action):
            button = self.widgetForAction(action)
            if isinstance(button, QToolButton):
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                button.setStyleSheet("font-weight: bold;")
        self.kind: str | None = None
        self.name = ""
        self.stored = True
        self.hide()

    def show_kind(self, kind: str | None, name: str = "", stored: bool = True) -> None:
        """Say what is shown read-only: ``LOG`` (the file ``name``; ``stored``: whether a
        database is open to store it), ``FINISHED``, ``DATABASE`` (a database only read),
        or ``None`` (nothing: hidden)."""
        self.kind, self.name, self.stored = kind, name, bool(stored)
        self.retranslate_ui()
        self.setVisible(kind is not None)

    def retranslate_ui(self) -> None:
        """The strip's text in the current language."""
        if self.kind == LOG:
            text = fill(self.tr("Read-only: the game log “%1”. Nothing is stored until "
                                "you store it."), self.name) if self.stored else fill(
                self.tr("Read-only: the game log “%1”. No database is open, so it "
                        "cannot be stored."), self.name)
        elif self.kind == FINISHED:
            text = self.tr("Read-only: a finished game. To correct a mistake in it, "
                           "open it for correction.")
        elif self.kind == DATABASE:
            text = self.tr("Read-only: this window only shows the games of a database "
                           "another window is writing (or on read-only media); nothing "
                           "can be changed here.")
        else:
            text = ""
        self.label.setText(text)
