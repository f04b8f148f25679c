"""The start screen: New game, Resume, Open game log."""

from __future__ import annotations

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.plain import tooltip

CENTRED = "qproperty-alignment: AlignCenter;"


class StartPage(Retranslating, QWidget):
    """Three big buttons.

    ``Resume`` is enabled only when a repository is given and holds unfinished games
    (:meth:`set_can_resume`); ``New game`` only when the new-game dialog is installed.

    Signals:
        new_game(), resume(), open_log(): the host's choice.
    """

    new_game = Signal()
    resume = Signal()
    open_log = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.title = title = QLabel()
        # Centred by style sheet and stretches: the start screen is drawn before the
        # ``Qt`` namespace is imported (its ~100 enums cost a visible part of the start).
        title.setStyleSheet("font-size: 34pt; font-weight: bold; qproperty-alignment: AlignCenter;")
        layout.addWidget(title)
        self.subtitle = sub = QLabel()
        sub.setStyleSheet(CENTRED)
        layout.addWidget(sub)
        self.new_button = self._button("newGame", self.new_game)
        self.resume_button = self._button("resumeGame", self.resume)
        self.open_button = self._button("openLog", self.open_log)
        for b in (self.new_button, self.resume_button, self.open_button):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(b)
            row.addStretch(1)
            layout.addLayout(row)
        self.message = QLabel()
        self.message.setStyleSheet(CENTRED)
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        layout.addStretch(2)
        self.set_can_resume(False)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set the texts in the current language (the tooltips are the window's)."""
        self.title.setText(self.tr("Mafia Desktop"))
        self.subtitle.setText(self.tr("The host's table: seats, votes, nights, timers and undo"))
        self.new_button.setText(self.tr("New game"))
        self.resume_button.setText(self.tr("Resume a game"))
        self.open_button.setText(self.tr("Open game log (.mafia.json)"))

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        b = QPushButton()
        b.setObjectName(name)
        b.setMinimumSize(360, 54)
        b.setStyleSheet("font-size: 15pt;")
        b.clicked.connect(signal)
        return b

    def set_can_resume(self, can: bool, why: str = "") -> None:
        """Enable Resume (``why``: the tooltip when disabled)."""
        self.resume_button.setEnabled(can)
        self.resume_button.setToolTip("" if can else tooltip(why))

    def set_can_start(self, can: bool, why: str = "") -> None:
        """Enable New game (``why``: the tooltip when disabled)."""
        self.new_button.setEnabled(can)
        self.new_button.setToolTip("" if can else tooltip(why))
