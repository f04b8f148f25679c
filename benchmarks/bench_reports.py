"""Report figures (issue 6). Prints:

* a 10-day, 24-player game (built by legal play, with times) to HTML: median ms;
* the same game to PDF (A4, QTextDocument + QPdfWriter, offscreen): median ms;
* beside them, in the same run, the longest of 40 random complete sport games
  (RULES_SPORT.md, 10 players) to HTML and to PDF: median ms (issue 13).

Targets: HTML <= 50 ms, PDF <= 500 ms. Both time the whole ``export_game`` call
(timeline walk, wording, rendering, writing the file).
Run: ``python benchmarks/bench_reports.py [OUT_DIR]`` (it never asserts; it prints; with
OUT_DIR it also keeps the two files there to look at).
"""

from __future__ import annotations

import dataclasses
import os
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if not os.environ.get("DISPLAY") and not os.environ.get("QT_QPA_PLATFORM"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from mafia_desktop.reports import export_game
from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    Check,
    CloseVote,
    Compare,
    EndDay,
    EndNight,
    MafiaKill,
    MafiaPass,
    ManiacKill,
    Nominate,
    OpenVote,
    Protect,
    Role,
    Stage,
    Vote,
    WithdrawVote,
    deal_roles,
    make_setup,
    ruleset_from,
    suggested_composition,
)

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ilya", "Kira", "Lev",
         "Mila", "Nika", "Oleg", "Polina", "Roman", "Sasha", "Taya", "Ulyana", "Fedor",
         "Khristina", "Tsvetana", "Chulpan", "Shamil", "Yana"]


def ten_day_game() -> Game:
    """24 players, first phase day; every day has nominations, a vote with changes and a
    withdrawal, the doctor and the journalist; the maniac is executed on day 1 and the
    mafia mostly passes (or is blocked by the doctor), so the game reaches day 10's
    execution. Every action is checked by the engine (Game.push)."""
    roles = deal_roles(suggested_composition(24), seed=2026)
    setup = make_setup([(i + 1, NAMES[i], r) for i, r in enumerate(roles)],
                       ruleset_from("table"), rng_seed=2026)
    g = Game(setup)
    clock = [datetime(2026, 11, 20, 19, 0, tzinfo=timezone(timedelta(hours=3)))]

    def push(action):
        # votes come quickly: the table preset's vote window is 120 s (R-VOTE-1)
        clock[0] += timedelta(seconds=3 if g.state.stage is Stage.VOTING else 41)
        g.push(dataclasses.replace(action, at=clock[0]))

    mafia = {p.seat for p in setup.players if p.role in (Role.GODFATHER, Role.MAFIOSO)}
    maniac = next(p.seat for p in setup.players if p.role is Role.MANIAC)
    for day in range(1, 11):
        s = g.state
        living = list(s.living())
        town = [x for x in living if x not in mafia and x != maniac]
        victim = maniac if day == 1 else town[-1]
        other = town[0]
        nominators = [x for x in living if x not in (victim, other)]
        push(Nominate(nominators[0], victim))
        push(Nominate(nominators[1], other))
        doctor = s.holder(Role.DOCTOR)
        if doctor is not None:
            push(Protect(town[1]))
        journalist = g.state.holder(Role.JOURNALIST)
        if journalist is not None and len(living) > 3:
            a, b = [x for x in living if x != journalist][:2]
            push(Compare(a, b))
        push(OpenVote())
        voters = [x for x in living if x not in (victim, other)]
        for i, v in enumerate(voters):
            push(Vote(v, other if i % 3 == 0 else victim))
        for v in voters[:len(voters) // 3:3]:
            push(Vote(v, victim))            # a change of vote (R-VOTE-3)
        push(WithdrawVote(voters[-1]))
        push(Vote(victim, other))
        push(Vote(other, victim))
        push(CloseVote())
        assert g.state.execution.seat == victim, (day, g.state.execution)
        if day == 10 or g.state.ended:
            break
        push(EndDay())
        s = g.state
        if s.holder(Role.MANIAC) is not None:
            push(ManiacKill(town[2]))
        protected = s.protected
        if day % 3 == 0 and protected is not None:
            push(MafiaKill(protected, "at dawn"))   # blocked by the doctor (R-DOC-2)
        else:
            push(MafiaPass())
        if s.holder(Role.COMMISSAR) is not None:
            push(Check(living[0] if living[0] != s.holder(Role.COMMISSAR) else living[1]))
        push(EndNight())
    assert g.state.phase.number == 10 and g.state.stage is Stage.AFTER_EXECUTION, g.state.phase
    return g


def long_sport_game() -> Game:
    """The longest of 40 seeded random complete sport games (every action legal)."""
    import random

    from mafia_desktop.rules.sport.random_player import (
        play_random_sport_game,
        random_sport_setup,
    )
    games = []
    for seed in range(40):
        setup = random_sport_setup(random.Random(seed))
        games.append(Game.replay(setup, play_random_sport_game(setup, seed)))
    return max(games, key=len)


def median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    game = ten_day_game()
    keep = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    with tempfile.TemporaryDirectory() as tmp:
        out = keep or Path(tmp)
        html, pdf = out / "ten_days.html", out / "ten_days.pdf"
        export_game(game, "html", html)   # warm up (template compile, imports)
        export_game(game, "pdf", pdf)
        html_ms = median_ms(lambda: export_game(game, "html", html), 21)
        pdf_ms = median_ms(lambda: export_game(game, "pdf", pdf), 7)
        print(f"game: {game.setup.size} players, {len(game)} actions, "
              f"ends at {game.state.phase} ({game.state.stage.value})")
        print(f"HTML export, 10-day game: median {html_ms:.1f} ms (target <= 50 ms); "
              f"{html.stat().st_size // 1024} KiB")
        print(f"PDF export, 10-day game:  median {pdf_ms:.1f} ms (target <= 500 ms); "
              f"{pdf.stat().st_size // 1024} KiB")
        sport = long_sport_game()
        s_html, s_pdf = out / "sport.html", out / "sport.pdf"
        export_game(sport, "html", s_html)
        export_game(sport, "pdf", s_pdf)
        s_html_ms = median_ms(lambda: export_game(sport, "html", s_html), 21)
        s_pdf_ms = median_ms(lambda: export_game(sport, "pdf", s_pdf), 7)
        print(f"sport game: {sport.setup.size} players, {len(sport)} actions, "
              f"{len(sport.state.rounds)} vote rounds, ends at {sport.state.phase}")
        print(f"HTML export, sport game:  median {s_html_ms:.1f} ms (classic above: "
              f"{html_ms:.1f} ms); {s_html.stat().st_size // 1024} KiB")
        print(f"PDF export, sport game:   median {s_pdf_ms:.1f} ms (classic above: "
              f"{pdf_ms:.1f} ms); {s_pdf.stat().st_size // 1024} KiB")


if __name__ == "__main__":
    main()
