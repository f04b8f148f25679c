"""The players' screen draws with the font the program ships (issue 23.8): the same on
every machine, and a name's invisible direction marks never make a line taller (on a
machine with Noto fonts Qt borrowed a font for the isolates U+2066..U+2069, and texts
crossed on the players' screen)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from mafia_desktop.i18n import isolate
from mafia_desktop.i18n.fill import as_written, for_drawing
from mafia_desktop.reports.fonts import FAMILY, FILES, font_folder, register_fonts, shipped_font


def test_the_shipped_files_are_there_and_registered(qapp) -> None:
    assert all((font_folder() / name).is_file() for name in FILES)
    assert (font_folder() / "LICENSE.txt").is_file()
    register_fonts()
    assert FAMILY in QFontDatabase.families()
    assert QFontInfo(shipped_font(30)).family() == FAMILY
    assert QFontInfo(shipped_font(30, bold=True)).bold()


@pytest.mark.parametrize("name", ["Anna", "Святослав", "\u05d3\u05e0\u05d4 \u05d1\u05ea",
                                  "O'Neil & Co", "\u0634\u064a\u0645\u0627\u0621"])
def test_a_names_direction_marks_leave_the_line_as_tall(qapp, name: str) -> None:
    plain = QGraphicsSimpleTextItem("7. Anna")
    plain.setFont(shipped_font(30))
    marked = QGraphicsSimpleTextItem(for_drawing(f"7. {isolate(name)}, {isolate('Bob')}"))
    marked.setFont(shipped_font(30))
    assert marked.boundingRect().height() == plain.boundingRect().height()


def test_drawn_marks_read_back_as_worded() -> None:
    hebrew = "\u05d3\u05e0\u05d4"
    text = f"Round 1: 5. {isolate(hebrew)}: 8, 6. {isolate('Anna')}: 2"
    drawn = for_drawing(text)
    assert "\u2068" not in drawn and "\u2069" not in drawn
    assert drawn.count("\u202b") == 1 and drawn.count("\u202a") == 1
    assert as_written(drawn) == text
    assert for_drawing("Konstantinopolskiy J\u2069,") == "Konstantinopolskiy J\u202c,"
