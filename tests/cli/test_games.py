"""The import, export-log and games commands: JSON out, errors as JSON with exit 2."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.rules import log_format
from tests.conftest import SCENARIOS
from tests.storage.conftest import sha256

GOOD = SCENARIOS / "town_wins_day2.mafia.json"
OTHER = SCENARIOS / "example_maniac_and_doctor.mafia.json"
BAD_RULE = SCENARIOS / "example_vote_for_non_candidate.mafia.json"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, object]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    return code, json.loads(out.out)


def test_import_games_export(capsys, db_path: Path, tmp_path: Path) -> None:
    code, out = run(capsys, "import", str(GOOD), "--db", str(db_path))
    assert code == 0 and out["game_id"] == 1 and out["db"] == str(db_path)
    code, out = run(capsys, "--db", str(db_path), "import", str(OTHER))
    assert code == 0 and out["game_id"] == 2
    code, games = run(capsys, "games", "--db", str(db_path))
    assert code == 0 and [g["id"] for g in games] in ([2, 1], [1, 2])
    code, finished = run(capsys, "games", "--finished", "--db", str(db_path))
    assert [g["id"] for g in finished] == [1]
    assert finished[0]["winners"] == ["town"]
    assert finished[0]["actions"] == len(log_format.read_log(GOOD.read_bytes())[1])
    code, going = run(capsys, "games", "--unfinished", "--db", str(db_path))
    assert [g["id"] for g in going] == [2] and going[0]["winners"] is None
    target = tmp_path / "out.mafia.json"
    code, out = run(capsys, "export-log", "1", "-o", str(target), "--db", str(db_path))
    assert code == 0 and out == {"game_id": 1, "file": str(target), "actions": finished[0]["actions"]}
    assert target.read_text(encoding="utf-8") == log_format.dumps(*log_format.read_log(GOOD.read_bytes()))


def test_the_environment_names_the_default_database(capsys, monkeypatch, tmp_path) -> None:
    env_db = tmp_path / "env.sqlite3"
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(env_db))
    code, out = run(capsys, "import", str(GOOD))
    assert code == 0 and out["db"] == str(env_db)
    code, games = run(capsys, "games")
    assert len(games) == 1


@pytest.mark.parametrize("argv, words", [
    (["import", "missing.mafia.json"], "cannot read missing.mafia.json"),
    (["import", str(BAD_RULE)], "breaks R-VOTE-2"),
    (["export-log", "7", "-o", "x.json"], "no game 7"),
    (["export-log", "seven", "-o", "x.json"], "expected a game id"),
    (["export-log", "1", "-o", "/no/such/folder/x.json"], "cannot write"),
])
def test_errors_are_json(capsys, db_path: Path, argv: list[str], words: str) -> None:
    run(capsys, "import", str(GOOD), "--db", str(db_path))
    code, out = run(capsys, *argv, "--db", str(db_path))
    assert code == 2
    assert words in out["error"]["message"]
    if "R-VOTE-2" in words:
        assert (out["error"]["index"], out["error"]["rule"]) == (2, "R-VOTE-2")


def test_a_broken_database_is_named_and_kept(capsys, tmp_path: Path) -> None:
    broken = tmp_path / "broken.sqlite3"
    broken.write_bytes(b"SQLite format 3\x00" + b"\x00" * 30)
    before = sha256(broken)
    for argv in (["games"], ["import", str(GOOD)], ["export-log", "1", "-o", "x"]):
        code, out = run(capsys, *argv, "--db", str(broken))
        assert code == 2
        assert str(broken) in out["error"]["message"] and "truncated" in out["error"]["message"]
    assert sha256(broken) == before


def test_the_installed_command_prints_no_traceback(tmp_path: Path) -> None:
    db = tmp_path / "cli.sqlite3"
    db.write_text("not a database")
    env = dict(os.environ, PYTHONPATH=str(Path(cli.__file__).parent.parent))
    for argv in (["games"], ["import", str(GOOD)], ["export-log", "1", "-o", "-"]):
        result = subprocess.run([sys.executable, "-m", "mafia_desktop", *argv, "--db", str(db)],
                                capture_output=True, text=True, env=env)
        assert result.returncode == 2, result
        assert "Traceback" not in result.stderr
        assert "not an SQLite database" in json.loads(result.stdout)["error"]["message"]


def test_read_commands_leave_another_programs_database_alone(
        capsys, tmp_path: Path) -> None:
    import sqlite3

    other = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.commit()
    conn.close()
    before = sha256(other)
    for argv in (["--db", str(other), "games"], ["--db", str(other), "import", str(GOOD)],
                 ["export-log", "1", "-o", str(tmp_path / "x.json"), "--db", str(other)]):
        code, out = run(capsys, *argv)
        assert code == 2
        assert out["error"]["message"].startswith(
            f"{other}: is not a Mafia Desktop database: it holds tables recipes")
    assert sha256(other) == before
    assert sorted(os.listdir(tmp_path)) == ["other.sqlite3"]


def test_games_without_a_database_creates_none(capsys, tmp_path: Path) -> None:
    missing = tmp_path / "none.sqlite3"
    assert run(capsys, "games", "--db", str(missing)) == (0, [])
    code, out = run(capsys, "export-log", "1", "-o", str(tmp_path / "x.json"),
                    "--db", str(missing))
    assert code == 2 and "there is no game 1" in out["error"]["message"]
    assert os.listdir(tmp_path) == []


def _stored(capsys, folder: Path) -> Path:
    folder.mkdir(exist_ok=True)
    db = folder / "g.sqlite3"
    assert run(capsys, "import", str(GOOD), "--db", str(db))[0] == 0
    assert not db.with_name(db.name + "-wal").exists()  # closed cleanly: checkpointed
    return db


def test_read_commands_work_on_a_read_only_file_system(capsys, tmp_path: Path) -> None:
    from tests.storage.mounts import read_only_bind

    _stored(capsys, tmp_path / "src")
    with read_only_bind(tmp_path / "src", tmp_path / "ro") as ro:
        db = ro / "g.sqlite3"
        code, games = run(capsys, "games", "--db", str(db))
        assert code == 0 and [g["id"] for g in games] == [1]
        code, out = run(capsys, "export-log", "1", "-o", str(tmp_path / "log.json"),
                        "--db", str(db))
        assert code == 0 and out["actions"] > 0
        code, out = run(capsys, "import", str(GOOD), "--db", str(db))
        assert code == 2 and "upgraded" not in out["error"]["message"]
        assert out["error"]["message"].startswith(f"{db}: cannot be opened for writing")
        assert os.listdir(ro) == ["g.sqlite3"]
    assert log_format.load_game((tmp_path / "log.json").read_text()).outcome is not None


def test_read_commands_work_on_a_full_disk(capsys, tmp_path: Path) -> None:
    from tests.storage.mounts import full_tmpfs

    data = _stored(capsys, tmp_path).read_bytes()
    with full_tmpfs(tmp_path / "full", keep={"g.sqlite3": data}) as full:
        db = full / "g.sqlite3"
        code, games = run(capsys, "games", "--db", str(db))
        assert code == 0 and [g["id"] for g in games] == [1]
        code, out = run(capsys, "export-log", "1", "-o", str(tmp_path / "log.json"),
                        "--db", str(db))
        assert code == 0
        code, out = run(capsys, "export-log", "1", "-o", str(full / "log.json"),
                        "--db", str(db))
        assert code == 2 and "upgraded" not in out["error"]["message"]
        assert out["error"]["message"] == (f"cannot write {full / 'log.json'}: "
                                           "No space left on device")
        assert sorted(os.listdir(full)) == ["filler", "g.sqlite3"]


@pytest.mark.parametrize("game_id", ["99999999999999999999999", "-99999999999999999999999",
                                     "0", str(2**63)])
def test_export_log_refuses_ids_outside_sqlite_integers(capsys, db_path: Path,
                                                        tmp_path: Path, game_id: str) -> None:
    run(capsys, "import", str(GOOD), "--db", str(db_path))
    code, out = run(capsys, "export-log", game_id, "-o", str(tmp_path / "x.json"),
                    "--db", str(db_path))
    assert code == 2 and f"there is no game {int(game_id)}" in out["error"]["message"]
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize("change", ["seed", "early", "late"])
def test_import_of_out_of_range_values_is_a_json_error(capsys, db_path: Path,
                                                       tmp_path: Path, change: str) -> None:
    log = json.loads(GOOD.read_text())
    if change == "seed":
        log["rng_seed"] = 2**63
    else:
        log["actions"][0]["at"] = ("0001-01-01T00:00:00+14:00" if change == "early"
                                   else "9999-12-31T23:59:00-14:00")
    bad = tmp_path / "bad.mafia.json"
    bad.write_text(json.dumps(log))
    code, out = run(capsys, "import", str(bad), "--db", str(db_path))
    assert code == 2
    assert "range" in out["error"]["message"] or "rng_seed" in out["error"]["message"]
    assert run(capsys, "games", "--db", str(db_path)) == (0, [])


def test_games_lists_a_damaged_row_with_its_problem(capsys, db_path: Path) -> None:
    import sqlite3

    run(capsys, "import", str(GOOD), "--db", str(db_path))
    run(capsys, "import", str(GOOD), "--db", str(db_path))
    conn = sqlite3.connect(db_path)
    conn.execute("UPDATE games SET started_at = 'yesterday', winners = '[\"aliens\"]' "
                 "WHERE id = 1")
    conn.commit()
    conn.close()
    code, games = run(capsys, "games", "--db", str(db_path))
    assert code == 0 and sorted(g["id"] for g in games) == [1, 2]
    damaged = next(g for g in games if g["id"] == 1)
    assert "game 1's record cannot be read" in damaged["problem"]
    assert "'yesterday'" in damaged["problem"] and "aliens" in damaged["problem"]
    assert "problem" not in next(g for g in games if g["id"] == 2)
