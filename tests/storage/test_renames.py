"""A player's name corrected after the game started (issue 31.7c), in the database: the
players, every stored action and correction under the new name (the log replays and
exports as before, no new action type), the record of the rename, its undo, and a
database of schema v7 that opens (migrated) with its games."""
from __future__ import annotations

import json
import sqlite3

import pytest

from mafia_desktop.rules import Game, RuleViolation, log_format
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.migrations import MIGRATIONS
from mafia_desktop.storage.session import GameSession
from tests.conftest import SCENARIOS

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def stored_game(repo: GameRepository, count: int = 9) -> tuple[int, GameSession]:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    session = GameSession(Game(setup), repo, game_id)
    for action in actions[:count]:
        session.push(action)
    session.pop()                                     # one correction to rewrite too
    return game_id, session


def test_a_rename_is_stored_replays_and_is_undone(repo):
    game_id, session = stored_game(repo)
    before = [(s.phase, s.alive) for s in session.game.states()]
    seat = next(s for s in range(1, session.game.setup.size + 1)
                if any(session.game.setup.name(s) in text
                       for _, text in repo._action_rows(game_id)))
    old = session.game.setup.name(seat)
    record = session.rename(seat, "  Pyotr ")
    assert record is not None and (record.seat, record.old, record.new) == (seat, old, "Pyotr")
    assert record.after == len(session.game)
    assert session.game.setup.name(seat) == "Pyotr" and [(s.phase, s.alive) for s in session.game.states()] == before
    # the stored game reads back with the new name, every action and correction parsed
    again = GameRepository(repo.conn).load(game_id)
    assert again.setup.name(seat) == "Pyotr" and again.actions == session.game.actions
    texts = [text for _, text in repo._action_rows(game_id)]
    assert any("Pyotr" in t for t in texts) and not any(f'"{old}"' in t for t in texts)
    assert [c.action for c in repo.corrections(game_id)]   # still readable
    exported = json.loads(repo.export_log(game_id))  # the log format as ever
    assert [a["type"] for a in exported["actions"]] == [a.TYPE for a in again.actions]
    assert exported["players"][seat - 1]["name"] == "Pyotr"
    assert log_format.read_log(repo.export_log(game_id))[1] == list(again.actions)
    assert [(r.seat, r.old, r.new) for r in repo.renames(game_id)] == [(seat, old, "Pyotr")]
    assert "Pyotr" in repo.roster_names()
    # more actions go on under the new name; then the undo writes the old one back
    session.undo_rename(seat, old, record)
    assert repo.renames(game_id) == []
    assert GameRepository(repo.conn).load(game_id).setup.name(seat) == old
    assert session.game.setup.name(seat) == old


def test_a_name_is_checked_as_at_the_setup(repo):
    game_id, session = stored_game(repo)
    other = session.game.setup.name(2)
    for bad in ("", " ", other.upper(), "x" * 41, "Pe\ntr"):
        with pytest.raises(RuleViolation) as e:
            session.rename(1, bad)
        assert e.value.rule == "R-SETUP-1"
    assert repo.renames(game_id) == [] and repo.setup(game_id).name(1) != other


def test_a_version_7_database_opens_with_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("BEGIN")
    for migrate in MIGRATIONS[:7]:
        migrate(conn)
    conn.execute("PRAGMA user_version = 7")
    conn.execute("COMMIT")
    conn.close()
    db = open_database(path)
    try:
        repo = GameRepository(db)
        game_id, session = stored_game(repo, 4)
        assert session.rename(1, "Renamed") is not None
        assert repo.renames(game_id)[0].new == "Renamed"
    finally:
        db.close()
    assert list(tmp_path.glob("old.sqlite3.v7*.bak"))  # the copy before the upgrade
