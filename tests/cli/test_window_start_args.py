"""The window's start reads its own options without building the commands' parser
(issue 22, point 4): the same arguments as argparse gives, and any other word, option
or ``--help`` goes to the full parser."""

from __future__ import annotations

import pytest

from mafia_desktop.cli import build_parser, names_a_command, window_args


@pytest.mark.parametrize("argv", [[], ["--db", "games.sqlite3"], ["--db=games.sqlite3"],
                                  ["--db", "my games.sqlite3"]])
def test_the_window_start_reads_like_the_parser(argv):
    fast = window_args(argv)
    assert fast is not None
    full = build_parser().parse_args(argv)
    assert (fast.db, fast.self_test, fast.command, fast.func) == (
        full.db, full.self_test, full.command, full.func)


@pytest.mark.parametrize("argv", [["--self-test"], ["--db", "-x"], ["replay", "f.json"],
                                  ["--db", "f", "games"], ["-h"], ["--db"]])
def test_anything_else_goes_to_the_parser(argv):
    assert window_args(argv) is None


@pytest.mark.parametrize(("argv", "command"), [
    ([], False), (["--db", "replay"], False), (["--db=x", "--self-test"], False),
    (["replay", "f"], True), (["--db", "x", "evening", "list"], True), (["--help"], True),
    (["oops"], True)])
def test_the_commands_parser_is_built_when_a_word_names_one(argv, command):
    assert names_a_command(argv) is command


def test_help_still_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        build_parser(commands=names_a_command(["--help"])).parse_args(["--help"])
    out = capsys.readouterr().out
    for name in ("replay", "games", "export", "render", "balance", "evening", "tournament"):
        assert name in out
