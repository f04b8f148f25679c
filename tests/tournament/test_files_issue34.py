"""Issue 34 point 6 (files): ``schedule export -o tables/`` makes the folder, a conflict's
id is never given to another conflict after a resolve, and "before game N" beyond the
round's games is refused (T-STAND-1)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.storage import StorageError

from .helpers import NAMES, new_tournament, open_repo, play_slot, slot_names


def run(capsys, *argv: str) -> tuple[int, object]:  # type: ignore[no-untyped-def]
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def _desk(capsys, db: str, games: int = 2) -> None:  # type: ignore[no-untyped-def]
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    run(capsys, "tournament", "players", "add", "1", *NAMES[:20], "--db", db)
    code, _ = run(capsys, "tournament", "round", "add", "1", "--tables", "2", "--games",
                  str(games), "--seconds", "0.3", "--db", db)
    assert code == 0


def test_schedule_export_makes_the_folder(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(tmp_path / "t.sqlite3")
    _desk(capsys, db)
    folder = tmp_path / "usb" / "tables"                     # neither exists yet
    code, out = run(capsys, "tournament", "schedule", "export", "1", "--round", "1", "-o",
                    str(folder) + "/", "--db", db)
    assert code == 0, out
    assert sorted(p.name for p in folder.iterdir()) == [
        "round-1-table-1.schedule.json", "round-1-table-2.schedule.json"]
    one = tmp_path / "single" / "t2.json"                    # --table: the file's folder
    code, out = run(capsys, "tournament", "schedule", "export", "1", "--round", "1",
                    "--table", "2", "-o", str(one), "--db", db)
    assert code == 0 and json.loads(one.read_text("utf-8"))["games"]


def test_schedule_export_into_a_file_says_so(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(tmp_path / "t.sqlite3")
    _desk(capsys, db)
    blocker = tmp_path / "tables"
    blocker.write_text("a file, not a folder")
    code, out = run(capsys, "tournament", "schedule", "export", "1", "--round", "1", "-o",
                    str(blocker), "--db", db)
    assert code == 2 and "cannot write" in out["error"]["message"]


def test_a_conflict_id_is_never_given_again(tmp_path: Path) -> None:
    _, tours = open_repo(tmp_path / "t.sqlite3")
    tid = new_tournament(tours, 20, 2, 4)
    first = tours.slots(tid, 1)[0]
    names = slot_names(tours, tid, first)
    tours.import_log(tid, play_slot(names, 1))
    a = tours.import_log(tid, play_slot(names, 2))
    assert a.status == "conflict"
    tours.resolve(tid, a.conflict or 0, "counted")
    b = tours.import_log(tid, play_slot(names, 3))           # another log, another conflict
    assert b.status == "conflict" and b.conflict != a.conflict
    tours.resolve(tid, b.conflict or 0, "imported")
    c = tours.import_log(tid, play_slot(names, 4))
    assert c.conflict not in (a.conflict, b.conflict)
    assert [x["id"] for x in tours.conflicts(tid)] == [c.conflict]
    with pytest.raises((ValueError, StorageError), match="no conflict"):    # a stale id names nothing
        tours.resolve(tid, a.conflict or 0, "imported")


def test_before_a_game_the_round_has_not_is_refused(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(tmp_path / "t.sqlite3")
    _desk(capsys, db, games=8)
    code, out = run(capsys, "tournament", "standings", "1", "--before-game", "8", "--db", db)
    assert code == 0
    for argv in (("--before-game", "9"), ("--round", "1", "--before-game", "9")):
        code, out = run(capsys, "tournament", "standings", "1", *argv, "--db", db)
        assert code == 2, out
        message = out["error"]["message"]
        assert "T-STAND-1" in message and "1..8" in message and "9" in message


def _timed(text: str, first: str) -> str:
    """The log with its first action at ``first`` (the table's clock and offset)."""
    log = json.loads(text)
    log["actions"][0]["at"] = first
    return json.dumps(log)


def test_the_protocol_and_the_mwt_record_carry_the_games_own_date(tmp_path: Path,
                                                                  capsys) -> None:  # type: ignore[no-untyped-def]
    import shutil
    import subprocess

    db = tmp_path / "t.sqlite3"
    _, tours = open_repo(db)
    tid = new_tournament(tours, 10, 1, 3)                    # starts 2026-11-28
    slots = tours.slots(tid, 1)
    # game 2 played after midnight on the 30th at UTC+3 (the 29th in UTC)
    log = _timed(play_slot(slot_names(tours, tid, slots[1]), 5), "2026-11-30T01:30:00+03:00")
    assert tours.import_log(tid, log).status == "imported"
    code, out = run(capsys, "tournament", "export", str(tid), "--format", "mwt", "-o",
                    str(tmp_path / "g.json"), "--slot", "1/1/2", "--db", str(db))
    assert code == 0, out
    assert json.loads((tmp_path / "g.json").read_text("utf-8"))["date"] == "2026-11-30"
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext reads the protocol")
    for argv, day in ((("1/1/2",), "2026-11-30"), (("1/1/2", "--blank"), "2026-11-30"),
                      (("1/1/3", "--blank"), None)):
        pdf = tmp_path / "p.pdf"
        code, out = run(capsys, "tournament", "protocol", str(tid), *argv, "-o", str(pdf),
                        "--db", str(db))
        assert code == 0, out
        text = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"],
                              capture_output=True, check=True, text=True).stdout
        assert "2026-11-28" not in text                      # never the first day
        if day is not None:
            assert day in text
