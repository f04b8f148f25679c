"""The history dock: the game's actions (click one to go back to it) and the host's
corrections (the actions undone, marked, with the time of the undo).

- :class:`HistoryView` is Qt's ``QUndoView`` on the game's undo stack, with one change:
  a click (or a key) that goes back more than one action asks first, naming the actions
  it would undo (:func:`~mafia_desktop.ui.dialogs.confirm.confirm`); one step back or any step
  forward is taken at once, as Ctrl+Z and Ctrl+Shift+Z are.
- :class:`CorrectionsList` lists the repository's corrections of the game
  (``GameRepository.corrections``): each undone action struck through and greyed, with
  its place in the log and when it was undone. A redo takes the action back into the
  game, and its correction off the list.
- :class:`HistoryPanel` holds both (the corrections under the history, their place kept
  from the start) and redraws the corrections on every change of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Protocol, TypeAlias, runtime_checkable

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QMouseEvent, QResizeEvent, QUndoGroup
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill, isolate
from mafia_desktop.rules.family import AnyAction
from mafia_desktop.rules.log_format import action_to_json
from mafia_desktop.storage.renames import Rename
from mafia_desktop.ui.dialogs import confirm as confirming
from mafia_desktop.ui.families import describe
from mafia_desktop.ui.language import Retranslating
from mafia_desktop.ui.plain import tooltip
from mafia_desktop.ui.repaint import own_background, own_viewport
from mafia_desktop.ui.window.change import OPENED, PUSHED, REDONE, RELOADED, UNDONE, WORDS

if TYPE_CHECKING:  # pragma: no cover
    from mafia_desktop.rules.family import AnySetup
    from mafia_desktop.storage.corrections import Correction
    from mafia_desktop.ui.window.change import GameChange
    from mafia_desktop.ui.window.controller import GameController

_MOVES = {
    Qt.Key.Key_Up: QAbstractItemView.CursorAction.MoveUp,
    Qt.Key.Key_Down: QAbstractItemView.CursorAction.MoveDown,
    Qt.Key.Key_PageUp: QAbstractItemView.CursorAction.MovePageUp,
    Qt.Key.Key_PageDown: QAbstractItemView.CursorAction.MovePageDown,
    Qt.Key.Key_Home: QAbstractItemView.CursorAction.MoveHome,
    Qt.Key.Key_End: QAbstractItemView.CursorAction.MoveEnd,
}


def undo_time(at: datetime) -> str:
    """When a correction was made (an aware datetime), in the local zone: "21:04:13", with
    the locale's short date before it when it was not today."""
    stamp = QDateTime.fromMSecsSinceEpoch(int(at.timestamp() * 1000))
    time = stamp.toString("HH:mm:ss")
    if stamp.date() == QDate.currentDate():
        return time
    return f"{QLocale().toString(stamp.date(), QLocale.FormatType.ShortFormat)} {time}"


class HistoryView(QUndoView):
    """The list of the game's actions; row ``i`` is the game after ``i`` actions (row 0:
    the start). Going back more than one action asks first (:meth:`go_to`)."""

    def __init__(self, group: QUndoGroup, parent: QWidget | None = None) -> None:
        super().__init__(group, parent)
        own_viewport(self)  # PySide6 knows it (~1 MiB less, issue 22)
        self._pressed_row: int | None = None

    def go_to(self, row: int) -> bool:
        """Take the game to row ``row`` (the state after ``row`` actions): back or
        forward one action at once; back more than one after the host confirms the list
        of actions to be undone (the last first). Returns True when the stack moved."""
        stack = self.stack()
        if stack is None or not self.isEnabled():
            return False
        current = stack.index()
        row = max(0, min(row, stack.count()))
        if row == current:
            return False
        for i in range(max(0, row - 1), current):  # a resumed game's texts may wait
            getattr(stack.command(i), "ensure_text", lambda: None)()
        if row < current - 1 and not self.confirm_rewind(
                [stack.text(i) for i in range(current - 1, row - 1, -1)],
                stack.text(row - 1) if row else ""):
            return False
        stack.setIndex(row)
        return True

    def confirm_rewind(self, undone: list[str], back_to: str) -> bool:
        """Ask before undoing the actions ``undone`` (their texts, the last first), to go
        back to just after ``back_to`` ("" for the start of the game)."""
        n = len(undone)
        text = (fill(self.tr("Go back to just after “%1”?"), back_to) if back_to
                else self.tr("Go back to the start of the game?"))
        details = (self.tr("This undoes %n action(s), the last first:", "", n) + "\n"
                   + "\n".join(f"• {t}" for t in undone))
        return confirming.confirm(self, self.tr("Go back in the history"), text,
                                  self.tr("Undo %n action(s)", "", n), name="confirmRewind",
                                  details=details)

    # -- every way the list's current row would move goes through go_to -------------------

    def _row_at(self, event: QMouseEvent) -> int | None:
        index = self.indexAt(event.position().toPoint())
        return index.row() if index.isValid() else None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        self._pressed_row = self._row_at(event)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # Qt's name
        if event.buttons() != Qt.MouseButton.NoButton:
            event.accept()  # no drag-selecting through the history
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # Qt's name
        pressed, self._pressed_row = self._pressed_row, None
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton and pressed is not None \
                and pressed == self._row_at(event):
            self.go_to(pressed)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # Qt's name
        event.accept()  # the first click went there already

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        move = _MOVES.get(Qt.Key(event.key()))
        if move is None:
            super().keyPressEvent(event)
            return
        event.accept()
        target: QModelIndex = self.moveCursor(move, event.modifiers())
        if target.isValid():
            self.go_to(target.row())

    def keyboardSearch(self, search: str) -> None:  # Qt's name
        """Typing does not jump through the history (it would undo)."""

    # -- the game's current row in view -----------------------------------------------------

    def show_current(self) -> None:
        """Scroll the game's current row (its last action) into view, now and once more
        after the layouts still due (issue 31.6: a resumed game's history was shown
        from its start, the dock laid out after the list had scrolled)."""
        def scroll() -> None:
            current = self.currentIndex()
            if current.isValid():
                self.scrollTo(current, QAbstractItemView.ScrollHint.EnsureVisible)

        scroll()
        QTimer.singleShot(0, self, scroll)

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        """The current row, in view before the list changed size, stays in view."""
        current = self.currentIndex()
        seen = current.isValid() and self.visualRect(current).intersects(
            self.viewport().rect())
        super().resizeEvent(event)
        if seen:
            self.scrollTo(current, QAbstractItemView.ScrollHint.EnsureVisible)


@dataclass(frozen=True)
class Undone:
    """A correction as the repository stores it (``GameRepository.corrections``): the
    action's ``index``, the ``action`` and when it was undone."""

    index: int
    action: AnyAction
    undone_at: datetime


# A correction shown: as stored (storage's ``Correction``) or just made (:class:`Undone`).
Corrected: TypeAlias = "Correction | Undone"


@runtime_checkable
class KeptCorrections(Protocol):
    """What the history reads of a database (``GameRepository``): a game's corrections
    and its names corrected, oldest first."""

    def corrections(self, game_id: int) -> Sequence[Correction]: ...
    def renames(self, game_id: int) -> Sequence[Rename]: ...


class CorrectionsList(QListWidget):
    """The corrections of one game, oldest first: "21:04:13 · 8. Vote: Gleb -> Boris"
    (when it was undone, its place in the log, the action), struck through and greyed
    (they are not part of the game)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("corrections")
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setUniformItemSizes(True)
        self.setWordWrap(False)
        # a long line is cut with "…" (the tooltip has it whole), never scrolled sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        # shown from the start (HistoryPanel): it asks for two rows' height only, so a
        # short window still has room for a two-line status message
        self.setMinimumHeight(2 * self.fontMetrics().lineSpacing() + 2 * self.frameWidth())

    def show_corrections(self, corrections: Sequence[Corrected], setup: AnySetup,
                         renames: Sequence[Rename] = ()) -> None:
        """Show ``corrections`` (storage's ``Correction``: ``index``, ``action``,
        ``undone_at``) of a game with ``setup``, and its names corrected (storage's
        ``Rename``), in the order they were made (every row made again)."""
        self.clear()
        rows: list[tuple[datetime, int, Corrected | Rename]] = [
            (c.undone_at, 0, c) for c in corrections]
        rows += [(r.renamed_at, 1, r) for r in renames]
        for _, _kind, row in sorted(rows, key=lambda r: (r[0], r[1])):
            if isinstance(row, Rename):
                self.add_rename(row)
            else:
                self.add_correction(row, setup, scroll=False)
        if self.count():
            self.scrollToBottom()

    def add_rename(self, r: Rename) -> None:
        """One name corrected (storage's ``Rename``): "21:04:13 · Seat 3 renamed: Petr →
        Pyotr", not struck through (the game has the new name)."""
        when = undo_time(r.renamed_at)
        what = fill(QCoreApplication.translate("GameController", "Seat %1 renamed: %2 → %3"),
                    str(r.seat), isolate(r.old), isolate(r.new))
        item = QListWidgetItem(fill(self.tr("%1 · %2"), when, what))
        item.setToolTip(tooltip(fill(self.tr("The name was corrected at %1, after action "
                                             "%2; the whole game has the new name."),
                                     when, str(r.after))))
        self.addItem(item)

    def add_correction(self, c: Corrected, setup: AnySetup, scroll: bool = True) -> None:
        """Add one correction (the newest) at the bottom; the rows above are kept."""
        when = undo_time(c.undone_at)
        what = describe(c.action, setup)
        # the time first: a long action is cut at its end, the times stay a column
        item = QListWidgetItem(fill(self.tr("%1 · %2. %3"), when, str(c.index + 1), what))
        font = item.font()
        font.setStrikeOut(True)
        item.setFont(font)
        item.setForeground(QBrush(QColor("#808080")))
        item.setToolTip(tooltip(fill(self.tr("Action %1 (%2) was undone at %3; it is "
                                             "not part of the game."),
                                     str(c.index + 1), what, when)))
        self.addItem(item)
        if scroll:
            self.doItemsLayout()  # now: painted with the rest of the window, not later
            self.scrollToBottom()


def opaque_scroll_bar(view: QAbstractItemView) -> None:
    """Let ``view``'s vertical scroll bar paint its own background: a row added moves
    the bar, and a bar that is not opaque has every widget under it (the view, the
    splitter, the dock, the window) paint that strip too, five paint events per action."""
    bar = view.verticalScrollBar()
    for widget in (bar, bar.parentWidget()):
        if widget is not None:
            own_background(widget)


class HistoryPanel(Retranslating, QWidget):
    """The history dock's widget: :class:`HistoryView` above, and under it the
    "Corrections" of the game (:class:`CorrectionsList`), shown from the start, empty
    while there are none: the first undo adds a row and resizes nothing (issue 31.3)."""

    def __init__(self, group: QUndoGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = HistoryView(group)
        self.view.setObjectName("history")
        self.view.setUniformItemSizes(True)  # a 300-action log relays out in O(1)
        # with the corrections always under it, both ask for little height: a short
        # window keeps room for the other docks and a two-line status message
        self.view.setMinimumHeight(3 * self.view.fontMetrics().lineSpacing()
                                   + 2 * self.view.frameWidth())
        self.corrections = CorrectionsList()
        self.corrections_label = QLabel()
        self.corrections_label.setObjectName("correctionsLabel")
        font = self.corrections_label.font()
        font.setBold(True)
        self.corrections_label.setFont(font)
        self.corrections_label.setWordWrap(True)  # its words never widen the dock
        self.corrections_box = QWidget()
        box = QVBoxLayout(self.corrections_box)
        box.setContentsMargins(0, 4, 0, 0)
        box.addWidget(self.corrections_label)
        box.addWidget(self.corrections)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.corrections_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)
        self.controller: GameController | None = None
        self.repository: KeptCorrections | None = None
        # the game's corrections as stored, oldest first
        self._corrections: list[Corrected] = []
        self._renames: list[Rename] = []  # its names corrected (storage's Rename), oldest first
        for listing in (self.view, self.corrections):
            opaque_scroll_bar(listing)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The fixed texts in the current language (and the corrections again)."""
        self.view.setEmptyLabel(self.tr("Start of the game"))
        self.view.viewport().update()  # the commands' texts may have been retranslated
        self.corrections_label.setText(self.tr("Corrections (undone actions)"))
        self.corrections_label.setToolTip(self.tr(
            "Actions the host undid. A redo brings one back into the game; a new action "
            "in its place keeps it here. The report lists them too."))
        self._show()

    def follow(self, controller: GameController | None, repository: object) -> None:
        """Show the corrections of ``controller``'s game as stored in ``repository``
        (``None``: not stored, nothing to show), and follow its changes."""
        if self.controller is not None:
            try:
                self.controller.changed.disconnect(self._game_changed)
            except (RuntimeError, TypeError):  # already gone with its controller
                pass
        self.controller = controller
        # a store that keeps no corrections (a test's) shows none
        self.repository = repository if isinstance(repository, KeptCorrections) else None
        if controller is not None:
            controller.changed.connect(self._game_changed)
        self.refresh()

    def _stored(self) -> bool:
        c = self.controller
        return c is not None and self.repository is not None and c.game_id is not None

    def refresh(self) -> None:
        """Read the game's corrections from the repository (a game followed, opened or
        read again). A database that cannot be read shows none (the game itself says
        what failed)."""
        c, repo = self.controller, self.repository
        corrections: list[Corrected] = []
        renames: list[Rename] = []
        if c is not None and repo is not None and c.game_id is not None:
            try:
                corrections = list(repo.corrections(c.game_id))
                renames = list(repo.renames(c.game_id))
            except Exception:  # the corrections are extra: never stop a redraw
                corrections = []
        self._corrections = corrections
        self._renames = renames
        self._show()

    def _game_changed(self, change: GameChange) -> None:
        """Follow one change without reading the database again: an undo adds its
        correction (the time the repository stored), a push or redo of that very action
        at its place takes it back (as the repository does); a game opened or read again
        is read."""
        c = self.controller
        if c is None or not self._stored():
            return
        if change.kind == RELOADED:
            self.refresh()
            return
        if change.kind == OPENED:  # read when it was followed
            self._show()
            return
        action = change.action
        if change.kind == UNDONE and action is not None:
            if change.undone_at is None:  # the time is the repository's: read it
                self.refresh()
                return
            at = change.undone_at.astimezone(UTC)  # as stored: UTC, milliseconds
            at = at.replace(microsecond=at.microsecond // 1000 * 1000)
            undone = Undone(change.index, action, at)
            self._corrections.append(undone)
            self.corrections.add_correction(undone, c.game.setup)  # one row added
            return
        elif change.kind in (PUSHED, REDONE) and action is not None:
            setup = c.game.setup
            text = action_to_json(action, setup)
            for i in range(len(self._corrections) - 1, -1, -1):
                kept = self._corrections[i]
                if kept.index == change.index \
                        and action_to_json(kept.action, setup) == text:
                    del self._corrections[i]
                    if self.corrections.count() == len(self._corrections) + 1:
                        self.corrections.takeItem(i)  # that row only
                        self.corrections.doItemsLayout()
                        return
                    break
            else:
                return  # nothing of the corrections changed
        elif change.kind != WORDS:
            return
        self._show()

    def _show(self) -> None:
        c, corrections = self.controller, self._corrections
        if c is not None:
            self.corrections.show_corrections(corrections, c.game.setup, self._renames)
        else:
            self.corrections.clear()
