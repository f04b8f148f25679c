"""``mafia-desktop --self-test``: prove that an installed copy (or a pyinstaller bundle)
works, offscreen, without a display.

It plays a built-in sample game (a seeded random game of 10 players) through the rules
engine, then action by action through the host window (undoing and redoing on the way)
with the projector following every change, plays the timer's bell to a null audio
output (QtMultimedia and its ffmpeg plugin are there and work), stores the game in a
temporary database and resumes it, exports an HTML and a PDF report to a temporary
folder and checks them.
It prints one line per step and returns 0, or 1 naming the step that failed.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:  # pragma: no cover - the engine is imported by its step
    from mafia_desktop.rules import Game

#: A seed whose sample game uses 12 of the 15 action types over 53 actions (town wins).
SAMPLE_SEED = 2337


def _sample_game() -> Game:
    from mafia_desktop.rules.classic import ruleset_from
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup

    setup = random_setup(random.Random(SAMPLE_SEED), 10, ruleset_from("table"))
    return play_random_game(setup, SAMPLE_SEED)


def run_self_test(out: TextIO = sys.stdout) -> int:
    """Run every step; returns the exit code (0: all passed)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # even if xcb was asked for: no screen
    folder = Path(tempfile.mkdtemp(prefix="mafia-self-test-"))
    from PySide6.QtCore import qInstallMessageHandler

    # The offscreen platform warns about every window it cannot size; say it once.
    qInstallMessageHandler(lambda kind, ctx, msg: None if "propagateSizeHints" in msg
                           else sys.stderr.write(msg + "\n"))
    context: dict[str, Game] = {}  # the sample game, made by the first step

    def step(name: str, check: Callable[[], str]) -> bool:
        start = time.perf_counter()
        try:
            detail = check()
        except Exception as e:
            out.write(f"FAIL {name}: {type(e).__name__}: {e}\n")
            traceback.print_exc(file=sys.stderr)
            return False
        out.write(f"ok   {name}: {detail} ({(time.perf_counter() - start) * 1000:.0f} ms)\n")
        out.flush()
        return True

    def engine() -> str:
        game = _sample_game()
        assert game.outcome is not None, "the sample game did not end"
        context["game"] = game
        winners = ", ".join(f.value for f in game.outcome.winners) or "nobody"
        return f"{len(game)} actions, {game.setup.size} players, winners: {winners}"

    def window() -> str:
        from mafia_desktop.rules import Game
        from mafia_desktop.rules.public_view import public_view
        from mafia_desktop.ui.app import make_application
        from mafia_desktop.ui.players_screen.projector import ProjectorWindow
        from mafia_desktop.ui.window.main_window import MainWindow

        sample = context["game"]
        app = make_application([])
        host = MainWindow(repository=None, clock=None)
        host.show()
        controller = host.session.open_game(Game(sample.setup))
        projector = ProjectorWindow()
        projector.show()
        controller.changed.connect(lambda: projector.show_view(public_view(controller.state)))
        for i, action in enumerate(sample.actions):
            problem = host.commands.perform(action)
            assert problem is None, f"action {i} refused: {problem}"
            if i % 7 == 3:  # undo and redo on the way
                controller.stack.undo()
                assert len(controller.game) == i
                controller.stack.redo()
            app.processEvents()
            assert controller.state == sample.state_after(i + 1), f"state differs after {i}"
        names = [p.name for p in sample.setup.players]
        drawn = projector.scene.texts()
        assert all(name in drawn for name in names), "a name is missing on the projector"
        host.grab().save(str(folder / "host.png"))
        projector.grab().save(str(folder / "projector.png"))
        projector.close()
        host.close()
        return f"{len(sample)} actions through the host window, projector followed"

    def sound() -> str:
        from PySide6.QtCore import QEventLoop, QTimer, QUrl
        try:
            from PySide6.QtMultimedia import QAudioDevice, QAudioOutput, QMediaPlayer
        except ImportError as e:
            if "lib" not in str(e) or ".so" not in str(e):
                raise             # the module itself is missing from the bundle: a failure
            # a system library the host may lack (libpulse.so.0): the window then plays no
            # sound and says so in its settings; not this build's fault
            return f"no sound on this machine ({e}); install libpulse0 for sound"

        from mafia_desktop.ui.app import make_application
        from mafia_desktop.ui.resources import resource_path
        from mafia_desktop.ui.sound.speech import Voice

        make_application([])
        player = QMediaPlayer()
        output = QAudioOutput(QAudioDevice(), player)  # a null device: no sound card needed
        player.setAudioOutput(output)
        loop = QEventLoop()
        done = (QMediaPlayer.MediaStatus.EndOfMedia, QMediaPlayer.MediaStatus.InvalidMedia)
        player.mediaStatusChanged.connect(lambda st: loop.quit() if st in done else None)
        player.errorOccurred.connect(lambda *_: loop.quit())
        QTimer.singleShot(15_000, loop.quit)
        player.setSource(QUrl.fromLocalFile(str(resource_path("sounds", "bell.wav"))))
        player.play()
        loop.exec()
        status, ms = player.mediaStatus(), player.duration()
        assert status == QMediaPlayer.MediaStatus.EndOfMedia, \
            f"bell.wav did not play to its end: {status.name} {player.errorString()}"
        voice = Voice()  # a missing engine is reported, not failed: the settings say it too
        return (f"bell.wav ({ms} ms) played to a null output; speech: "
                f"{voice.engine() or 'no engine (' + voice.problem() + ')'}")

    def storage() -> str:
        from mafia_desktop.storage import GameRepository, open_database

        sample = context["game"]
        repo = GameRepository(open_database(folder / "self-test.sqlite3"))
        game_id = repo.create_game(sample.setup)
        for i, action in enumerate(sample.actions):
            repo.append(game_id, i, action, sample.state_after(i + 1).outcome)
        repo.pop(game_id, len(sample) - 1)
        resumed = repo.load(game_id)
        assert resumed.actions == sample.actions[:-1], "the resumed game differs"
        return f"stored, undid one, resumed {len(resumed)} actions"

    def reports() -> str:
        from mafia_desktop.reports import export_game

        sample = context["game"]
        html = export_game(sample, "html", folder / "report.html")
        pdf = export_game(sample, "pdf", folder / "report.pdf")
        text = html.read_text(encoding="utf-8")
        for p in sample.setup.players:
            assert p.name in text, f"{p.name} is missing from the HTML report"
        assert pdf.read_bytes().startswith(b"%PDF"), "the PDF is not a PDF"
        return f"report.html {html.stat().st_size:,} bytes, report.pdf {pdf.stat().st_size:,} bytes"

    out.write(f"Mafia Desktop self-test, in {folder}\n")
    steps = (("engine", engine), ("host window and projector", window), ("sound", sound),
             ("storage", storage), ("reports", reports))
    passed = 0
    for name, check in steps:
        if step(name, check):
            passed += 1
        elif name == "engine":  # nothing else can run without the sample game
            break
    failed = len(steps) - passed
    if not failed:  # keep the folder only when there is something to look at
        shutil.rmtree(folder, ignore_errors=True)
    else:
        out.write(f"the pictures and files written are in {folder}\n")
    out.write("self-test passed\n" if not failed else "self-test FAILED\n")
    out.write(f"self-test: {passed} passed, {failed} failed\n")
    out.flush()
    return 0 if not failed else 1
