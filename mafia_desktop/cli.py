"""The ``mafia-desktop`` command.

* ``mafia-desktop``: the host window (GUI).
* ``mafia-desktop replay FILE``: replay a game log and print its summary (GAME_LOG.md).

Commands print JSON on standard output; no input makes them print a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
from collections.abc import Sequence

#: Modules that add sub-commands: each has ``register(subparsers)`` and imports its heavy
#: dependencies only inside the command's function, so ``replay`` starts fast.
COMMAND_MODULES: tuple[str, ...] = (
    "mafia_desktop.storage.commands",
    "mafia_desktop.reports.commands",
    "mafia_desktop.ui.commands",
)


def print_json(obj: object) -> None:
    """Print ``obj`` as indented JSON on standard output. A reader that has gone away
    (``| head``) is no error: the rest of the output is dropped quietly."""
    try:
        sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the interpreter's last flush is quiet


def cmd_replay(args: argparse.Namespace) -> int:
    """``replay FILE``: the summary and exit 0, or the error object and exit 2."""
    from mafia_desktop.rules import LogFormatError
    from mafia_desktop.rules.log_format import read_log_file, replay_text

    try:
        data = read_log_file(args.file)
    except LogFormatError as e:
        print_json({"error": {"index": None, "rule": None, "message": e.message}})
        return 2
    result, code = replay_text(data)
    print_json(result)
    return code


def has_display() -> bool:
    """False on a Linux or BSD machine with no X or Wayland display and no Qt platform
    chosen: the window could not open (Qt would abort)."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or os.environ.get("QT_QPA_PLATFORM"))


def cmd_gui(args: argparse.Namespace) -> int:
    """Start the host window (exit 2 with a hint when there is no display)."""
    if not has_display():
        sys.stderr.write(
            "mafia-desktop: no display to open the window on (DISPLAY and WAYLAND_DISPLAY "
            "are not set).\nRun it in a desktop session, or under xvfb-run; the commands "
            "(replay, export, render, --self-test, ...) work without a display.\n")
        return 2
    from mafia_desktop.ui.app import run

    return run(args)


def _data_folder() -> os.PathLike[str]:
    from mafia_desktop.ui.paths import app_data_folder

    return app_data_folder()


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser (sub-commands as in the README)."""
    parser = argparse.ArgumentParser(
        prog="mafia-desktop",
        description="The host's program for an in-person Mafia game.")
    parser.add_argument("--db", help="the SQLite database file (default: the user's data "
                        "folder, or MAFIA_DESKTOP_DB)")
    parser.add_argument("--self-test", action="store_true",
                        help="play a sample game offscreen through every part, print what "
                        "was checked, and exit 0 (or 1 naming what failed)")
    # The data folder comes from Qt (QStandardPaths, ui/paths.py); the commands get it as
    # a callback, asked only when neither --db nor MAFIA_DESKTOP_DB names a file, so
    # storage never imports the UI (DESIGN.md: arrows go one way).
    parser.set_defaults(func=cmd_gui, data_folder=_data_folder)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    p = sub.add_parser("replay", help="replay a .mafia.json game log and print its summary")
    p.add_argument("file", help="the game log (.mafia.json)")
    p.set_defaults(func=cmd_replay)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = build_parser()
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
