"""Issue 32 (the review, point 6): the command line's sub-commands are tables
(``cli/commands.py`` ``Command``), every module's and every family's: the parser is
built from them alone, each parser's handler the table's, in the table's order."""

from __future__ import annotations

import argparse
import doctest

from mafia_desktop import cli
from mafia_desktop.cli import commands
from mafia_desktop.cli.commands import Command
from mafia_desktop.cli.families import family_commands


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _check(parser: argparse.ArgumentParser, table: tuple[Command, ...]) -> int:
    subs = _subparsers(parser)
    assert list(subs) == [c.name for c in table]
    checked = 0
    for command in table:
        sub = subs[command.name]
        assert sub.get_default("func") is command.run
        assert any(a.dest == "db" for a in sub._actions) == command.db, command.name
        checked += 1 + _check(sub, command.actions)
    return checked


def test_the_parser_is_the_tables() -> None:
    table = (*(c for m in cli.command_modules() for c in m.COMMANDS), *family_commands())
    assert all(not hasattr(m, "register") for m in cli.command_modules())
    assert _check(cli.build_parser(), table) >= 35


def test_the_doctest() -> None:
    assert doctest.testmod(commands).failed == 0
