"""What every command prints: JSON on standard output, and one error shape.

A command's result is one JSON value (:func:`print_json`). Every error, of every
command, is ``{"error": {"index": int | null, "rule": str | null, "message": str}}``
with exit code 2 (:func:`fail`): ``index`` is the 0-based index of the log's action at
fault and ``rule`` its rule ID (RULES.md, ``"R-VOTE-2"``), both null when no action is
at fault (the keys in GAME_LOG.md's order). No input makes a command print a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:  # pragma: no cover - the shapes only (rules load when used)
    from mafia_desktop.rules.json_types import JsonObject


#: What a sub-command's ``register`` is given: argparse's sub-parsers (its class is
#: private to argparse, so the name is given here once).
SubParsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"

#: The exit code of every error a command reports as JSON (argparse's usage errors too).
ERROR_EXIT = 2


def print_json(obj: object) -> None:
    """Print ``obj`` as indented JSON on standard output. A reader that has gone away
    (``| head``) is no error: the rest of the output is dropped quietly."""
    try:
        sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the interpreter's last flush is quiet


def error_object(message: str, index: int | None = None,
                 rule: str | None = None) -> JsonObject:
    """The error object every command prints: ``{"error": {"index", "rule", "message"}}``."""
    return {"error": {"index": index, "rule": rule, "message": message}}


def fail(message: str, index: int | None = None, rule: str | None = None) -> int:
    """Print the error object (:func:`error_object`) and return :data:`ERROR_EXIT` (2)."""
    print_json(error_object(message, index, rule))
    return ERROR_EXIT


def fail_log(e: Exception, path: str | os.PathLike[str] | None = None) -> int:
    """:func:`fail` for a log that cannot be read or replayed, as ``replay`` reports it
    (GAME_LOG.md): a ``RuleViolation`` gives its index and rule; a ``LogFormatError`` its
    index (an unreadable action) or none (a broken file), and no rule. With ``path``, the
    message starts with the log's name (``game.mafia.json: …``)."""
    from mafia_desktop.rules import RuleViolation

    if isinstance(e, RuleViolation):
        return fail_in(path, e.message, e.index, e.rule)
    return fail_in(path, getattr(e, "message", str(e)), getattr(e, "index", None))


def fail_in(path: str | os.PathLike[str] | None, message: str, index: int | None = None,
            rule: str | None = None) -> int:
    """:func:`fail` for a problem inside the file ``path``: the message names it
    (``game.mafia.json: not valid JSON: …``; ``path`` None: the message as it is)."""
    return fail(f"{os.fspath(path)}: {message}" if path is not None else message, index, rule)


def fail_write(e: OSError, path: str | os.PathLike[str] | None = None) -> int:
    """:func:`fail` for a file that cannot be written: ``cannot write FILE: why``
    (``FILE`` is ``path``, else the error's file name)."""
    name = os.fspath(path) if path is not None else e.filename
    why = e.strerror or str(e)
    return fail(f"cannot write {name}: {why}" if name is not None else why)


__all__ = ["ERROR_EXIT", "error_object", "fail", "fail_in", "fail_log", "fail_write", "print_json"]
