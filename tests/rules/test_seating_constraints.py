"""Issue 34 point 2: kept-apart pairs are hard (T-APART-1..3), tables are balanced
(T-TABLE-1), sit-outs go in turn and spaced (T-SIT-1), "G games each" (T-SHAPE-1).

Everything is counted here from the seats, not taken from the quality module. Budgets
are small and seeded: the same seed and budget give the same seating on any machine."""

from __future__ import annotations

from collections import Counter

import pytest

from mafia_desktop.rules.sport.tournament import RoundSeating, seat_round
from mafia_desktop.rules.sport.tournament.constraints import (
    SeatingError,
    nearest_shapes,
    rounds_for,
    unavoidable_apart,
)


def met(s: RoundSeating, a: int, b: int) -> int:
    """Games in which ``a`` and ``b`` sat at one table."""
    return sum(1 for tg in s.table_games if a in tg.seats and b in tg.seats)


def at_tables(s: RoundSeating) -> dict[int, Counter[int]]:
    """player -> {table: games there}."""
    found: dict[int, Counter[int]] = {p: Counter() for p in range(1, s.players + 1)}
    for tg in s.table_games:
        for p in tg.seats:
            found[p][tg.table] += 1
    return found


def sit_outs(s: RoundSeating) -> dict[int, list[int]]:
    """player -> the games they sat out, in order."""
    return {p: [g for g in range(1, s.games + 1) if p in s.sitting_out(g)]
            for p in range(1, s.players + 1)}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_player_apart_from_two_others_never_meets_them_20_players_2_tables_8_games(
        seed: int) -> None:
    # a seating that keeps them apart trivially exists: 2 and 3 at the other table
    s = seat_round(20, 2, 8, seed=seed, seconds=0.3, apart=[(1, 2), (1, 3)])
    assert met(s, 1, 2) == 0 and met(s, 1, 3) == 0
    q = s.quality
    assert q.apart_met == () and q.apart_kept == 2 and q.apart_why == ()
    assert q.seats_balanced


def test_a_player_apart_from_more_than_can_sit_elsewhere_is_explained_and_spread() -> None:
    # 20 players at 2 tables: 10 places away from player 1's table, 12 kept apart from
    # them: at least 2 of the 12 at their table every game, 8 meetings over 4 games
    apart = [(1, p) for p in range(2, 14)]
    s = seat_round(20, 2, 4, seed=1, seconds=0.3, apart=apart)
    times = [met(s, 1, p) for p in range(2, 14)]
    assert sum(times) == 8 and max(times) == 1        # spread: nobody twice
    q = s.quality
    [why] = q.apart_why
    assert why.rule == "T-APART-2" and why.players == (1,) and why.least == 8
    assert "kept apart from 12 players, but only 10 can sit away" in why.message
    assert {m["rule"] for m in q.to_json()["apart"]["met"]} == {"T-APART-2"}
    assert q.apart_kept == 12 - 8


def test_three_players_apart_from_each_other_at_two_tables_meet_spread_out() -> None:
    # nobody sits out: each game two of the three share a table (4 meetings at least),
    # spread over the three pairs instead of one pair together in every game
    s = seat_round(20, 2, 4, seed=5, seconds=0.3, apart=[(1, 2), (1, 3), (2, 3)])
    times = [met(s, 1, 2), met(s, 1, 3), met(s, 2, 3)]
    assert sum(times) == 4 and max(times) == 2
    [why] = s.quality.apart_why
    assert (why.rule, why.players, why.least) == ("T-APART-3", (1, 2, 3), 4)


def test_three_players_apart_with_sit_outs_enough_are_kept_apart() -> None:
    # 21 players at 2 tables over 10 games: one sits out each game, each player at most
    # once: the three can sit out 3 of the 10 games, so 7 meetings at least; the
    # seating makes them sit out (the sit-outs' share allows it) and meets no more
    s = seat_round(21, 2, 10, seed=2, seconds=0.3, apart=[(1, 2), (1, 3), (2, 3)])
    [why] = s.quality.apart_why
    total = met(s, 1, 2) + met(s, 1, 3) + met(s, 2, 3)
    assert why.rule == "T-APART-3" and why.least == 7 and total == 7
    assert max(met(s, 1, 2), met(s, 1, 3), met(s, 2, 3)) <= 3


def test_reasons_are_given_only_when_a_seating_cannot_keep_the_pairs() -> None:
    assert unavoidable_apart(20, 2, 8, [(1, 2), (1, 3)]) == ()
    assert unavoidable_apart(30, 3, 10, [(1, 2), (1, 3), (2, 3)]) == ()   # three tables
    assert [r.rule for r in unavoidable_apart(30, 2, 10, [(1, 2), (1, 3), (2, 3)])] == []
    [why] = unavoidable_apart(10, 1, 3, [(1, 2)])
    assert (why.rule, why.least) == ("T-APART-2", 3)


def test_nobody_plays_most_games_at_one_of_three_tables() -> None:
    s = seat_round(30, 3, 10, seed=1, seconds=0.5)
    counts = at_tables(s)
    # each plays 10 games: 3 or 4 a table is the even share, 5 at most (never 7 of 10)
    assert max(max(c.values()) for c in counts.values()) <= 5
    assert s.quality.table_most == max(max(c.values()) for c in counts.values())
    assert s.quality.table_off == 0 and s.quality.in_goal


def test_nobody_sits_out_again_before_everyone_has_and_sit_outs_are_spaced() -> None:
    s = seat_round(25, 2, 10, seed=4, seconds=0.5)      # 8 games each, 2 sit-outs each
    outs = sit_outs(s)
    assert all(len(o) == 2 for o in outs.values())
    # the first sit-outs all come before (or in the same game as) any second one
    assert max(o[0] for o in outs.values()) <= min(o[1] for o in outs.values())
    gaps = [o[1] - o[0] for o in outs.values()]
    assert min(gaps) >= 4                                # a cycle (5 games) less one
    q = s.quality
    assert q.sit_outs_in_turn and q.sit_out_gap == min(gaps)


def test_g_games_each_gives_the_rounds_or_the_nearest_shapes() -> None:
    assert rounds_for(25, 2, 8) == 10 and rounds_for(30, 3, 10) == 10
    assert rounds_for(40, 4, 10) == 10
    with pytest.raises(SeatingError) as e:
        rounds_for(25, 2, 7)
    assert e.value.rule == "T-SHAPE-1"
    assert "175 seats, not a multiple of 20" in str(e.value)
    shapes = [s.to_json() for s in e.value.shapes]
    assert {"players": 25, "tables": 2, "games": 8, "rounds": 10} in shapes
    assert {"players": 25, "tables": 2, "games": 4, "rounds": 5} in shapes
    for shape in nearest_shapes(26, 2, 8):
        assert shape.players * shape.games_each == 10 * shape.tables * shape.rounds


def test_25_players_8_games_each_play_8_games() -> None:
    s = seat_round(25, 2, rounds_for(25, 2, 8), seed=1, seconds=0.3)
    played = Counter(p for tg in s.table_games for p in tg.seats)
    assert set(played.values()) == {8} and len(played) == 25
    assert s.quality.seats_balanced and s.quality.fiim_seats_off == 0


def test_the_annealing_keeps_its_cost_when_the_last_sit_out_cycle_changes_who_plays() -> None:
    # 23 players at 2 tables over 10 games: 30 sit-outs, the second cycle incomplete, so
    # a move there changes two players' games and their share at each table
    import random

    from mafia_desktop.rules.sport.tournament.seating import _start
    from mafia_desktop.rules.sport.tournament.tables import _Search, anneal
    rng = random.Random(3)
    groups, cost = anneal(23, 2, _start(23, 2, 10, rng), [(0, 1), (0, 2)], 60_000, rng)
    assert cost == pytest.approx(_Search(23, 2, groups, [(0, 1), (0, 2)]).total())
