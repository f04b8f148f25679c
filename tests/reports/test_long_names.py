"""Long names (40 characters, wide glyphs) in the charts: elided to fit the label
column, never clipped at the left edge, the full name in the SVG's <title>."""
from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from mafia_desktop.reports import charts
from mafia_desktop.rules import MAX_NAME_LENGTH

LONG = ["Wladimir Wolfgang Maximilian WWWWWWWWWW1", "Щукин Щедрослав Жоржевич ШШШШШШШШШШШШШШ",
        "M" + "m" * 38 + "2", "Anna"]


def _real_width(t: charts.Text) -> float:
    font = QFont("DejaVu Sans")
    font.setPixelSize(t.size)
    font.setBold(t.bold)
    return QFontMetricsF(font).horizontalAdvance(t.text)


def _labels(d: charts.Drawing) -> list[charts.Text]:
    return [t for t in d.items if isinstance(t, charts.Text) and t.anchor == "end"]


@pytest.mark.parametrize("drawing", [
    charts.alive_chart("alive", ["Start", "Day 1"], [f"{i + 1}. {n}" for i, n in enumerate(LONG)],
                       [[True] * 4, [False, True, True, True]]),
    charts.votes_chart("votes", [(n, 4 - i, i == 0) for i, n in enumerate(LONG)]),
], ids=["alive", "votes"])
def test_long_labels_fit_their_column(drawing: charts.Drawing) -> None:
    assert all(len(n) <= MAX_NAME_LENGTH for n in LONG)
    labels = _labels(drawing)
    assert len(labels) == 4
    for t in labels:
        assert _real_width(t) <= t.x, f"{t.text!r} is clipped at the left edge"
    elided = [t for t in labels if t.full]
    assert [t.full.split(". ")[-1] for t in elided] == LONG[:3]
    assert all(t.text.endswith("…") and t.full.startswith(t.text[:-1]) for t in elided)
    assert labels[3].full is None and labels[3].text.endswith("Anna")
    svg = charts.to_svg(drawing)
    for t in elided:
        assert f"<title>{t.full}</title>{t.text}</text>" in svg
    assert len(re.findall(r"<title>", svg)) == 1 + len(elided)


def test_fit_keeps_short_text_and_cuts_long_text() -> None:
    assert charts.fit("Anna") == "Anna"
    cut = charts.fit("x" * 100, max_px=50)
    assert cut.endswith("…") and charts.label_width(cut) <= 50
