"""Screenshots of the sport host window (README): night 0, the speeches, a vote, a revote,
a raise-all, the end, the best move taken at night (RULES_SPORT.md 0.2) and fouls after
the end, in English and Russian, at 1366x768 and 1920x1080.

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/sport_host_screenshots.py en
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/sport_host_screenshots.py ru
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT.parent / "shared" / "scenarios"


def main(lang: str) -> int:
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.rules import Game, log_format
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.window.main_window import MainWindow

    app = make_application()
    red = log_format.read_log((SCENARIOS / "sport_red_wins.mafia.json").read_bytes())
    tie = log_format.read_log((SCENARIOS / "sport_tie_raise_all.mafia.json").read_bytes())
    best = log_format.read_log((SCENARIOS / "sport_best_move_at_night.mafia.json").read_bytes())
    after = log_format.read_log((SCENARIOS / "sport_fourth_foul_after_end.mafia.json")
                                .read_bytes())

    def first(log, test) -> int:  # type: ignore[no-untyped-def]
        game = Game(log[0])
        for i, action in enumerate(log[1]):
            if test(game.state):
                return i
            game.push(action)
        return len(log[1])

    shots = {
        "night0": (red, 0, ()),
        "speeches": (red, 2, ()),
        "vote": (red, 13, (1, 3, 4)),
        "revote": (tie, first(tie, lambda s: s.stage.value == "vote" and s.vote_round > 1),
                   ()),
        "raise-all": (tie, first(tie, lambda s: s.stage.value == "raise_all"), (2, 5)),
        "end": (red, len(red[1]), ()),
        "best-move-night": (best, 13, (2, 5)),      # B pressed, two seats clicked
        "fouls-after-end": (after, len(after[1]) - 1, ()),
    }
    starts = {"best-move-night": "best_move"}
    out = ROOT / "docs" / "screenshots"
    settings = QSettings(str(out / ".settings.ini"), QSettings.Format.IniFormat)
    set_language(lang)
    if True:
        for w_px, h_px in ((1366, 768), (1920, 1080)):
            for name, (log, n, hands) in shots.items():
                window = MainWindow(settings=settings, clock=None)
                window.resize(w_px, h_px)
                window.show()
                window.open_game(Game.replay(log[0], log[1][:n]))
                app.processEvents()
                if name in starts:
                    window.host_input.start_kind(starts[name])
                for seat in hands:
                    window.seat_activated(seat)
                app.processEvents()
                window.grab().save(str(out / f"sport-host-{name}-{lang}-{w_px}.png"))
                window.close()
                window.deleteLater()
                app.processEvents()
    (out / ".settings.ini").unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
