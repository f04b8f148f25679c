"""Qt's own strings that the Russian catalogue PySide6 ships (``qtbase_ru.qm``) lacks.

Qt's file dialog labels its fields "&Look in:" and "Files of &type:", but
``qtbase_ru.qm`` only has the older "Look in:" and "Files of type:", so a Russian file
dialog showed those two in English (issue 23.5). The program's own catalogue
(``i18n/mafia_desktop_ru.ts``) carries them in Qt's context: Qt asks every installed
translator (:func:`~.language.load_translators` installs the program's and Qt's), and
the program's answers where Qt's has nothing. Nothing imports this module: the marks are
for ``pyside6-lupdate``.
"""

from __future__ import annotations

from .noop import QT_TRANSLATE_NOOP

#: The missing strings, in Qt's own contexts.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

__all__ = ["QT_GAPS"]
