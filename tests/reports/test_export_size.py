"""Export at size (issue 17, item 9): the timeline walks the log once (no copy of the log
per action, no replay), and the PDF cuts long texts and long phases with a visible note
while the HTML keeps everything. No time is asserted: bench_export.py prints the times."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from mafia_desktop.i18n.fill import FSI, PDI
from mafia_desktop.reports import export_game
from mafia_desktop.reports.classic.limits import (
    PDF_MAX_PHASE_LINES,
    PDF_MAX_TEXT_CHARS,
    fit_for_pdf,
)
from mafia_desktop.reports.classic.timeline import build_timeline
from mafia_desktop.reports.classic.wording import build_view
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import engine
from mafia_desktop.rules.classic.random_player import long_game


def _count_log_reads_and_applies(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Count every read of ``Game.actions`` (each one copies the whole log) and every
    engine ``apply`` from now on."""
    seen = {"actions": 0, "apply": 0}
    original = Game.actions.fget
    assert original is not None

    def actions(game: Game) -> object:
        seen["actions"] += 1
        return original(game)
    monkeypatch.setattr(Game, "actions", property(actions))
    real_apply = engine.apply

    def apply(*args: object, **kw: object) -> object:
        seen["apply"] += 1
        return real_apply(*args, **kw)  # type: ignore[arg-type]
    # a Game calls its family's apply, which looks ``engine.apply`` up when called
    # (rules/classic/family.py ``_apply``): the games made later count through this one
    monkeypatch.setattr(engine, "apply", apply)
    return seen


@pytest.mark.parametrize("n", [300, 3000])
def test_the_report_reads_the_log_a_fixed_number_of_times(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, n: int) -> None:
    game = long_game(n)
    seen = _count_log_reads_and_applies(monkeypatch)
    export_game(game, "html", tmp_path / "r.html", lang="en")
    # the same count at 300 and 3,000 actions: linear work, not a copy per action
    assert seen == {"actions": 1, "apply": 0}
    assert (tmp_path / "r.html").read_text("utf-8").count('<tr class="') >= n


def test_a_huge_description_is_cut_in_the_pdf_with_a_note_and_whole_in_html(
        tmp_path: Path) -> None:
    game = long_game(60, description_chars=2_000_000, pieces=2)
    description = game.actions[-1].description
    assert description is not None and len(description) == 1_000_000
    view = build_view(build_timeline(game), "en")
    cut = fit_for_pdf(view)
    night = cut.phases[-1]
    kills = [x.text for x in night.lines if "garden" in x.text]
    assert len(kills) == 2
    for text in kills:
        assert len(text) < PDF_MAX_TEXT_CHARS + 200
        assert "more characters are not in the PDF: see the HTML report" in text
        more = re.search(r"\[([\d,]+) more characters", text)
        assert more and int(more[1].replace(",", "")) > 1_000_000 - PDF_MAX_TEXT_CHARS
        assert text.count(FSI) == text.count(PDI)  # the cut isolate is closed
    assert any(description in x.text for x in view.phases[-1].lines)  # the view unchanged
    export_game(game, "html", tmp_path / "r.html", lang="en")
    assert description in (tmp_path / "r.html").read_text("utf-8")
    export_game(game, "pdf", tmp_path / "r.pdf", lang="en")
    pdf = (tmp_path / "r.pdf").read_bytes()
    assert pdf.startswith(b"%PDF") and len(pdf) < 1_000_000  # 2 MB of text, a short PDF


def test_a_long_phase_keeps_its_start_and_end_in_the_pdf(tmp_path: Path) -> None:
    n = 3 * PDF_MAX_PHASE_LINES
    game = long_game(n)
    view = build_view(build_timeline(game), "en")
    lines = fit_for_pdf(view).phases[0].lines
    assert len(lines) == PDF_MAX_PHASE_LINES + 1
    half = PDF_MAX_PHASE_LINES // 2
    assert [x.number for x in lines[:2]] == [1, 2]
    assert lines[-1].number == n  # the last action is still there
    left = len(view.phases[0].lines) - PDF_MAX_PHASE_LINES
    assert f"{left:,} lines of this phase are not in the PDF" in lines[half].text
    export_game(game, "pdf", tmp_path / "r.pdf", lang="en")
    assert (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")


def test_a_short_game_is_not_cut() -> None:
    view = build_view(build_timeline(long_game(50, description_chars=500, pieces=2)), "en")
    assert fit_for_pdf(view) == view
