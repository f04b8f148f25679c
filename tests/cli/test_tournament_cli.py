"""``mafia-desktop tournament seating`` (issue 25): JSON without a database, the same seed
the same seating, every bad argument the one JSON error with exit 2."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from mafia_desktop import cli
from mafia_desktop.cli.sport.tournament import SUBCOMMAND_MODULES


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict]:
    code = cli.main(["tournament", "seating", *argv])
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return code, json.loads(out.out)


def test_seating_prints_the_games_and_the_quality(capsys, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(tmp_path / "none.sqlite3"))
    code, out = run(capsys, "--players", "30", "--tables", "3", "--games", "10", "--seed",
                    "1", "--seconds", "0.5")
    assert code == 0 and not (tmp_path / "none.sqlite3").exists()
    assert [(g["round"], g["table"]) for g in out["games"]] == \
        [(r, t) for r in range(1, 11) for t in range(1, 4)]
    seats: Counter[tuple[int, int]] = Counter()
    for g in out["games"]:
        assert sorted(g["seats"]) == sorted(set(g["seats"])) and len(g["seats"]) == 10
        seats.update((p, s) for s, p in enumerate(g["seats"], start=1))
    assert set(seats.values()) == {1} and len(seats) == 300   # everyone in every seat once
    q = out["quality"]
    assert q["seats"]["balanced"] and q["seats"]["spread"] == 0
    assert q["meetings"]["goal"] == [1, 5] and q["meetings"]["in_goal"]
    assert 1 <= q["meetings"]["min"] and q["meetings"]["max"] <= 5
    assert sum(q["meetings"]["histogram"].values()) == 30 * 29 // 2
    assert "sitting_out" not in out and out["seed"] == 1


def test_same_seed_same_seating_and_pairs_kept_apart(capsys) -> None:
    argv = ("--players", "25", "--tables", "2", "--games", "8", "--seed", "3", "--seconds",
            "0.3", "--apart", "1,2", "3,4", "--apart", "5,1")
    code, out = run(capsys, *argv)
    assert code == 0 and run(capsys, *argv)[1] == out
    assert out["apart"] == [[1, 2], [1, 5], [3, 4]] and out["quality"]["apart"]["met"] == []
    # --games 8: each player's games, so 25·8 / 20 = 10 games a table
    assert out["rounds"] == 10 and out["games_each"] == 8
    assert [len(g["players"]) for g in out["sitting_out"]] == [5] * 10
    sit = out["quality"]["sit_outs"]
    assert (sit["min"], sit["max"], sit["in_turn"]) == (2, 2, True) and sit["least_gap"] >= 3


@pytest.mark.parametrize("argv, words", [
    (("--players", "12", "--tables", "2", "--games", "3"), "at least 20 players"),
    (("--players", "30", "--tables", "3", "--games", "10", "--apart", "1,31"),
     "names player 31"),
    (("--players", "30", "--tables", "3", "--games", "10", "--apart", "1-2"),
     "two player numbers"),
    (("--players", "x", "--tables", "3", "--games", "10"), "--players: expected a whole"),
    (("--tables", "3", "--games", "10"), "--players is required"),
    (("--players", "30", "--tables", "3", "--games", "10", "--seconds", "inf"),
     "time budget"),
    (("--players", "30", "--tables", "3", "--games", "10", "--seconds", "soon"),
     "--seconds: expected a number"),
    (("--players", "30", "--tables", "3", "--games", "99"), "1 to 40"),
    (("--players", "30", "--tables", "3", "--rounds", "41"), "1 to 40"),
    (("--players", "30", "--tables", "3"), "give --games G"),
    (("--players", "30", "--tables", "3", "--games", "5", "--rounds", "5"), "give --games G"),
])
def test_bad_arguments_are_the_one_error_with_exit_2(capsys, argv, words) -> None:
    code, out = run(capsys, *argv)
    assert code == 2 and list(out["error"]) == ["index", "rule", "message"]
    assert words in out["error"]["message"]
    assert out["error"]["index"] is None and out["error"]["rule"] is None


def test_the_tournament_group_lists_its_sub_commands(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["tournament", "--help"])
    text = capsys.readouterr().out
    assert all(c.name in text for m in SUBCOMMAND_MODULES for c in m.COMMANDS)
    with pytest.raises(SystemExit) as e:
        cli.main(["tournament"])        # an action is required
    assert e.value.code == 2


def test_games_counts_each_players_games_25_players_2_tables_8_games(capsys) -> None:
    code, out = run(capsys, "--players", "25", "--tables", "2", "--games", "8", "--seed",
                    "1", "--seconds", "0.3")
    assert code == 0 and out["rounds"] == 10 and out["games_each"] == 8
    played = Counter(p for g in out["games"] for p in g["seats"])
    assert set(played.values()) == {8} and len(played) == 25
    q = out["quality"]
    assert q["seats"]["balanced"] and q["seats"]["fiim_seats"]["players_off"] == 0
    assert q["tables"]["players_off"] == 0 and q["sit_outs"]["in_turn"]


def test_rounds_counts_the_games_a_table(capsys) -> None:
    code, out = run(capsys, "--players", "25", "--tables", "2", "--rounds", "8", "--seed",
                    "1", "--seconds", "0")
    assert code == 0 and out["rounds"] == 8 and out["games_each"] is None   # 6 or 7 each


def test_games_that_do_not_fill_the_rounds_name_the_nearest_shapes(capsys) -> None:
    code, out = run(capsys, "--players", "25", "--tables", "2", "--games", "7")
    assert code == 2 and out["error"]["rule"] == "T-SHAPE-1"
    message = out["error"]["message"]
    assert "175 seats, not a multiple of 20" in message
    assert "25 players, 2 table(s), 8 games each (10 rounds)" in message
    assert "25 players, 2 table(s), 6 games each" not in message    # 150/20: not whole
    assert "25 players, 2 table(s), 4 games each (5 rounds)" in message
