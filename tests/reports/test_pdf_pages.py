"""Issue 23.6: long games of both families (several days, many host corrections, 10 and
20 players) printed to PDF, read back page by page (``pdftotext -f N -l N``).

* every heading, paragraph and table row of the report is printed (a page once lost
  every heading and paragraph after a page break: the layout was left half done);
* no table row is cut across a page break (its number, time and text on one line of one
  page, its whole text on that page);
* the host's corrections are worded as the window names them, in the phase each was
  made in: no raw action id anywhere;
* a sole candidate gets no ballot table; every time has its seconds.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.reports import export_game
from mafia_desktop.reports.classic.limits import fit_for_pdf
from mafia_desktop.reports.classic.render import render_html
from mafia_desktop.reports.classic.timeline import build_timeline
from mafia_desktop.reports.classic.wording import build_view
from mafia_desktop.reports.export import language
from mafia_desktop.reports.sport.render import render_sport_html
from mafia_desktop.reports.sport.timeline import build_sport_protocol
from mafia_desktop.reports.sport.wording import build_sport_view
from mafia_desktop.reports.walk import correct
from mafia_desktop.rules import Game

from .helpers import html_text, without_isolates
from .long_games import long_game

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="pdftotext reads the PDF page by page")

#: (family, players, seed) of the long games: several days each, with corrections.
GAMES = [("sport", 10, 3), ("classic", 10, 4), ("classic", 20, 5)]


def norm(text: str) -> str:
    """``text`` as pdftotext gives it back, spaces joined."""
    return " ".join(unicodedata.normalize("NFKC", without_isolates(text)).split())


def page_texts(path: Path, layout: bool = False) -> list[str]:
    """Each page's text (``layout``: lines as laid out, else spaces joined)."""
    info = subprocess.run(["pdfinfo", str(path)], check=True, capture_output=True,
                          text=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))  # type: ignore[union-attr]
    out = []
    for n in range(1, pages + 1):
        args = ["pdftotext", "-enc", "UTF-8", "-f", str(n), "-l", str(n)]
        text = subprocess.run([*args, *(["-layout"] if layout else []), str(path), "-"],
                              check=True, capture_output=True).stdout.decode("utf-8")
        out.append(unicodedata.normalize("NFKC", without_isolates(text)) if layout else norm(text))
    return out


@dataclass
class Printed:
    """A long game printed: its view (the report's words) and the PDF's pages."""

    family: str
    lang: str
    game: Game
    corrections: list[Any]
    view: Any
    pages: list[str]
    lines: list[list[str]]


def _view(game: Game, corrections: list[Any], lang: str) -> Any:
    with language(lang) as spoken:
        if game.setup.family == "sport":
            return build_sport_view(build_sport_protocol(game, corrections=corrections), spoken)
        return fit_for_pdf(build_view(build_timeline(game, corrections=corrections), spoken))


#: Issue 35.4: the PDF is laid out a few pages at a time (``printing.PIECE_CHARS``); the
#: long games also print in pieces of about a page (``-pieces``), so every check below
#: also holds where one document ends and the next begins.
SMALL_PIECES = 3_000


@pytest.fixture(scope="module",
                params=[(g, lang, None) for g in GAMES for lang in ("en", "ru")]
                + [(g, "en", SMALL_PIECES) for g in GAMES],
                ids=lambda p: f"{p[0][0]}{p[0][1]}-{p[1]}" + ("-pieces" if p[2] else ""))
def printed(request: pytest.FixtureRequest, qapp: Any,
            tmp_path_factory: pytest.TempPathFactory) -> Printed:
    from mafia_desktop.reports import printing

    (family, size, seed), lang, piece = request.param
    game, corrections = long_game(family, size, seed)
    path = tmp_path_factory.mktemp("pdf") / f"{family}{size}-{lang}.pdf"
    with pytest.MonkeyPatch.context() as mp:
        if piece:
            mp.setattr(printing, "PIECE_CHARS", piece)
            mp.setattr(printing, "WHOLE_CHARS", piece)
        export_game(game, "pdf", path, lang=lang, corrections=corrections)
    return Printed(family, lang, game, corrections, _view(game, corrections, lang),
                   page_texts(path), [p.splitlines() for p in page_texts(path, layout=True)])


def _headings(view: Any) -> Iterator[str]:
    L = view.labels
    yield view.title
    yield from (p.title for p in view.phases)
    yield from (L[k] for k in ("timeline", "result", "rules"))
    if view.corrections:
        yield L["corrections"]


def test_the_long_games_are_long(printed: Printed) -> None:
    """The games the tests print have several days, corrections and several pages."""
    days = {p.title for p in printed.view.phases if p.kind == "day"}
    assert len(days) >= 4 and len(printed.corrections) >= 5 and len(printed.pages) >= 3


def test_every_heading_and_paragraph_is_printed_in_order(printed: Printed) -> None:
    pages = printed.pages
    where = -1
    for phase in printed.view.phases:
        found = [i for i, text in enumerate(pages) if norm(phase.title) in text]
        assert found and max(found) >= where, phase.title   # on a page, in order
        where = max(where, min(found))
        assert any(norm(phase.alive) in text for text in pages), phase.alive
    for heading in _headings(printed.view):
        assert any(norm(heading) in text for text in pages), heading
    # the last page has the rules' heading: nothing after a break was left unprinted
    assert norm(printed.view.labels["rules"]) in " ".join(pages[-2:])


def test_no_table_row_is_cut_across_pages(printed: Printed) -> None:
    """Each numbered row of the story: its number, time and first words on one line of
    a page, and its whole text on that same page."""
    rows = [line for p in printed.view.phases for line in p.lines if line.number]
    assert rows
    for line in rows:
        text = norm(line.text)
        start = re.escape(" ".join(text.split()[:2]))
        pattern = re.compile(rf"#{line.number}\s+{re.escape(line.time)}\s+{start}")
        pages = [i for i, lines in enumerate(printed.lines)
                 if any(pattern.search(x) for x in lines)]
        assert pages, f"row #{line.number} is not whole on a line: {text}"
        assert any(text in printed.pages[i] for i in pages), f"row #{line.number} is cut"
    for pos, phase, action, when in printed.view.corrections:
        assert any(all(norm(x) in page for x in (f"#{pos}", phase, action, when))
                   for page in printed.pages), (pos, action)


def test_no_raw_action_id_and_corrections_in_their_phase(printed: Printed) -> None:
    text = " ".join(printed.pages)
    ids = set(printed.game.family.log.action_types)
    assert not re.findall(r"\b[a-z]+_[a-z_]+\b", text)   # end_night, sheriff_check, …
    assert not [action for _, _, action, _ in printed.view.corrections
                if action.split(":")[0] in ids]                  # "foul: Anna", "check"
    # each correction in the phase the game was in when the host entered and undid it
    game = printed.game
    placed = correct(game.setup, game.actions, game.states(), printed.corrections)
    log = list(game.actions)
    for c in reversed(placed):
        log = log[:c.index]
        assert c.phase == Game.replay(game.setup, log).state.phase
        log.append(c.action)


def test_no_rules_file_is_named_to_a_host(printed: Printed) -> None:
    text = " ".join(printed.pages)
    assert "RULES" not in text and ".md" not in text and "§" not in text


def test_every_time_has_its_seconds(printed: Printed) -> None:
    text = " ".join(printed.pages)
    times = re.findall(r"(?<![\d:+\-])(\d{1,2}:\d{2}(?::\d{2})?)(?![\d:])", text)
    assert len(times) > 20
    assert all(t.count(":") == 2 for t in times), [t for t in times if t.count(":") < 2]


def test_a_sole_candidate_has_no_ballot_table(qapp: Any) -> None:
    """S-VOTE-1: the only candidate leaves without a ballot, so no table of votes is
    printed for that round; a round with a real ballot keeps its table."""
    game, corrections = long_game("sport", 10, 3)
    view = build_sport_view(build_sport_protocol(game, corrections=corrections))
    rounds = [r for p in view.phases for r in p.rounds]
    single = [r for r in rounds if "leaves without a ballot" in r.result]
    assert single and all(r.rows == [] for r in single)
    html = render_sport_html(view, qt=True)
    assert html.count('class="ballots"') == len(rounds) - len(single)


def test_the_classic_html_and_the_pdf_say_the_same_corrections(qapp: Any) -> None:
    game, corrections = long_game("classic", 10, 4)
    view = build_view(build_timeline(game, corrections=corrections))
    html = html_text(render_html(view))
    for _, phase, action, _ in view.corrections:
        assert norm(f"{phase} {action}") in html


def test_the_paper_protocol_writes_no_votes_for_a_sole_candidate(qapp: Any) -> None:
    from mafia_desktop.reports.sport.protocol import ProtocolHeader, build_protocol_view

    game, _ = long_game("sport", 10, 3)
    state = game.state
    players = [(p.seat, p.name) for p in game.setup.players]
    view = build_protocol_view(ProtocolHeader(), players, state, "en")
    single = [r for r in state.rounds if r.result == "single"]
    assert single
    for r in single:
        rows = [row for row in view.blocks[r.day - 1].rows if row[0]]
        assert rows and all(votes == "—" for _, votes, _ in rows), rows
    counted = [r for r in state.rounds if r.kind == "vote" and r.result != "single"]
    for r in counted:   # a real ballot keeps its numbers
        assert any(votes.isdigit() for _, votes, _ in view.blocks[r.day - 1].rows)


def seams(lines: list[list[str]]) -> list[str]:
    """The text lines printed at the foot of a page and again at the top of the next: a
    line sliced across the break is drawn on both (half of it on each)."""
    found = []
    for page, after in zip(lines, lines[1:]):
        last = [x.strip() for x in page if x.strip()]
        first = [x.strip() for x in after if x.strip()]
        if last and first and last[-1] == first[0]:
            found.append(last[-1])
    return found


def test_no_line_is_printed_across_a_page_break(printed: Printed) -> None:
    assert seams(printed.lines) == []


#: The newcomer's FIIM game (trial of issues 22 and 23): its Russian report's last line
#: ("Составлено программой Mafia Desktop…") was printed half on page 2, half on page 3.
SEAM_LOG = Path(__file__).parent / "data" / "sport_seam.mafia.json"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_last_line_of_a_short_sport_report_is_on_one_page(qapp: Any, tmp_path: Path,
                                                              lang: str) -> None:
    from mafia_desktop.rules.log_format import load_game, read_log_file

    game = load_game(read_log_file(SEAM_LOG))
    path = tmp_path / f"seam-{lang}.pdf"
    export_game(game, "pdf", path, lang=lang)
    lines = [p.splitlines() for p in page_texts(path, layout=True)]
    assert len(lines) >= 2 and seams(lines) == []
    footer = [i for i, page in enumerate(lines) if any("Mafia Desktop" in x for x in page)]
    assert len(footer) == 1, footer   # the closing line, once
