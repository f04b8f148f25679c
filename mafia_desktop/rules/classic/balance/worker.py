"""The balance lab's refinement in a worker process (issue 22 item 8): the New game
dialog's 20,000 games played in another process, so the GUI thread never waits for the
GIL while they run.

:class:`Refinement` owns a one-process pool (``rules.worker``: spawned, ending with its
parent) and splits a run into parts of whole blocks (:func:`parts`); each part is one
job, its future gives the part's :class:`~.estimate.Estimate`. The figures are those of
:func:`~.estimate.simulate` with the same seed (the same blocks, each with its own seed,
added up). A new run, or :meth:`Refinement.stop`, stops the part running at its next
game (a counter shared with the worker) and cancels the parts not started;
:meth:`Refinement.close` ends the worker process (at the part's next game). Pure
Python (no Qt).
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import weakref
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Protocol

from ...worker import pool_processes, worker_pool
from ..roles import Role
from ..ruleset import Ruleset
from .estimate import Estimate, blocks, play_block


class _Shared(Protocol):
    """The parent's shared counter (``multiprocessing``'s ``RawValue("q")``)."""

    value: int


#: In the worker: the run the parent wants now (a part of another run stops).
_RUN: _Shared | None = None

Part = tuple[tuple[int, int], ...]  # (block, games in it), in order

#: The refinements of this process: stopped when the interpreter exits, before
#: ``concurrent.futures`` waits for every job it was given (a run left going would hold
#: the exit for all its games).
_LIVE: weakref.WeakSet[Refinement] = weakref.WeakSet()


def _stop_all() -> None:
    for refinement in list(_LIVE):
        refinement.close()


# threading's exit hooks run in reverse order: this one before concurrent.futures' own
threading._register_atexit(_stop_all)  # type: ignore[attr-defined]


def parts(games: int, shown: Sequence[int] = (100, 300)) -> list[Part]:
    """The run of ``games`` games in parts of whole blocks (:func:`.estimate.blocks`),
    each ending where a figure is shown: after ``shown`` games and every 1,000."""
    out: list[Part] = []
    part: list[tuple[int, int]] = []
    played = 0
    for block, count in blocks(games):
        part.append((block, count))
        played += count
        if played in shown or played % 1000 == 0 or played == games:
            out.append(tuple(part))
            part = []
    return out


#: How much lower the worker's scheduling priority is than its parent's (``nice``):
#: on a busy machine the window is served first, the figures wait.
NICE = 10


def _init(run: _Shared) -> None:
    global _RUN
    _RUN = run
    try:
        os.nice(NICE)
    except OSError:  # not allowed here: the same priority as the window
        pass


def play_part(composition: Mapping[Role, int], ruleset: Ruleset, seed: int, part: Part,
              run: int) -> Estimate:
    """In the worker: the games of ``part`` (blocks of the run with ``seed``) added up;
    fewer once the parent has moved on from run number ``run``."""
    def cancelled() -> bool:
        return _RUN is not None and _RUN.value != run

    total = Estimate()
    for block, count in part:
        total = total.merged(play_block(composition, ruleset, seed, block, count, cancelled))
        if cancelled():
            break
    return total


class Refinement:
    """Runs of the random table in one worker process, one run at a time."""

    def __init__(self) -> None:
        self._run = multiprocessing.get_context("spawn").RawValue("q", 0)
        self._pool: ProcessPoolExecutor | None = None
        self._futures: list[Future[Estimate]] = []
        _LIVE.add(self)

    def start(self, composition: Mapping[Role, int], ruleset: Ruleset, games: int,
              seed: int) -> list[Future[Estimate]]:
        """Stop the run before and start playing ``games`` games with ``seed``; returns
        its parts' futures, in order (:func:`parts`). The composition must be checked
        (``check_composition``) by the caller."""
        self.stop()
        if self._pool is None:
            self._pool = worker_pool(_init, (self._run,))
        run = self._run.value
        self._futures = [self._pool.submit(play_part, dict(composition), ruleset, seed,
                                           part, run) for part in parts(games)]
        return list(self._futures)

    def stop(self) -> None:
        """Stop the run: the part running ends at its next game, the others are
        cancelled (their futures' results are not to be used)."""
        self._run.value += 1
        for future in self._futures:
            future.cancel()
        self._futures = []

    def close(self) -> None:
        """End the worker process: the part running stops at its next game, then the
        process ends (without waiting here; a new :meth:`start` starts another). Not
        terminated: a pool whose process is killed under cancelled jobs fails in its own
        thread (Python 3.11)."""
        self.stop()
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def processes(self) -> list[BaseProcess]:
        """The worker process (``multiprocessing.Process``), once started and until
        :meth:`close`; for tests and figures."""
        return pool_processes(self._pool) if self._pool is not None else []


__all__ = ["Part", "Refinement", "parts", "play_part"]
