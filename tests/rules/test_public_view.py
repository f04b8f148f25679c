"""The information boundary (DESIGN.md): the public view holds no secret.

The strongest form: the view of a state equals the view of the same state with every
secret scrubbed out (living players' roles, checks, comparisons, the doctor's choice,
tonight's protection and targets, a pending appointment). Walked over at least 5,000
states of random games (hypothesis).
"""

from __future__ import annotations

from dataclasses import fields

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mafia_desktop.rules import (
    CloseVote,
    EndDay,
    EndNight,
    Game,
    GameState,
    MafiaKill,
    Nominate,
    OpenVote,
    Protect,
    Role,
    Vote,
    make_setup,
    ruleset_from,
)
from mafia_desktop.rules.public_view import PublicSeat, PublicView, public_view
from mafia_desktop.rules.random_player import random_states

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
