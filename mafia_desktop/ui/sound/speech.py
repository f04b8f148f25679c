"""The voice: texts handed to the system's speech engine (Qt's ``QTextToSpeech``).

:class:`Voice` finds a real engine the first time it is needed (never Qt's ``mock``
test engine unless asked for by name): the first of ``QTextToSpeech.availableEngines()``
that starts (``speechd`` on Linux, ``sapi``/``winrt`` on Windows, ``darwin`` on macOS).
Texts are queued (``enqueue``), so one announcement never cuts off the one before. The
voice follows the program's language where the engine has it (a Russian or an English
locale), else the engine's default voice speaks.

Where there is no engine (QtTextToSpeech missing, or a Linux without speech-dispatcher)
nothing fails: :meth:`Voice.say` does nothing and :meth:`Voice.problem` says why and how
to get one (the sound settings show it).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Signal

from mafia_desktop.i18n.language import current_language

if TYPE_CHECKING:  # imported when the voice first speaks
    from PySide6.QtTextToSpeech import QTextToSpeech

translate = QCoreApplication.translate

#: Qt's test engine: chosen only by name (tests), never found by itself.
MOCK = "mock"


def no_engine_text() -> str:
    """Why nothing speaks, and how to get an engine on this system."""
    if sys.platform.startswith("linux"):
        return translate("Speech", "No speech engine: install speech-dispatcher "
                                   "(sudo apt install speech-dispatcher) and start the "
                                   "program again.")
    return translate("Speech", "No speech engine was found on this system.")


class Voice(QObject):
    """Speaks texts through the system's speech engine, in queue.

    Args:
        engine: an engine's name (``"mock"`` in tests), or ``None``: the first real one
            that starts.

    Attributes:
        spoken: every text handed to the engine, in order (what was said).

    Signals:
        said(str): a text was handed to the engine.
    """

    said = Signal(str)

    def __init__(self, engine: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine_name = engine
        self._tts: QTextToSpeech | None = None
        self._problem: str | None = None  # None: not looked for yet
        self._language = ""  # the program's language the voice was chosen for
        self.spoken: list[str] = []

    def _start(self) -> QTextToSpeech | None:
        """The engine, started on first use (``None`` if there is none)."""
        if self._problem is not None:
            return self._tts
        try:
            from PySide6.QtTextToSpeech import QTextToSpeech
        except ImportError as e:  # PySide6-Addons missing, or its system libraries
            self._problem = fill_missing(str(e))
            return None
        wanted = [self._engine_name] if self._engine_name else [
            name for name in QTextToSpeech.availableEngines() if name != MOCK]
        for name in wanted:
            tts = QTextToSpeech(name, self)
            if tts.state() != QTextToSpeech.State.Error:
                self._tts = tts
                break
            tts.deleteLater()
        self._problem = "" if self._tts is not None else no_engine_text()
        if self._tts is not None:
            self.follow_language()
        return self._tts

    def problem(self) -> str:
        """``""`` when an engine speaks, else why not and how to get one (translated)."""
        self._start()
        return self._problem or ""

    def engine(self) -> str:
        """The engine's name (``""`` when there is none)."""
        tts = self._start()
        return tts.engine() if tts is not None else ""

    def follow_language(self) -> None:
        """Speak the program's language where the engine has a voice for it."""
        tts = self._tts
        if tts is None:
            return
        self._language = current_language()
        language = QLocale(self._language).language()
        for locale in tts.availableLocales():
            if locale.language() == language:
                tts.setLocale(locale)
                return

    def set_volume(self, volume: float) -> None:
        """The voice's volume, 0.0..1.0."""
        tts = self._start()
        if tts is not None:
            tts.setVolume(max(0.0, min(1.0, volume)))

    def say(self, text: str) -> None:
        """Queue ``text`` after what is being said (nothing happens without an engine)."""
        tts = self._start()
        if tts is None:
            return
        if self._language != current_language():  # the host switched the language
            self.follow_language()
        tts.enqueue(text)
        self.spoken.append(text)
        self.said.emit(text)

    def stop(self) -> None:
        """Stop speaking and drop the queue."""
        if self._tts is not None:
            self._tts.stop()


def fill_missing(error: str) -> str:
    """The text for a Qt audio or speech module that does not load (``error``: the
    import's message): the system library it lacks, or the missing PySide6-Addons."""
    if "libpulse" in error:
        return translate("Speech", "Sound is not available: install libpulse0 "
                                   "(sudo apt install libpulse0).")
    if "libspeechd" in error:
        return no_engine_text()
    return translate("Speech", "Sound and speech are not available (PySide6-Addons is "
                               "missing: pip install PySide6-Addons).")
