"""Screenshots of a club evening (issue 14, README): the Evening page of the host window
(1366x768) and the points table on the players' screen, for 10 and 24 participants, in
one language.

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/evening_screenshots.py en
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/evening_screenshots.py ru

Writes docs/screenshots/evening-{host,projector}-{10,24}-{lang}.png. The games are
random legal sport games of the engine, seated by the balanced rule.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
         "Mila", "Oleg", "Polina", "Roman", "Sveta", "Timur", "Ulyana", "Fyodor",
         "Khristina", "Tsezar", "Chulpan", "Shamil", "Yulia",
         "Konstantin Preobrazhensky-Konstantinov"]


def evening(repo, count: int, games: int) -> int:  # type: ignore[no-untyped-def]
    """An evening of ``games`` random sport games among the first ``count`` names."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.seating import propose_seating
    from mafia_desktop.rules.sport import (
        FIIM_COMPOSITION,
        deal_sport_roles,
        make_sport_setup,
        sport_ruleset_from,
    )
    from mafia_desktop.rules.sport.random_player import play_random_sport_game
    from mafia_desktop.storage.evenings import EveningRepository

    names = NAMES[:count] if count < len(NAMES) else NAMES
    evenings = EveningRepository(repo)
    evening_id = evenings.create(f"Friday club, {count}", names)
    rng = random.Random(count)
    history: list[list[str]] = []
    for _ in range(games):
        order = propose_seating(rng.sample(names, 10), history, rng.randrange(2**32))
        history.append(order)
        roles = deal_sport_roles(FIIM_COMPOSITION, rng.randrange(2**32))
        setup = make_sport_setup([(i + 1, n, r) for i, (n, r) in
                                  enumerate(zip(order, roles, strict=True))],
                                 sport_ruleset_from("fiim", {}), rng.randrange(2**32))
        actions = play_random_sport_game(setup, rng.randrange(2**32))
        evenings.add_game(evening_id, repo.import_log(log_format.dumps(setup, actions)))
    return evening_id


def main(lang: str) -> int:
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.window.main_window import MainWindow

    app = make_application()
    out = ROOT / "docs" / "screenshots"
    set_language(lang)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        for count, games in ((10, 3), (24, 8)):
            conn = open_database(Path(folder) / f"e{count}.sqlite3")
            repo = GameRepository(conn)
            evening_id = evening(repo, count, games)
            window = MainWindow(repo, settings)
            window.resize(1366, 768)
            window.show()
            page = window.show_evening()  # a page of the host window
            page.reload(evening_id)
            app.processEvents()
            window.grab().save(str(out / f"evening-host-{count}-{lang}.png"))
            page.show_on_projector()
            projector = window.feed.projector
            projector.showNormal()
            projector.resize(1920, 1080)
            app.processEvents()
            projector.grab().save(str(out / f"evening-projector-{count}-{lang}.png"))
            projector.close()
            window.close()
            conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
