"""A werewolf game end to end through the shared code (issue 32 point 7): its log
replays, it is stored and counted, reported (HTML and PDF), in the evening's points,
opened from the new-game dialog, and played by real keys in the host window with the
players' screen on, which shows no role before the end (W-VIEW-1)."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.evening import points_table
from mafia_desktop.rules.public_view import public_view
from mafia_desktop.rules.werewolf import Attack, Role, make_setup, ruleset_from
from mafia_desktop.rules.werewolf.random_player import random_actions, random_setup
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.ui.sound.announcer import announcements
from mafia_desktop.ui.window.main_window import MainWindow

START = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)
ROLE_WORDS = {"Villager", "Werewolf", "Seer", "Bodyguard", "Witch", "Hunter"}
KEYS = {"attack": "A", "check": "C", "guard": "G", "heal": "H", "poison": "P", "dawn": "D",
        "nominate": "N", "vote": "V", "close": "E", "shoot": "K"}


def game_of(seed: int, players: int = 8, **options: Any) -> Game:
    """A whole random werewolf game of ``players``, its actions a minute apart."""
    setup = random_setup(seed, players)
    if options:
        rules = ruleset_from(setup.ruleset.preset, {**setup.ruleset.overrides(), **options})
        setup = replace(setup, ruleset=rules)
    actions = [replace(a, at=START + timedelta(minutes=k))  # type: ignore[type-var]
               for k, a in enumerate(random_actions(setup, seed))]
    return Game.replay(setup, actions)


def test_a_written_log_replays_and_an_illegal_one_names_its_rule() -> None:
    game = game_of(1)
    text = log_format.dumps(game.setup, game.actions)
    assert json.loads(text)["ruleset"]["family"] == "werewolf"
    setup, actions = log_format.read_log(text.encode())
    assert setup == game.setup and list(actions) == list(game.actions)
    summary, code = log_format.replay_text(text)
    assert code == 0 and summary == log_format.summary(game.state)
    assert summary["ended"] and summary["outcome_rule"] in ("W-WIN-1", "W-WIN-2")
    wolf = next(p.seat for p in setup.players if p.role is Role.WEREWOLF)
    summary, code = log_format.replay_text(log_format.dumps(setup, [Attack(wolf)]))
    assert code == 2 and summary["error"]["rule"] == "W-NIGHT-2"


def test_storage_round_trip_and_the_players_record(db_path: Path) -> None:
    conn = open_database(db_path)
    try:
        repo = GameRepository(conn)
        game = game_of(3)
        game_id = repo.create_game(game.setup, deal="random", deal_seed=3)
        for k, action in enumerate(game.actions):
            repo.append(game_id, k, action, game.states()[k + 1].outcome)
        loaded = repo.load(game_id)
        assert loaded.setup == game.setup and list(loaded.actions) == list(game.actions)
        assert loaded.state.outcome == game.state.outcome
        [info] = repo.list_games()
        assert info.family == "werewolf" and info.problem is None and info.winners
        winners = game.state.outcome.winners
        for stats in repo.player_stats():  # the players' record: the family's own part
            [player] = [p for p in game.setup.players if p.name == stats.name]
            won = int(player.role.side in winners)
            assert stats.families["werewolf"] == {
                "played": 1, "won": won, "played_by_role": {player.role.value: 1},
                "won_by_role": {player.role.value: 1} if won else {}}
            assert stats.games == 0 and stats.families["classic"]["games"] == 0
    finally:
        conn.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_report_names_every_player_their_roles_and_the_winners(
        tmp_path: Path, lang: str, qapp: Any) -> None:
    from mafia_desktop.reports.export import export_game
    game = game_of(4)
    page = export_game(game, "html", tmp_path / "w.html", lang=lang).read_text("utf-8")
    for p in game.setup.players:
        assert p.name in page
    words = {"en": ("Seer", "Seer", "Village", "Werewolves"),
             "ru": ("Провидица", "Мирный житель", "Деревня", "Оборотни")}[lang]
    assert words[0] in page and words[1] in page
    assert any(w in page for w in words[2:])
    pdf = export_game(game, "pdf", tmp_path / "w.pdf", lang=lang)
    assert pdf.read_bytes().startswith(b"%PDF")


def test_the_announcer_never_names_a_role_before_the_end(qapp: Any) -> None:
    game = game_of(5, reveal_dead=False)
    said: list[str] = []
    views = [public_view(s) for s in game.states()]
    for before, after in zip(views, views[1:]):
        said += announcements(before, after)
    dead = {game.setup.name(d.seat) for d in game.state.deaths}
    assert all(any(name in line for line in said) for name in dead)
    before_end = [line for line in said[:-1] if "hunter" not in line]
    assert not any(word in line for line in before_end for word in ROLE_WORDS)
    assert "game is over" in said[-1]


def test_the_evenings_points() -> None:
    states = [game_of(seed).state for seed in (6, 7, 8)]
    rows = points_table(states)
    assert sum(r.games for r in rows) == 24
    won = sum(p.role.side in s.outcome.winners for s in states for p in s.setup.players)
    assert sum(r.points for r in rows) == won == sum(r.wins for r in rows)


def test_the_new_game_dialog_deals_a_werewolf_table(qtbot: Any) -> None:
    from mafia_desktop.ui.dialogs.new_game import NewGameDialog
    dialog = NewGameDialog(players=[f"P{i}" for i in range(1, 5)])
    qtbot.addWidget(dialog)
    dialog.set_family("werewolf")
    assert not dialog.ok_button.isEnabled() and "W-SETUP-1" in dialog.problem()
    dialog.add_player("P5")
    dialog.add_player("P6")
    assert dialog.ok_button.isEnabled(), dialog.problem()
    setup = dialog.setup()
    assert setup.family == "werewolf" and setup.size == 6
    roles = [p.role for p in setup.players]
    assert roles.count(Role.WEREWOLF) == 1 and Role.SEER in roles
    dialog.part().hand_radio.setChecked(True)
    for seat in range(1, 7):
        dialog.part().set_hand_role(seat, Role.VILLAGER)
    assert not dialog.ok_button.isEnabled() and "W-SETUP-2" in dialog.problem()


# --- the host window through real keys ------------------------------------------------------

def _type_seat(qtbot: Any, window: MainWindow, seat: int) -> None:
    for digit in str(seat):
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{digit}"))
    qtbot.keyClick(window, Qt.Key.Key_Return)


def _confirm_held(qtbot: Any, window: MainWindow) -> None:
    if window.session.host_input.held is not None:  # what the room will be told: Enter announces
        qtbot.keyClick(window, Qt.Key.Key_Return)


def test_the_host_window_plays_a_werewolf_game_by_keys(
        qtbot: Any, window: MainWindow, repo: GameRepository) -> None:
    game = game_of(9, players=8, reveal_dead=False, witch=True, hunter=True)
    setup = make_setup([(p.seat, p.name, p.role.value) for p in game.setup.players],
                       game.setup.ruleset, game.setup.rng_seed)
    window.session.open_game(Game(setup), repo.create_game(setup), {}, repo)
    QApplication.processEvents()
    buttons = {b.objectName(): b for b in window.session.page.findChildren(QPushButton)}
    assert set(KEYS) <= set(buttons)  # the panel's rows from the werewolf action table
    window.menus.projector_action.setChecked(True)
    qtbot.addWidget(window.session.projector)
    QApplication.processEvents()
    for k, action in enumerate(game.actions):
        assert buttons[action.TYPE].isEnabled(), (k, action)
        assert not ROLE_WORDS & set(window.session.projector.scene.texts()), k
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{KEYS[action.TYPE]}"))
        for field in ("by", "voter", "target"):
            if hasattr(action, field):
                _type_seat(qtbot, window, getattr(action, field))
        _confirm_held(qtbot, window)
        assert len(window.session.controller.game) == k + 1, (k, action, window.session.last_problem)
    state = window.session.controller.state
    assert state.ended and state.outcome == game.state.outcome
    assert log_format.summary(state) == log_format.summary(game.state)
    assert any(w in window.session.projector.scene.texts() for w in ("Village", "Werewolves"))
    assert repo.load(window.session.controller.session.game_id).state == state  # stored as played
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert len(window.session.controller.game) == len(game.actions) - 1


def test_seat_clicks_enter_the_night_in_order_and_the_day(
        qtbot: Any, window: MainWindow, repo: GameRepository) -> None:
    """At night a click is the choice of the role the night waits for (the victim, the
    check, the guard), then nothing; by day two clicks are a nomination; V starts the vote,
    and from the first vote on two clicks are a vote."""
    from tests.ui.host_driver import click_seat

    roles = ["wolf", "wolf", "seer", "bodyguard", "villager", "villager", "villager"]
    setup = make_setup([(i + 1, f"P{i + 1}", r) for i, r in enumerate(roles)],
                       ruleset_from("party"), 1)
    window.session.open_game(Game(setup), repo.create_game(setup), {}, repo)
    QApplication.processEvents()
    for seat in (5, 1, 4):  # the victim, the seer's check, the bodyguard's guard
        click_seat(qtbot, window, seat)
    state = window.session.controller.state
    assert (state.night.attack, state.night.check, state.night.guard) == (5, 1, 4)
    click_seat(qtbot, window, 6)  # everyone is woken: a click enters nothing
    assert len(window.session.controller.game) == 3
    qtbot.keyClick(window, Qt.Key.Key_D)
    _confirm_held(qtbot, window)
    assert window.session.controller.state.phase.kind == "day"
    for seat in (6, 1):  # 6 nominates 1
        click_seat(qtbot, window, seat)
    qtbot.keyClick(window, Qt.Key.Key_V)  # the vote: 3 for 1
    for seat in (3, 1):
        click_seat(qtbot, window, seat)
    for seat in (7, 1):  # the vote has begun: clicks are votes
        click_seat(qtbot, window, seat)
    state = window.session.controller.state
    assert state.nominations == ((6, 1),), window.session.last_problem
    assert state.votes == ((3, 1), (7, 1)), window.session.last_problem
