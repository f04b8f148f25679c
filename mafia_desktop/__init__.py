"""Mafia Desktop: the host's program for an in-person Mafia game.

Layers (imports go one way): ``ui -> reports -> storage -> rules``; ``rules`` is pure
Python and imports nothing from Qt, storage or the UI.
"""

__version__ = "0.1.0"
APP_NAME = "Mafia Desktop"
