"""Issue 34 point 6 (paper): the blank FIIM protocol as the form is. Eleven candidate rows
in every vote block, the best move as three number boxes, a disqualification marked in
the foul boxes, a second page for the explanations of extra points, penalties and
protests (a filled one lists the game's bonuses and penalties there)."""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from mafia_desktop.reports.export import language
from mafia_desktop.reports.sport.protocol import (
    BLOCK_ROWS,
    EXPLAIN_ROWS,
    ProtocolHeader,
    build_protocol_view,
    protocol_html,
    write_protocol,
)
from mafia_desktop.rules import Game
from mafia_desktop.rules.sport.actions import Bonus, Disqualify, Foul
from tests.rules.sport_helpers import day1
from tests.rules.tournament_games import scenario_games

HEADER = ProtocolHeader("Autumn Cup", "Final", "2026-12-01", 3, 7, "Ivan Refereev")
SCENARIOS = dict(scenario_games())


def _players(game: Game) -> list[tuple[int, str]]:
    return [(p.seat, p.name) for p in game.setup.players]


def _page(path: Path, page: int) -> str:
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is needed to read one page")
    out = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), "-enc", "UTF-8",
                          str(path), "-"], check=True, capture_output=True).stdout.decode()
    return unicodedata.normalize("NFKC", out)  # "ﬁ" read as "fi"


def _disqualified() -> Game:
    """Day 1: seat 4 gets two fouls and is disqualified; seat 1 a bonus with a reason."""
    g = day1()
    g.push(Foul(4))
    g.push(Foul(4))
    g.push(Disqualify(4, "insulted the referee"))
    g.push(Bonus(1, 0.3, "a fine defence"))
    return g


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_blank_form_has_eleven_rows_a_vote_and_three_best_move_boxes(lang: str) -> None:
    game = SCENARIOS["sport_tie_raise_all.mafia.json"]
    with language(lang) as spoken:
        view = build_protocol_view(HEADER, _players(game), None, spoken)
        html = protocol_html(view)
    assert BLOCK_ROWS == 11
    assert all(len(b.rows) == 11 for b in view.blocks)
    assert view.best == ("", ("", "", ""))
    # the best move's row: the label, its author's cell and three boxes
    best_row = html[html.index(view.labels["best"]):].split("</tr>")[0]
    assert best_row.count('class="box"') == 3
    assert [len(lines) for _, _, lines in view.explain or []] == [
        EXPLAIN_ROWS["extra"], EXPLAIN_ROWS["penalties"], EXPLAIN_ROWS["protests"]]
    assert "page-break-before: always" in html


def test_the_best_move_fills_its_three_boxes() -> None:
    game = SCENARIOS["sport_best_move_at_night.mafia.json"]
    b = game.state.best_moves[0]
    with language("en") as spoken:
        view = build_protocol_view(HEADER, _players(game), game.state, spoken)
    author, boxes = view.best
    assert author.startswith(f"{b.by}. ") and f"(black: {b.black})" in author
    assert [x for x in boxes if x] == [str(g) for g in b.guesses]


@pytest.mark.parametrize("lang, mark", [("en", "D"), ("ru", "Д")])
def test_a_disqualification_is_marked_in_the_foul_boxes(tmp_path: Path, lang: str,
                                                        mark: str) -> None:
    game = _disqualified()
    with language(lang) as spoken:
        view = build_protocol_view(HEADER, _players(game), game.state, spoken)
    assert view.rows[3]["fouls"] == ["X", "X", mark, ""]
    assert all(r["fouls"] == [""] * 4 for r in view.rows if r["seat"] != 4)
    extra, penalties, _ = view.explain or []
    assert extra[2][0] == ["1. Anna", "+0.3", "a fine defence"]
    assert penalties[2][0][0] == "4. Gleb" and penalties[2][0][2] == "insulted the referee"
    path = write_protocol(tmp_path / "dq.pdf", HEADER, game=game, lang=lang)
    first, second = _page(path, 1), _page(path, 2)
    assert "insulted the referee" not in first and "insulted the referee" in second
    assert "a fine defence" in second and "Autumn Cup" in second
    heading = {"en": "Explanations", "ru": "Пояснения"}[lang]
    assert second.lstrip().startswith(heading)


def test_a_disqualification_after_four_fouls_marks_the_fourth_box() -> None:
    g = day1()
    for _ in range(3):
        g.push(Foul(6))
    g.push(Disqualify(6))
    with language("en") as spoken:
        view = build_protocol_view(HEADER, _players(g), g.state, spoken)
    assert view.rows[5]["fouls"] == ["X", "X", "X", "D"]
