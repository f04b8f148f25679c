"""The information boundary (DESIGN.md): the public view holds no secret.

The strongest form: the view of a state equals the view of the same state with every
secret scrubbed out (living players' roles, checks, comparisons, the doctor's choice,
tonight's protection and targets, a pending appointment). Walked over at least 5,000
states of random games (hypothesis).
"""

from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.rules import Game
from mafia_desktop.rules.classic import (
    CloseVote,
    EndDay,
    EndNight,
    GameState,
    HostKill,
    MafiaKill,
    Nominate,
    OpenVote,
    Protect,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.classic.random_player import RandomPlayer, random_setup, random_states
from mafia_desktop.rules.classic.view import PublicSeat, PublicView
from mafia_desktop.rules.public_view import public_view

WALKED: list[int] = []


def scrub(s: GameState) -> GameState:
    """The same state with every secret replaced by a blank."""
    roles = s.roles
    if s.outcome is None:
        roles = tuple(r if not a else Role.CIVILIAN for a, r in zip(s.alive, s.roles))
    return s._replace(roles=roles, checks=(), comparisons=(), doctor_choice=None,
                      protected=None, last_protected=None, mafia=None, maniac=None,
                      checked=False, compared=False, godfather=None, godfather_pending=False)


def test_public_view_fields_are_the_reviewed_ones() -> None:
    # A new field must be reviewed for secrets before it is added to this list.
    assert [f.name for f in fields(PublicView)] == [
        "phase_kind", "phase_number", "stage", "seats", "nominations", "candidates", "votes",
        "vote_opened_at", "executed", "tied", "tie_reason", "night_deaths", "night_ended",
        "ended", "winners"]
    assert [f.name for f in fields(PublicSeat)] == [
        "seat", "name", "alive", "status", "death", "died_in"]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_no_secret_in_the_public_view(seed: int) -> None:
    walked = 0
    for s in random_states(seed, at_least=120):
        view = public_view(s)
        assert view == public_view(scrub(s))
        for seat in view.seats:
            if seat.alive and not view.ended:
                assert seat.status is None
        walked += 1
    WALKED.append(walked)


def test_at_least_5000_states_were_walked() -> None:
    assert sum(WALKED) >= 5000, sum(WALKED)


def _game() -> Game:
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
                        (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.DOCTOR),
                        (5, "Dasha", Role.CIVILIAN), (6, "Egor", Role.CIVILIAN)],
                       ruleset_from("table", {"reveal_on_death": "faction"}), 1)
    return Game.replay(setup, [Protect(5), Nominate(2, 6), OpenVote(), Vote(1, 6), Vote(2, 6),
                               CloseVote(), EndDay(), MafiaKill(5)])


def test_night_targets_stay_secret_until_the_night_ends_then_only_the_death_shows() -> None:
    game = _game()
    night = public_view(game.state)
    assert night.night_deaths == () and not night.night_ended
    assert night.seats[5].status == "town" and night.seats[5].death == "execution"  # faction only
    game.push(EndNight())
    day = public_view(game.state)
    assert day.night_ended and day.night_deaths == ()  # protected: "nobody died tonight"
    assert all(s.alive for s in day.seats[:5])


def scrub_roles(s: GameState) -> GameState:
    """``s`` scrubbed (:func:`scrub`), the living players' roles blanked even at the end."""
    roles = tuple(r if not a else Role.CIVILIAN for a, r in zip(s.alive, s.roles))
    return scrub(s)._replace(roles=roles)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_at_the_end_no_role_is_shown_until_the_host_reveals_them(seed: int) -> None:
    ended = 0
    for s in random_states(seed, at_least=200):
        if not s.ended:
            assert public_view(s, reveal_roles=True) == public_view(s)  # nothing to reveal
            continue
        ended += 1
        hidden = public_view(s)
        assert hidden == public_view(scrub_roles(s))
        assert all(seat.status is None for seat in hidden.seats if seat.alive)
        revealed = public_view(s, reveal_roles=True)
        assert [seat.status for seat in revealed.seats] == [r.value for r in s.roles]
    assert ended


def test_the_nights_dead_are_announced_in_seat_order_over_random_nights() -> None:
    """A seeded walk of random games: every morning, the night's dead (the kills and the
    host's removals in that night) are listed in seat order, whatever order they died
    in; the walk meets mornings where those orders differ."""
    rng = random.Random(2026)
    mornings = reordered = removed = 0
    while mornings < 400 or not reordered or not removed:
        game = Game(random_setup(rng, rng.randint(4, 20)))
        player = RandomPlayer(rng.randrange(2**32))
        at_nightfall: int | None = None  # how many had died when the night began
        died: tuple[int, ...] = ()  # the last night's dead, in the order they died
        while player.step(game) is not None or game.state.ended:
            s = game.state
            if s.phase.kind == "night" and at_nightfall is None:
                at_nightfall = len(s.deaths)
            elif s.phase.kind == "day" and at_nightfall is not None:  # the morning
                night = [d for d in s.deaths[at_nightfall:] if d.phase.kind == "night"]
                died = tuple(d.seat for d in night)
                at_nightfall = None
                mornings += 1
                reordered += list(died) != sorted(died)
                removed += any(d.cause == "host" for d in night)
            view = public_view(s)
            if view.phase_kind == "day" and view.night_ended:
                assert view.night_deaths == tuple(sorted(died)), (s.phase, died)
            if s.ended:
                break
    assert reordered and removed


def test_a_host_removal_at_night_is_announced_in_the_morning_with_the_killed() -> None:
    setup = make_setup([(1, "Anna", Role.GODFATHER), (2, "Boris", Role.CIVILIAN),
                        (3, "Vera", Role.COMMISSAR), (4, "Gleb", Role.DOCTOR),
                        (5, "Dasha", Role.CIVILIAN), (6, "Egor", Role.CIVILIAN),
                        (7, "Zoya", Role.MAFIOSO), (8, "Ivan", Role.CIVILIAN)],
                       ruleset_from("table"), 1)
    game = Game.replay(setup, [Nominate(2, 6), OpenVote(), Vote(1, 6), Vote(2, 6), Vote(3, 6),
                               Vote(4, 6), Vote(5, 6), CloseVote(), EndDay(), MafiaKill(8),
                               HostKill(2, "left the table")])
    night = public_view(game.state)
    assert night.night_deaths == () and not night.seats[1].alive  # the removal is at once
    game.push(EndNight())
    morning = public_view(game.state)
    assert morning.night_deaths == (2, 8)  # seat order: the mafia's victim is not first
    assert morning.seats[1].status == "civilian" and morning.seats[7].status == "civilian"
