"""``python -m mafia_desktop``: the same as the ``mafia-desktop`` command."""

import multiprocessing
import sys

from mafia_desktop.cli import main

if __name__ == "__main__":
    # the bundled program (build.spec) starts worker processes (the tournament seating,
    # the balance line's refinement) by running itself again: let such a child be a
    # worker, not a second window
    multiprocessing.freeze_support()
    sys.exit(main())
