"""Work done in a worker process, for the rules' long searches (a tournament round's
seating, the balance lab's refinement): a one-process pool started fresh ("spawn", not
forked: a process that runs Qt's threads must not fork) whose worker ends by itself as
soon as its parent process is gone. Pure Python (no Qt).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess


def die_with_parent() -> None:
    """In a worker: end the process as soon as its parent has gone (a window killed
    mid-search must not leave a search running for its whole budget)."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(1)
    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _start(initializer: Callable[..., None] | None, args: tuple[object, ...]) -> None:
    die_with_parent()
    if initializer is not None:
        initializer(*args)


def worker_pool(initializer: Callable[..., None] | None = None,
                initargs: tuple[object, ...] = ()) -> ProcessPoolExecutor:
    """A pool of one worker process, spawned when the first job is submitted; the worker
    ends with its parent (:func:`die_with_parent`), then runs ``initializer(*initargs)``
    (module-level, as a spawned process imports it)."""
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=_start, initargs=(initializer, initargs))


def pool_processes(pool: ProcessPoolExecutor) -> list[BaseProcess]:
    """The worker processes ``pool`` has started (``multiprocessing.Process``; none
    before its first job)."""
    processes: dict[int, BaseProcess] = getattr(pool, "_processes", None) or {}
    return list(processes.values())


__all__ = ["die_with_parent", "pool_processes", "worker_pool"]
