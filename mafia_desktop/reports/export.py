"""Export a game: the one function the host window (and the ``export`` command) calls.

>>> export_game(game, "pdf", "game.pdf")                       # doctest: +SKIP
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.rules import Game, family_name, log_format
from mafia_desktop.storage.files import write_atomic

from .family import report_of
from .walk import UndoneAction

if TYPE_CHECKING:  # pragma: no cover - Qt is imported when a report needs it
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QGuiApplication

FORMATS = ("html", "pdf", "json")
LANGUAGES = ("en", "ru")
I18N = Path(__file__).resolve().parent.parent / "i18n"  # i18n.language.I18N_DIR (no Qt here)

#: Kept referenced while installed (Qt does not own installed translators).
_translators: list[QTranslator] = []


def translation_file(lang: str) -> Path:
    """Where the compiled Qt translation for ``lang`` lives
    (``mafia_desktop/i18n/mafia_desktop_<lang>.qm``)."""
    return I18N / f"mafia_desktop_{lang}.qm"


def ensure_gui_application() -> QGuiApplication:
    """The running ``QGuiApplication``, or a new one when there is none (offscreen when
    there is no display and ``QT_QPA_PLATFORM`` is not set).

    Raises:
        RuntimeError: a plain ``QCoreApplication`` runs already (a GUI one cannot be made).
    """
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    app = QCoreApplication.instance()
    if app is None:
        if (sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
                and not os.environ.get("WAYLAND_DISPLAY")
                and not os.environ.get("QT_QPA_PLATFORM")):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QGuiApplication(sys.argv[:1] or ["mafia-desktop"])
    elif not isinstance(app, QGuiApplication):
        raise RuntimeError("a PDF report needs a QGuiApplication, but a QCoreApplication runs")
    from .fonts import register_fonts
    register_fonts()   # the shipped font (templates ask for it): the same on every machine
    return app


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Install the translation for ``lang`` while the block runs; yields the language the
    report will actually speak.

    ``None`` keeps whatever the application has installed (the window's language) and
    yields ``"en"`` unless a translator is installed. Otherwise the window's translators
    (the application's ``mafia_translators`` property) are set aside for the block and
    put back after it: ``"en"`` is the source language, so nothing else is installed;
    another language installs ``translation_file(lang)`` when it exists; when it does
    not, the text stays English and ``"en"`` is yielded.

    Raises:
        ValueError: ``lang`` is not one of :data:`LANGUAGES` (or ``None``).
    """
    if lang is None:
        from PySide6.QtCore import QCoreApplication, QLocale
        translated = QCoreApplication.translate("Report", "Players") != "Players"
        yield QLocale().name().split("_")[0] if translated else "en"
        return
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    from PySide6.QtCore import QCoreApplication, QTranslator

    app = QCoreApplication.instance()
    if app is None:
        app = ensure_gui_application()
    # The window's translators (i18n.language keeps them in this property) are set aside
    # while the report speaks another language, and put back afterwards.
    window_translators = list(app.property("mafia_translators") or [])
    qm = translation_file(lang)
    translator = QTranslator()
    spoken = lang if lang != "en" and qm.is_file() and translator.load(str(qm)) else "en"
    for old in window_translators:
        QCoreApplication.removeTranslator(old)
    if spoken != "en":
        _translators.append(translator)
        QCoreApplication.installTranslator(translator)
    try:
        yield spoken  # English is the source ("(s)" plurals: i18n.english_plural)
    finally:
        if spoken != "en":
            QCoreApplication.removeTranslator(translator)
            _translators.remove(translator)
        for old in window_translators:
            QCoreApplication.installTranslator(old)


def export_game(game: Game, fmt: str, path: str | os.PathLike[str], *,
                lang: str | None = None, corrections: Iterable[UndoneAction] = (),
                notes: Mapping[str, str] | None = None, include_notes: bool = False,
                deal: str | None = None) -> Path:
    """Export ``game`` (ended or not) as a report or as its log. The report is the
    game's family's (``rules.family_name``; :func:`~.family.report_of`): the classic
    timeline, the sport protocol.

    Args:
        game: the game (its setup and log; nothing in it is changed).
        fmt: ``"html"`` (self-contained page, everything), ``"pdf"`` (A4, through Qt; long
            texts and phases cut with a note, :mod:`.limits`) or ``"json"``
            (the game log itself, GAME_LOG.md; ``lang``/``corrections``/``notes`` unused).
        path: the file to write; written atomically (``storage.files``: a temporary file
            renamed over it, so a failure leaves no partial file).
        lang: ``"en"``, ``"ru"`` or ``None`` (the application's current language). A
            language whose ``.qm`` file is missing gives English text.
        corrections: the host's undone actions (items with ``.index``, ``.action``,
            ``.undone_at``; e.g. storage's corrections), listed in the report.
        notes: host notes, key -> text (``"player:3"``, ``"phase:day:2"``, other keys
            general); shown only when ``include_notes`` is True.
        deal: how roles were dealt (``"hand"``/``"random"``/``"import"``, storage's
            ``GameInfo.deal``), if known (R-SETUP-4).
    Returns:
        the path written.
    Raises:
        ValueError: an unknown ``fmt`` or ``lang``.
        OSError: the file cannot be written.
        RuntimeError: a PDF is asked for while only a QCoreApplication runs.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; expected one of {', '.join(FORMATS)}")
    if lang is not None and lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    target = Path(path)
    if fmt == "json":
        text = log_format.dumps(game.setup, game.actions)
        write_atomic(target, text)
        return target
    if fmt == "pdf":
        ensure_gui_application()
    report_of(family_name(game.setup)).write(
        game, fmt, target, lang, corrections=corrections, notes=notes,
        include_notes=include_notes, deal=deal)
    return target


__all__ = ["FORMATS", "LANGUAGES", "export_game", "ensure_gui_application", "language",
           "translation_file"]
