"""Starting the host window: the QApplication, translators, settings and the database.

``mafia-desktop`` with no sub-command calls :func:`run`. The database is ``--db``, else
``$MAFIA_DESKTOP_DB``, else ``games.sqlite3`` in the user's data folder
(``ui/paths.py``). A database that cannot be opened is reported in a message box and the
window still starts, with nothing stored and Resume disabled; the file is left as it is.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox

from mafia_desktop import APP_NAME, __version__

#: Where the built translations (``mafia_desktop_<lang>.qm``) live.
I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"


def load_translators(app: QApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install the program's translation for ``locale`` (default: the system's) from
    ``mafia_desktop/i18n/`` and Qt's own (``qtbase_*``), where the ``.qm`` files exist.
    The translators are returned and kept referenced by the application."""
    locale = locale or QLocale()
    installed: list[QTranslator] = []
    for prefix, folder in (("mafia_desktop", str(I18N_DIR)),
                           ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))):
        t = QTranslator(app)
        if t.load(locale, prefix, "_", folder):
            app.installTranslator(t)
            installed.append(t)
    app.setProperty("mafia_translators", installed)  # keep them alive with the app
    return installed


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), with the program's name and translators."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else sys.argv[:1])
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(APP_NAME)
        app.setApplicationVersion(__version__)
        load_translators(app)
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


def run(args: argparse.Namespace | None = None) -> int:
    """Start the host window and run until it closes; returns the exit code."""
    app = make_application()
    from .main_window import MainWindow

    repository, problem = open_repository(getattr(args, "db", None) if args else None)
    window = MainWindow(repository)
    window.show()
    if problem:
        QMessageBox.warning(window, window.tr("Database"),
                            window.tr("The game database cannot be opened, so games will not "
                                      "be stored:\n%1").replace("%1", problem))
    return app.exec()
