"""Issue 32 (the review): a player's record in every listed family, in one shape
(``PlayerStats.records``: ``StorageFamily.record``), and the players' order counts every
family's games, not classic's and sport's only."""

from __future__ import annotations

from mafia_desktop.rules import Game
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.rules.werewolf import make_setup
from mafia_desktop.rules.werewolf.random_player import random_actions, random_setup
from mafia_desktop.storage import GameRepository
from mafia_desktop.storage.family import find_storage_family
from tests.storage.conftest import random_game, store

WOLF_NAMES = ("Wolf A", "Wolf B", "Wolf C", "Wolf D", "Wolf E", "Wolf F")


def werewolf_game(seed: int) -> Game:
    """A whole random werewolf game of six players named :data:`WOLF_NAMES`."""
    dealt = random_setup(seed, len(WOLF_NAMES))
    setup = make_setup([(p.seat, WOLF_NAMES[p.seat - 1], p.role.value) for p in dealt.players],
                       dealt.ruleset, seed)
    return Game.replay(setup, random_actions(setup, seed))


def test_every_listed_family_has_a_record(repo: GameRepository) -> None:
    store(repo, random_game(3, 8))
    for stats in repo.player_stats():
        assert set(FAMILY_NAMES) <= set(stats.records)
        for family, record in stats.records.items():
            keys = find_storage_family(family).record_keys
            assert set(record.games_by) <= set(keys) and set(record.wins_by) <= set(keys)
    classic = [s for s in repo.player_stats() if s.games]
    assert classic and all(s.records["classic"].games == s.games for s in classic)


def test_the_players_order_counts_werewolf_games(repo: GameRepository) -> None:
    """Two werewolf games put their players before those of one classic game (the
    order was by classic and sport games only: werewolf players came last)."""
    store(repo, random_game(3, 8))
    for seed in (1, 2):
        game = werewolf_game(seed)
        assert game.state.ended
        store(repo, game)
    stats = repo.player_stats()
    wolves = [s for s in stats if s.name in WOLF_NAMES]
    assert len(wolves) == len(WOLF_NAMES)
    assert all(s.all_games == 2 and s.records["werewolf"].games == 2 for s in wolves)
    assert [s.name for s in stats[:len(WOLF_NAMES)]] == sorted(
        (s.name for s in wolves), key=lambda n: (-next(w.all_wins for w in wolves
                                                       if w.name == n), n))
    assert sum(s.records["werewolf"].wins for s in wolves) == sum(s.all_wins for s in wolves)
