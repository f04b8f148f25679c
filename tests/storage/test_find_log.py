"""A log opened again is recognised (GameRepository.find_log), not stored twice."""
from __future__ import annotations

import dataclasses
import json
from datetime import datetime, timedelta, timezone

from mafia_desktop.rules import log_format
from mafia_desktop.storage import GameRepository
from tests.conftest import SCENARIOS

from .conftest import random_game, store

SCENARIO = SCENARIOS / "town_wins_day2.mafia.json"


def test_an_imported_log_is_found_by_its_setup_and_actions(repo: GameRepository) -> None:
    data = SCENARIO.read_bytes()
    setup, actions = log_format.read_log(data)
    assert repo.find_log(setup, actions) is None
    gid = repo.import_log(data)
    assert repo.find_log(setup, actions) == gid
    # a later import of the same file is another game; the first one is named
    repo.import_log(data)
    assert repo.find_log(setup, actions) == gid


def test_a_log_saved_from_a_played_game_is_that_game(repo: GameRepository) -> None:
    game = random_game(5)
    gid = store(repo, game)  # dealt by hand, played here
    text = repo.export_log(gid)
    setup, actions = log_format.read_log(text)
    assert repo.find_log(setup, actions) == gid


def test_a_different_log_is_not_found(repo: GameRepository) -> None:
    setup, plain = log_format.read_log(SCENARIO.read_bytes())
    start = datetime(2024, 5, 1, 20, 0, tzinfo=timezone(timedelta(hours=3)))
    actions = [dataclasses.replace(a, at=start + timedelta(seconds=10 * i))
               for i, a in enumerate(plain)]
    repo.import_log(log_format.dumps(setup, actions))
    assert repo.find_log(setup, actions) is not None
    assert repo.find_log(setup, plain) is None                            # no times
    assert repo.find_log(setup, actions[:-1]) is None                     # one action fewer
    moved = dataclasses.replace(actions[3], at=actions[3].at + timedelta(seconds=1))
    assert repo.find_log(setup, [*actions[:3], moved, *actions[4:]]) is None  # another time
    assert repo.find_log(dataclasses.replace(setup, rng_seed=8), actions) is None
    assert repo.find_log(dataclasses.replace(setup, rng_seed=2**70), actions) is None
    log = json.loads(log_format.dumps(setup, actions))
    log["ruleset"]["options"]["last_word_s"] = 30                         # another ruleset
    assert repo.find_log(*log_format.read_log(json.dumps(log))) is None
    log = json.loads(log_format.dumps(setup, actions))
    log["players"][0]["name"] = "Anya"                                    # another name
    for a in log["actions"]:
        for field in ("by", "target", "a", "b", "choice"):
            if a.get(field) == "Anna":
                a[field] = "Anya"
    assert repo.find_log(*log_format.read_log(json.dumps(log))) is None


def test_a_game_with_a_broken_row_is_skipped(repo: GameRepository) -> None:
    setup, actions = log_format.read_log(SCENARIO.read_bytes())
    bad = repo.import_log(SCENARIO.read_bytes())
    repo.conn.execute("UPDATE actions SET action = '{not json' WHERE game_id = ? AND idx = 2",
                      (bad,))
    assert repo.find_log(setup, actions) is None
    good = repo.import_log(SCENARIO.read_bytes())
    assert repo.find_log(setup, actions) == good
