"""``mafia-desktop tournament ...``: the tournament desk on a database (issue 25).

* ``new NAME --starts DATE [--ends DATE] [--options JSON] [--shape SHAPE]``: a tournament
  (its id); ``--shape``: FIIM's usual shapes (``one_round``, ``main_final``,
  ``main_semi_final``), the rounds planned, each ``round add`` taking the next one's
  stage, tables, games, Ci, totals and participants unless told otherwise.
* ``list``, ``show ID``: the tournaments; one with its players and rounds.
* ``players add ID NAME... [--exhibition] [--consent] [--id LEAGUE=ID ...]``: players
  (their numbers).
* ``apart ID A,B ...``: the pairs the seating keeps apart.
* ``round add ID [--stage main|semi_final|final] [--tables T] [--games G] [--seed S]
  [--seconds B] [--ci|--no-ci] [--totals added|separate] [--players A,B,… | --top N
  --after R [--take A,B,…]]``: a round seated by :mod:`mafia_desktop.rules.sport.tournament`
  with its participants only (every player of the tournament, those named, or the top N
  after round R, the tied at the cut named by ``--take``: T-CUT-1), apart pairs kept
  apart.
* ``round cut ID --top N --after R``: who goes through, and who is tied at the cut.
* ``schedule export ID --round R [--table T] -o PATH``: a table's schedule file (every
  table: ``PATH`` is a folder, one file a table).
* ``import ID FILE... [--slot R/T/G]``: finished games' logs back from the tables, or
  result records (the ratings site's game JSON, the FIIM site's record) that count
  although they are not replayable.
* ``conflicts ID``; ``resolve ID CONFLICT --keep counted|imported``.
* ``substitute ID R/T/G SEAT NUMBER [--allow-apart]``: a substitution in an unplayed game
  (refused, T-APART-5, beside a player they are kept apart from, unless
  ``--allow-apart``).
* ``standings ID [--round R] [--before-game N]``.
* ``results``, ``protocol``, ``export``: the tournament's papers and files
  (:mod:`.results`); ``referee``: the referees of a round's tables and games
  (:mod:`.referee`).

JSON on standard output; every error is the error object of :mod:`..output` with exit 2.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from mafia_desktop.cli.games import _run
from mafia_desktop.cli.output import fail, fail_write, print_json

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.rules.json_types import JsonObject
    from mafia_desktop.storage import GameRepository
    from mafia_desktop.storage.sport.tournaments import TournamentRepository

#: A slot on the command line: ``ROUND/TABLE/GAME``.
SLOT_HELP = "a game as ROUND/TABLE/GAME, e.g. 1/2/5"


def parse_slot(text: str) -> tuple[int, int, int]:
    """``"1/2/5"`` -> ``(1, 2, 5)``.

    Raises:
        ValueError: anything else.
    """
    try:
        r, t, g = (int(p) for p in text.split("/"))
    except ValueError:
        raise ValueError(f"expected ROUND/TABLE/GAME (three whole numbers), got {text!r}") \
            from None
    return r, t, g


def _date(text: str | None, name: str) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"--{name}: expected a date YYYY-MM-DD, got {text!r}") from None


def fail_value(e: ValueError) -> int:
    """:func:`fail` for a refusal: a rule's (a name the names' rule refuses: R-NAME-1,
    R-SETUP-1; a stage's: T-CUT-1…) with its ``rule`` field, any other ``ValueError``
    with its words."""
    from mafia_desktop.rules import RuleViolation
    from mafia_desktop.rules.sport.tournament.stages import StageError
    if isinstance(e, (RuleViolation, StageError)):
        return fail(e.message, rule=e.rule)
    return fail(str(e))


def _numbers(text: str | None, name: str) -> list[int] | None:
    if text is None:
        return None
    try:
        return [int(x) for x in text.replace(" ", "").split(",") if x]
    except ValueError:
        raise ValueError(f"--{name}: expected player numbers A,B,…, got {text!r}") from None


def _desk(args: argparse.Namespace, body: Callable[[TournamentRepository], int], *,
          read_only: bool = False, empty: Callable[[], int] | None = None) -> int:
    """Run ``body(tournaments)`` on the database; a ``ValueError`` is the error object.
    ``read_only`` opens it read-only (nothing created); then a missing file runs
    ``empty()``, or is the error "holds no tournaments"."""
    from mafia_desktop.storage.sport.tournaments import TournamentRepository

    def run(repo: GameRepository) -> int:
        try:
            return body(TournamentRepository(repo))
        except ValueError as e:
            return fail_value(e)

    def no_file(path: Path) -> int:
        return empty() if empty is not None else fail(
            f"{path}: the database holds no tournaments yet")
    return _run(args, run, read_only=read_only, missing=no_file if read_only else None)


def cmd_new(args: argparse.Namespace) -> int:
    """``tournament new``."""
    from mafia_desktop.rules.sport.tournament.stages import SHAPES
    plan = SHAPES[args.shape] if args.shape else ()
    try:
        starts = _date(args.starts, "starts")
        ends = _date(args.ends, "ends")
        options = json.loads(args.options) if args.options else None
    except json.JSONDecodeError as e:
        return fail(f"--options: expected a JSON object ({e})")
    except ValueError as e:
        return fail(str(e))
    if options is not None and not isinstance(options, dict):
        return fail("--options: expected a JSON object")
    if args.tie_breaks is not None:
        from mafia_desktop.rules.sport.tournament.tiebreaks import parse
        try:
            options = {**(options or {}), "tie_breaks": list(parse(args.tie_breaks))}
        except ValueError as e:
            return fail(f"--tie-breaks: {e}")
    assert starts is not None  # --starts is required

    def body(t: TournamentRepository) -> int:
        print_json({"id": t.create(args.name, starts, ends_on=ends, options=options,
                                   plan=plan)})
        return 0
    return _desk(args, body)


def cmd_list(args: argparse.Namespace) -> int:
    """``tournament list``."""
    def body(t: TournamentRepository) -> int:
        print_json(t.list_tournaments())
        return 0

    def empty() -> int:
        print_json([])
        return 0
    return _desk(args, body, read_only=True, empty=empty)


def cmd_show(args: argparse.Namespace) -> int:
    """``tournament show``."""
    def body(t: TournamentRepository) -> int:
        out = t.get(args.tournament_id).to_json()
        out["apart"] = [list(p) for p in t.apart(args.tournament_id)]
        out["slots"] = [s.to_json() for s in t.slots(args.tournament_id)]
        print_json(out)
        return 0
    return _desk(args, body, read_only=True)


def cmd_players_add(args: argparse.Namespace) -> int:
    """``tournament players add``."""
    ids: dict[str, str] = {}
    for word in args.id:
        league, _, value = word.partition("=")
        if not league or not value:
            return fail(f"--id: expected LEAGUE=ID, got {word!r}")
        ids[league] = value
    if ids and len(args.names) != 1:
        return fail("--id names one player's external ids: add that player alone")

    def body(t: TournamentRepository) -> int:
        numbers = t.add_players(args.tournament_id, args.names, exhibition=args.exhibition,
                                consent=args.consent, ids=[ids] if ids else None)
        print_json({"numbers": numbers})
        return 0
    return _desk(args, body)


def cmd_apart(args: argparse.Namespace) -> int:
    """``tournament apart``."""
    from .seating import parse_apart
    try:
        pairs = parse_apart(args.pairs)
    except ValueError as e:
        return fail(str(e))

    def body(t: TournamentRepository) -> int:
        t.set_apart(args.tournament_id, pairs)
        print_json({"apart": [list(p) for p in t.apart(args.tournament_id)]})
        return 0
    return _desk(args, body)


def cmd_round_add(args: argparse.Namespace) -> int:
    """``tournament round add``: seat the round's participants and store the round (the
    tournament's plan gives what is not told)."""
    from mafia_desktop.rules.sport.tournament import DEFAULT_SECONDS, seat_round
    from mafia_desktop.rules.sport.tournament.stages import Field, StageError
    from mafia_desktop.storage.sport.tournament_stages import chosen_json
    try:
        named = _numbers(args.players, "players")
        take = _numbers(args.take, "take") or []
    except ValueError as e:
        return fail(str(e))
    if named is not None and args.top is not None:
        return fail("--players and --top: name the participants one way")
    if args.after is not None and args.top is None:
        return fail("--after goes with --top N")

    def body(t: TournamentRepository) -> int:
        tour = t.get(args.tournament_id)
        planned = tour.next_planned()
        top = args.top if args.top is not None else (
            planned.top if planned is not None and named is None else None)
        c = None
        if top is not None:
            after = args.after if args.after is not None else len(tour.rounds)
            c = t.cut(args.tournament_id, top, after)
            participants: tuple[int, ...] | None = c.participants(take)
        elif named is not None:
            if len(set(named)) != len(named) \
                    or not set(named) <= {p.number for p in tour.players}:
                raise StageError("T-ROUND-1", "a round's participants are players of the "
                                 f"tournament, each once, got {sorted(named)}")
            participants = tuple(named)
        else:
            participants = None
        field = Field(participants if participants is not None
                      else tuple(p.number for p in tour.players))
        tables = args.tables if args.tables is not None else (
            planned.tables if planned is not None and planned.tables else
            max(1, len(field.numbers) // 10))
        games = args.games if args.games is not None else (
            planned.games if planned is not None else 10)
        stage = args.stage or (planned.stage if planned is not None else "main")
        ci = args.ci if args.ci is not None else (planned.ci if planned is not None else True)
        totals = args.totals or (planned.totals if planned is not None else "added")
        seconds = DEFAULT_SECONDS if args.seconds is None else args.seconds
        seating = seat_round(len(field.numbers), tables, games, seed=args.seed,
                             seconds=seconds, apart=field.local(t.apart(args.tournament_id)))
        slots = [(g.game, g.table, field.seats(g.seats)) for g in seating.table_games]
        quality = seating.quality.to_json()
        number = t.add_round(args.tournament_id, stage, slots, seed=args.seed,
                             quality=quality, ci=ci, participants=participants,
                             chosen=chosen_json(c, take), totals=totals)
        print_json({"round": number, "stage": stage, "tables": tables, "games": len(slots),
                    "participants": list(field.numbers), "ci": ci, "totals": totals,
                    "quality": quality})
        return 0
    return _desk(args, body)


def cmd_round_cut(args: argparse.Namespace) -> int:
    """``tournament round cut``: the top N after round R, the tied at the cut shown."""
    def body(t: TournamentRepository) -> int:
        print_json(t.cut(args.tournament_id, args.top, args.after).to_json())
        return 0
    return _desk(args, body, read_only=True)


def cmd_schedule_export(args: argparse.Namespace) -> int:
    """``tournament schedule export``: one file for ``--table``, else one a table."""
    from mafia_desktop.storage.files import write_atomic

    def body(t: TournamentRepository) -> int:
        out = Path(args.output)
        if args.table is not None:
            targets = [(args.table, out)]
        else:
            tables = next((r.tables for r in t.get(args.tournament_id).rounds
                           if r.number == args.round), None)
            if tables is None:
                return fail(f"there is no round {args.round}")
            targets = [(k, out / f"round-{args.round}-table-{k}.schedule.json")
                       for k in range(1, tables + 1)]
        written = []
        for table, path in targets:
            try:  # the folder (or the file's folder) is made when it does not exist
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                return fail_write(e, path.parent)
            text = json.dumps(t.schedule(args.tournament_id, args.round, table),
                              ensure_ascii=False, indent=1) + "\n"
            try:
                write_atomic(path, text.encode("utf-8"))
            except OSError as e:
                return fail_write(e, path)
            written.append(str(path))
        print_json({"written": written})
        return 0
    return _desk(args, body)


def cmd_import(args: argparse.Namespace) -> int:
    """``tournament import``: each file's games and what became of each; a file is taken
    whole or not at all (a refused file counts none of its games: each is listed,
    ``refused`` with the reason or ``not taken``); exit 2 when any file was refused (the
    other files are taken)."""
    from mafia_desktop.storage.sport.tournament_imports import ImportRefused, read_import
    try:
        slot = parse_slot(args.slot) if args.slot else None
    except ValueError as e:
        return fail(f"--slot: {e}")

    def body(t: TournamentRepository) -> int:
        results: list[JsonObject] = []
        for name in args.logs:
            try:
                text = read_import(name)
                results += [{"file": name, **r.to_json()}
                            for r in t.import_file(args.tournament_id, text, slot)]
            except ImportRefused as e:
                if len(e.fates) > 1:
                    results += [{"file": name, **f.to_json()} for f in e.fates]
                else:
                    results.append({"file": name, "status": "refused", "message": e.message})
            except (ValueError, OSError) as e:
                results.append({"file": name, "status": "refused",
                                "message": str(getattr(e, "message", e))})
        print_json(results)
        return 2 if any(r["status"] in ("refused", "not taken") for r in results) else 0
    return _desk(args, body)


def cmd_conflicts(args: argparse.Namespace) -> int:
    """``tournament conflicts``."""
    def body(t: TournamentRepository) -> int:
        print_json(t.conflicts(args.tournament_id))
        return 0
    return _desk(args, body, read_only=True)


def cmd_resolve(args: argparse.Namespace) -> int:
    """``tournament resolve``."""
    def body(t: TournamentRepository) -> int:
        t.resolve(args.tournament_id, args.conflict_id, args.keep)
        print_json({"resolved": args.conflict_id, "kept": args.keep})
        return 0
    return _desk(args, body)


def cmd_substitute(args: argparse.Namespace) -> int:
    """``tournament substitute``."""
    try:
        slot = parse_slot(args.slot)
    except ValueError as e:
        return fail(str(e))

    def body(t: TournamentRepository) -> int:
        t.substitute(args.tournament_id, slot, args.seat, args.number,
                     allow_apart=args.allow_apart)
        print_json(t.slot(args.tournament_id, slot).to_json())
        return 0
    return _desk(args, body)


def cmd_standings(args: argparse.Namespace) -> int:
    """``tournament standings``."""
    def body(t: TournamentRepository) -> int:
        rows = t.standings(args.tournament_id, round=args.round, before_game=args.before_game)
        print_json({"tournament": args.tournament_id, "round": args.round,
                    "before_game": args.before_game, "standings": [r.to_json() for r in rows]})
        return 0
    return _desk(args, body, read_only=True)


def _id(q: argparse.ArgumentParser) -> None:
    q.add_argument("tournament_id", type=int, metavar="ID")

