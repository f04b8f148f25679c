"""Starting the host window: the QApplication, translators, settings and the database.

``mafia-desktop`` with no sub-command calls :func:`run`. The database is ``--db``, else
``$MAFIA_DESKTOP_DB``, else ``games.sqlite3`` in the user's data folder
(``ui/paths.py``). A database that cannot be opened is reported in a message box and the
window still starts, with nothing stored and Resume disabled; the file is left as it is.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from mafia_desktop import APP_NAME, __version__

from .language import I18N_DIR, load_translators, saved_language, set_language  # noqa: F401

if TYPE_CHECKING:  # pragma: no cover
    import argparse


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), with the program's name and translators (the
    language chosen before, QSettings ``ui/language``, else the system's)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(APP_NAME)
        app.setApplicationVersion(__version__)
        set_language(saved_language(), app)  # the Language menu's choice, else the system's
    return app  # type: ignore[return-value]


def open_repository(db: str | None) -> tuple[Any, str | None]:
    """Storage's ``GameRepository`` on the database, or ``(None, why)`` when the file
    cannot be opened (its bytes are never touched)."""
    try:
        from mafia_desktop.storage import GameRepository, StorageError, open_database
        from mafia_desktop.ui.paths import default_db_path
    except ImportError as e:
        return None, str(e)
    try:
        return GameRepository(open_database(default_db_path(db))), None
    except (StorageError, OSError) as e:
        return None, str(e)


def finish_start(window: Any, db: str | None) -> None:
    """What the start screen does not wait for: open the database (Resume follows it) and
    load the game's modules. A database that cannot be opened gets a message box."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from .main_window import load_game_modules

    repository, problem = open_repository(db)
    window.set_repository(repository)
    load_game_modules()
    if problem:
        QMessageBox.warning(window, QCoreApplication.translate("MainWindow", "Database"),
                            QCoreApplication.translate(
                                "MainWindow", "The game database cannot be opened, so games "
                                "will not be stored:\n%1").replace("%1", problem))


class _AfterFirstPaint(QObject):
    """Calls ``then`` once, right after the watched window's first paint (or after
    ``fallback_ms`` if no paint comes, e.g. a minimized window)."""

    def __init__(self, window: Any, then: Callable[[], None], fallback_ms: int = 1000) -> None:
        super().__init__(window)
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(fallback_ms, self._fire)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self._fire)  # after this paint has reached the screen
        return False

    def _fire(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self.parent().removeEventFilter(self)
            then()


def show_window(db: str | None, then: Callable[[], None] | None = None) -> Any:
    """Show the host window's start screen at once; after its first paint open the
    database and load the game's modules (:func:`finish_start`), then call ``then``."""
    from .main_window import MainWindow

    window = MainWindow()
    window.show()

    def finish() -> None:
        finish_start(window, db)
        if then is not None:
            then()

    window._after_first_paint = _AfterFirstPaint(window, finish)
    return window


def run(args: argparse.Namespace | None = None) -> int:
    """Start the host window and run until it closes; returns the exit code.

    The start screen is shown first; the database is opened and the game's modules are
    loaded right after it is drawn (:func:`finish_start`)."""
    app = make_application()
    window = show_window(getattr(args, "db", None) if args else None)  # noqa: F841 (kept alive)
    return app.exec()
