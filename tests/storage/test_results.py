"""The finished games' results the balance lab counts (issue 16): ``GameRepository.results``."""
from __future__ import annotations

from collections import Counter

from mafia_desktop.rules.classic.balance import club_record
from mafia_desktop.storage import GameRepository

from .conftest import random_game, store


def test_results_list_each_finished_game_with_its_roles_and_winners(repo: GameRepository) -> None:
    games = [random_game(seed, 8) for seed in range(50, 56)]
    for g in games:
        store(repo, g)
    store(repo, random_game(60, 8, max_actions=3))      # unfinished: not a result
    results = repo.results()
    want = [("classic", [p.role.value for p in g.setup.players],
             [f.value for f in g.outcome.winners]) for g in games]
    assert sorted(results) == sorted(want)

    first = Counter(games[0].setup.players[i].role for i in range(8))
    same = [g for g in games if Counter(p.role for p in g.setup.players) == first]
    record = club_record(results, "classic", first)
    assert record.games == len(same) >= 1
    assert record.wins.get("town", 0) == sum(
        1 for g in same if "town" in [f.value for f in g.outcome.winners])


def test_a_game_whose_winners_cannot_be_read_is_left_out(repo: GameRepository) -> None:
    gid = store(repo, random_game(70, 8))
    store(repo, random_game(71, 8))
    repo._fresh().execute("UPDATE games SET winners = 'junk' WHERE id = ?", (gid,))
    assert len(repo.results()) == 1
