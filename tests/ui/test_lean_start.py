"""A lean start and a quick resume (issue 22, points 4-6): the window's start imports no
rules family, no command module, no report and no optional Qt module before it is
drawn; a game in progress leaves the reports, QtMultimedia, QtTextToSpeech and QtPdf
unloaded; a resumed game's undo texts, made after the first paint, are the same as
made at once, also when the host undoes, redoes or jumps back before they are made."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.families import FAMILY_NAMES
from mafia_desktop.storage import GameRepository
from mafia_desktop.ui.window import controller as controller_module
from mafia_desktop.ui.window.controller import GameController
from mafia_desktop.ui.window.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.ui.test_storage_trust import ROOT, stored

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"

#: Run the real command (``cli.main``) and print ``sys.modules`` when the start screen
#: is on the screen ("drawn"), when the database is open ("ready"), and with a game
#: resumed and the players' screen open ("game").
PROBE = textwrap.dedent("""
    import os, sys
    os.environ["MAFIA_DESKTOP_STARTUP_PROBE"] = "1"
    # as cli.cmd_gui does before importing the window (here ui.app is patched first)
    from mafia_desktop.ui.pyside_hook import lean_feature_check
    lean_feature_check()
    import mafia_desktop.ui.app as app_module

    def modules(when):
        import linecache
        print("at:" + when, " ".join(sorted(sys.modules)), flush=True)
        print("lines:" + when, " ".join(sorted(linecache.cache)), flush=True)

    drawn = app_module._FirstPaintProbe._drawn
    def on_drawn(self):
        modules("drawn")
        drawn(self)
    app_module._FirstPaintProbe._drawn = on_drawn

    show = app_module.show_window
    def show_window(db, then=None):
        def ready():
            modules("ready")
            window.commands.resume_game(int(sys.argv[2]))
            window.menus.projector_action.setChecked(True)
            for _ in range(10):
                app_module.make_application().processEvents()
            modules("game")
            app_module.make_application().quit()
        window = show(db, ready)
        return window
    app_module.show_window = show_window
    from mafia_desktop.cli import main
    sys.exit(main(["--db", sys.argv[1]]))
""")

#: Each listed family's report folder (THE list: ``rules.families.FAMILY_NAMES``).
REPORT_PARTS = tuple(f"mafia_desktop.reports.{name}" for name in FAMILY_NAMES)

#: Qt modules a game in progress does not need (the sounds' voice, the reports' PDF).
OPTIONAL_QT = ("PySide6.QtMultimedia", "PySide6.QtTextToSpeech", "PySide6.QtPdf",
               "PySide6.QtCharts", "PySide6.QtPrintSupport")


@pytest.fixture(scope="module")
def started(tmp_path_factory) -> dict[str, set[str]]:
    db = tmp_path_factory.mktemp("start") / "games.sqlite3"
    gid = stored(db)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(db.parent / "config"))
    done = subprocess.run([sys.executable, "-c", PROBE, str(db), str(gid)], env=env,
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = {}
    for line in done.stdout.splitlines():
        when, _, names = line.partition(" ")
        if when.startswith(("at:", "lines:")):
            out[when.removeprefix("at:")] = set(names.split())
    assert set(out) == {"drawn", "ready", "game", "lines:drawn", "lines:ready",
                        "lines:game"}, done.stdout[:500]
    return out


def starting_with(modules: set[str], *prefixes: str) -> list[str]:
    return sorted(m for m in modules if m.startswith(prefixes))


def test_the_start_screen_is_drawn_before_any_game_module_is_imported(started):
    drawn = started["drawn"]
    assert starting_with(drawn, "mafia_desktop.rules", "mafia_desktop.storage",
                         "mafia_desktop.reports", "mafia_desktop.ui.families",
                         "mafia_desktop.ui.window.game_page") == []
    # the command line: the window's options only, no command module
    assert starting_with(drawn, "mafia_desktop.cli.") == ["mafia_desktop.cli.system_libs"]
    # the platform plugin was checked without ldd (no subprocess), and nothing optional
    assert "subprocess" not in drawn and "multiprocessing" not in drawn
    assert starting_with(drawn, "PySide6.Qt") == ["PySide6.QtCore", "PySide6.QtGui",
                                                  "PySide6.QtWidgets"]


def test_after_the_first_paint_the_game_modules_are_ready_but_no_report(started):
    ready = started["ready"]
    assert {"mafia_desktop.rules.classic", "mafia_desktop.ui.window.game_page",
            "mafia_desktop.ui.window.host_input"} <= ready
    assert starting_with(ready, "jinja2", "mafia_desktop.reports.render", *REPORT_PARTS,
                         "mafia_desktop.reports.family", "mafia_desktop.ui.dialogs.new_game",
                         "PySide6.QtSvg", *OPTIONAL_QT) == []


def test_a_game_in_progress_loads_no_report_and_no_optional_qt_module(started):
    game = started["game"]
    assert "mafia_desktop.ui.players_screen.projector" in game  # the players' screen is up
    assert starting_with(game, "jinja2", "mafia_desktop.reports.render", *REPORT_PARTS,
                         "mafia_desktop.reports.family", "mafia_desktop.ui.dialogs.new_game",
                         *OPTIONAL_QT) == []
    # nor the club's ratings, the balance line, the help or the command line's commands
    assert starting_with(game, "openskill", "mafia_desktop.ui.club.players_view",
                         "mafia_desktop.ui.club.rating_panel", "mafia_desktop.ui.dialogs.help",
                         "mafia_desktop.ui.families.classic.balance_line",
                         "mafia_desktop.cli.evening", "argparse._") == []


#: Standard modules a game in progress does not need (issue 22 point 5), each ~0.1-0.4 MiB
#: kept for the life of the window: the lock's host name is ``os.uname``'s (no socket),
#: the platform check dlopens without ctypes' Python part, the shipped files are found
#: beside the package (importlib.resources only for a zipped one).
NOT_IN_A_GAME = ("socket", "selectors", "ctypes", "importlib.resources", "importlib.readers")


def test_a_game_in_progress_loads_no_export_and_no_standard_module_it_does_not_use(started):
    game = started["game"]
    assert starting_with(game, *NOT_IN_A_GAME) == []
    # the game-over panel asks whether the reports can export once the game has ended
    assert starting_with(game, "mafia_desktop.reports.") == ["mafia_desktop.reports.fonts"]


def test_no_module_source_is_kept_for_pyside6s_import_check(started):
    # PySide6 asks every imported module's source whether it names PySide6; through
    # inspect.getsource linecache kept every file (MiBs); ui/pyside_hook.py reads the
    # file and lets it go, from before the window's first module
    # (PySide6 reads shiboken6/__init__.py and enum.py while it is itself imported,
    # before its check can be replaced: those two may be there, nothing else)
    for when in ("lines:drawn", "lines:ready", "lines:game"):
        kept = started[when]
        assert [f for f in kept if "mafia_desktop" in f] == [], when
        assert {os.path.basename(f) for f in kept} <= {"__init__.py", "enum.py"}, when


def test_qtsvg_is_loaded_with_the_first_role_card_drawn():
    code = textwrap.dedent("""
        import sys
        from mafia_desktop.ui.app import make_application
        app = make_application()
        from mafia_desktop.ui.families.classic import cards
        print("PySide6.QtSvg" in sys.modules)
        cards.role_card_pixmap("doctor", 120)
        print("PySide6.QtSvg" in sys.modules)
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.stdout.split() == ["False", "True"], done.stderr


# -- a resumed game's undo texts ----------------------------------------------------------

def resumable(repo: GameRepository) -> tuple[int, list[str]]:
    """The scenario stored (23 actions), and its undo texts made at once."""
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    gid = repo.import_log(log_format.dumps(setup, actions))
    eager = GameController(Game.replay(setup, actions), clock=None)
    texts = [eager.stack.text(i) for i in range(eager.stack.count())]
    eager.deleteLater()
    assert all(texts) and len(texts) == len(actions)
    return gid, texts


def test_a_resumed_stack_gets_its_texts_after_the_first_paint(qtbot, window: MainWindow,
                                                              repo, monkeypatch):
    gid, want = resumable(repo)
    monkeypatch.setattr(controller_module, "EAGER_TEXTS", 5)
    monkeypatch.setattr(controller_module, "TEXTS_PER_TURN", 4)
    c = window.commands.resume_game(gid)
    assert c is not None
    n = len(want)
    shown = [c.stack.text(i) for i in range(n)]
    assert shown[n - 5:] == want[n - 5:]         # the history's last rows, the Edit menu
    assert shown[: n - 5] == [""] * (n - 5)      # the rest after the window is drawn
    assert window.menus.undo_action.text() == f"Undo {want[-1]}"  # the Edit menu
    qtbot.waitUntil(lambda: all(c.stack.text(i) for i in range(n)))
    assert [c.stack.text(i) for i in range(n)] == want


def test_undo_redo_and_a_jump_back_before_the_texts_are_made_say_the_right_actions(
        qtbot, window: MainWindow, repo, monkeypatch):
    gid, want = resumable(repo)
    monkeypatch.setattr(controller_module, "EAGER_TEXTS", 2)
    monkeypatch.setattr(controller_module, "TEXTS_PER_TURN", 0)  # never made in between
    c = window.commands.resume_game(gid)
    assert c is not None
    QApplication.processEvents()
    n = len(want)
    for k in range(1, 5):  # the 3rd and 4th undo: commands still without their text
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert len(c.game) == n - k
        assert window.statusBar().currentMessage() == f"Undone: {want[n - k]}"
        qtbot.wait(10)  # a later undo is a step of its own
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.statusBar().currentMessage() == f"Redone: {want[n - 4]}"
    assert len(c.game) == n - 3
    asked: list[list[str]] = []
    monkeypatch.setattr(window.menus.history, "confirm_rewind",
                        lambda undone, back_to: asked.append([*undone, back_to]) or True)
    assert window.menus.history.go_to(n - 8)  # five back: asks, naming each one
    assert asked == [[*reversed(want[n - 8:n - 3]), want[n - 9]]]
    assert len(c.game) == n - 8
    c.describe_rest()
    assert [c.stack.text(i) for i in range(n)] == want


def test_the_texts_follow_a_language_change_made_before_they_are_made(
        qtbot, window: MainWindow, repo, monkeypatch):
    from mafia_desktop.i18n.language import remove_translators, set_language
    gid, _ = resumable(repo)
    monkeypatch.setattr(controller_module, "EAGER_TEXTS", 2)
    monkeypatch.setattr(controller_module, "TEXTS_PER_TURN", 0)
    c = window.commands.resume_game(gid)
    assert c is not None
    set_language("ru")
    try:
        c.describe_rest()
        russian = [c.stack.text(i) for i in range(c.stack.count())]
        assert all(russian) and russian != [""] * len(russian)
        setup, actions = log_format.read_log(SCENARIO.read_bytes())
        eager = GameController(Game.replay(setup, actions), clock=None)
        eager.describe_rest()  # in Russian too
        assert russian == [eager.stack.text(i) for i in range(eager.stack.count())]
        eager.deleteLater()
    finally:
        remove_translators()  # the application as the other tests expect it


def test_a_long_game_resumes_with_every_command_on_the_stack(window: MainWindow, repo):
    gid, want = resumable(repo)
    c = window.commands.resume_game(gid)
    assert c is not None and c.stack.count() == len(want) and c.stack.index() == len(want)
    assert c.stack.isClean() and window.menus.undo_action.isEnabled()


def test_the_probe_asks_the_x_server_only_on_x():
    # offscreen Qt also answers nativeInterface() with an X11 interface whose connection
    # is no xcb connection: asking it crashed the process (a segmentation fault)
    from mafia_desktop.ui.app import make_application, x_round_trip
    app = make_application()
    assert app.platformName() == "offscreen"
    assert x_round_trip(app) is None
