"""``mafia-desktop tournament results|protocol|export``: the tournament's papers and files.

* ``results ID -o FILE [--format html|pdf|csv] [--lang en|ru] [--round R]
  [--before-game N]``: the standings and the games as a file.
  (``protocol`` and ``export`` take each game's stored referee, :mod:`.referee`; a
  ``--referee`` given here wins over it.)
* ``protocol ID (R/T/G | --game GAME_ID) -o FILE [--blank] [--lang en|ru] [--referee NAME]``:
  the FIIM paper protocol of a game (PDF): blank with the names, or filled from its log.
* ``export ID --format mafiaratings|mwt -o FILE [--slot R/T/G] [--referee NAME]
  [--event-id ROUND=ID ...]``: the counted games in an exchange format (a JSON list, or
  one game with ``--slot``); the seats taken by a substitution are marked (mwt).

JSON on standard output; every error is the error object of :mod:`mafia_desktop.cli.output`
with exit 2.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict

from mafia_desktop.cli.commands import Command
from mafia_desktop.cli.output import fail, fail_write, print_json

from .desk import SLOT_HELP, _desk, _id, fail_value, parse_slot

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.rules.json_types import JsonObject
    from mafia_desktop.storage.sport.tournament_rows import Slot
    from mafia_desktop.storage.sport.tournaments import TournamentRepository


def cmd_results(args: argparse.Namespace) -> int:
    """``tournament results``: the standings and games as HTML, PDF or CSV."""
    from mafia_desktop.reports.sport.tournament import RESULT_FORMATS, export_results

    fmt = args.format or Path(args.output).suffix.lower().lstrip(".")
    if fmt not in RESULT_FORMATS:
        return fail(f"{args.output}: name the format with --format "
                    f"({', '.join(RESULT_FORMATS)}) or use one of those suffixes")

    def body(t: TournamentRepository) -> int:
        try:
            written = export_results(t, args.tournament_id, fmt, args.output, lang=args.lang,
                                     round=args.round, before_game=args.before_game)
        except OSError as e:
            return fail_write(e, args.output)
        print_json({"exported": str(written), "format": fmt})
        return 0
    return _desk(args, body, read_only=True)


def game_day(game: object) -> str | None:
    """The day a recorded game was played (ISO date): its first timed action's own date,
    as the table's clock and UTC offset wrote it (a game of a multi-day tournament is
    dated by its day, not the tournament's first); ``None`` when no action has a time."""
    times = [a.at for a in getattr(game, "actions", ()) if getattr(a, "at", None)]
    return times[0].date().isoformat() if times else None


class SlotMeta(TypedDict):
    """The ``meta`` of a tournament's game (:func:`_slot_meta`)."""

    tournament: str
    round: str
    table: int
    game: int
    date: str | None
    referee: NotRequired[str | None]  # the exports' own keys (cmd_export)
    event_id: NotRequired[int | None]
    replacements: NotRequired[list[int] | None]


def _slot_meta(t: TournamentRepository, tournament_id: int, slot: Slot,
               game: object = None) -> SlotMeta:
    """The exports' and the protocol's ``meta`` of a game of the tournament. ``date``:
    the game's own day (:func:`game_day`; else the day it was stored, in this computer's
    time zone); a result record (it holds no date) is dated by the tournament's first
    day; an unplayed game has none (``None``: a blank protocol's line to write on)."""
    tour = t.get(tournament_id)
    stage = next((r.stage for r in tour.rounds if r.number == slot.round), "main")
    day = game_day(game) if game is not None else None
    if day is None and slot.game_id is not None:
        try:
            day = game_day(game if game is not None else t.games.load(slot.game_id))
            if day is None:
                started = t.games.info(slot.game_id).started_at
                day = started.astimezone().date().isoformat() if started else None
        except Exception:  # a damaged stored game: dated as a result record is
            day = None
    if day is None and slot.record:
        day = tour.starts_on.isoformat()
    return {"tournament": tour.name, "round": f"{stage} {slot.round}", "table": slot.table,
            "game": slot.game, "date": day}


def cmd_protocol(args: argparse.Namespace) -> int:
    """``tournament protocol``: a game's FIIM protocol (PDF)."""
    from mafia_desktop.reports.sport.protocol import ProtocolHeader, write_protocol
    if (args.slot is None) == (args.game is None):
        return fail("name the game: ROUND/TABLE/GAME, or --game with its stored game id")
    from mafia_desktop.rules import check_any_name
    try:
        where = parse_slot(args.slot) if args.slot is not None else None
        # the names' rule (R-NAME-1): a referee's name as a player's, 40 characters
        referee = check_any_name(args.referee, "referee") if args.referee else ""
    except ValueError as e:
        return fail_value(e)

    def body(t: TournamentRepository) -> int:
        if where is None:
            slot = next((s for s in t.slots(args.tournament_id) if s.game_id == args.game),
                        None)
            if slot is None:
                return fail(f"stored game {args.game} counts for no game of tournament "
                            f"{args.tournament_id}")
        else:
            slot = t.slot(args.tournament_id, where)
        place = (slot.round, slot.table, slot.game)
        names = {p.number: p.name for p in t.get(args.tournament_id).players}
        game = None
        if not args.blank:
            if slot.game_id is None:
                return fail(f"round {place[0]}, table {place[1]}, game {place[2]} has no "
                            "counted log to fill the protocol from: use --blank")
            game = t.games.load(slot.game_id)
        meta = _slot_meta(t, args.tournament_id, slot, game)
        from mafia_desktop.i18n.fill import fill
        from mafia_desktop.i18n.sport import tournament as tn
        from mafia_desktop.reports.export import language
        stage = next((r.stage for r in t.get(args.tournament_id).rounds
                      if r.number == slot.round), "main")
        with language(args.lang):        # the stage in the protocol's language
            stage_text = f"{tn.stage_name(stage)}, {fill(tn.word('round'), slot.round)}"
        # the referee given on the command line wins over the one stored (issue 34.4)
        header = ProtocolHeader(meta["tournament"], stage_text, meta["date"] or "", slot.table,
                                slot.game, referee or slot.referee or "")
        try:
            written = write_protocol(args.output, header,
                                     [(i, names[n]) for i, n in enumerate(slot.seats, 1)],
                                     game, lang=args.lang)
        except OSError as e:
            return fail_write(e, args.output)
        print_json({"protocol": str(written), "filled": game is not None})
        return 0
    return _desk(args, body, read_only=True)


def cmd_export(args: argparse.Namespace) -> int:
    """``tournament export``: the counted games as the ratings site's JSON or the FIIM
    site's records."""
    from mafia_desktop.rules import check_any_name
    from mafia_desktop.rules.sport.tournament.exchange import (
        dumps,
        game_to_mafiaratings,
        game_to_mwt,
        loads_record,
        record_to_mafiaratings,
        to_mwt,
    )
    from mafia_desktop.storage.files import write_atomic
    try:
        only = parse_slot(args.slot) if args.slot else None
    except ValueError as e:
        return fail(f"--slot: {e}")
    try:
        events = _event_ids(args.event_id or [])
        # the names' rule (R-NAME-1): a referee's name as a player's, 40 characters
        referee = check_any_name(args.referee, "referee") if args.referee else None
    except ValueError as e:
        return fail_value(e)

    def body(t: TournamentRepository) -> int:
        out = []
        rounds: set[int] = set()
        replaced = t.substitutions(args.tournament_id)
        for slot in t.slots(args.tournament_id):
            if only is not None and (slot.round, slot.table, slot.game) != only:
                continue
            game = t.games.load(slot.game_id) if slot.game_id is not None else None
            meta = _slot_meta(t, args.tournament_id, slot, game)
            meta.update({"referee": referee or slot.referee,
                         "event_id": events.get(slot.round),
                         "replacements": sorted(replaced.get((slot.round, slot.table,
                                                              slot.game), ())) or None})
            if game is not None:
                rounds.add(slot.round)
                out.append(game_to_mafiaratings(game, meta) if args.format == "mafiaratings"
                           else game_to_mwt(game, meta))
            else:
                text = t.record_text(args.tournament_id, slot)
                if text is None:
                    continue                    # not played yet
                rounds.add(slot.round)
                record = loads_record(text)
                out.append(record_to_mafiaratings(record, meta)
                           if args.format == "mafiaratings" else to_mwt(record, meta))
        if only is not None and not out:
            return fail(f"round {only[0]}, table {only[1]}, game {only[2]} has no counted game")
        try:
            write_atomic(args.output, dumps(out[0] if only is not None else out))
        except OSError as e:
            return fail_write(e, args.output)
        result: JsonObject = {"exported": args.output, "format": args.format,
                                  "games": len(out)}
        missing = sorted(r for r in rounds if r not in events)
        if args.format == "mafiaratings" and len(rounds) > 1 and missing:
            result["note"] = (f"round(s) {', '.join(map(str, missing))} have no --event-id: "
                              "the site tells rounds apart by their event (tables and game "
                              "numbers repeat in every round)")
        print_json(result)
        return 0
    return _desk(args, body, read_only=True)


def _event_ids(items: list[str]) -> dict[int, int]:
    """``--event-id ROUND=ID`` (repeated) -> round -> the ratings site's event id.

    Raises:
        ValueError: not ROUND=ID with whole numbers, or a round given twice.
    """
    out: dict[int, int] = {}
    for item in items:
        left, sep, right = item.partition("=")
        if not sep or not left.strip().isdigit() or not right.strip().isdigit():
            raise ValueError(f"--event-id: expected ROUND=ID (e.g. 2=1234), got {item!r}")
        r, event = int(left), int(right)
        if r in out:
            raise ValueError(f"--event-id: round {r} is given twice")
        if not 1 <= event <= 10**9:
            raise ValueError(f"--event-id: expected an id 1..1000000000, got {event}")
        out[r] = event
    return out


def _results_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("-o", "--output", required=True, metavar="FILE")
    q.add_argument("--format", choices=("html", "pdf", "csv"), default=None,
                   help="default: from the file's suffix")
    q.add_argument("--lang", choices=("en", "ru"), default=None)
    q.add_argument("--round", type=int, default=None, metavar="R")
    q.add_argument("--before-game", type=int, default=None, metavar="N")


def _protocol_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("slot", metavar="R/T/G", nargs="?", default=None, help=SLOT_HELP)
    q.add_argument("--game", type=int, default=None, metavar="GAME_ID",
                   help="the game by its stored id instead of R/T/G")
    q.add_argument("-o", "--output", required=True, metavar="FILE")
    q.add_argument("--blank", action="store_true",
                   help="names only, for a paper backup (default: filled from the log)")
    q.add_argument("--lang", choices=("en", "ru"), default="en")
    q.add_argument("--referee", default=None, metavar="NAME",
                   help="the referee on the header (default: the one stored with "
                        "`tournament referee`; this wins over it)")


def _export_arguments(q: argparse.ArgumentParser) -> None:
    _id(q)
    q.add_argument("--format", choices=("mafiaratings", "mwt"), required=True)
    q.add_argument("-o", "--output", required=True, metavar="FILE")
    q.add_argument("--slot", metavar="R/T/G", default=None, help="one game: " + SLOT_HELP)
    q.add_argument("--referee", default=None, metavar="NAME",
                   help="the referee (moderator) of every game exported (default: each "
                        "game's stored referee, `tournament referee`; this wins over it)")
    q.add_argument("--event-id", action="append", default=None, metavar="ROUND=ID",
                   help="the ratings site's event id of a round (repeat for each round: "
                        "the site's event is a tournament round)")


#: ``results``, ``protocol`` and ``export`` of the ``tournament`` group
#: (:mod:`mafia_desktop.cli.commands`).
COMMANDS = (
    Command("results", "the standings and games as HTML, PDF or CSV", cmd_results,
            _results_arguments, db=True),
    Command("protocol", "a game's FIIM paper protocol (PDF)", cmd_protocol,
            _protocol_arguments, db=True),
    Command("export", "the counted games as the ratings site's JSON (mafiaratings) or the "
            "FIIM site's records (mwt)", cmd_export, _export_arguments, db=True),
)

