"""The sound settings (View → Sound, music and voice…): each sound on or off, their
volume and a test button; the night music's folder, volume, on/off and mute key; spoken
announcements on or off, with the speech engine's state ("No speech engine: install
speech-dispatcher" where there is none).

Every change is written to the settings at once (QSettings, the keys of
``ui/sound/sound.py``'s ``DEFAULTS``) and taken by the sounds (:meth:`TableSounds.apply`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.i18n import fill
from mafia_desktop.ui.sound.music import music_files
from mafia_desktop.ui.sound.sound import DEFAULTS, TableSounds, setting


class SoundDialog(QDialog):
    """The sound, music and voice settings of ``sounds`` (kept in ``sounds.settings``)."""

    def __init__(self, sounds: TableSounds, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sounds = sounds
        self.settings = sounds.settings
        self.setWindowTitle(self.tr("Sound, music and voice"))
        layout = QVBoxLayout(self)
        layout.addWidget(self._sounds_box())
        layout.addWidget(self._music_box())
        layout.addWidget(self._speech_box())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    # -- the parts -------------------------------------------------------------------------

    def _check(self, key: str, text: str) -> QCheckBox:
        box = QCheckBox(text)
        box.setObjectName(key)
        box.setChecked(bool(setting(self.settings, key)))
        box.toggled.connect(lambda on, k=key: self._write(k, on))
        return box

    def _slider(self, key: str) -> QSlider:
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setObjectName(key)
        slider.setRange(0, 100)
        slider.setValue(int(setting(self.settings, key)))
        slider.valueChanged.connect(lambda v, k=key: self._write(k, v))
        return slider

    def _sounds_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Sounds"))
        form = QFormLayout(box)
        for key, text in (("sound/bell", self.tr("A bell when a timer reaches zero")),
                          ("sound/ten_seconds", self.tr("A short tone ten seconds before")),
                          ("sound/vote", self.tr("When the vote opens and closes")),
                          ("sound/night", self.tr("When night falls and ends"))):
            form.addRow(self._check(key, text))
        self.volume = self._slider("sound/volume")
        self.test_button = QPushButton(self.tr("Test sound"))
        self.test_button.setObjectName("testSound")
        self.test_button.clicked.connect(self.test_sound)
        row = QHBoxLayout()
        row.addWidget(self.volume, 1)
        row.addWidget(self.test_button)
        form.addRow(self.tr("Volume:"), row)
        problem = self.sounds.board.problem()
        if problem:
            form.addRow(self._note(problem))
        # what the test found (no audio device): said here, not only on stderr
        self.test_result = self._note("")
        self.test_result.setObjectName("testSoundResult")
        self.test_result.hide()
        form.addRow(self.test_result)
        self.sounds.board.failed.connect(self._sound_failed)
        return box

    def test_sound(self) -> None:
        """Play the bell (whatever its setting); a sound that cannot be heard is said
        below the button."""
        self.test_result.hide()
        self.sounds.board.play("bell", always=True)

    def _sound_failed(self, why: str) -> None:
        label = self.test_result
        label.setText(why)
        label.show()
        # a note shown after the layout was made: give it the lines its text needs
        parent = label.parentWidget()
        width = max(label.width(), parent.width() - 40 if parent is not None else 0)
        label.setMinimumHeight(label.heightForWidth(width))
        self.adjustSize()

    def _music_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Night music"))
        form = QFormLayout(box)
        form.addRow(self._check("music/on", self.tr("Play music at night (it fades in at "
                                                    "nightfall and out at daybreak)")))
        self.folder = QLineEdit(setting(self.settings, "music/folder"))
        self.folder.setObjectName("music/folder")
        self.folder.setReadOnly(True)
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self.choose_folder)
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(choose)
        form.addRow(self.tr("Folder:"), row)
        self.tracks = QLabel()
        form.addRow("", self.tracks)
        form.addRow(self.tr("Volume:"), self._slider("music/volume"))
        self.mute_key = QKeySequenceEdit(QKeySequence(setting(self.settings, "music/mute_key")))
        self.mute_key.setObjectName("music/mute_key")
        self.mute_key.keySequenceChanged.connect(
            lambda k: self._write("music/mute_key", k.toString() or DEFAULTS["music/mute_key"]))
        form.addRow(self.tr("Mute key:"), self.mute_key)
        self._show_tracks()
        return box

    def _speech_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Spoken announcements"))
        form = QFormLayout(box)
        form.addRow(self._check("speech/on", self.tr(
            "Say phases, who leaves the game and the vote's result aloud")))
        problem = self.sounds.voice.problem()
        self.voice_state = self._note(problem or fill(self.tr("Voice: %1"),
                                                      self.sounds.voice.engine()))
        self.voice_state.setObjectName("voiceState")
        form.addRow(self.voice_state)
        return box

    @staticmethod
    def _note(text: str) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # -- changes ---------------------------------------------------------------------------

    def _write(self, key: str, value: object) -> None:
        self.settings.setValue(key, value)
        self.sounds.apply()

    def _show_tracks(self) -> None:
        n = len(music_files(self.folder.text()))
        self.tracks.setText(self.tr("%n track(s) to play", "", n) if self.folder.text()
                            else self.tr("No folder chosen"))

    def choose_folder(self, folder: str | None = None) -> None:
        """Pick the folder of night music (asks when ``folder`` is ``None``)."""
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, self.tr("Night music folder"),
                                                      self.folder.text())
        if not folder:
            return
        self.folder.setText(folder)
        self._write("music/folder", folder)
        self._show_tracks()
