"""The saved games' sub-commands:

* ``mafia-desktop import FILE``: store a ``.mafia.json`` log as a new game; prints
  ``{"game_id": N, "actions": K, "db": PATH}``.
* ``mafia-desktop export-log GAME_ID -o FILE``: write a game's log (GAME_LOG.md); prints
  ``{"game_id": N, "file": FILE, "actions": K}``.
* ``mafia-desktop games [--finished | --unfinished]``: a JSON list of the games (a game
  whose record cannot be read is listed with a ``"problem"``).

``games`` and ``export-log`` only read: they open the database read-only (nothing is
created, upgraded or written beside it, so a read-only file system works, and so does a
database a window writes to). ``import`` writes: on a database another window or command
writes to, it is refused ("is in use", exit 2).

Each takes ``--db PATH`` (else ``$MAFIA_DESKTOP_DB``, else the user's data folder). An
error prints the error object of :mod:`.output` and exits 2; nothing prints a traceback.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .commands import Command, log_file
from .output import fail, fail_write, print_json

if TYPE_CHECKING:  # pragma: no cover - imported when the command runs
    from mafia_desktop.storage import GameRepository

#: The largest SQLite INTEGER (a game id is a row id, 1 .. 2**63 - 1).
_MAX_ID = 2**63 - 1


def _data_folder() -> Path:
    """The user's data folder (Qt's, ``ui/paths.py``), asked only when neither ``--db``
    nor ``MAFIA_DESKTOP_DB`` names the database: the window and the commands agree."""
    from mafia_desktop.ui.paths import app_data_folder

    return app_data_folder()


def _run(args: argparse.Namespace, body: Callable[[GameRepository], int], *,
         read_only: bool = False, missing: Callable[[Path], int] | None = None) -> int:
    """Open the database named by ``--db``/env/default and run ``body(repository)``;
    StorageError and OSError become the JSON error object.

    ``read_only`` opens it read-only (nothing created, migrated or written: works on a
    read-only file system); then a missing or empty file runs ``missing(path)`` instead.
    """
    from mafia_desktop.storage import GameRepository, StorageError, open_database, resolve_db_path

    conn = None
    try:
        path = resolve_db_path(getattr(args, "db", None), _data_folder)
        if read_only and missing is not None and (not path.exists() or (
                path.is_file() and path.stat().st_size == 0)):
            return missing(path)
        conn = open_database(path, read_only=read_only)
        return body(GameRepository(conn))
    except StorageError as e:
        return fail(str(e), e.index, e.rule)
    except OSError as e:
        return fail(f"{e.filename or ''}: {e.strerror or e}".lstrip(": "))
    finally:
        if conn is not None:
            conn.close()


def cmd_import(args: argparse.Namespace) -> int:
    """``import FILE``: store the log as a new game."""
    from mafia_desktop.rules import LogFormatError
    from mafia_desktop.rules.log_format import read_log_file
    from mafia_desktop.storage import StorageError

    try:
        data = read_log_file(args.file)
    except LogFormatError as e:
        return fail(e.message)

    from mafia_desktop.storage.revision import game_to_import

    try:  # checked before the database is opened: a refused log creates no database
        game = game_to_import(data)
    except StorageError as e:
        return fail(f"{args.file}: {e.problem}", e.index, e.rule)

    def body(repo: GameRepository) -> int:
        try:
            game_id = repo.import_log(data, checked=game)
        except StorageError as e:
            if e.path is not None:
                raise
            return fail(f"{args.file}: {e.problem}", e.index, e.rule)
        print_json({"game_id": game_id, "actions": repo.info(game_id).actions,
                    "db": repo.path})
        return 0
    return _run(args, body)


def cmd_export_log(args: argparse.Namespace) -> int:
    """``export-log GAME_ID -o FILE``: write the game's log (atomically)."""
    from mafia_desktop.storage.files import write_atomic

    try:
        game_id = int(args.game_id)
    except ValueError:
        return fail(f"GAME_ID: expected a game id (an integer), got {args.game_id!r}")
    if not 1 <= game_id <= _MAX_ID:
        return fail(f"GAME_ID: there is no game {game_id} (game ids are 1 to {_MAX_ID})")
    out = Path(args.output)

    def body(repo: GameRepository) -> int:
        text = repo.export_log(game_id)
        try:
            write_atomic(out, text)
        except OSError as e:
            return fail_write(e, out)
        print_json({"game_id": game_id, "file": str(out),
                    "actions": repo.info(game_id).actions})
        return 0
    return _run(args, body, read_only=True,
                missing=lambda path: fail(f"{path}: there is no game {game_id} "
                                          "(the database holds no games yet)"))


def cmd_games(args: argparse.Namespace) -> int:
    """``games``: the games as a JSON list, most recently started first."""
    def body(repo: GameRepository) -> int:
        print_json([g.to_json() for g in repo.list_games(args.finished)])
        return 0

    def no_file(path: Path) -> int:
        print_json([])  # no database yet: no games (and none is created by a read)
        return 0
    return _run(args, body, read_only=True, missing=no_file)


def _export_log_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("game_id", metavar="GAME_ID", help="the game's id (see `games`)")
    p.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="the file to write")


def _games_arguments(p: argparse.ArgumentParser) -> None:
    which = p.add_mutually_exclusive_group()
    which.add_argument("--finished", dest="finished", action="store_const", const=True,
                       default=None, help="only finished games")
    which.add_argument("--unfinished", dest="finished", action="store_const", const=False,
                       help="only games that go on")


#: ``import``, ``export-log`` and ``games`` (:mod:`.commands`).
COMMANDS = (
    Command("import", "store a .mafia.json game log as a new game", cmd_import,
            log_file, db=True),
    Command("export-log", "write a stored game as a .mafia.json log", cmd_export_log,
            _export_log_arguments, db=True),
    Command("games", "list the stored games as JSON", cmd_games, _games_arguments, db=True),
)

