"""Render the host window at moments of real games into ``docs/screenshots/``.

    xvfb-run -s '-screen 0 1920x1080x24' .venv/bin/python scripts/screenshots.py
    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/screenshots.py   # no X server

Writes ``day.png`` (discussion, nominations, the doctor's and journalist's answers),
``voting.png`` (the vote grid mid-vote), ``night.png`` (night decisions and the summary
of what the night's end will do), ``game_over.png`` (the winners and every role) and
``players_looking.png`` (every role hidden), and the projector (the players' screen) at
the same moments: ``projector_day.png``, ``projector_voting.png``, ``projector_night.png``,
``projector_game_over.png`` (after the host's "Reveal roles"). The games are played
through the engine from a real setup; the window draws them as the host sees them.

``--lang ru`` draws the same moments in Russian into ``docs/screenshots/ru/``, with the
new-game dialog (``new_game.png``) too.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desktop.i18n.fill import fill  # noqa: E402
from mafia_desktop.rules import Game, log_format  # noqa: E402
from mafia_desktop.rules.classic import (  # noqa: E402
    Check,
    CloseVote,
    Compare,
    EndDay,
    MafiaKill,
    ManiacKill,
    Nominate,
    OpenVote,
    Protect,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.public_view import public_view  # noqa: E402
from mafia_desktop.ui.app import make_application  # noqa: E402
from mafia_desktop.ui.players_screen.projector import ProjectorWindow  # noqa: E402
from mafia_desktop.ui.window.main_window import MainWindow  # noqa: E402

SCENARIO = ROOT.parent / "shared" / "scenarios" / "town_wins_day2.mafia.json"

PLAYERS = [("Anna", Role.GODFATHER), ("Boris", Role.MAFIOSO), ("Vera", Role.COMMISSAR),
           ("Gleb", Role.DOCTOR), ("Dasha", Role.CIVILIAN), ("Egor", Role.MANIAC),
           ("Zoya", Role.JOURNALIST), ("Ilya", Role.CIVILIAN), ("Kira", Role.MAFIOSO),
           ("Lev", Role.CIVILIAN)]


def ten_player_game() -> tuple[Game, dict[str, int]]:
    """A ten-player table game with every role, and where each screenshot stops."""
    setup = make_setup([(i + 1, n, r) for i, (n, r) in enumerate(PLAYERS)],
                       ruleset_from("table"), rng_seed=2026)
    game = Game(setup)
    marks: dict[str, int] = {}
    for a in (Nominate(5, 2), Nominate(8, 1), Nominate(2, 5), Protect(3), Compare(1, 7)):
        game.push(a)
    marks["day"] = len(game)
    for a in (OpenVote(), Vote(3, 2), Vote(4, 2), Vote(5, 2), Vote(1, 5), Vote(9, 5),
              Vote(7, 1)):
        game.push(a)
    marks["voting"] = len(game)
    for a in (Vote(8, 2), Vote(2, 5), Vote(10, 1), CloseVote(), EndDay(),
              MafiaKill(4), ManiacKill(7), Check(9)):
        game.push(a)
    marks["night"] = len(game)
    return game, marks


def shoot(window: MainWindow, path: Path) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.grab().save(str(path))
    print(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="the folder (default docs/screenshots, "
                        "docs/screenshots/<lang> for --lang)")
    parser.add_argument("--lang", choices=("ru", "en"), help="the language (default: the "
                        "program's, i.e. the remembered choice or the system's)")
    args = parser.parse_args(argv)
    out = Path(args.out or ROOT / "docs" / "screenshots" / (args.lang or ""))
    out.mkdir(parents=True, exist_ok=True)
    make_application()
    if args.lang:
        from mafia_desktop.i18n.language import set_language
        set_language(args.lang)
    window = MainWindow(clock=None)
    window.resize(1600, 960)
    window.show()
    game, marks = ten_player_game()

    notes = ({"player:8": "Сразу выдвинул Anna; следить за его голосами.",
              "phase:day:1": "Boris и Dasha выдвинули друг друга."} if args.lang == "ru" else
             {"player:8": "Nominated Anna at once; watch his votes.",
              "phase:day:1": "Boris and Dasha nominated each other."})

    def at(count: int) -> None:
        window.open_game(Game.replay(game.setup, game.actions[:count]), notes=notes)
        window.resize(1600, 960)

    at(marks["day"])
    window.select(8)
    shoot(window, out / "day.png")
    at(marks["voting"])
    shoot(window, out / "voting.png")
    at(marks["night"])
    window.select(1)
    shoot(window, out / "night.png")
    window.looking_action.setChecked(True)
    shoot(window, out / "players_looking.png")
    window.looking_action.setChecked(False)
    window.open_game(log_format.load_game(SCENARIO.read_bytes()))
    shoot(window, out / "game_over.png")
    if args.lang:
        from mafia_desktop.ui.dialogs.new_game import NewGameDialog
        dialog = NewGameDialog(window, roster=[])
        for name, _ in PLAYERS:
            dialog.add_player(name)
        dialog.suggest_composition()
        dialog.show()
        for i in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(i)
            shoot(dialog, out / f"new_game_{i + 1}.png")
        dialog.close()
    window.close()
    # The players' screen at the same moments (drawn from the public view only).
    projector = ProjectorWindow()
    projector.resize(1600, 900)
    projector.show()
    tr = QCoreApplication.translate
    for name, state, timer in (
            ("day", game.state_after(marks["day"]),
             (47, fill(tr("PhaseTimer", "Seat %1 — %2"), 5, "Dasha"))),
            ("voting", game.state_after(marks["voting"]), (83, tr("MainWindow", "The vote"))),
            ("night", game.state_after(marks["night"]), (132, tr("MainWindow", "Night"))),
            ("game_over", log_format.load_game(SCENARIO.read_bytes()).state, None)):
        projector.show_view(public_view(state, reveal_roles=True))  # at the end: revealed
        projector.set_timer(*(timer or (None,)))
        shoot(projector, out / f"projector_{name}.png")
    projector.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
