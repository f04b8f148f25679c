"""``mafia-desktop tournament referee`` (issue 34 point 4): the referees, stored.

* ``referee ID --round R --table T NAME``: the table's referee for every game of round R.
* ``referee ID --round R --table T --game G NAME``: one game's own referee (a stand-in),
  which wins over its table's.
* ``--clear`` instead of ``NAME`` takes the table's (or the game's own) referee away;
  without ``--table``, ``referee ID --round R`` shows the round's referees.

The stored referee goes on the protocol's header and into both exports; a ``--referee``
given to ``protocol`` or ``export`` still wins. A referee's name is checked by the names'
rule (R-NAME-1: a person's name, 40 characters). Output: the round's referees,
``{"round", "tables": {table: name}, "games": [{"table", "game", "referee", "own"}]}``;
every error is the error object of :mod:`mafia_desktop.cli.output` with exit 2.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from mafia_desktop.cli.commands import Command
from mafia_desktop.cli.output import fail, print_json

from .desk import _desk, _id

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.storage.sport.tournaments import TournamentRepository


def cmd_referee(args: argparse.Namespace) -> int:
    """``tournament referee``: set, clear or show the referees of a round."""
    if args.table is None:
        if args.name is not None or args.clear or args.game is not None:
            return fail("--table T names the table (and --game G one game of it)")
    elif (args.name is None) == (not args.clear):
        return fail("give the referee's NAME, or --clear")

    def body(t: TournamentRepository) -> int:
        if args.table is not None:
            name = None if args.clear else args.name
            if args.game is None:
                t.set_table_referee(args.tournament_id, args.round, args.table, name)
            else:
                t.set_game_referee(args.tournament_id, (args.round, args.table, args.game),
                                   name)
        print_json(t.referees(args.tournament_id, args.round))
        return 0
    return _desk(args, body, read_only=args.table is None)


class _Intermixed(argparse.ArgumentParser):
    """A sub-command's parser that takes its positionals between and after the options
    (``referee 1 --round 1 --table 2 NAME``): argparse (3.11) otherwise gives the
    optional ``NAME`` its empty value at ``ID`` and refuses the name after the options."""

    _mixing = False

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        """:meth:`~argparse.ArgumentParser.parse_known_intermixed_args` (which calls
        this method again: then the plain parse)."""
        if self._mixing:
            return super().parse_known_args(args, namespace)
        self._mixing = True
        try:
            return self.parse_known_intermixed_args(args, namespace)
        finally:
            self._mixing = False


def _referee_arguments(q: argparse.ArgumentParser) -> None:
    q.__class__ = _Intermixed           # no state of its own: NAME after the options
    _id(q)
    q.add_argument("name", nargs="?", default=None, metavar="NAME",
                   help="the referee's name (R-NAME-1: a person's name, 40 characters)")
    q.add_argument("--round", type=int, required=True, metavar="R")
    q.add_argument("--table", type=int, default=None, metavar="T",
                   help="the table (without it: the round's referees are shown)")
    q.add_argument("--game", type=int, default=None, metavar="G",
                   help="one game's own referee, who wins over the table's")
    q.add_argument("--clear", action="store_true",
                   help="take the referee away (a game's own: the table's counts again)")


#: ``referee`` of the ``tournament`` group (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (Command("referee", "a table's referee for a round, or one game's own (stored: "
                    "the protocol and the exports take it; their --referee still wins)",
                    cmd_referee, _referee_arguments, db=True),)

