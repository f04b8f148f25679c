"""Building a game's setup: names and seats (R-SETUP-1), roles (R-SETUP-2, R-SETUP-3),
the deal (R-SETUP-4), and the start state (R-SETUP-5)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping

from ..errors import RuleViolation
from ..names import check_names
from ..state import Phase
from .roles import UNIQUE_ROLES, Faction, Role
from .ruleset import Ruleset
from .state import Ballot, GameState, Player, Setup, Stage

MIN_PLAYERS = 4


def _too_few(n: int) -> RuleViolation:
    return RuleViolation("R-SETUP-2", f"at least {MIN_PLAYERS} players are needed, got {n}",
                         family="classic", code="setup.too_few_players", params={"least": MIN_PLAYERS, "count": n})


def check_composition(roles: Iterable[Role], ruleset: Ruleset) -> None:
    """Check a table's roles against R-SETUP-2 and R-SETUP-3.

    Raises:
        RuleViolation: R-SETUP-2 (fewer than 4 players, code ``setup.too_few_players``
            with ``least`` and ``count``; not exactly one godfather,
            ``setup.godfather_count`` with ``count``; more than one commissar, doctor,
            journalist or maniac, ``setup.role_count`` with ``role`` and ``count``);
            R-SETUP-3 (already won by the mafia: living mafia not fewer than town,
            R-WIN-1; ``setup.already_won`` with ``mafia`` and ``town``, the town counting
            the maniac where ``maniac_counts_as_town``).
    """
    counts = Counter(roles)
    n = sum(counts.values())
    if n < MIN_PLAYERS:
        raise _too_few(n)
    if counts[Role.GODFATHER] != 1:
        raise RuleViolation(
            "R-SETUP-2", f"exactly one godfather at the start, got {counts[Role.GODFATHER]}",
            family="classic", code="setup.godfather_count", params={"count": counts[Role.GODFATHER]})
    for role in UNIQUE_ROLES:
        if counts[role] > 1:
            raise RuleViolation("R-SETUP-2", f"at most one {role.value}, got {counts[role]}",
                                family="classic", code="setup.role_count",
                                params={"role": role.value, "count": counts[role]})
    mafia = counts[Role.GODFATHER] + counts[Role.MAFIOSO]
    town = sum(c for r, c in counts.items() if r.faction is Faction.TOWN)
    if ruleset.maniac_counts_as_town:
        town += counts[Role.MANIAC]
    if mafia >= town:
        raise RuleViolation(
            "R-SETUP-3",
            f"the mafia ({mafia}) must be fewer than the town ({town}) at the start, "
            "or the game is already won (R-WIN-1)",
            family="classic", code="setup.already_won", params={"mafia": mafia, "town": town})


def make_setup(players: Iterable[tuple[int, str, Role]], ruleset: Ruleset,
               rng_seed: int) -> Setup:
    """Check and build a setup.

    Args:
        players: ``(seat, name, role)`` for each player; seats must be 1..N, each once.
        ruleset: the game's ruleset.
        rng_seed: the seed for every random choice the rules make (R-VOTE-8).
    Raises:
        RuleViolation: R-SETUP-1 (names, seats), R-SETUP-2, R-SETUP-3.
    """
    rows = list(players)
    seats = sorted(seat for seat, _, _ in rows)
    if seats != list(range(1, len(rows) + 1)):
        raise RuleViolation(
            "R-SETUP-1", f"seats must be 1..{len(rows)}, each once; got {sorted(seats)}",
            family="classic", code="setup.seats", params={"count": len(rows), "got": str(sorted(seats))})
    names = check_names(name for _, name, _ in sorted(rows))
    ordered = sorted(rows)
    check_composition((role for _, _, role in ordered), ruleset)
    return Setup(
        players=tuple(Player(seat, name, role) for (seat, _, role), name in zip(ordered, names)),
        ruleset=ruleset,
        rng_seed=rng_seed,
    )


def deal_roles(composition: Mapping[Role, int], seed: int) -> list[Role]:
    """A random deal (R-SETUP-4): the roles of ``composition`` shuffled by ``seed``.

    Returns:
        one role per seat, seat 1 first. The same composition and seed always give the
        same deal, so recording the seed reproduces it.
    """
    roles = [role for role in Role for _ in range(composition.get(role, 0))]
    random.Random(seed).shuffle(roles)
    return roles


def suggested_composition(n: int) -> dict[Role, int]:
    """A composition for ``n`` players (4..20+) that R-SETUP-2/3 accept.

    About one mafia member in four players (the godfather first), a commissar from 5
    players, a doctor from 7, a maniac from 9 and a journalist from 11; the rest civilians.
    """
    if n < MIN_PLAYERS:
        raise _too_few(n)
    comp = {role: 0 for role in Role}
    mafia = max(1, n // 4)
    comp[Role.GODFATHER] = 1
    comp[Role.MAFIOSO] = mafia - 1
    for role, from_n in ((Role.COMMISSAR, 5), (Role.DOCTOR, 7), (Role.MANIAC, 9),
                         (Role.JOURNALIST, 11)):
        comp[role] = 1 if n >= from_n else 0
    comp[Role.CIVILIAN] = n - sum(comp.values())
    return comp


def start_state(setup: Setup) -> GameState:
    """The state before the first action: Day 1 or Night 1 (R-SETUP-5), everyone alive,
    the dealt godfather in office (R-SETUP-2)."""
    first = setup.ruleset.first_phase
    gf = next(p.seat for p in setup.players if p.role is Role.GODFATHER)
    n = setup.size
    return GameState(
        setup=setup,
        index=0,
        phase=Phase(first, 1),
        stage=Stage.DISCUSSION if first == "day" else Stage.NIGHT,
        alive=(True,) * n,
        roles=tuple(p.role for p in setup.players),
        godfather=gf,
        godfather_pending=False,
        godfather_died_in=None,
        nominations=(),
        candidates=(),
        vote_opened_at=None,
        ballots=(None,) * n,
        execution=None,
        doctor_choice=None,
        compared=False,
        protected=None,
        last_protected=None,
        mafia=None,
        maniac=None,
        checked=False,
        deaths=(),
        checks=(),
        comparisons=(),
        outcome=None,
        last_at=None,
    )


__all__ = ["check_composition", "make_setup", "deal_roles", "suggested_composition",
           "start_state", "MIN_PLAYERS", "Ballot"]
