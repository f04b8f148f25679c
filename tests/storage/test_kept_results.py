"""Issue 22 item 7: a finished sport game's result (winners, points) is replayed once and
kept in the database (``game_results``, schema v7): a new session counts the players'
statistics without replaying it, and a game corrected since, a row another tool changed
or a result kept by another version of the program is replayed again."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import mafia_desktop
from mafia_desktop.rules import Game
from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
from mafia_desktop.storage import GameRepository, open_database
from tests.storage.conftest import random_game, store


def sport_game(seed: int) -> Game:
    setup = random_sport_setup(random.Random(seed))
    return Game.replay(setup, play_random_sport_game(setup, seed))


def session(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[GameRepository, list[int]]:
    """A new repository on the file, counting the games it replays."""
    repo = GameRepository(open_database(db_path))
    loaded: list[int] = []
    real = repo.load

    def counting(game_id: int) -> Game:
        loaded.append(game_id)
        return real(game_id)
    monkeypatch.setattr(repo, "load", counting)
    monkeypatch.setattr(repo._results, "_load", counting)
    return repo, loaded


def test_a_new_session_counts_without_replaying(db_path, monkeypatch) -> None:
    repo, loaded = session(db_path, monkeypatch)
    ids = [store(repo, sport_game(seed)) for seed in range(4)]
    store(repo, random_game(5, 9))
    first = repo.player_stats()
    assert sorted(loaded) == ids  # each sport game replayed once, classic ones never
    assert any(s.sport.points for s in first)
    repo.conn.close()

    repo, loaded = session(db_path, monkeypatch)
    assert repo.player_stats() == first
    assert loaded == []
    # A corrected game (its last action undone and done again) is replayed again.
    game = repo.load(ids[1])
    loaded.clear()
    last = game.actions[-1]
    repo.pop(ids[1], len(game) - 1)
    game.pop()
    game.push(last)
    repo.append(ids[1], len(game) - 1, last, game.outcome)
    assert repo.player_stats() == first
    assert loaded == [ids[1]]
    repo.conn.close()


def test_a_changed_row_or_another_version_is_replayed(db_path, monkeypatch) -> None:
    repo, loaded = session(db_path, monkeypatch)
    ids = [store(repo, sport_game(seed)) for seed in range(3)]
    first = repo.player_stats()
    repo.conn.execute("UPDATE game_results SET result = 'lots' WHERE game_id = ?", (ids[0],))
    repo.conn.close()
    repo, loaded = session(db_path, monkeypatch)
    assert repo.player_stats() == first
    assert loaded == [ids[0]]
    repo.conn.close()
    monkeypatch.setattr(mafia_desktop, "__version__", "another")
    repo, loaded = session(db_path, monkeypatch)
    assert repo.player_stats() == first
    assert sorted(loaded) == ids
    repo.delete_game(ids[2])
    assert repo.conn.execute("SELECT count(*) FROM game_results").fetchone()[0] == 2
    repo.conn.close()
