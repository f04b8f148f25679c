"""Issue 14: the evening exported (HTML, PDF, CSV) and the ``evening`` command."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from mafia_desktop import cli
from mafia_desktop.reports.evening import export_evening, stored_evening_view
from tests.evening.helpers import EXPECTED, NAMES, three_game_evening


@pytest.fixture()
def stored(repo, qapp):  # type: ignore[no-untyped-def]
    # qapp: an export makes a QGuiApplication when none runs, and a QApplication made
    # after it (the window tests) aborts the whole run
    evenings, evening, games = three_game_evening(repo)
    evenings.add_players(evening, ["<b>Mila</b>"])  # a participant with no game yet
    return evenings, evening, games


def test_html_and_csv_contain_every_participant(stored, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, _ = stored
    make_view = stored_evening_view(evenings, evening)
    html = export_evening(make_view, "html", tmp_path / "e.html", lang="en").read_text("utf-8")
    for name in NAMES:
        assert f">\u2068{name}\u2069<" in html
    assert "&lt;b&gt;Mila&lt;/b&gt;" in html and "<b>Mila" not in html  # autoescaped
    assert ">3.75<" in html  # Anna's points
    text = export_evening(make_view, "csv", tmp_path / "e.csv", lang="en").read_text("utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["#", "Player", "Games", "Wins", "Points", "Best move", "Fouls", "Bonuses"]
    by_name = {r[1]: r for r in rows[1:]}
    assert set(by_name) == {*NAMES, "<b>Mila</b>"}
    for name, (games, wins, points, best, fouls, bonuses) in EXPECTED.items():
        assert [float(x) for x in by_name[name][2:]] == [games, wins, points, best, fouls,
                                                          bonuses]


def test_russian_pdf_is_written(stored, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    evenings, evening, _ = stored
    out = export_evening(stored_evening_view(evenings, evening), "pdf", tmp_path / "e.pdf",
                         lang="ru")
    assert out.read_bytes().startswith(b"%PDF")
    csv_ru = export_evening(stored_evening_view(evenings, evening), "csv",
                            tmp_path / "e.csv", lang="ru").read_text("utf-8-sig")
    assert csv_ru.splitlines()[0].split(",")[1] == "Игрок"


def test_the_evening_command(stored, repo, db_path: Path, tmp_path: Path,  # type: ignore[no-untyped-def]
                             capsys: pytest.CaptureFixture[str]) -> None:
    evenings, evening, games = stored
    repo.conn.close()  # the command opens the database read-only itself
    assert cli.main(["evening", "list", "--db", str(db_path)]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [e["games"] for e in listed] == [games]
    assert cli.main(["evening", "show", str(evening), "--db", str(db_path)]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["table"][0]["name"] == "Anna" and shown["table"][0]["points"] == 3.75
    assert len(shown["table"]) == len(NAMES) + 1
    out = tmp_path / "evening.html"
    code = cli.main(["evening", "export", str(evening), "-o", str(out), "--games-dir",
                     str(tmp_path / "games"), "--db", str(db_path)])
    printed = json.loads(capsys.readouterr().out)
    assert code == 0 and printed["exported"] == str(out) and len(printed["games"]) == 3
    assert all(Path(p).read_text("utf-8").startswith("<!DOCTYPE html>")
               for p in printed["games"])
    assert cli.main(["evening", "show", "99", "--db", str(db_path)]) == 2
    assert "there is no evening 99" in json.loads(capsys.readouterr().out)["error"]["message"]
    assert cli.main(["evening", "export", str(evening), "-o", str(tmp_path / "x.txt"),
                     "--db", str(db_path)]) == 2


def test_an_empty_database_lists_no_evening(db_path: Path,  # type: ignore[no-untyped-def]
                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["evening", "list", "--db", str(db_path)]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert not db_path.exists()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_evening_names_no_rules_file_to_a_host(stored, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                   lang: str) -> None:
    """Issue 23.5: the evening's PDF and page once said "the points of RULES_SPORT.md
    §7"; a host reads the club's words, never a file's name or a section sign."""
    from tests.reports.helpers import html_text, pdf_text

    evenings, evening, _ = stored
    view = stored_evening_view(evenings, evening)
    pdf = pdf_text(export_evening(view, "pdf", tmp_path / "e.pdf", lang=lang))
    html = html_text(export_evening(view, "html", tmp_path / "e.html", lang=lang)
                     .read_text("utf-8"))
    for text in (pdf, html):
        assert "Anna" in text
        assert "RULES" not in text and ".md" not in text and "§" not in text


def test_every_name_in_the_evenings_report_keeps_its_direction(stored, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 35.6: the evening report had no direction isolates (the classic has them):
    an Arabic name in the games' list of players reordered its neighbours."""
    evenings, evening, _ = stored
    rtl = "\u0645\u062d\u0645\u062f \u0639\u0644\u064a"
    evenings.add_players(evening, [rtl])
    for fmt_lang in ("en", "ru"):
        html = export_evening(stored_evening_view(evenings, evening), "html",
                              tmp_path / "e.html", lang=fmt_lang).read_text("utf-8")
        assert f">\u2068{rtl}\u2069<" in html
        for name in NAMES:  # in the table and in every game's list of players
            assert html.count(f"\u2068{name}\u2069") >= 2, name
        assert ", \u2068" in html  # the players' list: each name isolated
    text = export_evening(stored_evening_view(evenings, evening), "csv",
                          tmp_path / "e.csv", lang="en").read_text("utf-8")
    assert "\u2068" not in text  # a spreadsheet's cell is data: no marks in it
