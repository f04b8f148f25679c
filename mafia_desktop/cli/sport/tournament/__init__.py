"""``mafia-desktop tournament ...``: the tournament's commands (issue 25).

The group's sub-commands are tables (:mod:`mafia_desktop.cli.commands`): each module of
:data:`SUBCOMMAND_MODULES` has a ``COMMANDS`` tuple: :mod:`.desk_commands` (the
tournament on a database: new, players, rounds, the schedule, imports, standings; the
handlers in :mod:`.desk`), :mod:`.referee` (the referees stored), :mod:`.results`,
:mod:`.awards` and :mod:`.seating` (a seating without a database). A new sub-command is
a row in a table, or a module here and one entry in that tuple.
"""

from __future__ import annotations

from mafia_desktop.cli.commands import Command

from . import awards, desk_commands, referee, results, seating

#: The modules that add ``tournament`` sub-commands (each a ``COMMANDS`` table), in the
#: order ``--help`` lists them.
SUBCOMMAND_MODULES = (desk_commands, referee, results, awards, seating)

#: ``tournament ACTION ...`` (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (Command(
    "tournament", "the tournament desk: players, rounds, seating, schedule, imports, "
    "standings (JSON)", dest="tournament_command",
    actions=tuple(c for module in SUBCOMMAND_MODULES for c in module.COMMANDS)),)


__all__ = ["COMMANDS", "SUBCOMMAND_MODULES"]
