"""An evening of three sport games, played through the engine and stored."""

from __future__ import annotations

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import (
    Bonus,
    Foul,
    SportEndNight,
    TeamDefeat,
    make_sport_setup,
    sport_ruleset_from,
)
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.storage.session import GameSession
from tests.conftest import SCENARIOS
from tests.rules.sport_helpers import TABLE

NAMES = [n for _, n, _ in TABLE]
ROLES = [r for _, _, r in TABLE]
#: The second game's seating (the first's, turned by one) and the third's (reversed:
#: Lev, Kira, Ivan, Zoya, Egor, Dasha, Gleb, Vera, Boris, Anna; Kira and Vera mafiosi,
#: Egor the don, Ivan the sheriff).
SECOND = NAMES[-1:] + NAMES[:-1]
THIRD = NAMES[::-1]

#: Worked out by hand from RULES_SPORT.md §7 (win 1, best move of 2 black 0.25, team
#: defeat -1, bonuses as given): name -> (games, wins, points, best_move, fouls, bonuses).
#: Game 1 (sport_red_wins): red wins; Anna's best move names 2 black (1.25).
#: Game 2 (SECOND): Vera 2 fouls, Egor +0.3, Lev (civilian) a team defeat: black wins
#:   (Anna and Zoya mafiosi, Gleb the don).
#: Game 3 (THIRD): Ivan 1 foul, Vera (mafioso) a team defeat: red wins; Anna +0.5 after.
EXPECTED = {
    "Anna": (3, 3, 3.75, 0.25, 0, 0.5),
    "Boris": (3, 1, 1.0, 0.0, 0, 0.0),
    "Vera": (3, 1, 0.0, 0.0, 2, 0.0),
    "Gleb": (3, 3, 3.0, 0.0, 0, 0.0),
    "Dasha": (3, 1, 1.0, 0.0, 0, 0.0),
    "Egor": (3, 1, 1.3, 0.0, 0, 0.3),
    "Zoya": (3, 3, 3.0, 0.0, 0, 0.0),
    "Ivan": (3, 1, 1.0, 0.0, 1, 0.0),
    "Kira": (3, 1, 1.0, 0.0, 0, 0.0),
    "Lev": (3, 2, 1.0, 0.0, 0, 0.0),
}


def seat(order: list[str], name: str) -> int:
    """``name``'s seat in ``order``."""
    return order.index(name) + 1


def play(repo, order: list[str], actions) -> int:  # type: ignore[no-untyped-def]
    """Store a new sport game seated as ``order`` (roles by seat as TABLE) and push
    ``actions`` through a GameSession (engine and store in one step)."""
    setup = make_sport_setup([(i + 1, n, ROLES[i]) for i, n in enumerate(order)],
                             sport_ruleset_from("fiim", {}), 7)
    game_id = repo.create_game(setup)
    session = GameSession(Game(setup), repo, game_id)
    for action in actions:
        session.push(action)
    return game_id


def three_game_evening(repo) -> tuple[EveningRepository, int, list[int]]:  # type: ignore[no-untyped-def]
    """The evening of :data:`EXPECTED`: returns its repository, id and game ids."""
    evenings = EveningRepository(repo)
    evening = evenings.create("Friday", NAMES[:5])
    first = repo.import_log((SCENARIOS / "sport_red_wins.mafia.json").read_text("utf-8"))
    second = play(repo, SECOND, [SportEndNight(), Foul(seat(SECOND, "Vera")),
                                 Foul(seat(SECOND, "Vera")), Bonus(seat(SECOND, "Egor"), 0.3),
                                 TeamDefeat(seat(SECOND, "Lev"))])
    third = play(repo, THIRD, [SportEndNight(), Foul(seat(THIRD, "Ivan")),
                               TeamDefeat(seat(THIRD, "Vera")),
                               Bonus(seat(THIRD, "Anna"), 0.5)])
    for g in (first, second, third):
        evenings.add_game(evening, g)
    return evenings, evening, [first, second, third]
