"""``mafia-desktop --db FILE --phones PORT [--listen ADDRESS]`` (issue 33 point 6): the
window starts listening, on the game in progress as the window would resume it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtNetwork import QHostAddress, QTcpServer

from mafia_desktop.cli import build_parser, names_a_command, window_args
from mafia_desktop.rules import Game, log_format
from mafia_desktop.ui.phones.start import start_phones
from mafia_desktop.ui.phones.status import PhonesStatus, status_text
from tests.phones.support import SCENARIO, http_get


@pytest.mark.parametrize("argv", [["--db", "g.sqlite3", "--phones", "8765"],
                                  ["--phones", "8765", "--listen", "192.168.1.5"]])
def test_the_options_start_the_window_not_a_command(argv):
    assert not names_a_command(argv)
    assert window_args(argv) is None  # the full parser reads them
    args = build_parser(commands=False).parse_args(argv)
    assert args.phones == 8765 and args.command is None
    assert args.listen == ("192.168.1.5" if "--listen" in argv else None)


def test_the_server_listens_on_the_game_in_progress(qtbot, window, repo, capsys):
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    finished = repo.create_game(setup)
    for i, action in enumerate(actions):  # a finished game is not resumed
        game = Game.replay(setup, actions[:i + 1])
        repo.append(finished, i, action, game.state.outcome if game.state.ended else None)
    in_progress = repo.create_game(setup)
    repo.append(in_progress, 0, actions[0], None)
    window.status.set_repository(repo)
    assert start_phones(window, 0)
    assert window.session.controller is not None and window.session.controller.game_id == in_progress
    hub = window.session.phones
    assert hub.address() == "127.0.0.1" and hub.is_listening()
    assert capsys.readouterr().out == f"Phones: http://127.0.0.1:{hub.port()}/\n"
    # the status bar says so from the start, not only once the dialog is opened
    label = window.statusBar().findChild(PhonesStatus)
    assert label is not None and label.isVisibleTo(window)
    assert label.text() == status_text(hub)
    status, _, body = http_get(qtbot, hub.port(), "/screen.json")
    lines = json.loads(body)["lines"]
    assert status == 200 and [s["name"] for s in lines["seats"]] == [
        p.name for p in setup.players]
    window.close()
    assert not hub.is_listening()


def test_a_port_taken_ends_the_start_with_a_message(qtbot, window, capsys, monkeypatch):
    taken = QTcpServer()
    assert taken.listen(QHostAddress("127.0.0.1"), 0)
    codes: list[int] = []
    monkeypatch.setattr(QCoreApplication.instance(), "exit", codes.append, raising=False)
    assert not start_phones(window, taken.serverPort())
    err = capsys.readouterr().err
    assert err == f"mafia-desktop: Port {taken.serverPort()} is already in use.\n"
    assert codes == [2]
    taken.close()


@pytest.mark.heavy
def test_the_command_serves_the_game_in_progress(tmp_path, repo, db_path):
    """The real command in its own process (offscreen): it prints the address, and
    ``/screen.json`` there is the stored game in progress."""
    import os
    import subprocess
    import sys
    import urllib.request

    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    game_id = repo.create_game(setup)
    repo.append(game_id, 0, actions[0], None)
    repo.conn.close()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    process = subprocess.Popen(
        [sys.executable, "-m", "mafia_desktop", "--db", str(db_path), "--phones", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()
        assert line.startswith("Phones: http://127.0.0.1:"), line
        url = line.split(" ", 1)[1].strip()
        with urllib.request.urlopen(url + "screen.json", timeout=30) as answer:
            data = json.loads(answer.read())
            assert answer.headers["Cache-Control"] == "no-store"
        assert [s["name"] for s in data["lines"]["seats"]] == [p.name for p in setup.players]
    finally:
        process.terminate()
        process.wait(30)
