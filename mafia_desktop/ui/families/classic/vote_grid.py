"""The classic vote grid (``panel.py`` holds it): one row per voter (seat and name), a
button per candidate and a withdraw button ("×"): one click per vote.

It never scrolls sideways: its columns fit the width it is given. The voters' column is
as wide as their names want while the candidates keep their lines and cells of 40 px. Candidates that do
not fit one line at :data:`CELL_MIN_PX` each are shared out over two blocks (or more),
each a grid of every voter under its own header; the cells are as wide as the room
allows up to :data:`CELL_MAX_PX`. The widths are set here, from the room only, so a vote
cast never widens a column or moves a button under the mouse, and the buttons take no
keyboard focus (a click never scrolls the panel to show the focused button).

A dimmed cell (a vote the rules do not allow now) is not silent: a click on it asks for
its vote all the same, and the engine's refusal is said in the status bar, as for a
click on the voter's seat.

Each candidate's tally is shown once, in its header ("Boris" over "3"), and a vote
changes only the buttons and tallies that differ: a button's text is its candidate's
seat number, always.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import ceil

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QFontMetrics, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QWidget

from mafia_desktop.rules.classic import Vote, WithdrawVote
from mafia_desktop.rules.classic.state import GameState
from mafia_desktop.ui.plain import plain_label, tooltip
from mafia_desktop.ui.repaint import own_background

# A candidate's cell: at least this wide (room for "20"), at most this wide (pixels).
CELL_MIN_PX, CELL_MAX_PX = 22, 64
# The voters' column (at least, at most) and the withdraw column (pixels), and the space
# between cells.
NAME_COL_PX, NAME_COL_MAX_PX, WITHDRAW_PX, SPACING_PX = 74, 170, 24, 2
# The voters' column grows for their names while the candidates' cells keep this much
# (or what they had at the narrowest column, when that is less).
CELL_KEPT_PX = 40


def layout_cells(room: int, count: int, name_px: int = NAME_COL_PX) -> tuple[int, int]:
    """How ``count`` candidates share ``room`` pixels of a row (beside the voter's name,
    ``name_px`` wide, and the withdraw button): ``(per_line, cell_width)``, every line
    holding at most ``per_line`` cells of ``cell_width`` pixels (the lines as even as can
    be)."""
    free = room - name_px - WITHDRAW_PX - 2 * SPACING_PX
    fit = max(1, (free + SPACING_PX) // (CELL_MIN_PX + SPACING_PX))
    lines = max(1, ceil(count / fit))
    per_line = max(1, ceil(count / lines))
    cell = (free + SPACING_PX) // per_line - SPACING_PX
    return per_line, max(CELL_MIN_PX, min(CELL_MAX_PX, cell))


def name_column(room: int, count: int, wanted: int) -> int:
    """The voters' column's width (pixels) in ``room`` beside ``count`` candidates: what
    the widest voter's "12. Name" wants (``wanted``), up to :data:`NAME_COL_MAX_PX`, as
    long as the candidates keep as many lines as at the narrowest column and cells of
    :data:`CELL_KEPT_PX` (issue 31 point 5: the column showed ~7 letters); never less
    than :data:`NAME_COL_PX`."""
    per_line, cell = layout_cells(room, count)
    kept = min(cell, CELL_KEPT_PX)
    most = room - WITHDRAW_PX - 2 * SPACING_PX - per_line * (kept + SPACING_PX) + SPACING_PX
    return max(NAME_COL_PX, min(wanted, NAME_COL_MAX_PX, most))


class VoteGrid(QWidget):
    """The buttons of one vote: :meth:`build` once per set of voters and candidates,
    :meth:`show_ballots` and :meth:`enable` after each change.

    Args:
        room: the width (pixels) the grid may take, asked when it is built or resized.
        seat_name: a voter's "3. Vera".

    Signals:
        clicked(object): the :class:`Vote` or :class:`WithdrawVote` of a click.
    """

    clicked = Signal(object)

    def __init__(self, room: Callable[[], int], seat_name: Callable[[int], str],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_background(self)  # a tally or a ballot repainted here: nothing under it
        self._room = room
        self._seat_name = seat_name
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(SPACING_PX)
        self.grid.setVerticalSpacing(SPACING_PX)
        self.grid.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # (voter, candidate) -> its button; (voter, None) -> the voter's withdraw button
        self.buttons: dict[tuple[int, int | None], QPushButton] = {}
        self.tallies: dict[int, QLabel] = {}  # a candidate's header: name and votes
        self._names: dict[int, str] = {}
        self._counts: dict[int, int] = {}
        self._voters: tuple[int, ...] = ()
        self._candidates: tuple[int, ...] = ()
        self._shape = (0, 0, 0)  # (per_line, cell width, voters' column) laid out with
        self._pressed: Vote | WithdrawVote | None = None  # a dimmed cell pressed

    def build(self, voters: Sequence[int], candidates: Sequence[int],
              names: dict[int, str]) -> None:
        """Make the grid of ``voters`` x ``candidates`` (``names``: each candidate's
        name), laid out for the room now."""
        self._voters, self._candidates = tuple(voters), tuple(candidates)
        self._names = dict(names)
        self._lay_out(*self._shape_for(self._room()))

    def _shape_for(self, room: int) -> tuple[int, int, int]:
        """``(per_line, cell width, voters' column width)`` in ``room`` pixels."""
        fm = QFontMetrics(self.font())
        wanted = max((fm.horizontalAdvance(self._seat_name(v)) for v in self._voters),
                     default=0) + 8
        name_px = name_column(room, len(self._candidates), wanted)
        return (*layout_cells(room, len(self._candidates), name_px), name_px)

    def _clear(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:  # out of the widget tree at once, deleted later
                w.hide()
                w.setParent(None)
                w.deleteLater()
        self.buttons = {}
        self.tallies = {}
        self._counts = {}

    def _lay_out(self, per_line: int, cell: int, name_px: int) -> None:
        self._clear()
        self._shape = (per_line, cell, name_px)
        g = self.grid
        fm = QFontMetrics(self.font())
        height = fm.height() + 8
        cands = self._candidates
        lines = [cands[k:k + per_line] for k in range(0, len(cands), per_line)] or [()]
        g.addWidget(plain_label(self.tr("Voter"), name_px - 4), 0, 0)
        for line, these in enumerate(lines):  # a header per line: name over tally
            for j, cand in enumerate(these):
                label = QLabel()
                label.setObjectName(f"tally_{cand}")
                label.setTextFormat(Qt.TextFormat.PlainText)
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                label.setFixedSize(cell, 2 * fm.height())
                label.setToolTip(tooltip(self._names[cand]))
                g.addWidget(label, line * (1 + len(self._voters)), j + 1)
                self.tallies[cand] = label
        for i, voter in enumerate(self._voters):
            for line, these in enumerate(lines):
                row = line * (1 + len(self._voters)) + 1 + i
                name = plain_label(self._seat_name(voter), name_px - 4)
                name.setFixedWidth(name_px)
                g.addWidget(name, row, 0)
                for j, cand in enumerate(these):
                    b = QPushButton(str(cand))
                    b.setObjectName(f"vote_{voter}_{cand}")
                    b.setCheckable(True)
                    b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click never scrolls
                    b.setFixedSize(cell, height)
                    b.clicked.connect(lambda _=False, v=voter, t=cand:
                                      self.clicked.emit(Vote(v, t)))
                    g.addWidget(b, row, j + 1)
                    self.buttons[(voter, cand)] = b
                if line == 0:
                    x = QPushButton("×")
                    x.setObjectName(f"withdraw_{voter}")
                    x.setToolTip(self.tr("Withdraw this voter's vote"))
                    x.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                    x.setFixedSize(WITHDRAW_PX, height)
                    x.clicked.connect(lambda _=False, v=voter:
                                      self.clicked.emit(WithdrawVote(v)))
                    g.addWidget(x, row, per_line + 1)
                    self.buttons[(voter, None)] = x
        for k in range(g.count()):  # shown now, not at the next event loop
            item = g.itemAt(k)
            w = item.widget() if item is not None else None
            if w is not None:
                w.show()
        g.activate()

    # -- a click on a dimmed cell: the engine says why (issue 31.8) -------------------------

    def _dimmed_at(self, pos: QPoint) -> Vote | WithdrawVote | None:
        """The vote (or withdrawal) of the dimmed button at ``pos`` (a disabled button's
        mouse events come to its parent, the grid), or ``None``."""
        child = self.childAt(pos)
        for (voter, cand), b in self.buttons.items():
            if b is child and not b.isEnabled():
                return WithdrawVote(voter) if cand is None else Vote(voter, cand)
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt's name
        self._pressed = self._dimmed_at(event.position().toPoint())
        if self._pressed is None:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # Qt's name
        """A click on a dimmed cell asks for its vote all the same: the engine refuses
        it, and the status bar says why with the rule's ID, as a click on the voter's
        seat does (a dimmed cell is never silent)."""
        pressed, self._pressed = self._pressed, None
        if pressed is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        if self._dimmed_at(event.position().toPoint()) == pressed:
            self.clicked.emit(pressed)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        if self._candidates:
            shape = self._shape_for(self._room())
            if shape != self._shape:  # the window was resized: the cells follow
                checked = {k for k, b in self.buttons.items() if b.isChecked()}
                enabled = {k for k, b in self.buttons.items() if b.isEnabled()}
                counts = dict(self._counts)
                self._lay_out(*shape)
                for k, b in self.buttons.items():
                    b.setChecked(k in checked)
                    b.setEnabled(k in enabled)
                self._show_tallies(counts)

    def enable(self, votes: set[tuple[int, int]], withdrawals: set[int]) -> None:
        """Enable the buttons of the legal ``votes`` and ``withdrawals`` only."""
        for (voter, cand), b in self.buttons.items():
            b.setEnabled(voter in withdrawals if cand is None else (voter, cand) in votes)

    def show_ballots(self, state: GameState) -> None:
        """Check the buttons of the standing votes, and only those; each candidate's
        tally in its header (only what changed is touched)."""
        for (voter, cand), b in self.buttons.items():
            if cand is not None:
                ballot = state.ballots[voter - 1]
                b.setChecked(ballot is not None and ballot.target == cand)
        tally = state.tally()
        self._show_tallies({cand: tally.get(cand, 0) for cand in self._candidates})

    def _show_tallies(self, counts: dict[int, int]) -> None:
        for cand, count in counts.items():
            if self._counts.get(cand) != count:
                self._counts[cand] = count
                label = self.tallies[cand]
                name = label.fontMetrics().elidedText(
                    self._names[cand], Qt.TextElideMode.ElideRight, label.width())
                label.setText(f"{name}\n{count}")


__all__ = ["CELL_MAX_PX", "CELL_MIN_PX", "VoteGrid", "layout_cells", "name_column"]
