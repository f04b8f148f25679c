"""Imports that check what they count (issue 34, point 5): a file is taken whole or not
at all, in one transaction; absurd logs are refused by the limits (T-IMPORT-1..3); a
record's winner is checked against its departures; each game's fate is given."""
from __future__ import annotations

import json
import sqlite3

import pytest

from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport import Bonus
from mafia_desktop.rules.sport.tournament.exchange import (
    game_to_mafiaratings,
    record_to_mafiaratings,
)
from mafia_desktop.rules.sport.tournament.limits import MAX_ACTIONS, MAX_FILE_BYTES
from mafia_desktop.rules.sport.tournament.record import record_of
from mafia_desktop.storage.sport.tournament_imports import ImportRefused, read_import

from .helpers import new_tournament, open_repo, play_slot, rng_seed, slot_names


@pytest.fixture
def desk(tmp_path):  # type: ignore[no-untyped-def]
    games, tours = open_repo(tmp_path / "t.sqlite")
    tid = new_tournament(tours)
    return games, tours, tid


def _counted(games, tours, tid) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """(stored games, slots that count a game or a record)."""
    stored = games.conn.execute("SELECT count(*) FROM games").fetchone()[0]
    counted = sum(1 for s in tours.slots(tid) if s.game_id is not None or s.record)
    return stored, counted


def _site_games(tours, tid, count: int) -> list[dict]:  # type: ignore[no-untyped-def]
    out = []
    for slot in tours.slots(tid)[:count]:
        game = log_format.load_game(play_slot(slot_names(tours, tid, slot), rng_seed(slot)))
        out.append(game_to_mafiaratings(game))
    return out


def test_a_file_of_records_with_one_flipped_winner_counts_none(desk) -> None:
    games, tours, tid = desk
    records = _site_games(tours, tid, 3)
    flipped = {"civ": "maf", "maf": "civ", "tie": "maf"}[records[1]["winner"]]
    records[1]["winner"] = flipped
    with pytest.raises(ImportRefused) as e:
        tours.import_file(tid, json.dumps(records))
    assert e.value.message.startswith("game 2 of the file: the result record cannot be read")
    assert "contradicts the record's own departures" in e.value.message
    assert [f.status for f in e.value.fates] == ["not taken", "refused", "not taken"]
    assert _counted(games, tours, tid) == (0, 0)           # not the first record either
    fixed = _site_games(tours, tid, 3)
    taken = tours.import_file(tid, json.dumps(fixed))
    assert [t.status for t in taken] == ["imported"] * 3
    assert _counted(games, tours, tid) == (0, 3)


def test_a_refused_slot_in_the_transaction_undoes_the_records_before_it(desk) -> None:
    games, tours, tid = desk
    records = _site_games(tours, tid, 2)
    tours.import_file(tid, json.dumps(records[1]))            # game 2 counts already
    assert _counted(games, tours, tid) == (0, 1)
    again = [records[0], {**records[1], "players": [
        {**p, "bonus": 0.1} if i == 0 else p for i, p in enumerate(records[1]["players"])]}]
    with pytest.raises(ImportRefused) as e:
        tours.import_file(tid, json.dumps(again))
    assert "counts a game already" in e.value.message
    assert e.value.fates[0].status == "not taken" and e.value.fates[0].slot is not None
    assert _counted(games, tours, tid) == (0, 1)            # the first record undone


def test_a_crash_after_storing_a_log_leaves_nothing_stored(desk) -> None:
    """The log's game and its slot are written in one transaction: a failure between
    them (a trigger here; a kill -9 in test_import_kill.py) stores nothing."""
    games, tours, tid = desk
    slot = tours.slots(tid)[0]
    text = play_slot(slot_names(tours, tid, slot), rng_seed(slot))
    games.conn.execute("CREATE TEMP TRIGGER boom BEFORE UPDATE ON tournament_slots "
                       "BEGIN SELECT RAISE(ABORT, 'the machine went down'); END")
    with pytest.raises(Exception, match="went down"):
        tours.import_file(tid, text)
    assert _counted(games, tours, tid) == (0, 0)            # no game stored uncounted
    games.conn.execute("DROP TRIGGER boom")
    assert tours.import_file(tid, text)[0].status == "imported"
    assert _counted(games, tours, tid) == (1, 1)


def test_a_log_of_absurd_bonuses_is_refused_with_its_rule(desk) -> None:
    games, tours, tid = desk
    slot = tours.slots(tid)[0]
    setup, actions = log_format.read_log(play_slot(slot_names(tours, tid, slot),
                                                   rng_seed(slot)))
    many = log_format.dumps(setup, [*actions, *[Bonus(1, 1.0, None)] * 3])
    with pytest.raises(ImportRefused) as e:
        tours.import_file(tid, many)
    assert "(T-IMPORT-3)" in e.value.message and "seat 1" in e.value.message
    huge = log_format.dumps(setup, [*actions, *[Bonus(2, 0.0, None)] * MAX_ACTIONS])
    with pytest.raises(ImportRefused) as e:
        tours.import_file(tid, huge)
    assert "(T-IMPORT-2)" in e.value.message
    assert _counted(games, tours, tid) == (0, 0)


def test_a_record_of_absurd_bonuses_is_refused(desk) -> None:
    games, tours, tid = desk
    slot = tours.slots(tid)[0]
    game = log_format.load_game(play_slot(slot_names(tours, tid, slot), rng_seed(slot)))
    out = record_to_mafiaratings(record_of(game.state))
    out["players"][0]["bonus"] = [1.0] * 20
    with pytest.raises(ImportRefused, match=r"T-IMPORT-3"):
        tours.import_file(tid, json.dumps(out))
    assert _counted(games, tours, tid) == (0, 0)


def test_a_file_past_the_size_limit_is_refused_unread(desk, tmp_path) -> None:
    games, tours, tid = desk
    big = tmp_path / "big.mafia.json"
    with open(big, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(ValueError, match=r"T-IMPORT-1") as e:
        read_import(str(big))
    assert getattr(e.value, "rule", None) == "T-IMPORT-1"
    with pytest.raises(ImportRefused, match=r"T-IMPORT-1"):
        tours.import_file(tid, b" " * (MAX_FILE_BYTES + 1))
    assert _counted(games, tours, tid) == (0, 0)


def test_a_connection_error_rolls_the_file_back(desk, monkeypatch) -> None:
    games, tours, tid = desk
    records = _site_games(tours, tid, 2)
    real = tours._count_record
    calls = []

    def second_fails(conn, *args):  # type: ignore[no-untyped-def]
        calls.append(1)
        if len(calls) == 2:
            raise sqlite3.OperationalError("disk I/O error")
        return real(conn, *args)
    monkeypatch.setattr(tours, "_count_record", second_fails)
    with pytest.raises(Exception, match="disk I/O error"):
        tours.import_file(tid, json.dumps(records))
    assert _counted(games, tours, tid) == (0, 0)


def test_the_command_lists_each_games_fate(desk, tmp_path, capsys) -> None:
    from mafia_desktop.cli import main
    games, tours, tid = desk
    records = _site_games(tours, tid, 3)
    records[2]["winner"] = {"civ": "maf", "maf": "civ", "tie": "maf"}[records[2]["winner"]]
    bad = tmp_path / "three.json"
    bad.write_text(json.dumps(records), "utf-8")
    good = tmp_path / "one.json"
    good.write_text(json.dumps(records[0]), "utf-8")
    db = str(games.conn.execute("PRAGMA database_list").fetchone()[2])
    games.conn.close()
    code = main(["tournament", "import", str(tid), str(bad), str(good), "--db", db])
    out = json.loads(capsys.readouterr().out)
    assert code == 2
    assert [(r["file"][-9:], r["status"]) for r in out] == [
        ("hree.json", "not taken"), ("hree.json", "not taken"), ("hree.json", "refused"),
        ("/one.json", "imported")]
    assert out[0]["game_of_file"] == 1 and (out[0]["round"], out[0]["table"]) == (1, 1)
    assert out[2]["message"].startswith("the result record cannot be read: winner:")
    assert "(S-WIN-" in out[2]["message"]


def _with_bonuses(text: str, count: int) -> str:
    """A finished game's log with ``count`` more bonuses of 0.1 to seat 1 after its end
    (each one legal: S-WIN-4 takes bonuses after the end), built as text."""
    log = json.loads(text)
    extra = json.dumps({"type": "bonus", "player": 1, "points": 0.1})
    body = json.dumps(log, ensure_ascii=False)
    assert body.endswith("]}")
    return body[:-2] + ", " + ", ".join([extra] * count) + "]}"


def test_the_issues_44_mb_log_of_700000_bonuses_is_refused_unparsed(desk) -> None:
    games, tours, tid = desk
    slot = tours.slots(tid)[0]
    text = play_slot(slot_names(tours, tid, slot), rng_seed(slot))
    huge = _with_bonuses(text, 700_000).encode("utf-8")
    assert len(huge) > 30 * 2**20
    with pytest.raises(ImportRefused) as e:
        tours.import_file(tid, huge)
    assert e.value.message.startswith("the file is too large for a game:")
    assert "(T-IMPORT-1)" in e.value.message
    # under the size limit, the count of actions refuses it before the replay
    many = _with_bonuses(text, 40_000)
    assert len(many.encode("utf-8")) < MAX_FILE_BYTES
    with pytest.raises(ImportRefused, match=r"too many actions .*\(T-IMPORT-2\)"):
        tours.import_file(tid, many)
    assert _counted(games, tours, tid) == (0, 0)
