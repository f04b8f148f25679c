"""The Rounds page of the Tournament window: a round's slots (game × table, the names by
seat, played ✓), a new round of its own players (``round_players.py``: every player, the
top N after a round, by hand) seated in a worker process (``seating_job.py``) with its
figures, a swap by hand, a substitution, the referees (``referees_dialog.py``), the
schedule files (``tournament round add``, ``substitute``, ``referee``, ``schedule
export``). The tournament's plan fills in the next round."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.rules.sport.tournament import DEFAULT_SECONDS, measure, swap_players
from mafia_desktop.rules.sport.tournament.seating import RoundSeating
from mafia_desktop.rules.sport.tournament.stages import TOTALS, Cut, Field
from mafia_desktop.ui.dialogs.confirm import confirm
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.families.sport.tournament.desk import Desk
from mafia_desktop.ui.families.sport.tournament.referees_dialog import RefereesButton
from mafia_desktop.ui.families.sport.tournament.round_dialogs import SubstituteDialog, SwapDialog
from mafia_desktop.ui.families.sport.tournament.round_players import RoundPlayers
from mafia_desktop.ui.families.sport.tournament.seating_job import SeatingJob
from mafia_desktop.ui.families.sport.tournament.seating_words import (
    games_each_text,
    quality_text,
    round_text,
)
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.modal import run_modal

#: A slot as the grid draws it: game, table, the seats' numbers, played, its referee.
GridSlot = tuple[int, int, tuple[int, ...], bool, str | None]


class RoundsPage(Retranslating, QWidget):
    """The rounds of the tournament shown."""

    def __init__(self, desk: Desk) -> None:
        super().__init__()
        self.desk = desk
        self.names: dict[int, str] = {}
        self.apart: list[tuple[int, int]] = []
        self.preview: RoundSeating | None = None  # proposed, not stored yet
        self.field = Field(())  # the proposal's players (the seating numbers them 1..k)
        self.pending: tuple[tuple[int, ...] | None, Cut | None, list[int]] = (None, None, [])
        self._tid: int | None = None  # the tournament last shown
        self._step: tuple[int | None, int] = (None, -1)  # (tournament, rounds) last planned
        self.job = SeatingJob(self)
        self.job.finished.connect(self._seated)
        self.job.failed.connect(self._seating_failed)

        self.new_box = QGroupBox()
        form = self.form = QFormLayout(self.new_box)
        self.stage = QComboBox()
        self.tables = QSpinBox()
        self.tables.setRange(1, 20)
        self.games = QSpinBox()
        self.games.setRange(1, 40)
        self.games.setValue(10)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seconds = QDoubleSpinBox()
        self.seconds.setRange(0.0, 3600.0)
        self.seconds.setDecimals(1)
        self.seconds.setValue(DEFAULT_SECONDS)
        self.ci = QCheckBox()
        self.ci.setObjectName("roundCi")
        self.ci.setChecked(True)
        self.totals = QComboBox()
        self.totals.setObjectName("roundTotals")
        self.players_choice = RoundPlayers(self)
        form.addRow(self.players_choice)
        for w in (self.stage, self.tables, self.games, self.totals, self.seed, self.seconds):
            label = QLabel()
            label.setBuddy(w)
            form.addRow(label, w)
            if w is self.games:  # what the shape gives each player (T-SHAPE-1)
                self.games_each = QLabel()
                self.games_each.setObjectName("gamesEach")
                self.games_each.setWordWrap(True)
                self.games_each.setTextFormat(Qt.TextFormat.PlainText)
                form.addRow(self.games_each)
        for spin in (self.tables, self.games):
            spin.valueChanged.connect(lambda _: self._show_games_each())
        form.addRow(self.ci)
        self.seat_button = QPushButton()
        self.seat_button.setObjectName("seatRound")
        self.seat_button.clicked.connect(lambda: self.seat_round())
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy: the search runs for its budget
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(lambda: self.cancel_seating())
        self.swap_button = QPushButton()
        self.swap_button.clicked.connect(lambda: self.swap())
        self.store_button = QPushButton()
        self.store_button.setObjectName("storeRound")
        self.store_button.clicked.connect(lambda: self.store_round())
        self.discard_button = QPushButton()
        self.discard_button.clicked.connect(lambda: self.discard())
        for row in (self.seat_button, self.progress, self.cancel_button, self.swap_button,
                    self.store_button, self.discard_button):
            form.addRow(row)
        left = QVBoxLayout()
        left.addWidget(self.new_box)
        left.addStretch(1)
        side = QWidget()
        side.setLayout(left)
        side.setMaximumWidth(360)

        self.round_combo = QComboBox()
        self.round_combo.setObjectName("roundCombo")
        self.round_combo.currentIndexChanged.connect(lambda _: self.show_round())
        self.quality = QLabel()
        self.quality.setObjectName("seatingQuality")
        self.quality.setTextFormat(Qt.TextFormat.PlainText)
        self.quality.setWordWrap(True)
        self.grid = QTableWidget()
        self.grid.setObjectName("slotsGrid")
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setWordWrap(True)
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.grid.horizontalHeader().setMinimumSectionSize(150)
        self.substitute_button = QPushButton()
        self.substitute_button.clicked.connect(lambda: self.substitute())
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportSchedules")
        self.export_button.clicked.connect(lambda: self.export_schedules())
        buttons = QHBoxLayout()
        buttons.addWidget(self.substitute_button)
        self.referees_button = RefereesButton(self)
        buttons.addWidget(self.referees_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        right = QVBoxLayout()
        right.addWidget(self.round_combo)
        right.addWidget(self.quality)
        right.addWidget(self.grid, 1)
        right.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(side)
        layout.addLayout(right, 1)
        self._update_buttons()

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        self.new_box.setTitle(self.tr("New round"))
        self.players_choice.retranslate_ui()
        keep = self.stage.currentData()
        self.stage.clear()
        for key in words.STAGES:
            self.stage.addItem(words.stage(key), key)
        self.stage.setCurrentIndex(max(0, self.stage.findData(keep)))
        keep = self.totals.currentData()
        self.totals.clear()
        for key, text in zip(TOTALS, (self.tr("added to the round before's"),
                                      self.tr("counted separately")), strict=True):
            self.totals.addItem(text, key)
        self.totals.setCurrentIndex(max(0, self.totals.findData(keep)))
        for w, text in ((self.stage, self.tr("S&tage:")), (self.tables, self.tr("&Tables:")),
                        (self.games, self.tr("&Games a table:")),
                        (self.totals, self.tr("Its p&oints:")), (self.seed, self.tr("S&eed:")),
                        (self.seconds, self.tr("Search &budget:"))):
            label = self.form.labelForField(w)
            if isinstance(label, QLabel):  # each field's label (made with the form)
                label.setText(text)
        self.seconds.setSuffix(self.tr(" s"))
        self.ci.setText(self.tr("First-night compensation (&Ci) counts"))
        self.seat_button.setText(self.tr("Seat the &round"))
        self.cancel_button.setText(self.tr("&Cancel the seating"))
        self.swap_button.setText(self.tr("S&wap two players…"))
        self.store_button.setText(self.tr("St&ore the round"))
        self.discard_button.setText(self.tr("&Discard"))
        self.substitute_button.setText(self.tr("S&ubstitute in this game…"))
        self.export_button.setText(self.tr("E&xport schedules…"))
        self._show_games_each()

    def _show_games_each(self) -> None:
        """Each player's games for the shape chosen, or that they cannot all play as
        many and the nearest games a table where they can (T-SHAPE-1)."""
        self.games_each.setText(games_each_text(len(self.names), self.tables.value(),
                                                self.games.value()))

    # -- reading -----------------------------------------------------------------

    def refresh(self, tid: int | None) -> None:
        """The tournament's rounds as stored (a proposal stays until stored or dropped)."""
        t = self.desk.tours.get(tid) if tid is not None else None
        self.names = {p.number: p.name for p in t.players} if t is not None else {}
        self.apart = list(self.desk.tours.apart(tid)) if tid is not None else []
        self.tables.setMaximum(max(1, len(self.names) // 10))
        if tid != self._tid:  # another tournament: as many tables as its players fill
            self._tid = tid
            self.tables.setValue(self.tables.maximum())
        step = (tid, len(t.rounds) if t is not None else 0)
        planned = t.next_planned() if t is not None else None
        if step != self._step and planned is not None:  # the plan's next round filled in
            self.stage.setCurrentIndex(max(0, self.stage.findData(planned.stage)))
            self.tables.setValue(planned.tables or self.tables.maximum())
            self.games.setValue(planned.games)
            self.ci.setChecked(planned.ci)
            self.totals.setCurrentIndex(max(0, self.totals.findData(planned.totals)))
        self.players_choice.refresh([r.number for r in t.rounds] if t is not None else [],
                                    planned, step != self._step)
        self._step = step
        self._show_games_each()
        keep = self.round_combo.currentData()
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for r in (t.rounds if t is not None else ()):
            self.round_combo.addItem(fill(self.tr("Round %1: %2, %3 × %4"), r.number,
                                          words.stage(r.stage),
                                          self.tr("%n table(s)", "", r.tables),
                                          self.tr("%n game(s)", "", r.games)), r.number)
        index = self.round_combo.findData(keep)
        self.round_combo.setCurrentIndex(index if index >= 0 else self.round_combo.count() - 1)
        self.round_combo.blockSignals(False)
        self.show_round()

    def round_number(self) -> int | None:
        """The stored round shown."""
        data = self.round_combo.currentData()
        return int(data) if data is not None else None

    def show_round(self) -> None:
        """The proposal, else the stored round chosen, in the grid with its figures."""
        tid = self.desk.tournament_id()
        self.round_combo.setEnabled(self.preview is None)
        if self.preview is not None:
            p, f = self.preview, self.field
            self._fill([(g.game, g.table, f.seats(g.seats), False, None) for g in p.table_games],
                       p.tables, p.games)
            self.quality.setText(self.tr("Proposed seating, not stored yet.") + " "
                                 + fill(self.tr("%1 players."), len(f.numbers)) + "\n"
                                 + quality_text(p.quality.to_json(), self.local_names()))
        elif tid is not None and self.round_number() is not None:
            number = self.round_number()
            info = next(r for r in self.desk.tours.get(tid).rounds if r.number == number)
            slots = self.desk.tours.slots(tid, number)
            self._fill([(s.game, s.table, s.seats, s.game_id is not None, s.referee)
                        for s in slots],
                       info.tables, info.games)
            f = Field(info.participants if info.participants is not None
                      else tuple(sorted(self.names)))
            at = {n: i + 1 for i, n in enumerate(f.numbers)}
            try:  # measured from the seats as they are now (substitutions too)
                figures = measure(len(f.numbers), info.tables, info.games,
                                  [(s.game, s.table, tuple(at[n] for n in s.seats))
                                   for s in slots], f.local(self.apart)).to_json()
                shown = {i + 1: self.names.get(n, "?") for i, n in enumerate(f.numbers)}
            except (ValueError, IndexError, KeyError):  # a damaged round, or a substitute
                figures, shown = dict(info.quality), {}    # from outside: the stored figures
            self.quality.setText(fill(self.tr("Seed %1."), info.seed) + " "
                                 + round_text(info) + "\n" + quality_text(figures, shown))
        else:
            self._fill([], 0, 0)
            self.quality.setText(self.tr("No round yet: seat one on the left."))
        self._update_buttons()

    def _fill(self, slots: Iterable[GridSlot], tables: int, games: int) -> None:
        self.grid.clear()
        self.grid.setColumnCount(tables)
        self.grid.setRowCount(games)
        self.grid.setHorizontalHeaderLabels([fill(self.tr("Table %1"), t)
                                             for t in range(1, tables + 1)])
        self.grid.setVerticalHeaderLabels([fill(self.tr("Game %1"), g)
                                           for g in range(1, games + 1)])
        for game, table, seats, played, referee in slots:
            lines = [self.tr("✓ played") if played else self.tr("not played yet")]
            lines += [fill(self.tr("Referee: %1"), referee)] if referee else []
            lines += [fill("%1. %2", i, self.names.get(n, "?"))
                      for i, n in enumerate(seats, start=1)]
            item = QTableWidgetItem("\n".join(lines))
            item.setData(Qt.ItemDataRole.UserRole, (game, table))
            item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            self.grid.setItem(game - 1, table - 1, item)
        self.grid.resizeRowsToContents()

    def _update_buttons(self) -> None:
        running, proposed = self.job.running(), self.preview is not None
        stored = self.round_number() is not None and not proposed
        self.seat_button.setEnabled(not running)
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        for w in (self.swap_button, self.store_button, self.discard_button):
            w.setEnabled(proposed and not running)
        for w in (self.substitute_button, self.export_button, self.referees_button):
            w.setEnabled(stored)

    # -- a new round ---------------------------------------------------------------

    def local_names(self) -> dict[int, str]:
        """The proposal's players by the seating's numbers (1..k)."""
        return {i + 1: self.names.get(n, "?") for i, n in enumerate(self.field.numbers)}

    def seat_round(self) -> bool:
        """Seat the round's players (every player, the top N after a round, or those
        chosen by hand: a tie at the cut asks the organiser) in a worker process (the
        window stays responsive; the result is shown as a proposal)."""
        tid = self.desk.tournament_id()
        if tid is None:
            return False
        try:
            chosen = self.players_choice.resolve(tid)
            if chosen is None:
                return False
            field = Field(chosen[0] if chosen[0] is not None else tuple(sorted(self.names)))
            self.job.start(len(field.numbers), self.tables.value(), self.games.value(),
                           seed=self.seed.value(), seconds=self.seconds.value(),
                           apart=field.local(self.apart))
        except Exception as e:  # SeatingError, the cut refused (T-CUT-2, 3), StorageError
            self.desk.problem(e)
            return False
        self.field, self.pending = field, chosen
        shape = (len(field.numbers), self.tables.value(), self.games.value(),
                 self.seconds.value())
        self.desk.say(lambda: fill(self.tr("Seating %1 at %2 for %3 (about %4 s)…"),
                                   self.tr("%n player(s)", "", shape[0]),
                                   self.tr("%n table(s)", "", shape[1]),
                                   self.tr("%n game(s)", "", shape[2]),
                                   words.number(shape[3])))
        self._update_buttons()
        return True

    def _seated(self, seating: RoundSeating) -> None:
        self.preview = seating
        self.desk.say(lambda: self.tr("The seating is ready: look at it, swap players by "
                                      "hand if needed, then store the round."))
        self.show_round()

    def _seating_failed(self, message: str) -> None:
        self.desk.problem(message)
        self._update_buttons()

    def cancel_seating(self) -> None:
        """Stop a seating being worked out."""
        if self.job.running():
            self.job.cancel()
            self.desk.say(lambda: self.tr("The seating was cancelled."))
        self._update_buttons()

    def swap(self, a: int | None = None, b: int | None = None, game: int | None = None,
             ask: bool = True) -> bool:
        """Swap two players in the proposal (asks which unless ``ask`` is False)."""
        if self.preview is None:
            return False
        if ask:
            dialog = SwapDialog(self.local_names(), self.preview.games, self)
            if not run_modal(dialog):
                return False
            a, b, game = dialog.values()  # type: ignore[assignment]
        try:
            self.preview = swap_players(self.preview, int(a or 0), int(b or 0), game)
        except ValueError as e:  # SeatingError: the same player twice
            self.desk.problem(e)
            return False
        self.show_round()
        return True

    def store_round(self) -> int | None:
        """Store the proposal as the tournament's next round; returns its number."""
        tid, p = self.desk.tournament_id(), self.preview
        if tid is None or p is None:
            return None
        from mafia_desktop.storage.sport.tournament_stages import chosen_json
        participants, c, took = self.pending
        try:
            number = int(self.desk.tours.add_round(
                tid, str(self.stage.currentData()),
                [(g.game, g.table, self.field.seats(g.seats)) for g in p.table_games],
                seed=p.seed, quality=p.quality.to_json(), ci=self.ci.isChecked(),
                participants=participants, chosen=chosen_json(c, took),
                totals=str(self.totals.currentData())))
        except Exception as e:  # ValueError, StorageError
            self.desk.problem(e)
            return None
        self.preview = None
        self.desk.say(lambda: fill(self.tr("Round %1 stored: export the schedules for the "
                                           "tables."), number))
        self.refresh(tid)
        self.round_combo.setCurrentIndex(self.round_combo.findData(number))
        return number

    def discard(self) -> None:
        """Drop the proposal."""
        self.preview = None
        self.show_round()

    # -- a stored round --------------------------------------------------------------

    def selected_slot(self) -> tuple[int, int, int] | None:
        """(round, table, game) of the cell chosen in a stored round."""
        item, number = self.grid.currentItem(), self.round_number()
        if item is None or number is None or self.preview is not None:
            return None
        game, table = item.data(Qt.ItemDataRole.UserRole)
        return number, int(table), int(game)

    def substitute(self, seat: int | None = None, number: int | None = None) -> bool:
        """A substitution in the chosen unplayed game (asks who unless given)."""
        tid, slot = self.desk.tournament_id(), self.selected_slot()
        if tid is None or slot is None:
            self.desk.problem(lambda: self.tr("choose a game in the grid first"))
            return False
        if seat is None or number is None:
            s = self.desk.tours.slot(tid, slot)
            busy = {n for o in self.desk.tours.slots(tid, slot[0]) if o.game == slot[2]
                    for n in o.seats}
            free = {n: m for n, m in self.names.items() if n not in busy}
            dialog = SubstituteDialog([(n, self.names.get(n, "?")) for n in s.seats], free, self)
            if not run_modal(dialog):
                return False
            seat, number = (int(v) for v in dialog.values())  # type: ignore[call-overload]
        try:  # T-APART-5: beside someone they are kept apart from only if the organiser says so
            clash = self.desk.tours.apart_at(tid, slot, seat, number)
            who = ", ".join(isolate(self.names.get(n, "?")) for n in clash)
            if clash and not confirm(
                    self, self.tr("Kept apart"),
                    fill(self.tr("%1 is kept apart from %2, who plays at this table "
                                 "(T-APART-5). Seat them together anyway?"),
                         isolate(self.names.get(number, "?")), who),
                    self.tr("Seat them &together"), name="confirmApart"):
                self.desk.say(self.tr("No substitution: the pair kept apart stays apart."))
                return False
            self.desk.tours.substitute(tid, slot, seat, number, allow_apart=bool(clash))
        except Exception as e:  # ValueError: played already, a player twice
            self.desk.problem(e)
            return False
        met = who if clash else ""
        who = isolate(self.names.get(number, "?"))

        def done() -> str:
            text = fill(self.tr("Seat %1 of round %2, table %3, game %4 is now %5's."),
                        seat, slot[0], slot[1], slot[2], who)
            if met:
                text += " " + fill(self.tr("They meet %1, kept apart from them, in this "
                                           "game."), met)
            return text
        self.desk.say(done)
        self.show_round()
        return True

    def export_schedules(self, folder: str | None = None) -> list[Path]:
        """One schedule file a table of the round shown, into ``folder`` (asked unless
        given): ``round-R-table-T.schedule.json``."""
        from mafia_desktop.storage.files import write_atomic

        tid, number = self.desk.tournament_id(), self.round_number()
        if tid is None or number is None:
            return []
        settings = getattr(self.desk.window_, "settings", None)
        if folder is None:
            from mafia_desktop.ui.paths import last_folder
            folder = QFileDialog.getExistingDirectory(self, self.tr("Export the schedules"),
                                                      last_folder(settings))
            if not folder:
                return []
        if settings is not None:
            from mafia_desktop.ui.paths import remember_folder
            remember_folder(settings, Path(folder) / "schedule")  # the folder itself
        info = next(r for r in self.desk.tours.get(tid).rounds if r.number == number)
        written = []
        try:
            for table in range(1, info.tables + 1):
                path = Path(folder) / f"round-{number}-table-{table}.schedule.json"
                text = json.dumps(self.desk.tours.schedule(tid, number, table),
                                  ensure_ascii=False, indent=1) + "\n"
                write_atomic(path, text.encode("utf-8"))
                written.append(path)
        except Exception as e:  # OSError (a folder we cannot write), StorageError
            self.desk.problem(e)
            return written
        self.desk.say(lambda: fill(self.tr("%n schedule file(s) written to %1.", "",
                                           len(written)), folder))
        return written


__all__ = ["RoundsPage", "quality_text", "round_text"]
