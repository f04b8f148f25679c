"""Screenshots of the tournament desk (issue 25, README): the Tournament window's four
pages on a 1366x768 laptop and a 1920x1080 screen, the standings on the players' screen
for 30 and 40 players, and the table host's schedule, in one language.

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/tournament_screenshots.py en
    xvfb-run -a -s '-screen 0 1366x768x24' .venv/bin/python scripts/tournament_screenshots.py en

Writes docs/screenshots/tournament-{players,rounds,games,standings,schedule}-{lang}-{W}.png
and tournament-projector-{30,40}-{lang}-{W}.png (W: the screen's width). The games are
random legal sport games of the engine; the round is seated by the tournament seating.
"""

from __future__ import annotations

import json
import sys
import tempfile
from datetime import date
from pathlib import Path

from PySide6.QtCore import QSettings

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
         "Maya", "Nikita", "Olga", "Pavel", "Rita", "Sergei", "Tanya", "Ulyana", "Fedor",
         "Khristina", "Tsvetan", "Chulpan", "Shamil", "Yana", "Артём Соколов", "Борис Б.",
         "O'Neil", "<b>Bold</b> & co", "Lyudmila", "Zhenya", "Konstantin Preobrazhensky-"
         "Konstantinov", "Александра Преображенская-Румянцева", "Mila", "Oleg", "Polina",
         "Roman", "Sveta", "Timur", "Yulia", "דנה בת-שבע"]


def tournament(tours, count: int, tables: int, games: int, played: int) -> int:  # type: ignore[no-untyped-def]
    """A tournament of ``count`` players, one round seated, ``played`` games a table
    brought back, one conflict."""
    from mafia_desktop.rules.sport.tournament import seat_round
    from tests.tournament.helpers import play_slot, slot_names

    tid = tours.create("Autumn Cup", date(2026, 11, 28))
    tours.add_players(tid, NAMES[:count])
    tours.set_apart(tid, [(1, 2), (3, 4)])
    seating = seat_round(count, tables, games, seed=7, seconds=1.0, apart=tours.apart(tid))
    tours.add_round(tid, "main", [(g.game, g.table, g.seats) for g in seating.table_games],
                    seed=7, quality=seating.quality.to_json())
    for s in tours.slots(tid, 1):
        if s.game <= played:
            tours.import_log(tid, play_slot(slot_names(tours, tid, s), s.game * 31 + s.table))
    first = tours.slots(tid, 1)[0]
    tours.import_log(tid, play_slot(slot_names(tours, tid, first), 4242))
    return tid


def main(lang: str) -> int:
    sys.path.insert(0, str(ROOT))
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.storage.sport.tournaments import TournamentRepository
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.families.sport.tournament.schedule import ScheduleDialog, read_schedule
    from mafia_desktop.ui.window.main_window import MainWindow

    app = make_application()
    width = app.primaryScreen().size().width()
    out = ROOT / "docs" / "screenshots"
    set_language(lang)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        for count, tables in ((30, 3), (40, 4)):
            conn = open_database(Path(folder) / f"t{count}.sqlite3")
            repo = GameRepository(conn)
            tours = TournamentRepository(repo)
            tid = tournament(tours, count, tables, 4, 3)
            window = MainWindow(repo, settings)
            window.show()
            desk = window.show_tournament()
            desk.reload(tid)
            app.processEvents()
            if count == 30:
                desk.games_page.import_logs([__file__])  # one refused file, said
                for page, name in zip(desk.pages(), ("players", "rounds", "games",
                                                     "standings"), strict=True):
                    desk.tabs.setCurrentWidget(page)
                    for _ in range(3):
                        app.processEvents()
                    desk.grab().save(str(out / f"tournament-{name}-{lang}-{width}.png"))
                dialog = ScheduleDialog(read_schedule(json.dumps(tours.schedule(tid, 1, 2))),
                                        lambda names: None, window)
                dialog.show()
                app.processEvents()
                dialog.grab().save(str(out / f"tournament-schedule-{lang}-{width}.png"))
                dialog.close()
            desk.tabs.setCurrentWidget(desk.standings_page)
            desk.standings_page.show_on_projector()
            projector = window.feed.projector
            projector.showNormal()
            projector.resize(width, app.primaryScreen().size().height())
            for _ in range(3):
                app.processEvents()
            projector.grab().save(str(out / f"tournament-projector-{count}-{lang}-{width}.png"))
            projector.close()
            desk.close()
            window.close()
            conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
