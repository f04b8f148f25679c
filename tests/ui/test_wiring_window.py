"""``MainWindow`` is a window that only wires (issue 32.5, as Vorta's): it makes its parts
(menus, status, session, commands) and connects them; the work is the parts'. Held here:
its methods are ``__init__`` and Qt's overrides only, its bases ``QMainWindow`` alone, its
module short; and the wiring drives the real window (menus, keys, F9) to the parts."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.window import main_window
from mafia_desktop.ui.window.commands import WindowCommands
from mafia_desktop.ui.window.main_window import MainWindow
from mafia_desktop.ui.window.menus import WindowMenus
from mafia_desktop.ui.window.session import WindowSession
from mafia_desktop.ui.window.status import WindowStatus
from tests.conftest import SCENARIOS

#: What ``MainWindow`` may define: its wiring and the Qt overrides it must have.
WIRING = {"__init__", "changeEvent", "closeEvent", "createPopupMenu"}
#: The most lines ``main_window.py`` may have (docstring included).
MAX_LINES = 180


def _class_methods() -> set[str]:
    tree = ast.parse(Path(main_window.__file__).read_text(encoding="utf-8"))
    window = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "MainWindow")
    return {n.name for n in window.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}


def test_the_window_defines_only_wiring_and_qt_overrides() -> None:
    assert _class_methods() <= WIRING, sorted(_class_methods() - WIRING)
    assert MainWindow.__bases__ == (QMainWindow,)
    lines = len(inspect.getsource(main_window).splitlines())
    assert lines <= MAX_LINES, f"main_window.py has {lines} lines (at most {MAX_LINES})"
    assert not (Path(main_window.__file__).parent / "window_parts.py").exists()


def test_the_parts_are_made_and_typed(window: MainWindow) -> None:
    assert isinstance(window.menus, WindowMenus)
    assert isinstance(window.status, WindowStatus)
    assert isinstance(window.session, WindowSession)
    assert isinstance(window.commands, WindowCommands)


def test_the_menus_reach_the_parts(qtbot, window: MainWindow, monkeypatch) -> None:
    """Each Game menu action is wired to its command, with no argument (``triggered``'s
    ``checked`` is not taken for a path)."""
    called: list[tuple[str, tuple[object, ...]]] = []
    for name in ("new_game", "resume", "open_log", "save_log", "export_report",
                 "show_players", "show_evening", "show_help"):
        monkeypatch.setattr(WindowCommands, name,
                            lambda self, *a, _n=name: called.append((_n, a)))
    fresh = MainWindow(window.status.repository, window.settings, clock=None)
    qtbot.addWidget(fresh)
    m = fresh.menus
    for action in (m.new_action, m.resume_action, m.open_action, m.save_action,
                   m.report_html_action, m.report_pdf_action, m.players_action,
                   m.evening_action, m.help_action):
        action.setEnabled(True)
        action.trigger()
    assert called == [("new_game", ()), ("resume", ()), ("open_log", ()), ("save_log", ()),
                      ("export_report", ("html",)), ("export_report", ("pdf",)),
                      ("show_players", ()), ("show_evening", ()), ("show_help", ())]


def test_f9_and_a_key_go_through_the_wiring(qtbot, window: MainWindow) -> None:
    """F9 (the View menu's action) hides the roles through the session; a game's key (N)
    starts an action through the host's input, Esc cancels it."""
    setup, _ = log_format.read_log((SCENARIOS / "town_wins_day2.mafia.json").read_bytes())
    window.session.open_game(Game(setup))
    qtbot.keyClick(window, Qt.Key.Key_N)  # a game's key: Nominate, through the host input
    assert window.session.pick is not None
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.session.pick is None
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.session.looking()
    assert window.session.page is not None and window.session.page.scene.roles_hidden
    assert window.createPopupMenu() is None  # no dock shown while the players look
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.session.looking()
    assert window.createPopupMenu() is not None
