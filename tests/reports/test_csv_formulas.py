"""Issue 35, point 2: no CSV the program writes holds a cell a spreadsheet would run.

Names such as ``=HYPERLINK(…)``, ``=cmd|…``, ``+1+2``, ``-3+4`` and ``@SUM(…)`` are
written with a leading ``'`` (OWASP's "CSV Injection" advice); plain numbers, negative
ones included, stay numbers."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from mafia_desktop.reports.evening import export_evening, stored_evening_view
from mafia_desktop.reports.sport.tournament import export_results
from mafia_desktop.reports.spreadsheet import FORMULA_STARTS, csv_text, neutral_cell
from tests.evening.helpers import three_game_evening
from tests.tournament.helpers import open_repo, play_slot, rng_seed, slot_names

HOSTILE = ['=HYPERLINK("http://e.example","Anna")', "=cmd|' /C calc'!A0",
           "+1+2", "-3+4", "@SUM(A1:A9)", "\tTab", "\rReturn"]
PLAIN_NUMBER = r"[+-]?\d+(?:[.,]\d+)?"


def runnable_cells(text: str) -> list[str]:
    """The cells of CSV ``text`` that a spreadsheet would read as a formula."""
    import re
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    return [cell for row in rows for cell in row
            if cell.startswith(FORMULA_STARTS) and not re.fullmatch(PLAIN_NUMBER, cell)]


def test_a_cell_a_spreadsheet_would_run_gets_a_quote_and_numbers_stay_numbers() -> None:
    text = csv_text(["Player", "Points"], [[name, "-0.5"] for name in HOSTILE] + [["Bo", -1]])
    assert runnable_cells(text) == []
    rows = list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline="")))
    assert [r[0] for r in rows[1:-1]] == ["'" + name for name in HOSTILE]
    assert [r[1] for r in rows[1:]] == ["-0.5"] * len(HOSTILE) + ["-1"]
    assert neutral_cell("Anna") == "Anna" and neutral_cell("-2") == "-2"
    assert neutral_cell("a=b") == "a=b"  # only a leading sign runs


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_evenings_csv_has_no_formula(repo, qapp, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, _ = three_game_evening(repo)
    evenings.add_players(evening, HOSTILE[:5])  # the names the spreadsheet would run
    text = export_evening(stored_evening_view(evenings, evening), "csv",
                          tmp_path / "e.csv", lang=lang).read_text("utf-8")
    assert runnable_cells(text) == []
    for name in HOSTILE[:5]:
        assert f"'{name}" in text.replace('""', '"')


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_tournaments_csv_has_no_formula(qapp, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    from datetime import date

    from tests.tournament.helpers import NAMES, rotation

    games, tours = open_repo(tmp_path / "desk.sqlite3")
    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, HOSTILE[:5] + NAMES[:15])
    tours.add_round(tid, "main", rotation(20, 2, 2), seed=1)
    for s in tours.slots(tid):
        tours.import_log(tid, play_slot(slot_names(tours, tid, s), rng_seed(s)))
    text = export_results(tours, tid, "csv", tmp_path / "r.csv", lang=lang).read_text("utf-8")
    assert runnable_cells(text) == []
    assert text.count("'") >= 5
    games.conn.close()


def test_the_modules_examples_hold() -> None:
    import doctest

    from mafia_desktop.reports import spreadsheet
    assert doctest.testmod(spreadsheet).failed == 0
