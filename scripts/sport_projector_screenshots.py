"""Draw the sport players' screen for the README: ``python scripts/sport_projector_screenshots.py``.

Plays one sport game through the engine (night 0, speeches with fouls, a vote of three
candidates, defence speeches, a revote, a raise-all that fails, a best move, a player removed by a
fourth foul, a silent turn, the end), writes its log to ``docs/screenshots/`` (English
names, and Russian ones for the Russian pictures), and draws the projector at the
moments worth seeing with ``mafia-desktop render --projector-only --at N`` at 1920x1080
and 1366x768, in English and Russian, into ``docs/screenshots/sport-projector-*.png``.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mafia_desktop.rules import Game  # noqa: E402
from mafia_desktop.rules.log_format import to_json  # noqa: E402
from mafia_desktop.rules.sport import actions as A  # noqa: E402
from mafia_desktop.rules.sport.roles import SportRole as R  # noqa: E402
from mafia_desktop.rules.sport.ruleset import SportRuleset  # noqa: E402
from mafia_desktop.rules.sport.setup import make_sport_setup  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
NAMES = {
    "en": ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Maximilian Konstantinopolskiy",
           "Zoya", "Ivan", "Kira", "Lev"],
    "ru": ["Анна", "Борис", "Вера", "Глеб", "Даша", "Максимилиан Константинопольский",
           "Зоя", "Иван", "Кира", "Лев"],
}
#: The moments drawn (``play`` knows a few more).
MOMENTS = ("night0", "speeches", "silent", "vote", "revote", "raise_all", "foul_out", "end")
ROLES = [R.CIVILIAN, R.MAFIOSO, R.SHERIFF, R.CIVILIAN, R.DON, R.CIVILIAN, R.CIVILIAN,
         R.MAFIOSO, R.CIVILIAN, R.CIVILIAN]


def play(names: list[str]) -> tuple[Game, dict[str, int]]:
    """The game, and the number of actions at each moment to draw."""
    game = Game(make_sport_setup([(i + 1, n, r) for i, (n, r) in enumerate(zip(names, ROLES))],
                                 SportRuleset(), 7))
    at: dict[str, int] = {"night0": 0}

    def push(*actions: A.SportAction) -> None:
        for action in actions:
            game.push(action)

    push(A.SportEndNight())
    push(A.Foul(7), A.Foul(9), A.Foul(4), A.Foul(4), A.Foul(4))
    push(A.SportNominate(1, 5), A.EndSpeech(), A.SportNominate(2, 6), A.EndSpeech(),
         A.SportNominate(3, 8))
    at["speeches"] = len(game)
    push(A.EndSpeech())
    while game.state.speaker is not None:
        if game.state.speech == "silent":
            at.setdefault("silent", len(game))
        push(A.EndSpeech())
    push(A.CastBallot(5, (1, 2, 3, 4)))
    at["vote"] = len(game)
    push(A.CastBallot(6, (5, 7, 9, 10)))  # 8 gets the rest: 6 and 8 -> a tie of 5 and 6
    push(A.EndSpeech())
    at["defence"] = len(game)
    push(A.EndSpeech(), A.CastBallot(5, (1, 2, 3, 4, 7)))  # 6 gets 5, 6, 8, 9, 10: tie again
    at["revote"] = len(game) - 1
    at["raise_all"] = len(game)
    push(A.RaiseAll((1, 2, 7)))  # 3 of 10 for: nobody leaves
    at["raise_all_result"] = len(game)
    push(A.SportEndDay())
    push(A.Shot(1), A.SheriffCheck(2), A.SportEndNight())
    push(A.BestMove((2, 8, 9)))
    at["best_move"] = len(game)
    push(A.EndSpeech(), A.EndSpeech(), A.Foul(9), A.Foul(9), A.Foul(9))
    at["foul_out"] = len(game)
    while game.state.speaker is not None:
        push(A.EndSpeech())
    push(A.SportEndDay(), A.Shot(3), A.SportEndNight(), A.EndSpeech())
    while game.state.speaker is not None:
        if game.state.speaker == 7:
            push(A.SportNominate(7, 10))
        push(A.EndSpeech())
    at["end"] = len(game)
    assert game.state.ended, game.state.stage
    return game, at


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for lang, names in NAMES.items():
        game, at = play(names)
        log = OUT / f"sport-demo-{lang}.mafia.json"
        log.write_text(json.dumps(to_json(game.setup, game.actions),
                                  ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        for moment in MOMENTS:
            count = at[moment]
            for size in ("1920x1080", "1366x768"):
                with tempfile.TemporaryDirectory() as tmp:
                    subprocess.run(
                        [sys.executable, "-c", "import sys; from mafia_desktop.cli import main; "
                         "sys.exit(main(sys.argv[1:]))", "render", str(log),
                         "--out", tmp, "--size", size, "--lang", lang, "--projector-only",
                         "--at", str(count), "--reveal-roles"],
                        check=True, stdout=subprocess.DEVNULL)
                    target = OUT / f"sport-projector-{moment}-{lang}-{size}.png"
                    (Path(tmp) / "projector.png").replace(target)
                    print(target.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
