"""Starting the host window: the QApplication, translators, settings and the database.

``mafia-desktop`` with no sub-command calls :func:`run`. The database is ``--db``, else
``$MAFIA_DESKTOP_DB``, else ``games.sqlite3`` in the user's data folder
(``ui/paths.py``). A database that cannot be opened is reported in a message box that
names it and offers a new database beside it (never touching the broken file) or going
on without saving, which the window then says all the time. A database another window
writes to (one writer per database) is said to be in use, and may be opened read-only.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from mafia_desktop import APP_NAME, __version__
from mafia_desktop.i18n.language import (  # noqa: F401
    I18N_DIR,
    load_translators,
    saved_language,
    set_language,
)

if TYPE_CHECKING:  # pragma: no cover
    import argparse
    from pathlib import Path

    from PySide6.QtWidgets import QWidget

    from mafia_desktop.storage import GameRepository
    from mafia_desktop.ui.window.main_window import MainWindow


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
    return app  # type: ignore[return-value]  # Qt's stub: instance() is a QCoreApplication


def _db_path(db: str | None) -> Path | None:
    """The database file's path (``ui/paths.default_db_path``), or ``db`` as given when
    even that cannot be worked out."""
    try:
        from mafia_desktop.ui.paths import default_db_path
        return default_db_path(db)
    except Exception:  # the data folder cannot be made: the message names what was asked
        from pathlib import Path
        return Path(db) if db else None


def open_repository(db: str | os.PathLike[str] | None, read_only: bool = False
                    ) -> tuple[GameRepository | None, Exception | str | None]:
    """Storage's ``GameRepository`` on the database, or ``(None, why)`` when the file
    cannot be opened (its bytes are never touched). ``why`` is the storage's error
    (``str()`` is its message; a ``DatabaseInUse`` when another window writes to it).
    ``read_only``: open it read-only (no lock: a database in use can be looked at)."""
    try:
        from mafia_desktop.storage import GameRepository, StorageError, open_database
        from mafia_desktop.ui.paths import default_db_path
    except ImportError as e:
        return None, str(e)
    try:
        return GameRepository(open_database(default_db_path(db), read_only=read_only)), None
    except (StorageError, OSError) as e:
        return None, e


def _in_use(problem: object) -> bool:
    """True when ``problem`` says the database can be opened read-only: another window
    or command writes to it, or its disk, folder or file is read-only."""
    from mafia_desktop.storage import DatabaseInUse, ReadOnlyDatabase
    return isinstance(problem, (DatabaseInUse, ReadOnlyDatabase))


def _problem_words(problem: object) -> str:
    """The storage's problem (without the file name) in the host's language."""
    from mafia_desktop.i18n.storage_words import problem_words
    text = getattr(problem, "problem", problem)
    return problem_words(text) if isinstance(text, str) else str(text)


def beside_path(path: str | os.PathLike[str]) -> Path:
    """A new database file next to ``path`` that does not exist yet: ``games.sqlite3``
    -> ``games-2.sqlite3`` (then ``-3``, ...). The file at ``path`` is never touched."""
    from pathlib import Path
    path = Path(path)
    suffix = "".join(path.suffixes[-1:]) or ".sqlite3"
    stem = path.name[: -len(suffix)] if path.name.endswith(suffix) else path.name
    n = 2
    while True:
        candidate = path.with_name(f"{stem}-{n}{suffix}")
        if not candidate.exists() and not Path(str(candidate) + "-wal").exists():
            return candidate
        n += 1


def ask_database(window: QWidget | None, path: object, problem: object) -> str:
    """The message box of a database that cannot be opened: it names the file and the
    problem and offers "Start a new database beside it" (returns ``"beside"``), "Choose
    another file…" (``"choose"``) or "Continue without saving" (``"unsaved"``; also
    Esc). A database in use by another window (``DatabaseInUse``) or that cannot be
    written (``ReadOnlyDatabase``) is said so, and
    "Open it read-only" (``"read_only"``) replaces the new database beside it."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.i18n.fill import fill
    from mafia_desktop.ui.plain import plain

    translate = QCoreApplication.translate
    in_use = _in_use(problem)
    if in_use and not _writer_elsewhere(problem):  # its disk, folder or file is read-only
        text = translate("MainWindow", "The game database %1 cannot be written:\n%2\n\n"
                         "Open it read-only to look at its games (nothing is stored), or "
                         "choose another file.")
    elif in_use:
        text = translate("MainWindow", "The game database %1\n%2\n\nOpen it "
                         "read-only to look at its games (nothing is stored), or choose "
                         "another file.")
    else:
        text = translate("MainWindow", "The game database %1 cannot be opened:\n%2\n\nGames "
                         "played now are not stored anywhere: a crash would lose them.")
    box = QMessageBox(QMessageBox.Icon.Warning if in_use else QMessageBox.Icon.Critical,
                      translate("MainWindow", "Database"),
                      fill(text, path, _problem_words(problem)), parent=window)
    box.setObjectName("databaseProblem")
    plain(box)  # a file name or an error message is never read as HTML
    if in_use:
        beside = box.addButton(translate("MainWindow", "Open it read-only"),
                               QMessageBox.ButtonRole.AcceptRole)
        beside.setObjectName("readOnly")
    else:
        beside = box.addButton(translate("MainWindow", "Start a new database beside it"),
                               QMessageBox.ButtonRole.AcceptRole)
        beside.setObjectName("beside")
    choose = box.addButton(translate("MainWindow", "Choose another file…"),
                           QMessageBox.ButtonRole.ActionRole)
    choose.setObjectName("choose")
    unsaved = box.addButton(translate("MainWindow", "Continue without saving"),
                            QMessageBox.ButtonRole.RejectRole)
    unsaved.setObjectName("unsaved")
    box.setDefaultButton(beside)
    box.setEscapeButton(unsaved)
    from mafia_desktop.ui.modal import run_modal
    run_modal(box)
    clicked = box.clickedButton()
    if clicked == beside:
        return "read_only" if in_use else "beside"
    return "choose" if clicked == choose else "unsaved"  # unsaved, or the box closed


def resolve_database(window: QWidget | None, path: Path | None,
                     problem: object) -> GameRepository | None:
    """Ask the host what to do about a database that cannot be opened
    (:func:`ask_database`) until a database is open or the host goes on without one.
    Returns the ``GameRepository`` (read-only when the host chose so for a database in
    use: its ``read_only`` is true) or ``None`` (the window then says "Not saved").
    A new database beside the broken one is named after the broken one each time
    (``games-2``, then ``games-3``, ...); one that cannot be set up is removed again."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog

    original = path
    while True:
        choice = ask_database(window, path, problem)
        if choice == "unsaved":
            return None
        read_only = choice == "read_only"
        if read_only:
            pass  # the same file, read-only
        elif choice == "beside" and original is not None:
            path = beside_path(original)
        else:
            chosen, _ = QFileDialog.getSaveFileName(
                window, QCoreApplication.translate("MainWindow", "New game database"),
                str(beside_path(original)) if original is not None else "games.sqlite3",
                QCoreApplication.translate("MainWindow", "Databases (*.sqlite3)"))
            if not chosen:
                continue
            from pathlib import Path
            path = Path(chosen)
        why = problem
        repository, problem = open_repository(str(path), read_only=read_only)
        if repository is not None:
            repository.read_only_media = read_only and not _writer_elsewhere(why)
            return repository


def _writer_elsewhere(problem: object) -> bool:
    from mafia_desktop.storage import DatabaseInUse
    return isinstance(problem, DatabaseInUse)


def finish_start(window: MainWindow, db: str | None) -> None:
    """What the start screen does not wait for: open the database (Resume follows it) and
    import the game's modules (the engine, the game page, the host input), so the first
    game opens at once; the dialogs and the Game menu's files (``game_files``: new
    game, saved games) are imported when first used. A database that cannot be opened
    gets a message box (:func:`resolve_database`): a new database beside it, or on
    without saving, which the window then shows all the time (``WindowStatus.set_unsaved``).
    First the temporary files of exports killed half-way are removed
    (``paths.sweep_leftovers``); the source lines PySide6 read while the modules were
    imported are let go."""
    from mafia_desktop.ui.paths import sweep_leftovers
    sweep_leftovers(window.settings)  # temporary files of exports killed half-way
    repository, problem = open_repository(db)
    import linecache

    from mafia_desktop.ui.families import all_ui_families
    from mafia_desktop.ui.window import (
        game_page,  # noqa: F401 (used later)
        host_input,  # noqa: F401 (used later)
        notes,  # noqa: F401 (used later)
    )
    # PySide6 reads the source of every module imported after it (its __feature__
    # check, inspect.getsource) and linecache would keep it all; cli.cmd_gui puts in a
    # check that keeps nothing (ui/pyside_hook.py), this lets go of what a PySide6
    # without that check, or a window started another way, left there
    all_ui_families()  # each listed family's UI (its panels, its engine): the first game's
    linecache.clearcache()
    if problem:
        repository = resolve_database(window, _db_path(db), problem)
    window.status.set_repository(repository)
    window.status.set_unsaved(repository is None)
    window.status.set_read_only_database(bool(getattr(repository, "read_only", False)),
                                  media=bool(getattr(repository, "read_only_media", False)))


class _AfterFirstPaint(QObject):
    """Calls ``then`` once, right after the watched window's first paint (or after
    ``fallback_ms`` if no paint comes, e.g. a minimized window)."""

    def __init__(self, window: QObject, then: Callable[[], None],
                 fallback_ms: int = 1000) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(fallback_ms, self._fire)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self._fire)  # after this paint has reached the screen
        return False

    def _fire(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._window.removeEventFilter(self)
            then()


def show_window(db: str | None, then: Callable[[], None] | None = None) -> MainWindow:
    """Show the host window's start screen at once; after its first paint open the
    database and load the game's modules (:func:`finish_start`), then call ``then``."""
    from mafia_desktop.ui.window.main_window import MainWindow
    from mafia_desktop.ui.window.placement import show_placed

    window = MainWindow()
    show_placed(window, window.settings)  # as it was left; a laptop's screen: maximised

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
    then = None
    if os.environ.get(STARTUP_PROBE):
        def then() -> None:  # the cold-start benchmark's probe: ready, so quit
            print("ready", flush=True)
            app.quit()
    phones = getattr(args, "phones", None) if args else None
    if phones is not None:  # --phones PORT [--listen ADDRESS]: listening from the start
        def then() -> None:
            from mafia_desktop.ui.phones.start import start_phones
            start_phones(window, phones, getattr(args, "listen", None))
    window = show_window(getattr(args, "db", None) if args else None, then)
    # the benchmark's probe, kept referenced while the application runs
    _probe = _FirstPaintProbe(window) if os.environ.get(STARTUP_PROBE) else None
    code = app.exec()
    close_database(window)
    return code


def close_database(window: MainWindow) -> None:
    """Close the window's database at the end (its notes are saved first): the write
    lock is released and its lock file removed, the ``-wal`` checkpointed."""
    if window.session.notes is not None:
        window.session.notes.save()
    repository, window.status.repository = window.status.repository, None
    if repository is not None:
        repository.conn.close()


#: Set (to anything) by ``benchmarks/bench_start.py``: ``mafia-desktop`` prints "drawn"
#: once the host window's first paint has reached the X server and "ready" when the
#: database is open, then quits.
STARTUP_PROBE = "MAFIA_DESKTOP_STARTUP_PROBE"


def x_round_trip(app: QGuiApplication) -> None:
    """On X11, wait until the X server has handled every request sent so far (one
    round trip on Qt's own xcb connection: ``xcb_get_input_focus``), without running
    the event loop as ``QGuiApplication.sync()`` does. Nothing elsewhere."""
    if app.platformName() != "xcb":
        return
    import ctypes  # the probe's only (a window started without it never loads ctypes)

    from PySide6.QtGui import QNativeInterface

    native = app.nativeInterface()  # Qt's stub: an object; on X11 a QX11Application
    if not isinstance(native, QNativeInterface.QX11Application):
        return
    try:
        connection = native.connection()
        xcb = ctypes.CDLL("libxcb.so.1")
    except (AttributeError, OSError):
        return
    xcb.xcb_get_input_focus.restype = ctypes.c_uint  # the cookie: one sequence number
    xcb.xcb_get_input_focus.argtypes = [ctypes.c_void_p]
    xcb.xcb_get_input_focus_reply.restype = ctypes.c_void_p
    xcb.xcb_get_input_focus_reply.argtypes = [ctypes.c_void_p, ctypes.c_uint,
                                              ctypes.c_void_p]
    reply = xcb.xcb_get_input_focus_reply(connection, xcb.xcb_get_input_focus(connection),
                                          None)
    ctypes.CDLL(None).free(ctypes.c_void_p(reply))


class _FirstPaintProbe(QObject):
    """Prints "drawn" once the watched window's first paint is on the screen: right after
    the paint (its backing store flushed), then one round trip to the X server
    (:func:`x_round_trip`: the server has the pixels). The cold-start benchmark."""

    def __init__(self, window: QObject) -> None:
        super().__init__(window)
        self._done = False
        window.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._done:
            self._done = True
            QTimer.singleShot(0, self._drawn)
        return False

    def _drawn(self) -> None:
        app = QApplication.instance()
        if isinstance(app, QGuiApplication):
            x_round_trip(app)
        print("drawn", flush=True)
