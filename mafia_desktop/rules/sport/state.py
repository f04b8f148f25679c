"""The sport game's immutable state (RULES_SPORT.md §2..7).

Seats are 1..N; per-seat tuples are indexed by ``seat - 1``. The engine keeps who speaks
now, which kind of speech and for how long (``speaker``, ``speech``, ``speech_s``), and
who speaks after (``queue``): the host's ``end_speech`` moves it on (S-SPEECH-3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from ..chain import Chain
from ..state import Departure, Phase, SeatedPlayer, Seats
from .roles import SportRole, Team
from .ruleset import SportRuleset


@dataclass(frozen=True, slots=True)
class SportPlayer(SeatedPlayer[SportRole]):
    """A seated sport player: seat number (1..N), trimmed name, and the dealt role."""


@dataclass(frozen=True, slots=True)
class SportSetup(Seats[SportPlayer]):
    """Who sits where with which sport role, the ruleset and the RNG seed (S-SETUP-*).

    ``players`` is ordered by seat. Build one with
    :func:`mafia_desktop.rules.sport.setup.make_sport_setup` (checks S-SETUP-1).
    """

    players: tuple[SportPlayer, ...]
    ruleset: SportRuleset
    rng_seed: int
    #: per seat (index ``seat - 1``): the player is black (derived, for the engine's speed)
    black: tuple[bool, ...] = field(init=False, compare=False, repr=False)
    #: the don's and the sheriff's seats (derived)
    don: int = field(init=False, compare=False, repr=False)
    sheriff: int = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "black", tuple(p.role.team is Team.BLACK for p in self.players))
        object.__setattr__(self, "don", next((p.seat for p in self.players
                                              if p.role is SportRole.DON), 0))
        object.__setattr__(self, "sheriff", next((p.seat for p in self.players
                                                  if p.role is SportRole.SHERIFF), 0))

    @property
    def family(self) -> str:
        """``"sport"``."""
        return "sport"

    def role(self, seat: int) -> SportRole:
        """The sport role of the player in ``seat``."""
        return self.players[seat - 1].role

    def team(self, seat: int) -> Team:
        """The team of the player in ``seat``."""
        return self.role(seat).team


class SportStage(str, Enum):
    """Where a sport phase stands.

    ``night``; by day: ``last_word`` (someone who left speaks), ``speeches`` (the
    regular speeches round the table), ``vote`` (ballots in nomination order),
    ``defence`` (tied candidates speak, S-TIE-1), ``raise_all`` (S-TIE-2),
    ``day_end`` (no speech left, S-DAY-1); ``ended`` once the game is over.
    """

    NIGHT = "night"
    LAST_WORD = "last_word"
    SPEECHES = "speeches"
    VOTE = "vote"
    DEFENCE = "defence"
    RAISE_ALL = "raise_all"
    DAY_END = "day_end"
    ENDED = "ended"


#: The kinds of speech (``SportState.speech``): ``regular`` (``speech_s``), ``short``
#: (``short_speech_s``, a third foul with 3-4 alive), ``silent`` (0 s, a third foul),
#: ``defence`` (``defence_s``), ``last_word`` (``last_word_s``).
SPEECH_KINDS: tuple[str, ...] = ("regular", "short", "silent", "defence", "last_word")

#: The speeches in which the speaker may nominate (S-NOM-1, S-FOUL-2).
NOMINATING_SPEECHES: frozenset[str] = frozenset({"regular", "short", "silent"})


@dataclass(frozen=True, slots=True)
class SportDeath(Departure):
    """A player leaving: ``cause`` one of ``vote``, ``raise_all``, ``shot``, ``fouls``,
    ``disqualified``; ``status`` the true role id; ``index`` the action's log index."""


@dataclass(frozen=True, slots=True)
class SportCheck:
    """A night check (S-CHECK-1): ``by`` ``don`` or ``sheriff``; ``answer`` ``sheriff`` /
    ``not_sheriff`` for the don, ``black`` / ``red`` for the sheriff."""

    night: int
    by: str
    target: int
    answer: str


@dataclass(frozen=True, slots=True)
class BestMoveRecord:
    """A best move (S-BEST-1): who named it, the guesses in order, how many are black."""

    by: int
    guesses: tuple[int, ...]
    black: int
    index: int


@dataclass(frozen=True, slots=True)
class VoteRound:
    """One counted round of a day's vote, or its raise-all question.

    Attributes:
        day: the day's number.
        round: 1 for the vote, 2.. for revotes (S-TIE-1); a raise-all keeps its round.
        kind: ``vote`` (ballots) or ``raise_all``.
        candidates: the round's candidates in voting order.
        votes: per candidate in order, the seats that voted for it (the last
            candidate's are the rest, S-VOTE-3); for ``raise_all`` one entry
            ``(0, voters)``.
        leaving: who leaves by this round (``()``: nobody, or a tie).
        result: ``leaves``, ``tie`` (defence and revote), ``raise_all`` (the question
            is asked), ``nobody`` (S-TIE-3 or a failed raise-all), ``single`` (one
            candidate, no ballot, S-VOTE-1).
    """

    day: int
    round: int
    kind: str
    candidates: tuple[int, ...]
    votes: tuple[tuple[int, tuple[int, ...]], ...]
    leaving: tuple[int, ...]
    result: str


@dataclass(frozen=True, slots=True)
class SportOutcome:
    """The end of a sport game: the winning teams (``()`` a draw) and the rule
    (``S-WIN-1``, ``S-WIN-2``, ``S-WIN-3`` or ``S-FOUL-5``)."""

    winners: tuple[Team, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty that costs points (S-SCORE-1): ``kind`` ``fouls`` (a fourth foul),
    ``disqualified`` or ``team_defeat``; ``reason`` as the host gave it."""

    seat: int
    kind: str
    reason: str | None
    index: int


@dataclass(frozen=True, slots=True)
class BonusRecord:
    """The host's extra points for a player (S-SCORE-1)."""

    seat: int
    points: float
    reason: str | None
    index: int


class SportState(NamedTuple):
    """Everything the sport rules need after some actions; never changed in place.

    ``queue`` holds the speeches after the current one as ``(seat, kind)`` with kind
    ``regular``, ``defence`` or ``last_word``; a regular or defence speech of a player
    who has left is skipped when it comes. ``nominations`` are today's standing
    nominations ``(by, target)`` in order; ``candidates`` and ``ballots`` the vote
    round under way (``ballots``: ``(target, voters)``). ``opener`` is the player whose
    regular turn opened the day (S-SPEECH-2; the day before's until ``day_opened``).
    ``bonuses`` is a :class:`~mafia_desktop.rules.chain.Chain` (any number of them, also
    after the end: each state shares the earlier ones with the state before it).
    ``end_index`` is the log index of the action that ended the game (``-1`` before).
    """

    setup: SportSetup
    # The log index of the next action (shadows ``tuple.index``, as in GameState).
    index: int  # type: ignore[assignment]
    phase: Phase
    stage: SportStage
    alive: tuple[bool, ...]
    fouls: tuple[int, ...]
    owes_silence: tuple[bool, ...]
    deaths: tuple[SportDeath, ...]
    speaker: int | None
    speech: str | None
    speech_s: int
    queue: tuple[tuple[int, str], ...]
    opener: int | None
    day_opened: bool
    nominations: tuple[tuple[int, int], ...]
    candidates: tuple[int, ...]
    ballots: tuple[tuple[int, tuple[int, ...]], ...]
    vote_round: int
    vote_decided: bool
    vote_cancelled: bool
    cancel_next_vote: bool
    rounds: tuple[VoteRound, ...]
    shot_done: bool
    shot_target: int | None
    checks: tuple[SportCheck, ...]
    best_moves: tuple[BestMoveRecord, ...]
    penalties: tuple[Penalty, ...]
    bonuses: Chain[BonusRecord]
    last_departure_round: int
    outcome: SportOutcome | None
    end_index: int

    @property
    def ended(self) -> bool:
        """True once the game is over (S-WIN-*, S-FOUL-5)."""
        return self.outcome is not None

    @property
    def family(self) -> str:
        """``"sport"``."""
        return "sport"

    @property
    def ruleset(self) -> SportRuleset:
        """The game's ruleset."""
        return self.setup.ruleset

    def is_alive(self, seat: int) -> bool:
        """True while the player in ``seat`` is in the game."""
        return self.alive[seat - 1]

    def living(self) -> tuple[int, ...]:
        """The seats still in the game, ascending."""
        return tuple(i + 1 for i, a in enumerate(self.alive) if a)

    def role(self, seat: int) -> SportRole:
        """The sport role of the player in ``seat``."""
        return self.setup.role(seat)
