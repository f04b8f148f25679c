"""The end of a game: who won and why, every role revealed, and the export.

Export goes through ``mafia_desktop.reports.export_game`` (HTML, PDF, or the JSON game
log); when the reports package cannot be imported the buttons stay disabled and say why.
That is asked when the panel is first drawn with an ended game (:meth:`GameOverPanel.refresh`),
not when the game's page is built: a game in progress loads no report module.
Undo still works after the end (R-WIN-4): the window goes back to the phase panel.
"Reveal roles on the projector" is the projector feed's action (the View menu's too): the
players' screen shows every role only once the host presses it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.outcome import outcome_text
from mafia_desktop.rules.family import AnyState
from mafia_desktop.ui.families import ui_family
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.window.controller import GameController


def _exporter() -> tuple[Callable[..., Path] | None, str]:
    """The reports package's ``export_game``, or ``None`` and why it is missing (the
    reports' Jinja2 is looked for, not imported: a game in progress does not load it)."""
    from importlib.util import find_spec
    try:
        from mafia_desktop.reports import export_game
    except ImportError as e:  # the reports package is optional for the window
        return None, str(e)
    if find_spec("jinja2") is None:
        return None, "No module named 'jinja2'"
    return export_game, ""


def winners_text(state: AnyState) -> str:
    """"Town wins (R-WIN-2: ...)" or "Draw" for an ended game; "" while it goes on."""

    o = state.outcome
    if o is None:
        return ""
    return outcome_text(o.winners, o.rule, state.family)   # THE outcome sentence


class GameOverPanel(Retranslating, QWidget):
    """Winners, every player's role and fate, and export buttons.

    Signals:
        exported(str): a file was written (its path).
        failed(str): an export failed (the message).
        start(str): the host asked for a sport bonus, foul or disqualification after the
            end (``"bonus"``, ``"foul"``, ``"disqualify"``).
    """

    exported = Signal(str)
    failed = Signal(str)
    start = Signal(str)

    SUFFIX = {"html": ".html", "pdf": ".pdf", "json": ".mafia.json"}

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.read_only = False  # a game only looked at (set_read_only)
        self.controller = controller
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 22pt; font-weight: bold;")
        layout.addWidget(self.title)
        self.winners = QLabel()
        self.winners.setObjectName("winners")
        self.winners.setWordWrap(True)
        self.winners.setStyleSheet("font-size: 15pt;")
        layout.addWidget(self.winners)
        # What the host may still do comes first, under the winners (the fouls and
        # bonuses of a sport game, the export, the roles on the projector); the table of
        # every player's fate last: on a 1366x768 laptop it is the part that scrolls.
        self.table = QTableWidget(0, 4)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.reveal_button = QToolButton()
        self.reveal_button.setObjectName("reveal_roles")
        self.reveal_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.reveal_button.hide()  # until it is given the action (use_reveal_action)
        row = QHBoxLayout()
        self._why: str | None = None  # why the reports cannot export (None: not asked yet)
        self.export_buttons: dict[str, QPushButton] = {}
        for fmt in ("html", "pdf", "json"):
            b = QPushButton()
            b.setObjectName(f"export_{fmt}")
            b.clicked.connect(lambda _=False, f=fmt: self.export(f))
            self.export_buttons[fmt] = b
            row.addWidget(b)
        # a sport game's bonus points, also after its end (S-SCORE-1)
        self.bonus_row = QWidget()  # two lines: a laptop's panel is ~460 px wide
        rows = QVBoxLayout(self.bonus_row)
        rows.setContentsMargins(0, 0, 0, 0)
        penalties, bonus = QHBoxLayout(), QHBoxLayout()
        rows.addLayout(penalties)
        rows.addLayout(bonus)
        self.bonus_points = QDoubleSpinBox()
        self.bonus_points.setObjectName("endBonusPoints")
        self.bonus_points.setRange(-1.0, 1.0)
        self.bonus_points.setSingleStep(0.1)
        self.bonus_points.setValue(0.3)
        self.bonus_reason = QLineEdit()
        self.bonus_reason.setObjectName("endBonusReason")
        self.bonus_button = QPushButton()
        self.bonus_button.setObjectName("endBonus")
        self.bonus_button.clicked.connect(lambda: self.start.emit("bonus"))
        # S-WIN-4: fouls and disqualifications after the end still count for points
        self.foul_button = QPushButton()
        self.foul_button.setObjectName("endFoul")
        self.foul_button.clicked.connect(lambda: self.start.emit("foul"))
        self.disqualify_button = QPushButton()
        self.disqualify_button.setObjectName("endDisqualify")
        self.disqualify_button.clicked.connect(lambda: self.start.emit("disqualify"))
        for w in (self.foul_button, self.disqualify_button):
            penalties.addWidget(w)
        bonus.addWidget(self.bonus_points)
        bonus.addWidget(self.bonus_reason, 1)
        bonus.addWidget(self.bonus_button)
        layout.addWidget(self.bonus_row)  # in the layout first: never a window of its own
        self.family = ui_family(controller.state)
        self.bonus_row.setVisible(self.family.penalties_after_end)
        layout.addLayout(row)
        layout.addWidget(self.reveal_button)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        layout.addWidget(self.table, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Set every fixed text in the current language (and redraw the table)."""
        self.title.setText(self.tr("Game over"))
        self.table.setHorizontalHeaderLabels([self.tr("Seat"), self.tr("Player"),
                                              self.tr("Role"), self.tr("Fate")])
        for fmt, text in (("html", self.tr("Export report (HTML)")),
                          ("pdf", self.tr("Export report (PDF)")),
                          ("json", self.tr("Save game log"))):
            self.export_buttons[fmt].setText(text)
        self._say_why_not_exported()
        self.hint.setText(self.tr("Ctrl+Z undoes the last action and goes back into the game."))
        self.bonus_button.setText(self.tr("Bonus points  [A]"))
        self.foul_button.setText(self.tr("Foul  [F]"))
        self.disqualify_button.setText(self.tr("Disqualify  [X]"))
        for b in (self.foul_button, self.disqualify_button):
            b.setToolTip(self.tr("After the end a foul or a disqualification changes no "
                                 "result and removes nobody; it counts for points (S-WIN-4)"))
        if self.read_only:
            why = self.tr("This game is open read-only: nothing can be entered here.")
            for b in (self.bonus_button, self.foul_button, self.disqualify_button):
                b.setToolTip(why)
        self.bonus_reason.setPlaceholderText(self.tr("Reason"))
        if self.controller.state.ended:
            self.refresh()

    def set_read_only(self, read_only: bool) -> None:
        """A game only looked at: its fouls, disqualifications and bonus points after the
        end are greyed, their tooltip says why (nothing can be entered)."""
        self.read_only = read_only
        self.bonus_row.setEnabled(not read_only)
        self.retranslate_ui()

    def use_reveal_action(self, action: QAction) -> None:
        """Show ``action`` ("Reveal roles on the projector") as a button: it follows the
        action's text, whether it is enabled and whether the roles are shown."""
        self.reveal_button.setDefaultAction(action)
        self.reveal_button.show()

    def filters(self) -> dict[str, str]:
        """The file dialog's filter per format (translated)."""
        return {"html": self.tr("HTML report (*.html)"), "pdf": self.tr("PDF report (*.pdf)"),
                "json": self.tr("Game log (*.mafia.json)")}

    def ask_exporter(self) -> None:
        """Whether the reports can export (:func:`_exporter`), asked once: the buttons
        are disabled and say why when they cannot."""
        if self._why is not None:
            return
        export, self._why = _exporter()
        for b in self.export_buttons.values():
            b.setEnabled(export is not None)
        self._say_why_not_exported()

    def _say_why_not_exported(self) -> None:
        if self._why:  # the buttons are disabled: their tooltip says why
            for b in self.export_buttons.values():
                b.setToolTip(fill(self.tr("Reports are not available: %1"), self._why))

    def refresh(self) -> None:
        """Redraw from the controller's state (and ask once whether the reports can
        export: :meth:`ask_exporter`)."""
        self.ask_exporter()
        state = self.controller.state
        self.winners.setText(winners_text(state))
        if self.family.penalties_after_end:
            for name, b in (("foul", self.foul_button), ("disqualify", self.disqualify_button)):
                b.setEnabled(self.controller.available(name))   # the engine's S-WIN-4
        rows = self.family.end_rows(state)
        self.table.setRowCount(len(rows))
        for i, row in enumerate(rows):
            for j, text in enumerate(row):
                self.table.setItem(i, j, QTableWidgetItem(text))
        self._fit_columns()

    def _fit_columns(self) -> None:
        """The seat, name and role columns as wide as their contents; the fate column keeps
        stretching to the edge (resizing it to its contents too left a gap once shown)."""
        for column in range(3):
            self.table.resizeColumnToContents(column)

    def extras(self, action_type: str) -> dict[str, object]:
        """The points and reason of a bonus given after the end (the reason of a
        disqualification)."""
        reason = self.bonus_reason.text().strip() or None
        if action_type == "disqualify":
            return {"reason": reason}
        if action_type != "bonus":
            return {}
        return {"points": round(self.bonus_points.value(), 2), "reason": reason}

    def file_stem(self) -> str:
        """The offered file name of this game's export, without its suffix
        (``paths.game_file_stem``: ``mafia-<date>-<family>-game-<id>``, a tournament
        table's game by its round, table and game)."""
        from mafia_desktop.ui.paths import game_file_stem
        return game_file_stem(self.controller, getattr(self.window(), "settings", None))

    def export(self, fmt: str, path: str | None = None) -> Path | None:
        """Export the game as ``fmt`` (``html``, ``pdf``, ``json``) to ``path`` (asked
        for when ``None``). Returns the path written, or ``None`` (cancelled or failed:
        :attr:`failed` says why)."""
        export, why = _exporter()
        if export is None:
            self.failed.emit(why)
            return None
        if path is None:
            from mafia_desktop.ui.paths import export_path
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export the game"),
                export_path(getattr(self.window(), "settings", None), self.file_stem(),
                            self.SUFFIX[fmt]), self.filters()[fmt])
            if not path:
                return None
        settings = getattr(self.window(), "settings", None)
        if settings is not None:  # noted before the write: a kill mid-way is swept later
            from mafia_desktop.ui.paths import remember_folder
            remember_folder(settings, path)
        c = self.controller
        # storage's rows: the actions undone (Correction) and the names corrected (Rename)
        corrections: Sequence[object] = ()
        if c.repository is not None and hasattr(c.repository, "corrections"):
            try:
                corrections = c.repository.corrections(c.game_id)
                if hasattr(c.repository, "renames"):  # names corrected (issue 31.7)
                    corrections = [*corrections, *c.repository.renames(c.game_id)]
            except Exception:  # corrections are extra; the report is still worth writing
                corrections = ()
        from mafia_desktop.reports.jobs import Cancelled  # (a game in progress loads none)

        try:
            written = self._export_off_the_window(export, fmt, path, corrections)
        except Cancelled:
            self.failed.emit(self.tr("Export cancelled: nothing was written."))
            return None
        except (OSError, ValueError, RuntimeError) as e:
            self.failed.emit(str(e))
            return None
        self.exported.emit(str(written))
        return Path(written)

    def _export_off_the_window(self, export: Callable[..., Path], fmt: str, path: str,
                               corrections: Sequence[object]) -> Path:
        """``export`` of a copy of the game (its setup and actions, the notes) in a
        worker thread with progress and Cancel (``ui.jobs``; a long PDF takes seconds).
        The report speaks the window's language through the translators installed (none
        is installed or removed off the window's thread).

        Raises:
            Cancelled: the host cancelled (the file is not written).
        """
        from mafia_desktop.reports.export import ensure_gui_application
        from mafia_desktop.rules import Game
        from mafia_desktop.ui.jobs import run_job

        c = self.controller
        if fmt == "json":   # the log as it is: no report to lay out
            return export(c.game, fmt, path)
        setup, actions, notes = c.game.setup, tuple(c.game.actions), dict(c.notes or {})
        corrections = list(corrections)
        if fmt == "pdf":
            ensure_gui_application()   # the fonts, registered here, not in the worker

        def work() -> Path:
            return export(Game.replay(setup, actions), fmt, path, corrections=corrections,
                          notes=notes, lang=None)

        return run_job(self.window(), work, lambda n: fill(
            self.tr("Writing the report (%1)… page %2") if n else
            self.tr("Writing the report (%1)…"), fmt.upper(), str(n)),
            title=self.tr("Export the game"))
