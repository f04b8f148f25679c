"""Bad rows (issue 17): one damaged cell of a real database never hides the other games,
never raises anything but StorageError, and no command prints a traceback or hangs.

The findings: one garbage ``winners`` value left Saved games empty (an intact
unfinished game could not be resumed), a bad ``started_at`` hid every game, the Players
view raised, ``export-log`` printed a traceback for bad options. Here every column of a
real database gets hostile values, one cell at a time (a sweep, then hypothesis), and
``games``, ``export-log``, ``import``, ``list_games``, ``player_stats``, ``load`` ... run.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop import cli
from mafia_desktop.storage import GameRepository, StorageError, open_database
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, sha256, store

GOOD = SCENARIOS / "town_wins_day2.mafia.json"

#: The values of the sweep (every column gets each); hypothesis draws from these and more.
SWEEP: list[Any] = [None, "garbage", -1, b"\x00\xff", "[1, 2]"]
HOSTILE: list[Any] = [*SWEEP, "", 2**63 - 1, 1.5e308, '{"a": 1}', "[" * 5000,
                      "9999-99-99T99:99:99+99:99", "2020-01-01T00:00:00"]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real database: two finished games, one going on (with notes and an undo), one
    imported, and their players in the roster."""
    path = tmp_path_factory.mktemp("template") / "games.sqlite3"
    conn = open_database(path)
    repo = GameRepository(conn)
    for seed in (1, 2):
        store(repo, random_game(seed, 8))
    going = store(repo, random_game(3, 9, max_actions=12))
    repo.set_note(going, "player:1", "quiet")
    repo.pop(going, 11)
    repo.import_log(GOOD.read_text())
    conn.close()
    assert not Path(str(path) + "-wal").exists()
    return path


def columns() -> list[tuple[str, str]]:
    conn = sqlite3.connect(":memory:")
    from mafia_desktop.storage.database import MIGRATIONS
    for step in MIGRATIONS:
        step(conn)
    out = [(t, c[1]) for (t,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        for c in conn.execute(f"PRAGMA table_info({t})")]
    conn.close()
    return out


COLUMNS = columns()


def damage(path: Path, table: str, column: str, value: Any, row: int = 0) -> bool:
    """Set one cell (the ``row``-th row of ``table``, in its key order) to ``value``;
    False when SQLite refuses (NOT NULL, a key that clashes)."""
    conn = sqlite3.connect(path)
    try:
        keys = [c[1] for c in sorted(conn.execute(f"PRAGMA table_info({table})"),
                                     key=lambda c: c[5]) if c[5]]
        found = conn.execute(f"SELECT {', '.join(keys)} FROM {table} ORDER BY "
                             f"{', '.join(keys)} LIMIT 1 OFFSET ?", (row,)).fetchone()
        if found is None:
            return False
        conn.execute("PRAGMA ignore_check_constraints = ON")
        where = " AND ".join(f"{k} = ?" for k in keys)
        conn.execute(f"UPDATE {table} SET {column} = ? WHERE {where}", (value, *found))
        conn.commit()
        return True
    except sqlite3.IntegrityError:
        return False
    finally:
        conn.close()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, Any]:
    code = cli.main(list(argv))
    out = capsys.readouterr()
    assert "Traceback" not in out.err
    assert code in (0, 2), (argv, out)
    return code, json.loads(out.out)


def every_read(repo: GameRepository) -> None:
    """Every read the window and the reports make; only StorageError may come out."""
    games = repo.list_games()
    assert repo.list_games(finished=False) is not None and repo.list_games(finished=True) is not None
    repo.player_stats()
    repo.roster_names()
    for g in games:
        g.to_json()
        for read in (repo.load, repo.notes, repo.corrections, repo.export_log, repo.info,
                     repo.revision):
            try:
                read(g.id)
            except StorageError:
                pass


def check(capsys: pytest.CaptureFixture[str], db: Path, folder: Path) -> None:
    before = sha256(db)
    conn = open_database(db, read_only=True)
    try:
        every_read(GameRepository(conn))
    finally:
        conn.close()
    code, games = run(capsys, "games", "--db", str(db))
    assert code == 0 and len(games) == 4  # every game is listed, damaged or not
    for g in games:
        run(capsys, "export-log", str(g["id"]), "-o", str(folder / "out.json"), "--db", str(db))
    assert sha256(db) == before  # read commands change no byte
    assert sorted(p.name for p in folder.iterdir()) in (
        ["games.sqlite3"], ["games.sqlite3", "out.json"])
    code, out = run(capsys, "import", str(GOOD), "--db", str(db))
    assert code == 0, out  # a damaged row does not stop storing a new game
    conn = open_database(db)
    try:
        assert len(GameRepository(conn).list_games()) == 5
    finally:
        conn.close()


@pytest.mark.heavy  # the full suite's (docs/development.md, "The fast lane")
@pytest.mark.parametrize("table, column", COLUMNS, ids=[f"{t}.{c}" for t, c in COLUMNS])
def test_one_damaged_cell_at_a_time(capsys, template: Path, tmp_path: Path, table: str,
                                    column: str) -> None:
    for k, value in enumerate(SWEEP):
        folder = tmp_path / str(k)
        folder.mkdir()
        db = folder / "games.sqlite3"
        shutil.copyfile(template, db)
        if damage(db, table, column, value):
            check(capsys, db, folder)


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cell=st.sampled_from(COLUMNS), row=st.integers(0, 8),
       value=st.one_of(st.none(), st.integers(-2**63, 2**63 - 1), st.floats(),
                       st.text(max_size=40), st.binary(max_size=20),
                       st.sampled_from(HOSTILE)))
def test_random_damaged_cells(capsys, template: Path, tmp_path_factory, cell, row,
                              value) -> None:
    folder = tmp_path_factory.mktemp("cell")
    db = folder / "games.sqlite3"
    shutil.copyfile(template, db)
    if damage(db, *cell, value, row=row):
        check(capsys, db, folder)


def test_garbage_winners_hide_no_game(template: Path, tmp_path: Path) -> None:
    """The finding: one garbage winners value left Saved games empty."""
    db = tmp_path / "games.sqlite3"
    shutil.copyfile(template, db)
    conn = sqlite3.connect(db)
    finished = conn.execute("SELECT min(id) FROM games WHERE ended_at IS NOT NULL").fetchone()[0]
    conn.execute("UPDATE games SET winners = 'garbage' WHERE id = ?", (finished,))
    conn.commit()
    conn.close()
    conn = open_database(db)
    repo = GameRepository(conn)
    games = {g.id: g for g in repo.list_games()}
    assert len(games) == 4
    bad = games[finished]
    assert bad.damaged and "winners 'garbage' are not a list of factions" in bad.problem
    going = repo.list_games(finished=False)
    assert len(going) == 1 and not going[0].damaged
    repo.load(going[0].id)  # the intact unfinished game resumes
    stats = repo.player_stats()
    assert sum(s.damaged for s in stats) == 8  # the damaged game's players
    conn.close()


def test_a_bad_start_time_hides_no_game(template: Path, tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    shutil.copyfile(template, db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE games SET started_at = 'yesterday' WHERE id = 1")
    conn.commit()
    conn.close()
    conn = open_database(db, read_only=True)
    games = {g.id: g for g in GameRepository(conn).list_games()}
    conn.close()
    assert len(games) == 4 and [i for i, g in games.items() if g.damaged] == [1]
    assert games[1].started_at is None and "start time 'yesterday'" in games[1].problem


@pytest.mark.parametrize("options", ["[1]", "{\"no_such_option\": 1}", "not json", "7",
                                     "[" * 5000])
def test_export_log_of_bad_options_is_an_error_not_a_traceback(
        capsys, template: Path, tmp_path: Path, options: str) -> None:
    db = tmp_path / "games.sqlite3"
    shutil.copyfile(template, db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE games SET options = ? WHERE id = 1", (options,))
    conn.commit()
    conn.close()
    code, out = run(capsys, "export-log", "1", "-o", str(tmp_path / "x.json"), "--db", str(db))
    assert code == 2 and "game 1's setup cannot be read" in out["error"]["message"]
    code, games = run(capsys, "games", "--db", str(db))
    assert [g["id"] for g in games if "problem" in g] == [1]


def test_a_changed_game_id_does_not_block_a_new_game(template: Path, tmp_path: Path) -> None:
    """Found by the random damage above: with the last game's id changed (to 0), a new game
    got that id back and collided with its players' rows still naming it. A new game takes
    an id that no stored row names."""
    db = tmp_path / "games.sqlite3"
    shutil.copyfile(template, db)
    conn = sqlite3.connect(db)
    last = conn.execute("SELECT max(id) FROM games").fetchone()[0]
    conn.execute("UPDATE games SET id = 0 WHERE id = ?", (last,))
    conn.commit()
    conn.close()
    conn = open_database(db)
    repo = GameRepository(conn)
    new = repo.import_log(GOOD.read_bytes())
    assert new > last and len(repo.list_games()) == 5
    assert repo.load(new).setup.size > 0
    conn.close()


def test_a_game_of_an_unknown_family_is_named_by_its_family(tmp_path: Path) -> None:
    """Issue 35.6: a game stored with a family this program does not know (a newer
    program's, say) was read as a classic game and refused for its preset ("expected one
    of table, seed, got 'village'"); it is refused for its family, the file unchanged."""
    from mafia_desktop.rules import log_format

    repo = GameRepository(open_database(tmp_path / "g.sqlite3"))
    setup, _ = log_format.read_log(GOOD.read_bytes())
    game_id = repo.create_game(setup)
    repo.conn.execute("PRAGMA ignore_check_constraints = ON")
    repo.conn.execute("UPDATE games SET family = 'no-such-family', preset = 'village' WHERE id = ?",
                      (game_id,))
    repo.conn.commit()
    fresh = GameRepository(repo.conn)
    with pytest.raises(StorageError) as refused:
        fresh.load(game_id)
    assert "rules family 'no-such-family' is unknown" in str(refused.value)
    assert "preset" not in str(refused.value)
