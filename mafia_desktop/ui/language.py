"""The widgets' half of the language switch: :class:`Retranslating`.

The switch itself (translators, the saved choice, the system's language, the
pseudo-translation) is :mod:`mafia_desktop.i18n.language`, which imports no widgets:
:func:`~mafia_desktop.i18n.language.set_language` installs the translators and Qt sends
``QEvent.LanguageChange`` to every widget; a :class:`Retranslating` widget then sets its
fixed texts again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent

if TYPE_CHECKING:  # pragma: no cover - a mixin of widgets: the type checker sees one
    from PySide6.QtWidgets import QWidget as _Widget
else:
    _Widget = object


class Retranslating(_Widget):
    """A mixin for a ``QWidget`` subclass (listed before it) whose fixed texts are set by
    its ``retranslate_ui()``: that is called again on ``QEvent.LanguageChange``."""

    def retranslate_ui(self) -> None:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


__all__ = ["Retranslating"]
