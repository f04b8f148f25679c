"""Issue 14: the balanced seating rule (the user guide, "A club evening") over random evenings."""

from __future__ import annotations

import itertools
import random

import pytest

from mafia_desktop.rules.seating import propose_seating, repeats, seat_counts


def _evening(rng: random.Random, participants: int, games: int, size: int
             ) -> list[tuple[list[str], list[list[str]]]]:
    """Play an evening: each game ``size`` of the participants (picked at random), seated
    by the balanced rule. Returns each game's (seating, history before it)."""
    names = [f"Player {i}" for i in range(participants)]
    history: list[list[str]] = []
    out = []
    for _ in range(games):
        players = rng.sample(names, size)
        order = propose_seating(players, history, seed=rng.randrange(2**32))
        assert sorted(order) == sorted(players)
        out.append((order, [list(h) for h in history]))
        history.append(order)
    return out


@pytest.mark.parametrize("evening", range(10))
def test_the_rule_holds_over_ten_random_evenings(evening: int) -> None:
    rng = random.Random(evening)
    participants = rng.randint(10, 14)
    for order, history in _evening(rng, participants, rng.randint(6, 12), 10):
        counts = seat_counts(history)
        cost = repeats(order, counts)
        # no exchange of two players' seats sits fewer players in a seat they had
        for i, j in itertools.combinations(range(len(order)), 2):
            swapped = list(order)
            swapped[i], swapped[j] = swapped[j], swapped[i]
            assert repeats(swapped, counts) >= cost
        # a player repeats a seat only if no one of this game who has not had it
        # could take it without a repeat of their own
        for seat, name in enumerate(order, 1):
            if counts.get(name.casefold(), {}).get(seat, 0):
                for other_seat, other in enumerate(order, 1):
                    fresh = not counts.get(other.casefold(), {}).get(seat, 0)
                    free = not counts.get(name.casefold(), {}).get(other_seat, 0)
                    assert not (fresh and free), (name, seat, other)


@pytest.mark.parametrize("size", [10, 13])
def test_the_same_players_sit_in_every_seat_once_before_any_comes_round(size: int) -> None:
    rng = random.Random(size)
    games = _evening(rng, size, size, size)
    for name in {n for order, _ in games for n in order}:
        seats = [order.index(name) + 1 for order, _ in games]
        assert sorted(seats) == list(range(1, size + 1))


def test_the_same_seed_gives_the_same_seating_and_random_mode_shuffles() -> None:
    players = [f"P{i}" for i in range(10)]
    history = [players, players[::-1]]
    assert propose_seating(players, history, seed=5) == propose_seating(players, history, 5)
    shuffled = propose_seating(players, history, seed=5, mode="random")
    assert sorted(shuffled) == players
    with pytest.raises(ValueError, match="R-SETUP-1"):
        propose_seating(["Ann", " ann"])
    with pytest.raises(ValueError, match="mode"):
        propose_seating(players, mode="by age")
