"""A tournament to test with: players, a simple seating, games played by the random sport
player at each slot's table, their logs as a table's laptop writes them."""
from __future__ import annotations

import random
from datetime import date
from pathlib import Path

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.sport import (
    FIIM_COMPOSITION,
    deal_sport_roles,
    make_sport_setup,
    sport_ruleset_from,
)
from mafia_desktop.rules.sport.random_player import play_random_sport_game
from mafia_desktop.storage import GameRepository, open_database
from mafia_desktop.storage.sport.tournaments import TournamentRepository

#: Thirty players' names (Russian and English, one with an apostrophe and one with <b>).
NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
         "Maya", "Nikita", "Olga", "Pavel", "Rita", "Sergei", "Tanya", "Ulyana", "Fedor",
         "Khristina", "Tsvetan", "Chulpan", "Shamil", "Yana", "Артём", "Борис Б.",
         "O'Neil", "<b>Bold</b>", "Lyudmila", "Zhenya"]


def rotation(players: int, tables: int, games: int) -> list[tuple[int, int, list[int]]]:
    """A plain seating (game, table, seats): everyone shifts by the game number."""
    out = []
    for g in range(1, games + 1):
        order = [(i * 7 + g * 3) % players + 1 for i in range(players)]
        for t in range(1, tables + 1):
            out.append((g, t, order[(t - 1) * 10:t * 10]))
    return out


def open_repo(path: Path) -> tuple[GameRepository, TournamentRepository]:
    """The repositories of a database file."""
    games = GameRepository(open_database(path))
    return games, TournamentRepository(games)


def new_tournament(tours: TournamentRepository, players: int = 30, tables: int = 3,
                   games: int = 10) -> int:
    """A tournament of ``players`` with one main round seated by :func:`rotation`."""
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:players])
    tours.add_round(tid, "main", rotation(players, tables, games), seed=1)
    return tid


def play_slot(names: list[str], seed: int) -> str:
    """A finished sport game at a table with ``names`` in seat order, as its log text."""
    roles = deal_sport_roles(FIIM_COMPOSITION, seed)
    setup = make_sport_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, roles))],
                             sport_ruleset_from("fiim"), seed)
    actions = play_random_sport_game(setup, seed)
    game = Game.replay(setup, actions)
    assert game.state.ended
    return log_format.dumps(setup, actions)


def slot_names(tours: TournamentRepository, tid: int, slot) -> list[str]:  # type: ignore[no-untyped-def]
    """The names of a slot's seats in order."""
    names = {p.number: p.name for p in tours.get(tid).players}
    return [names[n] for n in slot.seats]


def rng_seed(slot) -> int:  # type: ignore[no-untyped-def]
    """A seed of its own for each slot."""
    return random.Random(slot.round * 1000 + slot.table * 100 + slot.game).randrange(2**31)
