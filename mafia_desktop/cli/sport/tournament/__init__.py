"""``mafia-desktop tournament ...``: the tournament's commands (issue 25).

The group holds one sub-command a module: each module of :data:`SUBCOMMAND_MODULES` has
``register(subparsers)`` and adds its own: :mod:`.desk` (the tournament on a
database: new, players, rounds, the schedule, imports, standings) and :mod:`.seating`
(a seating without a database), :mod:`.referee` (the referees stored). A new sub-command is a
module here and one entry in that tuple.
"""

from __future__ import annotations

from mafia_desktop.cli.output import SubParsers

from . import awards, desk, referee, results, seating

#: The modules that add ``tournament`` sub-commands, in the order ``--help`` lists them.
SUBCOMMAND_MODULES = (desk, referee, results, awards, seating)


def register(subparsers: SubParsers) -> None:
    """Add the ``tournament`` group and its sub-commands to the ``mafia-desktop`` parser."""
    p = subparsers.add_parser("tournament", help="the tournament desk: players, rounds, seating, schedule, imports, standings (JSON)")
    sub = p.add_subparsers(dest="tournament_command", metavar="ACTION", required=True)
    for module in SUBCOMMAND_MODULES:
        module.register(sub)


__all__ = ["SUBCOMMAND_MODULES", "register"]
