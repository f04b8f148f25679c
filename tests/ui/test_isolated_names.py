"""Right-to-left names stay inside their place in a sentence (issue 26, point 3): the
history, the undo texts, the status bar and the sport vote rounds wrap each name in
direction isolates (U+2068 … U+2069), so "Round 1: 5. <Hebrew name>: 8" never shows the
count beside the seat number."""
from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from tests.conftest import SCENARIOS

HEBREW = ["דנה", "יוסי", "מירב", "אבי", "שירה", "נועם", "טל", "רון", "גיל", "עדי"]
FSI, PDI = "\u2068", "\u2069"


def hebrew_game(scenario: str) -> Game:
    data = json.loads((SCENARIOS / scenario).read_text("utf-8"))
    names = {p["name"]: HEBREW[i] for i, p in enumerate(data["players"])}

    def rename(value):  # type: ignore[no-untyped-def]
        if isinstance(value, str):
            return names.get(value, value)
        if isinstance(value, list):
            return [rename(v) for v in value]
        if isinstance(value, dict):
            return {k: rename(v) if k != "type" else v for k, v in value.items()}
        return value
    data["players"], data["actions"] = rename(data["players"]), rename(data["actions"])
    setup, actions = log_format.read_log(json.dumps(data).encode())
    return Game.replay(setup, actions)


def isolated_only(text: str) -> bool:
    """Every Hebrew name in ``text`` stands between FSI and PDI."""
    found = [n for n in HEBREW if n in text]
    return bool(found) and all(text.count(n) == text.count(f"{FSI}{n}{PDI}") for n in found)


def test_history_undo_and_status_bar_isolate_names(window, qtbot, tmp_path) -> None:
    full = hebrew_game("town_wins_day2.mafia.json")
    w = window
    c = w.session.open_game(Game(full.setup))
    for action in full.actions[:8]:
        assert w.commands.perform(action) is None
        message = w.statusBar().currentMessage()
        if any(n in message for n in HEBREW):
            assert isolated_only(message), message
    assert isolated_only(w.menus.undo_action.text())
    texts = [c.stack.text(i) for i in range(c.stack.count())]
    assert any(isolated_only(t) for t in texts)
    assert all(isolated_only(t) for t in texts if any(n in t for n in HEBREW))
    c.stack.undo()
    QApplication.processEvents()
    assert isolated_only(w.statusBar().currentMessage())  # "Undone: Vote: …"


def test_sport_vote_rounds_isolate_names(window, qtbot, tmp_path) -> None:
    full = hebrew_game("sport_red_wins.mafia.json")
    w = window
    c = w.session.open_game(Game(full.setup))
    seen = []
    for action in full.actions:
        assert w.commands.perform(action) is None
        rounds = w.session.page.panel.rounds
        if rounds.isVisibleTo(w) and any(n in rounds.text() for n in HEBREW):
            seen.append(rounds.text())
    assert seen, "no vote round was shown"
    for text in seen:
        assert isolated_only(text), text
    assert len(c.game) == len(full.actions)
