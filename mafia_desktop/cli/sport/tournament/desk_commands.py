"""The tournament desk's sub-commands as one table (:mod:`mafia_desktop.cli.commands`):
each one's arguments and its handler in :mod:`.desk` (``new``, ``list``, ``show``,
``players add``, ``apart``, ``round add|cut``, ``schedule export``, ``import``,
``conflicts``, ``resolve``, ``substitute``, ``standings``)."""

from __future__ import annotations

import argparse

from mafia_desktop.cli.commands import Command

from .desk import (
    SLOT_HELP,
    _id,
    cmd_apart,
    cmd_conflicts,
    cmd_import,
    cmd_list,
    cmd_new,
    cmd_players_add,
    cmd_resolve,
    cmd_round_add,
    cmd_round_cut,
    cmd_schedule_export,
    cmd_show,
    cmd_standings,
    cmd_substitute,
)


def _new_arguments(q: argparse.ArgumentParser) -> None:
    q.add_argument("name")
    q.add_argument("--starts", required=True, metavar="DATE", help="the first day, YYYY-MM-DD")
    q.add_argument("--ends", metavar="DATE", help="the last day")
    q.add_argument("--options", metavar="JSON",
                   help='scoring options, e.g. {"ci_points": 0.4, "tie_breaks": ["total", '
                        '"extra", "wins"]}')
    q.add_argument("--shape", choices=("one_round", "main_final", "main_semi_final"),
                   help="FIIM's usual shapes: the rounds planned (round add takes the next)")
    q.add_argument("--tie-breaks", metavar="ORDER", default=None,
                   help='the tie-break order: our keys separated by commas, or the ratings '
                        'site\'s letters (default "(epg)wsk")')


def _players_add_arguments(a: argparse.ArgumentParser) -> None:
    _id(a)
    a.add_argument("names", nargs="+", metavar="NAME")
    a.add_argument("--exhibition", action="store_true", help="they play but are not ranked")
    a.add_argument("--consent", action="store_true", help="they agree to be published")
    a.add_argument("--id", action="append", default=[], metavar="LEAGUE=ID",
                   help="an external id (one player at a time)")


def _apart_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("pairs", nargs="*", metavar="A,B")


def _round_add_arguments(a: argparse.ArgumentParser) -> None:
    _id(a)
    a.add_argument("--stage", choices=("main", "semi_final", "final"), default=None)
    a.add_argument("--tables", type=int, default=None, metavar="T")
    a.add_argument("--games", type=int, default=None, metavar="G")
    a.add_argument("--seed", type=int, default=0, metavar="S")
    a.add_argument("--seconds", type=float, default=None, metavar="B")
    ci = a.add_mutually_exclusive_group()
    ci.add_argument("--ci", dest="ci", action="store_const", const=True, default=None,
                    help="the first-night compensation (Ci) counts")
    ci.add_argument("--no-ci", dest="ci", action="store_const", const=False,
                    help="no first-night compensation (Ci)")
    a.add_argument("--totals", choices=("added", "separate"), default=None,
                   help="the round's points added to the round before's, or separate")
    a.add_argument("--players", metavar="A,B,…", help="the participants by number")
    a.add_argument("--top", type=int, metavar="N", help="the participants: the top N …")
    a.add_argument("--after", type=int, metavar="R", help="… after round R (default: the last)")
    a.add_argument("--take", metavar="A,B,…", help="who of the players tied at the cut go "
                   "through (T-CUT-1: the desk never picks)")


def _round_cut_arguments(a: argparse.ArgumentParser) -> None:
    _id(a)
    a.add_argument("--top", type=int, required=True, metavar="N")
    a.add_argument("--after", type=int, required=True, metavar="R")


def _schedule_export_arguments(a: argparse.ArgumentParser) -> None:
    _id(a)
    a.add_argument("--round", type=int, required=True, metavar="R")
    a.add_argument("--table", type=int, default=None, metavar="T",
                   help="one table (default: every table, -o names a folder)")
    a.add_argument("-o", "--output", required=True, metavar="PATH")


def _import_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("logs", nargs="+", metavar="LOG")
    q.add_argument("--slot", metavar="R/T/G", help=SLOT_HELP + " (default: found by seating)")


def _resolve_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("conflict_id", type=int, metavar="CONFLICT")
    q.add_argument("--keep", choices=("counted", "imported"), required=True)


def _substitute_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("slot", metavar="R/T/G", help=SLOT_HELP)
    q.add_argument("seat", type=int)
    q.add_argument("number", type=int, help="the player number who takes the seat")
    q.add_argument("--allow-apart", action="store_true",
                   help="seat them even beside a player they are kept apart from "
                        "(refused otherwise: T-APART-5)")


def _standings_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("--round", type=int, default=None, metavar="R")
    q.add_argument("--before-game", type=int, default=None, metavar="N",
                   help="as they were before game N (of the round, or of the last round)")


#: The desk's sub-commands of the ``tournament`` group (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (
    Command("new", "a new tournament", cmd_new, _new_arguments, db=True),
    Command("list", "every tournament", cmd_list, db=True),
    Command("show", "a tournament: players, rounds, games", cmd_show, _id, db=True),
    Command("players", "players: add", dest="players_command", actions=(
        Command("add", "add players (new names join the roster)", cmd_players_add,
                _players_add_arguments, db=True),)),
    Command("apart", "pairs the seating keeps apart", cmd_apart, _apart_arguments, db=True),
    Command("round", "rounds: add, cut", dest="round_command", actions=(
        Command("add", "a new round, seated with its participants (default: the plan's "
                "next round, else every player of the tournament)", cmd_round_add,
                _round_add_arguments, db=True),
        Command("cut", "the top N after round R: who goes through, who is tied",
                cmd_round_cut, _round_cut_arguments, db=True))),
    Command("schedule", "the schedule for the tables' laptops", dest="schedule_command",
            actions=(Command("export", "a table's games as the file its host opens",
                             cmd_schedule_export, _schedule_export_arguments, db=True),)),
    Command("import", "finished games' logs back from the tables", cmd_import,
            _import_arguments, db=True),
    Command("conflicts", "logs waiting for the organiser's choice", cmd_conflicts, _id,
            db=True),
    Command("resolve", "choose which log counts for a game", cmd_resolve, _resolve_arguments,
            db=True),
    Command("substitute", "a substitution in an unplayed game", cmd_substitute,
            _substitute_arguments, db=True),
    Command("standings", "the standings (points, Ci, tie-breaks)", cmd_standings,
            _standings_arguments, db=True),
)

__all__ = ["COMMANDS"]
