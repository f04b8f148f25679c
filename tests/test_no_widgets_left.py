"""The widgets a test leaves behind are deleted after it (issue 32.5, ``tests/conftest.py``
``_no_widgets_left``): left alive they piled up over the suite, and every later language
switch and turn of Qt's loop paid for each of them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QLabel, QWidget
from shiboken6 import Shiboken

from mafia_desktop.i18n.language import remove_translators, set_language
from tests.support.window import delete_left, top_levels


class Counting(QLabel):
    """A label that counts the language changes it is sent."""

    def __init__(self) -> None:
        super().__init__("x")
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:  # Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_what_a_test_left_is_closed_and_deleted_and_what_was_there_stays(qapp) -> None:
    kept = QWidget()
    before = top_levels()
    shown, hidden, dialog = QLabel("shown"), QWidget(), QDialog()
    shown.show()
    dialog.show()
    made = {Shiboken.getCppPointer(w)[0] for w in (shown, hidden, dialog)}
    assert delete_left(before) == made
    assert not any(Shiboken.isValid(w) for w in (shown, hidden, dialog))
    assert Shiboken.isValid(kept) and set(top_levels()) == set(before)
    kept.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_deleted_widget_is_sent_no_language_change(qapp) -> None:
    before = top_levels()
    gone, alive = Counting(), Counting()
    alive_at, gone_at = Shiboken.getCppPointer(alive)[0], Shiboken.getCppPointer(gone)[0]
    assert delete_left({**before, alive_at: alive}) == {gone_at}
    try:
        set_language("ru", qapp)
        QCoreApplication.sendPostedEvents()
        assert not Shiboken.isValid(gone)
        assert alive.changes >= 1
    finally:
        set_language("en", qapp)
        remove_translators(qapp)
        alive.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
