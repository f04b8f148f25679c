"""``mafia-desktop balance`` (issue 16): JSON out, errors as the one JSON error, exit 2."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import Role, make_setup, ruleset_from
from mafia_desktop.rules.classic.balance.table import table_setup
from mafia_desktop.rules.classic.random_player import RandomPlayer
from mafia_desktop.storage import GameRepository
from tests.storage.conftest import store


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return code, json.loads(out.out)


def test_uniform_lynch_prints_the_exact_plain_figures(capsys) -> None:
    code, out = run(capsys, "balance", "--model", "uniform-lynch", "--players", "10",
                    "--mafia", "2")
    assert code == 0
    assert (out["mafia"], out["town"]) == (0.784375, 0.215625)
    assert out["fractions"] == {"mafia": "251/320", "town": "69/320"}
    code, out = run(capsys, "balance", "--model", "uniform-lynch", "--players", "10",
                    "--mafia", "3")
    assert out["mafia"] == 0.93125


def test_engine_model_is_reproducible_and_has_intervals(capsys) -> None:
    argv = ("balance", "--family", "classic", "--roles",
            "godfather=1,mafioso=1,doctor=1,maniac=1,civilian=6", "--games", "300",
            "--seed", "4", "--option", "doctor_self_protect=false")
    code, out = run(capsys, *argv)
    assert code == 0 and out["games"] == 300 and out["seed"] == 4
    assert out["setup"]["options"] == {"doctor_self_protect": False}
    assert out["exact"] is None and "random" in out["assumption"].lower()
    for side in ("town", "mafia", "maniac"):
        s = out[side]
        assert s["low"] <= s["p"] <= s["high"] and s["p"] == s["wins"] / 300
    assert out["town"]["wins"] + out["mafia"]["wins"] + out["draws"] == 300
    assert run(capsys, *argv)[1] == out                      # same seed, same figures
    assert run(capsys, *argv, "--jobs", "2")[1] == out       # whatever the processes


def test_engine_model_gives_the_club_record_with_db(capsys, db_path: Path,
                                                    repo: GameRepository) -> None:
    comp = {Role.GODFATHER: 1, Role.CIVILIAN: 4}
    seats = table_setup(comp, ruleset_from("table")).players
    setup = make_setup([(p.seat, p.name, p.role) for p in seats], ruleset_from("table"), 1)
    winners = []
    for seed in range(4):
        game, player = Game(setup), RandomPlayer(seed)
        while player.step(game) is not None:
            pass
        store(repo, game)
        winners.append(game.outcome.winners)
    code, out = run(capsys, "balance", "--roles", "godfather=1,civilian=4", "--games", "100",
                    "--db", str(db_path))
    assert code == 0 and out["club"]["games"] == 4
    assert out["club"]["wins"]["town"] == sum(1 for w in winners if "town" in w)
    assert out["exact"] == {"town": 7 / 15, "mafia": 8 / 15}
    code, out = run(capsys, "balance", "--roles", "godfather=1,civilian=5", "--games", "10",
                    "--db", str(db_path))
    assert out["club"]["games"] == 0


@pytest.mark.parametrize("argv, rule, words", [
    (("--family", "sport", "--roles", "godfather=1,civilian=4"), None, "unknown role 'godfather'"),
    (("--family", "sport", "--roles", "don=1,sheriff=1,civilian=4"), "S-SETUP-1", "ten players"),
    (("--family", "chess",), None, "expected classic or sport"),
    # the classic models' sizes are refused, not ignored (the answer was for ten players)
    (("--family", "sport", "--players", "12", "--option", "free_composition=true"), None,
     "not for --family sport"),
    (("--family", "sport", "--mafia", "4"), None, "not for --family sport"),
    (("--roles", "godfather=1,wizard=2"), None, "unknown role 'wizard'"),
    (("--roles", "godfather=x"), None, "ROLE=COUNT"),
    (("--roles", "mafioso=1,civilian=4"), "R-SETUP-2", "godfather"),
    (("--roles", "godfather=1,mafioso=2,civilian=3"), "R-SETUP-3", "fewer"),
    (("--roles", "godfather=1,civilian=4", "--option", "nonsense=1"), None, "unknown option"),
    (("--roles", "godfather=1,civilian=4", "--games", "-1"), None, "--games"),
    (("--model", "uniform-lynch", "--players", "4", "--mafia", "5"), None, "0..players"),
    (("--model", "uniform-lynch",), None, "--players"),
    ((), None, "--roles"),
])
def test_errors_are_the_one_json_error(capsys, argv, rule, words) -> None:
    code, out = run(capsys, "balance", *argv)
    assert code == 2 and set(out) == {"error"}
    assert out["error"]["rule"] == rule and out["error"]["index"] is None
    assert words in out["error"]["message"]


def test_fair_lists_the_most_even_setups(capsys) -> None:
    code, out = run(capsys, "balance", "--fair", "--players", "10", "--games", "0")
    assert code == 0 and out["setups"][0]["roles"] == {"civilian": 8, "godfather": 1,
                                                       "commissar": 1}
    gaps = [s["gap"] for s in out["setups"]]
    assert gaps == sorted(gaps)


def test_sport_family_under_random_play(capsys, db_path) -> None:
    """RULES_SPORT.md's table of ten under random play with the sport engine: black (3 of
    10, knowing each other) wins most games, near the plain model's 149/160; the club's
    record counts the stored sport games of the same table."""

    from mafia_desktop.rules.classic.balance import uniform_lynch
    from mafia_desktop.rules.sport import TeamDefeat
    from mafia_desktop.storage import GameRepository, open_database
    from tests.rules.sport_helpers import day1

    code, out = run(capsys, "balance", "--family", "sport", "--games", "600", "--seed", "2")
    assert code == 0 and out["family"] == "sport" and out["games"] == 600
    assert out["setup"]["roles"] == {"civilian": 6, "sheriff": 1, "mafioso": 2, "don": 1}
    assert out["red"]["wins"] + out["black"]["wins"] + out["draws"] == 600
    assert out["black"]["low"] > 0.8
    assert float(uniform_lynch(10, 3)["mafia"]) == 149 / 160
    again = run(capsys, "balance", "--family", "sport", "--games", "600", "--seed", "2")[1]
    assert again == out                                  # the same seed, the same figures
    conn = open_database(db_path)
    repo = GameRepository(conn)
    g = day1()
    gid = repo.create_game(g.setup)
    repo.append(gid, 0, g.actions[0], None)
    g.push(TeamDefeat(2))
    repo.append(gid, 1, g.actions[1], g.outcome)
    conn.close()
    code, out = run(capsys, "balance", "--family", "sport", "--games", "10", "--db", str(db_path))
    assert code == 0 and out["club"] == {"games": 1, "draws": 0, "wins": {"red": 1, "black": 0}}
