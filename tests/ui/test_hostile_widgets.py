"""Hostile names through every widget (issue 26, point 2).

Players named ``<img src=p.png>``, ``<font size=7 color=red>Big``, ``<b>Bold</b>`` and
``Tom & Jerry`` (and an evening and a file named so) play a classic and a sport game; the
test walks every widget of the host window and the players' screen after the actions,
the seat menus, the Evening window, the Players view, the saved games and every dialog
the host can open on the way (message boxes, input dialogs, the role card, the New game
dialog), and fails on any text Qt would read as rich text that holds a name's markup, and
on a menu text that would eat a name's ``&``.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QGraphicsTextItem,
    QGraphicsView,
    QInputDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QTableView,
    QWidget,
)

from mafia_desktop.storage import StorageError
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.ui.app import ask_database
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from mafia_desktop.ui.window.main_window import MainWindow
from mafia_desktop.ui.window.seat_menu import show_card
from tests.conftest import SCENARIOS

#: Names (and an evening's and a file's) that mean something to Qt's rich text or menus.
IMG, FONT, BOLD, AMP = "<img src=p.png>", "<font size=7 color=red>Big", "<b>Bold</b>", \
    "Tom & Jerry"
HOSTILE = (IMG, FONT, BOLD, AMP)
#: The names' own markup: found unescaped in a text Qt reads as rich text, it is drawn as
#: markup (the program's own formatting, e.g. "<b>2 votes</b>" beside an escaped name,
#: is not a name's).
MARKUP = ("<img src=p.png>", "<font size=7", "<b>Bold</b>")


def hostile_log(scenario: str) -> str:
    """The scenario's log with the first four players renamed to :data:`HOSTILE`."""
    data = json.loads((SCENARIOS / scenario).read_text("utf-8"))
    renamed = {p["name"]: name for p, name in zip(data["players"], HOSTILE, strict=False)}

    def rename(value: Any) -> Any:  # the actions name players too
        if isinstance(value, str):
            return renamed.get(value, value)
        if isinstance(value, list):
            return [rename(v) for v in value]
        if isinstance(value, dict):
            return {k: rename(v) if k != "type" else v for k, v in value.items()}
        return value
    data["players"] = rename(data["players"])
    data["actions"] = rename(data["actions"])
    return json.dumps(data)


def rich(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Would Qt read ``text`` in format ``fmt`` as rich text?"""
    return fmt == Qt.TextFormat.RichText or (
        fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))


def markup(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> bool:
    """Does ``text`` show a name's markup as markup (read as rich text)?"""
    return rich(text, fmt) and any(m in text for m in MARKUP)


def eats_ampersand(text: str) -> bool:
    """Would a menu or button take the ``&`` of ``Tom & Jerry`` for a shortcut?"""
    return AMP in text.replace("&&", "\0")


class Walk:
    """Collects every fault found in the widgets walked."""

    def __init__(self) -> None:
        self.faults: list[str] = []
        self.texts = 0  # how many texts were looked at (the walk is not empty)
        self.names_seen: set[str] = set()

    def _seen(self, text: str) -> None:
        self.texts += 1
        for name in HOSTILE:
            plain_name = name.replace("&", "")
            if name in text or plain_name in text.replace("&&", "&").replace("&", "") \
                    or name.replace("&", "&&") in text or name in text.replace("&lt;", "<"):
                self.names_seen.add(name)

    def fault(self, where: str, text: str) -> None:
        self.faults.append(f"{where}: {text[:120]!r}")

    def text(self, where: str, text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText,
             menu: bool = False) -> None:
        if not text:
            return
        self._seen(text)
        if markup(text, fmt):
            self.fault(where, text)
        if menu and eats_ampersand(text):
            self.fault(where + " (&)", text)

    def widget(self, root: QWidget) -> None:
        """``root`` and every widget in it, its actions and its menus."""
        for w in [root, *root.findChildren(QWidget)]:
            name = f"{type(w).__name__}#{w.objectName()}"
            self.text(name + ".toolTip", w.toolTip())
            if isinstance(w, QLabel):
                self.text(name, w.text(), w.textFormat())
            elif isinstance(w, QAbstractButton):
                self.text(name, w.text(), Qt.TextFormat.PlainText, menu=True)
            elif isinstance(w, QAbstractItemView) and w.model() is not None:
                self.model(name, w)
            elif isinstance(w, QGraphicsView) and w.scene() is not None:
                self.scene(name, w)
            for action in w.actions():
                self.action(name, action)

    def action(self, where: str, action: QAction) -> None:
        self.text(f"{where}/QAction.text", action.text(), Qt.TextFormat.PlainText, menu=True)
        self.text(f"{where}/QAction.toolTip", action.toolTip())
        if action.menu() is not None:
            self.widget(action.menu())

    def model(self, where: str, view: QAbstractItemView) -> None:
        model = view.model()
        try:
            columns = model.columnCount(QModelIndex())
        except TypeError:  # a list model: one column (its columnCount is private)
            columns = 1
        for row in range(min(model.rowCount(QModelIndex()), 200)):
            for col in range(max(1, min(columns, 30))):
                index = model.index(row, col)
                display = model.data(index, Qt.ItemDataRole.DisplayRole)
                if isinstance(display, str):
                    self._seen(display)
                tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                if isinstance(tip, str):
                    self.text(f"{where}[{row},{col}].toolTip", tip)
        for col in range(columns):
            tip = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                self.text(f"{where}.header[{col}].toolTip", tip)

    def scene(self, where: str, view: QGraphicsView) -> None:
        for item in view.scene().items():
            self.text(f"{where}/{type(item).__name__}.toolTip", item.toolTip())
            if isinstance(item, QGraphicsTextItem):
                self._seen(item.toPlainText())
                if "<img" in item.toHtml():
                    self.fault(f"{where}/{type(item).__name__}", item.toHtml())


@pytest.fixture()
def walk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Walk]:
    """Every dialog, message box, input dialog and menu that is run is walked, then
    closed (as Esc would)."""
    walker = Walk()
    dialogs: list[str] = []

    def run_dialog(self: QDialog, *args: Any) -> int:
        QApplication.processEvents()
        dialogs.append(type(self).__name__)
        walker.widget(self)
        return 0

    def run_menu(self: QMenu, *args: Any) -> None:
        dialogs.append("QMenu")
        walker.widget(self)
        return None

    def modal() -> None:  # a box Qt runs by itself (QMessageBox.critical): walk, close
        box = QApplication.activeModalWidget()
        if box is not None:
            dialogs.append(type(box).__name__)
            walker.widget(box)
            walker.fault("a modal dialog run by Qt itself", box.windowTitle())
            box.close()

    for cls in (QDialog, QMessageBox, QInputDialog):
        monkeypatch.setattr(cls, "exec", run_dialog)
    monkeypatch.setattr(QMenu, "exec", run_menu)
    watchdog = QTimer()
    watchdog.timeout.connect(modal)
    watchdog.start(200)
    walker.dialogs = dialogs  # type: ignore[attr-defined]
    yield walker
    watchdog.stop()
    assert walker.faults == [], "\n".join(walker.faults)


def play_through(walk: Walk, w: MainWindow, game_id: int, every: int) -> None:
    """Resume the stored game, take it back to its start and play it again action by
    action, walking the host window, the players' screen and each seat's menu."""
    c = w.commands.resume_game(game_id)
    assert c is not None
    actions = list(c.game.actions)
    w.feed.set_open(True)
    while len(c.game):
        c.stack.undo()
    for i, action in enumerate(actions):
        assert w.commands.perform(action) is None
        if i % every == 0 or i == len(actions) - 1:
            QApplication.processEvents()
            walk.widget(w)
            if w.feed.projector is not None:
                walk.widget(w.feed.projector)
            for seat in range(1, 5):
                walk.widget(w.session.host_input.build_seat_menu(seat))
    c.stack.undo()  # a correction in the list
    QApplication.processEvents()
    walk.widget(w)
    for seat in range(1, 5):
        show_card(w.session.host_input, seat)  # the seat menu's "Show … their role card"
    w.statusBar().showMessage("")


def test_both_families_with_hostile_names(window, qtbot, tmp_path, repo, walk) -> None:
    classic = repo.import_log(hostile_log("town_wins_day2.mafia.json"))
    sport = repo.import_log(hostile_log("sport_red_wins.mafia.json"))
    w = window
    play_through(walk, w, classic, every=3)
    play_through(walk, w, sport, every=5)
    assert walk.names_seen == set(HOSTILE)
    assert "CardDialog" in walk.dialogs  # type: ignore[attr-defined]


def test_removal_and_confirmations_with_hostile_names(window, qtbot, tmp_path, repo, walk) -> None:
    classic = repo.import_log(hostile_log("town_wins_day2.mafia.json"))
    sport = repo.import_log(hostile_log("sport_red_wins.mafia.json"))
    w = window
    c = w.commands.resume_game(classic)
    while len(c.game) > 3:
        c.stack.undo()
    for seat in range(1, 5):  # the removal asks with the name (an input dialog)
        w.commands.start_kind("host_kill")
        w.commands.seat_activated(seat)
        w.commands.cancel()
    c = w.commands.resume_game(sport)
    while len(c.game) > 2:
        c.stack.undo()
    for kind in ("disqualify", "team_defeat"):  # asked first, naming the player
        for seat in range(1, 5):
            w.commands.start_kind(kind)
            w.commands.seat_activated(seat)
            w.commands.cancel()
    dialogs = walk.dialogs  # type: ignore[attr-defined]
    assert "TextQuestion" in dialogs and "QMessageBox" in dialogs  # a QInputDialog
    assert {IMG, FONT, BOLD, AMP} <= walk.names_seen


def test_files_and_databases_named_as_html(window, qtbot, tmp_path, repo, walk) -> None:
    w = window
    from mafia_desktop.ui.dialogs.no_votes import NoVotesDialog
    NoVotesDialog([(i + 1, n) for i, n in enumerate(HOSTILE)], w).ask()  # "Execute 4. Tom…"
    w.session.files.broken(str(tmp_path / f"{IMG}.mafia.json"), f"{FONT}: not a game log")
    ask_database(w, tmp_path / f"{BOLD}.sqlite3",
                 StorageError(f"{IMG} cannot be read", path=tmp_path / f"{BOLD}.sqlite3"))
    assert walk.dialogs.count("QMessageBox") == 2  # type: ignore[attr-defined]
    assert {IMG, FONT, BOLD} <= walk.names_seen


def test_saved_games_players_and_new_game_with_hostile_names(window, qtbot, tmp_path, repo,
                                                              walk) -> None:
    repo.import_log(hostile_log("town_wins_day2.mafia.json"))
    repo.import_log(hostile_log("sport_red_wins.mafia.json"))
    w = window
    w.session.files.resume()  # Saved games
    w.session.files.show_players()  # the Players view
    from mafia_desktop.ui.club.games_view import GamesDialog
    games = GamesDialog(repo, w)
    qtbot.addWidget(games)
    games.confirm_delete(repo.list_games()[0])
    from mafia_desktop.ui.club.players_view import PlayersDialog
    players = PlayersDialog(repo, w)  # each player selected: the rating panel names them
    qtbot.addWidget(players)
    players.show()
    for view in players.findChildren(QTableView):
        for row in range(view.model().rowCount(QModelIndex())):
            view.selectRow(row)
            QApplication.processEvents()
            walk.widget(players)
    d = NewGameDialog(w, roster=list(HOSTILE), players=[*HOSTILE, "Vera", "Gleb"])
    qtbot.addWidget(d)
    d.show()
    d.add_player(IMG)  # refused: already at the table, said with the name
    for page in range(d.tabs.count()):
        d.tabs.setCurrentIndex(page)
        walk.widget(d)
    d.set_family("sport")  # the sport setup part: its seats and deal by hand
    for name in ("Kira", "Lev", "Maya", "Oleg"):
        d.add_player(name)
    for page in range(d.tabs.count()):
        d.tabs.setCurrentIndex(page)
        walk.widget(d)
    dialogs = walk.dialogs  # type: ignore[attr-defined]
    assert "GamesDialog" in dialogs and "PlayersDialog" in dialogs
    assert walk.names_seen == set(HOSTILE)


def test_the_evening_with_hostile_names(window, qtbot, tmp_path, repo, walk) -> None:
    games = [repo.import_log(hostile_log("sport_red_wins.mafia.json")) for _ in range(2)]
    evenings = EveningRepository(repo)
    evening = evenings.create(IMG, list(HOSTILE))
    for g in games:
        evenings.add_game(evening, g)
    w = window
    dialog = w.commands.show_evening()
    dialog.reload(evening)
    QApplication.processEvents()
    walk.widget(dialog)
    dialog.games.setCurrentRow(0)
    assert not dialog.remove_game()  # asked (a message box), answered No
    assert dialog.show_on_projector()
    walk.widget(w.feed.projector)
    assert walk.names_seen == set(HOSTILE)


def test_the_tournament_with_hostile_names(window, qtbot, tmp_path, repo, walk, monkeypatch) -> None:
    from tests.ui.test_tournament_window import PLAYERS, new_tournament_with_players
    w = window
    new_tournament_with_players(qtbot, w, monkeypatch, names=[*PLAYERS[:16], *HOSTILE])
    desk = w.commands.tournament_window
    for page in range(desk.tabs.count()):
        desk.tabs.setCurrentIndex(page)
        QApplication.processEvents()
        walk.widget(desk)
    desk.close()
    assert walk.names_seen == set(HOSTILE)


def test_long_and_hostile_event_names_an_older_version_stored(window, qtbot, repo, walk) -> None:
    """Issue 35.1: an evening and a tournament named with markup, 150 and 5,000,000
    characters long or with a direction control (stored before the names' rule): every
    widget of the Evening page and the Tournament window shows them plain and bounded,
    and the host window keeps its size."""
    from datetime import date

    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    window.resize(1366, 768)
    evenings, tours = EveningRepository(repo), TournamentRepository(repo)
    for k, tail in enumerate(("W" * 150, "W" * 5_000_000, "\u202eevil")):
        evening = evenings.create(f"Friday {k}", list(HOSTILE))
        tid = tours.create(f"Cup {k}", date(2026, 11, 28))
        repo.conn.execute("UPDATE evenings SET name = ? WHERE id = ?", (BOLD + tail, evening))
        repo.conn.execute("UPDATE tournaments SET name = ? WHERE id = ?", (IMG + tail, tid))
        repo.conn.commit()
    page = window.commands.show_evening()
    for i in range(page.evening_combo.count()):
        page.evening_combo.setCurrentIndex(i)
        QApplication.processEvents()
        walk.widget(page)
        assert len(page.evening_combo.itemText(i)) <= 120
    assert window.width() <= 1366 and window.minimumSizeHint().width() <= 1366
    window.menus.tournament_action.trigger()
    desk = window.commands.tournament_window
    for i in range(desk.combo.count()):
        desk.combo.setCurrentIndex(i)
        for tab in range(desk.tabs.count()):
            desk.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            walk.widget(desk)
        assert len(desk.combo.itemText(i)) <= 120  # the name, at most 80, and its date
    desk.close()
    assert {IMG, BOLD} <= walk.names_seen and walk.texts > 0
