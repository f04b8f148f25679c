"""The host window's status bar (:class:`StatusLine`) and its database's state
(:class:`WindowStatus`: which database, unsaved, read-only, the title, the start page).

Qt's ``QStatusBar.showMessage`` repaints the bar at once (a synchronous repaint): it
painted and flushed the whole window in the middle of an action ("Done: …" is said while
the page is redrawn), then again at its end; a label's new text lays the bar out again,
which repaints it once more at the next turn. A :class:`StatusLine` message is the text
of a :class:`StatusText`, painted once with the rest of the change.

A message too long for one line (a refusal with its rule ID and the engine's reason) is
drawn on two lines (:data:`LINES`) and is the bar's tooltip, so the host can read all of
it; the bar is one line high while its message fits, two while it needs them.

Its words are of the ``MainWindow`` translation context, as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent, QUndoCommand
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QSizePolicy,
    QStatusBar,
    QWidget,
)
from shiboken6 import isValid

from mafia_desktop.i18n import fill
from mafia_desktop.ui.plain import tooltip
from mafia_desktop.ui.repaint import own_background

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.storage.repository import GameRepository
    from mafia_desktop.ui.window.menus import WindowMenus
    from mafia_desktop.ui.window.start import StartPage

translate = QCoreApplication.translate


#: How many lines a status bar message may take (more is cut; the tooltip holds it whole).
LINES = 2


class StatusText(QWidget):
    """The status bar's message: one line of plain text, cut with "…" at the bar's width
    (whole in the tooltip). It asks for no width, and a new text repaints it only (no
    layout)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        """The whole message."""
        return self._text

    def setText(self, text: str) -> None:  # Qt's name
        """Show ``text`` (plain) on the line."""
        if text != self._text:
            before = self.lines()
            self._text = text
            self.setToolTip(tooltip(text) if text else "")  # as written, never HTML
            if self.lines() != before:  # a long refusal: the bar grows (or shrinks) a line
                self.updateGeometry()  # laid out now, with the rest of the change
                QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # the lines the text needs may differ at this width

    def lines_needed(self, text: str) -> int:
        """How many lines ``text`` takes wrapped at this widget's width (1 at least)."""
        metrics = QFontMetrics(self.font())
        width = max(self.width() - 4, 1)
        if not text or metrics.horizontalAdvance(text) <= width:
            return 1
        bounds = metrics.boundingRect(QRect(0, 0, width, 100000),
                                      int(Qt.TextFlag.TextWordWrap), text)
        return max(1, -(-bounds.height() // metrics.lineSpacing()))

    def lines(self) -> int:
        """The lines the message is drawn on (1 to :data:`LINES`)."""
        return min(LINES, self.lines_needed(self._text.replace("\n", " ")))

    def sizeHint(self) -> QSize:  # Qt's name
        metrics = QFontMetrics(self.font())
        return QSize(100, metrics.height() + 4 + (self.lines() - 1) * metrics.lineSpacing())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return QSize(0, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt's name
        painter = QPainter(self)
        painter.setPen(self.palette().windowText().color())
        line = self._text.replace("\n", " ")
        room = self.rect().adjusted(2, 0, -2, 0)
        if self.lines() > 1:  # wrapped; a third line's words are in the tooltip
            painter.drawText(room, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                                       | Qt.TextFlag.TextWordWrap), line)
        else:
            painter.drawText(room,
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             QFontMetrics(self.font()).elidedText(
                                 line, Qt.TextElideMode.ElideRight, max(self.width() - 4, 0)))
        painter.end()


class StatusLine(QStatusBar):
    """A ``QStatusBar`` whose :meth:`showMessage`, :meth:`clearMessage` and
    :meth:`currentMessage` use a :class:`StatusText` and emit ``messageChanged`` as Qt's
    do. A status tip (a menu item under the mouse) is still Qt's own temporary message,
    shown over it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_background(self)  # a message repaints the bar, not the window under it
        label = self.message_label = StatusText()
        label.setObjectName("statusMessage")
        self.addWidget(label, 1)
        self._timeout = QTimer(self)
        self._timeout.setSingleShot(True)
        self._timeout.timeout.connect(self.clearMessage)
        self._words: Callable[[], str] | None = None  # the message's maker (say)

    def say(self, words: Callable[[], str], timeout: int = 0) -> None:
        """Show what ``words()`` says (a translated text, made again in the new language
        when the language changes while it is shown: "Written: …" is not left in the
        language it was said in), until the next message or for ``timeout`` ms (> 0)."""
        self.showMessage(words(), timeout)
        self._words = words

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        """A language switch words the message shown (:meth:`say`) again."""
        if event.type() == QEvent.Type.LanguageChange and self._words is not None:
            try:
                text = self._words()
            except RuntimeError:  # what it named is gone (a game closed): left as said
                text = self.message_label.text()
            if self.message_label.text() != text:
                self.message_label.setText(text)
                self.messageChanged.emit(text)
        super().changeEvent(event)

    @Slot(str)
    @Slot(str, int)
    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # Qt's name
        """Show ``text`` (plain) until the next message, or for ``timeout`` ms (> 0)."""
        self._words = None
        if timeout is not None and timeout > 0:
            self._timeout.start(timeout)
        else:
            self._timeout.stop()
        if self.message_label.text() != text:
            self.message_label.setText(text)
            self.setToolTip(self.message_label.toolTip() if self.message_label.lines() > 1
                            else "")
            self.messageChanged.emit(text)

    @Slot()
    def clearMessage(self) -> None:  # Qt's name
        """Remove the message (and Qt's own temporary one)."""
        self._words = None
        self._timeout.stop()
        super().clearMessage()
        if self.message_label.text():
            self.message_label.setText("")
            self.setToolTip("")
            self.messageChanged.emit("")

    def message_rect(self) -> QRect:
        """Where the message is drawn (pixels, the bar's coordinates)."""
        return self.message_label.geometry()

    def currentMessage(self) -> str:  # Qt's name
        """The message shown (Qt's own temporary one while there is one)."""
        return super().currentMessage() or self.message_label.text()


def say(window: QMainWindow, words: Callable[[], str], timeout: int = 0) -> None:
    """Show ``words()`` on ``window``'s status bar, worded again when the language
    changes while it is shown (:meth:`StatusLine.say`; another bar: once)."""
    bar = window.statusBar()
    if isinstance(bar, StatusLine):
        bar.say(words, timeout)
    else:
        bar.showMessage(words(), timeout)


def step_words(step: str, commands: list[tuple[QUndoCommand | None, str]],
               notice: str | None = None) -> Callable[[], str]:
    """What the status bar says of a step of the game, as a maker of the words (``say``:
    worded again on a language switch, the command's text in the new language too).

    Args:
        step: ``"done"`` ("Done: …", with the storage's ``notice`` in brackets if any),
            ``"undone"`` ("Undone: a; b": one jump back in the history, the last first)
            or ``"redone"``.
        commands: the commands named, each with its text when it was said (used once Qt
            has deleted the command: a new action drops the undone ones; ``None``: no
            command, the text only).
    """
    def words() -> str:
        named = "; ".join(command.text() if command is not None and isValid(command) else said
                          for command, said in commands)
        if step == "undone":
            return fill(translate("MainWindow", "Undone: %1"), named)
        if step == "redone":
            return fill(translate("MainWindow", "Redone: %1"), named)
        if notice:
            return fill(translate("MainWindow", "Done: %1 (%2)"), named, notice)
        return fill(translate("MainWindow", "Done: %1"), named)
    return words


def read_only_no_new_game() -> str:
    """Why a window that only reads its database offers no new game (said before any
    name is typed: the game could not be stored)."""
    return translate("MainWindow", "No new game here: this window only reads the database, "
                     "so a new game could not be stored.")


class WindowStatus(QObject):
    """The window's database and what it says all the time: which database games are
    stored in (:attr:`repository`), "Not saved: no database", "Read-only: …", the window's
    title, and what the start page and the Game menu offer (a part of
    :class:`~.main_window.MainWindow`).

    Args:
        window: the host window (its status bar and title).
        menus: the window's menus (New game and Saved games follow the database).
        start_page: the start page (New game and Resume follow the database).
    """

    # Another database is used from now on (:meth:`set_repository`).
    repository_changed = Signal()

    def __init__(self, window: QMainWindow, menus: WindowMenus, start_page: StartPage) -> None:
        super().__init__(window)
        self.window = window
        self.menus = menus
        self.start_page = start_page
        self.repository: GameRepository | None = None  # None: nothing is stored
        self.unsaved = False
        self.unsaved_label: QLabel | None = None
        self.read_only_database = False
        self.read_only_media = False  # read-only because the disk or file is (not in use)
        self.read_only_label: QLabel | None = None

    def set_repository(self, repository: GameRepository | None) -> None:
        """Use this database from now on (``app.run`` opens it once the window is drawn);
        ``repository_changed`` tells the parts that read the old one."""
        self.repository = repository
        self.repository_changed.emit()
        self.update_start_page()  # "Store this game…" needs a database

    def _status_label(self, name: str, colour: str, background: str) -> QLabel:
        """A bold coloured label kept at the right of the status bar (a lasting warning)."""
        label = QLabel()
        label.setObjectName(name)
        label.setStyleSheet(f"color: {colour}; background: {background}; font-weight: bold;"
                            " padding: 2px 8px;")
        self.window.statusBar().addPermanentWidget(label)
        return label

    def set_unsaved(self, unsaved: bool) -> None:
        """Say (True) all the time that games are stored nowhere: a red label in the
        status bar and the window title read "Not saved: no database", and New game asks
        first. ``app.finish_start`` calls it when the host goes on without a database."""
        self.unsaved = unsaved
        if unsaved and self.unsaved_label is None:
            self.unsaved_label = self._status_label("unsavedLabel", "white", "#c62828")
        if self.unsaved_label is not None:
            self.unsaved_label.setText(translate("MainWindow", "Not saved: no database"))
            self.unsaved_label.setVisible(unsaved)
        base = self.window.windowTitle().split(
            " — " + translate("MainWindow", "Not saved: no database"))[0]
        self.set_title(base)

    def set_read_only_database(self, read_only: bool, media: bool = False) -> None:
        """Say (True) all the time that the database is open read-only because another
        window writes to it (one writer per database), or (``media``) because its disk,
        folder or file is read-only: a label in the status bar. Saved games open
        read-only; a new game cannot be stored."""
        self.read_only_database = read_only
        self.read_only_media = media
        if read_only and self.read_only_label is None:
            self.read_only_label = self._status_label("readOnlyLabel", "black", "#ffb300")
        if self.read_only_label is not None:
            self.read_only_label.setText(self.read_only_text())
            self.read_only_label.setVisible(read_only)

    def read_only_text(self) -> str:
        """Why the database is read-only, as its label says it."""
        if self.read_only_media:
            return translate("MainWindow",
                             "Read-only: the database's disk or file cannot be written")
        return translate("MainWindow", "Read-only: another window writes to this database")

    def set_title(self, title: str) -> None:
        """The window title, with "Not saved: no database" while nothing is stored."""
        if self.unsaved:
            title += " — " + translate("MainWindow", "Not saved: no database")
        self.window.setWindowTitle(title)

    def update_start_page(self) -> None:
        """What the start page and the Game menu offer with this database: Resume when
        it holds unfinished games, New game when it can be written, "Store this game…"
        or (no database) "Go on without storing…"."""
        repo = self.repository
        unfinished = []
        if repo is not None:
            try:
                unfinished = repo.list_games(finished=False)
            except Exception as e:  # a broken database must not stop the window
                self.window.statusBar().showMessage(str(e))
        self.start_page.set_can_resume(
            bool(unfinished), translate("MainWindow", "No unfinished games are stored.")
            if repo is not None else translate("MainWindow", "No database is open."))
        self.menus.resume_action.setEnabled(repo is not None)
        writable = not getattr(repo, "read_only", False)  # a new game could not be stored
        self.start_page.set_can_start(writable, read_only_no_new_game())
        self.menus.new_action.setEnabled(writable)
        self.menus.new_action.setStatusTip("" if writable else read_only_no_new_game())
        self.menus.store_action.setText(
            translate("MainWindow", "S&tore this game…") if repo is not None
            else translate("MainWindow", "&Go on without storing…"))

    def retranslate_ui(self) -> None:
        """The start page's tooltips and the lasting labels in the current language."""
        self.update_start_page()
        if self.unsaved_label is not None:
            self.unsaved_label.setText(translate("MainWindow", "Not saved: no database"))
        if self.read_only_label is not None:
            self.read_only_label.setText(self.read_only_text())
