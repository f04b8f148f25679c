"""``mafia-desktop balance`` (issue 16): JSON out, errors as the one JSON error, exit 2."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.rules import Game, Role, make_setup, ruleset_from
from mafia_desktop.rules.balance.table import table_setup
from mafia_desktop.rules.random_player import RandomPlayer
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
    (("--family", "sport", "--roles", "godfather=1,civilian=4"), None,
     "the sport family is not available in this build"),
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
