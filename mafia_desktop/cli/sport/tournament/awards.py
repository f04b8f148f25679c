"""``mafia-desktop tournament tie-breaks|awards`` (issue 34, point 7): the standings'
tie-break order, shown or changed, and the awards.

* ``tie-breaks ID [ORDER]``: the order in use (``{"tie_breaks": [...], "words": [...]}``);
  with ``ORDER`` (our entries separated by commas, ``"total, wins,
  wins_sheriff+wins_don"``, or the ratings site's letters, ``"(epg)wsk"``) it is stored
  first.
* ``awards ID [--round R]``: MVP, best red, best black, best sheriff, best don
  (``[{"award", "players": [{"number", "name"}], "points", "games", "wins"}]``).

JSON on standard output; every error is the error object of :mod:`mafia_desktop.cli.output`
with exit 2.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from mafia_desktop.cli.commands import Command
from mafia_desktop.cli.output import fail, print_json

from .desk import _desk, _id

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.storage.sport.tournaments import TournamentRepository


def cmd_tie_breaks(args: argparse.Namespace) -> int:
    """``tournament tie-breaks``: show or set the order."""
    from mafia_desktop.rules.sport.tournament import tiebreaks
    try:
        order = tiebreaks.parse(args.order) if args.order is not None else None
    except ValueError as e:
        return fail(f"ORDER: {e}")

    def body(t: TournamentRepository) -> int:
        options = t.set_tie_breaks(args.tournament_id, order) if order is not None \
            else t.get(args.tournament_id).options
        print_json({"tie_breaks": list(options.tie_breaks),
                    "words": [_words(e) for e in options.tie_breaks]})
        return 0
    return _desk(args, body, read_only=order is None)


def _words(entry: str) -> str:
    """An entry in English words."""
    from mafia_desktop.rules.sport.tournament import tiebreaks
    parts = [("less: " if s < 0 else "") + tiebreaks.KEYS[k] for s, k in tiebreaks.terms(entry)]
    return parts[0] if len(parts) == 1 else "the sum of " + " + ".join(parts)


def cmd_awards(args: argparse.Namespace) -> int:
    """``tournament awards``."""
    def body(t: TournamentRepository) -> int:
        names = {p.number: p.name for p in t.get(args.tournament_id).players}
        print_json([{"award": a.key,
                     "players": [{"number": n, "name": names.get(n)} for n in a.numbers],
                     "points": a.points, "games": a.games, "wins": a.wins}
                    for a in t.awards(args.tournament_id, round=args.round)])
        return 0
    return _desk(args, body, read_only=True)


def _tie_breaks_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("order", nargs="?", default=None, metavar="ORDER")


def _awards_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("--round", type=int, default=None, metavar="R")


#: ``tie-breaks`` and ``awards`` of the ``tournament`` group (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (
    Command("tie-breaks", "the standings' tie-break order: shown, or set (our keys separated "
            "by commas, or the ratings site's letters such as \"(epg)wsk\")", cmd_tie_breaks,
            _tie_breaks_arguments, db=True),
    Command("awards", "MVP, best red, best black, best sheriff, best don, from the points",
            cmd_awards, _awards_arguments, db=True),
)

