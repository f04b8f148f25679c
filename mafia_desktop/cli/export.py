"""``mafia-desktop export GAME.mafia.json -o FILE [--format html|pdf|json] [--lang ru|en]``.

The format defaults to the output's suffix (``.html``/``.htm``, ``.pdf``, ``.json``);
an output whose suffix names none, or that is the game log itself, is refused.

Prints one JSON object: ``{"exported": FILE, "format": ..., "lang": ...}`` and exits 0;
a log that does not replay prints the same error object as ``replay`` (GAME_LOG.md) and
exits 2, as does a file that cannot be read or written (no partial file is left).
Never a traceback.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from .output import fail, fail_in, fail_write, print_json

#: The format an output file's suffix names (``--format``'s default).
SUFFIX_FORMATS = {".html": "html", ".htm": "html", ".pdf": "pdf", ".json": "json"}


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
    from mafia_desktop.rules import LogFormatError
    from mafia_desktop.rules.log_format import load_game, read_log_file, replay_text

    fmt = args.format or format_of(args.output)
    if fmt is None:
        return fail(f"cannot tell the format of {args.output} from its suffix: name it "
                    ".html, .htm, .pdf or .json, or give --format html|pdf|json")
    if _same_file(args.file, args.output):
        return fail(f"the output {args.output} is the game log itself: "
                    "choose another file to write")
    args.format = fmt
    try:
        data = read_log_file(args.file)
    except LogFormatError as e:
        return fail(e.message)
    result, code = replay_text(data)
    if code != 0:
        return fail_in(args.file, **result["error"])
    from mafia_desktop.reports.export import export_game, translation_file

    try:
        game = load_game(data)
        path = export_game(game, args.format, args.output, lang=args.lang)
    except OSError as e:
        return fail_write(e, args.output)
    except Exception as e:
        return fail(f"cannot export {args.file}: {type(e).__name__}: {e}")
    out: dict[str, Any] = {"exported": str(path), "format": args.format}
    if args.format != "json":
        lang = args.lang or "en"
        translated = lang == "en" or translation_file(lang).is_file()
        out["lang"] = lang if translated else "en"
        if not translated:
            out["note"] = (f"no {lang} translation installed ({translation_file(lang).name} "
                           "is missing): the report is in English")
    print_json(out)
    return 0


def register(subparsers: Any) -> None:
    """Add the ``export`` sub-command."""
    p = subparsers.add_parser(
        "export", help="export a .mafia.json game log as an HTML or PDF report, or as JSON")
    p.add_argument("file", help="the game log (.mafia.json)")
    p.add_argument("--format", choices=("html", "pdf", "json"), default=None,
                   help="html: a self-contained page; pdf: A4; json: the game log itself "
                        "(default: from the output's suffix, .html/.htm, .pdf or .json)")
    p.add_argument("-o", "--output", required=True, metavar="FILE", help="the file to write")
    p.add_argument("--lang", choices=("en", "ru"), default=None,
                   help="the report's language (default: English)")
    p.set_defaults(func=cmd_export)
