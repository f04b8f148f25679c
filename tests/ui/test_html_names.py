"""A player's name is shown as typed, never read as HTML (regression: a player named
``<script>alert(1)</script>`` vanished from its seat card, the nominations line, the vote
grid, "First godfather: seat 9 —" and the delete confirmation)."""
from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.classic import Nominate, OpenVote, Role
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.club.games_view import GamesDialog
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS, unisolated

NAME = "<script>alert(1)</script>"


def shown(label: QLabel) -> str:
    """The text a person sees in ``label`` (rich text is rendered to plain text)."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def literal(text: str, tooltip: str, full: str) -> bool:
    """``text`` shows ``full`` as typed: whole, or elided ("<script>al…") with the whole
    name as the tooltip (as a person reads it: an HTML-looking tooltip is escaped)."""
    if GuiQt.mightBeRichText(tooltip):
        doc = QTextDocument()
        doc.setHtml(tooltip)
        tooltip = doc.toPlainText()
    return text == full or (text.endswith("…") and len(text) > 3
                            and full.startswith(text[:-1]) and tooltip == full)


def setup_with_the_name():
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    players = list(setup.players)
    players[0] = dataclasses.replace(players[0], name=NAME)  # seat 1, the godfather
    return dataclasses.replace(setup, players=tuple(players))


def test_host_window_shows_the_name_literally(qtbot, tmp_path):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    w.show()
    c = w.session.open_game(Game(setup_with_the_name()))
    seat = w.session.page.scene.seats[0]
    assert literal(seat.name.toPlainText(), seat.toolTip(), NAME)
    assert c.perform(Nominate(by=5, target=1)) is None
    assert NAME in shown(w.session.page.panel.nominations)
    w.commands.start_kind("nominate", (1,))  # the prompt names the nominator
    assert NAME in shown(w.session.page.prompt)
    w.commands.cancel()
    assert c.perform(Nominate(by=6, target=2)) is None
    assert c.perform(OpenVote()) is None
    QApplication.processEvents()
    grid = w.session.page.panel.vote_grid.grid
    labels = [grid.itemAt(i).widget() for i in range(grid.count())
              if isinstance(grid.itemAt(i).widget(), QLabel)]
    # header: candidate 1 (the name over the tally)
    assert any(literal(shown(x).split("\n")[0], x.toolTip(), NAME) for x in labels)
    # row: voter 1 (the name in direction isolates, issue 35.6)
    assert any(literal(unisolated(shown(x)), unisolated(x.toolTip()), f"1. {NAME}")
               for x in labels)


def test_first_godfather_label_shows_the_name(qtbot):
    d = NewGameDialog(seed=1)
    qtbot.addWidget(d)
    d.show()
    for name in ["Anna", "Boris", "Vera", "Gleb", NAME]:
        d.add_player(name)
    d.tabs.setCurrentIndex(2)
    qtbot.mouseClick(d.hand_radio, Qt.MouseButton.LeftButton)
    for seat, role in enumerate([Role.CIVILIAN, Role.CIVILIAN, Role.COMMISSAR,
                                 Role.CIVILIAN, Role.GODFATHER], start=1):
        d.set_hand_role(seat, role)
    assert shown(d.godfather_label) == f"First godfather: seat 5 — {NAME}"


def test_delete_confirmation_shows_the_name(qtbot, monkeypatch, db_path):
    conn = open_database(db_path)
    repo = GameRepository(conn)
    repo.create_game(setup_with_the_name())
    dialog = GamesDialog(repo)
    qtbot.addWidget(dialog)
    dialog.unfinished_view.selectRow(0)
    asked = []

    def exec_(box):
        label = box.findChild(QLabel, "qt_msgbox_label")
        asked.append(shown(label))
        box.button(QMessageBox.StandardButton.No).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    dialog.delete_button.click()
    assert len(asked) == 1 and NAME in asked[0]
    assert len(repo.list_games()) == 1
    conn.close()
