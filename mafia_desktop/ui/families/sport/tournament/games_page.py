"""The Games page of the Tournament window: the finished games' logs brought back from
the tables (several files at once, each file's outcome listed), "Assign to game…" for a
file refused or kept as a conflict (``assign_dialog.py``: the command line's ``--slot``),
the conflicts (another log for a game already counted) with the organiser's choice, and
every game counted (``tournament import [--slot]``, ``conflicts``, ``resolve``).

The files' outcomes are kept as what happened (:class:`FileOutcome`: the storage's
answers, or the refusal) and worded when shown, so a language switch re-words them."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.evening_names import word as evening_word
from mafia_desktop.i18n.fill import fill
from mafia_desktop.i18n.sport.names import team_name
from mafia_desktop.reports.evening import game_result
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal

if TYPE_CHECKING:
    from mafia_desktop.storage.sport.tournament_rows import Imported, Slot
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.families.sport.tournament.desk import Desk


def _table(name: str, columns: int) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().hide()
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    return table


def _set_row(table: QTableWidget, row: int, values: list[str]) -> None:
    for c, text in enumerate(values):
        table.setItem(row, c, QTableWidgetItem(text))


# From this many bytes of files the import runs in a worker (a table's log of some 30
# KB takes about 12 ms to check and count: 256 KiB is about a tenth of a second).
WORKER_FROM_BYTES = 256 * 1024


def _size(paths: list[str]) -> int:
    """The files' total size in bytes (a file that cannot be read counts nothing: the
    import says why)."""
    total = 0
    for path in paths:
        try:
            total += os.stat(path).st_size
        except OSError:
            pass
    return total


@dataclass(slots=True)
class FileOutcome:
    """What became of one file brought back: its name, its contents (``None``: it could
    not be read), what became of each game in it (``Imported``), or why it was refused
    (the exception, worded when shown: in the window's language of the moment)."""

    name: str
    text: bytes | None
    taken: list[Imported] = field(default_factory=list)
    error: BaseException | None = None

    @property
    def status(self) -> str:
        """``refused`` (none of its games counts), else ``conflict`` when any game of it
        is a conflict, ``imported`` when any counts now, else ``duplicate``."""
        if self.error is not None:
            return "refused"
        kinds = {r.status for r in self.taken}
        return next((k for k in ("conflict", "imported") if k in kinds), "duplicate")

    @property
    def assignable(self) -> bool:
        """True when the organiser may point it at a game: it was read, and refused or
        kept as a conflict."""
        return self.text is not None and self.status in ("refused", "conflict")



def _whole(value: object) -> int:
    """A conflict row's id or game id (the storage's JSON-shaped row holds them as
    ints). Raises TypeError for anything else."""
    if not isinstance(value, int):
        raise TypeError(f"expected a whole number, got {value!r}")
    return value

class GamesPage(Retranslating, QWidget):
    """The games of the tournament shown."""

    def __init__(self, desk: Desk) -> None:
        super().__init__()
        self.desk = desk
        self.conflict_ids: list[int] = []
        self.files: list[FileOutcome] = []  # the last import's files, in order
        self.import_button = QPushButton()
        self.import_button.setObjectName("importLogs")
        self.import_button.clicked.connect(lambda: self.import_logs())
        self.outcomes_label = QLabel()
        self.outcomes = QListWidget()
        self.outcomes.setObjectName("importOutcomes")
        self.outcomes.setWordWrap(True)
        self.outcomes.currentRowChanged.connect(lambda _: self._update_assign())
        self.assign_button = QPushButton()
        self.assign_button.setObjectName("assignToGame")
        self.assign_button.clicked.connect(lambda: self.assign())
        self.assign_button.setEnabled(False)
        self.conflicts_label = QLabel()
        self.conflicts_label.setWordWrap(True)
        self.conflicts = _table("tournamentConflicts", 5)
        self.keep_button = QPushButton()
        self.keep_button.setObjectName("keepCounted")
        self.keep_button.clicked.connect(lambda: self.resolve("counted"))
        self.use_button = QPushButton()
        self.use_button.setObjectName("useImported")
        self.use_button.clicked.connect(lambda: self.resolve("imported"))
        choice = QHBoxLayout()
        choice.addWidget(self.keep_button)
        choice.addWidget(self.use_button)
        choice.addStretch(1)
        left = QVBoxLayout()
        left.addWidget(self.import_button)
        left.addWidget(self.outcomes_label)
        left.addWidget(self.outcomes, 1)
        assign = QHBoxLayout()
        assign.addWidget(self.assign_button)
        assign.addStretch(1)
        left.addLayout(assign)
        left.addWidget(self.conflicts_label)
        left.addWidget(self.conflicts, 1)
        left.addLayout(choice)
        self.counted_label = QLabel()
        self.counted = _table("countedGames", 5)
        right = QVBoxLayout()
        right.addWidget(self.counted_label)
        right.addWidget(self.counted, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.import_button.setText(self.tr("&Import logs…"))
        self.outcomes_label.setText(self.tr("What became of each file:"))
        self.assign_button.setText(self.tr("&Assign to game…"))
        self.assign_button.setToolTip(self.tr(
            "Point the file chosen above (refused, or a conflict) at the game it was "
            "played as"))
        self.conflicts_label.setText(self.tr("Conflicts: another log came back for a game "
                                             "already counted. Choose which counts:"))
        self.conflicts.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Game"), self.tr("Counted now"),
             self.tr("Imported")])
        self.keep_button.setText(self.tr("&Keep counted"))
        self.use_button.setText(self.tr("&Use imported"))
        self.counted_label.setText(self.tr("Games of the tournament:"))
        self.counted.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Game"), self.tr("Stored game"),
             self.tr("Result")])
        self._show_outcomes()

    def _result(self, game_id: int | None) -> str:
        """Who won a stored game, or "not played yet"."""
        if game_id is None:
            return self.tr("not played yet")
        try:
            state = self.desk.tours.games.load(game_id).state
        except Exception:  # a damaged stored game: said, not raised
            state = None
        return game_result(state)

    def _record_result(self, tid: int | None, slot: Slot) -> str:
        """Who won by a result record, said to be one (it is not replayable)."""
        from mafia_desktop.rules.sport.tournament.exchange import loads_record
        try:
            text = self.desk.tours.record_text(tid, slot) if tid is not None else None
            if text is None:
                raise ValueError("no record")
            winners = loads_record(text).winners
            won = ", ".join(team_name(w) for w in winners) or evening_word("draw")
        except Exception:  # a damaged record: said, not raised
            won = game_result(None)
        return fill(self.tr("%1 (a result record from a file: not replayable)"), won)

    def _game(self, game_id: int) -> str:
        """"no. 12: Red" (a stored game and who won)."""
        return fill(self.tr("no. %1: %2"), game_id, self._result(game_id))

    def refresh(self, tid: int | None) -> None:
        """The conflicts and games of tournament ``tid`` as stored."""
        rows = self.desk.tours.conflicts(tid) if tid is not None else []
        self.conflict_ids = [_whole(c["id"]) for c in rows]
        self.conflicts.setRowCount(len(rows))
        for r, c in enumerate(rows):
            _set_row(self.conflicts, r, [str(c["round"]), str(c["table"]), str(c["game"]),
                                         self._game(_whole(c["counted"])),
                                         self._game(_whole(c["imported"]))])
        self.keep_button.setEnabled(bool(rows))
        self.use_button.setEnabled(bool(rows))
        if rows and self.conflicts.currentRow() < 0:
            self.conflicts.selectRow(0)
        slots = self.desk.tours.slots(tid) if tid is not None else []
        self.counted.setRowCount(len(slots))
        for r, s in enumerate(slots):
            _set_row(self.counted, r, [str(s.round), str(s.table), str(s.game),
                                       "" if s.game_id is None else str(s.game_id),
                                       self._record_result(tid, s) if s.record
                                       else self._result(s.game_id)])

    def import_logs(self, paths: list[str] | None = None) -> list[str]:
        """Import finished games' logs (asks for the files unless given); each file's
        outcome is listed, a file of several games game by game (a file is taken whole
        or not at all); returns each file's status (``imported``, ``duplicate``,
        ``conflict``, ``refused``: :attr:`FileOutcome.status`) in the files' order."""
        tid = self.desk.tournament_id()
        if tid is None:
            return []
        if paths is None:
            from mafia_desktop.ui.paths import last_folder, remember_folder
            settings = getattr(self.desk.window_, "settings", None)
            paths, _ = QFileDialog.getOpenFileNames(
                self, self.tr("Import the tables' game logs"), last_folder(settings),
                self.tr("Game logs (*.mafia.json *.json);;Any file (*)"))
            if not paths:
                return []
            if settings is not None:
                remember_folder(settings, paths[0])
        self.files = self._import_files(tid, paths)
        self._show_outcomes()
        self.desk.say(self._summary)
        self.refresh(tid)
        return [f.status for f in self.files]

    def _summary(self) -> str:
        """The last import in one line, in the current language: "3 files: 1 counted,
        1 duplicate, 1 conflict, 0 refused." (Qt's plural forms)."""
        statuses = [f.status for f in self.files]
        counts = [statuses.count(s) for s in ("imported", "duplicate", "conflict", "refused")]
        parts = [self.tr("%n counted", "", counts[0]), self.tr("%n duplicate(s)", "", counts[1]),
                 self.tr("%n conflict(s)", "", counts[2]), self.tr("%n refused", "", counts[3])]
        return fill(self.tr("%1: %2."), self.tr("%n file(s)", "", len(statuses)),
                    ", ".join(parts))

    def _import_files(self, tid: int, paths: list[str]) -> list[FileOutcome]:
        """Each file read and imported (a file whole or not at all), in a worker thread
        with its own connection to the database (``ui.jobs.run_job``: the window answers
        throughout, a progress dialog with Cancel after a moment; a cancelled import stops
        between two files, the files before it taken, the rest listed as not read) once
        the files hold :data:`WORKER_FROM_BYTES`. Read here for fewer, when the database
        has no file, or when another job runs."""
        from mafia_desktop.reports.jobs import Cancelled, step
        from mafia_desktop.storage.sport.tournament_imports import read_import
        from mafia_desktop.ui.jobs import JobRunning, run_job

        done: list[FileOutcome] = []   # the files taken so far (a cancel keeps them)

        def each(tours: TournamentRepository) -> list[FileOutcome]:
            for path in paths:
                step(0)                     # Cancel pressed: stop before the next file
                outcome = FileOutcome(Path(path).name, None)
                try:
                    outcome.text = read_import(path)
                    outcome.taken = tours.import_file(tid, outcome.text)
                except Exception as e:  # ValueError (ImportRefused, LogFormatError), StorageError
                    outcome.error = e
                done.append(outcome)
                step()
            return done

        path = self.desk.tours.games.path
        if not path or _size(paths) < WORKER_FROM_BYTES:
            return each(self.desk.tours)

        def work() -> list[FileOutcome]:
            from mafia_desktop.storage import GameRepository, open_database
            from mafia_desktop.storage.sport.tournaments import TournamentRepository

            # the same database opened for writing in this thread: the write lock is
            # this program's already (storage.lock shares it within a process)
            own = GameRepository(open_database(path))
            try:
                return each(TournamentRepository(own))
            finally:
                own.conn.close()

        try:
            return run_job(self.window(), work, lambda n: fill(
                self.tr("Importing the logs… %1 of %2"), n, len(paths)),
                title=self.tr("Import logs"))
        except JobRunning:
            return each(self.desk.tours)
        except Cancelled:   # the files taken before the Cancel stay taken, and say so
            return done + [FileOutcome(Path(p).name, None, error=Cancelled())
                           for p in paths[len(done):]]

    def outcome_text(self, outcome: FileOutcome) -> str:
        """What became of a file, in the current language (no command-line hint); a file
        of several games game by game, on lines of their own (a file is taken whole or
        not at all: a refused one says what became of each of its games)."""
        from mafia_desktop.reports.jobs import Cancelled
        from mafia_desktop.storage.sport.tournament_imports import ImportRefused
        problem_text = words.problem_text
        refused = words.tr(words.OUTCOMES["refused"])
        e = outcome.error
        if isinstance(e, Cancelled):
            return fill("%1: %2", outcome.name, self.tr("not read: the import was cancelled"))
        if isinstance(e, ImportRefused) and len(e.fates) > 1:
            lines = [fill(words.tr(words.FILE_REFUSED), outcome.name, len(e.fates))]
            for f in e.fates:
                said = (fill(refused, problem_text(ValueError(f.message or "")))
                        if f.status == "refused" else words.tr(words.NOT_TAKEN))
                lines.append(fill(words.tr(words.GAME_OF_FILE), f.index, said))
            return "\n".join(lines)
        if e is not None:
            return fill("%1: %2", outcome.name, fill(refused, problem_text(e)))
        texts = [fill(words.tr(words.OUTCOMES[r.status]), *r.slot) for r in outcome.taken]
        if len(texts) == 1:
            return fill("%1: %2", outcome.name, texts[0])
        return "\n".join([fill(words.tr(words.FILE_TAKEN), outcome.name, len(texts))]
                         + [fill(words.tr(words.GAME_OF_FILE), k + 1, t)
                            for k, t in enumerate(texts)])

    def _show_outcomes(self) -> None:
        """The files' outcomes listed again (after an import, an assignment, a language
        switch); the file chosen stays chosen."""
        row = self.outcomes.currentRow()
        self.outcomes.clear()
        for outcome in self.files:
            self.outcomes.addItem(self.outcome_text(outcome))
            if outcome.status in ("conflict", "refused"):
                item = self.outcomes.item(self.outcomes.count() - 1)
                item.setForeground(Qt.GlobalColor.darkRed)
        if 0 <= row < self.outcomes.count():
            self.outcomes.setCurrentRow(row)
        elif self.outcomes.count():
            first = next((k for k, f in enumerate(self.files) if f.assignable), 0)
            self.outcomes.setCurrentRow(first)
        self._update_assign()

    def chosen_file(self) -> FileOutcome | None:
        """The file chosen in the outcomes' list."""
        row = self.outcomes.currentRow()
        return self.files[row] if 0 <= row < len(self.files) else None

    def _update_assign(self) -> None:
        chosen = self.chosen_file()
        self.assign_button.setEnabled(chosen is not None and chosen.assignable)

    def assign(self, slot: tuple[int, int, int] | None = None) -> bool:
        """Point the file chosen (refused, or a conflict) at a game: ``slot`` (round,
        table, game), else asked in :class:`~.assign_dialog.AssignDialog`. The storage
        call is the command line's ``import --slot``
        (``TournamentRepository.import_file(tid, text, slot)``): it takes the log only
        for a game whose seating it is, else says why. A conflict's log that now counts
        for another game is no longer that conflict (it is set aside there)."""
        from mafia_desktop.ui.families.sport.tournament.assign_dialog import (
            AssignDialog,
            log_players,
        )

        tid, chosen = self.desk.tournament_id(), self.chosen_file()
        if tid is None or chosen is None or not chosen.assignable or chosen.text is None:
            self.desk.problem(lambda: self.tr("choose a refused or conflicting file in the "
                                              "list first"))
            return False
        if slot is None:
            t = self.desk.tours.get(tid)
            names = {p.number: p.name for p in t.players}
            seatings = {(s.round, s.table, s.game): [names.get(n, "?") for n in s.seats]
                        for s in self.desk.tours.slots(tid)}
            first = chosen.taken[0].slot if chosen.status == "conflict" else None
            dialog = AssignDialog(t.rounds, seatings, log_players(chosen.text), self, first)
            if not run_modal(dialog):
                return False
            slot = dialog.slot()
        before = chosen.taken if chosen.status == "conflict" else []
        try:
            taken = self.desk.tours.import_file(tid, chosen.text, slot)
        except Exception as e:  # ValueError: not that game's seating; StorageError
            self.desk.problem(e)
            return False
        for old in before:  # the log counts elsewhere now: not that game's contender
            if old.conflict is not None and taken and taken[-1].slot != old.slot:
                self.desk.tours.resolve(tid, old.conflict, "counted")
        chosen.taken, chosen.error = list(taken), None
        self._show_outcomes()
        self.desk.say(lambda: self.outcome_text(chosen))
        self.refresh(tid)
        return True

    def resolve(self, keep: str) -> bool:
        """The organiser's choice for the conflict chosen: ``counted`` (the imported log
        is set aside; it stays in Saved games) or ``imported`` (it counts instead)."""
        tid, row = self.desk.tournament_id(), self.conflicts.currentRow()
        if tid is None or not 0 <= row < len(self.conflict_ids):
            return False
        try:
            self.desk.tours.resolve(tid, self.conflict_ids[row], keep)
        except Exception as e:  # ValueError, StorageError
            self.desk.problem(e)
            return False
        self.desk.say(lambda: self.tr("The counted log is kept.") if keep == "counted"
                      else self.tr("The imported log counts now."))
        self.refresh(tid)
        return True


__all__ = ["GamesPage"]
