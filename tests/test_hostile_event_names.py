"""Issue 35.1: every name a person types or a file brings is checked by one rule
(``rules/names.py``: R-SETUP-1 for players, R-NAME-1 for evenings, tournaments, rounds,
referees and clubs), at every entry point that is not a window: the storage API, the
command line, the schedule file a table's laptop opens. Hostile names (150 and 5,000,000
characters, control and direction characters) are refused with the rule and nothing is
stored or written; a name an older version stored is read back bounded, so that no
reader (the schedule, the site exports, the lists) meets more than the rule allows.
(The windows: ``tests/ui/test_hostile_event_names_windows.py``.)"""
from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules import (
    MAX_NAME_LENGTH,
    MAX_TITLE_LENGTH,
    NAME_LIMITS,
    RuleViolation,
    check_any_name,
    check_name,
    readable_name,
)
from mafia_desktop.rules.names import FORBIDDEN_NAME_CHARS
from mafia_desktop.storage.evenings import EveningRepository
from mafia_desktop.storage.sport.tournaments import TournamentRepository
from mafia_desktop.ui.families.sport.tournament.schedule import ScheduleError, read_schedule
from tests.tournament.helpers import NAMES, open_repo, play_slot, rotation

#: Names no kind of name may have: too long for a title (150: it widened the host window;
#: 5,000,000: it crashed the Tournament window), a control character inside, the
#: direction controls that reorder the sentence a name stands in, a line separator.
HOSTILE = {
    "150 characters": "Осенний кубок " * 10 + "ABCDEFGHIJ",
    "5,000,000 characters": "W" * 5_000_000,
    "a bell": "Autumn\x07Cup",
    "a newline inside": "Autumn\nCup",
    "a right-to-left override": "Cup \u202eevil",
    "a direction isolate": "\u2068Cup\u2069 night",
    "a line separator": "Autumn\u2028Cup",
}
#: The words each refusal says (the rule and what is wrong).
SAYS = {"150 characters": "at most 80 characters", "5,000,000 characters": "has 5000000",
        "a bell": "U+0007", "a newline inside": "U+000A",
        "a right-to-left override": "U+202E", "a direction isolate": "U+2068",
        "a line separator": "U+2028"}
KINDS = ["evening", "tournament", "round", "referee"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, object]:
    code = main(list(argv))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def stored_by_an_older_version(repo: object, table: str, row_id: int, name: object) -> None:
    """Write ``name`` into a row as a version before the rule could have."""
    conn = repo.conn  # type: ignore[attr-defined]
    conn.execute(f"UPDATE {table} SET name = ? WHERE id = ?", (name, row_id))
    conn.commit()


# -- the rule -------------------------------------------------------------------------

@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("what", list(HOSTILE))
def test_one_rule_refuses_every_hostile_name_of_every_kind(kind: str, what: str) -> None:
    name = HOSTILE[what]
    with pytest.raises(RuleViolation) as e:
        check_any_name(name, kind)
    said = SAYS[what].replace("80", str(NAME_LIMITS[kind]))
    assert e.value.rule == "R-NAME-1" and said in e.value.message, e.value.message
    assert e.value.params["what"] == kind and len(e.value.message) < 200


def test_the_limits_are_one_for_persons_and_one_for_events() -> None:
    assert {NAME_LIMITS[k] for k in ("player", "referee")} == {MAX_NAME_LENGTH} == {40}
    assert {NAME_LIMITS[k] for k in ("evening", "tournament", "round", "club")} \
        == {MAX_TITLE_LENGTH} == {80}
    for kind, most in NAME_LIMITS.items():
        assert check_any_name(" " + "Ж" * most + "\n", kind) == "Ж" * most  # trimmed
        with pytest.raises(RuleViolation):
            check_any_name("Ж" * (most + 1), kind)
    # the players' rule is the same rule, with its own ID and codes
    with pytest.raises(RuleViolation) as e:
        check_name("Ж" * 41)
    assert (e.value.rule, e.value.code) == ("R-SETUP-1", "setup.name_too_long")


@pytest.mark.parametrize("kind", ["evening", "tournament", "round", "referee", "player"])
def test_a_stored_name_is_read_back_bounded(kind: str) -> None:
    most = NAME_LIMITS[kind]
    for name in HOSTILE.values():
        shown = readable_name(name, kind)
        assert 0 < len(shown) <= most and FORBIDDEN_NAME_CHARS.isdisjoint(shown)
        assert check_any_name(shown, kind) == shown  # what is read back passes the rule
    assert readable_name("Friday night", kind) == "Friday night"  # a good one unchanged
    assert readable_name("W" * 150, kind) == "W" * (most - 1) + "…"
    assert readable_name(b"\x00", kind) == "b'\\x00'"  # a damaged value: never raises


# -- the storage API --------------------------------------------------------------------

@pytest.mark.parametrize("what", list(HOSTILE))
def test_the_storage_refuses_hostile_evening_and_tournament_names(repo, what: str) -> None:
    evenings, tours = EveningRepository(repo), TournamentRepository(repo)
    with pytest.raises(RuleViolation) as e:
        evenings.create(HOSTILE[what], ["Anna"])
    assert e.value.rule == "R-NAME-1" and SAYS[what] in e.value.message
    with pytest.raises(RuleViolation) as e:
        tours.create(HOSTILE[what], date(2026, 11, 28))
    assert e.value.rule == "R-NAME-1" and SAYS[what] in e.value.message
    assert evenings.list_evenings() == [] and tours.list_tournaments() == []  # nothing stored


def test_a_round_is_named_only_by_its_stage(repo) -> None:
    tours = TournamentRepository(repo)
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:10])
    for what in ("150 characters", "a right-to-left override"):
        with pytest.raises(ValueError, match="stage: expected one of"):
            tours.add_round(tid, HOSTILE[what], rotation(10, 1, 1), seed=1)
    assert tours.get(tid).rounds == ()


@pytest.mark.parametrize("length", [150, 5_000_000])
def test_names_an_older_version_stored_are_read_back_bounded(repo, length: int) -> None:
    """A long evening's or tournament's name, a stage with a direction control, as an
    older version could store them: every reader gets at most 80 characters."""
    evenings, tours = EveningRepository(repo), TournamentRepository(repo)
    evening = evenings.create("Friday", ["Anna"])
    stored_by_an_older_version(repo, "evenings", evening, "E" * length)
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    stored_by_an_older_version(repo, "tournaments", tid, "T" * length)
    tours.add_players(tid, NAMES[:10])
    tours.add_round(tid, "main", rotation(10, 1, 2), seed=1)
    repo.conn.execute("PRAGMA ignore_check_constraints = ON")  # a damaged file
    repo.conn.execute("UPDATE tournament_rounds SET stage = ?", ("fin\u202eal" * 30,))
    repo.conn.commit()
    repo.conn.execute("PRAGMA ignore_check_constraints = OFF")
    assert evenings.get(evening).name == "E" * 79 + "…" and not evenings.get(evening).damaged
    assert [e.name for e in evenings.list_evenings()] == ["E" * 79 + "…"]
    assert tours.get(tid).name == "T" * 79 + "…"
    assert tours.list_tournaments()[0]["name"] == "T" * 79 + "…"
    stage = tours.get(tid).rounds[0].stage
    assert len(stage) <= 80 and "\u202e" not in stage
    # the tables' laptops take the schedule of such a tournament
    schedule = json.dumps(tours.schedule(tid, 1, 1), ensure_ascii=False)
    assert read_schedule(schedule.encode("utf-8")).tournament == "T" * 79 + "…"


# -- the command line ---------------------------------------------------------------------

@pytest.mark.parametrize("what", list(HOSTILE))
def test_tournament_new_refuses_a_hostile_name(tmp_path: Path, capsys, what: str) -> None:
    db = str(tmp_path / "t.sqlite3")
    code, out = run(capsys, "tournament", "new", HOSTILE[what], "--starts", "2026-11-28",
                    "--db", db)
    assert code == 2 and out["error"]["rule"] == "R-NAME-1", out  # type: ignore[index]
    assert SAYS[what] in out["error"]["message"]  # type: ignore[index]
    assert len(json.dumps(out)) < 400  # the refusal does not repeat the name
    code, out = run(capsys, "tournament", "list", "--db", db)
    assert code == 0 and out == []


def test_a_round_on_the_command_line_is_a_stage(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "t.sqlite3")
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    with pytest.raises(SystemExit) as e:  # argparse: one of main, semi_final, final
        main(["tournament", "round", "add", "1", "--stage", HOSTILE["150 characters"],
              "--tables", "1", "--games", "1", "--db", db])
    assert e.value.code == 2
    capsys.readouterr()


@pytest.mark.parametrize("what", [*HOSTILE, "41 characters"])
def test_protocol_refuses_a_hostile_referee(tmp_path: Path, capsys, what: str) -> None:
    db, pdf = str(tmp_path / "t.sqlite3"), tmp_path / "p.pdf"
    run(capsys, "tournament", "new", "Cup", "--starts", "2026-11-28", "--db", db)
    name = HOSTILE.get(what, "R" * 41)
    code, out = run(capsys, "tournament", "protocol", "1", "1/1/1", "--blank", "-o",
                    str(pdf), "--referee", name, "--db", db)
    assert code == 2 and out["error"]["rule"] == "R-NAME-1", out  # type: ignore[index]
    assert "a referee's name" in out["error"]["message"]  # type: ignore[index]
    assert SAYS.get(what, "at most 40 characters").replace("80", "40") \
        in out["error"]["message"]  # type: ignore[index]
    assert not pdf.exists()


def test_the_site_exports_take_a_long_name_an_older_version_stored(tmp_path: Path,
                                                                   capsys) -> None:
    """A tournament name over 200 characters (accepted before the rule) made both site
    exports fail ("meta.tournament: at most 200 characters")."""
    path = tmp_path / "t.sqlite3"
    games, tours = open_repo(path)
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:10])
    tours.add_round(tid, "main", rotation(10, 1, 1), seed=1)
    slot = tours.slots(tid)[0]
    names = {p.number: p.name for p in tours.get(tid).players}
    tours.import_log(tid, play_slot([names[n] for n in slot.seats], 5))
    stored_by_an_older_version(games, "tournaments", tid, "Кубок " * 50)
    games.conn.close()
    for fmt in ("mwt", "mafiaratings"):
        out_file = tmp_path / f"{fmt}.json"
        code, out = run(capsys, "tournament", "export", "1", "--format", fmt, "-o",
                        str(out_file), "--db", str(path))
        assert code == 0 and out["games"] == 1, out  # type: ignore[index]
        if fmt == "mwt":  # the ratings site's game names its tournament by id only
            assert json.loads(out_file.read_text("utf-8"))[0]["tournament"] \
                == ("Кубок " * 14)[:79] + "…"
    code, out = run(capsys, "tournament", "schedule", "export", "1", "--round", "1",
                    "--table", "1", "-o", str(tmp_path / "s.json"), "--db", str(path))
    assert code == 0
    assert len(read_schedule((tmp_path / "s.json").read_bytes()).tournament) == 80


# -- the schedule file ----------------------------------------------------------------------

def schedule_text(**changes: object) -> str:
    players = [{"seat": i + 1, "number": i + 1, "name": n} for i, n in enumerate(NAMES[:10])]
    obj = {"format": "mafia-tournament-schedule", "version": 1, "tournament": "Cup",
           "round": 1, "stage": "main", "table": 1,
           "games": [{"round": 1, "table": 1, "game": 1, "played": False,
                      "players": players}]}
    return json.dumps({**obj, **changes}, ensure_ascii=False)


@pytest.mark.parametrize("field", ["tournament", "stage"])
@pytest.mark.parametrize("what", list(HOSTILE))
def test_a_schedule_with_a_hostile_name_is_refused(field: str, what: str) -> None:
    with pytest.raises(ScheduleError) as e:
        read_schedule(schedule_text(**{field: HOSTILE[what]}).encode("utf-8"))
    assert "R-NAME-1" in str(e.value) and SAYS[what] in str(e.value), str(e.value)
    assert len(str(e.value)) < 300


def test_a_schedule_with_an_80_character_name_is_taken() -> None:
    """The desk and the tables' laptops have one limit: what the desk stores, a table
    opens (a name of 80 characters)."""
    assert read_schedule(schedule_text(tournament="Ж" * 80)).tournament == "Ж" * 80
