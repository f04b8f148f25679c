"""Building a werewolf setup (W-SETUP-1, W-SETUP-2), a random deal (W-SETUP-3) and the
start state (W-SETUP-4)."""

from __future__ import annotations

import random
from collections import Counter

from ..errors import RuleViolation
from ..names import check_names
from .roles import MAX_PLAYERS, MIN_PLAYERS, NAME, Role, recommended
from .ruleset import Ruleset
from .state import Player, Setup, State


def make_setup(rows: list[tuple[int, str, str]], ruleset: Ruleset, rng_seed: int) -> Setup:
    """A checked setup from ``(seat, name, role id)`` rows.

    Raises:
        RuleViolation: W-SETUP-1 (``werewolf.setup.size``; the shared ``setup.seats``),
            R-SETUP-1 (names), W-SETUP-2 (``werewolf.setup.wolves``,
            ``werewolf.setup.twice``, ``werewolf.setup.option``).
    """
    rows = sorted(rows)
    n = len(rows)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise RuleViolation("W-SETUP-1", f"a werewolf table is {MIN_PLAYERS} to "
                            f"{MAX_PLAYERS} players, not {n}", code="werewolf.setup.size",
                            params={"count": n}, family=NAME)
    seats = [seat for seat, _, _ in rows]
    if seats != list(range(1, n + 1)):
        raise RuleViolation("W-SETUP-1", f"seats must be 1..{n}, each once; got {seats}",
                            code="setup.seats", params={"count": n, "got": str(seats)},
                            family=NAME)
    names = check_names(name for _, name, _ in rows)
    roles = [Role(role) for _, _, role in rows]
    counts = Counter(roles)
    wolves = counts[Role.WEREWOLF]
    if wolves < 1 or wolves >= n - wolves:
        raise RuleViolation("W-SETUP-2", f"{wolves} werewolves at a table of {n}: at least "
                            "one, and fewer than the other players",
                            code="werewolf.setup.wolves", params={"wolves": wolves, "count": n},
                            family=NAME)
    for role in (Role.SEER, Role.BODYGUARD, Role.WITCH, Role.HUNTER):
        if counts[role] > 1:
            raise RuleViolation("W-SETUP-2", f"at most one {role.word} is dealt",
                                code="werewolf.setup.twice", params={"role": role.value},
                                family=NAME)
    for role, on in ((Role.WITCH, ruleset.witch), (Role.HUNTER, ruleset.hunter)):
        if counts[role] and not on:
            raise RuleViolation("W-SETUP-2", f"a {role.word} is dealt only with "
                                "its option", code="werewolf.setup.option",
                                params={"role": role.value}, family=NAME)
    return Setup(tuple(Player(seat, name, role)
                       for (seat, _, _), name, role in zip(rows, names, roles)),
                 ruleset, rng_seed)


def deal(players: int, ruleset: Ruleset, seed: int) -> list[Role]:
    """A random deal (W-SETUP-3): the table's roles for ``players``, shuffled by
    ``seed``; seat 1 first. The same arguments give the same deal."""
    roles = [r for r, k in recommended(players, ruleset.witch, ruleset.hunter).items()
             for _ in range(k)]
    random.Random(seed).shuffle(roles)
    return roles


def start(setup: Setup) -> State:
    """The state before the first action: Night 1, everyone in the game (W-SETUP-4)."""
    return State(setup, alive=(True,) * setup.size)


__all__ = ["deal", "make_setup", "start"]
