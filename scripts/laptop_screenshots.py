"""Screenshots of the whole screen as a host sees it (issue 23.2): the host window as
the program opens it (``placement.show_placed``), the Evening page, the game started
from it, the game's end, a game of a database another window writes (read-only) and
the players' screen opened with Ctrl+P. Needs a real X server with a window manager:

    xvfb-run -a -s '-screen 0 1366x768x24' sh -c \\
        'openbox & sleep 1; .venv/bin/python scripts/laptop_screenshots.py ru OUT'

Writes OUT/<lang>-<width>-<shot>.png (``import -window root``, ImageMagick).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEventLoop, QSettings, QTimer

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT.parent / "shared" / "scenarios"


def wait(ms: int) -> None:
    """Let the window manager and Qt draw for ``ms`` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def main(lang: str, out: Path) -> int:
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.window import game_files
    from mafia_desktop.ui.window.main_window import MainWindow
    from mafia_desktop.ui.window.placement import show_placed

    spec = importlib.util.spec_from_file_location("evening_screenshots",
                                                  ROOT / "scripts" / "evening_screenshots.py")
    assert spec is not None and spec.loader is not None
    evening_script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(evening_script)
    app = make_application()
    set_language(lang)
    out.mkdir(parents=True, exist_ok=True)
    setup, actions = log_format.read_log((SCENARIOS / "sport_red_wins.mafia.json").read_bytes())

    class Accepting(game_files.NewGameDialog):  # the host takes the proposed seating
        def exec(self) -> int:
            return 1
    game_files.NewGameDialog = Accepting  # type: ignore[misc]

    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
        repo = GameRepository(open_database(Path(folder) / "games.sqlite3"))
        evening_id = evening_script.evening(repo, 24, 6)
        window = MainWindow(repo, settings, clock=None)
        show_placed(window, settings)
        width = window.screen().geometry().width()

        def shot(name: str) -> None:
            wait(700)
            subprocess.run(["import", "-window", "root",
                            str(out / f"{lang}-{width}-{name}.png")], check=True)

        window.open_game(Game.replay(setup, actions))
        shot("game-over")
        page = window.show_evening()
        assert page is not None
        page.reload(evening_id)
        shot("evening")
        from PySide6.QtCore import Qt
        for row in range(10, page.players.count()):  # a sport table: ten players
            page.players.item(row).setCheckState(Qt.CheckState.Unchecked)
        page.start_next_game()
        shot("evening-next-game")
        window.activateWindow()
        window.projector_action.setChecked(True)
        shot("players-screen")
        window.projector_action.setChecked(False)
        game_id = repo.import_log(log_format.dumps(setup, actions[:6]))
        reader = GameRepository(open_database(Path(folder) / "games.sqlite3", read_only=True))
        window.set_repository(reader)
        window.set_read_only_database(True)
        window.resume_game(game_id)
        shot("read-only")
        window.close()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp())  # not the user's settings
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en",
                  Path(sys.argv[2]) if len(sys.argv) > 2 else Path("screenshots")))
