"""The program's language: Russian or English, switched while the program runs.

The translations are Qt Linguist files compiled by ``scripts/i18n.py`` into
``mafia_desktop/i18n/mafia_desktop_<lang>.qm`` (English is the source language; its file
only holds the plural forms). Qt's own strings (standard buttons, dialogs) come from
``qtbase_<lang>.qm`` in PySide6's translations folder
(``QLibraryInfo.LibraryPath.TranslationsPath``), which PySide6-Essentials ships.

:func:`set_language` removes the translators installed before and installs the new
ones; Qt then sends ``QEvent.LanguageChange`` to every widget, and each window
retranslates itself in its ``changeEvent`` (``ui.language.Retranslating``). The choice is
kept in ``QSettings`` under :data:`SETTINGS_KEY`; the first start follows the system's
language (:func:`system_language`). With ``MAFIA_DESKTOP_PSEUDO=1`` in the environment a
pseudo-translation is installed over the language (:mod:`.pseudo`).

Only ``PySide6.QtCore`` is imported (the reports use :func:`current_language` too).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings, QTranslator

from .pseudo import PseudoTranslator, pseudo_enabled

#: Where the built translations (``mafia_desktop_<lang>.qm``) live: this package's folder.
I18N_DIR = Path(__file__).resolve().parent

#: The languages offered, each named in its own language (the Language menu's items).
LANGUAGES: dict[str, str] = {"ru": "Русский", "en": "English"}

#: The QSettings key of the chosen language ("ru" or "en").
SETTINGS_KEY = "ui/language"

#: The installed translators and their language. Qt does not own installed translators:
#: they are kept referenced here until they are removed.
_installed: list[QTranslator] = []
_current: dict[str, str] = {}


def qt_translations_dir() -> str:
    """PySide6's folder of Qt's own translations (``qtbase_ru.qm`` ...)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def system_language(locale: QLocale | None = None) -> str:
    """``"ru"`` when the system's locale (``QLocale.system()``) is Russian (``ru*``),
    else ``"en"``."""
    name = (locale or QLocale.system()).name()
    return "ru" if name.lower().startswith("ru") else "en"


def saved_language(settings: QSettings | None = None) -> str:
    """The language chosen in the Language menu (QSettings ``ui/language``), or the
    system's (:func:`system_language`) when none was chosen yet or the value is unknown."""
    value = (settings if settings is not None else QSettings()).value(SETTINGS_KEY)
    return value if value in LANGUAGES else system_language()


def save_language(lang: str, settings: QSettings | None = None) -> None:
    """Remember ``lang`` for the next start. Raises ValueError for an unknown language."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    settings = settings if settings is not None else QSettings()
    settings.setValue(SETTINGS_KEY, lang)
    settings.sync()


def load_translators(app: QCoreApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Install the program's translation for ``locale`` (default: the system's) from
    ``mafia_desktop/i18n/`` and Qt's own (``qtbase_*``), where the ``.qm`` files exist,
    then, when :func:`~.pseudo.pseudo_enabled`, a :class:`~.pseudo.PseudoTranslator`
    over them (installed last, so Qt asks it first). The translators are returned and
    kept referenced (removed by :func:`set_language`)."""
    locale = locale or QLocale.system()
    installed: list[QTranslator] = []
    for prefix, folder in (("mafia_desktop", str(I18N_DIR)), ("qtbase", qt_translations_dir())):
        t = QTranslator(app)
        if t.load(locale, prefix, "_", folder):
            app.installTranslator(t)
            installed.append(t)
    if pseudo_enabled():
        pseudo = PseudoTranslator(installed, app)
        app.installTranslator(pseudo)
        installed.append(pseudo)
    _installed.extend(installed)
    app.setProperty("mafia_translators", installed)
    return installed


def set_language(lang: str, app: QCoreApplication | None = None) -> str:
    """Speak ``lang`` (``"ru"`` or ``"en"``) from now on: the translators installed
    before are removed and ``lang``'s are installed; ``QLocale.setDefault`` follows.
    Every widget receives ``QEvent.LanguageChange`` before this returns (the event is
    delivered at once, not at the next turn of the event loop). Returns ``lang``.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    app = _application(app)
    _uninstall(app)
    locale = QLocale("ru_RU" if lang == "ru" else "en_US")
    QLocale.setDefault(locale)
    load_translators(app, locale)
    _current["lang"] = lang
    # installTranslator posts LanguageChange; deliver it now so both windows are
    # retranslated when this returns
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return lang


def current_language() -> str:
    """The language set by :func:`set_language` (``"en"`` when none was set)."""
    return _current.get("lang", "en")


def _application(app: QCoreApplication | None) -> QCoreApplication:
    """``app``, else the running application.

    Raises:
        RuntimeError: there is none (a language is a Qt application's).
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("no Qt application to translate")
    return app


def _uninstall(app: QCoreApplication) -> None:
    for t in reversed(_installed):  # the pseudo-translator (last) first
        app.removeTranslator(t)
        t.deleteLater()
    _installed.clear()
    _current.clear()
    app.setProperty("mafia_translators", [])  # reports read it: nothing installed now


def remove_translators(app: QCoreApplication | None = None) -> None:
    """Remove every translator :func:`set_language` installed: the program speaks its
    English source again, with no plural forms applied ("2 vote(s)"); the default
    locale is the system's again. (Tests use this to leave the application as they
    found it.)"""
    _uninstall(_application(app))
    QLocale.setDefault(QLocale.system())
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


__all__ = ["I18N_DIR", "LANGUAGES", "SETTINGS_KEY", "qt_translations_dir", "system_language",
           "saved_language", "save_language", "load_translators", "set_language",
           "current_language", "remove_translators"]
