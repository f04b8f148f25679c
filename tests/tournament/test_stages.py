"""Issue 34 point 1: a round's own participants, the cut after a round (ties shown to the
organiser), FIIM's usual shapes and the running totals, first on a small case worked out
by hand, then a whole FIIM tournament of 30 players through the command line."""
from __future__ import annotations

import json
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from mafia_desktop.cli import main
from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport import points
from mafia_desktop.rules.sport.tournament.stages import (
    SHAPES,
    Field,
    StageError,
    StageRound,
    cut,
    overall_standings,
    round_standings,
    running,
)
from mafia_desktop.rules.sport.tournament.standings import CountedGame, SeatResult

from .helpers import NAMES, open_repo, play_slot


def _game(round: int, game: int, pts: dict[int, float],
          first_killed: int | None = None) -> CountedGame:
    return CountedGame(round, 1, game, tuple(
        SeatResult(n, "civilian", "red", False, p, 0.0, 0.0, 0.0, n == first_killed)
        for n, p in pts.items()))


NAMES4 = {1: "Anna", 2: "Boris", 3: "Vera", 4: "Gleb"}
#: main round (every player, Ci on): totals 1: 2.0, 2: 2.5, 3: 1.0, 4: 1.0 (3 and 4 tie)
MAIN = [_game(1, 1, {1: 2.0, 2: 1.0, 3: 0.5, 4: 0.0}),
        _game(1, 2, {1: 0.0, 2: 1.5, 3: 0.5, 4: 1.0})]
#: the final of 1, 2, 3 (Ci off; Boris shot first: no Ci for it)
FINAL = [_game(2, 1, {1: 1.0, 2: 0.0, 3: 2.0}, first_killed=2)]


def _rows(rows):  # type: ignore[no-untyped-def]
    return [(r.place, r.number, r.total) for r in rows]


def test_the_cut_shows_the_tie_and_never_picks() -> None:
    rounds = [StageRound(1)]
    after_main = overall_standings(MAIN, NAMES4, rounds)
    assert _rows(after_main) == [(1, 2, 2.5), (2, 1, 2.0), (3, 3, 1.0), (3, 4, 1.0)]
    assert cut(after_main, 2, 1).participants() == (2, 1)
    c = cut(after_main, 3, 1)
    assert (c.through, c.tied, c.seats, c.place) == ((2, 1), (3, 4), 1, 3)
    for take in ((), (1,), (3, 4)):                 # nobody, a player not tied, too many
        with pytest.raises(StageError) as e:
            c.participants(take)
        assert e.value.rule == "T-CUT-1" and "share place 3" in str(e.value)
    assert c.participants([4]) == (2, 1, 4)
    with pytest.raises(StageError) as e:
        cut(after_main, 5, 1)
    assert e.value.rule == "T-CUT-3"


def test_a_final_added_or_separate_by_hand() -> None:
    games = MAIN + FINAL
    added = [StageRound(1), StageRound(2, ci=False, participants=(1, 2, 3))]
    assert running(added, 2) == [2, 1]
    # added: 1: 2.0 + 1.0, 2: 2.5 + 0.0, 3: 1.0 + 2.0 (Anna and Vera equal on every
    # tie-break: Anna, 2nd after the main round, before Vera, 3rd); then Gleb (main only)
    assert _rows(overall_standings(games, NAMES4, added)) == [
        (1, 1, 3.0), (2, 3, 3.0), (3, 2, 2.5), (4, 4, 1.0)]
    separate = [StageRound(1), StageRound(2, ci=False, totals="separate",
                                          participants=(1, 2, 3))]
    assert running(separate, 2) == [2]
    # before the final's first game: the finalists in the order they qualified
    assert _rows(overall_standings(MAIN, NAMES4, separate)) == [
        (1, 2, 0.0), (2, 1, 0.0), (3, 3, 0.0), (4, 4, 1.0)]
    assert _rows(overall_standings(games, NAMES4, separate)) == [
        (1, 3, 2.0), (2, 1, 1.0), (3, 2, 0.0), (4, 4, 1.0)]
    # per round: the round's own players and games
    assert _rows(round_standings(games, NAMES4, added, 2)) == [
        (1, 3, 2.0), (2, 1, 1.0), (3, 2, 0.0)]
    assert _rows(round_standings(games, NAMES4, added, 1)) == _rows(
        overall_standings(MAIN, NAMES4, [StageRound(1)]))
    # Ci on in the final: Boris shot first in 1 of his 3 games of Ci rounds gets
    # 0.4 * min(1, 1 / (0.4 * 3)) = 0.33
    with_ci = [StageRound(1), StageRound(2, participants=(1, 2, 3))]
    boris = next(r for r in overall_standings(games, NAMES4, with_ci) if r.number == 2)
    assert boris.ci == 0.33 and boris.total == 2.83
    assert next(r for r in overall_standings(games, NAMES4, added) if r.number == 2).ci == 0


def test_the_field_numbers_a_round_for_the_seating() -> None:
    f = Field((4, 9, 17))
    assert f.seats([3, 1, 2]) == (17, 4, 9)
    assert f.local([(4, 17), (4, 5), (9, 17)]) == [(1, 3), (2, 3)]


def test_the_shapes() -> None:
    assert [r.stage for r in SHAPES["main_semi_final"]] == ["main", "semi_final", "final"]
    assert [r.top for r in SHAPES["main_semi_final"]] == [None, 20, 10]
    assert [r.stage for r in SHAPES["main_final"]] == ["main", "final"]
    assert len(SHAPES["one_round"]) == 1


def _cli(capsys, *argv: str):  # type: ignore[no-untyped-def]
    code = main(["tournament", *argv])
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def _play_round(tmp_path: Path, capsys, db: str, number: int) -> dict[tuple[int, int, int], str]:  # type: ignore[no-untyped-def]
    """Each table's laptop plays its schedule; the logs come back by the command line."""
    folder = tmp_path / f"round-{number}"
    folder.mkdir()
    code, out = _cli(capsys, "schedule", "export", "1", "--round", str(number), "-o",
                     str(folder), "--db", db)
    assert code == 0
    logs: dict[tuple[int, int, int], str] = {}
    for path in sorted(folder.iterdir()):
        for g in json.loads(path.read_text("utf-8"))["games"]:
            slot = (g["round"], g["table"], g["game"])
            text = play_slot([p["name"] for p in g["players"]],
                             number * 10_000 + g["table"] * 100 + g["game"])
            log = folder / f"r{slot[0]}-t{slot[1]}-g{slot[2]}.mafia.json"
            log.write_text(text, "utf-8")
            logs[slot] = text
    code, out = _cli(capsys, "import", "1", *map(str, sorted(folder.glob("*.mafia.json"))),
                     "--db", db)
    assert code == 0 and Counter(r["status"] for r in out) == {"imported": len(logs)}
    return logs


def _through(capsys, db: str, top: int, after: int) -> tuple[list[int], list[str]]:  # type: ignore[no-untyped-def]
    """The organiser's look at the cut: who goes through, and (a tie) their choice."""
    code, c = _cli(capsys, "round", "cut", "1", "--top", str(top), "--after", str(after),
                   "--db", db)
    assert code == 0 and len(c["through"]) + c["seats"] == top
    if not c["tied"]:
        return c["through"], []
    code, out = _cli(capsys, "round", "add", "1", "--seconds", "0.3", "--db", db)
    assert code == 2 and out["error"]["rule"] == "T-CUT-1"   # the desk never picks
    take = c["tied"][:c["seats"]]                              # the organiser's choice
    return c["through"] + take, ["--take", ",".join(map(str, take))]


def test_a_fiim_tournament_main_semi_final_and_final(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "cup.sqlite3")
    assert _cli(capsys, "new", "Autumn Cup", "--starts", "2026-11-28", "--shape",
                "main_semi_final", "--db", db) == (0, {"id": 1})
    assert _cli(capsys, "players", "add", "1", *NAMES, "--db", db)[0] == 0
    assert _cli(capsys, "apart", "1", "1,2", "--db", db)[0] == 0
    # the main round: the plan's first round, every player, 3 tables x 10 games
    code, out = _cli(capsys, "round", "add", "1", "--seed", "1", "--seconds", "0.5",
                     "--db", db)
    assert code == 0 and (out["stage"], out["tables"], out["games"]) == ("main", 3, 30)
    games, tours = open_repo(Path(db))
    met = Counter(frozenset(p) for s in tours.slots(1, 1) for p in
                  combinations(s.seats, 2))
    assert met[frozenset((1, 2))] == 0                  # kept apart in the main round
    games.conn.close()
    logs = _play_round(tmp_path, capsys, db, 1)
    # the semi-final: the top 20 after the main round, 2 tables x 10 games
    semi, take = _through(capsys, db, 20, 1)
    code, out = _cli(capsys, "round", "add", "1", "--seed", "2", "--seconds", "0.5", *take,
                     "--db", db)
    assert code == 0, out
    assert (out["stage"], out["tables"], out["games"]) == ("semi_final", 2, 20)
    assert sorted(out["participants"]) == sorted(semi)
    logs |= _play_round(tmp_path, capsys, db, 2)
    # the final: the top 10 after the semi-final, one table, Ci off
    final, take = _through(capsys, db, 10, 2)
    assert set(final) <= set(semi)
    code, out = _cli(capsys, "round", "add", "1", "--seed", "3", "--seconds", "0.5", *take,
                     "--db", db)
    assert code == 0 and (out["stage"], out["tables"], out["ci"]) == ("final", 1, False)
    games, tours = open_repo(Path(db))
    for number, field in ((2, semi), (3, final)):  # every game seats exactly its players
        by_game: dict[int, list[int]] = {}
        for s in tours.slots(1, number):
            by_game.setdefault(s.game, []).extend(s.seats)
        assert all(sorted(v) == sorted(field) for v in by_game.values()), number
        assert tours.participants(1, number) == tuple(sorted(field))
    logs |= _play_round(tmp_path, capsys, db, 3)
    # the engine's points of each player in each round
    engine: dict[tuple[int, str], float] = Counter()
    for (r, _t, _g), text in logs.items():
        state = log_format.load_game(text).state
        for seat, value in points(state).items():
            engine[(r, state.setup.name(seat))] += value
    number_of = {p.number: p.name for p in tours.get(1).players}
    code, out = _cli(capsys, "standings", "1", "--db", db)
    overall = out["standings"]
    # tiers: the finalists, then the other semi-finalists, then the rest
    assert {r["number"] for r in overall[:10]} == set(final)
    assert {r["number"] for r in overall[10:20]} == set(semi) - set(final)
    assert [r["place"] for r in overall] == sorted(r["place"] for r in overall)
    for row in overall:  # the points (no Ci) of every round a player reached, summed
        name = row["name"]
        reached = 3 if row["number"] in final else 2 if row["number"] in semi else 1
        assert row["points"] == round(sum(engine[(k, name)] for k in range(1, reached + 1)), 2)
        assert row["games"] == 10 * reached
    code, out = _cli(capsys, "standings", "1", "--round", "3", "--db", db)
    assert {r["number"] for r in out["standings"]} == set(final)
    assert all(r["points"] == round(engine[(3, number_of[r["number"]])], 2) and r["ci"] == 0
               for r in out["standings"])
    games.conn.close()


def test_a_round_of_its_own_players_refuses_others_and_a_cut_waits_for_every_game(
        tmp_path: Path) -> None:
    from .helpers import new_tournament, rotation
    games, tours = open_repo(tmp_path / "t.sqlite3")
    tid = new_tournament(tours, players=20, tables=2, games=2)
    with pytest.raises(StageError) as e:
        tours.cut(tid, 10, 1)
    assert e.value.rule == "T-CUT-2" and "4 game(s) not counted" in str(e.value)
    seating = [(g, 1, seats) for g, _, seats in rotation(10, 1, 2)]
    with pytest.raises(ValueError, match="T-ROUND-1: players"):
        tours.add_round(tid, "final", seating, seed=1, participants=list(range(1, 10)))
    number = tours.add_round(tid, "final", seating, seed=1, participants=list(range(1, 11)),
                             totals="separate", ci=False)
    r = tours.get(tid).rounds[number - 1]
    assert (r.participants, r.totals, r.ci, r.chosen) == (tuple(range(1, 11)), "separate",
                                                          False, {})
    assert [row.number for row in tours.standings(tid, round=number)] == list(range(1, 11))
    games.conn.close()


def test_a_version_8_tournament_reads_as_before(tmp_path: Path) -> None:
    import shutil
    copy = tmp_path / "v8.sqlite3"
    shutil.copyfile(Path(__file__).parents[1] / "storage" / "fixtures" / "v8.sqlite3", copy)
    games, tours = open_repo(copy)
    (t,) = [tours.get(x["id"]) for x in tours.list_tournaments()]
    assert t.plan == () and all(r.participants is None and r.totals == "added"
                                for r in t.rounds)
    rows = tours.standings(t.id)
    assert {r.number for r in rows} == {p.number for p in t.players}
    assert sum(r.games for r in rows) == 10 * sum(1 for s in tours.slots(t.id) if s.counted)
    assert [(r.number, r.points) for r in rows] == [
        (r.number, r.points) for r in tours.standings(t.id, round=1)]
    games.conn.close()


def test_the_command_line_refuses_a_bad_field_and_an_early_cut(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "t.sqlite3")
    _cli(capsys, "new", "Cup", "--starts", "2026-11-28", "--db", db)
    _cli(capsys, "players", "add", "1", *NAMES[:20], "--db", db)
    code, out = _cli(capsys, "round", "add", "1", "--players", "1,2,3,4,5,6,7,8,9,9",
                     "--db", db)
    assert code == 2 and out["error"]["rule"] == "T-ROUND-1"
    code, out = _cli(capsys, "round", "add", "1", "--games", "2", "--seconds", "0.1",
                     "--db", db)
    assert code == 0 and out["participants"] == list(range(1, 21)) and out["tables"] == 2
    code, out = _cli(capsys, "round", "cut", "1", "--top", "10", "--after", "1", "--db", db)
    assert code == 2 and out["error"]["rule"] == "T-CUT-2"
    code, out = _cli(capsys, "round", "add", "1", "--players", "3,5,7,9,11,13,15,17,19,20",
                     "--games", "2", "--seconds", "0.1", "--totals", "separate", "--no-ci",
                     "--db", db)
    assert code == 0 and (out["tables"], out["totals"], out["ci"]) == (1, "separate", False)
    code, out = _cli(capsys, "show", "1", "--db", db)
    assert out["rounds"][1]["participants"] == [3, 5, 7, 9, 11, 13, 15, 17, 19, 20]
    assert {n for s in out["slots"] if s["round"] == 2 for n in s["seats"]} == set(
        out["rounds"][1]["participants"])
