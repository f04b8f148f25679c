"""The standings (issue 25): points by RULES_SPORT.md §7, Ci and the tie-breaks, worked out
by hand for small cases."""
from __future__ import annotations

import pytest

from mafia_desktop.rules.sport.tournament.standings import (
    CountedGame,
    ScoringOptions,
    SeatResult,
    scoring_options,
    standings,
)


def seat(number: int, *, role: str = "civilian", won: bool = False, points: float = 0.0,
         best: float = 0.0, bonus: float = 0.0, penalty: float = 0.0,
         first: bool = False) -> SeatResult:
    team = "black" if role in ("mafioso", "don") else "red"
    return SeatResult(number, role, team, won, points, best, bonus, penalty, first)


PLAYERS = {1: "Anna", 2: "Boris", 3: "Vera", 4: "Gleb", 5: "Dasha"}
#: The desk's order before issue 34 (the default is now the ratings site's (epg)wsk).
OLD_ORDER = ("total", "extra", "wins", "wins_sheriff", "wins_don", "first_killed")


def test_points_and_the_tie_breaks_in_order() -> None:
    # Anna and Boris: 2.0 points each; Anna has more extra (a best move, a bonus): first.
    # Vera, Gleb and Dasha: 1.0 each, no extra, one win each: Vera won as the sheriff
    # (third), Gleb as the don (fourth), Dasha as a civilian (fifth).
    games = [
        CountedGame(1, 1, 1, (seat(1, won=True, points=1.4, best=0.4),
                              seat(2, won=True, points=1.0), seat(3, role="sheriff",
                              won=True, points=1.0), seat(4, role="don", points=0.0),
                              seat(5, points=1.0, won=True))),
        CountedGame(1, 1, 2, (seat(1, points=0.6, bonus=0.6), seat(2, won=True, points=1.0),
                              seat(3), seat(4, role="don", won=True, points=1.0),
                              seat(5))),
    ]
    rows = standings(games, PLAYERS, options=ScoringOptions(ci_points=0.0,
                                                            tie_breaks=OLD_ORDER))
    assert [(r.name, r.place, r.total, r.extra) for r in rows] == [
        ("Anna", 1, 2.0, 1.0), ("Boris", 2, 2.0, 0.0), ("Vera", 3, 1.0, 0.0),
        ("Gleb", 4, 1.0, 0.0), ("Dasha", 5, 1.0, 0.0)]
    assert (rows[2].wins_sheriff, rows[3].wins_don, rows[4].wins) == (1, 1, 1)


def test_wins_as_sheriff_before_don_decides() -> None:
    games = [CountedGame(1, 1, 1, (seat(3, role="sheriff", won=True, points=1.0),
                                   seat(4, role="don", won=True, points=1.0)))]
    rows = standings(games, {3: "Vera", 4: "Gleb"},
                     options=ScoringOptions(ci_points=0.0, tie_breaks=OLD_ORDER))
    assert [(r.name, r.place) for r in rows] == [("Vera", 1), ("Gleb", 2)]
    flipped = ScoringOptions(ci_points=0.0, tie_breaks=("total", "wins_don"))
    rows = standings(games, {3: "Vera", 4: "Gleb"}, options=flipped)
    assert [(r.name, r.place) for r in rows] == [("Gleb", 1), ("Vera", 2)]


def test_ci_full_from_forty_percent_and_proportional_below() -> None:
    # Anna: 5 games, shot first in 2 (40 %): 2 x 0.4 = 0.8. Boris: 5 games, shot first
    # in 1 (20 %): 1 x 0.4 x (0.2 / 0.4) = 0.2. Black players get no Ci.
    games = []
    for g in range(1, 6):
        games.append(CountedGame(1, 1, g, (seat(1, first=g in (1, 2)),
                                           seat(2, first=g == 3),
                                           seat(3, role="mafioso"))))
    rows = {r.name: r for r in standings(games, {1: "Anna", 2: "Boris", 3: "Vera"},
                                         ci_rounds=[1])}
    assert rows["Anna"].ci == 0.8 and rows["Anna"].total == 0.8 and rows["Anna"].extra == 0.8
    assert rows["Boris"].ci == 0.2 and rows["Vera"].ci == 0.0
    off = {r.name: r for r in standings(games, {1: "Anna", 2: "Boris", 3: "Vera"})}
    assert off["Anna"].ci == 0.0                    # Ci off in that round


def test_standings_before_a_game_and_exhibition_players() -> None:
    games = [CountedGame(1, 1, g, (seat(1, won=True, points=1.0), seat(2)))
             for g in (1, 2, 3)]
    rows = standings(games, {1: "Anna", 2: "Boris"}, before=(1, 3))
    assert rows[0].games == 2 and rows[0].total == 2.0
    rows = standings(games, {1: "Anna", 2: "Boris"}, exhibition=[1])
    assert [(r.name, r.place) for r in rows] == [("Boris", 1), ("Anna", None)]


def test_a_full_tie_shares_the_place() -> None:
    games = [CountedGame(1, 1, 1, (seat(1, points=1.0, won=True), seat(2, points=1.0,
                                                                      won=True), seat(3)))]
    rows = standings(games, {1: "A", 2: "B", 3: "C"})
    assert [r.place for r in rows] == [1, 1, 3]


@pytest.mark.parametrize("bad", [{"ci_points": 2}, {"ci_share": 0}, {"tie_breaks": ["luck"]},
                                 {"tie_breaks": ["wins", "wins"]}, {"colour": "red"},
                                 {"ci_points": True}])
def test_bad_scoring_options_are_named(bad) -> None:
    with pytest.raises(ValueError) as e:
        scoring_options(bad)
    assert next(iter(bad)) in str(e.value)


def test_an_unknown_player_number_is_refused() -> None:
    with pytest.raises(ValueError, match="player number 9"):
        standings([CountedGame(1, 2, 3, (seat(9),))], {1: "Anna"})
