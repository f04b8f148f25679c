"""``mafia-desktop evening ...``: the club evenings of a database (issue 14).

* ``evening list``: every evening as JSON (id, name, started_at, status, players, games).
* ``evening show ID [--sort COLUMN]``: the evening and its points table (each row's
  games, wins, points, best_move, fouls, bonuses, seats, roles).
* ``evening export ID -o FILE [--format html|pdf|csv] [--lang en|ru] [--games-dir DIR]``:
  the table and games (format from the suffix when not given); ``--games-dir`` also
  writes each game's own report there (HTML). Prints ``{"exported": FILE, ...}``.

All three only read: the database is opened read-only. Errors print the error object of
:mod:`.output` and exit 2; never a traceback.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from .commands import Command
from .games import _run
from .output import fail, fail_write, print_json

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.rules.json_types import JsonObject
    from mafia_desktop.storage import GameRepository

#: The format an output's suffix names.
SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".csv": "csv"}


def _no_db(path: Path) -> int:
    return fail(f"{path}: the database holds no evenings yet")


def cmd_list(args: argparse.Namespace) -> int:
    """``evening list``."""
    from mafia_desktop.storage.evenings import EveningRepository

    def body(repo: GameRepository) -> int:
        print_json([e.to_json() for e in EveningRepository(repo).list_evenings()])
        return 0

    def no_file(path: Path) -> int:
        print_json([])
        return 0
    return _run(args, body, read_only=True, missing=no_file)


def cmd_show(args: argparse.Namespace) -> int:
    """``evening show ID``."""
    from mafia_desktop.rules.evening import sort_rows
    from mafia_desktop.storage.evenings import EveningRepository

    def body(repo: GameRepository) -> int:
        evenings = EveningRepository(repo)
        out = evenings.get(args.evening_id).to_json()
        out["table"] = [r.to_json() for r in sort_rows(evenings.table(args.evening_id),
                                                       args.sort, args.sort != "name")]
        print_json(out)
        return 0
    return _run(args, body, read_only=True, missing=_no_db)


def cmd_export(args: argparse.Namespace) -> int:
    """``evening export ID -o FILE``."""
    fmt = args.format or SUFFIXES.get(Path(args.output).suffix.lower())
    if fmt is None:
        return fail(f"cannot tell the format of {args.output} from its suffix: name it "
                    ".html, .pdf or .csv, or give --format html|pdf|csv")
    from mafia_desktop.reports.evening import (
        export_evening,
        export_evening_games,
        stored_evening_view,
    )
    from mafia_desktop.storage.evenings import EveningRepository

    def body(repo: GameRepository) -> int:
        evenings = EveningRepository(repo)
        make_view = stored_evening_view(evenings, args.evening_id)
        out: JsonObject = {"evening_id": args.evening_id, "format": fmt,
                               "lang": args.lang or "en"}
        try:
            out["exported"] = str(export_evening(make_view, fmt, args.output,
                                                 lang=args.lang or "en"))
            if args.games_dir:
                games = [(g, evenings.game(g)) for g in evenings.get(args.evening_id).games]
                Path(args.games_dir).mkdir(parents=True, exist_ok=True)
                out["games"] = [str(p) for p in export_evening_games(
                    [(g, game) for g, game in games if game is not None], args.games_dir,
                    lang=args.lang or "en")]
        except OSError as e:
            return fail_write(e)
        print_json(out)
        return 0
    return _run(args, body, read_only=True, missing=_no_db)


def _show_arguments(p: argparse.ArgumentParser) -> None:
    from mafia_desktop.rules.evening import COLUMNS

    p.add_argument("evening_id", type=int, metavar="ID")
    p.add_argument("--sort", choices=("name", *COLUMNS), default="points",
                   help="the column to sort by (default: points)")


def _export_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("evening_id", type=int, metavar="ID")
    p.add_argument("-o", "--output", required=True, metavar="FILE")
    p.add_argument("--format", choices=("html", "pdf", "csv"), default=None)
    p.add_argument("--lang", choices=("en", "ru"), default=None,
                   help="the language (default: English)")
    p.add_argument("--games-dir", metavar="DIR", default=None,
                   help="also write each game's report (HTML) into DIR")


#: ``evening list|show|export`` (:mod:`.commands`).
COMMANDS = (Command(
    "evening", "club evenings: list, show the points table, export (HTML, PDF, CSV)",
    dest="evening_command", actions=(
        Command("list", "every evening as JSON", cmd_list, db=True),
        Command("show", "an evening and its points table as JSON", cmd_show, _show_arguments,
                db=True),
        Command("export", "the table and games as HTML, PDF or CSV", cmd_export,
                _export_arguments, db=True),
    )),)

