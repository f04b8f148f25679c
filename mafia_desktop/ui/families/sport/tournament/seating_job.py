"""A round's seating in a worker process (``rules.sport.tournament.start_seating``), followed
from the GUI thread by a timer, so the window never blocks; the organiser may cancel it
(the worker is stopped)."""

from __future__ import annotations

import multiprocessing
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from mafia_desktop.rules.sport.tournament import start_seating

if TYPE_CHECKING:
    from mafia_desktop.rules.sport.tournament import RoundSeating

#: How often the window looks at the worker, milliseconds.
POLL_MS = 100


class SeatingJob(QObject):
    """One seating at a time.

    Signals:
        finished(object): the :class:`~mafia_desktop.rules.sport.tournament.RoundSeating`.
        failed(str): the seating was refused or the worker failed (why, in words).
    """

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ProcessPoolExecutor | None = None
        self._future: Future[RoundSeating] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def running(self) -> bool:
        """True while a seating is being worked out."""
        return self._future is not None

    def start(self, players: int, tables: int, games: int, *, seed: int, seconds: float,
              apart: Sequence[tuple[int, int]]) -> None:
        """Start seating a round (a refused round fails at once: ``SeatingError`` raised
        here, nothing started)."""
        self.cancel()
        # a fresh process ("spawn", not fork: this process runs Qt's threads)
        pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        try:
            self._future = start_seating(players, tables, games, seed=seed, seconds=seconds,
                                         apart=apart, executor=pool)
        except BaseException:
            pool.shutdown(wait=False)
            raise
        self._pool = pool
        self._timer.start()

    def _poll(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._stop(kill=False)
        try:
            seating = future.result()
        except Exception as e:  # SeatingError, or the worker died (BrokenProcessPool)
            self.failed.emit(str(e) or type(e).__name__)
            return
        self.finished.emit(seating)

    def cancel(self) -> None:
        """Stop the seating being worked out (its result is dropped)."""
        if self._future is not None:
            self._future.cancel()
            self._stop(kill=True)

    def _stop(self, *, kill: bool) -> None:
        self._timer.stop()
        pool, self._pool, self._future = self._pool, None, None
        if pool is None:
            return
        if kill:  # the executor has no public way to stop a running job: end its worker
            for process in list(getattr(pool, "_processes", {}).values()):
                process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)


__all__ = ["POLL_MS", "SeatingJob"]
