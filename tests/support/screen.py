"""The players' screen measured (no pixel guessing): every visible text item's rectangle
in the scene (the fonts' real metrics), and the pairs that overlap."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSimpleTextItem

from mafia_desktop.ui.players_screen.projector import ProjectorView


def drawn(scene: QGraphicsScene) -> list[tuple[str, QRectF, float]]:
    """Every visible text: its text, its rectangle in the scene and its layer."""
    return [(i.text(), i.sceneBoundingRect(), i.zValue()) for i in scene.items()
            if isinstance(i, QGraphicsSimpleTextItem) and i.isVisible()]


def crossings(texts: list[tuple[str, QRectF, float]]) -> list[tuple[str, str]]:
    """The pairs of texts whose rectangles overlap (touching is not overlapping)."""
    found = []
    ordered = sorted(texts, key=lambda t: t[1].left())
    for k, (a, ra, _) in enumerate(ordered):
        for b, rb, _ in ordered[k + 1:]:
            if rb.left() >= ra.right():
                break
            common = ra.intersected(rb)
            if common.width() > 0.01 and common.height() > 0.01:
                found.append((a, b))
    return found


def make_views(scene: Any, qtbot: Any, sizes: tuple[tuple[int, int], ...]) -> list[ProjectorView]:
    """``scene`` shown in a window of each of ``sizes`` (closed after the test)."""
    views = []
    for size in sizes:
        view = ProjectorView(scene)
        qtbot.addWidget(view)
        view.resize(*size)
        view.show()
        views.append(view)
    QApplication.processEvents()
    return views


def off_screen(texts: list[tuple[str, QRectF, float]], views: list[ProjectorView]) -> list[str]:
    """The texts that do not lie wholly in each view's window."""
    wrong = []
    for view in views:
        screen = view.viewport().rect().adjusted(-1, -1, 1, 1)
        wrong += [text for text, rect, _ in texts
                  if not screen.contains(view.mapFromScene(rect).boundingRect())]
    return wrong
