"""The tiny family's rules (test-only, issue 21 point 3): five players, two roles
(villager, wolf), a day vote and a night kill.

Day 1 starts: the town's ``vote`` executes one living player (T-VOTE-1); the night
follows, and the wolves' ``kill`` takes one living villager (T-KILL-1); then the next
day. The village wins when no wolf is left (T-WIN-1), the wolves when they are as many
as the villagers (T-WIN-2). Everything here goes through the shared machinery
(``rules.family``): nothing of it is in the package.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import Enum
from typing import Any, ClassVar

from mafia_desktop.rules.errors import LogFormatError, RuleViolation
from mafia_desktop.rules.family import LogTables, SeatPoints
from mafia_desktop.rules.family_impl import RulesFamily
from mafia_desktop.rules.log_format import summary_head
from mafia_desktop.rules.options import OptionSpec, ruleset_from_presets
from mafia_desktop.rules.seat_view import Partner, SeatView
from mafia_desktop.rules.state import Phase, Seats

NAME = "tiny"
SIZE = 5


class Role(str, Enum):
    VILLAGER = "villager"
    WOLF = "wolf"

    @property
    def side(self) -> Side:
        return Side.WOLVES if self is Role.WOLF else Side.VILLAGE


class Side(str, Enum):
    VILLAGE = "village"
    WOLVES = "wolves"


class Stage(str, Enum):
    VOTE = "vote"
    NIGHT = "night"
    OVER = "over"


# --- the log's actions ------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Vote:
    """The town's vote: ``target`` is executed (T-VOTE-1)."""

    TYPE: ClassVar[str] = "vote"
    target: int
    at: datetime | None = None


@dataclass(frozen=True, slots=True)
class Kill:
    """The wolves' night kill of ``target`` (T-KILL-1)."""

    TYPE: ClassVar[str] = "kill"
    target: int
    at: datetime | None = None


ACTION_TYPES: dict[str, Any] = {"vote": Vote, "kill": Kill}
LOG = LogTables(action_types=ACTION_TYPES, player_fields={"vote": ("target",),
                                                          "kill": ("target",)},
                player_list_fields={}, text_fields={}, number_fields={}, nullable_fields={})


# --- ruleset, setup, state -------------------------------------------------------------

OPTIONS = {"wolves": OptionSpec("wolves", "T-SETUP-1", int, (1, 2), "wolves at the table")}


@dataclass(frozen=True, slots=True)
class Ruleset:
    preset: str = "five"
    wolves: int = 1
    family: str = NAME

    def options(self) -> dict[str, Any]:
        return {"wolves": self.wolves}

    def overrides(self) -> dict[str, Any]:
        return {} if self.wolves == PRESETS[self.preset].wolves else {"wolves": self.wolves}


PRESETS = {"five": Ruleset("five", 1), "pack": Ruleset("pack", 2)}


def ruleset_from(preset: str, options: Mapping[str, Any] | None = None) -> Ruleset:
    return ruleset_from_presets(PRESETS, OPTIONS, preset, options)


@dataclass(frozen=True, slots=True)
class Player:
    seat: int
    name: str
    role: Role


@dataclass(frozen=True, slots=True)
class Setup(Seats[Player]):
    players: tuple[Player, ...]
    ruleset: Ruleset
    rng_seed: int
    family: str = NAME


def make_setup(rows: list[tuple[int, str, str]], ruleset: Ruleset, rng_seed: int) -> Setup:
    """A checked setup: five players (T-SETUP-1), the ruleset's number of wolves."""
    players = tuple(Player(seat, name, Role(role)) for seat, name, role in sorted(rows))
    if len(players) != SIZE:
        raise RuleViolation("T-SETUP-1", f"the tiny game has {SIZE} players, not "
                            f"{len(players)}", code="setup.size",
                            params={"size": SIZE, "count": len(players)}, family=NAME)
    wolves = sum(p.role is Role.WOLF for p in players)
    if wolves != ruleset.wolves:
        raise RuleViolation("T-SETUP-1", f"{ruleset.wolves} wolves are dealt, not {wolves}",
                            code="setup.wolves", params={"wolves": ruleset.wolves,
                                                         "dealt": wolves}, family=NAME)
    return Setup(players, ruleset, rng_seed)


@dataclass(frozen=True, slots=True)
class Death:
    seat: int
    cause: str
    phase: Phase
    status: str
    index: int


@dataclass(frozen=True, slots=True)
class Outcome:
    winners: tuple[Side, ...]
    rule: str


@dataclass(frozen=True, slots=True)
class State:
    setup: Setup
    index: int = 0
    phase: Phase = Phase("day", 1)
    stage: Stage = Stage.VOTE
    alive: tuple[bool, ...] = ()
    deaths: tuple[Death, ...] = ()
    outcome: Outcome | None = None
    family: str = field(default=NAME)

    @property
    def ended(self) -> bool:
        return self.outcome is not None

    def living(self) -> tuple[int, ...]:
        return tuple(i + 1 for i, a in enumerate(self.alive) if a)

    def role(self, seat: int) -> Role:
        return self.setup.players[seat - 1].role


def start(setup: Setup) -> State:
    return State(setup, alive=(True,) * setup.size)


# --- the engine ---------------------------------------------------------------------------

def why_not(state: State, action: object) -> RuleViolation | LogFormatError | None:
    if not isinstance(action, (Vote, Kill)):
        return LogFormatError(f"not a tiny action: {action!r}")
    if not 1 <= action.target <= state.setup.size:
        return LogFormatError(f"no seat {action.target}", field="target")
    if state.ended:
        return RuleViolation("T-WIN-3", "the game is over", code="over")
    if isinstance(action, Vote) and state.stage is not Stage.VOTE:
        return RuleViolation("T-VOTE-1", "the town votes by day", code="vote.night")
    if isinstance(action, Kill) and state.stage is not Stage.NIGHT:
        return RuleViolation("T-KILL-1", "the wolves kill by night", code="kill.day")
    if not state.alive[action.target - 1]:
        return RuleViolation("T-VOTE-2", f"{state.setup.name(action.target)} has left",
                             code="dead", params={"target": action.target})
    if isinstance(action, Kill) and state.role(action.target) is Role.WOLF:
        return RuleViolation("T-KILL-2", f"{state.setup.name(action.target)} is a wolf: a "
                             "wolf does not kill a wolf", code="kill.wolf",
                             params={"target": action.target})
    return None


def _outcome(setup: Setup, alive: tuple[bool, ...]) -> Outcome | None:
    wolves = sum(a and p.role is Role.WOLF for a, p in zip(alive, setup.players))
    village = sum(alive) - wolves
    if wolves == 0:
        return Outcome((Side.VILLAGE,), "T-WIN-1")
    if wolves >= village:
        return Outcome((Side.WOLVES,), "T-WIN-2")
    return None


def apply(state: State, action: Any) -> State:
    refusal = why_not(state, action)
    if isinstance(refusal, RuleViolation):
        raise refusal.at_index(state.index)
    if refusal is not None:
        raise refusal
    seat = action.target
    alive = tuple(a and i + 1 != seat for i, a in enumerate(state.alive))
    death = Death(seat, action.TYPE, state.phase, state.role(seat).value, state.index)
    outcome = _outcome(state.setup, alive)
    if outcome is not None:
        phase, stage = state.phase, Stage.OVER
    elif isinstance(action, Vote):
        phase, stage = Phase("night", state.phase.number), Stage.NIGHT
    else:
        phase, stage = Phase("day", state.phase.number + 1), Stage.VOTE
    return replace(state, index=state.index + 1, phase=phase, stage=stage, alive=alive,
                   deaths=(*state.deaths, death), outcome=outcome)


def legal_actions(state: State) -> list[Any]:
    if state.ended:
        return []
    cls = Vote if state.stage is Stage.VOTE else Kill
    return [a for a in (cls(s) for s in state.living()) if why_not(state, a) is None]


def choices(state: State, action_type: str, picked: tuple[int, ...] = ()) -> tuple[int, ...]:
    if action_type not in ACTION_TYPES:
        raise ValueError(f"no tiny action {action_type!r}")
    if picked:
        return ()
    return tuple(a.target for a in legal_actions(state) if a.TYPE == action_type)


def available(state: State, action_type: str) -> bool:
    return bool(choices(state, action_type))


# --- what is shown --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class PublicSeat:
    seat: int
    name: str
    alive: bool
    role: str | None  # only once the game has ended and the roles are revealed


@dataclass(frozen=True, slots=True)
class PublicView:
    family: str
    phase_kind: str
    phase_number: int
    stage: str
    seats: tuple[PublicSeat, ...]
    ended: bool
    winners: tuple[str, ...]
    causes: tuple[str, ...] = ()  # per seat how the player left ("" while alive)

    # the members every family's view declares (rules.family.AnyPublicView)
    @property
    def vote_result(self) -> tuple[object, ...]:
        return ()  # the vote's result is the departure itself

    @property
    def stage_title(self) -> tuple[str, int]:
        return (self.stage, 0)

    def left_how(self, seat: int) -> str:
        return self.causes[seat - 1] if self.causes else ""


def public_view(state: State, reveal_roles: bool = False) -> PublicView:
    show = state.ended and reveal_roles
    seats = tuple(PublicSeat(p.seat, p.name, state.alive[p.seat - 1],
                             p.role.value if show else None) for p in state.setup.players)
    winners = tuple(w.value for w in state.outcome.winners) if state.outcome else ()
    left = {d.seat: d.cause for d in state.deaths}
    return PublicView(NAME, state.phase.kind, state.phase.number, state.stage.value, seats,
                      state.ended, winners,
                      tuple(left.get(p.seat, "") for p in state.setup.players))


def seat_view(state: State, seat: int) -> SeatView:
    """What one player knows (T-VIEW-1): the wolves know each other; a villager knows
    nobody; nobody learns anything at night."""
    role = state.role(seat)
    partners = tuple(Partner(p.seat, p.name, p.role.value, state.alive[p.seat - 1])
                     for p in state.setup.players
                     if role is Role.WOLF and p.seat != seat and p.role is Role.WOLF)
    return SeatView(NAME, seat, state.setup.players[seat - 1].name, role.value,
                    role.side.value, state.alive[seat - 1], partners, (), public_view(state))


def summary(state: State) -> dict[str, Any]:
    return summary_head(state)


def points(state: State) -> dict[int, SeatPoints]:
    winners = state.outcome.winners if state.outcome else ()
    return {p.seat: SeatPoints(1.0 if p.role.side in winners else 0.0,
                               p.role.side in winners) for p in state.setup.players}


def _apply(state: Any, action: Any) -> Any:
    return apply(state, action)


FAMILY: RulesFamily[Setup, State, Ruleset] = RulesFamily(
    name=NAME, apply=_apply, starts=start, refusal=why_not, seats=choices,
    any_legal=available, host_chooses=lambda state: False, all_legal=legal_actions,
    ended_by=lambda state: state.outcome, view=public_view, private=seat_view,
    summarised=summary,
    scored=points, options=OPTIONS, presets=PRESETS, builds_ruleset=ruleset_from, log=LOG,
    role_ids=tuple(r.value for r in Role), makes_setup=make_setup)


# --- random games (the contract suite) -------------------------------------------------------

NAMES = ("Ada", "Bruno", "Cleo", "Dmitri", "Eve")


def composition(ruleset: Ruleset, players: int) -> dict[str, int]:
    """The roles of a table of ``players`` (T-SETUP-1: the ruleset's wolves, the rest
    villagers)."""
    return {"villager": max(players - ruleset.wolves, 0), "wolf": ruleset.wolves}


def deal(counts: Mapping[str, int], seed: int) -> list[str]:
    """The random deal of ``counts`` by ``seed`` (the seed is recorded in the log)."""
    roles = [role for role, n in counts.items() for _ in range(n)]
    random.Random(seed).shuffle(roles)
    return roles


def random_setup(seed: int, wolves: int = 1) -> Setup:
    rng = random.Random(seed)
    roles = [Role.WOLF] * wolves + [Role.VILLAGER] * (SIZE - wolves)
    rng.shuffle(roles)
    preset = "five" if wolves == 1 else "pack"
    return make_setup([(i + 1, n, r.value) for i, (n, r) in enumerate(zip(NAMES, roles))],
                      PRESETS[preset], seed)


def random_actions(setup: Setup, seed: int) -> list[Any]:
    """A whole random game's actions (every one legal)."""
    rng = random.Random(seed)
    state, actions = start(setup), []
    while not state.ended:
        action = rng.choice(legal_actions(state))
        actions.append(action)
        state = apply(state, action)
    return actions
