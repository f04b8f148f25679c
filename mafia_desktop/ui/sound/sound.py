"""Sound at the table: the timer's bell and tones, night music, spoken announcements.

:class:`TableSounds` follows the open game and its timer (as the projector's feed does):

- **sounds** (:class:`SoundBoard`, ``QSoundEffect`` with the WAVs of
  ``resources/sounds/``, written by ``scripts/make_sounds.py``): the bell when a timer
  reaches zero, a short tone ten seconds before, a sound when the vote opens and closes
  and when night falls and ends. Each can be switched off; one volume for all;
- **night music** (``ui/sound/music.py``): on while the game's state is a night, off by day;
- **spoken announcements** (``ui/sound/announcer.py`` says what, ``ui/sound/speech.py`` speaks).

Everything is derived from ``public_view(state)`` on every ``changed`` of the controller
(an action, an undo, a redo), compared with the view before: the music follows the state
itself, so an undo of a phase change stops the music it started; the cues and the
announcements are given for changes that move the game forward only (an undo is the
host's correction: the table hears nothing). Nothing is sounded or said from the action.

The settings (QSettings, the keys in :data:`DEFAULTS`) are read when used; the sound
settings dialog (``ui/sound/sound_dialog.py``) writes them and calls :meth:`TableSounds.apply`.
QtMultimedia and QtTextToSpeech are imported only when first needed. A machine without
them, without a sound card or without a speech engine plays nothing and says why in the
settings; nothing fails.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeAlias, overload

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QUrl, Signal, Slot
from PySide6.QtWidgets import QApplication

from mafia_desktop.ui.resources import resource_path
from mafia_desktop.ui.sound.music import NightMusic
from mafia_desktop.ui.sound.speech import Voice, fill_missing
from mafia_desktop.ui.window.change import RELOADED, GameChange

translate = QCoreApplication.translate   # lupdate reads translate("SoundBoard", "…") calls

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtMultimedia import QSoundEffect

    from mafia_desktop.rules.family import AnyPublicView as PublicView
    from mafia_desktop.ui.window.controller import GameController
    from mafia_desktop.ui.window.timer import PhaseTimer

# A sound setting's value: a switch, a percentage or a text (a folder, a key).
SettingValue: TypeAlias = bool | int | str
# The switches, the percentages and the texts of :data:`DEFAULTS`, by key.
FlagKey: TypeAlias = Literal["sound/bell", "sound/ten_seconds", "sound/vote", "sound/night",
                             "music/on", "speech/on"]
NumberKey: TypeAlias = Literal["sound/volume", "music/volume"]
TextKey: TypeAlias = Literal["music/folder", "music/mute_key"]

#: The settings and their defaults: sounds on, music and speech off until asked for.
DEFAULTS: dict[str, SettingValue] = {
    "sound/bell": True, "sound/ten_seconds": True, "sound/vote": True, "sound/night": True,
    "sound/volume": 80,                       # percent, for every sound
    "music/on": False, "music/folder": "", "music/volume": 50, "music/mute_key": "Ctrl+M",
    "speech/on": False,
}
#: Each sound: its file in ``resources/sounds/`` and the setting that switches it.
EFFECTS: dict[str, tuple[str, str]] = {
    "bell": ("bell.wav", "sound/bell"),
    "ten_seconds": ("tone.wav", "sound/ten_seconds"),
    "vote_open": ("vote_open.wav", "sound/vote"),
    "vote_close": ("vote_close.wav", "sound/vote"),
    "night": ("night.wav", "sound/night"),
    "day": ("day.wav", "sound/night"),
}
#: The tone sounds when this many seconds are left.
TONE_AT_S = 10


@overload
def setting(settings: QSettings, key: FlagKey) -> bool: ...
@overload
def setting(settings: QSettings, key: NumberKey) -> int: ...
@overload
def setting(settings: QSettings, key: TextKey) -> str: ...
@overload
def setting(settings: QSettings, key: str) -> SettingValue: ...
def setting(settings: QSettings, key: str) -> SettingValue:
    """A sound setting as its default's type (:data:`DEFAULTS`: a switch is a bool, a
    volume an int percentage, a folder or a key a str)."""
    default = DEFAULTS[key]
    try:
        value = settings.value(key, default, type=type(default))
    except (TypeError, ValueError):  # a value written by hand that is not of the type
        return default
    return value if isinstance(value, (bool, int, str)) else default  # Qt's: an object


def sound_cues(before: PublicView, after: PublicView) -> list[str]:
    """The sounds (names of :data:`EFFECTS`) for a change of the public view: the vote
    opens or closes, night falls or ends."""
    cues = []
    if after.stage == "voting" and before.stage != "voting":
        cues.append("vote_open")
    elif before.stage == "voting" and after.stage != "voting":
        cues.append("vote_close")
    if (before.phase_kind, before.phase_number) != (after.phase_kind, after.phase_number):
        cues.append("night" if after.phase_kind == "night" else "day")
    return cues


def is_night(view: PublicView) -> bool:
    """The music's state: a night of a game that goes on."""
    return view.phase_kind == "night" and not view.ended


class SoundBoard(QObject):
    """Plays the sounds of :data:`EFFECTS` (``QSoundEffect``, made on first use).

    Signals:
        played(str): a sound was started (its name), whether or not a device hears it.
        failed(str): a sound could not be heard, and why (no audio output device, or the
            device refused it); the bell beeps instead.
    """

    played = Signal(str)
    failed = Signal(str)

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._effects: dict[str, QSoundEffect] = {}
        self._problem: str | None = None

    def problem(self) -> str:
        """``""`` when sounds can play, else why not (QtMultimedia does not load)."""
        if self._problem is None:
            try:
                import PySide6.QtMultimedia  # noqa: F401
                self._problem = ""
            except ImportError as e:
                self._problem = fill_missing(str(e))
        return self._problem

    def play(self, name: str, *, always: bool = False) -> bool:
        """Play the sound ``name`` if its setting is on (``always``: the settings' test
        button), at the settings' volume. The bell falls back to the system beep where
        no sound can play (no QtMultimedia, no audio device). Returns True when the sound
        was due (and :attr:`played` was emitted)."""
        if not always and not setting(self.settings, EFFECTS[name][1]):
            return False
        self.played.emit(name)
        # the device list is asked only by the settings' test (a hot path would pay for
        # it at every tone); during a game a sound the device refuses says so itself
        if always and not self.problem() and not self.has_output():
            self.failed.emit(translate(
                "SoundBoard", "No audio output device was found: the sound cannot be heard "
                "(the system beep is used for the bell)."))
            if name == "bell":
                QApplication.beep()
            return True
        effect = self._effect(name)
        if effect is None:
            if name == "bell":
                QApplication.beep()
            return True
        effect.setVolume(setting(self.settings, "sound/volume") / 100)
        effect.play()
        return True

    def _effect(self, name: str) -> QSoundEffect | None:
        if name not in self._effects:
            if self.problem():
                return None
            from PySide6.QtMultimedia import QSoundEffect
            effect = QSoundEffect(self)
            effect.statusChanged.connect(lambda n=name, e=effect: self._status(n, e))
            effect.setSource(QUrl.fromLocalFile(str(resource_path("sounds", EFFECTS[name][0]))))
            self._effects[name] = effect
        return self._effects[name]

    @staticmethod
    def has_output() -> bool:
        """True when the system offers an audio output device (QtMultimedia's list)."""
        from PySide6.QtMultimedia import QMediaDevices
        return bool(QMediaDevices.audioOutputs())

    def _status(self, name: str, effect: QSoundEffect) -> None:
        """A sound that cannot play (the device refused it): said, and the bell beeps."""
        if effect.status() == type(effect).Status.Error:
            self.failed.emit(translate(
                "SoundBoard", "The sound could not be played on the audio device (the "
                "system beep is used for the bell)."))
            if name == "bell":
                QApplication.beep()


class TableSounds(QObject):
    """The sounds, the music and the voice of the open game (see the module's docstring).

    Args:
        settings: the QSettings holding :data:`DEFAULTS`' keys.
        voice: the speech engine (default :class:`~.speech.Voice`: the system's).
        music: the night music (default :class:`~.music.NightMusic` on the default output).
    """

    def __init__(self, settings: QSettings, parent: QObject | None = None, *,
                 voice: Voice | None = None, music: NightMusic | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.board = SoundBoard(settings, self)
        self.voice = voice if voice is not None else Voice(parent=self)
        self.music = music if music is not None else NightMusic(self)
        self._controller: GameController | None = None
        self._timer: PhaseTimer | None = None
        self._view: PublicView | None = None
        self._count = 0  # the game's actions when last seen
        self._last_tick: int | None = None  # the timer's seconds left when last seen
        self.apply()

    def apply(self) -> None:
        """Take the settings as they are now (the dialog changed them)."""
        self.music.set_folder(setting(self.settings, "music/folder"))
        self.music.set_volume(setting(self.settings, "music/volume") / 100)
        if self._view is not None:
            self.music.set_night(self._music_wanted(self._view))

    def follow(self, controller: GameController | None, timer: PhaseTimer | None) -> None:
        """Sound ``controller``'s game and ``timer`` from now on (``None``: no game; the
        music stops). What the game shows now is not announced."""
        if self._controller is not None:
            self._controller.changed.disconnect(self.refresh)
        if self._timer is not None:
            self._timer.expired.disconnect(self._expired)
            self._timer.tick.disconnect(self._tick)
        self._controller, self._timer = controller, timer
        self._view, self._last_tick = None, None
        if controller is not None:
            controller.changed.connect(self.refresh)
        if timer is not None:
            timer.expired.connect(self._expired)
            timer.tick.connect(self._tick)
        self.refresh()

    @Slot(object)
    def refresh(self, change: GameChange | None = None) -> None:
        """The game changed: the music follows its state; a forward change gives its
        sounds and announcements (``change``: its public view, computed once for
        every view)."""
        c = self._controller
        if c is None:
            self._view = None
            self.music.set_night(False)
            return
        from mafia_desktop.ui.sound.announcer import announcements
        if change is None or change.game is not c.game:
            change = GameChange(RELOADED, c.game)
        view = change.public_view()
        before, count = self._view, len(c.game)
        self._view, self._count, forward = view, count, count > self._count
        if before is not None and forward:
            for cue in sound_cues(before, view):
                self.board.play(cue)
            if setting(self.settings, "speech/on"):
                for text in announcements(before, view):
                    self.voice.say(text)
        self.music.set_night(self._music_wanted(view))

    def _music_wanted(self, view: PublicView) -> bool:
        return bool(setting(self.settings, "music/on")) and is_night(view)

    @Slot()
    def _expired(self) -> None:
        self.board.play("bell")

    @Slot(int)
    def _tick(self, seconds: int) -> None:
        """The tone when a running timer passes :data:`TONE_AT_S` seconds left (also when
        a late tick skips the exact second)."""
        from mafia_desktop.ui.window.timer import TimerState
        last, self._last_tick = self._last_tick, seconds
        if (last is not None and last > TONE_AT_S >= seconds > 0 and self._timer is not None
                and self._timer.state is TimerState.RUNNING):
            self.board.play("ten_seconds")
