"""Issue 23.5: Qt's own file dialog speaks the program's language, wholly, at the start and
after a switch while it runs (qtbase_ru.qm lacks two of its labels: the program's
catalogue has them, i18n/qt_gaps.py)."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel

from mafia_desktop.i18n.language import set_language
from mafia_desktop.i18n.qt_gaps import QT_GAPS

LATIN = re.compile(r"[A-Za-z]")


def _file_dialog(qtbot, save: bool) -> QFileDialog:  # type: ignore[no-untyped-def]
    d = QFileDialog(None, "", "", "*.pdf")
    d.setOption(QFileDialog.Option.DontUseNativeDialog)  # Qt's own widgets, its words
    d.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save
                    else QFileDialog.AcceptMode.AcceptOpen)
    qtbot.addWidget(d)
    d.show()
    return d


def _words(d: QFileDialog) -> list[str]:
    """The labels and buttons a host reads (the filter "*.pdf" and paths aside)."""
    labels = [w.text() for w in d.findChildren(QLabel) if w.text()]
    buttons = [b.text() for box in d.findChildren(QDialogButtonBox) for b in box.buttons()]
    return labels + buttons


def test_every_label_and_button_of_qts_file_dialog_is_russian(qtbot, russian) -> None:
    for gap in QT_GAPS:
        assert LATIN.search(QCoreApplication.translate("QFileDialog", gap)) is None, gap
    for save in (True, False):
        words = _words(_file_dialog(qtbot, save))
        assert len(words) >= 5
        assert not [w for w in words if LATIN.search(w)], words


def test_the_file_dialog_follows_a_switch_while_it_runs(qtbot, no_translators, qapp) -> None:
    set_language("en", qapp)
    d = _file_dialog(qtbot, save=True)
    assert "&Look in:" in _words(d)
    set_language("ru", qapp)                  # the open dialog is retranslated
    assert "&Перейти к:" in _words(d) and not [w for w in _words(d) if LATIN.search(w)]
    fresh = _file_dialog(qtbot, save=False)   # and a new one speaks Russian too
    assert not [w for w in _words(fresh) if LATIN.search(w)]
    set_language("en", qapp)
    assert "&Look in:" in _words(d) and "Files of &type:" in _words(d)
