"""Issue 35.4: a long report's PDF is laid out a few pages at a time, so its cost grows
with its pages (each page-break mend lays out one bounded document, never the whole
report), and the report cut into units (``reports.pieces``) loses nothing.

No clocks: the tests count what Qt is asked to lay out.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mafia_desktop.reports import export_game, paging, pieces, printing
from mafia_desktop.rules.classic.random_player import many_day_game


def _plain(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(html)
    return "\n".join(line.rstrip() for line in doc.toPlainText().splitlines())


def test_the_units_written_back_say_the_same(qapp: Any) -> None:
    from mafia_desktop.reports.classic.render import render_html
    from mafia_desktop.reports.classic.timeline import build_timeline
    from mafia_desktop.reports.classic.wording import build_view

    html = render_html(build_view(build_timeline(many_day_game(400))), qt=True)
    page = pieces.split_units(html)
    assert len(page.units) > 100
    whole = pieces.piece_html(page, 0, len(page.units), marks=True)
    assert _plain(whole) == _plain(html)
    # a piece that starts inside a table opens it again with its header
    rows = [k for k, u in enumerate(page.units) if u.html.startswith("<tr")
            and any(n.tag == "table" and "<thead>" in n.html() for n in u.path)]
    assert rows
    piece = pieces.piece_html(page, rows[-1], rows[-1] + 1)
    assert piece.count("<thead>") == 1 and piece.count("<tr") == 2


def test_html_that_is_not_well_formed_is_printed_whole() -> None:
    for bad in ("<p>no body</p>", "<body><p>open</body>", "<body></div></body>"):
        with pytest.raises(pieces.NotSplittable):
            pieces.split_units(bad)


def test_a_long_report_is_laid_out_in_bounded_documents(qapp: Any, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every document paginated holds at most about two pieces, whatever the report's
    length; their number grows with the pages (on the code before: one document of the
    whole report, each mend laying all of it out again)."""
    laid: list[int] = []
    real = paging.paginate

    def counting(doc: Any) -> int:
        laid.append(doc.characterCount())
        return real(doc)

    monkeypatch.setattr(printing, "paginate", counting, raising=False)
    monkeypatch.setattr(paging, "paginate", counting)
    monkeypatch.setattr(printing, "PIECE_CHARS", 6_000)
    monkeypatch.setattr(printing, "WHOLE_CHARS", 6_000)
    path = tmp_path / "long.pdf"
    export_game(many_day_game(700), "pdf", path, lang="en")
    data = path.read_bytes()
    pages = len(re.findall(rb"/Type\s*/Page\b", data))
    assert pages >= 20
    assert len(laid) >= pages // 3          # many documents, a few pages each
    assert max(laid) <= 4 * 6_000           # none holds the whole report
