"""Screenshots of a final seated for its finalists (issue 34 point 1, README): a tournament
"main round + final" of 30 players, the main round played (3 tables × 2 games), the
final proposed for the top 10 (the Rounds page), the tie at the cut when there is one,
then the final stored and played and the standings overall and of the final, in one
language at the screen's size.

    xvfb-run -a -s '-screen 0 1366x768x24' .venv/bin/python scripts/tournament_final_screenshots.py en

Writes docs/screenshots/tournament-final-{rounds,tie,standings,final}-{lang}-{W}.png.
"""

from __future__ import annotations

import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt

ROOT = Path(__file__).resolve().parent.parent


def main(lang: str) -> int:
    sys.path.insert(0, str(ROOT))
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.rules.sport.tournament import seat_round
    from mafia_desktop.rules.sport.tournament.stages import SHAPES
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.families.sport.tournament import round_players
    from mafia_desktop.ui.window.main_window import MainWindow
    from scripts.tournament_screenshots import NAMES
    from tests.tournament.helpers import play_slot, slot_names

    app = make_application()
    width = app.primaryScreen().size().width()
    out = ROOT / "docs" / "screenshots"
    set_language(lang)
    shots: list[str] = []

    def grab(widget: Any, name: str) -> None:
        for _ in range(3):
            app.processEvents()
        path = out / f"tournament-final-{name}-{lang}-{width}.png"
        widget.grab().save(str(path))
        shots.append(str(path))

    def tick(dialog: Any) -> int:  # the organiser's choice among the tied: shown, then made
        dialog.show()
        grab(dialog, "tie")
        for i in range(dialog.list.count()):
            if len(dialog.ticked()) < dialog.need:
                dialog.list.item(i).setCheckState(Qt.CheckState.Checked)
        dialog.close()
        return 1
    round_players.TieDialog.exec = tick  # type: ignore[method-assign]

    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        conn = open_database(Path(folder) / "final.sqlite3")
        repo = GameRepository(conn)
        tours = TournamentRepository(repo)
        tid = tours.create("Winter Cup", date(2026, 12, 5), plan=SHAPES["main_final"])
        tours.add_players(tid, NAMES[:30])
        seating = seat_round(30, 3, 2, seed=7, seconds=0.5)
        tours.add_round(tid, "main", [(g.game, g.table, g.seats) for g in seating.table_games],
                        seed=7, quality=seating.quality.to_json())
        for s in tours.slots(tid, 1):
            tours.import_log(tid, play_slot(slot_names(tours, tid, s), s.game * 31 + s.table))
        window = MainWindow(repo, settings)
        window.show()
        desk = window.show_tournament()
        desk.reload(tid)
        page = desk.rounds_page
        desk.tabs.setCurrentWidget(page)
        page.games.setValue(3)
        page.seconds.setValue(0.3)
        page.seat_round()
        while page.job.running():
            app.processEvents()
        grab(desk, "rounds")
        page.store_round()
        for s in tours.slots(tid, 2)[:2]:
            tours.import_log(tid, play_slot(slot_names(tours, tid, s), 500 + s.game))
        sp = desk.standings_page
        desk.tabs.setCurrentWidget(sp)
        grab(desk, "standings")
        sp.round_combo.setCurrentIndex(sp.round_combo.findData(2))
        grab(desk, "final")
        desk.close()
        window.close()
        conn.close()
    print("\n".join(shots))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
