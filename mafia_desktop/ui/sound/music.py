"""Night music: the host's own folder of music, shuffled, faded in at night and out by day.

:class:`NightMusic` plays the files of one folder (any format Qt's multimedia plays:
``QMediaPlayer`` with the ffmpeg backend) in a shuffled order, one after another. Its
one input is :meth:`NightMusic.set_night`: ``True`` fades the music in (``QVariantAnimation``
on the output's volume), ``False`` fades it out and pauses it, so the next night goes on
where this one stopped (the same track, the same position). ``ui/sound/sound.py`` calls it from
the game's state on every change, so an undo of a phase change stops the music it
started. :meth:`NightMusic.toggle_mute` is the host's mute key.

QtMultimedia is imported when the music first plays: a window that never reaches a night
with music on never loads it. A machine without sound plays to no device (Qt's player
then runs on its own clock) and nothing fails.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl, QVariantAnimation, Signal

if TYPE_CHECKING:  # imported when the music first plays
    from PySide6.QtMultimedia import QAudioDevice, QAudioOutput, QMediaPlayer

#: The files offered to the player (by suffix, lower case).
MUSIC_SUFFIXES = frozenset({".mp3", ".ogg", ".oga", ".opus", ".flac", ".wav", ".m4a",
                            ".aac", ".wma", ".webm", ".mka"})
#: Fade in at nightfall and out at daybreak, in milliseconds.
FADE_IN_MS = 3000
FADE_OUT_MS = 2000


def music_files(folder: str | Path | None) -> list[Path]:
    """The playable files directly in ``folder``, sorted by name (``[]``: no folder,
    or one that cannot be read)."""
    if not folder:
        return []
    try:
        return sorted(p for p in Path(folder).iterdir()
                      if p.is_file() and p.suffix.lower() in MUSIC_SUFFIXES)
    except OSError:
        return []


class NightMusic(QObject):
    """The night's music player.

    Args:
        device: the ``QAudioDevice`` to play to (``None``: the system's default output;
            tests give a null ``QAudioDevice()``).
        fade_in_ms, fade_out_ms: the fades, in milliseconds.
        rng: shuffles the tracks (``random.Random()`` by default).

    Signals:
        playing_changed(bool): the music started (True) or stopped at the end of a fade.
    """

    playing_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, device: QAudioDevice | None = None,
                 fade_in_ms: int = FADE_IN_MS, fade_out_ms: int = FADE_OUT_MS,
                 rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._device = device
        self._fade_ms = (fade_in_ms, fade_out_ms)
        self._rng = rng or random.Random()
        self._folder = ""
        self._tracks: list[Path] = []
        self._index = -1
        self._failures = 0  # tracks in a row that did not play
        self._volume = 0.5
        self._on = False  # night and music wanted
        self._player: QMediaPlayer | None = None
        self._output: QAudioOutput | None = None
        self._fade = QVariantAnimation(self)
        self._fade.valueChanged.connect(self._set_output_volume)
        self._fade.finished.connect(self._faded)

    # -- settings -------------------------------------------------------------------------

    def set_folder(self, folder: str) -> None:
        """Play the files of ``folder`` (shuffled); a new folder starts a new order."""
        if folder == self._folder:
            return
        self._folder = folder
        self._tracks = music_files(folder)
        self._rng.shuffle(self._tracks)
        self._index = -1
        if self._player is not None:
            self._player.stop()
            self._player.setSource(QUrl())
        if self._on:
            self._on = False
            self.set_night(True)

    def tracks(self) -> list[Path]:
        """The tracks in their shuffled order."""
        return list(self._tracks)

    def set_volume(self, volume: float) -> None:
        """The music's full volume, 0.0..1.0 (reached at the end of a fade in)."""
        self._volume = max(0.0, min(1.0, volume))
        if self._on and self._fade.state() != QVariantAnimation.State.Running:
            self._set_output_volume(self._volume)

    # -- night and day --------------------------------------------------------------------

    def is_on(self) -> bool:
        """True while the music plays or fades in (it is night and there is music)."""
        return self._on

    def set_night(self, night: bool) -> None:
        """Night (True): fade in, going on where the music stopped; day: fade out, then
        pause. Called again with the same value it does nothing."""
        if night == self._on or (night and not self._tracks):
            return
        self._on = night
        if night:
            player = self._ensure_player()
            if player is None:
                self._on = False
                return
            if self._index < 0:
                self._next_track()
            player.play()
            self.playing_changed.emit(True)
            self._start_fade(self._volume, self._fade_ms[0])
        elif self._player is not None:
            self._start_fade(0.0, self._fade_ms[1])

    def toggle_mute(self) -> bool:
        """The host's mute key: mute or unmute the music; returns True when muted."""
        output = self._output
        if output is None:
            return False
        output.setMuted(not output.isMuted())
        return bool(output.isMuted())

    def is_muted(self) -> bool:
        """True while the mute key holds the music silent."""
        return self._output is not None and bool(self._output.isMuted())

    def playback(self) -> str:
        """``"playing"``, ``"paused"`` or ``"stopped"`` (the player as it stands)."""
        if self._player is None:
            return "stopped"
        from PySide6.QtMultimedia import QMediaPlayer
        state = self._player.playbackState()
        return {QMediaPlayer.PlaybackState.PlayingState: "playing",
                QMediaPlayer.PlaybackState.PausedState: "paused"}.get(state, "stopped")

    def position(self) -> tuple[Path | None, int]:
        """The current track and the position in it, in milliseconds."""
        if self._player is None or self._index < 0:
            return None, 0
        return self._tracks[self._index], int(self._player.position())

    # -- inside -----------------------------------------------------------------------------

    def _ensure_player(self) -> QMediaPlayer | None:
        if self._player is None:
            try:
                from PySide6.QtMultimedia import QAudioOutput, QMediaPlayer
            except ImportError:  # pragma: no cover - the machine lacks PySide6-Addons
                return None
            output = (QAudioOutput(self._device, self) if self._device is not None
                      else QAudioOutput(self))
            output.setVolume(0.0)
            player = QMediaPlayer(self)
            player.setAudioOutput(output)
            player.mediaStatusChanged.connect(self._status_changed)
            self._output, self._player = output, player
        return self._player

    def _next_track(self) -> None:
        self._index += 1
        if self._index >= len(self._tracks):
            self._rng.shuffle(self._tracks)
            self._index = 0
        if self._player is not None:
            self._player.setSource(QUrl.fromLocalFile(str(self._tracks[self._index])))

    def _status_changed(self, status: QMediaPlayer.MediaStatus) -> None:
        from PySide6.QtMultimedia import QMediaPlayer
        bad = (QMediaPlayer.MediaStatus.EndOfMedia, QMediaPlayer.MediaStatus.InvalidMedia)
        if status == QMediaPlayer.MediaStatus.BufferedMedia:
            self._failures = 0
        if status in bad and self._on:
            self._failures += status == QMediaPlayer.MediaStatus.InvalidMedia
            if self._failures >= len(self._tracks):  # nothing here plays: stay silent
                self._on = False
                return
            self._next_track()
            if self._player is not None:
                self._player.play()

    def _start_fade(self, target: float, ms: int) -> None:
        self._fade.stop()
        self._fade.setStartValue(float(self._output.volume()) if self._output is not None
                                 else 0.0)
        self._fade.setEndValue(float(target))
        self._fade.setDuration(max(1, ms))
        self._fade.start()

    def _set_output_volume(self, value: float) -> None:  # the fade's value: a float
        if self._output is not None:
            self._output.setVolume(float(value))

    def _faded(self) -> None:
        if not self._on and self._player is not None:
            self._player.pause()  # the next night goes on from here
            self.playing_changed.emit(False)
