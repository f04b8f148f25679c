"""Issue 25, the table host's side: Game menu → "Open a tournament schedule…" lists the
table's games, "Start this game" opens the sport new-game dialog with the ten names in
seat order; a broken or hostile file is refused with a message and changes nothing."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from mafia_desktop.ui.families.sport.tournament.schedule import ScheduleDialog, read_schedule
from mafia_desktop.ui.window.main_window import MainWindow
from tests.tournament.helpers import new_tournament, open_repo


@pytest.fixture()
def schedule(tmp_path: Path) -> dict[str, Any]:
    """Table 2's schedule of a 30-player round (game 1 played), as the organiser
    exports it."""
    games, tours = open_repo(tmp_path / "organiser.sqlite3")
    tid = new_tournament(tours, 30, 3, 4)
    from tests.tournament.helpers import play_slot, slot_names
    first = tours.slot(tid, (1, 2, 1))
    tours.import_log(tid, play_slot(slot_names(tours, tid, first), 5))
    data = tours.schedule(tid, 1, 2)
    games.conn.close()
    return data


@pytest.fixture()
def host(qtbot, repo, tmp_path):  # type: ignore[no-untyped-def]
    w = MainWindow(repo, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(w)
    return w


def test_a_schedule_starts_its_game_with_the_names_in_seat_order(
        qtbot, host, repo, schedule, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from mafia_desktop.ui.window import game_files

    path = tmp_path / "round-1-table-2.schedule.json"
    path.write_text(json.dumps(schedule, ensure_ascii=False), "utf-8")
    shown: dict[str, Any] = {}

    class Accepting(game_files.NewGameDialog):  # the host deals and starts as usual
        def exec(self) -> int:
            shown["names"], shown["family"] = self.names(), self.family()
            return 1
    monkeypatch.setattr(game_files, "NewGameDialog", Accepting)
    dialog = host.commands.open_schedule(str(path))
    assert isinstance(dialog, ScheduleDialog)
    t = dialog.table
    assert t.rowCount() == 4
    assert t.item(0, 13).text().startswith("✓") and t.item(1, 13).text() == ""
    assert dialog.selected() is dialog.schedule.games[1]  # the first game not played
    t.selectRow(2)
    expected = [p["name"] for p in schedule["games"][2]["players"]]
    assert [t.item(2, 3 + i).text() for i in range(10)] == expected
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert shown == {"names": expected, "family": "sport"}
    assert host.session.controller is not None
    assert [p.name for p in host.session.controller.game.setup.players] == expected
    assert [p.seat for p in host.session.controller.game.setup.players] == list(range(1, 11))
    assert repo.setup(host.session.controller.game_id).ruleset.family == "sport"


def test_a_played_game_asks_before_it_starts_again(qtbot, host, schedule, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    started: list[list[str]] = []
    dialog = ScheduleDialog(read_schedule(json.dumps(schedule)),
                            lambda names, slot=None: started.append(names), host)
    dialog.table.selectRow(0)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not dialog.start_selected() and started == []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert dialog.start_selected()
    assert started == [[p["name"] for p in schedule["games"][0]["players"]]]


def _broken(schedule: dict[str, Any]) -> list[tuple[str, str | bytes]]:
    """(what the message names, the file's text) for files that must be refused."""
    def changed(**kw: Any) -> str:
        return json.dumps({**schedule, **kw})

    nine = json.loads(json.dumps(schedule))
    nine["games"][0]["players"] = nine["games"][0]["players"][:9]
    control = json.loads(json.dumps(schedule))
    control["games"][1]["players"][3]["name"] = "Evil\u0007bell"
    twice = json.loads(json.dumps(schedule))
    twice["games"][0]["players"][1]["name"] = twice["games"][0]["players"][0]["name"]
    reordered = json.loads(json.dumps(schedule))
    reordered["games"][0]["players"].reverse()
    return [
        ("not JSON", "{not json"),
        ("not JSON", b"\xff\xfe\x00garbage"),
        ("nested too deeply", "[" * 100_000 + "]" * 100_000),  # was an uncaught RecursionError
        ("not a tournament schedule", json.dumps({"format": "mafia-game-log"})),
        ("not a tournament schedule", "[1, 2, 3]"),
        ("version is 2", changed(version=2)),
        ("holds no games", changed(games=[])),
        ("“round” must be a whole number", changed(round="1; DROP TABLE")),
        ("expected ten players", json.dumps(nine)),
        ("U+0007", json.dumps(control)),
        ("seat 2", json.dumps(twice)),
        ("listed by seat", json.dumps(reordered)),
    ]


def test_a_broken_schedule_is_refused_with_a_message(qtbot, host, schedule, tmp_path) -> None:  # type: ignore[no-untyped-def]
    cases = _broken(schedule)
    for k, (named, text) in enumerate(cases):
        path = tmp_path / f"bad{k}.json"
        (path.write_bytes if isinstance(text, bytes) else path.write_text)(text)  # type: ignore[operator]
        assert host.commands.open_schedule(str(path)) is None
        boxes = [b for b in host.findChildren(QMessageBox) if b.objectName() == "scheduleRefused"
                 and b.isVisible()]
        assert len(boxes) == 1, named
        box = boxes[0]
        assert box.textFormat() == Qt.TextFormat.PlainText
        assert "cannot be opened as a tournament schedule" in box.text(), box.text()
        assert named in box.text(), (named, box.text())
        box.close()
        assert host.session.controller is None  # nothing changed
    assert host.commands.open_schedule(str(tmp_path / "missing.json")) is None
    box = next(b for b in host.findChildren(QMessageBox) if b.isVisible())
    assert "missing.json" in box.text()
    box.close()
