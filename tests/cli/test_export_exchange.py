"""``mafia-desktop export GAME.mafia.json --format mafiaratings|mwt -o FILE`` (issue 34,
point 4): any finished sport game for the sites, the formats asked of the game's family;
a classic log, an unfinished game or an unknown format refused (the error object, exit
2, no file). And the tournament's export: a referee, a site event per round, the seats
taken by a substitution."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules.log_format import load_game
from mafia_desktop.rules.sport.tournament.exchange import game_to_mafiaratings, game_to_mwt
from tests.conftest import SCENARIOS
from tests.tournament.helpers import NAMES, play_slot

SPORT = SCENARIOS / "sport_fourth_foul_after_end.mafia.json"
CLASSIC = SCENARIOS / "town_wins_day2.mafia.json"


def run(capsys, *argv: str) -> tuple[int, dict]:
    code = main(list(argv))
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("fmt, write", [("mafiaratings", game_to_mafiaratings),
                                        ("mwt", game_to_mwt)])
def test_a_finished_sport_log_is_exported_for_the_sites(tmp_path: Path, capsys, fmt,
                                                         write) -> None:
    out_file = tmp_path / f"game.{fmt}.json"
    code, out = run(capsys, "export", str(SPORT), "--format", fmt, "-o", str(out_file),
                    "--referee", "Судья Лев", "--table", "2", "--game", "7")
    assert code == 0 and out == {"exported": str(out_file), "format": fmt}
    game = load_game(SPORT.read_bytes())
    meta = {"referee": "Судья Лев", "table": 2, "game": 7}
    assert json.loads(out_file.read_text("utf-8")) == write(game, meta)


@pytest.mark.parametrize("log, fmt, words", [
    (CLASSIC, "mafiaratings", "a classic game cannot be exported as 'mafiaratings'"),
    (CLASSIC, "mwt", "its formats are html, pdf, json"),
    (SPORT, "csv", "its formats are html, pdf, json, mafiaratings, mwt"),
])
def test_a_format_the_family_does_not_offer_is_refused(tmp_path: Path, capsys, log, fmt,
                                                       words) -> None:
    out_file = tmp_path / "x.json"
    code, out = run(capsys, "export", str(log), "--format", fmt, "-o", str(out_file))
    assert code == 2 and words in out["error"]["message"], out
    assert not out_file.exists()


def test_an_unfinished_sport_game_is_refused(tmp_path: Path, capsys) -> None:
    text = json.loads(SPORT.read_text("utf-8"))
    text["actions"] = text["actions"][:5]
    log = tmp_path / "short.mafia.json"
    log.write_text(json.dumps(text), "utf-8")
    code, out = run(capsys, "export", str(log), "--format", "mwt", "-o",
                    str(tmp_path / "x.json"))
    assert code == 2 and "has not ended" in out["error"]["message"]
    assert not (tmp_path / "x.json").exists()


def test_rounds_referee_and_substitutions_in_the_tournament_export(tmp_path: Path,
                                                                   capsys) -> None:
    """Two rounds of one table: both games are table 1, game 1; each round its own site
    event (``--event-id``); the referee as the moderator; a substitution marked (mwt)."""
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    run(capsys, "tournament", "players", "add", "1", *NAMES[:11], "--db", db)
    for _ in range(2):
        code, _ = run(capsys, "tournament", "round", "add", "1", "--tables", "1", "--games",
                      "1", "--seconds", "0.3", "--db", db)
        assert code == 0
    _, show = run(capsys, "tournament", "show", "1", "--db", db)
    slot2 = show["slots"][1]
    out_of_game = next(p["number"] for p in show["players"]
                       if p["number"] not in slot2["seats"])
    code, _ = run(capsys, "tournament", "substitute", "1", "2/1/1", "4", str(out_of_game),
                  "--db", db)
    assert code == 0
    _, show = run(capsys, "tournament", "show", "1", "--db", db)
    names = {p["number"]: p["name"] for p in show["players"]}
    logs = []
    for k, slot in enumerate(show["slots"]):
        log = tmp_path / f"g{k}.mafia.json"
        log.write_text(play_slot([names[n] for n in slot["seats"]], 10 + k), "utf-8")
        logs.append(str(log))
    code, _ = run(capsys, "tournament", "import", "1", *logs, "--db", db)
    assert code == 0
    path = tmp_path / "all.json"
    code, out = run(capsys, "tournament", "export", "1", "--format", "mafiaratings", "-o",
                    str(path), "--db", db)
    assert code == 0 and "--event-id" in out["note"]            # the rounds would collide
    code, out = run(capsys, "tournament", "export", "1", "--format", "mafiaratings", "-o",
                    str(path), "--referee", "Lev", "--event-id", "1=501", "--event-id",
                    "2=502", "--db", db)
    assert code == 0 and "note" not in out
    games = json.loads(path.read_text("utf-8"))
    assert [(g["eventId"], g["tableNum"], g["gameNum"]) for g in games] == \
        [(501, 1, 1), (502, 1, 1)]
    assert all(g["moderator"] == {"name": "Lev"} for g in games)
    code, out = run(capsys, "tournament", "export", "1", "--format", "mwt", "-o", str(path),
                    "--referee", "Lev", "--db", db)
    first, second = json.loads(path.read_text("utf-8"))
    assert first["result"]["is_replacement"] == [0] * 10
    assert second["result"]["is_replacement"] == [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]
    assert second["referee"] == "Lev"
    code, out = run(capsys, "tournament", "export", "1", "--format", "mwt", "-o", str(path),
                    "--event-id", "2", "--db", db)
    assert code == 2 and "ROUND=ID" in out["error"]["message"]
