"""Shared test set-up: headless Qt, the shared folder, a temporary database per test."""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if sys.dont_write_bytecode:
    # PYTHONDONTWRITEBYTECODE (no __pycache__ in the source tree): the compiled modules
    # and pytest's rewritten test modules are kept in a cache folder outside it instead,
    # for this process and the ones the tests start. Without it every run compiled the
    # package and rewrote every test module again: 7 of the fast lane's CPU seconds.
    _CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    sys.pycache_prefix = os.environ.setdefault(
        "PYTHONPYCACHEPREFIX", str(_CACHE / "mafia-desktop-tests" / "pycache"))
    sys.dont_write_bytecode = False
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
# The program's own settings (a bare ``QSettings()``: the window's geometry, the language)
# in a folder of this test run, never the user's.
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="mafia-tests-config-")

import pytest

from tests.support.storage import db_path, repo  # noqa: F401  (the shared fixtures)
from tests.support.window import settings, window  # noqa: F401

atexit.register(shutil.rmtree, os.environ["XDG_CONFIG_HOME"], ignore_errors=True)

SHARED = Path(__file__).resolve().parent.parent.parent / "shared"
SCENARIOS = SHARED / "scenarios"


def _family(log: Path) -> str:
    """A scenario's rules family (GAME_LOG.md ``ruleset.family``; absent: classic)."""
    import json
    try:
        ruleset = json.loads(log.read_text("utf-8")).get("ruleset", {})
    except (OSError, ValueError):
        return "classic"
    return ruleset.get("family", "classic") if isinstance(ruleset, dict) else "classic"


#: Every shared scenario, and those of each rules family.
ALL_SCENARIOS = sorted(SCENARIOS.glob("*.mafia.json"))
CLASSIC_SCENARIOS = [p for p in ALL_SCENARIOS if _family(p) == "classic"]
#: The sport family (RULES_SPORT.md) is issue 13: until it lands these are refused clearly
#: (tests/rules/test_scenarios.py checks that, strictly).
SPORT_SCENARIOS = [p for p in ALL_SCENARIOS if _family(p) == "sport"]


def unisolated(text: str) -> str:
    """``text`` without the direction isolates (U+2068, U+2069) that the windows put
    around each name in a sentence (``i18n.isolate``): what a person reads."""
    return text.replace("\u2068", "").replace("\u2069", "")


@pytest.fixture(autouse=True)
def _isolated_db(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Point MAFIA_DESKTOP_DB at a temporary file so no test touches the user's data."""
    monkeypatch.setenv("MAFIA_DESKTOP_DB", str(tmp_path / "default.sqlite3"))


@pytest.fixture(autouse=True)
def _no_quiet_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests type at once after a window comes to the front: no quiet moment for the
    keys (``HostInput.quiet``; ``tests/ui/test_stray_keys.py`` tests it with its own
    clock)."""
    from mafia_desktop.ui.window.held import HeldEntry
    monkeypatch.setattr(HeldEntry, "QUIET_S", 0.0)


@pytest.fixture(autouse=True)
def key_clock(monkeypatch: pytest.MonkeyPatch):
    """The host's input's clock in every test (``tests/support/window.py`` ``KeyClock``): a
    deliberate host, each key a second after the one before (``ui/window/typing.py``: Enter
    takes a held action only when given deliberately). A test of typing changes its
    ``step``; the wall clock never decides a test."""
    from mafia_desktop.ui.window.held import HeldEntry
    from tests.support.window import KeyClock
    clock = KeyClock()
    monkeypatch.setattr(HeldEntry, "key_clock", staticmethod(clock))
    return clock


@pytest.fixture(autouse=True)
def _no_screen_fit():
    """A test that started the program (``app.show_window``) leaves no fitting of windows
    to the screen behind: later tests size windows larger than the offscreen screen."""
    yield
    import sys
    placement = sys.modules.get("mafia_desktop.ui.window.placement")
    if placement is not None:
        placement.ScreenFit.uninstall()


@pytest.fixture(autouse=True)
def _no_widgets_left():
    """Every top-level widget a test leaves behind (the players' screen, a dialog, a
    window no ``qtbot.addWidget`` closed) is closed and deleted after it (issue 32.5,
    ``tests/support/window.py`` :func:`delete_left`).

    Left alive, they piled up over the suite (140 top-level windows by the end of
    ``tests/i18n``), and every later language switch retranslated all of them and
    every turn of Qt's loop served their timers and repaints: a language switch cost
    0.005 CPU s in a fresh process and 0.7–4.5 s late in the suite. A widget made
    before the test (a module's fixture) is left alone."""
    from tests.support.window import delete_left, top_levels
    before = top_levels()
    yield
    delete_left(before)


@pytest.fixture()
def time_zone(monkeypatch: pytest.MonkeyPatch):
    """Set the local time zone for one test: ``time_zone("MSK-3")`` (a POSIX ``TZ``
    value: ``MSK-3`` is UTC+3); the zone before is restored afterwards."""
    import time

    def use(tz: str) -> None:
        monkeypatch.setenv("TZ", tz)
        time.tzset()

    yield use
    monkeypatch.undo()
    time.tzset()


#: The fixtures of a test that drives a Qt window (pytest-qt's ``qtbot``, the host window).
WINDOW_FIXTURES = frozenset({"qtbot", "window"})
UI_TESTS = Path(__file__).resolve().parent / "ui"


def _leaves_out_windows(config: pytest.Config) -> bool:
    """True when the ``-m`` expression deselects a test marked ``window`` alone (the fast
    lane's ``not window``)."""
    markexpr = config.getoption("markexpr", "") or ""
    if "window" not in markexpr:
        return False
    try:
        from _pytest.mark.expression import Expression  # pytest's own reading of -m
        return not Expression.compile(markexpr).evaluate(lambda name: name == "window")
    except Exception:  # another pytest: collect, and let -m deselect
        return False


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """``tests/ui`` is not even collected (its modules not imported) when ``-m`` leaves
    out the window tests: all of them are (:func:`pytest_collection_modifyitems`)."""
    if collection_path == UI_TESTS and _leaves_out_windows(config):
        return True
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the tests that drive a window ``window`` (docs/development.md, "The fast lane"): every
    test under ``tests/ui/`` and every test that takes ``qtbot`` or ``window``. The fast
    lane (``-m "not slow and not window and not heavy"``) leaves them to the full suite."""
    mark = pytest.mark.window
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        if fixtures & WINDOW_FIXTURES or UI_TESTS in Path(str(item.path)).parents:
            item.add_marker(mark)
