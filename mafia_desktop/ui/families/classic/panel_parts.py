"""Parts of the classic phase panel (``panel.py``): a seat's name and the time of a
day's entry where the vote window is enforced
(:class:`EntryTime`, the forum: posts are typed in with the times they were posted)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QDateTime, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QDateTimeEdit,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from mafia_desktop.i18n.fill import isolate
from mafia_desktop.ui.window.actions import GameController


def seat_name(controller: GameController, seat: int | None) -> str:
    """"3. Vera" (or "—" for no seat); the name in direction isolates, so a right-to-left
    name neither reorders the seat number nor the sentence around it (issue 35.6: the
    vote grid showed "محمد علي .2")."""
    if seat is None:
        return "—"
    return f"{seat}. {isolate(controller.game.setup.name(seat))}"


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


__all__ = ["EntryTime", "from_qdatetime", "seat_name", "to_qdatetime"]
