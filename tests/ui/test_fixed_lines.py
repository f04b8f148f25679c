"""A :class:`FixedLines` label's line is never taller than the label: a name's direction
isolates are drawn as the shipped font's embedding marks (a newcomer saw the sport
speaker's line "Говорит: 1. Tom — речь, 60 с" cut at its foot: Qt had borrowed a taller
font of the machine for the invisible isolates)."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QLabel

from mafia_desktop.i18n.fill import isolate
from mafia_desktop.ui.window.steady import FixedLines
from tests.conftest import unisolated


def drawn_line_height(label: FixedLines) -> float:
    """The height of the first line Qt lays out for what the label draws."""
    layout = QTextLayout(QLabel.text(label), label.font())
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(label.contentsRect().width())
    layout.endLayout()
    return line.height()


def test_a_line_with_a_name_fits_its_label(qtbot) -> None:
    from mafia_desktop.reports.fonts import shipped_font
    shipped = shipped_font(12)  # the font the program ships (DejaVu Sans)
    label = FixedLines(1)
    label.setFont(shipped)
    qtbot.addWidget(label)
    label.resize(400, label.height())
    label.show()
    plain = FixedLines(1)
    plain.setFont(shipped)
    qtbot.addWidget(plain)
    plain.resize(400, plain.height())
    plain.setText("Говорит: 1. Tom — речь, 60 с")
    label.setText(f"Говорит: 1. {isolate('Tom')} — речь, 60 с")
    assert drawn_line_height(label) <= drawn_line_height(plain) + 0.5
    assert drawn_line_height(label) <= label.contentsRect().height()
    assert unisolated(label.shown()) == "Говорит: 1. Tom — речь, 60 с"
    assert label.text() == f"Говорит: 1. {isolate('Tom')} — речь, 60 с"
