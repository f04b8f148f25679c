"""Parts of the classic phase panel (``panel.py``): the vote grid's sideways scroll
(:class:`SidewaysScroll`) and the time of a day's entry where the vote window is enforced
(:class:`EntryTime`, the forum: posts are typed in with the times they were posted)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QDateTime, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from mafia_desktop.ui.window.controller import GameController


class SidewaysScroll(QScrollArea):
    """Scrolls its content sideways only: as tall as the content (and the scroll bar when
    the content is wider than the room), as wide as it is given. A vote grid of many
    candidates scrolls inside the panel rather than widening it (the panels keep their
    width all game: nothing moves under the host's mouse)."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content  # the scrolled widget (``widget()``)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._bar = False  # the sideways bar is shown (the content is wider)

    def _needs_bar(self) -> bool:
        return self.content.minimumSizeHint().width() > self.width()

    def _height(self) -> int:
        bar = self.horizontalScrollBar().sizeHint().height() if self._needs_bar() else 0
        return self.content.sizeHint().height() + bar

    def sizeHint(self) -> QSize:  # Qt's name
        return QSize(self.content.sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:  # Qt's name
        return QSize(60, self._height())

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt's name
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the grid was rebuilt: its height changed
        return super().eventFilter(obj, event)

    def lay_out_now(self) -> None:
        """Size the content and every widget around it now, not at the next event loop
        (a click may follow at once)."""
        self.updateGeometry()
        w: QWidget | None = self.widget()
        while w is not None:
            layout = w.layout()
            if layout is not None:
                layout.activate()
            w = w.parentWidget()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        if self._needs_bar() != self._bar:
            self._bar = not self._bar
            self.updateGeometry()


def seat_name(controller: GameController, seat: int | None) -> str:
    """"3. Vera" (or "—" for no seat)."""
    if seat is None:
        return "—"
    return f"{seat}. {controller.game.setup.name(seat)}"


def to_qdatetime(at: datetime) -> QDateTime:
    """An aware datetime as a ``QDateTime`` in the local time zone (whole seconds)."""
    return QDateTime.fromSecsSinceEpoch(int(at.timestamp()))


def from_qdatetime(value: QDateTime) -> datetime:
    """A ``QDateTime`` as an aware datetime in the local time zone (whole seconds)."""
    return datetime.fromtimestamp(value.toSecsSinceEpoch()).astimezone()


class EntryTime(QWidget):
    """The time of the day's entries where the vote window is enforced (R-VOTE-1, the
    forum): a date-and-time field in the local time zone and a *Now* button.

    Until the host edits the field it follows the clock (``now``, read each second while
    shown) and :meth:`value` is ``None``: the entry gets the time it is typed in. Once
    edited, :meth:`value` is the field's time, given to every entry until *Now* is
    pressed (the engine refuses a time before the previous action's, R-VOTE-7).

    Args:
        now: the time now (the controller's clock; ``None`` from it: the system's).
    """

    def __init__(self, now: Callable[[], datetime | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._now = now
        self._edited = False
        self._setting = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        layout.addWidget(self.label)
        self.edit = QDateTimeEdit()
        self.edit.setObjectName("entryTime")
        self.edit.setDisplayFormat("yyyy-MM-dd HH:mm:ss")
        self.edit.setCalendarPopup(True)
        self.edit.dateTimeChanged.connect(self._changed)
        layout.addWidget(self.edit, 1)
        self.now_button = QPushButton()
        self.now_button.setObjectName("entryTimeNow")
        self.now_button.clicked.connect(self.follow_now)
        layout.addWidget(self.now_button)
        self._ticker = QTimer(self)
        self._ticker.setInterval(1000)
        self._ticker.timeout.connect(self._show_now)
        self.retranslate_ui()
        self.follow_now()

    def retranslate_ui(self) -> None:
        """Set the texts in the current language."""
        self.label.setText(self.tr("Time of the entry:"))
        self.edit.setToolTip(self.tr(
            "The time the vote (or post) was given, in local time; by default now. "
            "A vote at or after the end of the window is refused (R-VOTE-1)."))
        self.now_button.setText(self.tr("Now"))
        self.now_button.setToolTip(self.tr("Give the entries the time they are typed in"))

    def value(self) -> datetime | None:
        """The time the host set, or ``None`` while the field follows the clock."""
        return from_qdatetime(self.edit.dateTime()) if self._edited else None

    def set_value(self, at: datetime) -> None:
        """Set the time of the entries to come (as if the host typed it)."""
        self.edit.setDateTime(to_qdatetime(at))

    def follow_now(self) -> None:
        """Follow the clock again: the entries get the time they are typed in."""
        self._edited = False
        self._show_now()
        if self.isVisible():
            self._ticker.start()

    def showEvent(self, event: QShowEvent) -> None:  # Qt's name
        super().showEvent(event)
        if not self._edited:
            self._show_now()
            self._ticker.start()

    def hideEvent(self, event: QHideEvent) -> None:  # Qt's name
        super().hideEvent(event)
        self._ticker.stop()

    def _show_now(self) -> None:
        now = self._now()
        self._setting = True
        try:
            self.edit.setDateTime(to_qdatetime(now) if now is not None
                                  else QDateTime.currentDateTime())
        finally:
            self._setting = False

    def _changed(self, _value: QDateTime) -> None:
        if not self._setting:
            self._edited = True
            self._ticker.stop()


__all__ = ["EntryTime", "SidewaysScroll", "from_qdatetime", "seat_name", "to_qdatetime"]
