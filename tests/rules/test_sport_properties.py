"""Random sport games (hypothesis picks the seeds, the random sport player plays) keep the
invariants of RULES_SPORT.md: a player leaves once; the speaker is in the game or giving a
last word; the points add up; popping back to the start gives the start; the log replayed
from its JSON equals the game played live; the queries agree with applying."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.rules import Game, log_format
from mafia_desktop.rules.sport import (
    SportStage,
    points,
    sport_candidate_actions,
    sport_is_legal,
    sport_ruleset_from,
)
from mafia_desktop.rules.sport.engine import sport_apply
from mafia_desktop.rules.sport.random_player import play_random_sport_game, random_sport_setup
from tests.support.thorough import twins

OPTIONS = st.fixed_dictionaries({}, optional={
    "nomination_withdrawal": st.sampled_from(["explicit", "none"]),
    "best_move": st.sampled_from(["first_night", "any_night", "none"]),
    "removal_cancels_vote": st.sampled_from(["yes", "no", "if_nominated"]),
    "stall_with_four": st.sampled_from(["red_wins", "draw"]),
})


def _check_state(s) -> None:
    seats = [d.seat for d in s.deaths]
    assert len(seats) == len(set(seats)), "a player left twice"
    assert all(not s.alive[x - 1] for x in seats) and sum(s.alive) + len(seats) == s.setup.size
    if s.speaker is not None:
        assert s.alive[s.speaker - 1] or s.speech == "last_word"
        assert s.speech == "last_word" or s.alive[s.speaker - 1]
    assert all(0 <= f <= 4 for f in s.fouls)
    if s.ended:
        assert s.stage is SportStage.ENDED and s.speaker is None
    r = s.ruleset
    expected = {p.seat: 0.0 for p in s.setup.players}
    if s.outcome is not None:
        for p in s.setup.players:
            expected[p.seat] += r.points_win if p.role.team in s.outcome.winners else 0.0
    for b in s.best_moves:
        expected[b.by] += {2: r.points_best_move_2, 3: r.points_best_move_3}.get(b.black, 0.0)
    for pen in s.penalties:
        expected[pen.seat] += {"fouls": r.penalty_fouls, "disqualified": r.penalty_disqualified,
                               "team_defeat": r.penalty_team_defeat}[pen.kind]
    for bonus in s.bonuses:
        expected[bonus.seat] += bonus.points
    assert points(s) == {k: round(v, 2) + 0.0 for k, v in expected.items()}


def _sport_invariants(seed: int, options: dict) -> None:
    rng = random.Random(seed)
    setup = random_sport_setup(rng, sport_ruleset_from("fiim", options))
    states = []
    log = play_random_sport_game(setup, rng.randrange(2**32), on_state=states.append)
    for s in states:
        _check_state(s)
    game = Game.replay(setup, log)
    assert game.state == states[-1]
    # the log written and read back replays to the same game
    again = log_format.load_game(log_format.dumps(game.setup, game.actions))
    assert again.state == game.state
    assert log_format.summary(again.state) == log_format.summary(states[-1])
    # pop back to the start is the start
    while len(game):
        game.pop()
    assert game.state == states[0]


# 20 random games in the suite (and the fast lane), the thorough 60 under -m slow
test_random_sport_games_keep_the_invariants, test_random_sport_games_thorough = twins(
    _sport_invariants, suite=20, thorough=60, seed=st.integers(0, 2**32 - 1),
    options=OPTIONS)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_queries_agree_with_applying(seed: int) -> None:
    rng = random.Random(seed)
    states = []
    play_random_sport_game(random_sport_setup(rng), rng.randrange(2**32),
                           on_state=states.append)
    for s in states[:: max(1, len(states) // 15)]:
        for action in sport_candidate_actions(s):
            legal = sport_is_legal(s, action)
            try:
                sport_apply(s, action)
                applied = True
            except ValueError:
                applied = False
            assert legal == applied, action
