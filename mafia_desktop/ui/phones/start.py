"""``mafia-desktop --db FILE --phones PORT [--listen ADDRESS]`` (issue 33 point 6): the
window starts with the phones' server already listening (on ``127.0.0.1`` unless
``--listen`` names one of the laptop's addresses), on the game in progress as the
window would resume it: the most recently started unfinished game of the database
that can be read (the first the saved games list offers), or none.

For kiosks, stream overlays (``GET /screen.json``) and tests. The address is printed
on standard output ("Phones: http://127.0.0.1:8765/"); a port that cannot be opened is
said on standard error and the program ends with exit code 2.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .server import PhonesError

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.ui.window.main_window import MainWindow

# The address listened on without ``--listen`` (this laptop only).
DEFAULT_ADDRESS = "127.0.0.1"


def resume_in_progress(window: MainWindow) -> bool:
    """Open the most recently started unfinished game of the window's database (one
    whose record can be read); True when one was opened."""
    repo = window.status.repository
    if repo is None or window.session.controller is not None:
        return False
    try:
        games = repo.list_games(finished=False)
    except Exception:  # a broken database: the window says so itself
        return False
    for info in games:
        if getattr(info, "problem", None):
            continue
        if window.commands.resume_game(info.id) is not None:
            return True
    return False


def start_phones(window: MainWindow, port: int, address: str | None = None) -> bool:
    """Resume the game in progress (:func:`resume_in_progress`) and start the window's
    phones' server on ``address`` (default :data:`DEFAULT_ADDRESS`) and ``port``.
    Returns True when listening; else says why on standard error and ends the program
    with exit code 2."""
    resume_in_progress(window)
    hub = window.session.phones
    try:
        hub.start(address or DEFAULT_ADDRESS, port)
    except PhonesError as e:
        sys.stderr.write(f"mafia-desktop: {e}\n")
        sys.stderr.flush()
        app = QApplication.instance()
        if app is not None:
            app.exit(2)
        return False
    from .status import install_status  # the status bar says "Phones: 3 of 10 seen"

    install_status(window, hub)
    sys.stdout.write(f"Phones: {hub.screen_url()}\n")
    sys.stdout.flush()
    return True


__all__ = ["DEFAULT_ADDRESS", "resume_in_progress", "start_phones"]
