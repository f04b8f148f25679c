"""``mafia-desktop export GAME.mafia.json -o FILE [--format FORMAT] [--lang ru|en]``.

The format defaults to the output's suffix (``.html``/``.htm``, ``.pdf``, ``.json``);
an output whose suffix names none, or that is the game log itself, is refused. Besides
those, ``--format`` may name an exchange format the game's rules family offers for other
sites (:mod:`mafia_desktop.reports.exchange`; a finished sport game: ``mafiaratings``,
``mwt``), with the game's place given by ``--referee``, ``--table``, ``--game`` and
``--event-id``; a game whose family offers no such format, or one not finished, is
refused (exit 2).

Prints one JSON object: ``{"exported": FILE, "format": ..., "lang": ...}`` and exits 0;
a log that does not replay prints the same error object as ``replay`` (GAME_LOG.md) and
exits 2, as does a file that cannot be read or written (no partial file is left).
Never a traceback.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from .commands import Command, log_file
from .output import fail, fail_in, fail_write, print_json

if TYPE_CHECKING:  # pragma: no cover - the shapes only (rules load when used)
    from mafia_desktop.rules.json_types import JsonObject

#: The format an output file's suffix names (``--format``'s default).
SUFFIX_FORMATS = {".html": "html", ".htm": "html", ".pdf": "pdf", ".json": "json"}
#: The shared formats of every game (the others are a family's exchange formats).
FORMATS = ("html", "pdf", "json")


def format_of(output: str) -> str | None:
    """The format ``output``'s suffix names (case-insensitive; :data:`SUFFIX_FORMATS`),
    or ``None`` when it names none."""
    return SUFFIX_FORMATS.get(Path(output).suffix.lower())


def _same_file(a: str, b: str) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve() or os.path.samefile(a, b)
    except OSError:  # b does not exist yet: not the same file
        return False


def cmd_export(args: argparse.Namespace) -> int:
    """Replay the log (stopping as ``replay`` does), then write the report."""
    from mafia_desktop.rules.log_format import load_game

    fmt = args.format or format_of(args.output)
    if fmt is not None and fmt not in FORMATS:
        return _exchange(args, fmt)
    if fmt is None:
        return fail(f"cannot tell the format of {args.output} from its suffix: name it "
                    ".html, .htm, .pdf or .json, or give --format html|pdf|json")
    if _same_file(args.file, args.output):
        return fail(f"the output {args.output} is the game log itself: "
                    "choose another file to write")
    args.format = fmt
    data = _replayed(args)
    if isinstance(data, int):
        return data
    from mafia_desktop.reports.export import export_game, translation_file

    try:
        game = load_game(data)
        path = export_game(game, args.format, args.output, lang=args.lang)
    except OSError as e:
        return fail_write(e, args.output)
    except Exception as e:
        return fail(f"cannot export {args.file}: {type(e).__name__}: {e}")
    out: JsonObject = {"exported": str(path), "format": args.format}
    if args.format != "json":
        lang = args.lang or "en"
        translated = lang == "en" or translation_file(lang).is_file()
        out["lang"] = lang if translated else "en"
        if not translated:
            out["note"] = (f"no {lang} translation installed ({translation_file(lang).name} "
                           "is missing): the report is in English")
    print_json(out)
    return 0


def _replayed(args: argparse.Namespace) -> bytes | int:
    """The log ``args.file`` once it replays (GAME_LOG.md); else the exit code of the
    error already printed: 2, as ``replay`` prints it (``fail``/``fail_in``)."""
    from mafia_desktop.rules import LogFormatError
    from mafia_desktop.rules.log_format import read_log_file, replay_error, replay_text

    try:
        data = read_log_file(args.file)
    except LogFormatError as e:
        return fail(e.message)
    result, code = replay_text(data)
    if code != 0:
        return fail_in(args.file, *replay_error(result))
    return data


def _exchange(args: argparse.Namespace, fmt: str) -> int:
    """Write the game in an exchange format its family offers (see the module's text)."""
    from mafia_desktop.rules import check_any_name, family_name
    from mafia_desktop.rules.log_format import load_game

    if _same_file(args.file, args.output):
        return fail(f"the output {args.output} is the game log itself: "
                    "choose another file to write")
    data = _replayed(args)
    if isinstance(data, int):
        return data
    from mafia_desktop.reports.exchange import exchange_formats, export_exchange

    game = load_game(data)
    family = family_name(game.setup)
    offered = exchange_formats(family)
    if fmt not in offered:
        return fail(f"a {family} game cannot be exported as {fmt!r}: its formats are "
                    f"{', '.join([*FORMATS, *offered])}")
    try:
        referee = check_any_name(args.referee, "referee") if args.referee else None
    except ValueError as e:
        return fail(str(getattr(e, "message", e)), rule=getattr(e, "rule", None))
    meta = {"referee": referee, "table": args.table, "game": args.game,
            "event_id": args.event_id}
    try:
        path = export_exchange(game, fmt, args.output, meta)
    except OSError as e:
        return fail_write(e, args.output)
    except ValueError as e:
        return fail(f"cannot export {args.file} as {fmt}: {e}")
    print_json({"exported": str(path), "format": fmt})
    return 0


def _export_arguments(p: argparse.ArgumentParser) -> None:
    log_file(p)
    p.add_argument("--format", default=None, metavar="FORMAT",
                   help="html: a self-contained page; pdf: A4; json: the game log itself "
                        "(default: from the output's suffix, .html/.htm, .pdf or .json); "
                        "or a format the game's rules family offers for other sites "
                        "(a finished sport game: mafiaratings, mwt)")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write")
    p.add_argument("--lang", choices=("en", "ru"), default=None,
                   help="the report's language (default: English)")
    p.add_argument("--referee", default=None, metavar="NAME",
                   help="exchange formats: the game's referee (moderator)")
    p.add_argument("--table", type=int, default=None, metavar="N",
                   help="exchange formats: the table's number")
    p.add_argument("--game", type=int, default=None, metavar="N",
                   help="exchange formats: the game's number at its table")
    p.add_argument("--event-id", type=int, default=None, metavar="ID",
                   help="mafiaratings: the site's event id (a tournament round)")


#: ``export FILE -o OUT`` (:mod:`.commands`).
COMMANDS = (Command("export", "export a .mafia.json game log as an HTML or PDF report, or "
                    "as JSON", cmd_export, _export_arguments),)

