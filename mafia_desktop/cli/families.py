"""The command line's one registration module (issue 21): each rules family's commands.

A family brings its ``balance`` model (:class:`CliFamily`.``run``) and, where it has
them, command groups of its own (the sport family: ``tournament``). The shared commands
ask :func:`balance_of` and :func:`family_command_modules`; this module is the only one
outside ``cli/classic/`` and ``cli/sport/`` that imports them
(``tests/test_families_fence.py``). A new family: its folder and one entry here.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from types import ModuleType
from typing import Protocol


class BalanceRunner(Protocol):
    """What ``mafia-desktop balance --family NAME`` runs."""

    def __call__(self, args: argparse.Namespace) -> int: ...


@dataclass(frozen=True)
class CliFamily:
    """A family's part of the command line: ``name`` (``ruleset.family``), ``run`` (its
    balance model; exit code), ``commands`` (modules with ``register(subparsers)`` adding
    its own command groups)."""

    name: str
    run: BalanceRunner
    commands: tuple[ModuleType, ...] = ()


def _classic() -> CliFamily:
    from .classic import balance
    return CliFamily("classic", balance.run)


def _sport() -> CliFamily:
    from .sport import balance, tournament
    return CliFamily("sport", balance.run, (tournament,))


#: The registered families' parts, made on first use (``replay`` starts without them).
_MAKERS = {"classic": _classic, "sport": _sport}
_MADE: dict[str, CliFamily] = {}


def balance_of(name: str) -> CliFamily | None:
    """The family ``name``'s command-line part, or ``None`` for no such family."""
    if name not in _MADE and name in _MAKERS:
        _MADE[name] = _MAKERS[name]()
    return _MADE.get(name)


def family_command_modules() -> tuple[ModuleType, ...]:
    """Every family's own command groups (registered after the shared commands)."""
    out: list[ModuleType] = []
    for name in _MAKERS:
        part = balance_of(name)
        if part is not None:
            out.extend(part.commands)
    return tuple(out)


__all__ = ["BalanceRunner", "CliFamily", "balance_of", "family_command_modules"]
