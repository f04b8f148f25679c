"""A family object from the family's own typed functions: :class:`RulesFamily` has every
member of :class:`~.family.Family`, each calling the function the family gave it with
the family's own state type. A family's ``family.py`` builds one (``FAMILY``); mypy
checks each function against the family's types, and the object against the protocol
where it is registered.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar, cast

from .errors import LogFormatError, RuleViolation
from .family import (
    AnyAction,
    AnyOutcome,
    AnyPublicView,
    AnyRuleset,
    AnySeatView,
    AnySetup,
    AnyState,
    ApplyFn,
    LogTables,
    SeatPoints,
)
from .json_types import JsonObject
from .options import OptionSpec

SetupT = TypeVar("SetupT")
StateT = TypeVar("StateT")
RulesetT = TypeVar("RulesetT")


@dataclass(frozen=True, slots=True)
class RulesFamily(Generic[SetupT, StateT, RulesetT]):
    """One family's members (:class:`~.family.Family`) from its own functions.

    Attributes:
        name: ``ruleset.family`` in the log.
        apply: the engine's ``apply`` as an :class:`~.family.ApplyFn` (a field: a copy
            with another one counts or forbids the states a game builds, in tests).
        starts .. makes_setup: the family's functions, on its own types (``starts``:
            the start state; ``private``: a seat's view; ``makes_setup``: a setup from ``(seat, name, role)`` rows
            with the family's roles, ``roles`` reads a role id).
        options, presets, log, role_ids: as :class:`~.family.Family`.
    """

    name: str
    apply: ApplyFn
    starts: Callable[[SetupT], StateT]
    refusal: Callable[[StateT, object], RuleViolation | LogFormatError | None]
    seats: Callable[[StateT, str, tuple[int, ...]], tuple[int, ...]]
    any_legal: Callable[[StateT, str], bool]
    host_chooses: Callable[[StateT], bool]
    all_legal: Callable[[StateT], Sequence[AnyAction]]
    ended_by: Callable[[StateT], AnyOutcome | None]
    view: Callable[[StateT, bool], AnyPublicView]
    private: Callable[[StateT, int], AnySeatView]
    summarised: Callable[[StateT], JsonObject]
    scored: Callable[[StateT], dict[int, SeatPoints]]
    options: Mapping[str, OptionSpec]
    presets: Mapping[str, RulesetT]
    builds_ruleset: Callable[[str, Mapping[str, object] | None], RulesetT]
    log: LogTables
    role_ids: tuple[str, ...]
    makes_setup: Callable[[list[tuple[int, str, str]], RulesetT, int], SetupT]

    def start(self, setup: AnySetup) -> AnyState:
        """The state before the first action."""
        return cast(AnyState, self.starts(cast(SetupT, setup)))

    def why_not(self, state: AnyState, action: object) -> RuleViolation | LogFormatError | None:
        """The refusal ``apply`` would raise, or ``None``; builds no state."""
        return self.refusal(cast(StateT, state), action)

    def is_legal(self, state: AnyState, action: object) -> bool:
        """True when ``apply`` would accept ``action``; builds no state."""
        return self.refusal(cast(StateT, state), action) is None

    def choices(self, state: AnyState, action_type: str,
                picked: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The seats the host may pick next (ValueError for an unknown type)."""
        return self.seats(cast(StateT, state), action_type, picked)

    def available(self, state: AnyState, action_type: str) -> bool:
        """Some action of ``action_type`` is legal now (ValueError for an unknown type)."""
        return self.any_legal(cast(StateT, state), action_type)

    def needs_choice(self, state: AnyState) -> bool:
        """Closing the vote now needs the host's choice."""
        return self.host_chooses(cast(StateT, state))

    def legal_actions(self, state: AnyState) -> Sequence[AnyAction]:
        """Every legal action now (without times or texts)."""
        return self.all_legal(cast(StateT, state))

    def outcome(self, state: AnyState) -> AnyOutcome | None:
        """Who won, or ``None``."""
        return self.ended_by(cast(StateT, state))

    def public_view(self, state: AnyState, reveal_roles: bool = False) -> AnyPublicView:
        """What the players may see."""
        return self.view(cast(StateT, state), reveal_roles)

    def seat_view(self, state: AnyState, seat: int) -> AnySeatView:
        """What the player in ``seat`` may know."""
        return self.private(cast(StateT, state), seat)

    def summary(self, state: AnyState) -> JsonObject:
        """What ``replay`` prints."""
        return self.summarised(cast(StateT, state))

    def points(self, state: AnyState) -> dict[int, SeatPoints]:
        """Seat -> its part of the evening's table."""
        return self.scored(cast(StateT, state))

    def ruleset_from(self, preset: str,
                     options: Mapping[str, object] | None = None) -> AnyRuleset:
        """A ruleset from a preset and overrides (LogFormatError names a bad field)."""
        return cast(AnyRuleset, self.builds_ruleset(preset, options))

    def make_setup(self, rows: Sequence[tuple[int, str, str]], ruleset: AnyRuleset,
                   rng_seed: int) -> AnySetup:
        """A checked setup from ``(seat, name, role id)`` rows."""
        return cast(AnySetup, self.makes_setup(list(rows), cast(RulesetT, ruleset), rng_seed))


__all__ = ["RulesFamily"]
