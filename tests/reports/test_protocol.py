"""The FIIM paper protocol (reports/protocol.py): a valid A4 landscape PDF (the form on
page 1, the explanations on page 2: issue 34), blank
(names only, no role words) and filled from a recorded sport game (roles, fouls, the
engine's points, winners, each day's votes), in English and Russian."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mafia_desktop.reports.export import language
from mafia_desktop.reports.files import check_pdf
from mafia_desktop.reports.sport.protocol import (
    BLOCKS,
    ProtocolHeader,
    build_protocol_view,
    protocol_html,
    write_protocol,
)
from mafia_desktop.rules import Game
from mafia_desktop.rules.sport import SportState, points
from tests.rules.sport_helpers import day1
from tests.rules.tournament_games import random_games, scenario_games

from .helpers import NINE, game_of, html_text, pdf_text

HEADER = ProtocolHeader("Autumn Cup", "Final", "2026-12-01", 3, 7, "Ivan Refereev")
SCENARIOS = dict(scenario_games())
RAISE_ALL = SCENARIOS["sport_tie_raise_all.mafia.json"]
ROLE_WORDS = {"en": ("Civilian", "Sheriff", "Mafioso", "Don"),
              "ru": ("Мирный житель", "Шериф", "Мафия", "Дон")}
VOTE = {"en": "Vote", "ru": "Голосование"}


def _players(game: Game) -> list[tuple[int, str]]:
    return [(p.seat, p.name) for p in game.setup.players]


def _pages(path: Path) -> tuple[int, float, float]:
    """(pages, width, height) of the PDF's first page in points."""
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True,
                              text=True).stdout
        pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
        size = re.search(r"Page size:\s+([\d.]+) x ([\d.]+) pts", info)
        return pages, float(size.group(1)), float(size.group(2))
    from PySide6.QtPdf import QPdfDocument
    doc = QPdfDocument()
    doc.load(str(path))
    size = doc.pagePointSize(0)
    return doc.pageCount(), size.width(), size.height()


def _assert_one_landscape_a4(path: Path) -> None:
    """The form on one landscape A4 page, the explanations on the second."""
    check_pdf(path)                                       # %PDF … %%EOF
    pages, width, height = _pages(path)
    assert pages == 2
    assert abs(width - 841.9) < 1.5 and abs(height - 595.3) < 1.5


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_blank_protocol_has_the_names_and_empty_boxes(tmp_path: Path, lang: str) -> None:
    path = write_protocol(tmp_path / "blank.pdf", HEADER, _players(RAISE_ALL), lang=lang)
    _assert_one_landscape_a4(path)
    text = pdf_text(path)
    for _, name in _players(RAISE_ALL):
        assert name in text
    for words in ("Autumn Cup", "Final", "2026-12-01", "Ivan Refereev"):
        assert words in text
    for n in range(1, BLOCKS + 1):
        assert f"{VOTE[lang]} {n}" in text
    for role in ROLE_WORDS["en"] + ROLE_WORDS["ru"]:
        assert not re.search(rf"\b{role}\b", text), role
    with language(lang) as spoken:                        # no foul ticked
        view = build_protocol_view(HEADER, _players(RAISE_ALL), None, spoken)
    assert all(row["fouls"] == [""] * 4 for row in view.rows)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_filled_protocol_has_roles_fouls_points_and_votes(tmp_path: Path, lang: str) -> None:
    game = RAISE_ALL
    state = game.state
    assert isinstance(state, SportState) and state.ended
    path = write_protocol(tmp_path / "filled.pdf", HEADER, game=game, lang=lang)
    _assert_one_landscape_a4(path)
    text = pdf_text(path)
    for p in state.setup.players:
        assert p.name in text
    assert any(re.search(rf"\b{role}\b", text) for role in ROLE_WORDS[lang])
    with language(lang) as spoken:
        view = build_protocol_view(HEADER, _players(game), state, spoken)
    total = points(state)
    for row in view.rows:
        seat = row["seat"]
        assert row["fouls"].count("X") == state.fouls[seat - 1]
        assert round(float(row["points"]) + float(row["extra"]), 2) == total[seat]
    # the first day's vote: both candidates with their votes, the revote, the raise-all
    day1_rounds = [r for r in state.rounds if r.day == 1]
    first = day1_rounds[0]
    block = view.blocks[0].rows
    for k, (cand, voters) in enumerate(first.votes):
        assert block[k][0].startswith(f"{cand}. ") and block[k][1] == str(len(voters))
    revote = next(r for r in day1_rounds if r.kind == "vote" and r.round == 2)
    assert [row[2] for row in block[:2]] == [str(len(v)) for _, v in revote.votes]
    raised = next(r for r in day1_rounds if r.kind == "raise_all")
    assert block[2][2] == str(len(raised.votes[0][1]))
    for r in state.rounds:                                # every count is on the page
        for _, voters in r.votes:
            assert str(len(voters)) in text


def test_every_counted_round_of_random_games_is_in_its_days_block() -> None:
    for game in random_games(31, 25):
        state = game.state
        with language("en") as spoken:
            view = build_protocol_view(HEADER, _players(game), state, spoken)
        assert len(view.blocks) >= BLOCKS
        for r in state.rounds:
            rows = view.blocks[r.day - 1].rows
            if r.kind == "raise_all":
                assert any(row[2] == str(len(r.votes[0][1])) for row in rows)
                continue
            for cand, voters in r.votes:
                row = next(x for x in rows if x[0].startswith(f"{cand}. "))
                if r.result == "single":   # S-VOTE-1: no ballot, no votes written
                    assert row[1] == "—"
                    continue
                assert str(len(voters)) in (row[1], *row[2].split(" / "))


def test_the_longest_random_game_still_fits_one_page(tmp_path: Path) -> None:
    game = max(random_games(5, 60), key=lambda g: (g.state.phase.number, len(g.state.rounds)))
    path = write_protocol(tmp_path / "long.pdf", HEADER, game=game, lang="ru")
    _assert_one_landscape_a4(path)


def test_long_and_markup_names_fit_and_show_as_text(tmp_path: Path) -> None:
    players = [(i, ("W" * 38 + str(i)) if i % 2 else f"<b>x{i}</b>") for i in range(1, 11)]
    path = write_protocol(tmp_path / "names.pdf", HEADER, players, lang="en")
    _assert_one_landscape_a4(path)
    text = pdf_text(path)
    assert "<b>x2</b>" in text
    assert "W" * 38 + "1" in text.replace(" ", "")          # wrapped in its cell, not cut
    with language("en") as spoken:
        html = protocol_html(build_protocol_view(HEADER, players, None, spoken))
    assert "&lt;b&gt;x2&lt;/b&gt;" in html and "<b>x2</b>" in html_text(html)


def test_an_unfinished_game_is_filled_as_far_as_it_goes(tmp_path: Path) -> None:
    game = day1()
    path = write_protocol(tmp_path / "day1.pdf", HEADER, game=game, lang="en")
    _assert_one_landscape_a4(path)
    with language("en") as spoken:
        view = build_protocol_view(HEADER, _players(game), game.state, spoken)
    assert all(row["role"] and row["points"] == "" for row in view.rows)
    assert view.footer[0][1] == ""                        # no winners yet


def test_the_file_is_replaced_whole(tmp_path: Path) -> None:
    path = tmp_path / "p.pdf"
    path.write_bytes(b"old")
    write_protocol(path, HEADER, _players(RAISE_ALL))
    check_pdf(path)
    assert [p.name for p in tmp_path.iterdir()] == ["p.pdf"]      # no temporary left
    with pytest.raises(OSError):
        write_protocol(tmp_path / "no such folder" / "p.pdf", HEADER, _players(RAISE_ALL))


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="sport game"):
        write_protocol("x.pdf", HEADER, game=game_of(NINE))
    with pytest.raises(ValueError, match="seats 1..10"):
        write_protocol("x.pdf", HEADER, [(1, "A")], game=RAISE_ALL)
    with pytest.raises(ValueError, match="seats 1..2"):
        write_protocol("x.pdf", HEADER, [(1, "A"), (3, "B")])
    with pytest.raises(ValueError, match="language"):
        write_protocol("x.pdf", HEADER, _players(RAISE_ALL), lang="de")
