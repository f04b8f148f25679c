"""The host window as most tests want it: on a temporary database (``repo``) with its
own settings file (``settings``), shown, exposed and active (``window``); deleted after
the test, so that no window of an earlier test still answers a language change or a
family's lookup. :func:`make_window` builds one with other arguments (a clock, no
repository)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from shiboken6 import Shiboken

from mafia_desktop.ui.window.main_window import MainWindow


class KeyClock:
    """The host's input's clock in tests (``HeldEntry.key_clock``, seconds): each reading
    is :attr:`step` seconds after the one before. The input reads it once per key (and per
    click and held action), so with ``step`` 1.0 (the default) every key comes a second
    after the one before: a deliberate host, who presses a key, reads, then Enter. A test
    of typing sets :attr:`step` before each key (a tenth of a second: a word typed). No
    test depends on how fast the machine runs."""

    def __init__(self, step: float = 1.0, now: float = 1000.0) -> None:
        self.step = step
        self.now = now

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def make_window(qtbot: Any, repository: Any = None, settings: QSettings | None = None, *,
                show: bool = True, **kwargs: Any) -> MainWindow:
    """A host window (``show``: shown, exposed and active), closed after the test."""
    w = MainWindow(repository, settings, **kwargs)
    qtbot.addWidget(w)
    if show:
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()
    return w


def dispose(widget: Any) -> None:
    """Close ``widget`` and delete it now (its children with it)."""
    widget.close()
    widget.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def top_levels() -> dict[int, QWidget]:
    """The application's top-level widgets (shown or hidden) by their C++ address; none
    without a ``QApplication``."""
    if QApplication.instance() is None:
        return {}
    return {Shiboken.getCppPointer(w)[0]: w for w in QApplication.topLevelWidgets()}


def delete_left(before: dict[int, QWidget]) -> set[int]:
    """Close and delete every top-level widget not in ``before`` (:func:`top_levels`
    read earlier), then run Qt's deferred deletes; the C++ addresses of those it
    deleted."""
    found = {key: w for key, w in top_levels().items() if key not in before}
    left = list(found.values())
    for widget in left:  # a window's close may close (and delete) another of them
        if Shiboken.isValid(widget):
            widget.close()
    for widget in left:
        if Shiboken.isValid(widget):
            widget.deleteLater()
    if left:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return set(found)


@pytest.fixture()
def settings(tmp_path: Path) -> QSettings:
    """The window's settings in a file of the test's own (never the user's)."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture()
def window(qtbot: Any, repo: Any, settings: QSettings) -> Iterator[MainWindow]:
    """The host window on ``repo`` with ``settings``, shown; deleted after the test."""
    w = make_window(qtbot, repo, settings)
    yield w
    dispose(w)
