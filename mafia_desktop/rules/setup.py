"""Building a game's setup: names and seats (R-SETUP-1), roles (R-SETUP-2, R-SETUP-3),
the deal (R-SETUP-4), and the start state (R-SETUP-5)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping

from .errors import RuleViolation
from .roles import UNIQUE_ROLES, Faction, Role
from .ruleset import Ruleset
from .state import Ballot, GameState, Phase, Player, Setup, Stage, name_key

MAX_NAME_LENGTH = 40
MIN_PLAYERS = 4

#: Characters a name may not contain (R-SETUP-1): the C0 and C1 control characters
#: (NUL, U+0001..U+001F, U+007F..U+009F) and the bidirectional embedding, override and
#: isolate controls (U+202A..U+202E, U+2066..U+2069), which would mirror or reorder the
#: rest of a report sentence or an announcement the name is put into, and the line and
#: paragraph separators (U+2028, U+2029), which would break a name into two lines drawn
#: over the text below it. Both families check names here.
FORBIDDEN_NAME_CHARS = frozenset(
    [chr(c) for c in range(0x00, 0x20)] + [chr(c) for c in range(0x7F, 0xA0)]
    + ["\u2028", "\u2029"]
    + [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)])


def _too_few(n: int) -> RuleViolation:
    return RuleViolation("R-SETUP-2", f"at least {MIN_PLAYERS} players are needed, got {n}",
                         code="setup.too_few_players", params={"least": MIN_PLAYERS, "count": n})


def check_name(name: object, taken: Iterable[str] = ()) -> str:
    """Check one player name (R-SETUP-1) and return it trimmed.

    Args:
        name: the name as typed.
        taken: names already at the table (compared trimmed and case-insensitively).
    Raises:
        RuleViolation: R-SETUP-1 for a non-string, empty, over-long or taken name (codes
            ``setup.name_not_text``, ``setup.name_empty``, ``setup.name_too_long``,
            ``setup.name_taken``; names in ``params`` are quoted as the message quotes
            them, Python ``repr``), or for a trimmed name containing a character of
            :data:`FORBIDDEN_NAME_CHARS` (code ``setup.name_control``, ``char`` the first
            such character as ``U+XXXX``). Whitespace around the name (a pasted newline)
            is trimmed first, so only characters inside the name are refused.
    """
    if not isinstance(name, str):
        raise RuleViolation("R-SETUP-1", f"a name must be text, got {name!r}",
                            code="setup.name_not_text", params={"value": repr(name)})
    trimmed = name.strip()
    if not trimmed:
        raise RuleViolation("R-SETUP-1", "a name cannot be empty", code="setup.name_empty")
    for char in trimmed:
        if char in FORBIDDEN_NAME_CHARS:
            point = f"U+{ord(char):04X}"
            raise RuleViolation("R-SETUP-1", f"a name cannot contain the control character {point}",
                                code="setup.name_control", params={"char": point})
    if len(trimmed) > MAX_NAME_LENGTH:
        raise RuleViolation(
            "R-SETUP-1",
            f"a name has at most {MAX_NAME_LENGTH} characters; {trimmed[:20]!r}... has {len(trimmed)}",
            code="setup.name_too_long",
            params={"most": MAX_NAME_LENGTH, "start": repr(trimmed[:20]), "length": len(trimmed)})
    key = name_key(trimmed)
    for other in taken:
        if name_key(other) == key:
            raise RuleViolation("R-SETUP-1", f"the name {trimmed!r} is taken (by {other.strip()!r})",
                                code="setup.name_taken",
                                params={"name": repr(trimmed), "other": repr(other.strip())})
    return trimmed


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
            code="setup.godfather_count", params={"count": counts[Role.GODFATHER]})
    for role in UNIQUE_ROLES:
        if counts[role] > 1:
            raise RuleViolation("R-SETUP-2", f"at most one {role.value}, got {counts[role]}",
                                code="setup.role_count",
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
            code="setup.already_won", params={"mafia": mafia, "town": town})


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
            code="setup.seats", params={"count": len(rows), "got": str(sorted(seats))})
    names: list[str] = []
    for _, name, _ in sorted(rows):
        names.append(check_name(name, names))
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


__all__ = ["FORBIDDEN_NAME_CHARS", "check_name", "check_composition", "make_setup", "deal_roles",
           "suggested_composition", "start_state", "MAX_NAME_LENGTH", "MIN_PLAYERS", "Ballot"]
