"""The balance line of the New game dialog (issue 16): computed on a worker thread, never
waited for; stale results ignored; the exact figure, the club's record, a fair setup."""
from __future__ import annotations

import threading

import pytest

from mafia_desktop.rules.classic import Role
from mafia_desktop.rules.classic.balance import Estimate
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from mafia_desktop.ui.families.classic import balance_line

PLAYERS = [f"Player {i}" for i in range(1, 11)]
WITH_MANIAC = {Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.DOCTOR: 1, Role.MANIAC: 1,
               Role.COMMISSAR: 1, Role.CIVILIAN: 5}
RESULTS = [("classic", ["godfather", "commissar"] + ["civilian"] * 8, ["town"]),
           ("classic", ["civilian"] * 8 + ["commissar", "godfather"], ["mafia"]),
           ("classic", ["godfather", "mafioso"] + ["civilian"] * 8, ["mafia"])]


@pytest.fixture()
def dialog(qtbot, monkeypatch):
    monkeypatch.setattr(balance_line, "GAMES", 400)
    monkeypatch.setattr(balance_line, "FAIR_GAMES", 40)
    threads: list[int] = []
    real = balance_line.play_block

    def spy(*args, **kwargs):
        threads.append(threading.get_ident())
        return real(*args, **kwargs)
    monkeypatch.setattr(balance_line, "play_block", spy)
    d = NewGameDialog(players=PLAYERS, seed=1, club_results=RESULTS)
    qtbot.addWidget(d)
    d.show()
    d.tabs.setCurrentIndex(2)
    d.threads = threads
    return d


def test_the_line_says_computing_at_once_and_the_figure_comes_later(qtbot, dialog) -> None:
    line = dialog.balance_line
    dialog.set_composition(WITH_MANIAC)
    assert line.describe() == {"text": "Chances: computing…", "final": False, "games": 0}
    qtbot.waitUntil(lambda: line.estimate is not None, timeout=10_000)
    first = line.describe()
    assert "Town" in first["text"] and "Maniac" in first["text"] and "%" in first["text"]
    assert "random play" in first["text"]
    qtbot.waitUntil(lambda: line.final, timeout=30_000)
    assert line.estimate.games == 400 and "400 game" in line.label.text()
    assert line.estimate.games >= first["games"]
    assert dialog.threads and threading.get_ident() not in dialog.threads   # never here
    assert "your club: no games with this setup yet" in line.label.text()


def test_a_stale_result_is_ignored(qtbot, dialog) -> None:
    line = dialog.balance_line
    dialog.set_composition(WITH_MANIAC)
    old = line._generation
    dialog.set_composition({**WITH_MANIAC, Role.DOCTOR: 0, Role.CIVILIAN: 6})
    assert line.label.text() == "Chances: computing…"
    line._estimate_arrived(old, Estimate(10, {"town": 10}, 0), True)   # a late old result
    assert line.estimate is None and line.label.text() == "Chances: computing…"
    qtbot.waitUntil(lambda: line.final, timeout=30_000)
    assert line._request[0][Role.DOCTOR] == 0


def test_a_plain_setup_gets_the_exact_figure_and_the_club_record(dialog) -> None:
    dialog.set_composition({Role.GODFATHER: 1, Role.COMMISSAR: 1, Role.CIVILIAN: 8})
    text = dialog.balance_line.label.text()
    assert text.startswith("Town 51% · Mafia 49% — random play, exact")
    assert text.endswith("your club: Town 1, Mafia 1 of 2")


def test_hiding_the_line_stops_its_job(qtbot, dialog) -> None:
    line = dialog.balance_line
    dialog.set_composition(WITH_MANIAC)
    qtbot.waitUntil(lambda: line.estimate is not None, timeout=10_000)
    stop = line._stop
    dialog.tabs.setCurrentIndex(0)
    assert stop.is_set()
    dialog.tabs.setCurrentIndex(2)              # shown again: computed again
    qtbot.waitUntil(lambda: line.final, timeout=30_000)


def test_suggest_a_fair_setup(qtbot, dialog) -> None:
    line = dialog.balance_line
    line.fair_button.click()
    assert not line.fair_button.isEnabled()
    qtbot.waitUntil(lambda: bool(line.fair_results), timeout=30_000)
    assert line.fair_button.isEnabled()
    best = line.fair_results[0]
    assert "Godfather" in line.fair_text(best) and "Town" in line.fair_text(best)
    line.choose_fair(0)
    chosen = dialog.composition()
    assert {r: n for r, n in chosen.items() if n} == {r: n for r, n in best.composition.items()
                                                      if n}
    assert dialog.ok_button.isEnabled()
