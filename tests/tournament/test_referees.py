"""Issue 34 point 4: a referee per table and per game, stored: the storage (set, clear, a
game's own wins over its table's, R-NAME-1 refused with nothing stored), the command line
(``tournament referee``, ``show``), and both exports and the protocol taking the stored
referee, a ``--referee`` on the command line still winning."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules import RuleViolation

from .helpers import new_tournament, open_repo, play_slot, slot_names


def run(capsys, *argv: str) -> tuple[int, object]:  # type: ignore[no-untyped-def]
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def test_a_tables_referee_and_a_games_own_which_wins(tmp_path: Path) -> None:
    _, tours = open_repo(tmp_path / "t.sqlite3")
    tid = new_tournament(tours, 20, 2, 3)
    assert {s.referee for s in tours.slots(tid)} == {None}
    assert tours.set_table_referee(tid, 1, 1, "  Ivan Petrov \n") == "Ivan Petrov"
    tours.set_table_referee(tid, 1, 2, "Анна")
    tours.set_game_referee(tid, (1, 1, 2), "Oleg")
    by = {(s.table, s.game): s for s in tours.slots(tid, 1)}
    assert by[1, 1].referee == "Ivan Petrov" and by[1, 1].own_referee is None
    assert by[1, 2].referee == "Oleg" and by[1, 2].table_referee == "Ivan Petrov"
    assert by[2, 2].referee == "Анна"
    assert tours.get(tid).rounds[0].referees == {1: "Ivan Petrov", 2: "Анна"}
    # a new table's referee leaves the game's own as it is
    tours.set_table_referee(tid, 1, 1, "Pavel")
    assert tours.slot(tid, (1, 1, 2)).referee == "Oleg"
    assert tours.slot(tid, (1, 1, 3)).referee == "Pavel"
    # cleared: the game's own goes, its table's counts again; then the table's goes
    tours.set_game_referee(tid, (1, 1, 2), None)
    assert tours.slot(tid, (1, 1, 2)).referee == "Pavel"
    tours.set_table_referee(tid, 1, 1, None)
    assert tours.slot(tid, (1, 1, 2)).referee is None
    assert tours.get(tid).rounds[0].referees == {2: "Анна"}
    shown = tours.referees(tid, 1)
    assert shown["tables"] == {"2": "Анна"}
    assert {(g["table"], g["game"], g["referee"]) for g in shown["games"]} >= {
        (2, 1, "Анна"), (1, 1, None)}


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Iv\u202ean", "a\nb"])
def test_a_name_the_names_rule_refuses_stores_nothing(tmp_path: Path, name: str) -> None:
    _, tours = open_repo(tmp_path / "t.sqlite3")
    tid = new_tournament(tours, 10, 1, 2)
    tours.set_table_referee(tid, 1, 1, "Ivan")
    tours.set_game_referee(tid, (1, 1, 2), "Oleg")
    with pytest.raises(RuleViolation) as e:
        tours.set_table_referee(tid, 1, 1, name)
    assert e.value.rule == "R-NAME-1"
    with pytest.raises(RuleViolation) as e:
        tours.set_game_referee(tid, (1, 1, 2), name)
    assert e.value.rule == "R-NAME-1"
    assert [s.referee for s in tours.slots(tid)] == ["Ivan", "Oleg"]


def test_no_such_round_table_or_game(tmp_path: Path) -> None:
    _, tours = open_repo(tmp_path / "t.sqlite3")
    tid = new_tournament(tours, 10, 1, 2)
    for call in (lambda: tours.set_table_referee(tid, 2, 1, "Ivan"),
                 lambda: tours.set_table_referee(tid, 1, 2, "Ivan"),
                 lambda: tours.set_game_referee(tid, (1, 1, 3), "Ivan")):
        with pytest.raises(ValueError):
            call()
    assert tours.get(tid).rounds[0].referees == {}


def test_the_command_line_sets_clears_and_shows(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = tmp_path / "t.sqlite3"
    _, tours = open_repo(db)
    tid = str(new_tournament(tours, 20, 2, 2))
    code, out = run(capsys, "tournament", "referee", tid, "--round", "1", "--table", "1",
                    "Ivan", "--db", str(db))
    assert code == 0 and out["tables"] == {"1": "Ivan"}       # type: ignore[index]
    code, out = run(capsys, "tournament", "referee", tid, "--round", "1", "--table", "1",
                    "--game", "2", "Oleg", "--db", str(db))
    assert code == 0
    games = {(g["table"], g["game"]): g for g in out["games"]}  # type: ignore[index]
    assert games[1, 2] == {"table": 1, "game": 2, "referee": "Oleg", "own": True}
    assert games[1, 1]["referee"] == "Ivan" and games[2, 1]["referee"] is None
    code, out = run(capsys, "tournament", "show", tid, "--db", str(db))
    assert out["rounds"][0]["referees"] == {"1": "Ivan"}      # type: ignore[index]
    assert {(s["table"], s["game"]): s["referee"] for s in out["slots"]} == {  # type: ignore[index]
        (1, 1): "Ivan", (1, 2): "Oleg", (2, 1): None, (2, 2): None}
    code, out = run(capsys, "tournament", "referee", tid, "--round", "1", "--table", "1",
                    "--game", "2", "--clear", "--db", str(db))
    assert code == 0 and {(g["table"], g["game"]): g["referee"]          # type: ignore[index]
                          for g in out["games"]}[1, 2] == "Ivan"
    code, out = run(capsys, "tournament", "referee", tid, "--round", "1", "--db", str(db))
    assert code == 0 and out["round"] == 1                   # type: ignore[index]
    # errors: the error object, exit 2, nothing stored
    for argv, words in ((("--table", "1", "x" * 41), "R-NAME-1"),
                        (("--table", "3", "Ivan"), "tables 1..2"),
                        (("--table", "1"), "--clear"),
                        (("--table", "1", "Ivan", "--clear"), "--clear"),
                        (("Ivan",), "--table")):
        code, out = run(capsys, "tournament", "referee", tid, "--round", "1", *argv,
                        "--db", str(db))
        assert code == 2 and words in json.dumps(out), (argv, out)
    assert tours.get(int(tid)).rounds[0].referees == {1: "Ivan"}


def _played(tmp_path: Path) -> tuple[Path, int]:
    db = tmp_path / "t.sqlite3"
    _, tours = open_repo(db)
    tid = new_tournament(tours, 10, 1, 2)
    for s in tours.slots(tid):
        assert tours.import_log(tid, play_slot(slot_names(tours, tid, s), 7 + s.game)) \
            .status == "imported"
    tours.set_table_referee(tid, 1, 1, "Ivan Petrov")
    tours.set_game_referee(tid, (1, 1, 2), "Olga Sidorova")
    return db, tid


def test_both_exports_carry_the_stored_referee(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    db, tid = _played(tmp_path)
    for fmt, key in (("mafiaratings", "moderator"), ("mwt", "referee")):
        path = tmp_path / f"{fmt}.json"
        code, out = run(capsys, "tournament", "export", str(tid), "--format", fmt, "-o",
                        str(path), "--db", str(db))
        assert code == 0, out
        games = json.loads(path.read_text("utf-8"))
        got = [g[key]["name"] if fmt == "mafiaratings" else g[key] for g in games]
        assert got == ["Ivan Petrov", "Olga Sidorova"], got
        # the command line's --referee wins
        code, out = run(capsys, "tournament", "export", str(tid), "--format", fmt, "-o",
                        str(path), "--slot", "1/1/2", "--referee", "Lev", "--db", str(db))
        one = json.loads(path.read_text("utf-8"))
        assert (one[key]["name"] if fmt == "mafiaratings" else one[key]) == "Lev"


def test_the_protocol_carries_the_stored_referee(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext reads the protocol")
    db, tid = _played(tmp_path)

    def header(*argv: str) -> str:
        pdf = tmp_path / "p.pdf"
        code, out = run(capsys, "tournament", "protocol", str(tid), *argv, "-o", str(pdf),
                        "--db", str(db))
        assert code == 0, out
        return subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"],
                              capture_output=True, check=True, text=True).stdout
    assert "Ivan Petrov" in header("1/1/1")
    text = header("1/1/2", "--blank", "--lang", "ru")
    assert "Olga Sidorova" in text and "Ivan Petrov" not in text
    text = header("1/1/2", "--referee", "Lev Tolstoy")
    assert "Lev Tolstoy" in text and "Olga Sidorova" not in text
