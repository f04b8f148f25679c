"""A FIIM table of ten for the sport rule tests, and small drivers."""

from __future__ import annotations

from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import (
    EndSpeech,
    SportEndDay,
    SportEndNight,
    SportRole,
    SportStage,
    make_sport_setup,
    sport_ruleset_from,
)

C, M, S, D = SportRole.CIVILIAN, SportRole.MAFIOSO, SportRole.SHERIFF, SportRole.DON
#: As the shared scenarios: 2 Boris and 8 Ivan mafiosi, 5 Dasha the don, 3 Vera the sheriff.
TABLE = [(1, "Anna", C), (2, "Boris", M), (3, "Vera", S), (4, "Gleb", C), (5, "Dasha", D),
         (6, "Egor", C), (7, "Zoya", C), (8, "Ivan", M), (9, "Kira", C), (10, "Lev", C)]


def game(**options: object) -> Game:
    """A new FIIM game (night 0) with ``options`` over the preset."""
    return Game(make_sport_setup(TABLE, sport_ruleset_from("fiim", options), 1))


def day1(**options: object) -> Game:
    """A game at the start of day 1 (night 0 ended)."""
    g = game(**options)
    g.push(SportEndNight())
    return g


def speak_until(g: Game, seat: int | None) -> None:
    """End speeches until ``seat`` speaks (``None``: until nobody speaks)."""
    for _ in range(40):
        if g.state.speaker == seat:
            return
        g.push(EndSpeech())
    raise AssertionError(f"seat {seat} never spoke")


def to_night(g: Game) -> None:
    """End every speech of the day and the day itself (no vote must be pending)."""
    speak_until(g, None)
    assert g.state.stage is SportStage.DAY_END, g.state.stage
    g.push(SportEndDay())
