"""The balance lab's models (issue 16): the plain model's published figures, the random
table played by the real engine, its convergence, the club's record, the fair setups."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from mafia_desktop.rules import RuleViolation
from mafia_desktop.rules.classic import Role, ruleset_from
from mafia_desktop.rules.classic.balance import (
    Estimate,
    club_record,
    exact_chances,
    fair_setups,
    play_block,
    play_table,
    simulate,
    uniform_lynch,
    wilson,
)
from mafia_desktop.rules.classic.balance.estimate import blocks
from mafia_desktop.rules.classic.balance.fair import candidates
from mafia_desktop.rules.classic.roles import Faction

TABLE = ruleset_from("table")
PLAIN_10_2 = {Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.CIVILIAN: 8}
FULL_10 = {Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.COMMISSAR: 1, Role.DOCTOR: 1,
           Role.MANIAC: 1, Role.CIVILIAN: 5}


def test_plain_model_reproduces_the_published_10_players_2_mafia() -> None:
    chances = uniform_lynch(10, 2)
    assert chances["mafia"] == Fraction(251, 320)       # 0.784375, the published 0.784
    assert chances["town"] == Fraction(69, 320)         # 0.215625
    assert f"{float(chances['mafia']):.3f}" == "0.784"


def test_plain_model_10_players_3_mafia() -> None:
    """The sport family's 10 players with 3 black, under the same model: 0.93125."""
    assert uniform_lynch(10, 3)["mafia"] == Fraction(149, 160)


def test_plain_model_edges() -> None:
    for n in range(1, 15):
        assert uniform_lynch(n, 0) == {"mafia": 0, "town": 1}   # no mafia: town never loses
        assert uniform_lynch(n, n)["mafia"] == 1
    with pytest.raises(ValueError):
        uniform_lynch(10, 11)
    with pytest.raises(ValueError):
        uniform_lynch(10, 2, first="dusk")


def test_plain_model_night_first_is_a_day_after_one_kill() -> None:
    # night first with t town and m mafia = day first with t - 1 town (one town killed);
    # an odd table is better for the town: 221/315 (0.702) against 251/320 (0.784)
    assert uniform_lynch(10, 2, first="night")["mafia"] == Fraction(221, 315)
    assert uniform_lynch(10, 2, first="night")["mafia"] == uniform_lynch(9, 2)["mafia"]


def test_the_town_cannot_lose_once_no_mafia_lives() -> None:
    """At the random table, every state with no living mafia is a game the town won."""
    rng = random.Random(5)
    seen = 0
    for comp in (PLAIN_10_2, {Role.GODFATHER: 1, Role.DOCTOR: 1, Role.COMMISSAR: 1,
                              Role.JOURNALIST: 1, Role.CIVILIAN: 4}):
        def check(state) -> None:  # type: ignore[no-untyped-def]
            nonlocal seen
            if not state.living_with(Role.GODFATHER, Role.MAFIOSO):
                seen += 1
                assert state.outcome is not None
                assert Faction.TOWN in state.outcome.winners
        for _ in range(150):
            play_table(comp, TABLE, rng, on_state=check)
    assert seen > 20   # the town did win some


@pytest.mark.heavy  # the full suite's (docs/development.md, "The fast lane")
def test_random_table_agrees_with_the_exact_plain_model() -> None:
    """Played by the real engine (votes, nominations, the godfather's succession), a
    plain table gives the plain model's figure within the 95% interval."""
    for comp in (PLAIN_10_2, {Role.GODFATHER: 1, Role.MAFIOSO: 1, Role.COMMISSAR: 1,
                              Role.JOURNALIST: 1, Role.CIVILIAN: 6}):
        est = simulate(comp, TABLE, 1000, seed=11)
        exact = exact_chances(comp, TABLE)
        assert exact is not None and exact["mafia"] == Fraction(251, 320)
        share = est.share("mafia")
        assert share.low <= 0.784375 <= share.high, share
        assert est.wins["mafia"] + est.wins["town"] == est.games == 1000


@pytest.mark.heavy  # the full suite's (docs/development.md, "The fast lane")
def test_two_seeds_agree_within_their_intervals() -> None:
    a = simulate(FULL_10, TABLE, 800, seed=1)
    b = simulate(FULL_10, TABLE, 800, seed=2)
    assert a.exact is None and a.wins != b.wins      # really two different runs
    for side in ("town", "mafia", "maniac"):
        sa, sb = a.share(side), b.share(side)
        assert sa.low <= sb.high and sb.low <= sa.high, (side, sa, sb)
        assert 0 < sa.p < 1


def test_a_run_is_the_same_whatever_order_its_blocks_are_played_in() -> None:
    whole = simulate(FULL_10, TABLE, 250, seed=7)
    parts = [play_block(FULL_10, TABLE, 7, block, count)
             for block, count in reversed(blocks(250))]
    total = Estimate()
    for part in parts:
        total = total.merged(part)
    assert (total.games, dict(total.wins), total.draws) == (whole.games, dict(whole.wins),
                                                            whole.draws)
    assert blocks(250) == [(0, 100), (1, 100), (2, 50)]


def test_options_change_the_figures_through_the_engine() -> None:
    """The mafia that may kill its own (R-MAF-1) is not the plain model any more."""
    own = ruleset_from("table", {"mafia_can_target_mafia": True})
    assert exact_chances(PLAIN_10_2, own) is None
    est = simulate(PLAIN_10_2, own, 600, seed=3)
    assert est.share("mafia").high < 0.784375     # it sometimes kills a mafioso


def test_simulate_refuses_a_setup_the_rules_refuse_and_stops_when_cancelled() -> None:
    with pytest.raises(RuleViolation) as e:
        simulate({Role.MAFIOSO: 2, Role.CIVILIAN: 4}, TABLE, 10)
    assert e.value.rule == "R-SETUP-2"
    with pytest.raises(RuleViolation) as e:
        simulate({Role.GODFATHER: 1, Role.MAFIOSO: 2, Role.CIVILIAN: 3}, TABLE, 10)
    assert e.value.rule == "R-SETUP-3"
    calls = []
    est = simulate(FULL_10, TABLE, 1000, cancelled=lambda: len(calls) > 0,
                   progress=calls.append)
    assert est.games == 100 and len(calls) == 1


def test_wilson_interval() -> None:
    low, high = wilson(784, 1000)
    assert low < 0.784 < high and high - low < 0.06
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_club_record_counts_only_the_same_family_and_composition() -> None:
    rows = [("classic", ["godfather", "mafioso"] + ["civilian"] * 8, ["mafia"]),
            ("classic", ["civilian"] * 8 + ["mafioso", "godfather"], ["town"]),
            ("classic", ["godfather", "mafioso"] + ["civilian"] * 7 + ["doctor"], ["town"]),
            ("sport", ["godfather", "mafioso"] + ["civilian"] * 8, ["town"]),
            ("classic", ["godfather", "mafioso"] + ["civilian"] * 8, [])]
    rec = club_record(rows, "classic", PLAIN_10_2)
    assert (rec.games, rec.wins, rec.draws) == (3, {"mafia": 1, "town": 1}, 1)
    assert rec.to_json()["wins"] == {"town": 1, "mafia": 1, "maniac": 0}


def test_fair_setups_propose_the_most_even_first() -> None:
    best = fair_setups(10, TABLE, games=0)
    assert best[0].exact and best[0].composition[Role.GODFATHER] == 1
    assert best[0].composition[Role.MAFIOSO] == 0       # one mafia of 10: 0.492
    assert [f.gap for f in best] == sorted(f.gap for f in best)
    for comp in candidates(10, TABLE):
        assert sum(comp.values()) == 10
    simulated = fair_setups(8, TABLE, games=100, top=20)
    assert any(not f.exact for f in simulated) and any(f.exact for f in simulated)
