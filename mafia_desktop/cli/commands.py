"""The sub-commands as tables (the review of issue 32, point 6): every command module
lists its commands in one ``COMMANDS`` tuple of :class:`Command` (name, help, the
handler, what adds its arguments, whether it takes ``--db``, a group's actions), and
:func:`add_commands` makes the argparse sub-parsers of a table, in its order (the order
``--help`` lists them). The ``add_parser`` / ``add_argument`` / ``set_defaults`` pattern
is written once, here.

>>> import argparse
>>> parser = argparse.ArgumentParser(prog="x")
>>> add_commands(parser.add_subparsers(dest="command"), (
...     Command("hello", "say hello", run=lambda args: 0,
...             arguments=lambda p: p.add_argument("name")),))
>>> parser.parse_args(["hello", "Ada"]).name
'Ada'
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .output import SubParsers

#: A command's handler: the parsed arguments -> the exit code.
Handler = Callable[[argparse.Namespace], int]
#: What adds a command's arguments (options, positionals) to its parser.
Adder = Callable[[argparse.ArgumentParser], object]


def no_arguments(parser: argparse.ArgumentParser) -> None:
    """A command without arguments of its own."""


def log_file(parser: argparse.ArgumentParser) -> None:
    """The ``FILE`` argument of a command that reads a game log."""
    parser.add_argument("file", help="the game log (.mafia.json)")


def db_option(parser: argparse.ArgumentParser) -> None:
    """The ``--db PATH`` option of a command that opens the database."""
    # SUPPRESS: an unset sub-command --db keeps `mafia-desktop --db PATH COMMAND`'s value.
    parser.add_argument("--db", default=argparse.SUPPRESS, metavar="PATH",
                        help="the SQLite database (default: $MAFIA_DESKTOP_DB, else the "
                             "user's data folder)")


@dataclass(frozen=True)
class Command:
    """One sub-command (or a group of them) of the ``mafia-desktop`` parser.

    Attributes:
        name: the word on the command line (``games``, ``evening``, ``show``).
        help: its line in the parent's ``--help``.
        run: its handler (``args.func``); ``None`` for a group (its action's handler
            runs).
        arguments: adds its arguments to its parser, in ``--help``'s order.
        db: it takes ``--db PATH`` (:func:`db_option`), after its arguments.
        actions: a group's sub-commands (``evening list|show|export``), required.
        dest: the namespace attribute naming a group's chosen action
            (``evening_command``).
    """

    name: str
    help: str
    run: Handler | None = None
    arguments: Adder = no_arguments
    db: bool = False
    actions: tuple[Command, ...] = ()
    dest: str = ""


def add_commands(subparsers: SubParsers, commands: Iterable[Command]) -> None:
    """Add ``commands`` (a table, in ``--help``'s order) to ``subparsers`` (an
    ``add_subparsers()`` result): each one's parser with its arguments, its actions'
    sub-parsers (``metavar="ACTION"``, one required), ``--db`` and its handler."""
    for command in commands:
        parser = subparsers.add_parser(command.name, help=command.help)
        command.arguments(parser)
        if command.actions:
            add_commands(parser.add_subparsers(dest=command.dest, metavar="ACTION",
                                               required=True), command.actions)
        if command.db:
            db_option(parser)
        if command.run is not None:
            parser.set_defaults(func=command.run)


__all__ = ["Adder", "Command", "Handler", "add_commands", "db_option", "log_file",
           "no_arguments"]
