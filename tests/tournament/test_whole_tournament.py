"""Issue 25's whole tournament: 30 players, 3 tables, 10 games, seated by the desk's
seating; the schedule goes to three laptops (one file each), each laptop plays its ten
games (random sport players) and writes their logs; the logs come back by files, one
twice (a duplicate) and one table's game played again differently (a conflict, then the
organiser's choice); the standings equal the engine's points for every player."""
from __future__ import annotations

import json
from collections import Counter
from datetime import date
from itertools import combinations
from pathlib import Path

from mafia_desktop.rules import log_format
from mafia_desktop.rules.sport import points
from mafia_desktop.rules.sport.tournament import seat_round

from .helpers import NAMES, open_repo, play_slot, rng_seed


def test_thirty_players_three_tables_ten_games(tmp_path: Path) -> None:
    games, tours = open_repo(tmp_path / "desk.sqlite3")
    tid = tours.create("Autumn Cup", date(2026, 11, 28), ends_on=date(2026, 11, 29))
    assert tours.add_players(tid, NAMES) == list(range(1, 31))
    tours.set_apart(tid, [(1, 2), (27, 28)])
    seating = seat_round(30, 3, 10, seed=1, seconds=2.0, apart=tours.apart(tid))
    tours.add_round(tid, "main", [(g.game, g.table, g.seats) for g in seating.table_games],
                    seed=1, quality=seating.quality.to_json())
    slots = tours.slots(tid, 1)
    assert len(slots) == 30
    # every player in every seat exactly once; the apart pairs never met
    per_player = Counter((n, seat) for s in slots for seat, n in enumerate(s.seats, 1))
    assert set(per_player.values()) == {1} and len(per_player) == 300
    met = Counter(p for s in slots for p in combinations(sorted(s.seats), 2))
    assert met[(1, 2)] == 0 and met[(27, 28)] == 0
    # three laptops: one schedule file each, the games played there, logs written
    laptops = []
    for table in (1, 2, 3):
        path = tmp_path / f"table-{table}.schedule.json"
        path.write_text(json.dumps(tours.schedule(tid, 1, table), ensure_ascii=False), "utf-8")
        laptops.append(path)
    logs: dict[tuple[int, int, int], Path] = {}
    for path in laptops:
        schedule = json.loads(path.read_text("utf-8"))
        assert [g["game"] for g in schedule["games"]] == list(range(1, 11))
        for g in schedule["games"]:
            slot = (g["round"], g["table"], g["game"])
            names = [p["name"] for p in g["players"]]
            out = tmp_path / f"r{slot[0]}-t{slot[1]}-g{slot[2]}.mafia.json"
            out.write_text(play_slot(names, rng_seed(tours.slot(tid, slot))), "utf-8")
            logs[slot] = out
    statuses = Counter(tours.import_log(tid, p.read_bytes()).status for p in logs.values())
    assert statuses == {"imported": 30}
    assert tours.import_log(tid, logs[(1, 3, 7)].read_bytes()).status == "duplicate"
    names = [n for n in json.loads(laptops[1].read_text("utf-8"))["games"][3]["players"]]
    replayed = play_slot([p["name"] for p in names], 999)       # table 2, game 4 again
    conflict = tours.import_log(tid, replayed)
    assert conflict.status == "conflict" and conflict.slot == (1, 2, 4)
    tours.resolve(tid, conflict.conflict or 0, "imported")
    logs[(1, 2, 4)].write_text(replayed, "utf-8")
    # the standings: each player's points are the engine's, summed over their ten games
    expected: Counter[str] = Counter()
    for path in logs.values():
        state = log_format.load_game(path.read_text("utf-8")).state
        for seat, value in points(state).items():
            expected[state.setup.name(seat)] += value
    rows = tours.standings(tid)
    assert {r.name: r.points for r in rows} == {k: round(v, 2) for k, v in expected.items()}
    assert all(r.games == 10 for r in rows) and rows[0].place == 1
    assert [r.total for r in rows] == sorted((r.total for r in rows), reverse=True)
    halfway = tours.standings(tid, before_game=6)
    assert all(r.games == 5 for r in halfway)
    games.conn.close()


def test_results_as_html_pdf_and_csv_in_both_languages(tmp_path: Path) -> None:
    import csv

    from mafia_desktop.reports.sport.tournament import export_results

    from .helpers import new_tournament, slot_names

    games, tours = open_repo(tmp_path / "desk.sqlite3")
    tid = new_tournament(tours, players=20, tables=2, games=2)
    for s in tours.slots(tid):
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s)))
    rows = tours.standings(tid)
    html = export_results(tours, tid, "html", tmp_path / "r.html", lang="en").read_text("utf-8")
    assert "&lt;b&gt;Bold&lt;/b&gt;" not in html      # only 20 players: not in this one
    for r in rows:
        assert r.name.replace("'", "&#39;") in html
    assert html.index(rows[0].name.replace("'", "&#39;")) < html.index(
        rows[-1].name.replace("'", "&#39;"))
    ru = export_results(tours, tid, "html", tmp_path / "r-ru.html", lang="ru").read_text("utf-8")
    assert "Место" in ru and "Игрок" in ru
    table = list(csv.reader(export_results(tours, tid, "csv", tmp_path / "r.csv")
                            .read_text("utf-8-sig").splitlines()))
    table = table[:table.index([])]                   # the standings (the games follow)
    total = table[0].index("Total")
    assert len(table) == 21 and table[1][2] == rows[0].name and table[1][total] == (
        f"{rows[0].total:.2f}".rstrip("0").rstrip(".") or "0")
    pdf = export_results(tours, tid, "pdf", tmp_path / "r.pdf", lang="ru").read_bytes()
    assert pdf.startswith(b"%PDF") and len(pdf) > 2000
    games.conn.close()
