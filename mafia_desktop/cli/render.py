"""Sub-commands that draw with Qt: ``render`` (the host window and the projector at a
log's final state, offscreen) and ``cards`` (printable role cards, PDF).

Both read a game log like ``replay`` does; a broken log prints replay's JSON error
object and exits 2, never a traceback. Every file is written atomically
(``storage.files``): a failed write (a full disk) leaves nothing behind.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from .commands import Command, log_file
from .output import fail, fail_log, fail_write, print_json

if TYPE_CHECKING:  # pragma: no cover - the shapes only (rules load when used)
    from PySide6.QtWidgets import QApplication, QWidget

    from mafia_desktop.rules import Game
    from mafia_desktop.rules.json_types import JsonObject


def _offscreen() -> None:
    """Draw without a screen when there is none (CI, a server)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _load(path: str) -> tuple[Game | None, int]:
    """``(game, 0)`` for a log file that replays; else the error object is printed and
    ``(None, 2)`` returned."""
    from mafia_desktop.rules import LogFormatError, RuleViolation
    from mafia_desktop.rules.log_format import load_game, read_log_file

    try:
        data = read_log_file(path)
    except LogFormatError as e:
        return None, fail(e.message)
    try:
        return load_game(data), 0
    except (RuleViolation, LogFormatError) as e:
        return None, fail_log(e, path)


def _application(lang: str | None) -> QApplication:
    _offscreen()
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.ui.app import make_application

    app = make_application([])
    if lang:
        set_language(lang, app)
    return app


def render(game: Game, out: Path, size: tuple[int, int] = (1600, 900),
           lang: str | None = None, reveal_roles: bool = False, at: int | None = None,
           projector_only: bool = False) -> tuple[Path, ...]:
    """Draw the host window and the projector at ``game``'s current state into
    ``out/host.png`` and ``out/projector.png`` (``size``: width and height in pixels);
    returns the paths (the projector's alone with ``projector_only``). At the end of a
    game the projector shows every role only with ``reveal_roles`` (as after the host's
    "Reveal roles"). ``at``: the state after that many of the log's actions (the game
    is taken back to it; ``None``: the last). Works for a classic and a sport log (the
    projector draws a sport game's public view).

    Raises:
        OSError: a picture cannot be written (nothing is left at its path; ``ENOSPC``
            on a full disk).
    """
    app = _application(lang)
    from mafia_desktop.reports.files import check_saved
    from mafia_desktop.rules.public_view import public_view
    from mafia_desktop.storage.files import write_atomic_with
    from mafia_desktop.ui.players_screen.projector import ProjectorWindow

    out.mkdir(parents=True, exist_ok=True)
    while at is not None and len(game) > max(at, 0):
        game.pop()
    widgets: list[QWidget] = []
    if not projector_only:
        from mafia_desktop.ui.window.main_window import MainWindow

        host = MainWindow(repository=None, clock=None)
        # the window's layouts ask for more than a small --size: let the picture be that size
        host.setMinimumSize(1, 1)
        host.resize(*size)
        host.session.open_game(game)
        host.show()
        widgets.append(host)
    projector = ProjectorWindow()
    projector.setMinimumSize(1, 1)
    projector.resize(*size)
    projector.show_view(public_view(game.state, reveal_roles=reveal_roles))
    projector.show()
    widgets.append(projector)
    app.processEvents()
    paths = tuple(out / name for name in ("host.png", "projector.png")[-len(widgets):])
    try:
        for widget, path in zip(widgets, paths):
            picture = widget.grab()
            # QPixmap.save returns False on a full disk and may leave a short file behind
            write_atomic_with(path, lambda tmp: check_saved(picture.save(str(tmp), "PNG"), tmp))
    finally:
        for widget in widgets:
            widget.close()
    return paths


def _size(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"(\d{2,5})[xX](\d{2,5})", text)
    if not m:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT like 1920x1080, got {text!r}")
    return int(m.group(1)), int(m.group(2))


def cmd_render(args: argparse.Namespace) -> int:
    """``render GAME --out DIR [--lang ru|en] [--size WxH] [--reveal-roles] [--at N]
    [--projector-only]``; prints the pictures' paths and their sizes in pixels
    (``host_size``, ``projector_size``: ``[width, height]``; no host with
    ``--projector-only``)."""
    game, code = _load(args.file)
    if game is None:
        return code
    if args.at is not None and not 0 <= args.at <= len(game):
        return fail(f"--at: expected 0..{len(game)} (the log has {len(game)} actions), "
                    f"got {args.at}")
    try:
        paths = render(game, Path(args.out), args.size, args.lang, args.reveal_roles,
                       args.at, args.projector_only)
    except OSError as e:
        return fail_write(e)
    from PySide6.QtGui import QImageReader

    keys = ("host", "projector")[-len(paths):]
    out: JsonObject = {key: str(path) for key, path in zip(keys, paths)}
    for key, path in zip(keys, paths):
        size = QImageReader(str(path)).size()  # the pictures' real size, in pixels
        out[f"{key}_size"] = [size.width(), size.height()]
    print_json(out)
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """``cards GAME -o FILE.pdf [--lang ru|en]``: printable role cards; prints
    ``{"written": FILE, "pages": N, "cards": K}``."""
    game, code = _load(args.file)
    if game is None:
        return code
    _application(args.lang)
    from mafia_desktop.storage.files import write_atomic_with
    from mafia_desktop.ui.dialogs.print_cards import write_role_cards_pdf
    from mafia_desktop.ui.families import ui_family

    if ui_family(game.setup).cards is None:
        return fail(f"the {game.setup.family} family has no role cards to print")

    pages: list[int] = []
    try:
        write_atomic_with(args.output,
                          lambda tmp: pages.append(write_role_cards_pdf(game.setup, tmp)))
    except OSError as e:
        return fail_write(e)
    print_json({"written": str(args.output), "pages": pages[0], "cards": game.setup.size})
    return 0


def _render_arguments(p: argparse.ArgumentParser) -> None:
    log_file(p)
    p.add_argument("--out", required=True, help="the folder for the pictures")
    p.add_argument("--lang", choices=("ru", "en"), help="the language (default: the system's)")
    p.add_argument("--size", type=_size, default=(1600, 900), metavar="WxH",
                   help="the windows' size in pixels (default 1600x900)")
    p.add_argument("--reveal-roles", action="store_true",
                   help="at the end of a game, show every role on the projector (as after "
                   "the host's Reveal roles)")
    p.add_argument("--at", type=int, metavar="N",
                   help="draw the state after the log's first N actions (default: all)")
    p.add_argument("--projector-only", action="store_true",
                   help="draw the projector alone (DIR/projector.png)")


def _cards_arguments(p: argparse.ArgumentParser) -> None:
    log_file(p)
    p.add_argument("-o", "--output", required=True, help="the PDF to write")
    p.add_argument("--lang", choices=("ru", "en"), help="the language (default: the system's)")


#: ``render`` and ``cards`` (:mod:`.commands`).
COMMANDS = (
    Command("render", "draw the host window and the projector at a game log's final state "
            "into DIR/host.png and DIR/projector.png", cmd_render, _render_arguments),
    Command("cards", "printable role cards (PDF), one per player", cmd_cards,
            _cards_arguments),
)

