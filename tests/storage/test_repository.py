"""The game repository: one transaction per write, resume, import/export, notes, roster."""
from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from mafia_desktop.rules import Game, RuleViolation, log_format
from mafia_desktop.rules.classic import (
    EndDay,
    HostKill,
    Nominate,
    OpenVote,
)
from mafia_desktop.storage import GameRepository, StorageError, open_database
from tests.conftest import ALL_SCENARIOS, SCENARIOS

from .conftest import random_game, setup_of, sha256, store

SCENARIO_FILES = ALL_SCENARIOS


def test_there_are_scenarios() -> None:
    assert len(SCENARIO_FILES) >= 4


def stored_json(conn: sqlite3.Connection, gid: int) -> list[dict]:
    return [json.loads(r[0]) for r in conn.execute(
        "SELECT action FROM actions WHERE game_id = ? ORDER BY idx", (gid,))]


def test_append_stores_the_log_format_json_and_the_outcome(repo: GameRepository) -> None:
    game = random_game(11)
    assert game.outcome is not None
    gid = store(repo, game)
    assert stored_json(repo.conn, gid) == [log_format.action_to_json(a, game.setup)
                                           for a in game.actions]
    info = repo.info(gid)
    assert info.finished and info.actions == len(game)
    assert info.winners == game.outcome.winners
    assert info.outcome_rule == game.outcome.rule
    assert info.players == tuple(p.name for p in game.setup.players)


def test_append_needs_the_next_index(repo: GameRepository) -> None:
    game = random_game(12, max_actions=3)
    gid = store(repo, game)
    for wrong in (0, 2, 4):
        with pytest.raises(StorageError, match="has 3 stored actions"):
            repo.append(gid, wrong, game.actions[0], None)
    with pytest.raises(StorageError, match="no game 99"):
        repo.append(99, 0, game.actions[0], None)
    assert len(repo.actions(gid)) == 3


def test_pop_removes_the_last_action_and_records_a_correction(repo: GameRepository) -> None:
    game = random_game(13)
    gid = store(repo, game)
    assert repo.info(gid).finished
    last = game.pop()
    with pytest.raises(StorageError, match="last action is"):
        repo.pop(gid, len(game) - 1)
    repo.pop(gid, len(game))
    info = repo.info(gid)
    assert not info.finished and info.winners is None and info.outcome_rule is None
    assert repo.actions(gid) == list(game.actions)
    [c] = repo.corrections(gid)
    assert (c.index, c.action) == (len(game), last)
    assert c.undone_at.tzinfo is not None
    # Undo again, then a different action at the same index: both corrections stay.
    second = game.pop()
    repo.pop(gid, len(game))
    assert [c.action for c in repo.corrections(gid)] == [last, second]
    with pytest.raises(StorageError, match="no actions"):
        empty = repo.create_game(game.setup)
        repo.pop(empty, 0)


def test_each_write_is_one_transaction(repo: GameRepository) -> None:
    game = random_game(14, max_actions=5)
    gid = store(repo, game)
    # A failure after the first statement of a write must undo the whole write.
    repo.conn.execute("CREATE TEMP TRIGGER no_corrections AFTER INSERT ON corrections "
                      "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END")
    with pytest.raises(StorageError, match="disk trouble"):
        repo.pop(gid, 4)
    assert repo.actions(gid) == list(game.actions) and repo.corrections(gid) == []
    repo.conn.execute("CREATE TEMP TRIGGER no_outcome AFTER UPDATE ON games "
                      "BEGIN SELECT RAISE(ABORT, 'disk trouble'); END")
    replay = Game(game.setup)
    for a in game.actions:
        replay.push(a)
    action = replay.legal_actions()[0]
    with pytest.raises(StorageError, match="disk trouble"):
        repo.append(gid, 5, action, None)
    assert len(repo.actions(gid)) == 5
    assert not repo.conn.in_transaction


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.name)
def test_resume_gives_the_same_game(db_path: Path, path: Path) -> None:
    setup, actions = log_format.read_log(path.read_bytes())
    game = Game(setup)
    conn = open_database(db_path)
    repo = GameRepository(conn)
    gid = repo.create_game(setup)
    for action in actions:
        try:
            game.push(action)
        except RuleViolation:
            break  # a scenario that ends in a refused action: the host never stores it
        repo.append(gid, len(game) - 1, action, game.outcome)
    conn.close()
    conn = open_database(db_path)
    resumed = GameRepository(conn).load(gid)
    assert resumed.actions == game.actions
    assert resumed.states() == game.states()
    assert resumed.state == game.state
    # undo works across the restart
    if len(resumed):
        repo = GameRepository(conn)
        resumed.pop()
        repo.pop(gid, len(resumed))
        assert GameRepository(conn).load(gid).actions == resumed.actions
    conn.close()


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.name)
def test_import_export_round_trip(repo: GameRepository, path: Path) -> None:
    text = path.read_bytes()
    summary, code = log_format.replay_text(text)
    if code:
        with pytest.raises(StorageError) as e:
            repo.import_log(text)
        assert (e.value.index, e.value.rule) == (summary["error"]["index"],
                                                 summary["error"]["rule"])
        assert e.value.path is None
        assert repo.list_games() == [] and repo.roster_names() == []
        return
    gid = repo.import_log(text)
    exported = repo.export_log(gid)
    assert exported == log_format.dumps(*log_format.read_log(text))
    assert log_format.load_game(exported).state == log_format.load_game(text).state
    assert repo.load(gid).state == log_format.load_game(text).state
    assert repo.info(gid).deal == "import"
    again = repo.import_log(exported)
    assert repo.export_log(again) == exported


def test_import_takes_its_times_from_the_log(repo: GameRepository) -> None:
    path = SCENARIOS / "example_seed_preset_with_times.mafia.json"
    game = log_format.load_game(path.read_bytes())
    gid = repo.import_log(path.read_bytes())
    assert repo.info(gid).started_at == game.actions[0].at


def test_import_refuses_junk_and_stores_nothing(repo: GameRepository) -> None:
    for junk in (b"", b"{}", b"\xff\xfe", b"[1, 2]", b'{"format": "mafia-game-log"}'):
        with pytest.raises(StorageError, match="the log cannot be read"):
            repo.import_log(junk)
    assert repo.list_games() == []


def test_list_and_delete(repo: GameRepository) -> None:
    t0 = datetime(2026, 11, 1, 19, 0, tzinfo=UTC)
    done = random_game(21)
    gid_done = repo.create_game(done.setup, started_at=t0)
    replay = Game(done.setup)
    for i, a in enumerate(done.actions):
        replay.push(a)
        repo.append(repo_id := gid_done, i, a, replay.outcome)
    going = random_game(22, max_actions=7)
    gid_going = repo.create_game(going.setup, deal="random", deal_seed=5,
                                 started_at=t0 + timedelta(days=1))
    assert [g.id for g in repo.list_games()] == [gid_going, repo_id]
    assert [g.id for g in repo.list_games(finished=True)] == [gid_done]
    assert [g.id for g in repo.list_games(finished=False)] == [gid_going]
    assert repo.info(gid_going).deal == "random"
    repo.set_note(gid_done, "player:1", "talks a lot")
    repo.pop(gid_done, len(done) - 1)
    repo.delete_game(gid_done)
    assert [g.id for g in repo.list_games()] == [gid_going]
    for table in ("actions", "corrections", "notes", "game_players"):
        assert repo.conn.execute(f"SELECT count(*) FROM {table} WHERE game_id = ?",
                                 (gid_done,)).fetchone()[0] == 0
    assert set(repo.roster_names()) >= {p.name for p in done.setup.players}
    with pytest.raises(StorageError, match="no game"):
        repo.delete_game(gid_done)
    with pytest.raises(StorageError, match="no game"):
        repo.load(gid_done)
    with pytest.raises(ValueError):
        repo.create_game(done.setup, deal="dice")


def test_notes(repo: GameRepository) -> None:
    gid = repo.create_game(random_game(5, max_actions=0).setup)
    repo.set_note(gid, "player:3", "nervous when nominated")
    repo.set_note(gid, "phase:day:2", "long discussion")
    repo.set_note(gid, "player:3", "nervous")
    assert repo.notes(gid) == {"phase:day:2": "long discussion", "player:3": "nervous"}
    repo.set_note(gid, "phase:day:2", "  ")
    assert repo.notes(gid) == {"player:3": "nervous"}
    with pytest.raises(StorageError, match="no game"):
        repo.set_note(gid + 1, "player:1", "x")


def test_roster_is_case_insensitive_and_most_recent_first(repo: GameRepository) -> None:
    t0 = datetime(2026, 10, 1, 19, 0, tzinfo=timezone(timedelta(hours=3)))
    repo.create_game(setup_of("Anna:godfather", "Boris:civilian", "Vera:civilian",
                              "Gleb:civilian"), started_at=t0)
    repo.create_game(setup_of("Dasha:godfather", "anna :civilian", "Egor:civilian",
                              "Zoya:civilian"), started_at=t0 + timedelta(days=7))
    names = repo.roster_names()
    assert len(names) == 7
    assert names[:4] == ["anna", "Dasha", "Egor", "Zoya"]
    assert names[4:] == ["Boris", "Gleb", "Vera"]


def test_player_stats(repo: GameRepository) -> None:
    games = [random_game(seed, 8) for seed in range(30, 36)]
    for g in games:
        store(repo, g)
    store(repo, random_game(40, 8, max_actions=3))  # unfinished: counted apart
    want: dict[str, dict] = {}
    for g in games:
        for p in g.setup.players:
            w = want.setdefault(p.name, {"games": 0, "wins": {}})
            w["games"] += 1
            if p.role.faction in g.outcome.winners:
                w["wins"][p.role] = w["wins"].get(p.role, 0) + 1
    stats = {s.name: s for s in repo.player_stats()}
    assert set(stats) == set(repo.roster_names())
    for name, w in want.items():
        s = stats[name]
        assert (s.games, s.wins_by_role, s.wins) == (w["games"], w["wins"],
                                                      sum(w["wins"].values()))
        assert sum(s.games_by_role.values()) == s.games
    assert sum(s.unfinished for s in stats.values()) == 8
    order = [(-s.games, -s.wins) for s in repo.player_stats()]
    assert order == sorted(order)


def test_a_log_that_no_longer_replays_names_the_game_and_action(repo: GameRepository) -> None:
    setup = setup_of("Anna:godfather", "Boris:civilian", "Vera:civilian", "Gleb:civilian")
    gid = repo.create_game(setup)
    game = Game(setup)
    for a in (Nominate(2, 1), OpenVote()):
        game.push(a)
        repo.append(gid, len(game) - 1, a, None)
    repo.conn.execute("UPDATE actions SET action = ? WHERE game_id = ? AND idx = 1",
                      (json.dumps({"type": "end_day"}), gid))
    with pytest.raises(StorageError) as e:
        repo.load(gid)
    assert f"game {gid}, action 1" in str(e.value) and "R-" in str(e.value)
    assert (e.value.game_id, e.value.index) == (gid, 1)
    repo.conn.execute("UPDATE actions SET action = '{\"type\": \"dance\"}' "
                      "WHERE game_id = ? AND idx = 1", (gid,))
    with pytest.raises(StorageError, match=f"game {gid}, action 1 cannot be read"):
        repo.load(gid)
    assert EndDay.TYPE == "end_day"


def test_a_read_only_database_refuses_writes_and_keeps_its_data(db_path: Path) -> None:
    conn = open_database(db_path)
    game = random_game(50, max_actions=6)
    gid = store(GameRepository(conn), game)
    conn.close()
    before = sha256(db_path)
    ro = sqlite3.connect(db_path.resolve().as_uri() + "?mode=ro", uri=True,
                         isolation_level=None)
    repo = GameRepository(ro)
    replay = repo.load(gid)
    action = replay.legal_actions()[0]
    replay.push(action)
    with pytest.raises(StorageError) as e:
        repo.append(gid, 6, action, replay.outcome)
    assert str(db_path) in str(e.value) and "readonly" in str(e.value)
    for write in (lambda: repo.pop(gid, 5), lambda: repo.create_game(game.setup),
                  lambda: repo.import_log(repo.export_log(gid)),
                  lambda: repo.delete_game(gid)):
        with pytest.raises(StorageError, match="readonly"):
            write()
    assert repo.load(gid).actions == game.actions
    ro.close()
    assert sha256(db_path) == before


def test_a_full_disk_refuses_the_action_and_keeps_what_it_held(db_path: Path) -> None:
    conn = open_database(db_path)
    repo = GameRepository(conn)
    game = random_game(60, 10, max_actions=6)
    gid = store(repo, game)
    # A disk with no page left: max_page_count caps the file (SQLITE_FULL).
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {int(pages)}")
    with pytest.raises(StorageError, match="full"):
        for k in range(1000):
            repo.set_note(gid, f"player:{k}", "x" * 2000)
    notes = repo.notes(gid)
    replay = repo.load(gid)
    action = HostKill(replay.state.living()[0], reason="left the table " * 400)
    replay.push(action)
    with pytest.raises(StorageError) as e:
        repo.append(gid, len(game), action, replay.outcome)
    assert "full" in str(e.value) and str(db_path) in str(e.value)
    assert not conn.in_transaction
    replay.pop()
    assert repo.load(gid).state == replay.state == game.state
    assert repo.notes(gid) == notes
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()
    conn = open_database(db_path)  # the cap is per connection: space again
    repo = GameRepository(conn)
    replay.push(action)
    repo.append(gid, len(game), action, replay.outcome)
    assert repo.load(gid).state == replay.state
    conn.close()
