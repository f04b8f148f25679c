"""``python -m mafia_desktop``: the same as the ``mafia-desktop`` command."""

import sys

from mafia_desktop.cli import main

sys.exit(main())
