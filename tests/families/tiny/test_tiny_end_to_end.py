"""The tiny test-only family played end to end through the same code as the real ones
(issue 21 point 3): registered from tests/ in every layer (``tiny`` fixture), with no
shared file edited for it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.evening import points_table
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.sound.announcer import announcements
from mafia_desktop.ui.window.main_window import MainWindow
from tests.families.tiny import rules as R

START = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def game_of(seed: int) -> Game:
    """A whole random tiny game, its actions timed a minute apart."""
    setup = R.random_setup(seed)
    actions = [type(a)(a.target, START + timedelta(minutes=k))
               for k, a in enumerate(R.random_actions(setup, seed))]
    return Game.replay(setup, actions)


def test_a_written_log_replays(tiny: str) -> None:
    game = game_of(1)
    text = log_format.dumps(game.setup, game.actions)
    assert json.loads(text)["ruleset"]["family"] == "tiny"
    setup, actions = log_format.read_log(text.encode())
    assert setup == game.setup and list(actions) == list(game.actions)
    summary, code = log_format.replay_text(text)
    assert code == 0 and summary == log_format.summary(game.state)
    assert summary["ended"] and summary["outcome_rule"] in ("T-WIN-1", "T-WIN-2")


def test_an_illegal_action_in_a_log_names_its_rule(tiny: str) -> None:
    setup = R.random_setup(2)
    wolf = next(p.seat for p in setup.players if p.role is R.Role.WOLF)
    text = log_format.dumps(setup, [R.Kill(wolf)])
    summary, code = log_format.replay_text(text)
    assert code == 2 and summary["error"]["rule"] == "T-KILL-1"


def test_storage_round_trip(tiny: str, db_path: Path) -> None:
    conn = open_database(db_path)
    try:
        repo = GameRepository(conn)
        game = game_of(3)
        game_id = repo.create_game(game.setup)
        for k, action in enumerate(game.actions):
            outcome = game.states()[k + 1].outcome
            repo.append(game_id, k, action, outcome)
        loaded = repo.load(game_id)
        assert loaded.setup == game.setup and list(loaded.actions) == list(game.actions)
        assert loaded.state.outcome == game.state.outcome
        [info] = repo.list_games()
        assert info.family == "tiny" and info.problem is None
        assert info.winners
        winners = game.state.outcome.winners
        for stats in repo.player_stats():  # the players' record: the family's own part
            [player] = [p for p in game.setup.players if p.name == stats.name]
            assert stats.families["tiny"] == {"played": 1,
                                              "won": int(player.role.side in winners)}
            assert stats.games == 0 and stats.families["classic"]["games"] == 0
    finally:
        conn.close()


def test_the_report_names_every_player_and_the_winners(tiny: str, tmp_path: Path) -> None:
    from mafia_desktop.reports.export import export_game
    game = game_of(4)
    path = export_game(game, "html", tmp_path / "tiny.html", lang="en")
    page = path.read_text("utf-8")
    for p in game.setup.players:
        assert p.name in page
    side = {"village": "Village", "wolves": "Wolves"}[game.state.outcome.winners[0].value]
    assert side in page


def test_the_announcer_names_who_left_never_a_role(tiny: str, qapp: Any) -> None:
    game = game_of(5)
    said: list[str] = []
    views = [public_view(s) for s in game.states()]
    for before, after in zip(views, views[1:]):
        said += announcements(before, after)
    dead = {game.setup.name(d.seat) for d in game.state.deaths}
    assert all(any(name in line for line in said) for name in dead)
    assert not any(word in line for line in said[:-1] for word in ("Wolf", "Villager"))
    assert "game is over" in said[-1]


def test_the_evenings_points(tiny: str) -> None:
    states = [game_of(seed).state for seed in (6, 7, 8)]
    rows = points_table(states)
    assert sum(r.games for r in rows) == 15
    won = sum(p.role.side in s.outcome.winners for s in states for p in s.setup.players)
    assert sum(r.points for r in rows) == won == sum(r.wins for r in rows)


# --- the host window through real keys ------------------------------------------------------

def _type_seat(qtbot: Any, window: MainWindow, seat: int) -> None:
    qtbot.keyClick(window, getattr(Qt.Key, f"Key_{seat}"))
    qtbot.keyClick(window, Qt.Key.Key_Return)
    if window.session.host_input.held is not None:  # what the room will be told: Enter announces
        qtbot.keyClick(window, Qt.Key.Key_Return)


def test_the_host_window_plays_a_tiny_game_by_keys(tiny: str, qtbot: Any, window: MainWindow,
                                                  repo: GameRepository) -> None:
    game = game_of(9)
    window.session.open_game(Game(game.setup), repo.create_game(game.setup), {}, repo)
    QApplication.processEvents()
    buttons = {b.objectName(): b for b in window.session.page.findChildren(QPushButton)}
    assert {"vote", "kill"} <= set(buttons)  # the panel's rows from the tiny action table
    assert "[V]" in buttons["vote"].text() and "[K]" in buttons["kill"].text()
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    roles = {"Wolf", "Villager"}
    for k, action in enumerate(game.actions):
        assert buttons[action.TYPE].isEnabled(), (k, action)
        assert not roles & set(window.session.projector.scene.texts()), k
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{'V' if action.TYPE == 'vote' else 'K'}"))
        _type_seat(qtbot, window, action.target)
        assert len(window.session.controller.game) == k + 1, (k, window.session.last_problem)
    state = window.session.controller.state
    assert state.ended and state.outcome == game.state.outcome
    assert log_format.summary(state) == log_format.summary(game.state)
    assert any(w in window.session.projector.scene.texts() for w in ("Village", "Wolves"))
    assert repo.load(window.session.controller.session.game_id).state == state  # stored as played
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert len(window.session.controller.game) == len(game.actions) - 1


def test_a_record_filling_another_familys_field_is_refused(tiny: str, db_path: Path,
                                                           monkeypatch: Any) -> None:
    """A family's player record (``player_part``) that names a field classic's record
    already fills (``games``, ``wins``…) would overwrite it silently (werewolf's first
    record did): the record says which family and which field instead."""
    from tests.families.tiny import storage as tiny_storage
    conn = open_database(db_path)
    try:
        repo = GameRepository(conn)
        game = game_of(3)
        game_id = repo.create_game(game.setup)
        for k, action in enumerate(game.actions):
            repo.append(game_id, k, action, game.states()[k + 1].outcome)
        monkeypatch.setattr(tiny_storage.TinyStorage, "player_part",
                            lambda self, games: {"games": len(games), "wins": 0})
        with pytest.raises(ValueError, match="'tiny' family's player record fills 'games'"):
            repo.player_stats()
    finally:
        conn.close()
