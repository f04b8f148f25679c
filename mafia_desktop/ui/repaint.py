"""What a repaint of one widget makes Qt paint: :func:`own_background`,
:func:`own_viewport`."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QWidget


def own_background(widget: QWidget) -> None:
    """Let ``widget`` fill its own background (the window's colour, as before): a
    repaint inside it then stops at it. A widget that does not has every widget under it,
    up to the window, paint that area first: a tally changed in the vote grid was painted
    by seven widgets, a moved scroll bar by six (issue 22)."""
    widget.setAutoFillBackground(True)


def own_viewport(view: QAbstractScrollArea) -> None:
    """Give ``view`` a viewport made here, painting its background as Qt's own does (the
    palette's base colour, filled by itself). ``viewport()`` then returns an object
    PySide6 knows: asked first for the viewport Qt made, PySide6 created every QWidget
    subclass type of QtWidgets, with their enums, to name it (~1 MiB, issue 22)."""
    viewport = QWidget()
    viewport.setBackgroundRole(QPalette.ColorRole.Base)
    own_background(viewport)
    view.setViewport(viewport)
