"""Building a sport setup (S-SETUP-1, S-SETUP-2) and its start state (S-NIGHT0-1)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from ..chain import Chain
from ..errors import RuleViolation
from ..names import check_names
from ..state import Phase
from .roles import FIIM_COMPOSITION, SportRole
from .ruleset import SportRuleset
from .state import SportPlayer, SportSetup, SportStage, SportState

#: S-SETUP-1: the FIIM table; with ``free_composition``, 6 to 14 players.
FIIM_PLAYERS = 10
FREE_PLAYERS: tuple[int, int] = (6, 14)


def check_sport_composition(roles: Iterable[SportRole], ruleset: SportRuleset) -> None:
    """S-SETUP-1: ten players (one don, two mafiosi, one sheriff, six civilians), or with
    ``free_composition`` 6..14 players, one don, one sheriff, fewer black than red.

    Raises:
        RuleViolation: S-SETUP-1, code ``sport.setup.composition`` or
            ``sport.setup.players``.
    """
    counts = {r: 0 for r in SportRole}
    for r in roles:
        counts[r] += 1
    n = sum(counts.values())
    if not ruleset.free_composition:
        if n != FIIM_PLAYERS or counts != FIIM_COMPOSITION:
            raise RuleViolation(
                "S-SETUP-1", "a sport table is ten players: one don, two mafiosi, one "
                "sheriff and six civilians (the free table option allows others)",
                family="sport", code="sport.setup.composition", params={"count": n})
        return
    low, high = FREE_PLAYERS
    black = counts[SportRole.DON] + counts[SportRole.MAFIOSO]
    if not low <= n <= high or counts[SportRole.DON] != 1 or counts[SportRole.SHERIFF] != 1 \
            or black >= n - black:
        raise RuleViolation(
            "S-SETUP-1", f"a free sport table is {low} to {high} players with one don, one "
            "sheriff, and fewer black than red players",
            family="sport", code="sport.setup.free_composition", params={"count": n})


def make_sport_setup(players: Iterable[tuple[int, str, SportRole]], ruleset: SportRuleset,
                     rng_seed: int) -> SportSetup:
    """Check and build a sport setup.

    Args:
        players: ``(seat, name, role)``; seats 1..N, each once; names as R-SETUP-1.
        ruleset: the sport ruleset.
        rng_seed: the seed of a random deal (S-SETUP-2), recorded in the log.
    Raises:
        RuleViolation: S-SETUP-1 (seats, composition), R-SETUP-1 (names).
    """
    rows = sorted(players)
    seats = [seat for seat, _, _ in rows]
    if seats != list(range(1, len(rows) + 1)):
        raise RuleViolation(
            "S-SETUP-1", f"seats must be 1..{len(rows)}, each once; got {seats}",
            family="sport", code="setup.seats", params={"count": len(rows), "got": str(seats)})
    names = check_names(name for _, name, _ in rows)
    check_sport_composition((role for _, _, role in rows), ruleset)
    return SportSetup(
        players=tuple(SportPlayer(seat, name, SportRole(role))
                      for (seat, _, role), name in zip(rows, names)),
        ruleset=ruleset, rng_seed=rng_seed)


def deal_sport_roles(composition: Mapping[SportRole, int], seed: int) -> list[SportRole]:
    """A random deal (S-SETUP-2): the roles of ``composition`` shuffled by ``seed``; one
    role per seat, seat 1 first. The same composition and seed give the same deal."""
    roles = [role for role in SportRole for _ in range(composition.get(role, 0))]
    random.Random(seed).shuffle(roles)
    return roles


def sport_start_state(setup: SportSetup) -> SportState:
    """The state before the first action: night 0, the black team's agreement
    (S-NIGHT0-1), everyone in the game with no foul."""
    n = setup.size
    return SportState(
        setup=setup, index=0, phase=Phase("night", 0), stage=SportStage.NIGHT,
        alive=(True,) * n, fouls=(0,) * n, owes_silence=(False,) * n, deaths=(),
        speaker=None, speech=None, speech_s=0, queue=(), opener=None, day_opened=False, nominations=(),
        candidates=(), ballots=(), vote_round=0, vote_decided=False,
        vote_cancelled=False, cancel_next_vote=False, rounds=(), shot_done=False,
        shot_target=None, checks=(), best_moves=(), penalties=(), bonuses=Chain(),
        last_departure_round=0, outcome=None, end_index=-1)
