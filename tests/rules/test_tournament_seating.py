"""The seating of a tournament round (issue 25): seats balanced, opponents balanced, pairs
kept apart, sit-outs in turn, the figures, a swap by hand, the worker process."""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mafia_desktop.rules.sport.tournament import (
    RoundSeating,
    SeatingError,
    TableGame,
    measure,
    seat_round,
    start_seating,
    swap_players,
)
from mafia_desktop.rules.sport.tournament import seating as seating_module
from mafia_desktop.rules.sport.tournament.seating import _start
from mafia_desktop.rules.sport.tournament.seats import assign_seats
from mafia_desktop.rules.sport.tournament.tables import _Search, anneal


def seat_counts(s: RoundSeating) -> dict[int, Counter[int]]:
    """player -> {seat: times}, counted here, not by the quality module."""
    counts: dict[int, Counter[int]] = {p: Counter() for p in range(1, s.players + 1)}
    for tg in s.table_games:
        for seat, p in enumerate(tg.seats, start=1):
            counts[p][seat] += 1
    return counts


def meetings(s: RoundSeating) -> Counter[tuple[int, int]]:
    """(a, b) with a < b -> times at one table, every pair listed (0 too)."""
    met: Counter[tuple[int, int]] = Counter(
        {pair: 0 for pair in combinations(range(1, s.players + 1), 2)})
    for tg in s.table_games:
        for pair in combinations(sorted(tg.seats), 2):
            met[pair] += 1
    return met


def test_30_players_3_tables_10_games_every_seat_once_and_pairs_meet_1_to_5() -> None:
    s = seat_round(30, 3, 10, seed=1, seconds=0.5)
    assert len(s.table_games) == 30
    for p, counts in seat_counts(s).items():
        assert counts == {seat: 1 for seat in range(1, 11)}, p
    met = meetings(s)
    assert min(met.values()) >= 1 and max(met.values()) <= 5
    q = s.quality
    assert q.seats_balanced and q.seat_spread == 0 and q.in_goal
    assert (q.meetings_min, q.meetings_max) == (min(met.values()), max(met.values()))
    assert dict(q.histogram) == dict(Counter(met.values()))


def test_the_same_seed_gives_the_same_seating_another_seed_another() -> None:
    first = seat_round(30, 3, 10, seed=7, seconds=0.2)
    assert seat_round(30, 3, 10, seed=7, seconds=0.2) == first
    assert seat_round(30, 3, 10, seed=8, seconds=0.2).table_games != first.table_games


def test_pairs_kept_apart_never_meet_when_it_can_be_had() -> None:
    # ten clubs of three: each game can put one of each club at each table
    clubs = [range(3 * i + 1, 3 * i + 4) for i in range(10)]
    apart = [pair for club in clubs for pair in combinations(club, 2)]
    s = seat_round(30, 3, 10, seed=2, seconds=0.5, apart=apart)
    met = meetings(s)
    assert all(met[pair] == 0 for pair in apart)
    assert s.quality.apart_met == () and s.quality.seats_balanced
    # the others still all meet
    assert min(n for pair, n in met.items() if pair not in set(apart)) >= 1


def test_sit_outs_rotate_fairly_25_players_2_tables_8_games() -> None:
    # sit-outs in turn and spaced, tables balanced: a 1 s budget keeps the goal band
    s = seat_round(25, 2, 8, seed=3, seconds=1.0)
    out = Counter(p for g in range(1, 9) for p in s.sitting_out(g))
    assert all(len(s.sitting_out(g)) == 5 for g in range(1, 9))
    # 40 sit-outs over 25 players: 15 sit out twice, 10 once, nobody more or never
    assert sorted(Counter(out[p] for p in range(1, 26)).items()) == [(1, 10), (2, 15)]
    for p, counts in seat_counts(s).items():
        assert max(counts.values()) == 1 and sum(counts.values()) == 8 - out[p]
    q = s.quality
    assert q.sit_outs == (1, 2) and q.seats_balanced and q.in_goal
    assert q.fiim_seats_off == 0 and q.end_seats_off == 0


def test_twelve_games_give_two_extra_seats_shared_out_evenly() -> None:
    s = seat_round(30, 3, 12, seed=4, seconds=0.3)
    for counts in seat_counts(s).values():
        assert sorted(counts.values()) == [1] * 8 + [2] * 2
        assert counts[1] + counts[2] + counts[10] in (3, 4)   # 3.6 on average
        assert counts[1] + counts[10] in (2, 3)
    assert s.quality.fiim_seats_off == 0 and s.quality.end_seats_off == 0


def test_the_figures_of_a_hand_made_seating() -> None:
    # 21 players, 2 tables, 2 games; 21 sits out game 1, 20 game 2
    games = [(1, 1, list(range(1, 11))), (1, 2, list(range(11, 21))),
             (2, 1, [11, 12, 13, 14, 15, 1, 2, 3, 4, 5]),
             (2, 2, [6, 7, 8, 9, 10, 16, 17, 18, 19, 21])]
    q = measure(21, 2, 2, games, apart=[(1, 2), (16, 1)])
    # met twice: within 1-5, 6-10, 11-15 (10 pairs each) and 16-19 (6), less (1, 2)
    # 180 table-pairs in all: 2·36 + 108 once; 210 pairs: 66 never; less (1, 16)
    assert q.histogram == ((0, 65), (1, 108), (2, 35))
    assert (q.meetings_min, q.meetings_max) == (0, 2)
    assert q.apart_met == ((1, 2, 2),)
    assert q.ideal_meetings == pytest.approx(180 / 210)
    assert q.sit_outs == (0, 1)
    # 11 sat in seat 1 twice, 12 in seat 2 twice: two games give each seat once at most
    assert not q.seats_balanced and q.seat_spread == 2 and q.per_seat[0] == (0, 2)
    assert q.per_seat[9] == (0, 1)                              # 10, 20, 5, 21 once
    assert (q.fiim_seats, q.fiim_seats_off) == ((0, 2), 2)      # players 11 and 12
    assert (q.end_seats, q.end_seats_off) == ((0, 2), 1)        # player 11
    assert q.to_json()["meetings"]["histogram"] == {"0": 65, "1": 108, "2": 35}


def test_a_swap_by_hand_is_measured_again() -> None:
    s = seat_round(30, 3, 10, seed=5, seconds=0.3, apart=[(1, 2)])
    assert s.quality.apart_met == ()
    met_1_3 = meetings(s)[(1, 3)]
    swapped = swap_players(s, 2, 3)          # 2 takes 3's whole schedule: meets 1 as 3 did
    assert swapped.quality.apart_met == ((1, 2, met_1_3),)
    assert Counter(meetings(swapped).values()) == Counter(meetings(s).values())
    assert swapped.quality.seats_balanced
    # in one game only: the two change seats and tables there, nowhere else
    game3 = {tg.table: tg.seats for tg in s.game(3)}
    t4 = next(t for t, seats in game3.items() if 4 in seats)
    t5 = next(t for t, seats in game3.items() if 4 not in seats)
    other = game3[t5][0]
    once = swap_players(s, 4, other, game=3)
    assert once.game(3)[t4 - 1].seats == tuple(other if p == 4 else p for p in game3[t4])
    assert [tg for tg in once.table_games if tg.game != 3] == \
        [tg for tg in s.table_games if tg.game != 3]
    assert once.quality == measure(30, 3, 10, ((tg.game, tg.table, tg.seats)
                                               for tg in once.table_games), [(1, 2)])
    for args in ((0, 2, None), (4, 4, None), (1, 2, 11)):
        with pytest.raises(SeatingError):
            swap_players(s, *args)


@pytest.mark.parametrize("shape, words", [
    ((19, 2, 10, ()), "at least 20 players"),
    ((30, 0, 10, ()), "at least one table"),
    ((30, 3, 0, ()), "1 to 40"),
    ((30, 3, 10, ((1, 31),)), "names player 31"),
    ((30, 3, 10, ((0, 5),)), "names player 0"),
    ((30, 3, 10, ((4, 4),)), "same player twice"),
])
def test_a_round_that_cannot_be_seated_is_refused(shape: tuple, words: str) -> None:
    players, tables, games, apart = shape
    with pytest.raises(SeatingError, match=words):
        seat_round(players, tables, games, seconds=0, apart=apart)
    with pytest.raises(SeatingError, match="time budget"):
        seat_round(30, 3, 10, seconds=-1)


def search_cost(s: RoundSeating) -> float:
    """The annealing's cost of a seating's table groups, computed again."""
    groups = [[[p - 1 for p in tg.seats] for tg in s.game(g)]
              + [[p - 1 for p in s.sitting_out(g)]] for g in range(1, s.games + 1)]
    return _Search(s.players, s.tables, groups, [(a - 1, b - 1) for a, b in s.apart]).total()


def test_longer_is_never_worse_the_short_run_is_the_first_attempts(monkeypatch) -> None:
    monkeypatch.setattr(seating_module, "FIRST_ATTEMPT_SECONDS", 0.005)
    monkeypatch.setattr(seating_module, "LONGEST_ATTEMPT_SECONDS", 0.02)
    assert seating_module.attempts(0.1) == [2500, 5000, 10000] + [10000] * 3
    for short, longer in ((0.005, 0.05), (0.02, 0.021), (0.03, 0.1)):
        a, b = seating_module.attempts(short), seating_module.attempts(longer)
        assert sum(a) <= short * seating_module.MOVES_PER_SECOND and b[:len(a)] == a
        first = seat_round(20, 2, 6, seed=9, seconds=short, apart=[(1, 2)])
        second = seat_round(20, 2, 6, seed=9, seconds=longer, apart=[(1, 2)])
        assert search_cost(second) <= search_cost(first) + 1e-9


def test_the_annealing_keeps_its_cost_right() -> None:
    rng = random.Random(11)
    groups, cost = anneal(25, 2, _start(25, 2, 8, rng), [(0, 1)], 20_000, rng)
    assert cost == pytest.approx(_Search(25, 2, groups, [(0, 1)]).total())
    assert all(sorted(p for table in game for p in table) == list(range(25)) for game in groups)


def test_seats_refuse_a_table_that_is_not_ten_players() -> None:
    with pytest.raises(ValueError, match="ten different players"):
        assign_seats([[list(range(9)) + [0]]], 10, random.Random(0))


def test_the_worker_process_gives_the_same_seating() -> None:
    future = start_seating(20, 2, 4, seed=3, seconds=0.05)
    assert future.result(timeout=120) == seat_round(20, 2, 4, seed=3, seconds=0.05)
    with pytest.raises(SeatingError):
        start_seating(9, 1, 4)


def test_json_has_the_games_and_who_sits_out() -> None:
    s = seat_round(11, 1, 2, seed=0, seconds=0)
    out = s.to_json()
    assert [g["round"] for g in out["games"]] == [1, 2]
    assert out["games"][0] == TableGame(1, 1, s.table_games[0].seats).to_json()
    assert [len(g["players"]) for g in out["sitting_out"]] == [1, 1]
    assert out["quality"]["sit_outs"] == {"min": 0, "max": 1, "least_gap": 0,
                                          "in_turn": True}


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4).flatmap(lambda t: st.tuples(
    st.integers(10 * t, 10 * t + 15), st.just(t), st.integers(1, 13),
    st.sampled_from([0.0, 0.002]), st.integers(0, 2**16))))
def test_every_seating_is_well_formed(shape: tuple[int, int, int, float, int]) -> None:
    players, tables, games, seconds, seed = shape
    s = seat_round(players, tables, games, seed=seed, seconds=seconds)
    assert [(tg.game, tg.table) for tg in s.table_games] == \
        [(g, t) for g in range(1, games + 1) for t in range(1, tables + 1)]
    for g in range(1, games + 1):
        seated = [p for tg in s.game(g) for p in tg.seats]
        assert len(seated) == len(set(seated)) == 10 * tables
        assert all(len(tg.seats) == 10 for tg in s.game(g))
        assert set(seated) | set(s.sitting_out(g)) == set(range(1, players + 1))
    out = Counter(p for g in range(1, games + 1) for p in s.sitting_out(g))
    spread = [out[p] for p in range(1, players + 1)]
    assert max(spread) - min(spread) <= 1
    for counts in seat_counts(s).values():   # each seat ⌊P/10⌋ or ⌈P/10⌉ times
        played = sum(counts.values())
        assert all(played // 10 <= counts[seat] <= -(-played // 10) for seat in range(1, 11))
    assert s.quality.seats_balanced


def test_a_seating_worker_ends_when_its_parent_is_killed(tmp_path) -> None:
    """A window killed mid-search (kill -9) must not leave its worker searching: the
    worker watches its parent and ends with it."""
    from tests.support.processes import kill_parent, wait_gone

    script = tmp_path / "parent.py"
    script.write_text(
        "import sys, time\n"
        "from mafia_desktop.rules.sport.tournament import start_seating\n"
        "if __name__ == '__main__':\n"
        "    f = start_seating(40, 4, 10, seconds=600)\n"
        "    while not f.running():\n"
        "        time.sleep(0.05)\n"
        "    import multiprocessing\n"
        "    print(*[c.pid for c in multiprocessing.active_children()], flush=True)\n"
        "    time.sleep(600)\n", "utf-8")
    workers = kill_parent(script)
    assert workers
    assert wait_gone(workers) == []  # the worker ends at once
