"""RULES_SPORT.md 0.2 changed three defaults (S-NOM-2, S-BEST-1, S-TIE-4): a sport game
stored before keeps the meaning it was played under (schema version 4 writes 0.1's values
into its options), and a new game stores every option, so no later default changes it."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import (
    EndSpeech,
    SportEndNight,
    SportNominate,
    WithdrawNomination,
    make_sport_setup,
    sport_ruleset_from,
)
from mafia_desktop.storage import SCHEMA_VERSION, GameRepository, open_database
from mafia_desktop.storage import database as db
from tests.rules.sport_helpers import TABLE


def _a_0_1_game() -> Game:
    """A day-1 game with a withdrawn nomination (legal under 0.1's default)."""
    g = Game(make_sport_setup(TABLE, sport_ruleset_from(
        "fiim", {"nomination_withdrawal": "explicit"}), 7))
    for action in (SportEndNight(), SportNominate(1, 5), WithdrawNomination(1),
                   SportNominate(1, 6), EndSpeech()):
        g.push(action)
    return g


def _store_as_version_3(path: Path, monkeypatch: pytest.MonkeyPatch, game: Game,
                        options: str) -> int:
    """Write ``game`` into a schema-3 file, its options column as 0.1 wrote it."""
    with monkeypatch.context() as m:
        m.setattr(db, "MIGRATIONS", db.MIGRATIONS[:3])
        m.setattr(db, "SCHEMA_VERSION", 3)
        conn = open_database(path)
        repo = GameRepository(conn)
        gid = repo.create_game(game.setup)
        replay = Game(game.setup)
        for i, action in enumerate(game.actions):
            replay.push(action)
            repo.append(gid, i, action, replay.outcome)
        conn.execute("UPDATE games SET options = ? WHERE id = ?", (options, gid))
        conn.commit()
        conn.close()
    return gid


def test_a_sport_game_stored_under_0_1_keeps_its_meaning(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.sqlite3"
    gid = _store_as_version_3(path, monkeypatch, _a_0_1_game(), "{}")
    conn = open_database(path)                       # upgrades to version 4
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 4
    game = GameRepository(conn).load(gid)
    r = game.setup.ruleset
    assert (r.nomination_withdrawal, r.best_move_guesses, r.raise_all_three_of_nine) == (
        "explicit", "one_to_three", True)
    assert len(game) == 5 and game.state.nominations == ((1, 6),)
    conn.close()
    backup = sqlite3.connect(path.with_name(path.name + ".v3.bak"))
    assert backup.execute("SELECT options FROM games").fetchone()[0] == "{}"
    backup.close()


def test_an_option_the_game_set_itself_wins_over_0_1s(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.sqlite3"
    g = Game(make_sport_setup(TABLE, sport_ruleset_from("fiim"), 3))
    gid = _store_as_version_3(path, monkeypatch, g,
                              json.dumps({"nomination_withdrawal": "none", "speech_s": 45}))
    conn = open_database(path)
    r = GameRepository(conn).setup(gid).ruleset
    assert (r.nomination_withdrawal, r.speech_s, r.best_move_guesses) == ("none", 45,
                                                                           "one_to_three")
    conn.close()


def test_damaged_options_are_left_for_the_damaged_list(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.sqlite3"
    gid = _store_as_version_3(path, monkeypatch, _a_0_1_game(), "[not json")
    conn = open_database(path)
    assert conn.execute("SELECT options FROM games WHERE id = ?", (gid,)).fetchone()[0] \
        == "[not json"
    conn.close()


def test_a_new_game_stores_every_option(tmp_path: Path) -> None:
    conn = open_database(tmp_path / "games.sqlite3")
    setup = make_sport_setup(TABLE, sport_ruleset_from("fiim"), 5)
    gid = GameRepository(conn).create_game(setup)
    stored = json.loads(conn.execute("SELECT options FROM games WHERE id = ?",
                                     (gid,)).fetchone()[0])
    assert stored == setup.ruleset.options()
    assert stored["nomination_withdrawal"] == "none"
    assert GameRepository(conn).setup(gid) == setup
    conn.close()
