"""Issue 22 item 8: the balance line's refinement runs in a worker process (the GUI
thread never waits for the GIL while the games run): the same figures as ``simulate``
with the same seed, the process ending when the dialog closes and when its parent is
killed."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from mafia_desktop.rules.classic import Role, ruleset_from
from mafia_desktop.rules.classic.balance import simulate
from mafia_desktop.rules.classic.balance.worker import Refinement, parts
from mafia_desktop.ui.dialogs.new_game import NewGameDialog
from mafia_desktop.ui.families.classic import balance_line
from tests.support.processes import kill_parent, wait_gone

PLAYERS = [f"Player {i}" for i in range(1, 11)]
WITH_MANIAC = {Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.DOCTOR: 1, Role.MANIAC: 1,
               Role.COMMISSAR: 1, Role.CIVILIAN: 5}


def test_the_parts_cover_the_run_and_end_where_a_figure_is_shown() -> None:
    split = parts(20_000)
    assert [b for part in split for b, _ in part] == list(range(200))
    shown = [sum(n for part in split[:i + 1] for _, n in part) for i in range(len(split))]
    assert shown == [100, 300, *range(1000, 20_001, 1000)]
    assert [sum(n for _, n in p) for p in parts(250)] == [100, 150]


def test_the_refinement_gives_the_figures_of_simulate(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(balance_line, "GAMES", 1200)
    d = NewGameDialog(players=PLAYERS, seed=1)
    qtbot.addWidget(d)
    d.show()
    d.tabs.setCurrentIndex(2)
    line = d.balance_line
    seen: list[int] = []
    real = line._estimate_arrived

    def spy(generation, estimate, final):  # type: ignore[no-untyped-def]
        seen.append(estimate.games)
        real(generation, estimate, final)
    monkeypatch.setattr(line, "_estimate_arrived", spy)
    d.set_composition(WITH_MANIAC)
    qtbot.waitUntil(lambda: line.final, timeout=60_000)
    workers = [p.pid for p in line.refinement.processes()]
    assert workers and os.getpid() not in workers
    expected = simulate(WITH_MANIAC, d.balance_line._request[1], 1200, balance_line.SEED)
    assert line.estimate == expected
    assert seen[-3:] == [300, 1000, 1200]
    d.close()                                   # the dialog closes: its worker ends
    assert wait_gone(workers) == []
    assert line.refinement.processes() == []


def test_a_new_composition_stops_the_run_before(qtbot) -> None:
    refinement = Refinement()
    try:
        rules = ruleset_from("table")
        old = refinement.start(WITH_MANIAC, rules, 20_000, 0)
        plain = {**WITH_MANIAC, Role.MANIAC: 0, Role.CIVILIAN: 6}
        new = refinement.start(plain, rules, 300, 0)
        for future in new:
            future.result(timeout=60)
        assert all(f.cancelled() or f.done() for f in old)
        started = [f for f in old if not f.cancelled()]
        assert sum(f.result().games for f in started) < 20_000  # stopped early
        total = new[0].result().merged(new[1].result())
        assert total == simulate(plain, rules, 300, 0)
    finally:
        refinement.close()


def long_run_script(path: Path, then: str = "") -> Path:
    """A script that starts a run of many minutes, prints its worker's pid, then does
    ``then`` (a line of Python) and ends."""
    path.write_text(
        "import time\n"
        "from mafia_desktop.rules.classic import Role, ruleset_from\n"
        "from mafia_desktop.rules.classic.balance.worker import Refinement\n"
        "if __name__ == '__main__':\n"
        "    r = Refinement()\n"
        "    futures = r.start({Role.GODFATHER: 2, Role.MANIAC: 1, Role.CIVILIAN: 9},\n"
        "                      ruleset_from('table'), 2_000_000, 0)\n"
        "    while not futures[0].running():\n"
        "        time.sleep(0.05)\n"
        "    print(*[p.pid for p in r.processes()], flush=True)\n"
        f"    {then}\n", "utf-8")
    return path


def test_the_worker_ends_when_its_parent_is_killed(tmp_path) -> None:
    workers = kill_parent(long_run_script(tmp_path / "parent.py", "time.sleep(600)"))
    assert workers
    assert wait_gone(workers) == []


def test_a_program_that_exits_while_a_run_goes_on_is_not_held(tmp_path) -> None:
    """A run of 2,000,000 games (many minutes) left going when the program ends: the exit
    stops it instead of waiting for every part (concurrent.futures joins its jobs)."""
    done = subprocess.run([sys.executable, str(long_run_script(tmp_path / "leaves.py"))],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    workers = [int(p) for p in done.stdout.split()]
    assert workers and wait_gone(workers) == []
