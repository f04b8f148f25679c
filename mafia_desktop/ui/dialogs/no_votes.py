"""The host's question when a vote is closed with no vote standing (R-VOTE-8).

Where ``no_votes_policy`` is ``host_choice`` (the table preset) and nobody's vote stands
when the host closes the vote, the engine needs the host to name the executed among
the candidates. :class:`NoVotesDialog` asks: keep the vote open (nothing is entered: the
players vote again), or execute one of the candidates (one button each).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.ui.plain import menu_text

# Candidate buttons per row.
COLUMNS = 3


class NoVotesDialog(QDialog):
    """Nobody voted: keep the vote open, or choose whom to execute.

    Args:
        candidates: ``(seat, name)`` of each candidate the host may choose, in seat
            order (the engine's ``choices("close_vote")``).
        parent: the host window.

    After :meth:`exec`, :attr:`choice` is the seat chosen, or ``None`` when the host
    keeps the vote open (the button *Keep the vote open*, Esc or closing the dialog).
    """

    def __init__(self, candidates: Sequence[tuple[int, str]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noVotesDialog")
        self.setWindowTitle(self.tr("Nobody voted"))
        self.choice: int | None = None
        self.setMinimumWidth(460)
        layout = QVBoxLayout(self)
        text = QLabel(self.tr(
            "No vote stands (R-VOTE-8). Keep the vote open so the players vote again, "
            "or choose whom to execute among the candidates."))
        text.setWordWrap(True)
        layout.addWidget(text)
        grid = QGridLayout()
        self.candidate_buttons: dict[int, QPushButton] = {}
        for i, (seat, name) in enumerate(candidates):
            b = QPushButton(menu_text(fill(self.tr("Execute %1. %2"), seat, isolate(name))))
            b.setObjectName(f"execute_{seat}")
            b.setAutoDefault(False)
            b.clicked.connect(lambda _=False, s=seat: self._choose(s))
            grid.addWidget(b, i // COLUMNS, i % COLUMNS)
            self.candidate_buttons[seat] = b
        layout.addLayout(grid)
        self.reopen_button = QPushButton(self.tr("Keep the vote open"))
        self.reopen_button.setObjectName("reopen")
        self.reopen_button.setDefault(True)
        self.reopen_button.clicked.connect(self.reject)
        layout.addWidget(self.reopen_button, 0, Qt.AlignmentFlag.AlignRight)

    def _choose(self, seat: int) -> None:
        self.choice = seat
        self.accept()

    def ask(self) -> int | None:
        """Show the dialog (modal) and return the seat chosen, or ``None``: keep the
        vote open."""
        self.choice = None
        self.exec()
        return self.choice
