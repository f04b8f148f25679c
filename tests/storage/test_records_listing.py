"""The games' listing reads only what it lists (issue 35.4: the start page asks for the
games in progress of a club of thousands of finished games)."""

from __future__ import annotations

from typing import Any

from mafia_desktop.rules import Game
from mafia_desktop.storage import GameRepository
from mafia_desktop.storage.rows import game_infos
from tests.storage.conftest import random_game, store


def test_the_games_in_progress_read_only_their_own_players_and_actions(
        repo: GameRepository) -> None:
    finished = [store(repo, random_game(seed, 8 + seed)) for seed in range(5)]
    in_progress = []
    for seed in (9, 10):
        game = random_game(seed, 12)
        half = Game(game.setup)
        for action in game.actions[:5]:
            half.push(action)
        in_progress.append(store(repo, half))
    rows_read: list[int] = []

    def read(sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        rows = repo._read(sql, args)
        if "game_players" in sql or "FROM actions" in sql:
            rows_read.extend(row[0] for row in rows)   # each row's game id
        return rows

    infos = game_infos(read, "WHERE g.ended_at IS NULL", ())
    assert sorted(i.id for i in infos) == in_progress
    assert set(rows_read) == set(in_progress)
    assert all(i.actions == 5 and i.problem is None for i in infos)
    # the whole list is unchanged: every game with its own players and actions
    everything = {i.id: i for i in repo.list_games()}
    assert set(everything) == {*finished, *in_progress}
    assert all(everything[g].problem is None and everything[g].players for g in finished)


def test_each_is_called_once_per_game_listed(repo: GameRepository) -> None:
    for seed in range(3):
        store(repo, random_game(seed, 8 + seed))
    calls: list[None] = []
    assert len(repo.list_games(finished=True, each=lambda: calls.append(None))) == 3
    assert len(calls) == 3
