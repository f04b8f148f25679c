"""Sub-commands that draw with Qt: ``render`` (the host window and the projector at a
log's final state, offscreen) and ``cards`` (printable role cards, PDF).

Both read a game log like ``replay`` does; a broken log prints replay's JSON error
object and exits 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path
from typing import Any


def _offscreen() -> None:
    """Draw without a screen when there is none (CI, a server)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _load(path: str) -> tuple[Any, int]:
    """The game of a log file, or (JSON error object, 2)."""
    from mafia_desktop.rules import LogFormatError, RuleViolation
    from mafia_desktop.rules.log_format import load_game

    try:
        return load_game(Path(path).read_bytes()), 0
    except OSError as e:
        return {"error": {"index": None, "rule": None,
                          "message": f"cannot read {path}: {e.strerror or e}"}}, 2
    except RuleViolation as e:
        return {"error": {"index": e.index, "rule": e.rule, "message": e.message}}, 2
    except LogFormatError as e:
        return {"error": {"index": e.index, "rule": None, "message": e.message}}, 2


def _application(lang: str | None) -> Any:
    _offscreen()
    from mafia_desktop.i18n.language import set_language

    from .app import make_application

    app = make_application([])
    if lang:
        set_language(lang, app)
    return app


def render(game: Any, out: Path, size: tuple[int, int] = (1600, 900),
           lang: str | None = None) -> tuple[Path, Path]:
    """Draw the host window and the projector at ``game``'s current state into
    ``out/host.png`` and ``out/projector.png``; returns both paths.

    Raises:
        OSError: a picture cannot be written (nothing is left at its path).
    """
    app = _application(lang)
    from mafia_desktop.reports.files import check_saved
    from mafia_desktop.rules.public_view import public_view

    from .main_window import MainWindow
    from .projector import ProjectorWindow

    out.mkdir(parents=True, exist_ok=True)
    host = MainWindow(repository=None, clock=None)
    # the window's layouts ask for more than a small --size: let the picture be that size
    host.setMinimumSize(1, 1)
    host.resize(*size)
    host.open_game(game)
    host.show()
    projector = ProjectorWindow()
    projector.setMinimumSize(1, 1)
    projector.resize(*size)
    projector.show_view(public_view(game.state))
    projector.show()
    app.processEvents()
    paths = out / "host.png", out / "projector.png"
    for widget, path in zip((host, projector), paths):
        # QImage.save returns False on a full disk and may leave a short file behind
        check_saved(widget.grab().save(str(path)), path)
    projector.close()
    host.close()
    return paths


def _os_error(e: OSError) -> dict[str, Any]:
    """The JSON error object for a file that cannot be written."""
    message = f"cannot write {e.filename}: {e.strerror or e}" if e.filename else str(e)
    return {"error": {"index": None, "rule": None, "message": message}}


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d{2,5})[xX](\d{2,5})", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1920x1080, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def cmd_render(args: argparse.Namespace) -> int:
    """``render GAME --out DIR [--lang ru|en] [--size WxH]``; prints the pictures' paths
    and their sizes in pixels (``host_size``, ``projector_size``: ``[width, height]``)."""
    from mafia_desktop.cli import print_json

    game, code = _load(args.file)
    if code:
        print_json(game)
        return code
    try:
        host, projector = render(game, Path(args.out), args.size, args.lang)
    except OSError as e:
        print_json(_os_error(e))
        return 2
    from PySide6.QtGui import QImageReader

    out: dict[str, Any] = {"host": str(host), "projector": str(projector)}
    for key, path in (("host", host), ("projector", projector)):
        size = QImageReader(str(path)).size()  # the pictures' real size, in pixels
        out[f"{key}_size"] = [size.width(), size.height()]
    print_json(out)
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """``cards GAME -o FILE.pdf [--lang ru|en]``: printable role cards."""
    from mafia_desktop.cli import print_json

    game, code = _load(args.file)
    if code:
        print_json(game)
        return code
    _application(args.lang)
    from .print_cards import write_role_cards_pdf

    try:
        pages = write_role_cards_pdf(game.setup, args.output)
    except OSError as e:
        print_json(_os_error(e))
        return 2
    print_json({"written": str(args.output), "pages": pages, "cards": game.setup.size})
    return 0


def register(sub: Any) -> None:
    """Add ``render`` and ``cards`` to the command line."""
    p = sub.add_parser("render", help="draw the host window and the projector at a game "
                       "log's final state into DIR/host.png and DIR/projector.png")
    p.add_argument("file", help="the game log (.mafia.json)")
    p.add_argument("--out", required=True, help="the folder for the pictures")
    p.add_argument("--lang", choices=("ru", "en"), help="the language (default: the system's)")
    p.add_argument("--size", type=_size, default=(1600, 900), metavar="WxH",
                   help="the windows' size in pixels (default 1600x900)")
    p.set_defaults(func=cmd_render)
    p = sub.add_parser("cards", help="printable role cards (PDF), one per player")
    p.add_argument("file", help="the game log (.mafia.json)")
    p.add_argument("-o", "--output", required=True, help="the PDF to write")
    p.add_argument("--lang", choices=("ru", "en"), help="the language (default: the system's)")
    p.set_defaults(func=cmd_cards)
