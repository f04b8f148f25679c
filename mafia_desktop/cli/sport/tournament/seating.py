"""``mafia-desktop tournament seating``: the seating of a round, without a database.

``tournament seating --players N --tables T (--games G | --rounds R) [--seed S]
[--seconds B] [--apart A,B ...]`` prints ``{"players", "tables", "rounds", "games_each",
"seed", "seconds", "apart", "games": [{"round": r, "table": t, "seats": [ten player
numbers, seat 1 first]}, ...], "sitting_out": [...] (when N > 10·T), "quality": {...}}``
(players ``1 .. N``; ``round`` is the game's number within the round, ``1 .. R``):
:mod:`mafia_desktop.rules.sport.tournament`. ``--games G`` is each player's games: the
round has ``R = N·G / (10·T)`` games a table, and when ``N·G`` is not a multiple of
``10·T`` the error (rule T-SHAPE-1) names the nearest shapes where everyone plays the
same number; ``--rounds R`` gives the games a table itself (everyone plays ⌊⌋ or ⌈⌉ of
``10·T·R / N``). The same seed and ``--seconds`` print the same seating. Every bad
argument is the error object of :mod:`..output` with exit 2.
"""

from __future__ import annotations

import argparse

from mafia_desktop.cli.commands import Command
from mafia_desktop.cli.output import fail, print_json


def _whole(name: str, text: str | None) -> int:
    """``--name``'s value as a whole number.

    Raises:
        ValueError: missing, or not a whole number.
    """
    if text is None:
        raise ValueError(f"--{name} is required (a whole number)")
    try:
        return int(text)
    except ValueError:
        raise ValueError(f"--{name}: expected a whole number, got {text!r}") from None


def parse_apart(words: list[str]) -> list[tuple[int, int]]:
    """``["1,2", "3,4"]`` -> ``[(1, 2), (3, 4)]``.

    Raises:
        ValueError: a word that is not two player numbers joined by a comma.
    """
    pairs = []
    for word in words:
        parts = word.split(",")
        try:
            a, b = (int(p) for p in parts)
        except ValueError:
            raise ValueError(f"--apart: expected two player numbers A,B, got {word!r}") from None
        pairs.append((a, b))
    return pairs


def cmd_seating(args: argparse.Namespace) -> int:
    """``tournament seating``."""
    from mafia_desktop.rules.sport.tournament import (
        DEFAULT_SECONDS,
        SeatingError,
        check_round,
        rounds_for,
        seat_round,
    )

    try:
        players = _whole("players", args.players)
        tables = _whole("tables", args.tables)
        if (args.games is None) == (args.rounds is None):
            raise ValueError("give --games G (each player's games) or --rounds R (the "
                             "games a table), one of them")
        seed = _whole("seed", args.seed)
        try:
            seconds = DEFAULT_SECONDS if args.seconds is None else float(args.seconds)
        except ValueError:
            raise ValueError(f"--seconds: expected a number, got {args.seconds!r}") from None
        apart = parse_apart([w for group in args.apart for w in group])
        if args.rounds is not None:
            games = _whole("rounds", args.rounds)
        else:
            check_round(players, tables, 1, apart, seconds)  # the shape's own refusals first
            games = rounds_for(players, tables, _whole("games", args.games))
        seating = seat_round(players, tables, games, seed=seed, seconds=seconds, apart=apart)
    except SeatingError as e:
        return fail(e.message, rule=e.rule or None)
    except ValueError as e:
        return fail(str(e))
    print_json(seating.to_json())
    return 0


def _seating_arguments(q: argparse.ArgumentParser) -> None:
    from mafia_desktop.rules.sport.tournament import DEFAULT_SECONDS

    q.add_argument("--players", metavar="N", help="the players (numbered 1..N)")
    q.add_argument("--tables", metavar="T", help="the tables of ten (N >= 10*T)")
    q.add_argument("--games", metavar="G",
                   help="each player's games: N*G must fill whole rounds of 10*T seats "
                        "(else the nearest shapes are named)")
    q.add_argument("--rounds", metavar="R",
                   help="the games a table instead (1..40); players may play one game "
                        "more or fewer")
    q.add_argument("--seed", metavar="S", default="0",
                   help="the random seed (default 0): the same seed and --seconds give the "
                        "same seating")
    q.add_argument("--seconds", metavar="B", default=None,
                   help=f"the search's budget in seconds of a reference core (default "
                        f"{DEFAULT_SECONDS:g}); longer is never worse")
    q.add_argument("--apart", metavar="A,B", nargs="+", action="append", default=[],
                   help="pairs kept apart (same club, relatives), e.g. --apart 1,2 7,9")


#: ``seating`` of the ``tournament`` group (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (Command("seating", "seat N players at T tables over G games: seats and "
                    "opponents balanced (JSON; no database)", cmd_seating,
                    _seating_arguments),)

