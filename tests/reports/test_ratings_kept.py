"""Issue 22 item 7: the ratings are kept in the database (schema v7), each finished game
rated once; what is kept always equals rating every stored game again, after games are
finished, corrected, deleted and imported (both families), through another connection,
read-only, with a damaged kept table, and in a database upgraded from version 6."""
from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from mafia_desktop.reports import ratings as ratings_module
from mafia_desktop.reports.ratings import Ratings, fresh_ratings, ratings_of
from mafia_desktop.rules import Game, family_names, log_format
from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage import database as db
from tests.storage.conftest import random_game
from tests.storage.conftest import store as finish


class Clock:
    """A clock the test moves: each game ends an hour after the last."""

    def __init__(self) -> None:
        self.now = datetime(2025, 3, 1, 19, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture()
def clock() -> Clock:
    return Clock()


@pytest.fixture()
def games(db_path: Path, clock: Clock) -> Iterator[GameRepository]:
    conn = open_database(db_path)
    try:
        yield GameRepository(conn, clock=clock)
    finally:
        conn.close()


def sport_game(seed: int) -> Game:
    setup = random_sport_setup(random.Random(seed))
    return Game.replay(setup, play_random_sport_game(setup, seed))


def classic_game(seed: int) -> Game:
    return random_game(seed, 8 + seed % 5)


def assert_same(kept: Ratings, fresh: Ratings) -> None:
    """The same ratings, games, players and histories."""
    assert kept.as_table() == fresh.as_table()
    assert (kept.games, kept.skipped) == (fresh.games, fresh.skipped)
    for family in family_names():
        players = fresh.family(family)
        assert [p.name for p in kept.family(family)] == [p.name for p in players]
        for p in players:
            assert kept.of(family, p.name) == p
            assert kept.games_of(p.name) == fresh.games_of(p.name)


def kept_rows(repo: GameRepository) -> int:
    return int(repo.conn.execute("SELECT count(*) FROM rated_games").fetchone()[0])


def test_kept_ratings_equal_a_fresh_computation_through_every_change(games, clock) -> None:
    ids = []
    for seed in range(8):
        ids.append(finish(games, sport_game(seed) if seed % 2 else classic_game(seed)))
        assert_same(ratings_of(games), fresh_ratings(games))
    assert kept_rows(games) == 8
    # A correction of an earlier game: its end undone (it is unfinished), then redone
    # (it ends now, after every other game): everything after it is rated again.
    game = games.load(ids[2])
    last = game.actions[-1]
    games.pop(ids[2], len(game) - 1)
    assert_same(ratings_of(games), fresh_ratings(games))
    assert kept_rows(games) == 7
    game.pop()
    game.push(last)
    games.append(ids[2], len(game) - 1, last, game.outcome)
    assert_same(ratings_of(games), fresh_ratings(games))
    # A deleted game of each family.
    for gid in (ids[1], ids[4]):
        games.delete_game(gid)
        assert_same(ratings_of(games), fresh_ratings(games))
    # Imported logs of both families, one ending before every stored game.
    early = classic_game(20)
    stamped = [replace(a, at=datetime(2024, 1, 1, 19, tzinfo=UTC) + timedelta(minutes=i))
               for i, a in enumerate(early.actions)]
    games.import_log(log_format.dumps(early.setup, stamped))
    sport = sport_game(21)
    games.import_log(log_format.dumps(sport.setup, sport.actions))
    ratings = ratings_of(games)
    assert_same(ratings, fresh_ratings(games))
    first = min((g for p in ratings.family("classic") for g in p.history),
                key=lambda g: g.ended_at)
    assert first.ended_at.year == 2024
    assert kept_rows(games) == 8


def test_a_new_session_reads_the_kept_ratings_and_rates_nothing(
        games, db_path, monkeypatch) -> None:
    for seed in range(6):
        finish(games, sport_game(seed) if seed % 2 else classic_game(seed))
    fresh = fresh_ratings(games)
    ratings_of(games)
    monkeypatch.setattr(ratings_module, "_rate", lambda *_: pytest.fail("rated again"))
    conn = open_database(db_path)
    try:
        assert_same(ratings_of(GameRepository(conn)), fresh)
    finally:
        conn.close()
    conn = open_database(db_path, read_only=True)
    try:
        assert_same(ratings_of(GameRepository(conn)), fresh)
    finally:
        conn.close()


def test_one_more_game_rates_that_game_only(games, monkeypatch) -> None:
    for seed in range(5):
        finish(games, classic_game(seed))
    ratings_of(games)
    rated = []
    real = ratings_module.Rater.rate

    def counting(self, game):  # type: ignore[no-untyped-def]
        rated.append(game.id)
        return real(self, game)
    monkeypatch.setattr(ratings_module.Rater, "rate", counting)
    gid = finish(games, sport_game(7))
    kept = ratings_of(games)
    assert rated == [gid]
    assert_same(kept, fresh_ratings(games))
    assert ratings_of(games) is ratings_of(games)  # nothing changed: nothing read


def test_a_damaged_kept_table_is_rated_again(games) -> None:
    for seed in range(4):
        finish(games, sport_game(seed) if seed % 2 else classic_game(seed))
    ratings_of(games)
    games.conn.execute("UPDATE ratings SET mu_after = 'lots' WHERE seat = 1")
    assert_same(ratings_of(games), fresh_ratings(games))
    assert games.conn.execute("SELECT count(*) FROM ratings WHERE typeof(mu_after) <> "
                              "'real'").fetchone()[0] == 0
    games.conn.execute("UPDATE rated_games SET stamp = 'another'")
    assert_same(ratings_of(games), fresh_ratings(games))
    games.conn.execute("DELETE FROM ratings WHERE seat = 2")  # a player's row lost
    assert_same(ratings_of(games), fresh_ratings(games))
    assert games.conn.execute("SELECT count(*) FROM ratings WHERE seat = 2").fetchone()[0] \
        == 4


def test_a_version_6_file_upgrades_and_rates_its_games(db_path, monkeypatch) -> None:
    with monkeypatch.context() as m:
        m.setattr(db, "MIGRATIONS", db.MIGRATIONS[:6])
        m.setattr(db, "SCHEMA_VERSION", 6)
        conn = open_database(db_path)
        repo = GameRepository(conn)
        for seed in range(4):
            finish(repo, sport_game(seed) if seed % 2 else classic_game(seed))
        before = fresh_ratings(repo)
        conn.close()
    conn = open_database(db_path)  # upgrades to version 7
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == db.SCHEMA_VERSION >= 7
        assert db_path.with_name(db_path.name + ".v6.bak").exists()
        repo = GameRepository(conn)
        assert kept_rows(repo) == 0
        assert_same(ratings_of(repo), before)
        assert kept_rows(repo) == 4
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        conn.close()
