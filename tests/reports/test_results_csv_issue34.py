"""Issue 34 point 6 (files): the tournament's results CSV has what the user guide promises:
the standings with the tie-break counts the table's columns lack (wins as the sheriff,
as the don, times shot first), then the games (round, table, game, result, the names by
seat); every cell formula-safe (``reports/spreadsheet.csv_text``)."""

from __future__ import annotations

import csv
import io
from datetime import date
from pathlib import Path

import pytest

from mafia_desktop.reports.sport.tournament import export_results
from tests.reports.test_csv_formulas import HOSTILE, runnable_cells
from tests.tournament.helpers import NAMES, open_repo, play_slot, rng_seed, rotation, slot_names

#: The tie-break counts' headings, and the games' first four, in each language.
TIES = {"en": ["wins as the sheriff", "wins as the don", "times shot in the first night"],
        "ru": ["победы шерифом", "победы доном", "убит в первую ночь"]}
GAMES = {"en": ["Round", "Table", "Game", "Result"], "ru": ["Тур", "Стол", "Игра", "Результат"]}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_csv_has_the_tie_breaks_and_the_games(qapp, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    games, tours = open_repo(tmp_path / "desk.sqlite3")
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, HOSTILE[:3] + NAMES[:17])
    tours.add_round(tid, "main", rotation(20, 2, 3), seed=1)
    slots = tours.slots(tid)
    for s in slots[:5]:                                   # one game left unplayed
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s)))
    text = export_results(tours, tid, "csv", tmp_path / "r.csv", lang=lang).read_text("utf-8")
    assert runnable_cells(text) == []
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    blank = rows.index([])
    standings, played = rows[:blank], rows[blank + 1:]
    assert standings[0][-3:] == TIES[lang]
    expected = tours.standings(tid)
    assert len(standings) == 1 + len(expected)
    for row, want in zip(standings[1:], expected, strict=True):
        assert row[-3:] == [str(want.wins_sheriff), str(want.wins_don),
                            str(want.first_killed)]
        assert row[2] == want.name or row[2] == "'" + want.name
    assert sum(int(r[-3]) + int(r[-2]) for r in standings[1:]) > 0  # counts, not zeros
    assert played[0][:4] == GAMES[lang]
    assert played[0][4:] == [str(k) for k in range(1, 11)]
    assert len(played) == 1 + len(slots)
    names = {p.number: p.name for p in tours.get(tid).players}
    for line, s in zip(played[1:], slots, strict=True):
        assert line[:3] == [str(s.round), str(s.table), str(s.game)]
        assert [c.removeprefix("'") for c in line[4:]] == [names[n] for n in s.seats]
        assert "\u2068" not in "".join(line)              # no direction isolates in a cell
    assert played[-1][3] in ("not played yet", "ещё не сыграна")
    games.conn.close()
