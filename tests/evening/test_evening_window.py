"""Issue 14: the Evening window: the table, removal with a confirmation, the next game's
proposed seating, and the players' screen between games."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from mafia_desktop.i18n.language import remove_translators
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.ui import plain
from mafia_desktop.ui.dialogs import keep_typed
from tests.evening.helpers import EXPECTED, NAMES, three_game_evening


def _shown(dialog: Any) -> dict[str, tuple[object, ...]]:
    t = dialog.table
    return {t.item(r, 1).text(): tuple(t.item(r, c).data(0) for c in range(2, 8))
            for r in range(t.rowCount())}


def test_the_table_removal_and_the_projector(window, repo, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, games = three_game_evening(repo)
    dialog = window.commands.show_evening()
    assert dialog.evening_id() == evening
    assert _shown(dialog) == {k: tuple(v) for k, v in EXPECTED.items()}
    # sortable: click "Fouls" -> Vera (2) first when sorted descending
    dialog.table.sortByColumn(6, Qt.SortOrder.DescendingOrder)
    assert dialog.shown_rows()[0].name == "Vera"
    # the players' screen: no game open, so the table is shown there
    assert dialog.show_on_projector()
    scene = window.feed.projector.table_scene
    assert window.feed.projector.view.scene() is scene
    assert {i.text() for i in scene.name_items()} == set(NAMES)
    # a removal asks; "No" changes nothing, "Yes" updates the table (and the projector)
    dialog.games.setCurrentRow(1)
    monkeypatch.setattr(plain, "ask", lambda *a, **k: False)
    assert not dialog.remove_game()
    assert _shown(dialog)["Lev"][2] == 1.0
    monkeypatch.setattr(plain, "ask", lambda *a, **k: True)
    assert dialog.remove_game()
    assert _shown(dialog)["Lev"] == (2, 2, 2.0, 0.0, 0, 0.0)
    assert evenings.get(evening).games == (games[0], games[2])
    assert window.feed.table_shown


def test_the_next_game_is_proposed_balanced(window, repo, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, games = three_game_evening(repo)
    dialog = window.commands.show_evening()
    proposed = dialog.proposed_seating()
    assert sorted(proposed) == sorted(NAMES)
    history = evenings.seatings(evening)
    # with the same ten players, nobody sits where they sat already (three games in)
    assert all(proposed[i] != h[i] for h in history for i in range(10))
    seen: dict[str, Any] = {}

    def fake_new_game(players=(), evening_id=None, family=None):  # type: ignore[no-untyped-def]
        seen.update(players=list(players), evening_id=evening_id, family=family)
    monkeypatch.setattr(window.session.files, "new_game", fake_new_game)
    dialog.start_next_game()
    assert seen == {"players": proposed, "evening_id": evening, "family": "sport"}
    # unticking a participant leaves them out of the next game
    dialog.players.item(0).setCheckState(dialog.players.item(0).checkState().Unchecked)
    assert dialog.players.item(0).text() not in dialog.proposed_seating()


def test_a_game_started_from_the_evening_joins_it(window, repo, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.ui.window import game_files

    evenings = EveningRepository(repo)
    evening = evenings.create("Friday", NAMES)
    shown: dict[str, Any] = {}

    class Accepting(game_files.NewGameDialog):  # the host accepts the proposal as it is
        def exec(self) -> int:
            shown["names"] = self.names()
            shown["family"] = self.family()
            return 1
    monkeypatch.setattr(game_files, "NewGameDialog", Accepting)
    dialog = window.commands.show_evening()
    proposed = dialog.proposed_seating()
    dialog.start_next_game()
    assert shown["names"] == proposed
    game_id = evenings.get(evening).games[0]
    assert [p.name for p in repo.setup(game_id).players] == shown["names"]
    assert window.session.controller is not None and window.session.controller.game_id == game_id


@pytest.mark.parametrize("count", [10, 24])
def test_the_players_screen_never_cuts_a_name(qtbot, count: int) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.rules.evening import PublicRow
    from mafia_desktop.ui.players_screen.projector_table import NARROW, WIDE, TableScene

    names = [f"Player {i}" for i in range(count - 2)] + [
        "Konstantin Preobrazhensky-Konstantinov", "Александра Преображенская-Румянцева"]
    scene = TableScene()
    scene.show_table([PublicRow(n, 3, 1, 1.25, 0.25, 2, 0.3) for n in names], "Friday")
    items = scene.name_items()
    assert sorted(i.text().replace("\n", " ") for i in items) == sorted(names)
    for item in items:
        assert item.boundingRect().width() <= item.data(1) + 0.5  # its room
        assert item.font().pixelSize() >= 18  # readable from the back of the room
    headings = WIDE if count <= 12 else NARROW
    assert len([t for t in scene.texts() if t == "Player"]) == (1 if headings == WIDE else 2)


def test_the_buttons_ask_as_the_host_clicks_them(window, repo, monkeypatch, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A real click passes clicked(bool)'s checked=False: it must not become the new
    evening's name, the players' list, the removal's "confirm" or the export's path."""
    from PySide6.QtWidgets import QFileDialog

    def problem(*a: object, **k: object) -> None:
        raise AssertionError(a)
    monkeypatch.setattr(plain, "critical", problem)
    dialog = window.commands.show_evening()
    monkeypatch.setattr(keep_typed, "ask_text", lambda *a, **k: ("Friday", True))
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    evenings = EveningRepository(repo)
    evening = dialog.evening_id()
    assert evening is not None and evenings.get(evening).name == "Friday"
    monkeypatch.setattr(keep_typed, "ask_text", lambda *a, **k: ("Anna, Boris ,", True))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.ticked() == ["Anna", "Boris"]

    evenings2, evening2, games = three_game_evening(repo)
    dialog.reload(evening2)
    dialog.games.setCurrentRow(0)
    asked: list[object] = []

    def no(*a: object, **k: object) -> bool:
        asked.append(a)
        return False
    monkeypatch.setattr(plain, "ask", no)
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert asked and evenings2.get(evening2).games == tuple(games)

    out = tmp_path / "table.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert out.exists() and "Anna" in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("column, value", [
    ("started_at", "not a time"), ("started_at", 12.5), ("name", b"\x00\xff"),
    ("status", "lost"),
])
def test_a_damaged_evening_row_is_listed_as_damaged(window, repo, column, value) -> None:  # type: ignore[no-untyped-def]
    """Issue 26.7: a bad evening row made the Evening window fail with an uncaught
    exception and no message."""
    evenings, evening, games = three_game_evening(repo)
    bad = evenings.create("Saturday", ["Anna"])
    repo.conn.execute("PRAGMA ignore_check_constraints = ON")
    repo.conn.execute(f"UPDATE evenings SET {column} = ? WHERE id = ?", (value, bad))
    repo.conn.execute("PRAGMA ignore_check_constraints = OFF")
    listed = {e.id: e for e in evenings.list_evenings()}
    assert listed[bad].damaged and listed[evening].problem is None
    assert {"started_at": "its start", "name": "its name", "status": "its status"}[column] \
        in listed[bad].problem
    dialog = window.commands.show_evening()
    combo = dialog.evening_combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert len(texts) == 2 and any("damaged" in t for t in texts)
    dialog.reload(bad)
    assert dialog.evening_id() == bad
    assert "damaged" in dialog.status_label.text()
    assert not dialog.remove_button.isEnabled() and not dialog.next_button.isEnabled()
    assert dialog.table.rowCount() == 0
    dialog.reload(evening)  # the sound evening is shown as ever
    assert _shown(dialog) == {k: tuple(v) for k, v in EXPECTED.items()}


def test_the_add_players_question_shows_its_title_whole_in_russian(  # type: ignore[no-untyped-def]
        window, repo, monkeypatch, qtbot) -> None:
    """Newcomer's trial, item 13: the question of "Add players…" was so narrow that the
    window manager cut its Russian title to "Доба… роков": the dialog is wide enough for
    its title in a title bar's bold font, beside the bar's icon and buttons."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.ui.dialogs.keep_typed import TextQuestion

    monkeypatch.setattr(keep_typed, "ask_text", lambda *a, **k: ("Friday", True))
    dialog = window.commands.show_evening()
    qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    monkeypatch.undo()
    seen: list[tuple[str, int, int]] = []

    def look() -> None:
        question = QApplication.activeModalWidget()
        assert isinstance(question, TextQuestion)
        font = question.font()
        font.setBold(True)
        seen.append((question.windowTitle(), question.width(),
                     QFontMetrics(font).horizontalAdvance(question.windowTitle())))
        qtbot.keyClick(question, Qt.Key.Key_Escape)

    try:
        set_language("ru")
        QTimer.singleShot(0, look)
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    finally:
        set_language("en")
        remove_translators(QCoreApplication.instance())
    assert len(seen) == 1
    title, width, title_width = seen[0]
    assert title == "Добавить игроков"
    assert width >= title_width + 150, seen


def test_with_no_evening_every_button_still_says_what_it_does(window) -> None:  # type: ignore[no-untyped-def]
    """A database with no evening yet: the buttons are off, and none is a blank box (the
    close button had no text until an evening was chosen)."""
    from PySide6.QtWidgets import QPushButton
    page = window.commands.show_evening()
    assert page.evening_id() is None
    buttons = page.findChildren(QPushButton)
    assert len(buttons) >= 8
    assert [b.objectName() or b.text() for b in buttons if not b.text().strip()] == []
    assert page.close_button.text() == "&Close the evening" and not page.close_button.isEnabled()
    # the empty list of evenings says how to make one (the combo draws itself, elided:
    # it drew nothing)
    combo = page.evening_combo
    assert combo.currentIndex() == -1 and "New evening" in combo.empty_text
    shown = combo.grab().toImage()
    combo.empty_text = ""
    assert combo.grab().toImage() != shown


def test_a_refused_name_in_add_players_keeps_the_question_open_with_every_name(  # type: ignore[no-untyped-def]
        window, repo) -> None:
    """One name R-SETUP-1 refuses (over 40 characters, or a name twice) was said in a
    message box after the question had closed: every name typed was gone. Now it is said
    under the question, which stays open with the text; mended, it is taken."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLabel, QLineEdit

    from mafia_desktop.storage.evenings import EveningRepository
    from tests.ui.test_hostile_event_names_windows import click_ok, when_asked

    evenings = EveningRepository(repo)
    evenings.create("Friday")
    page = window.commands.show_evening()
    page.reload()
    typed = "Anna, Boris, " + "x" * 41 + ", Vera, anna"
    seen: list[tuple[bool, str, str]] = []

    def answer(dialog) -> None:  # type: ignore[no-untyped-def]
        line = dialog.findChild(QLineEdit)
        QTest.keyClicks(line, typed)
        click_ok(dialog)  # refused: said under the question, nothing stored
        said = " ".join(lab.text() for lab in dialog.findChildren(QLabel) if "R-SETUP-1" in lab.text())
        seen.append((dialog.isVisible(), line.text(), said))
        line.setText(line.text().replace("x" * 41 + ", ", ""))
        click_ok(dialog)  # "anna" again: Anna is in the list once already
        said = " ".join(lab.text() for lab in dialog.findChildren(QLabel) if "R-SETUP-1" in lab.text())
        seen.append((dialog.isVisible(), line.text(), said))
        line.setText("Anna, Boris, Vera")
        click_ok(dialog)
    faults = when_asked(answer)
    QTest.mouseClick(page.add_button, Qt.MouseButton.LeftButton)
    assert faults == []
    assert seen[0][:2] == (True, typed) and "40" in seen[0][2]
    assert seen[1][0] and "Anna" in seen[1][2] and "anna" in seen[1][2]
    evening = evenings.get(page.evening_id())
    assert list(evening.players) == ["Anna", "Boris", "Vera"]


def test_open_and_remove_name_a_game_or_are_off(window, repo) -> None:  # type: ignore[no-untyped-def]
    """An evening without games: Open and Remove from the evening are off (they were on
    and did nothing); with games the latest is chosen, and a game chosen stays chosen
    when the page is drawn again."""
    from mafia_desktop.storage.evenings import EveningRepository
    from tests.evening.helpers import three_game_evening

    EveningRepository(repo).create("Empty")
    page = window.commands.show_evening()
    page.reload()
    assert page.evening_id() is not None and page.games.count() == 0
    assert not page.open_button.isEnabled() and not page.remove_button.isEnabled()
    _, evening_id, _ = three_game_evening(repo)
    page.reload(select=evening_id)
    assert page.evening_id() == evening_id
    assert page.games.count() == 3 and page.games.currentRow() == 2
    assert page.open_button.isEnabled() and page.remove_button.isEnabled()
    page.games.setCurrentRow(0)
    page.refresh()
    assert page.games.currentRow() == 0
