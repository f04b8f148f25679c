"""``python -m mafia_desktop``: the same as the ``mafia-desktop`` command."""

import sys

from mafia_desktop.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        # the bundled program (build.spec) starts worker processes (the tournament
        # seating, the balance line's refinement) by running itself again: let such a
        # child be a worker, not a second window (imported only there: ~7 ms of start)
        import multiprocessing
        multiprocessing.freeze_support()
    sys.exit(main())
