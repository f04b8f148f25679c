"""The table host's side of a tournament (issue 25): open the schedule file the organiser
exported for this table (``TournamentRepository.schedule``: format
``"mafia-tournament-schedule"``, version 1), see its games, and start one: the sport
new-game dialog opens with the ten names in seat order (the host deals the roles as
usual, and brings the finished game's log back to the organiser).

A file that is not such a schedule (another format or version, broken JSON, a game
without ten players, a name the rules refuse, too large) is refused with a message
naming what is wrong, and nothing changes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, overload

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n.fill import fill, isolate
from mafia_desktop.i18n.noop import QT_TRANSLATE_NOOP
from mafia_desktop.i18n.refusals import refusal_text
from mafia_desktop.rules import LogFormatError, RuleViolation, check_any_name, check_name
from mafia_desktop.rules.log_format import read_log_file
from mafia_desktop.ui.families.sport.tournament import words
from mafia_desktop.ui.language import Retranslating

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.families import StartGame

#: The file's ``format`` and the one ``version`` read.
SCHEDULE_FORMAT = "mafia-tournament-schedule"
SCHEDULE_VERSION = 1
#: A schedule is small: a larger file is refused unread.
MAX_BYTES = 1 << 20
SEATS = 10
translate = QCoreApplication.translate


class ScheduleError(ValueError):
    """A schedule file that cannot be used; ``str()`` says what is wrong (translated)."""


@dataclass(frozen=True)
class ScheduledGame:
    """One game of the schedule: where it is, whether it was played, the names by seat."""

    round: int
    table: int
    game: int
    played: bool
    names: tuple[str, ...]


@dataclass(frozen=True)
class Schedule:
    """A table's schedule as read from its file."""

    tournament: str
    round: int
    stage: str
    table: int | None
    games: tuple[ScheduledGame, ...]


def _refused(text: str, *args: object) -> ScheduleError:
    """The refusal ``text`` (marked with ``QT_TRANSLATE_NOOP``) translated and filled."""
    return ScheduleError(fill(translate("ScheduleFile", text), *args))


@overload
def _whole(obj: dict[str, object], key: str, where: str) -> int: ...
@overload
def _whole(obj: dict[str, object], key: str, where: str, *, optional: bool) -> int | None: ...
def _whole(obj: dict[str, object], key: str, where: str, *,
           optional: bool = False) -> int | None:
    """``obj[key]`` (a schedule file's JSON object), a whole number 1..10,000 (``None``
    when missing and ``optional``).

    Raises:
        ScheduleError: it is missing or not such a number (worded, naming ``where``).
    """
    value = obj.get(key)
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 10_000:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile",
                                         "%1: “%2” must be a whole number from 1, not %3"),
                       where, key, json.dumps(value, ensure_ascii=False)[:40])
    return value


def _game(obj: object, index: int) -> ScheduledGame:
    where = fill(translate("ScheduleFile", "game %1 of the file"), index + 1)
    if not isinstance(obj, dict):
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "%1 is not an object"), where)
    numbers = [_whole(obj, k, where) for k in ("round", "table", "game")]
    played = obj.get("played", False)
    if not isinstance(played, bool):
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "%1: “played” must be true or false"),
                       where)
    players = obj.get("players")
    if not isinstance(players, list) or len(players) != SEATS:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "%1: expected ten players, one a seat"),
                       where)
    names: list[str] = []
    for seat, p in enumerate(players, start=1):
        if not isinstance(p, dict) or p.get("seat") != seat:
            raise _refused(QT_TRANSLATE_NOOP(
                "ScheduleFile", "%1: the players must be listed by seat, 1 to 10 (entry %2 "
                "is not seat %2)"), where, seat)
        try:
            names.append(check_name(p.get("name"), names))
        except RuleViolation as e:
            raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "%1, seat %2: %3"), where, seat,
                           f"{e.rule}: {refusal_text(e, str)}") from None
    return ScheduledGame(numbers[0], numbers[1], numbers[2], played, tuple(names))


def _named(value: object, kind: str) -> str:
    """The tournament's name or the round's stage as the names' rule takes it (R-NAME-1:
    the same rule and limits as the desk that wrote the file)."""
    try:
        return check_any_name(value, kind)
    except RuleViolation as e:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the schedule: %1"),
                       f"{e.rule}: {refusal_text(e, str)}") from None


def read_schedule(data: bytes | str) -> Schedule:
    """The schedule in ``data`` (the file's bytes).

    Raises:
        ScheduleError: not a version 1 ``mafia-tournament-schedule``, or a part of it
            that is wrong (the message names it): a name the names' rule refuses (a
            tournament's name or a stage over 80 characters, R-NAME-1; a player's,
            R-SETUP-1) among them.
    """
    try:
        obj = json.loads(data)
    except (ValueError, UnicodeDecodeError) as e:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the file is not JSON (%1)"), e) \
            from None
    except RecursionError:  # arrays or objects nested thousands deep: no schedule's shape
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the file is not JSON (%1)"),
                       "nested too deeply") from None
    if not isinstance(obj, dict) or obj.get("format") != SCHEDULE_FORMAT:
        found = obj.get("format") if isinstance(obj, dict) else None
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the file is not a tournament schedule "
                                                         "(its format is %1, expected %2)"),
                       json.dumps(found, ensure_ascii=False)[:60], SCHEDULE_FORMAT)
    if obj.get("version") != SCHEDULE_VERSION:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the schedule's version is %1; this "
                                                         "program reads version %2"),
                       json.dumps(obj.get("version"))[:20], SCHEDULE_VERSION)
    name = obj.get("tournament")
    if name is None:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile",
                                         "the schedule does not name its tournament"))
    name, stage = _named(name, "tournament"), _named(obj.get("stage", "main"), "round")
    games = obj.get("games")
    if not isinstance(games, list) or not games:
        raise _refused(QT_TRANSLATE_NOOP("ScheduleFile", "the schedule holds no games"))
    where = translate("ScheduleFile", "the schedule")
    return Schedule(name, _whole(obj, "round", where), stage,
                    _whole(obj, "table", where, optional=True),
                    tuple(_game(g, i) for i, g in enumerate(games)))


def read_schedule_file(path: str | Path) -> Schedule:
    """The schedule in the file ``path`` (read as a log file is: regular files only,
    :data:`MAX_BYTES` at most).

    Raises:
        ScheduleError: the file cannot be read, or is not a schedule (named).
    """
    try:
        data = read_log_file(path, MAX_BYTES)
    except LogFormatError as e:
        raise ScheduleError(e.message) from None
    return read_schedule(data)


class ScheduleDialog(Retranslating, QDialog):
    """A schedule's games; "Start this game" calls ``start(names, slot=(round, table,
    game))`` with the selected game's names in seat order (the host window opens the sport
    new-game dialog; the game's files are named by its slot)."""

    def __init__(self, schedule: Schedule, start: StartGame,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scheduleDialog")
        self.schedule, self._start = schedule, start
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # the tournament's name
        self.heading.setWordWrap(True)
        self.table = QTableWidget(len(schedule.games), 4 + SEATS)
        self.table.setObjectName("scheduleGames")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemDoubleClicked.connect(lambda _: self.start_selected())
        for r, g in enumerate(schedule.games):
            values = [str(g.round), str(g.table), str(g.game), *g.names, ""]
            for c, text in enumerate(values):
                self.table.setItem(r, c, QTableWidgetItem(text))
        self.start_button = QPushButton()
        self.start_button.setObjectName("startScheduledGame")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(lambda: self.start_selected())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        first = next((i for i, g in enumerate(schedule.games) if not g.played), 0)
        self.table.selectRow(first)
        self.retranslate_ui()
        self.resize(1200, 480)

    def retranslate_ui(self) -> None:
        """Every text in the current language."""
        s = self.schedule
        self.setWindowTitle(self.tr("Tournament schedule"))
        name, stage = isolate(s.tournament), words.stage(s.stage)
        where = (fill(self.tr("%1 — %2, round %3, table %4"), name, stage, s.round, s.table)
                 if s.table is not None
                 else fill(self.tr("%1 — %2, round %3"), name, stage, s.round))
        self.heading.setText(where + "\n" + self.tr(
            "Choose a game and start it: the new-game dialog opens with its players in "
            "seat order; deal the roles as usual."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Game"),
             *(str(i) for i in range(1, SEATS + 1)), self.tr("Played")])
        for r, g in enumerate(s.games):
            played = self.table.item(r, 3 + SEATS)
            if played is not None:  # made with the table (every game has its row)
                played.setText(self.tr("✓ played") if g.played else "")
        self.start_button.setText(self.tr("&Start this game…"))

    def selected(self) -> ScheduledGame | None:
        """The game chosen in the list."""
        row = self.table.currentRow()
        return self.schedule.games[row] if 0 <= row < len(self.schedule.games) else None

    def start_selected(self) -> bool:
        """Start the chosen game (a played one after the host confirms)."""
        game = self.selected()
        if game is None:
            return False
        if game.played and QMessageBox.question(
                self, self.tr("Tournament schedule"),
                self.tr("This game has been played already. Start it again?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No) != QMessageBox.StandardButton.Yes:
            return False
        self.accept()
        self._start(list(game.names), slot=(game.round, game.table, game.game))
        return True


def open_schedule(parent: QWidget, start: StartGame,
                  path: str | None = None) -> ScheduleDialog | None:
    """Game menu → "Open a tournament schedule…": ask for the file (unless given), read
    it, and show its games (``None``: cancelled or refused, with a message)."""
    from PySide6.QtWidgets import QFileDialog
    if path is None:
        from mafia_desktop.ui.paths import last_folder, remember_folder
        settings = getattr(parent.window(), "settings", None)
        path, _ = QFileDialog.getOpenFileName(
            parent, translate("ScheduleFile", "Open a tournament schedule"),
            last_folder(settings),
            translate("ScheduleFile",
                      "Tournament schedule (*.schedule.json *.json);;Any file (*)"))
        if not path:
            return None
        if settings is not None:
            remember_folder(settings, path)
    try:
        schedule = read_schedule_file(path)
    except ScheduleError as e:
        text = fill(translate("ScheduleFile",
                              "This file cannot be opened as a tournament schedule: %1"), e)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          translate("ScheduleFile", "Open a tournament schedule"), text,
                          QMessageBox.StandardButton.Ok, parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the file's words, as they are
        box.setObjectName("scheduleRefused")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # window-modal, without a nested event loop
        return None
    dialog = ScheduleDialog(schedule, start, parent)
    dialog.open()
    return dialog


__all__ = ["SCHEDULE_FORMAT", "Schedule", "ScheduleDialog", "ScheduleError", "ScheduledGame",
           "open_schedule", "read_schedule", "read_schedule_file"]
