"""The immutable game state (DESIGN.md: the game is its log; every state is a value).

Seats are numbered 1..N; per-seat tuples are indexed by ``seat - 1``. Nothing here holds
a clock time except the ``at`` values copied from actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from typing import NamedTuple

from ..state import Departure, Phase, SeatedPlayer, Seats
from .roles import Faction, Role
from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class Player(SeatedPlayer[Role]):
    """A seated player: seat number (1..N), trimmed name, and the dealt classic role."""


@dataclass(frozen=True, slots=True)
class Setup(Seats[Player]):
    """Who sits where with which role, the ruleset, and the RNG seed (R-SETUP-*).

    ``players`` is ordered by seat (seat i is ``players[i - 1]``). Build one with
    :func:`mafia_desktop.rules.classic.setup.make_setup`, which checks R-SETUP-1..3.
    """

    players: tuple[Player, ...]
    ruleset: Ruleset
    rng_seed: int

    @property
    def family(self) -> str:
        """``"classic"`` (a sport game has a :class:`~.sport.state.SportSetup`)."""
        return "classic"


class Stage(str, Enum):
    """Where a phase stands (RULES.md §3: a day's three stages; a night is one stage)."""

    DISCUSSION = "discussion"
    VOTING = "voting"
    AFTER_EXECUTION = "after_execution"
    NIGHT = "night"


@dataclass(frozen=True, slots=True)
class Ballot:
    """One voter's ballot in the open vote (R-VOTE-2..7).

    Attributes:
        target: the candidate the standing vote is for, or ``None`` (no vote stands).
        cast_at: the log index of the action that cast the standing vote (its order
            decides ties, R-VOTE-7), or ``-1``.
        changes: changes and withdrawals used so far (R-VOTE-3).
        withdrawn: the voter withdrew and has not voted since (a new vote is a change).
    """

    target: int | None
    cast_at: int
    changes: int
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class MafiaDecision:
    """The mafia's decision tonight (R-MAF-*): a kill of ``target`` or a pass
    (``target is None``). ``decided_by`` is the member whose word was taken;
    ``counts`` is False when R-MAF-5 voids the kill (no required description)."""

    target: int | None
    decided_by: int | None
    description: str | None
    counts: bool
    index: int


@dataclass(frozen=True, slots=True)
class ManiacDecision:
    """The maniac's victim tonight (R-MAN-*); ``counts`` as in :class:`MafiaDecision`."""

    target: int
    description: str | None
    counts: bool
    index: int


@dataclass(frozen=True, slots=True)
class Death(Departure):
    """A player's death: ``cause`` is ``execution``, ``mafia``, ``maniac``,
    ``mafia+maniac`` or ``host``; ``status`` the true role id at death (R-HOST-2);
    ``index`` the log index of the action that caused it."""


@dataclass(frozen=True, slots=True)
class CheckResult:
    """A commissar's check: the night, the target's seat, and the answer (R-COM-1)."""

    night: int
    target: int
    status: str


@dataclass(frozen=True, slots=True)
class Comparison:
    """A journalist's comparison: the day, the two seats, ``same`` or ``different``."""

    day: int
    a: int
    b: int
    answer: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game (R-WIN-*): the winning factions (``()`` is a draw) and the
    rule that ended it (``R-WIN-1``, ``R-WIN-2`` or ``R-WIN-3``; ``R-WIN-4`` for a draw)."""

    winners: tuple[Faction, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class Execution:
    """How today's vote ended: the executed seat, the candidates that tied for the most
    votes (one when there was no tie), the standing-vote tally per candidate seat, and
    why the executed one was chosen: ``most_votes``, ``earliest_last_vote``,
    ``host_choice`` or ``random`` (R-VOTE-7, R-VOTE-8)."""

    seat: int
    tied: tuple[int, ...]
    tally: tuple[tuple[int, int], ...]
    reason: str


class GameState(NamedTuple):
    """Everything the rules need after some actions; never changed in place.

    Per-seat tuples (``alive``, ``roles``, ``ballots``) are indexed by ``seat - 1``.
    ``roles`` holds current roles: an appointed godfather's role is ``GODFATHER``
    (the dealt roles stay in ``setup.players``).

    A ``NamedTuple`` rather than a frozen dataclass: the engine makes one per action,
    and ``_replace`` is several times faster than ``dataclasses.replace``.
    """

    setup: Setup
    # The log index of the next action. The name shadows ``tuple.index`` (which a
    # GameState never needs); renaming it would break every reader of the state.
    index: int  # type: ignore[assignment]
    phase: Phase
    stage: Stage
    alive: tuple[bool, ...]
    roles: tuple[Role, ...]
    godfather: int | None
    godfather_pending: bool
    godfather_died_in: Phase | None
    # the day
    nominations: tuple[tuple[int, int], ...]
    candidates: tuple[int, ...]
    vote_opened_at: datetime | None
    ballots: tuple[Ballot | None, ...]
    execution: Execution | None
    doctor_choice: int | None
    compared: bool
    # the night
    protected: int | None
    last_protected: int | None
    mafia: MafiaDecision | None
    maniac: ManiacDecision | None
    checked: bool
    # history
    deaths: tuple[Death, ...]
    checks: tuple[CheckResult, ...]
    comparisons: tuple[Comparison, ...]
    outcome: Outcome | None
    last_at: datetime | None

    @property
    def family(self) -> str:
        """``"classic"``."""
        return "classic"

    @property
    def ended(self) -> bool:
        """True once a side has won or the game is drawn (R-WIN-4)."""
        return self.outcome is not None

    def is_alive(self, seat: int) -> bool:
        """True when the player in ``seat`` lives."""
        return self.alive[seat - 1]

    def role(self, seat: int) -> Role:
        """The current role of the player in ``seat``."""
        return self.roles[seat - 1]

    def living(self) -> tuple[int, ...]:
        """Seats of the living players, in seat order."""
        return tuple(i + 1 for i, a in enumerate(self.alive) if a)

    def living_with(self, *roles: Role) -> tuple[int, ...]:
        """Seats of the living players who hold one of ``roles``."""
        return tuple(i + 1 for i, (a, r) in enumerate(zip(self.alive, self.roles))
                     if a and r in roles)

    def holder(self, role: Role) -> int | None:
        """The seat of the living holder of a unique ``role``, or ``None``."""
        for i, (a, r) in enumerate(zip(self.alive, self.roles)):
            if a and r is role:
                return i + 1
        return None

    def tally(self) -> dict[int, int]:
        """Standing votes per candidate seat (every candidate listed, in order)."""
        counts = dict.fromkeys(self.candidates, 0)
        for b in self.ballots:
            if b is not None and b.target is not None:
                counts[b.target] += 1
        return counts
