"""``mafia-desktop tournament ...`` on a database (issue 25): the organiser's whole round
through the command line, and its errors (the error object, exit 2)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main

from .helpers import NAMES, play_slot


def run(capsys, *argv: str) -> tuple[int, object]:
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def test_a_round_through_the_command_line(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "t.sqlite3")
    code, out = run(capsys, "tournament", "new", "Autumn Cup", "--starts", "2026-11-28",
                    "--db", db)
    assert code == 0 and out == {"id": 1}
    code, out = run(capsys, "tournament", "players", "add", "1", *NAMES[:20], "--db", db)
    assert code == 0 and out == {"numbers": list(range(1, 21))}
    code, out = run(capsys, "tournament", "apart", "1", "1,2", "--db", db)
    assert out == {"apart": [[1, 2]]}
    code, out = run(capsys, "tournament", "round", "add", "1", "--tables", "2", "--games",
                    "4", "--seed", "3", "--seconds", "1", "--db", db)
    assert code == 0 and out["round"] == 1 and out["games"] == 8
    folder = tmp_path / "tables"
    folder.mkdir()
    code, out = run(capsys, "tournament", "schedule", "export", "1", "--round", "1", "-o",
                    str(folder), "--db", db)
    assert code == 0 and len(out["written"]) == 2
    logs = []
    for k, path in enumerate(sorted(folder.iterdir())):
        schedule = json.loads(path.read_text("utf-8"))
        for g in schedule["games"]:
            names = [p["name"] for p in g["players"]]
            assert not {"Anna", "Boris"} <= set(names)       # kept apart
            log = tmp_path / f"r1-t{g['table']}-g{g['game']}.mafia.json"
            log.write_text(play_slot(names, 100 * k + g["game"]), "utf-8")
            logs.append(str(log))
    code, out = run(capsys, "tournament", "import", "1", *logs, logs[0], "--db", db)
    assert code == 0 and [r["status"] for r in out].count("imported") == 8
    assert out[-1]["status"] == "duplicate"
    code, out = run(capsys, "tournament", "standings", "1", "--db", db)
    assert code == 0 and len(out["standings"]) == 20
    assert sum(r["games"] for r in out["standings"]) == 80
    code, out = run(capsys, "tournament", "standings", "1", "--before-game", "3", "--db", db)
    assert sum(r["games"] for r in out["standings"]) == 40
    code, out = run(capsys, "tournament", "show", "1", "--db", db)
    assert len(out["slots"]) == 8 and all(s["game_id"] for s in out["slots"])


@pytest.mark.parametrize("argv, words", [
    (("tournament", "new", "X", "--starts", "28.11.2026"), "YYYY-MM-DD"),
    (("tournament", "new", "X", "--starts", "2026-11-28", "--options", "[1]"), "JSON object"),
    (("tournament", "new", "X", "--starts", "2026-11-28", "--options", '{"ci_share": 5}'),
     "ci_share"),
    (("tournament", "show", "7"), "no tournament"),
    (("tournament", "substitute", "1", "1-2-3", "4", "5"), "ROUND/TABLE/GAME"),
])
def test_errors_are_the_error_object(tmp_path: Path, capsys, argv, words) -> None:
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    code, out = run(capsys, *argv, "--db", db)
    assert code == 2 and words in out["error"]["message"], out


def test_a_refused_log_is_listed_and_the_others_are_taken(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    run(capsys, "tournament", "players", "add", "1", *NAMES[:10], "--db", db)
    run(capsys, "tournament", "round", "add", "1", "--tables", "1", "--games", "2",
        "--seconds", "0.5", "--db", db)
    _, show = run(capsys, "tournament", "show", "1", "--db", db)
    names = {p["number"]: p["name"] for p in show["players"]}
    good = tmp_path / "good.mafia.json"
    good.write_text(play_slot([names[n] for n in show["slots"][0]["seats"]], 1), "utf-8")
    bad = tmp_path / "bad.mafia.json"
    bad.write_text("{}", "utf-8")
    code, out = run(capsys, "tournament", "import", "1", str(bad), str(good), "--db", db)
    assert code == 2 and [r["status"] for r in out] == ["refused", "imported"]
    assert "cannot be read" in out[0]["message"]


def _one_table(tmp_path: Path, capsys) -> tuple[str, dict]:
    tmp_path.mkdir(exist_ok=True)
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    run(capsys, "tournament", "players", "add", "1", *NAMES[:10], "--db", db)
    run(capsys, "tournament", "round", "add", "1", "--tables", "1", "--games", "3",
        "--seconds", "0.5", "--db", db)
    _, show = run(capsys, "tournament", "show", "1", "--db", db)
    return db, show


def test_protocols_and_exports_of_counted_games(tmp_path: Path, capsys) -> None:
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.sport.tournament.exchange import loads_record
    from mafia_desktop.rules.sport.tournament.record import record_of

    db, show = _one_table(tmp_path, capsys)
    names = {p["number"]: p["name"] for p in show["players"]}
    seats = [names[n] for n in show["slots"][0]["seats"]]
    log = tmp_path / "g1.mafia.json"
    log.write_text(play_slot(seats, 4), "utf-8")
    run(capsys, "tournament", "import", "1", str(log), "--db", db)
    blank = tmp_path / "blank.pdf"
    code, out = run(capsys, "tournament", "protocol", "1", "1/1/2", "--blank", "-o",
                    str(blank), "--lang", "ru", "--db", db)
    assert code == 0 and out["filled"] is False and blank.read_bytes().startswith(b"%PDF")
    code, out = run(capsys, "tournament", "protocol", "1", "1/1/2", "-o",
                    str(tmp_path / "x.pdf"), "--db", db)
    assert code == 2 and "--blank" in out["error"]["message"]      # not played yet
    code, out = run(capsys, "tournament", "protocol", "1", "1/1/1", "-o",
                    str(tmp_path / "filled.pdf"), "--referee", "Lev", "--db", db)
    assert code == 0 and out["filled"] is True
    _, shown = run(capsys, "tournament", "show", "1", "--db", db)
    gid = shown["slots"][0]["game_id"]
    code, out = run(capsys, "tournament", "protocol", "1", "--game", str(gid), "-o",
                    str(tmp_path / "by-id.pdf"), "--db", db)
    assert code == 0 and out["filled"] is True
    code, out = run(capsys, "tournament", "protocol", "1", "-o", str(tmp_path / "no.pdf"),
                    "--db", db)
    assert code == 2 and "name the game" in out["error"]["message"]
    for fmt in ("mafiaratings", "mwt"):
        path = tmp_path / f"all.{fmt}.json"
        code, out = run(capsys, "tournament", "export", "1", "--format", fmt, "-o", str(path),
                        "--db", db)
        assert code == 0 and out["games"] == 1
        [one] = json.loads(path.read_text("utf-8"))
        # read back, the record is the game's own (but not replayable)
        record = loads_record(json.dumps(one))
        state = log_format.load_game(log.read_text("utf-8")).state
        mine = record_of(state)
        assert [p.name for p in record.players] == seats
        assert (record.winners, record.fouls, record.first_killed) == (
            mine.winners, mine.fouls, mine.first_killed)
        assert record.replayable is False


def test_a_result_record_counts_although_not_replayable(tmp_path: Path, capsys) -> None:
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.sport import points
    from mafia_desktop.rules.sport.tournament.exchange import dumps, to_mwt
    from mafia_desktop.rules.sport.tournament.record import record_of

    db, show = _one_table(tmp_path, capsys)
    names = {p["number"]: p["name"] for p in show["players"]}
    seats = [names[n] for n in show["slots"][1]["seats"]]
    state = log_format.load_game(play_slot(seats, 8)).state
    record = tmp_path / "g2.mwt.json"
    record.write_text(dumps(to_mwt(record_of(state), {"table": 1, "game": 2})), "utf-8")
    code, out = run(capsys, "tournament", "import", "1", str(record), str(record), "--db", db)
    assert code == 0 and [r["status"] for r in out] == ["imported", "duplicate"]
    assert out[0]["game_id"] is None
    _, table = run(capsys, "tournament", "standings", "1", "--db", db)
    got = {r["name"]: r["points"] for r in table["standings"]}
    assert got == {state.setup.name(s): v for s, v in points(state).items()}
    broken = tmp_path / "bad.json"
    broken.write_text('{"table": 1, "players": "nobody"}', "utf-8")
    code, out = run(capsys, "tournament", "import", "1", str(broken), "--db", db)
    assert code == 2 and "result record cannot be read" in out[0]["message"]


def test_a_result_record_says_it_is_not_replayable_where_it_appears(tmp_path: Path,
                                                                    capsys) -> None:
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.sport.tournament.exchange import dumps, record_to_mafiaratings
    from mafia_desktop.rules.sport.tournament.record import record_of

    db, show = _one_table(tmp_path, capsys)
    names = {p["number"]: p["name"] for p in show["players"]}
    seats = [names[n] for n in show["slots"][2]["seats"]]
    state = log_format.load_game(play_slot(seats, 9)).state
    path = tmp_path / "g3.json"
    path.write_text(dumps(record_to_mafiaratings(record_of(state), {})), "utf-8")
    code, out = run(capsys, "tournament", "import", "1", str(path), "--db", db)
    assert code == 0 and out[0]["status"] == "imported"
    _, show = run(capsys, "tournament", "show", "1", "--db", db)
    slot = next(s for s in show["slots"] if s["game"] == 3)
    assert slot["counted"] is True and slot["replayable"] is False
    html = tmp_path / "r.html"
    run(capsys, "tournament", "results", "1", "-o", str(html), "--db", db)
    assert "a result record from a file (not replayable)" in html.read_text("utf-8")
    code, out = run(capsys, "tournament", "protocol", "1", "1/1/3", "-o",
                    str(tmp_path / "p.pdf"), "--db", db)
    assert code == 2 and "--blank" in out["error"]["message"]


def test_a_whole_tournament_export_imports_back_into_another_desk(tmp_path: Path,
                                                                  capsys) -> None:
    """The file ``export --format mwt`` writes (a list of games) is read back, each game
    a result record: a second laptop's desk gets the same standings."""
    db, show = _one_table(tmp_path / "a", capsys)
    names = {p["number"]: p["name"] for p in show["players"]}
    for k, slot in enumerate(show["slots"][:2]):
        log = tmp_path / f"g{k}.mafia.json"
        log.write_text(play_slot([names[n] for n in slot["seats"]], 20 + k), "utf-8")
        run(capsys, "tournament", "import", "1", str(log), "--db", db)
    every = tmp_path / "all.mwt.json"
    run(capsys, "tournament", "export", "1", "--format", "mwt", "-o", str(every), "--db", db)
    other, _ = _one_table(tmp_path / "b", capsys)
    code, out = run(capsys, "tournament", "import", "1", str(every), "--db", other)
    assert code == 0 and [r["status"] for r in out] == ["imported", "imported"]
    _, first = run(capsys, "tournament", "standings", "1", "--db", db)
    _, second = run(capsys, "tournament", "standings", "1", "--db", other)
    assert first["standings"] == second["standings"]


def test_a_right_to_left_name_keeps_its_seat_number_in_the_results(tmp_path: Path,
                                                                   capsys) -> None:
    from mafia_desktop.i18n import isolate
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    hebrew = "\u05e9\u05dc\u05d5\u05dd \u05e2\u05d5\u05dc\u05dd"
    run(capsys, "tournament", "players", "add", "1", *NAMES[:9], hebrew, "--db", db)
    run(capsys, "tournament", "round", "add", "1", "--tables", "1", "--games", "1",
        "--seconds", "0.3", "--db", db)
    html = tmp_path / "r.html"
    run(capsys, "tournament", "results", "1", "-o", str(html), "--db", db)
    assert isolate(hebrew) in html.read_text("utf-8")


def test_a_substitution_beside_a_player_kept_apart_needs_allow_apart(tmp_path: Path,
                                                                      capsys) -> None:
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    run(capsys, "tournament", "players", "add", "1", *NAMES[:11], "--db", db)
    run(capsys, "tournament", "round", "add", "1", "--tables", "1", "--games", "1",
        "--seconds", "0", "--db", db)
    code, out = run(capsys, "tournament", "show", "1", "--db", db)
    [slot] = out["slots"]
    reserve = ({*range(1, 12)} - set(slot["seats"])).pop()
    run(capsys, "tournament", "apart", "1", f"{reserve},{slot['seats'][0]}", "--db", db)
    code, out = run(capsys, "tournament", "substitute", "1", "1/1/1", "5", str(reserve),
                    "--db", db)
    assert code == 2 and out["error"]["rule"] == "T-APART-5"
    assert "--allow-apart" in out["error"]["message"]
    code, out = run(capsys, "tournament", "substitute", "1", "1/1/1", "5", str(reserve),
                    "--allow-apart", "--db", db)
    assert code == 0 and out["seats"][4] == reserve
