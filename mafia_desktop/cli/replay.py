"""``mafia-desktop replay FILE``: replay a game log and print its summary (GAME_LOG.md),
exit 0; a log that does not replay prints the error object (:mod:`.output`), exit 2."""

from __future__ import annotations

import argparse

from .commands import Command, log_file
from .output import fail, fail_in, print_json


def cmd_replay(args: argparse.Namespace) -> int:
    """``replay FILE``: the summary and exit 0, or the error object and exit 2."""
    from mafia_desktop.rules import LogFormatError
    from mafia_desktop.rules.log_format import read_log_file, replay_error, replay_text

    try:
        data = read_log_file(args.file)
    except LogFormatError as e:
        return fail(e.message)
    result, code = replay_text(data)
    if code:
        return fail_in(args.file, *replay_error(result))
    print_json(result)
    return code


#: ``replay FILE`` (:mod:`.commands`).
COMMANDS = (Command("replay", "replay a .mafia.json game log and print its summary",
                    cmd_replay, log_file),)

