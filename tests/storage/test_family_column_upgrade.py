"""Schema version 6 (issue 21): the games' ``family`` column names no family list (a
family is a folder and one registration per layer). A version-5 file keeps every game,
its family, players, actions and notes; a backup is written before."""
from __future__ import annotations

from pathlib import Path

import pytest

from mafia_desktop.rules import Game, log_format
from mafia_desktop.storage import SCHEMA_VERSION, GameRepository, open_database
from mafia_desktop.storage import database as db
from tests.conftest import CLASSIC_SCENARIOS, SPORT_SCENARIOS


def _store(repo: GameRepository, path: Path) -> int:
    setup, actions = log_format.read_log(path.read_bytes())
    gid = repo.create_game(setup)
    game = Game(setup)
    for i, action in enumerate(actions):
        game.push(action)
        repo.append(gid, i, action, game.outcome)
    return gid


def test_a_version_5_file_keeps_its_games_and_takes_any_family(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "games.sqlite3"
    with monkeypatch.context() as m:
        m.setattr(db, "MIGRATIONS", db.MIGRATIONS[:5])
        m.setattr(db, "SCHEMA_VERSION", 5)
        conn = open_database(path)
        repo = GameRepository(conn)
        ids = [_store(repo, CLASSIC_SCENARIOS[0]), _store(repo, SPORT_SCENARIOS[0])]
        before = [(repo.info(i).family, list(repo.actions(i)), repo.setup(i)) for i in ids]
        repo.set_note(ids[0], "phase:day:1", "kept")
        conn.close()
    conn = open_database(path)  # upgrades to version 6
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 6
        assert path.with_name(path.name + ".v5.bak").exists()
        repo = GameRepository(conn)
        assert [(repo.info(i).family, list(repo.actions(i)), repo.setup(i))
                for i in ids] == before
        assert repo.notes(ids[0]) == {"phase:day:1": "kept"}
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
        conn.execute("UPDATE games SET family = 'another' WHERE id = ?", (ids[0],))
        assert conn.execute("SELECT family FROM games WHERE id = ?",
                            (ids[0],)).fetchone()[0] == "another"
    finally:
        conn.close()
