"""Sound at the table (issue 15): the cues, the night music across undo, the spoken
announcements through Qt's mock speech engine, and the sound settings dialog.

Audio goes to a null ``QAudioDevice()`` (this machine has no sound card either); the
voice is Qt's ``mock`` text-to-speech engine, which says each word of a text (its
``sayingWord`` signal) without a sound.
"""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

try:   # QtMultimedia links against the system's PulseAudio client (libpulse.so.0)
    from PySide6.QtMultimedia import QAudioDevice
    from PySide6.QtTextToSpeech import QTextToSpeech
except ImportError as e:  # .ci/run installs libpulse0; a bare machine without it skips
    pytest.skip(f"QtMultimedia cannot load here ({e}): install libpulse0",
                allow_module_level=True)

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.sound.music import NightMusic
from mafia_desktop.ui.sound.sound import DEFAULTS, EFFECTS, TableSounds
from mafia_desktop.ui.sound.speech import Voice, no_engine_text
from mafia_desktop.ui.window.main_window import MainWindow
from scripts.make_sounds import RATE, notes_samples, wav_bytes
from tests.conftest import SCENARIOS

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"

#: What a host would say over the scenario (seven players; Boris the mafioso is voted
#: out on day 1, nobody dies in the night, Anna the godfather is voted out on day 2).
EXPECTED = [
    "The vote is open. Candidates: 2, 1.",
    "By the vote, player 2, Boris, leaves the game. Status: Mafioso.",
    "Night 1. The city falls asleep.",
    "Day 2. The city wakes up.",
    "Nobody left the game tonight.",
    "The vote is open. Candidates: 1.",
    "By the vote, player 1, Anna, leaves the game. Status: Godfather.",
    "The game is over. Winners: Town.",
]


@pytest.fixture
def music_folder(tmp_path):
    """Two four-second tracks (Qt's player plays them to the null device)."""
    folder = tmp_path / "music"
    folder.mkdir()
    for i, note in enumerate((440.0, 330.0)):
        (folder / f"track{i}.wav").write_bytes(wav_bytes(notes_samples((note,), 4.0)))
    (folder / "notes.txt").write_text("not music")
    return folder


def window_with_sounds(qtbot, settings, **values) -> MainWindow:
    for key, value in values.items():
        settings.setValue(key.replace("__", "/"), value)
    w = MainWindow(settings=settings, clock=None)
    qtbot.addWidget(w)
    w.session._sounds = TableSounds(settings, w, voice=Voice("mock"),
                            music=NightMusic(device=QAudioDevice(), fade_in_ms=30,
                                             fade_out_ms=30))
    w.show()
    return w


def scenario(window: MainWindow) -> list:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    window.session.open_game(Game(setup))
    return actions


def test_the_sounds_are_the_scripts_output_and_real_tones():
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_sounds.py"),
                             "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout
    folder = ROOT / "mafia_desktop" / "resources" / "sounds"
    for name, _key in EFFECTS.values():
        with wave.open(str(folder / name)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
            assert 0.1 < w.getnframes() / RATE < 2.0, name
            samples = memoryview(w.readframes(w.getnframes())).cast("h")
        assert max(abs(s) for s in samples) > 8_000, name               # audible
        assert max(abs(s) for s in samples[-20:]) < 1_500, name         # no click at the end


def test_announcements_over_a_scripted_game_are_spoken_by_the_mock_engine(qtbot, settings):
    w = window_with_sounds(qtbot, settings, speech__on=True)
    voice = w.session.sounds.voice
    assert voice.engine() == "mock" and voice.problem() == ""
    words: dict[int, list[str]] = {}
    voice._tts.sayingWord.connect(lambda word, i, _s, _n: words.setdefault(i, []).append(word))
    for action in scenario(w):
        assert w.commands.perform(action) is None
    assert voice.spoken == EXPECTED
    # the engine says every word of every text, in order
    qtbot.waitUntil(lambda: len(words) == len(EXPECTED)
                    and voice._tts.state() == QTextToSpeech.State.Ready, timeout=30_000)
    said = [" ".join(words[i]) for i in sorted(words)]
    expected_words = [" ".join(t.replace(",", "").replace(".", "").replace(":", "").split())
                      for t in EXPECTED]
    assert said == expected_words


def test_nothing_is_said_when_speech_is_off_or_for_an_undo(qtbot, settings):
    w = window_with_sounds(qtbot, settings)  # speech off: the default
    actions = scenario(w)
    closed = next(i for i, a in enumerate(actions) if a.TYPE == "close_vote") + 1
    for action in actions[:closed]:
        assert w.commands.perform(action) is None
    assert w.session.sounds.voice.spoken == []
    settings.setValue("speech/on", True)
    w.session.controller.stack.undo()
    assert w.session.sounds.voice.spoken == []          # an undo is the host's correction
    w.session.controller.stack.redo()                   # the vote's result is said again
    assert w.session.sounds.voice.spoken == [EXPECTED[1]]


def test_the_cues_follow_the_game_and_their_switches(qtbot, settings):
    w = window_with_sounds(qtbot, settings, sound__night=False)
    played: list[str] = []
    w.session.sounds.board.played.connect(played.append)
    for action in scenario(w):
        assert w.commands.perform(action) is None
    assert played == ["vote_open", "vote_close", "vote_open", "vote_close"]
    settings.setValue("sound/night", True)
    played.clear()
    w2 = window_with_sounds(qtbot, settings)
    w2.session.sounds.board.played.connect(played.append)
    for action in scenario(w2):
        assert w2.commands.perform(action) is None
    assert played == ["vote_open", "vote_close", "night", "day", "vote_open", "vote_close"]


def test_the_timer_rings_the_bell_and_the_tone(qtbot, settings):
    now = [0]
    settings.setValue("sound/volume", 30)
    w = MainWindow(settings=settings, clock=None, timer_clock=lambda: now[0])
    qtbot.addWidget(w)
    w.session._sounds = TableSounds(settings, w, voice=Voice("mock"),
                            music=NightMusic(device=QAudioDevice()))
    scenario(w)
    played: list[str] = []
    w.session.sounds.board.played.connect(played.append)
    timer = w.session.page.timer
    timer.set_duration(15, "x")
    timer.start()
    for t in (3_000, 6_000, 14_000, 15_000):
        now[0] = t
        timer.poll()
    assert played == ["ten_seconds", "bell"]
    settings.setValue("sound/bell", False)
    timer.start()
    now[0] = 40_000
    timer.poll()
    assert played == ["ten_seconds", "bell"]  # the bell is off; 10 s were not passed running


def test_music_plays_at_night_stops_by_day_also_across_undo(qtbot, settings, music_folder):
    w = window_with_sounds(qtbot, settings, music__on=True, music__folder=str(music_folder))
    music = w.session.sounds.music
    assert sorted(p.name for p in music.tracks()) == ["track0.wav", "track1.wav"]
    actions = scenario(w)
    night_starts = next(i for i, a in enumerate(actions) if a.TYPE == "end_day") + 1
    for action in actions[:night_starts]:
        assert w.commands.perform(action) is None
    assert w.session.controller.state.phase.kind == "night" and music.is_on()
    qtbot.waitUntil(lambda: music.playback() == "playing" and music.position()[1] > 300,
                    timeout=10_000)
    w.session.controller.stack.undo()                         # back to the day: the music stops
    assert not music.is_on()
    qtbot.waitUntil(lambda: music.playback() == "paused", timeout=10_000)
    track, stopped_at = music.position()
    w.session.controller.stack.redo()                         # night again: it goes on from there
    assert music.is_on() and music.position()[0] == track
    assert music.position()[1] >= stopped_at
    qtbot.waitUntil(lambda: music.playback() == "playing", timeout=10_000)
    assert music.toggle_mute() and music.is_muted()   # the mute key
    assert not music.toggle_mute()
    end_night = next(i for i, a in enumerate(actions) if a.TYPE == "end_night")
    for action in actions[night_starts:end_night + 1]:
        assert w.commands.perform(action) is None
    assert w.session.controller.state.phase.kind == "day" and not music.is_on()
    qtbot.waitUntil(lambda: music.playback() == "paused", timeout=10_000)


def test_music_off_or_without_a_folder_stays_silent(qtbot, settings, music_folder):
    w = window_with_sounds(qtbot, settings, music__folder=str(music_folder))  # music off
    actions = scenario(w)
    for action in actions:
        assert w.commands.perform(action) is None
        assert not w.session.sounds.music.is_on()
    settings.setValue("music/on", True)
    settings.setValue("music/folder", str(music_folder / "missing"))
    w.session.sounds.apply()
    assert w.session.sounds.music.tracks() == [] and not w.session.sounds.music.is_on()


def test_a_machine_without_a_speech_engine_says_how_to_get_one(monkeypatch):
    voice = Voice("no-such-engine")
    assert voice.problem() == no_engine_text() and voice.engine() == ""
    voice.say("Night 1.")
    assert voice.spoken == []
    monkeypatch.setitem(sys.modules, "PySide6.QtTextToSpeech", None)  # the module is missing
    voice = Voice()
    assert "PySide6-Addons" in voice.problem()
    voice.say("Night 1.")
    assert voice.spoken == []
    if sys.platform.startswith("linux"):
        assert "speech-dispatcher" in no_engine_text()


def test_the_settings_dialog_writes_the_settings_and_tests_the_sound(qtbot, settings,
                                                                     music_folder):
    from mafia_desktop.ui.sound.sound_dialog import SoundDialog

    sounds = TableSounds(settings, voice=Voice("no-such-engine"),
                         music=NightMusic(device=QAudioDevice()))
    dialog = SoundDialog(sounds)
    qtbot.addWidget(dialog)
    played: list[str] = []
    sounds.board.played.connect(played.append)
    settings.setValue("sound/bell", False)
    dialog.test_button.click()                     # the test plays even a switched-off bell
    assert played == ["bell"]
    dialog.findChild(type(dialog.volume), "sound/volume").setValue(35)
    from PySide6.QtWidgets import QCheckBox
    dialog.findChild(QCheckBox, "speech/on").setChecked(True)
    dialog.findChild(QCheckBox, "music/on").setChecked(True)
    dialog.choose_folder(str(music_folder))
    assert settings.value("sound/volume", type=int) == 35
    assert settings.value("speech/on", type=bool) and settings.value("music/on", type=bool)
    assert settings.value("music/folder") == str(music_folder)
    assert "2" in dialog.tracks.text() and len(sounds.music.tracks()) == 2
    assert dialog.voice_state.text() == no_engine_text()
    assert DEFAULTS["speech/on"] is False and DEFAULTS["music/on"] is False  # off until asked


def test_the_voice_follows_the_language_where_the_engine_has_it(qapp):
    from mafia_desktop.i18n.language import remove_translators, set_language

    voice = Voice("mock")
    assert voice.engine() == "mock"
    locales = {loc.name() for loc in voice._tts.availableLocales()}
    set_language("ru", qapp)
    try:
        voice.say("Ночь 1. Город засыпает.")  # the mock has no Russian: its default stays
        assert voice._tts.locale().name() in locales and voice.spoken[-1].startswith("Ночь")
    finally:
        remove_translators(qapp)
    voice.say("Night 1.")
    assert voice._tts.locale().language() == voice._tts.locale().Language.English


def test_test_sound_with_no_audio_device_says_so_in_the_dialog(qtbot, settings,
                                                               monkeypatch):
    """Issue 23.7: "Test sound" with no audio device showed nothing (only stderr knew)."""
    from PySide6.QtMultimedia import QMediaDevices
    from PySide6.QtWidgets import QLabel

    from mafia_desktop.ui.sound.sound_dialog import SoundDialog

    if TableSounds(settings).board.problem():
        pytest.skip("QtMultimedia does not load here")
    monkeypatch.setattr(QMediaDevices, "audioOutputs", staticmethod(lambda: []))
    sounds = TableSounds(settings, voice=Voice("no-such-engine"),
                         music=NightMusic(device=QAudioDevice()))
    dialog = SoundDialog(sounds)
    qtbot.addWidget(dialog)
    result = dialog.findChild(QLabel, "testSoundResult")
    assert result is not None and result.isHidden()
    qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert not result.isHidden() and "No audio output device" in result.text()
