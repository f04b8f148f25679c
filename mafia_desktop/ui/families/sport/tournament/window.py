"""The Tournament window of the organiser (issue 25): the tournament desk.

Opened from the host window's Tournament menu (non-modal; made when first asked; it reads
the database only when shown, and closes with the host window). It is a window of its own
beside the host window, not one owned by it (issue 31.6): the window manager neither keeps
it above the host window nor minimises the host window with it, and a game started while it
is open brings the host window to the front (``GameFiles.new_game``). Above: the tournament
shown and "New tournament…"; four pages:

* **Players** (``players_page.py``): the players by number (from the roster or new,
  exhibition, consent) and the pairs the seating keeps apart;
* **Rounds** (``rounds_page.py``): a round's slots (game × table, names by seat, played
  ✓); a new round seated in a worker process with its figures, a swap by hand before it
  is stored, a substitution in an unplayed game, the schedule files for the tables;
* **Games** (``games_page.py``): the logs brought back (each file's outcome; "Assign to
  game…" for one refused or in conflict), the
  conflicts and the organiser's choice, every game counted;
* **Standings** (``standings_page.py``): per round or overall, "before game N", shown on
  the players' screen on the host's command.

The window does what ``mafia-desktop tournament …`` does (``cli/sport/tournament/desk.py``)
through the same :class:`~mafia_desktop.storage.sport.tournaments.TournamentRepository`. Every
refusal (``ValueError``, ``StorageError``) is said in words on the status line at the
bottom (plain text: a name may be ``<b>x</b>``), never as a traceback; the status line
keeps what it says (:data:`Said`) and words it again when the language changes.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QSize, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.refusals import name_refusal
from mafia_desktop.ui.families.sport.tournament.desk import Said
from mafia_desktop.ui.families.sport.tournament.games_page import GamesPage
from mafia_desktop.ui.families.sport.tournament.players_page import PlayersPage
from mafia_desktop.ui.families.sport.tournament.round_dialogs import FormDialog
from mafia_desktop.ui.families.sport.tournament.rounds_page import RoundsPage
from mafia_desktop.ui.families.sport.tournament.standings_page import StandingsPage
from mafia_desktop.ui.families.sport.tournament.words import problem_text
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal
from mafia_desktop.ui.plain import BoundedCombo, add_named_item

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.families import TournamentHost

#: FIIM's usual shapes as the new tournament's dialog offers them (``stages.SHAPES``).
SHAPE_KEYS = ("one_round", "main_final", "main_semi_final")




class NewTournamentDialog(FormDialog):
    """The name, first day and shape (FIIM's usual ones: the rounds planned) of a new
    tournament."""

    def __init__(self, parent: QWidget | None = None) -> None:
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tournamentName")
        self.starts_edit = QDateEdit(QDate.currentDate())
        self.starts_edit.setCalendarPopup(True)
        self.starts_edit.setDisplayFormat("yyyy-MM-dd")
        self.shape = QComboBox()
        self.shape.setObjectName("tournamentShape")
        for key in SHAPE_KEYS:
            self.shape.addItem("", key)
        super().__init__(parent, [self.name_edit, self.starts_edit, self.shape])
        self.refusal = QLabel()  # why OK refused the name (R-NAME-1), in red
        self.refusal.setObjectName("tournamentNameRefusal")
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.setWordWrap(True)
        self.refusal.setStyleSheet("color: #b71c1c;")
        self.refusal.hide()
        self.form.addRow(self.refusal)
        self.name_edit.textEdited.connect(lambda _: self.refusal.hide())
        self.retranslate_ui()

    def accept(self) -> None:  # Qt's name: OK, Enter
        """Take the name, or say why the names' rule refuses it (R-NAME-1) and stay open."""
        why = name_refusal(self.name_edit.text(), "tournament")
        if why is None:
            super().accept()
            return
        self.refusal.setText(why)
        self.refusal.show()
        self.setMinimumWidth(max(self.minimumWidth(), 420))  # the reason in a few lines
        self.adjustSize()  # the whole reason in sight
        self.name_edit.setFocus()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.setWindowTitle(self.tr("New tournament"))
        self.labels(self.tr("&Name:"), self.tr("&First day:"), self.tr("&Shape:"))
        for i, text in enumerate((
                self.tr("one round"),
                self.tr("main round + final (top 10: one table, no Ci)"),
                self.tr("main round + semi-final (top 20: two tables) + final (top 10)"))):
            self.shape.setItemText(i, text)

    def starts_on(self) -> date:
        """The first day chosen."""
        d = self.starts_edit.date()
        return date(d.year(), d.month(), d.day())


class TournamentWindow(Retranslating, QDialog):
    """The tournament desk.

    Args:
        window: the host window (its ``feed``, ``projector_action`` and ``repository``);
            not the parent: the desk is a top-level window of its own (a parent makes
            it the host window's transient, above it and minimised with it), deleted
            when the host window is.
        tournaments: the database's
            :class:`~mafia_desktop.storage.sport.tournaments.TournamentRepository`.
    """

    def __init__(self, window: TournamentHost | None, tournaments: TournamentRepository) -> None:
        super().__init__(None)
        # a normal window (its own task-bar entry, minimise and maximise buttons), not a
        # dialog the window manager would tie to the application's other windows
        self.setWindowFlags(Qt.WindowType.Window)
        if window is not None:
            window.destroyed.connect(self.deleteLater)
        self.window_ = window
        self.tours = tournaments
        self.setObjectName("tournamentWindow")
        self.combo = BoundedCombo()  # a long name never widens the window: elided
        self.combo.setObjectName("tournamentCombo")
        self.combo.currentIndexChanged.connect(lambda _: self.refresh())
        self.new_button = QPushButton()
        self.new_button.setObjectName("newTournament")
        self.new_button.clicked.connect(lambda: self.new_tournament())
        self.caption = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.caption)
        top.addWidget(self.combo, 1)
        top.addWidget(self.new_button)
        self.players_page = PlayersPage(self)
        self.rounds_page = RoundsPage(self)
        self.games_page = GamesPage(self)
        self.standings_page = StandingsPage(self)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tournamentTabs")
        for page in self.pages():
            self.tabs.addTab(page, "")
        self.tabs.currentChanged.connect(lambda _: self.refresh())
        self.status = QLabel()
        self.status.setObjectName("tournamentStatus")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # names and messages as typed
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._said: tuple[Said, bool] | None = None  # the status line's words, a refusal
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.status)
        self.retranslate_ui()
        self.resize(self.first_size())

    def first_size(self) -> QSize:
        """1200x760, or less on a smaller screen (a 1366x768 laptop shows it whole)."""
        size = QSize(1200, 760)
        screen = self.window_.screen() if self.window_ is not None else None
        screen = screen or QApplication.primaryScreen()
        if screen is not None:
            avail = screen.availableSize()
            size = size.boundedTo(avail - QSize(40, 60))  # the frame and title bar
        return size

    def pages(self) -> tuple[PlayersPage, RoundsPage, GamesPage, StandingsPage]:
        """The four pages, in the tabs' order."""
        return (self.players_page, self.rounds_page, self.games_page, self.standings_page)

    # -- words -------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        """Every text in the current language (the pages' own too)."""
        self.setWindowTitle(self.tr("Tournament"))
        self.caption.setText(self.tr("Tournament:"))
        self.new_button.setText(self.tr("&New tournament…"))
        self.combo.empty_text = self.tr("No tournament yet: start one with "
                                        "“New tournament…”")
        self.combo.update()
        for i, title in enumerate((self.tr("&Players"), self.tr("&Rounds"), self.tr("&Games"),
                                   self.tr("&Standings"))):
            self.tabs.setTabText(i, title)
        for page in self.pages():
            page.retranslate_ui()
        self._show_said()
        if self.isVisible():
            self.refresh()

    # -- reading -----------------------------------------------------------------

    def tournament_id(self) -> int | None:
        """The tournament shown, or ``None``."""
        data = self.combo.currentData()
        return int(data) if data is not None else None

    def reload(self, select: int | None = None) -> None:
        """Read the tournaments again; show ``select`` (default: the one shown, else the
        newest)."""
        keep = select if select is not None else self.tournament_id()
        self.combo.blockSignals(True)
        self.combo.clear()
        try:
            for t in self.tours.list_tournaments():
                text = fill(self.tr("%1 (from %2)"), isolate(t["name"]), t["starts_on"])
                add_named_item(self.combo, text, t["id"])
        except Exception as e:  # StorageError: the database cannot be read
            self.problem(e)
        if keep is not None and self.combo.findData(keep) >= 0:
            self.combo.setCurrentIndex(self.combo.findData(keep))
        self.combo.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        """The page shown, read from the database as it is now."""
        tid = self.tournament_id()
        current = self.tabs.currentWidget()
        page = next((p for p in self.pages() if p is current), None)
        for p in self.pages():
            p.setEnabled(tid is not None)
        try:
            if page is not None:
                page.refresh(tid)
        except Exception as e:  # StorageError: gone or damaged
            self.problem(e)

    # -- saying ------------------------------------------------------------------

    def say(self, text: Said) -> None:
        """Say ``text`` on the status line (see :data:`Said`: a function of the window's
        words is called again when the language changes)."""
        self._said = (text, False)
        self._show_said()

    def problem(self, e: Said) -> None:
        """Say a refusal on the status line, in red (the storage's or the rules' words,
        in the window's language: :func:`problem_text`)."""
        self._said = (e, True)
        self._show_said()

    def said(self, what: Said) -> str:
        """``what`` worded in the current language."""
        from mafia_desktop.i18n.tournament_words import tournament_problem
        if isinstance(what, BaseException):
            return problem_text(what)
        if isinstance(what, str):
            return tournament_problem(what)
        return what()

    def _show_said(self) -> None:
        """The status line in the current language (after a language switch too)."""
        if self._said is None:
            self.status.setStyleSheet("")
            self.status.clear()
            return
        what, bad = self._said
        text = self.said(what)
        self.status.setStyleSheet("color: #b71c1c;" if bad else "")
        self.status.setText(fill(self.tr("Not done: %1"), text) if bad else text)

    # -- changing ----------------------------------------------------------------

    def new_tournament(self, name: str | None = None, starts_on: date | None = None,
                       shape: str = "one_round") -> int | None:
        """A new tournament (asks its name, first day and shape unless given: a key of
        ``stages.SHAPES``, the rounds planned); returns its id."""
        from mafia_desktop.rules.sport.tournament.stages import SHAPES
        if name is None:
            dialog = NewTournamentDialog(self)
            if not run_modal(dialog):
                return None
            name, starts_on = dialog.name_edit.text(), dialog.starts_on()
            shape = str(dialog.shape.currentData())
        try:
            tid = int(self.tours.create(name, starts_on or date.today(), plan=SHAPES[shape]))
        except Exception as e:  # ValueError (no name), StorageError
            self.problem(e)
            return None
        shown = isolate(name.strip())
        self.say(lambda: fill(self.tr("Tournament “%1” created: add its players."), shown))
        self.tabs.setCurrentWidget(self.players_page)
        self.reload(tid)
        return tid

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        self.rounds_page.cancel_seating()
        super().closeEvent(event)

    def reject(self) -> None:  # Escape: the same as closing
        self.rounds_page.cancel_seating()
        super().reject()


__all__ = ["NewTournamentDialog", "TournamentWindow", "problem_text"]
