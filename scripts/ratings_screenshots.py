"""Screenshots of the Players view with a player's ratings (issue 14, README): a club of
fourteen that played 40 sport and 20 classic random games, the Players window at 1366x768
with the best-rated player selected, in each tab, in English or Russian.

    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/ratings_screenshots.py en
    xvfb-run -a -s '-screen 0 1920x1080x24' .venv/bin/python scripts/ratings_screenshots.py ru

Writes ``docs/screenshots/ratings-{sport,classic}-{en,ru}.png``.
"""

from __future__ import annotations

import random
import sys
import tempfile
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = {
    "en": ("Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor", "Zoya", "Ivan", "Kira", "Lev",
           "Maya", "Nikita", "Olga", "Pavel"),
    "ru": ("Анна", "Борис", "Вера", "Глеб", "Даша", "Егор", "Зоя", "Иван", "Кира", "Лев",
           "Майя", "Никита", "Ольга", "Павел"),
}


def club(repo: object, names: tuple[str, ...], seed: int = 14) -> None:
    """Store 60 random games of ten players drawn from ``names`` (every third classic,
    the others sport), four an evening, one evening a week."""
    from mafia_desktop.rules import log_format
    from mafia_desktop.rules.classic import make_setup
    from mafia_desktop.rules.classic.random_player import play_random_game, random_setup
    from mafia_desktop.rules.sport import (
        FIIM_COMPOSITION,
        SportRuleset,
        deal_sport_roles,
        make_sport_setup,
    )
    from mafia_desktop.rules.sport.random_player import play_random_sport_game

    rng = random.Random(seed)
    start = datetime(2025, 9, 5, 19, 0, tzinfo=UTC)
    for i in range(60):
        table = rng.sample(names, 10)
        at = start + timedelta(days=7 * (i // 4), hours=i % 4)
        if i % 3 == 2:
            base = random_setup(rng, 10)
            setup = make_setup([(p.seat, table[p.seat - 1], p.role) for p in base.players],
                               base.ruleset, base.rng_seed)
            game = play_random_game(setup, rng.randrange(2**31))
            actions = list(game.actions)
        else:
            roles = deal_sport_roles(FIIM_COMPOSITION, rng.randrange(2**31))
            setup = make_sport_setup([(k + 1, table[k], r) for k, r in enumerate(roles)],
                                     SportRuleset(), rng.randrange(2**31))
            actions = list(play_random_sport_game(setup, rng.randrange(2**31)))
        # The last action's time is when the game ended (the rest untimed, as typed in).
        stamped = [*actions[:-1], replace(actions[-1], at=at + timedelta(minutes=50))]
        repo.import_log(log_format.dumps(setup, stamped))  # type: ignore[attr-defined]


def main(lang: str) -> int:
    from mafia_desktop.i18n.language import set_language
    from mafia_desktop.storage import GameRepository, open_database
    from mafia_desktop.ui.app import make_application
    from mafia_desktop.ui.club.players_view import PlayersDialog

    app = make_application()
    set_language(lang)
    out = ROOT / "docs" / "screenshots"
    with tempfile.TemporaryDirectory() as folder:
        conn = open_database(Path(folder) / "club.sqlite3")
        repo = GameRepository(conn)
        club(repo, NAMES[lang])
        dialog = PlayersDialog(repo)
        dialog.resize(1366, 768)
        dialog.show()
        view = dialog.view
        for tab, family in ((1, "sport"), (0, "classic")):
            view.tabs.setCurrentIndex(tab)
            best = view.ratings.family(family)[0] if view.ratings else None
            assert best is not None and view.select(best.name)
            app.processEvents()
            dialog.grab().save(str(out / f"ratings-{family}-{lang}.png"))
        dialog.close()
        conn.close()
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "en"))
