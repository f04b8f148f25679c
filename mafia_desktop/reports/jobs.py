"""A long job's progress and its Cancel, without passing them through every call.

The window runs a long job (an export, the ratings of a large club) in a worker thread
(``ui.jobs``) inside :func:`running`; the code doing the work calls :func:`step` now and
then (every page printed, every game read). :func:`step` counts and, when the host has
pressed Cancel, raises :class:`Cancelled` there, so the job stops between two steps: the
file being written is removed by ``storage.files.write_atomic_with`` and nothing is left
half done. Outside :func:`running` (the command line, the tests, the GUI thread)
:func:`step` does nothing.

Pure Python: a :class:`Job` is shared between the thread that runs it and the one that
cancels it (a ``threading.Event``); each thread has its own current job
(``contextvars``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar


class Cancelled(Exception):
    """The host cancelled the job (raised by :func:`step` in the job's thread)."""


class Job:
    """One job's shared state: ``steps`` done so far, and whether it is cancelled.

    ``on_step`` (optional) is called in the job's thread after every step with the
    number done so far (the window forwards it to its progress dialog by a signal).
    """

    def __init__(self, on_step: Callable[[int], None] | None = None) -> None:
        self.steps = 0
        self._cancel = threading.Event()
        self._on_step = on_step

    def cancel(self) -> None:
        """Ask the job to stop at its next step (from any thread)."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """Was :meth:`cancel` called?"""
        return self._cancel.is_set()

    def advance(self, n: int = 1) -> None:
        """Count ``n`` steps, tell ``on_step``, then stop if cancelled.

        Raises:
            Cancelled: :meth:`cancel` was called.
        """
        self.steps += n
        if self._on_step is not None:
            self._on_step(self.steps)
        if self._cancel.is_set():
            raise Cancelled()


_current: ContextVar[Job | None] = ContextVar("mafia_desktop_job", default=None)


@contextmanager
def running(job: Job) -> Iterator[Job]:
    """Make ``job`` this thread's current job while the block runs."""
    token = _current.set(job)
    try:
        yield job
    finally:
        _current.reset(token)


def step(n: int = 1) -> None:
    """A unit of the current job's work is done (see the module); nothing outside a job.

    Raises:
        Cancelled: the current job was cancelled.
    """
    job = _current.get()
    if job is not None:
        job.advance(n)


def current() -> Job | None:
    """This thread's current job, if any."""
    return _current.get()


__all__ = ["Cancelled", "Job", "current", "running", "step"]
