"""Long jobs off the window's thread, with progress and Cancel (issue 35.4).

:func:`run_job` runs a function in a worker thread (``QThreadPool``) while the window's
thread turns a local event loop: the window repaints, its timers tick, the players'
screen follows, and keys are answered. After :data:`SHOW_AFTER_MS` a window-modal
``QProgressDialog`` appears with what is being done ("Page 12 of the PDF…") and a Cancel
button (Escape too). Cancel stops the job at its next step
(:func:`mafia_desktop.reports.jobs.step`): :func:`run_job` then raises
:class:`~mafia_desktop.reports.jobs.Cancelled`, and a file being written is removed
(``storage.files.write_atomic_with``), so nothing is left half written.

The function must not touch a widget, and must not use the window's SQLite connection
(a connection stays in its thread): it opens its own (:func:`worker_repository`) or
works on plain data handed to it.

For the callers, :func:`run_job` returns like a plain call (the function's result, or
its exception), so a caller reads as before. One job runs at a time: another asked for
meanwhile raises :class:`JobRunning`.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from mafia_desktop.reports.jobs import Cancelled, Job, running

if TYPE_CHECKING:
    from mafia_desktop.storage import GameRepository

T = TypeVar("T")

# A job shorter than this shows no dialog (milliseconds).
SHOW_AFTER_MS = 300


class JobRunning(RuntimeError):
    """Another long job runs already (they run one at a time)."""


class _Signals(QObject):
    """The worker's news, delivered in the window's thread (queued connections)."""

    stepped = Signal(int)
    done = Signal()


class _Worker(QRunnable):
    """Runs ``work`` once in the pool's thread; keeps its result (of the type
    :func:`run_job` was given) or its exception."""

    def __init__(self, work: Callable[[], object], job: Job, signals: _Signals) -> None:
        super().__init__()
        self.setAutoDelete(False)
        self.work, self.job, self.signals = work, job, signals
        self.result: object = None
        self.error: BaseException | None = None
        self.thread: threading.Thread | None = None

    def run(self) -> None:
        self.thread = threading.current_thread()
        try:
            with running(self.job):
                self.result = self.work()
        except BaseException as e:  # handed to the caller in the window's thread
            self.error = e
        finally:
            self.signals.done.emit()


_pools: list[QThreadPool] = []


def _pool() -> QThreadPool:
    """The jobs' own pool of one thread (not Qt's global pool, which the balance line
    uses: waiting for this one never waits for that work)."""
    if not _pools:
        pool = QThreadPool()
        pool.setMaxThreadCount(1)
        _pools.append(pool)
    return _pools[0]


# The job running now (at most one), for tests and for the window's close.
_running: list[tuple[Job, _Worker, QProgressDialog]] = []


def current() -> tuple[Job, threading.Thread | None, QProgressDialog] | None:
    """The job running now: its :class:`Job`, its thread (``None`` until it starts) and
    its progress dialog; ``None`` when no job runs."""
    if not _running:
        return None
    job, worker, dialog = _running[-1]
    return job, worker.thread, dialog


def run_job(parent: QWidget | None, work: Callable[[], T],
            describe: Callable[[int], str], *, title: str = "") -> T:
    """Run ``work()`` in a worker thread and return its result (or raise what it raised)
    while the window's thread keeps answering (see the module).

    Args:
        parent: the window the progress dialog belongs to (modal to it).
        work: the job; it calls ``reports.jobs.step`` now and then.
        describe: the dialog's text after ``n`` steps (translated by the caller).
        title: the dialog's title.
    Raises:
        Cancelled: the host pressed Cancel (or Escape) in the progress dialog.
        JobRunning: another job is running.
        BaseException: whatever ``work`` raised.
    """
    if _running:
        raise JobRunning("another long job is running")
    signals = _Signals()
    dialog = QProgressDialog(describe(0), QCoreApplication.translate("Jobs", "Cancel"), 0, 0,
                             parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    job = Job(on_step=signals.stepped.emit)   # emitted in the worker, delivered here
    dialog.canceled.connect(job.cancel)
    dialog.rejected.connect(job.cancel)   # Escape, the title bar's close

    def stepped(n: int) -> None:
        dialog.setLabelText(describe(n))
        dialog.setValue(0)   # a busy bar: the total is not known

    signals.stepped.connect(stepped, Qt.ConnectionType.QueuedConnection)
    loop = QEventLoop()
    signals.done.connect(loop.quit, Qt.ConnectionType.QueuedConnection)
    worker = _Worker(work, job, signals)
    _running.append((job, worker, dialog))
    # No automatic garbage collection while the worker runs: a collection in the
    # window's thread during the job finalised Qt objects under the worker's feet (a
    # segmentation fault seen once in the suite, the main thread "Garbage-collecting"
    # in this loop). Objects are still freed as their last reference goes.
    collecting = gc.isenabled()
    gc.disable()
    try:
        pool = _pool()
        pool.start(worker)
        loop.exec()
        pool.waitForDone()  # the pool's thread done with the worker before it is freed
    finally:
        if collecting:
            gc.enable()
        _running.pop()
        dialog.canceled.disconnect(job.cancel)
        dialog.rejected.disconnect(job.cancel)
        dialog.close()
        dialog.setParent(None)   # gone from the window's children at once
        dialog.deleteLater()
    if worker.error is not None:
        raise worker.error
    if job.cancelled:
        raise Cancelled()
    return cast(T, worker.result)  # what work() returned (a T)


def worker_repository(repository: object) -> GameRepository:
    """A repository of its own for a worker thread: the same database file (``repository``'s
    ``path``) opened read-only (SQLite connections stay in their thread). Callers check
    ``path`` first and read in the window's thread when the database has no file.

    Raises:
        StorageError: the file cannot be opened, or the database has no file (an
            in-memory one).
    """
    from mafia_desktop.storage import GameRepository, StorageError, open_database

    path = getattr(repository, "path", None)
    if not path or str(path) in ("", ":memory:"):
        raise StorageError("the database has no file for a worker to open")
    return GameRepository(open_database(path, read_only=True))


__all__ = ["Cancelled", "JobRunning", "SHOW_AFTER_MS", "current", "run_job",
           "worker_repository"]
