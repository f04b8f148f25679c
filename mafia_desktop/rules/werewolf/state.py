"""A werewolf game's setup and state (``docs/rules-werewolf.md``): who sits where with
which role, and what the actions so far made of it (never changed in place)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..state import Departure, Phase, SeatedPlayer, Seats
from .roles import NAME, Role, Side
from .ruleset import Ruleset


@dataclass(frozen=True, slots=True)
class Player(SeatedPlayer[Role]):
    """A seated player and their werewolf role."""


@dataclass(frozen=True, slots=True)
class Setup(Seats[Player]):
    """The players by seat (seat i is ``players[i - 1]``), the ruleset and the deal's seed."""

    players: tuple[Player, ...]
    ruleset: Ruleset
    rng_seed: int
    family: str = NAME


class Stage(str, Enum):
    """Where the game is: the night (W-NIGHT-*), the day's nominations and vote
    (``vote`` once the first vote is cast, W-NOM-2), a revote (W-VOTE-3), the hunter's
    shot awaited (W-HUNT-1), the end."""

    NIGHT = "night"
    NOMINATIONS = "nominations"
    VOTE = "vote"
    REVOTE = "revote"
    HUNTER = "hunter"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Night:
    """The choices of the night so far (W-NIGHT-1): seats, ``None`` not yet chosen."""

    attack: int | None = None
    check: int | None = None
    guard: int | None = None
    heal: int | None = None
    poison: int | None = None


@dataclass(frozen=True, slots=True)
class Death(Departure):
    """A player's leaving: ``cause`` ``attack``, ``poison``, ``vote`` or ``shot`` (the
    room is told ``night`` for the first two, W-NIGHT-5), the phase, the true role id
    and the log index of the action that caused it."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The winning side and the rule (W-WIN-1, W-WIN-2)."""

    winners: tuple[Side, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class VoteResult:
    """How the last closed vote ended (W-VOTE-2/3): ``out`` the seat that left, or
    ``None``; ``tied`` the tied nominees (a tie); ``counts`` (seat, votes) per nominee."""

    out: int | None
    tied: tuple[int, ...]
    counts: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class State:
    """A werewolf game after ``index`` actions.

    Attributes:
        night: this night's choices (empty by day).
        last_guard: the seat guarded the night before (W-NIGHT-4's ``guard_repeat``).
        heal_used, poison_used: the witch's potions spent (W-WITCH-1/2).
        checks: the seer's checks ``(night number, seat, side id)`` (W-VIEW-2).
        victims: each night's victim the witch was told ``(night number, seat)``.
        nominations: today's ``(by, target)`` in order; ``votes`` ``(voter, target)``.
        candidates: the revote's tied nominees (W-VOTE-3), else ``()``.
        result: the last vote's result this day, or ``None``.
        shooters: the hunters whose shot is awaited, first first (W-HUNT-1); ``then``
            the phase that follows the shots.
    """

    setup: Setup
    index: int = 0
    phase: Phase = Phase("night", 1)
    stage: Stage = Stage.NIGHT
    alive: tuple[bool, ...] = ()
    deaths: tuple[Death, ...] = ()
    outcome: Outcome | None = None
    night: Night = Night()
    last_guard: int | None = None
    heal_used: bool = False
    poison_used: bool = False
    checks: tuple[tuple[int, int, str], ...] = ()
    victims: tuple[tuple[int, int], ...] = ()
    nominations: tuple[tuple[int, int], ...] = ()
    votes: tuple[tuple[int, int], ...] = ()
    candidates: tuple[int, ...] = ()
    result: VoteResult | None = None
    shooters: tuple[int, ...] = ()
    then: Phase | None = None
    family: str = NAME

    @property
    def ended(self) -> bool:
        """True once a side has won (W-WIN-3)."""
        return self.outcome is not None

    def living(self) -> tuple[int, ...]:
        """The seats still in the game, ascending."""
        return tuple(i + 1 for i, a in enumerate(self.alive) if a)

    def role(self, seat: int) -> Role:
        """The role of the player in ``seat``."""
        return self.setup.players[seat - 1].role

    def holder(self, role: Role) -> int | None:
        """The living seat with ``role`` (the first), or ``None`` (W-ROLE-2)."""
        return next((s for s in self.living() if self.role(s) is role), None)

    def nominees(self) -> tuple[int, ...]:
        """Whom one may vote for now: the revote's tied, else today's nominees."""
        return self.candidates or tuple(t for _, t in self.nominations)


__all__ = ["Death", "Night", "Outcome", "Player", "Setup", "Stage", "State", "VoteResult"]
