"""Sub-commands for the saved games (registered in ``mafia_desktop.cli``):

* ``mafia-desktop import FILE``: store a ``.mafia.json`` log as a new game; prints
  ``{"game_id": N, "actions": K, "db": PATH}``.
* ``mafia-desktop export-log GAME_ID -o FILE``: write a game's log (GAME_LOG.md); prints
  ``{"game_id": N, "file": FILE, "actions": K}``.
* ``mafia-desktop games [--finished | --unfinished]``: a JSON list of the games.

``games`` and ``export-log`` only read: they open the database read-only (nothing is
created, upgraded or written beside it, so a read-only file system works).

Each takes ``--db PATH`` (else ``$MAFIA_DESKTOP_DB``, else the user's data folder). An
error prints ``{"error": {"message": ..., "index": ..., "rule": ...}}`` and exits 2;
nothing prints a traceback.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: The largest SQLite INTEGER (a game id is a row id, 1 .. 2**63 - 1).
_MAX_ID = 2**63 - 1


def _error(message: str, index: int | None = None, rule: str | None = None) -> int:
    from mafia_desktop.cli import print_json

    print_json({"error": {"index": index, "rule": rule, "message": message}})
    return 2


def _run(args: argparse.Namespace, body: Callable[[Any], int], *,
         read_only: bool = False, missing: Callable[[Path], int] | None = None) -> int:
    """Open the database named by ``--db``/env/default and run ``body(repository)``;
    StorageError and OSError become the JSON error object.

    ``read_only`` opens it read-only (nothing created, migrated or written: works on a
    read-only file system); then a missing or empty file runs ``missing(path)`` instead.
    """
    from mafia_desktop.storage import GameRepository, StorageError, open_database, resolve_db_path

    conn = None
    try:
        path = resolve_db_path(getattr(args, "db", None), args.data_folder)
        if read_only and missing is not None and (not path.exists() or (
                path.is_file() and path.stat().st_size == 0)):
            return missing(path)
        conn = open_database(path, read_only=read_only)
        return body(GameRepository(conn))
    except StorageError as e:
        return _error(str(e), e.index, e.rule)
    except OSError as e:
        return _error(f"{e.filename or ''}: {e.strerror or e}".lstrip(": "))
    finally:
        if conn is not None:
            conn.close()


def cmd_import(args: argparse.Namespace) -> int:
    """``import FILE``: store the log as a new game."""
    from mafia_desktop.cli import print_json
    from mafia_desktop.storage import StorageError

    try:
        data = Path(args.file).read_bytes()
    except OSError as e:
        return _error(f"cannot read {args.file}: {e.strerror or e}")

    def body(repo: Any) -> int:
        try:
            game_id = repo.import_log(data)
        except StorageError as e:
            if e.path is not None:
                raise
            return _error(f"{args.file}: {e.problem}", e.index, e.rule)
        print_json({"game_id": game_id, "actions": repo.info(game_id).actions,
                    "db": repo.path})
        return 0
    return _run(args, body)


def _write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file beside it, so a failed write
    leaves any earlier file whole."""
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def cmd_export_log(args: argparse.Namespace) -> int:
    """``export-log GAME_ID -o FILE``: write the game's log."""
    from mafia_desktop.cli import print_json

    try:
        game_id = int(args.game_id)
    except ValueError:
        return _error(f"GAME_ID: expected a game id (an integer), got {args.game_id!r}")
    if not 1 <= game_id <= _MAX_ID:
        return _error(f"GAME_ID: there is no game {game_id} (game ids are 1 to {_MAX_ID})")
    out = Path(args.output)

    def body(repo: Any) -> int:
        text = repo.export_log(game_id)
        try:
            _write_atomic(out, text)
        except OSError as e:
            return _error(f"cannot write {out}: {e.strerror or e}")
        print_json({"game_id": game_id, "file": str(out),
                    "actions": repo.info(game_id).actions})
        return 0
    return _run(args, body, read_only=True,
                missing=lambda path: _error(f"{path}: there is no game {game_id} "
                                            "(the database holds no games yet)"))


def cmd_games(args: argparse.Namespace) -> int:
    """``games``: the games as a JSON list, most recently started first."""
    from mafia_desktop.cli import print_json

    def body(repo: Any) -> int:
        print_json([g.to_json() for g in repo.list_games(args.finished)])
        return 0

    def no_file(path: Path) -> int:
        print_json([])  # no database yet: no games (and none is created by a read)
        return 0
    return _run(args, body, read_only=True, missing=no_file)


def _db_option(p: argparse.ArgumentParser) -> None:
    # SUPPRESS: an unset sub-command --db keeps `mafia-desktop --db PATH COMMAND`'s value.
    p.add_argument("--db", default=argparse.SUPPRESS, metavar="PATH",
                   help="the SQLite database (default: $MAFIA_DESKTOP_DB, else the "
                        "user's data folder)")


def register(subparsers: Any) -> None:
    """Add ``import``, ``export-log`` and ``games`` to the ``mafia-desktop`` parser."""
    p = subparsers.add_parser("import", help="store a .mafia.json game log as a new game")
    p.add_argument("file", help="the game log (.mafia.json)")
    _db_option(p)
    p.set_defaults(func=cmd_import)

    p = subparsers.add_parser("export-log", help="write a stored game as a .mafia.json log")
    p.add_argument("game_id", metavar="GAME_ID", help="the game's id (see `games`)")
    p.add_argument("-o", "--output", required=True, metavar="FILE",
                   help="the file to write")
    _db_option(p)
    p.set_defaults(func=cmd_export_log)

    p = subparsers.add_parser("games", help="list the stored games as JSON")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--finished", dest="finished", action="store_const", const=True,
                       default=None, help="only finished games")
    which.add_argument("--unfinished", dest="finished", action="store_const", const=False,
                       help="only games that go on")
    _db_option(p)
    p.set_defaults(func=cmd_games)
