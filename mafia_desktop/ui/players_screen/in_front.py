"""Whether the players' screen is in front of the host window (one screen only), and
what Ctrl+P does about it.

On one screen the players' screen is an ordinary window: a click in the host window
puts the host window above it (the window manager raises what is clicked). Ctrl+P on
a players' screen that is open but behind brings it forward again (the host window
keeps the keyboard); only a players' screen already in front is hidden. Qt tells no
stacking order, so :class:`FrontWatch` follows the mouse presses of both windows (an
event filter on their ``QWindow`` while the players' screen is open on one screen).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


def ctrl_p_does(shown: bool, one_screen: bool, in_front: bool) -> str:
    """What Ctrl+P does: ``"show"`` (the players' screen is not shown), ``"raise"``
    (shown on the host's one screen but behind the host window) or ``"hide"``.

    >>> [ctrl_p_does(False, True, False), ctrl_p_does(True, True, False),
    ...  ctrl_p_does(True, True, True), ctrl_p_does(True, False, False)]
    ['show', 'raise', 'hide', 'hide']
    """
    if not shown:
        return "show"
    return "raise" if one_screen and not in_front else "hide"


class FrontWatch(QObject):
    """Follows which of the host window and the players' screen was clicked last.

    Attributes:
        in_front: the players' screen was raised or clicked after the host window was
            last clicked (True while nothing is watched).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.in_front = True
        self._watched: list[QObject] = []
        self._players: QObject | None = None

    def watch(self, host: QWidget | None, players: QWidget) -> None:
        """The players' screen was put in front of ``host`` (one screen): from now on a
        click in ``host`` puts it behind, a click in it in front again."""
        self.stop()
        self.in_front = True
        windows = [w.windowHandle() for w in (host, players) if w is not None]
        self._players = players.windowHandle()
        for window in windows:
            if window is not None:
                window.installEventFilter(self)
                self._watched.append(window)

    def stop(self) -> None:
        """Nothing to follow (the players' screen is hidden, or on a screen of its own)."""
        for window in self._watched:
            window.removeEventFilter(self)
        self._watched = []
        self._players = None
        self.in_front = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt's name
        if event.type() == QEvent.Type.MouseButtonPress:
            self.in_front = watched is self._players
        return False


__all__ = ["FrontWatch", "ctrl_p_does"]
