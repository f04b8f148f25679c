"""The command line's registry (issues 21, 32): each rules family's commands.

A family brings its ``balance`` model (:class:`CliFamily`.``run``) and, where it has
them, command groups of its own (the sport family: ``tournament``). The shared commands
ask :func:`balance_of` and :func:`family_commands`, which find a family's
``cli/<name>/family.py`` (its ``CLI``) by its name in the one list
(``rules.families.FAMILY_NAMES``); no shared module imports a family's folder
(``tests/test_families_fence.py``).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Protocol

from mafia_desktop.rules.registry import Registry

from .commands import Command


class BalanceRunner(Protocol):
    """What ``mafia-desktop balance --family NAME`` runs."""

    def __call__(self, args: argparse.Namespace) -> int: ...


@dataclass(frozen=True)
class CliFamily:
    """A family's part of the command line: ``name`` (``ruleset.family``), ``run`` (its
    balance model; exit code), ``commands`` (its own command groups, a table of
    :class:`~.commands.Command`)."""

    name: str
    run: BalanceRunner
    commands: tuple[Command, ...] = ()


#: THE command line's registry: ``cli/<name>/family.py``'s ``CLI`` for each listed family
#: (``rules.families.FAMILY_NAMES``), imported at the first question (``replay`` starts
#: without them).
CLI_FAMILIES: Registry[CliFamily] = Registry(
    "command-line", "mafia_desktop.cli.{name}.family", "CLI")


def balance_of(name: str) -> CliFamily | None:
    """The family ``name``'s command-line part, or ``None`` for no such family.

    Raises:
        MissingPart: the family is listed but has no ``cli/<name>/`` folder.
    """
    return CLI_FAMILIES.find(name)


def family_commands() -> tuple[Command, ...]:
    """Every family's own command groups (added after the shared commands)."""
    return tuple(command for part in CLI_FAMILIES.all() for command in part.commands)


__all__ = ["CLI_FAMILIES", "BalanceRunner", "CliFamily", "balance_of", "family_commands"]
