"""The ``mafia-desktop`` command (and ``python -m mafia_desktop``).

* ``mafia-desktop``: the host window (GUI); ``--db PATH`` names the database,
  ``--self-test`` plays a sample game offscreen and exits; ``--phones PORT [--listen
  ADDRESS]`` starts with the players' phones' server listening (``ui/phones/start.py``).
  On Linux it first checks the
  system libraries Qt's X11 plugin needs (:mod:`.system_libs`).
* ``mafia-desktop replay FILE``: replay a game log and print its summary (GAME_LOG.md).
* ``import``, ``export-log``, ``games``: the saved games (:mod:`.games`).
* ``export``: a report or the log (:mod:`.export`).
* ``render``, ``cards``: pictures of the windows, printable role cards (:mod:`.render`).
* ``balance``: each side's chance with a setup under random play (:mod:`.balance`).
* ``evening``: the club evenings: list, show the points table, export (:mod:`.evening`).
* ``tournament``: the sport family's tournament desk (:mod:`.sport.tournament`), added
  through the one registration module :mod:`.families` with each family's commands.

The cli package is the top layer: it may import ui, reports, storage and rules (each
command imports them inside its function, so ``replay`` starts fast), and nothing in the
program imports it. Commands print JSON on standard output; every error is the one
object of :mod:`.output` with exit 2; no input makes them print a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from types import ModuleType

#: The modules that add sub-commands, in the order ``--help`` lists them: each has a
#: ``COMMANDS`` table (:mod:`.commands`: name, help, handler, arguments). Imported only
#: when a command is named (:func:`main`), so the window starts without them
#: (``COMMAND_MODULES`` is the tuple of them).
COMMAND_NAMES = ("replay", "games", "export", "render", "balance", "evening")


def command_modules() -> tuple[ModuleType, ...]:
    """The modules of :data:`COMMAND_NAMES`, imported."""
    import importlib
    return tuple(importlib.import_module(f"{__name__}.{name}") for name in COMMAND_NAMES)


def __getattr__(name: str) -> object:
    """``COMMAND_MODULES`` and ``print_json``, imported on first use."""
    if name == "COMMAND_MODULES":
        return command_modules()
    if name == "print_json":
        from .output import print_json
        return print_json
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def has_display() -> bool:
    """False on a Linux or BSD machine with no X or Wayland display and no Qt platform
    chosen: the window could not open (Qt would abort)."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or os.environ.get("QT_QPA_PLATFORM"))


def cmd_gui(args: argparse.Namespace) -> int:
    """Start the host window (exit 2 with a hint when there is no display; exit 1 naming
    the packages to install when Qt could not load its X11 platform plugin, which would
    abort the process: :mod:`.system_libs`)."""
    if not has_display():
        sys.stderr.write(
            "mafia-desktop: no display to open the window on (DISPLAY and WAYLAND_DISPLAY "
            "are not set).\nRun it in a desktop session, or under xvfb-run; the commands "
            "(replay, export, render, --self-test, ...) work without a display.\n")
        return 2
    from .system_libs import check_window_libraries

    if not check_window_libraries():
        return 1
    from mafia_desktop.ui.pyside_hook import lean_feature_check

    lean_feature_check()  # before the window's modules: none kept in linecache
    from mafia_desktop.ui.app import run

    return run(args)


def build_parser(commands: bool = True) -> argparse.ArgumentParser:
    """The command line's parser (sub-commands as in the README). ``commands=False``: the
    window's options only (``--db``, ``--self-test``), without importing the command
    modules' parts (the rules families, for ``evening show --sort``'s columns; the
    families' own commands), so the window starts sooner (:func:`names_a_command`)."""
    parser = argparse.ArgumentParser(
        prog="mafia-desktop",
        description="The host's program for an in-person Mafia game.")
    parser.add_argument("--db", help="the SQLite database file (default: the user's data "
                        "folder, or MAFIA_DESKTOP_DB)")
    parser.add_argument("--self-test", action="store_true",
                        help="play a sample game offscreen through every part, print what "
                        "was checked, and exit 0 (or 1 naming what failed)")
    parser.add_argument("--phones", type=int, metavar="PORT",
                        help="start the players' phones and web screens' server on PORT "
                        "(issue 33), on the game in progress; the address is printed")
    parser.add_argument("--listen", metavar="ADDRESS",
                        help="the address --phones listens on (default 127.0.0.1: this "
                        "laptop only; one of the laptop's addresses for the room's phones)")
    parser.set_defaults(func=cmd_gui, command=None)
    if not commands:
        return parser
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .commands import add_commands
    from .families import family_commands
    add_commands(sub, (*(c for module in command_modules() for c in module.COMMANDS),
                       *family_commands()))
    return parser


def names_a_command(argv: Sequence[str]) -> bool:
    """True when ``argv`` holds a word that is not an option or ``--db``'s value (a
    sub-command, or a mistake argparse names), or asks for help; False for the window's
    start (``mafia-desktop``, ``--db F``, ``--db=F``, ``--self-test``)."""
    words = iter(argv)
    for word in words:
        if word in ("-h", "--help") or not word.startswith("-"):
            return True
        if word in ("--db", "--phones", "--listen"):
            next(words, None)  # its value, whatever it looks like
    return False


def window_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """The parsed arguments of the plain window start (``mafia-desktop``, ``--db F``,
    ``--db=F``) without building a parser (argparse's set-up asks gettext for its words:
    ~2 ms of the window's start); ``None`` for anything else (the parser decides)."""
    db: str | None = None
    if len(argv) == 2 and argv[0] == "--db" and not argv[1].startswith("-"):
        db = argv[1]
    elif len(argv) == 1 and argv[0].startswith("--db="):
        db = argv[0][len("--db="):]
    elif argv:
        return None
    return argparse.Namespace(db=db, self_test=False, command=None, func=cmd_gui)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line (``argv``: the arguments, default ``sys.argv[1:]``); returns
    the exit code: 0, 2 for an error (JSON on standard output, or argparse's usage
    message), 130 when interrupted, 1 for a failed ``--self-test``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    args = window_args(argv)
    if args is None:
        parser = build_parser(commands=names_a_command(argv))
        args = parser.parse_args(argv)
    if args.self_test:
        if args.command:
            parser.error("--self-test takes no command")
        from mafia_desktop.selftest import run_self_test

        return run_self_test()
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130


__all__ = ["COMMAND_MODULES", "COMMAND_NAMES", "build_parser", "command_modules", "has_display",
           "main", "names_a_command", "print_json", "window_args"]
