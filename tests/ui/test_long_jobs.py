"""Issue 35.4: long jobs run off the window's thread, with progress and Cancel.

Each test holds the job in its worker thread (``threading.Event``) until the test has sent
the window a key and seen it handled; the job then goes on (or is cancelled). No clocks:
the job waits at most ``WAIT`` seconds for the key, so on code that runs the job on the
window's thread the test fails instead of hanging (the key comes only after the job).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QProgressDialog

from mafia_desktop.reports import printing, ratings_kept
from tests.conftest import SCENARIOS
from tests.storage.conftest import random_game, store
from tests.ui.host_driver import new_window

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"
WAIT = 20.0


class Keys(QObject):
    """Counts the key presses a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.pressed: list[int] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            self.pressed.append(event.key())  # type: ignore[attr-defined]
        return False


class Held:
    """Wraps a job's function: records the thread it runs in and waits there until
    :meth:`release` (at most ``WAIT`` seconds)."""

    def __init__(self, real: Callable[..., Any]) -> None:
        self.real = real
        self.threads: list[threading.Thread] = []
        self.started = threading.Event()
        self.go = threading.Event()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.threads.append(threading.current_thread())
        self.started.set()
        self.go.wait(WAIT)
        return self.real(*args, **kwargs)


def press_while_held(qtbot: Any, window: Any, held: Held, keys: Keys,
                     then: Callable[[], bool] | None = None) -> list[bool]:
    """From the window's event loop: once the job is held in its thread, send the
    window a key (F24: nothing is bound to it), let it be handled, run ``then`` (e.g.
    Cancel; asked again until it returns True) and release the job. Returns whether the
    key was handled while held."""
    seen: list[bool] = []

    def poll() -> None:
        if not held.started.is_set():
            QTimer.singleShot(5, poll)
            return
        if not seen:
            before = len(keys.pressed)
            qtbot.keyClick(window, Qt.Key.Key_F24)
            seen.append(len(keys.pressed) > before and not held.go.is_set())
        if then is not None and not then():
            QTimer.singleShot(5, poll)
            return
        held.go.set()

    QTimer.singleShot(0, poll)
    return seen


def escape() -> bool:
    """Escape in the running job's progress dialog (its Cancel) once it is shown."""
    dialog = progress_dialog()
    if not dialog.isVisible():
        return False
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    return True


def progress_dialog() -> QProgressDialog:
    """The running job's progress dialog (``ui.jobs``, which the code before lacked)."""
    from mafia_desktop.ui.jobs import current

    running = current()
    assert running is not None
    return running[2]


@pytest.fixture()
def game_window(qtbot: Any, repo: Any) -> Any:
    w = new_window(qtbot, repo)
    game_id = repo.import_log(SCENARIO.read_bytes())
    w.commands.resume_game(game_id)
    keys = Keys()
    w.installEventFilter(keys)
    w.keys = keys
    return w


@pytest.mark.parametrize("fmt", ["pdf", "html"])
def test_a_report_export_runs_in_a_worker_while_the_window_answers_keys(
        qtbot: Any, game_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        fmt: str) -> None:
    from mafia_desktop.reports import worded  # every family's report pipeline (issue 32.4)

    w = game_window
    held = Held(worded.write_atomic if fmt == "html" else printing._print_on)
    monkeypatch.setattr(worded if fmt == "html" else printing,
                        "write_atomic" if fmt == "html" else "_print_on", held)
    seen = press_while_held(qtbot, w, held, w.keys)
    out = w.commands.export_report(fmt, str(tmp_path / f"r.{fmt}"))
    assert out is not None and Path(out).stat().st_size > 0
    assert held.threads and held.threads[0] is not threading.main_thread()
    assert seen == [True]          # the key was handled while the job ran
    # the window goes on: its undo still answers (the game ended: undo goes back into it)
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.session.page.stack.currentWidget() is w.session.page.panel


def test_cancel_leaves_no_file_and_the_window_usable(
        qtbot: Any, game_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    w = game_window
    held = Held(printing._print_on)
    monkeypatch.setattr(printing, "_print_on", held)
    failed: list[str] = []
    w.session.page.game_over.failed.connect(failed.append)

    seen = press_while_held(qtbot, w, held, w.keys, then=escape)
    folder = tmp_path / "out"
    folder.mkdir()
    assert w.commands.export_report("pdf", str(folder / "r.pdf")) is None
    assert seen == [True]
    assert list(folder.iterdir()) == []     # no file, no temporary file
    assert failed and "cancelled" in failed[-1]
    # the window is usable: another export works, no dialog is left
    monkeypatch.setattr(printing, "_print_on", held.real)
    assert w.commands.export_report("pdf", str(folder / "again.pdf")) is not None
    assert not [d for d in QApplication.topLevelWidgets()
                if isinstance(d, QProgressDialog) and d.isVisible()]


def test_the_players_view_rates_a_club_in_a_worker(qtbot: Any, repo: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.club.players_view import PlayersView

    for seed in range(6):
        store(repo, random_game(seed, 8 + seed))
    w = new_window(qtbot, repo)
    keys = Keys()
    w.installEventFilter(keys)
    held = Held(ratings_kept.planned_ratings)
    monkeypatch.setattr(ratings_kept, "planned_ratings", held)
    seen = press_while_held(qtbot, w, held, keys)
    view = PlayersView(repo, w)
    assert held.threads and held.threads[0] is not threading.main_thread()
    assert seen == [True]
    assert view.model.rowCount() > 0 and view.ratings is not None
    assert view.ratings.of("classic", view.model.player(0).name) is not None
    # kept by the window's connection: the next view reads them, rating nothing
    again = PlayersView(repo, w)
    assert len(held.threads) == 1 and again.model.rowCount() == view.model.rowCount()


def test_cancelling_the_players_view_keeps_nothing(qtbot: Any, repo: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.storage.rating_store import RatingStore
    from mafia_desktop.ui.club.players_view import PlayersView

    for seed in range(3):
        store(repo, random_game(seed, 8 + seed))
    w = new_window(qtbot, repo)
    keys = Keys()
    w.installEventFilter(keys)
    held = Held(ratings_kept.planned_ratings)
    monkeypatch.setattr(ratings_kept, "planned_ratings", held)
    seen = press_while_held(qtbot, w, held, keys,
                            then=escape)
    view = PlayersView(repo, w)
    assert seen == [True]
    assert view.problem_label.isVisibleTo(view) and "cancelled" in view.problem_label.text()
    assert RatingStore(repo).kept() == ([], [])
    monkeypatch.setattr(ratings_kept, "planned_ratings", held.real)
    view.refresh()     # the window is usable: the view reads them now
    assert view.ratings is not None and not view.problem_label.isVisibleTo(view)


def test_the_evening_export_runs_in_a_worker(qtbot: Any, window: Any, repo: Any,
                                            tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                            ) -> None:
    from mafia_desktop.reports import evening
    from tests.evening.helpers import three_game_evening

    _, evening_id, _ = three_game_evening(repo)
    page = window.commands.show_evening()
    page.reload(evening_id)
    keys = Keys()
    window.installEventFilter(keys)
    held = Held(evening.write_atomic_with)
    monkeypatch.setattr(evening, "write_atomic_with", held)
    seen = press_while_held(qtbot, window, held, keys)
    out = page.export(str(tmp_path / "evening.pdf"))
    assert out is not None and Path(out).read_bytes().startswith(b"%PDF")
    assert held.threads and held.threads[0] is not threading.main_thread()
    assert seen == [True]


def _hold_listing(monkeypatch: pytest.MonkeyPatch) -> Held:
    """Hold ``GameRepository.list_games`` (every repository's, the worker's own too)."""
    from mafia_desktop.storage import GameRepository

    held = Held(GameRepository.list_games)
    monkeypatch.setattr(GameRepository, "list_games",
                        lambda self, *a, **k: held(self, *a, **k))
    return held


def test_saved_games_are_read_in_a_worker(qtbot: Any, repo: Any,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.club import games_view
    from mafia_desktop.ui.club.games_view import GamesDialog

    for seed in range(4):
        store(repo, random_game(seed, 8 + seed))
    w = new_window(qtbot, repo)
    keys = Keys()
    w.installEventFilter(keys)
    held = _hold_listing(monkeypatch)
    monkeypatch.setattr(games_view, "WORKER_FROM_GAMES", 0)   # a club of any size
    seen = press_while_held(qtbot, w, held, keys)
    dialog = GamesDialog(repo, w)
    qtbot.addWidget(dialog)
    assert held.threads and held.threads[0] is not threading.main_thread()
    assert seen == [True]          # the window answered a key while the list was read
    listed = dialog.finished_model.rowCount() + dialog.unfinished_model.rowCount()
    assert listed == len(repo.list_games()) == 4
    assert not dialog.problem_label.isVisibleTo(dialog)


def test_cancelling_saved_games_lists_nothing_and_says_so(
        qtbot: Any, repo: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.club import games_view
    from mafia_desktop.ui.club.games_view import GamesDialog

    for seed in range(3):
        store(repo, random_game(seed, 8 + seed))
    w = new_window(qtbot, repo)
    keys = Keys()
    w.installEventFilter(keys)
    held = _hold_listing(monkeypatch)
    monkeypatch.setattr(games_view, "WORKER_FROM_GAMES", 0)   # a club of any size
    seen = press_while_held(qtbot, w, held, keys, then=escape)
    dialog = GamesDialog(repo, w)
    qtbot.addWidget(dialog)
    assert seen == [True]
    assert dialog.finished_model.rowCount() == dialog.unfinished_model.rowCount() == 0
    assert dialog.problem_label.isVisibleTo(dialog)
    assert "cancelled" in dialog.problem_label.text()
    assert not dialog.empty_label.isVisibleTo(dialog)    # not "no saved games yet"
    dialog.refresh()               # read again: the games are there
    assert dialog.finished_model.rowCount() + dialog.unfinished_model.rowCount() == 3
    assert not dialog.problem_label.isVisibleTo(dialog)


def _tournament_logs(repo: Any, tmp_path: Path) -> tuple[Any, int, list[str]]:
    """A tournament of 20 players (2 tables, 2 games) and its four games' logs."""
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from tests.tournament.helpers import new_tournament, play_slot, rng_seed, slot_names

    tours = TournamentRepository(repo)
    tid = new_tournament(tours, 20, 2, 2)
    paths = []
    for slot in tours.slots(tid):
        path = tmp_path / f"r{slot.round}t{slot.table}g{slot.game}.mafia.json"
        path.write_text(play_slot(slot_names(tours, tid, slot), rng_seed(slot)),
                        encoding="utf-8")
        paths.append(str(path))
    return tours, tid, paths


def test_tournament_logs_are_imported_in_a_worker(qtbot: Any, repo: Any, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.families.sport.tournament import games_page

    tours, tid, paths = _tournament_logs(repo, tmp_path)
    w = new_window(qtbot, repo)
    desk = w.commands.show_tournament()
    desk.reload(tid)
    keys = Keys()
    w.installEventFilter(keys)
    held = Held(TournamentRepository.import_file)
    monkeypatch.setattr(TournamentRepository, "import_file",
                        lambda self, *a, **k: held(self, *a, **k))
    monkeypatch.setattr(games_page, "WORKER_FROM_BYTES", 0)   # files of any size
    seen = press_while_held(qtbot, w, held, keys)
    assert desk.games_page.import_logs(paths) == ["imported"] * 4
    assert held.threads and all(t is not threading.main_thread() for t in held.threads)
    assert seen == [True]          # the window answered a key while the files were taken
    # counted in the database the window reads: the worker's writes are the window's
    assert all(s.game_id is not None for s in tours.slots(tid))
    assert desk.games_page.counted.rowCount() == 4
    desk.close()


def test_cancelling_a_tournament_import_stops_between_files(
        qtbot: Any, repo: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.families.sport.tournament import games_page

    tours, tid, paths = _tournament_logs(repo, tmp_path)
    w = new_window(qtbot, repo)
    desk = w.commands.show_tournament()
    desk.reload(tid)
    keys = Keys()
    w.installEventFilter(keys)
    held = Held(TournamentRepository.import_file)
    monkeypatch.setattr(TournamentRepository, "import_file",
                        lambda self, *a, **k: held(self, *a, **k))
    monkeypatch.setattr(games_page, "WORKER_FROM_BYTES", 0)   # files of any size
    seen = press_while_held(qtbot, w, held, keys, then=escape)
    statuses = desk.games_page.import_logs(paths)
    assert seen == [True]
    # the first file (held while Cancel was pressed) is taken whole; the job stops at
    # its next step: nothing else is read, and each file says what became of it
    assert statuses == ["imported", "refused", "refused", "refused"]
    counted = [s for s in tours.slots(tid) if s.game_id is not None]
    assert len(counted) == statuses.count("imported")
    texts = [desk.games_page.outcomes.item(i).text()
             for i in range(desk.games_page.outcomes.count())]
    assert len(texts) == 4 and "counted for round" in texts[0]
    assert all("cancelled" in t for t in texts[1:])
    desk.close()


def test_a_small_club_or_import_is_read_at_once(qtbot: Any, repo: Any, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Below the thresholds nothing turns an event loop inside the dialog or the page
    (a pending event is not handled half-way through building them)."""
    from mafia_desktop.ui.club.games_view import GamesDialog
    def no_job(*_: Any, **__: Any) -> Any:
        raise AssertionError("a job for a small club")

    monkeypatch.setattr("mafia_desktop.ui.jobs.run_job", no_job)
    store(repo, random_game(1, 9))
    w = new_window(qtbot, repo)
    dialog = GamesDialog(repo, w)
    qtbot.addWidget(dialog)
    assert dialog.finished_model.rowCount() + dialog.unfinished_model.rowCount() == 1
    tours, tid, paths = _tournament_logs(repo, tmp_path)
    desk = w.commands.show_tournament()
    desk.reload(tid)
    assert desk.games_page.import_logs(paths[:2]) == ["imported", "imported"]
    desk.close()
