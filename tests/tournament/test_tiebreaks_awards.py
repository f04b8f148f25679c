"""Awards and tie-breaks as clubs use them (issue 34, point 7): the ratings site's order
(epg)wsk expressed and worked out by hand, the order set from the command line, the
awards by hand."""
from __future__ import annotations

import json

import pytest

from mafia_desktop.rules.sport.tournament import tiebreaks
from mafia_desktop.rules.sport.tournament.awards import tournament_awards
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


NAMES = {1: "Anna", 2: "Boris", 3: "Vera", 4: "Gleb", 5: "Dasha", 6: "Egor"}


def test_the_site_notation_and_ours() -> None:
    assert tiebreaks.from_site("(epg)wsk") == tiebreaks.SITE_DEFAULT == \
        ScoringOptions().tie_breaks
    assert tiebreaks.parse("(epg)wsk") == tiebreaks.SITE_DEFAULT
    assert tiebreaks.parse("m-p(ne)") == ("total", "main", "-penalties", "ci+bonus")
    assert tiebreaks.parse(" total , wins_sheriff + wins_don ") == \
        ("total", "wins_sheriff+wins_don")
    for bad in ("(epg", "luck", "wins, wins", "wins+wins", "x(k)", ""):
        with pytest.raises(ValueError):
            tiebreaks.parse(bad)
    assert scoring_options({"tie_breaks": ["total", "bonus+-penalties"]}).tie_breaks == \
        ("total", "bonus+-penalties")


def test_the_sites_default_order_by_hand() -> None:
    # Everyone has 2.0 points (no Ci). e+p+g: Anna 0.75 bonus + 0.25 best move = 1.0;
    # Boris 1.1 bonus + 0.4 best move - 0.5 penalty = 1.0; the others 0.
    games = [CountedGame(1, 1, 1, (
        seat(1, won=True, points=1.3, bonus=0.3),                     # Anna
        seat(2, won=True, points=1.5, bonus=0.6, penalty=-0.5, best=0.4),  # Boris
        seat(3, role="sheriff", won=True, points=1.0),                # Vera
        seat(4, role="don", points=0.0),                              # Gleb
        seat(5, won=True, points=1.0),                                # Dasha
        seat(6, won=True, points=1.0, first=True))),                  # Egor
        CountedGame(1, 1, 2, (
            seat(1, points=0.7, best=0.25, bonus=0.45),               # Anna
            seat(2, points=0.5, bonus=0.5),                           # Boris
            seat(3, role="don", won=True, points=1.0),                # Vera: 2 special wins
            seat(4, role="sheriff", won=True, points=2.0),            # Gleb: 1 win
            seat(5, role="mafioso", won=True, points=1.0),            # Dasha
            seat(6, won=True, points=1.0)))]                          # Egor: shot first
    rows = standings(games, NAMES, options=ScoringOptions(ci_points=0.0))
    got = [(r.name, r.place) for r in rows]
    # totals all 2.0; e+p+g: Anna 1.0, Boris 1.0 (0.4 + 1.1 - 0.5), the others 0;
    # wins: Anna 1, Boris 1 -> Anna and Boris share 1st; then Vera, Dasha, Egor 2 wins,
    # Gleb 1 win; special role wins: Vera 2 (sheriff + don), Dasha 0, Egor 0; killed
    # first: Egor 1 > Dasha 0.
    assert got == [("Anna", 1), ("Boris", 1), ("Vera", 3), ("Egor", 4), ("Dasha", 5),
                   ("Gleb", 6)]
    assert [(r.name, r.best_move, r.bonus, r.penalties, r.main) for r in rows[:2]] == [
        ("Anna", 0.25, 0.75, 0.0, 1.0), ("Boris", 0.4, 1.1, -0.5, 1.0)]
    # the desk's earlier order: "extra" (best move, bonuses, Ci: no penalties) puts
    # Boris (1.5) before Anna (1.0), and sheriff wins before don wins
    old = ScoringOptions(ci_points=0.0, tie_breaks=("total", "extra", "wins", "wins_sheriff",
                                                    "wins_don", "first_killed"))
    assert [r.name for r in standings(games, NAMES, options=old)][:2] == ["Boris", "Anna"]


def test_the_awards_by_hand() -> None:
    games = [
        CountedGame(1, 1, 1, (seat(1, role="sheriff", won=True, points=1.4, best=0.4),
                              seat(2, role="don", points=-0.5, penalty=-0.5),
                              seat(3, won=True, points=1.0), seat(4, role="mafioso"))),
        CountedGame(1, 1, 2, (seat(1, role="don", won=True, points=1.0),
                              seat(2, role="sheriff", points=0.0),
                              seat(3, role="mafioso", won=True, points=1.3, bonus=0.3),
                              seat(4, won=False, points=0.0))),
        CountedGame(1, 1, 3, (seat(1, points=0.0), seat(2, role="mafioso", won=True,
                                                         points=1.0),
                              seat(3, role="don", won=True, points=1.0),
                              seat(4, role="sheriff", points=0.0))),
    ]
    rows = standings(games, {1: "Anna", 2: "Boris", 3: "Vera", 4: "Gleb"},
                     options=ScoringOptions(ci_points=0.0))
    got = {a.key: (a.numbers, a.points, a.games, a.wins)
           for a in tournament_awards(games, rows)}
    assert got == {
        "mvp": ((3,), 3.3, 3, 3),                  # Vera: 1.0 + 1.3 + 1.0
        "best_red": ((1,), 1.4, 2, 1),             # Anna: 1.4 as sheriff + 0 civilian
        "best_black": ((3,), 2.3, 2, 2),           # Vera: 1.3 mafioso + 1.0 don
        "best_sheriff": ((1,), 1.4, 1, 1),
        # don: Anna 1.0 (1 game, 1 win) and Vera 1.0 (1 game, 1 win): shared
        "best_don": ((1, 3), 1.0, 1, 1),
    }


def test_tie_breaks_and_awards_on_the_command_line(tmp_path, capsys) -> None:
    from mafia_desktop.cli import main

    from .helpers import NAMES as ALL
    from .helpers import play_slot, rng_seed, slot_names
    db = str(tmp_path / "t.sqlite3")

    def run(*argv: str):  # type: ignore[no-untyped-def]
        code = main([*argv, "--db", db])
        return code, json.loads(capsys.readouterr().out)
    assert run("tournament", "new", "Cup", "--starts", "2026-11-28", "--tie-breaks",
               "(epg)wsk")[0] == 0
    code, out = run("tournament", "tie-breaks", "1")
    assert out["tie_breaks"] == list(tiebreaks.SITE_DEFAULT)
    assert out["words"][3] == "the sum of games won as the sheriff + games won as the don"
    code, out = run("tournament", "tie-breaks", "1", "total, wins_sheriff, wins_don")
    assert code == 0 and out["tie_breaks"] == ["total", "wins_sheriff", "wins_don"]
    code, out = run("tournament", "tie-breaks", "1", "total, luck")
    assert code == 2 and "luck" in out["error"]["message"]
    assert run("tournament", "tie-breaks", "1")[1]["tie_breaks"] == \
        ["total", "wins_sheriff", "wins_don"]
    run("tournament", "players", "add", "1", *ALL[:10])
    run("tournament", "round", "add", "1", "--tables", "1", "--games", "2", "--seed", "1",
        "--seconds", "0.1")
    from mafia_desktop.storage.sport.tournaments import TournamentRepository

    from .helpers import open_repo
    games, tours = open_repo(tmp_path / "t.sqlite3")
    logs = []
    for s in tours.slots(1):
        p = tmp_path / f"g{s.game}.mafia.json"
        p.write_text(play_slot(slot_names(tours, 1, s), rng_seed(s)), "utf-8")
        logs.append(str(p))
    assert isinstance(tours, TournamentRepository)
    games.conn.close()
    assert run("tournament", "import", "1", *logs)[0] == 0
    code, out = run("tournament", "awards", "1")
    assert code == 0 and [a["award"] for a in out] == ["mvp", "best_red", "best_black",
                                                       "best_sheriff", "best_don"]
    standings_out = run("tournament", "standings", "1")[1]["standings"]
    assert out[0]["players"][0]["name"] == standings_out[0]["name"]
    assert out[0]["points"] == standings_out[0]["total"]


def test_a_role_award_nobody_earned_is_not_given() -> None:
    """Every sheriff lost with no extra points: no "best sheriff" shared by all of them."""
    from mafia_desktop.rules.sport.tournament.awards import tournament_awards
    from mafia_desktop.rules.sport.tournament.standings import (
        CountedGame,
        SeatResult,
        standings,
    )

    def role(n: int, sheriff: int) -> str:
        return ("sheriff" if n == sheriff else "don" if n == 10 else
                "mafioso" if n in (8, 9) else "civilian")

    def game(k: int, sheriff: int) -> CountedGame:
        seats = tuple(SeatResult(number=n, role=role(n, sheriff),
                                 team="black" if n >= 8 else "red", won=n >= 8,
                                 points=1.0 if n >= 8 else 0.0, best_move=0.0,
                                 bonuses=0.0, penalties=0.0, first_killed=False)
                      for n in range(1, 11))
        return CountedGame(round=1, table=1, game=k, seats=seats)

    games = [game(1, 1), game(2, 2)]
    rows = standings(games, {n: f"P{n}" for n in range(1, 11)})
    keys = [a.key for a in tournament_awards(games, rows)]
    assert "best_sheriff" not in keys and "best_red" not in keys
    assert "best_don" in keys and "best_black" in keys and "mvp" in keys
